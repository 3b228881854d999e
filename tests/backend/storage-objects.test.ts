import { describe, expect, it } from 'vitest';
import { serviceClient } from './helpers.ts';
import { blobBytes, bytes, unique, userClient } from './storage-support.ts';

describe('storage objects: upload, download, list, remove round trips', () => {
  it('uploads a Blob (multipart) and downloads the same bytes with its metadata', async () => {
    const { client, uid } = await userClient();
    const path = `${uid}/${unique('doc')}.pdf`;
    const body = bytes(5000);
    const up = await client.storage
      .from('fx-private')
      .upload(path, new Blob([body], { type: 'application/pdf' }), { cacheControl: '28800' });
    expect(up.error).toBeNull();
    expect(up.data?.path).toBe(path);
    expect(up.data?.fullPath).toBe(`fx-private/${path}`);
    expect(up.data?.id).toMatch(/^[0-9a-f-]{36}$/);

    const down = await client.storage.from('fx-private').download(path);
    expect(down.error).toBeNull();
    expect(await blobBytes(down.data)).toEqual(body);
    expect(down.data?.type).toBe('application/pdf');

    const info = await client.storage.from('fx-private').info(path);
    expect(info.error).toBeNull();
    expect(info.data).toMatchObject({ id: up.data?.id, name: path, bucketId: 'fx-private', size: 5000, contentType: 'application/pdf' });
    expect(info.data?.cacheControl).toBe('max-age=28800');
  });

  it('uploads a several-MB binary as a raw body, byte for byte, with size in metadata', async () => {
    const { client, uid } = await userClient();
    const path = `${uid}/big.bin`;
    const body = bytes(6 * 1024 * 1024 + 17, 11);
    const up = await client.storage
      .from('fx-private')
      .upload(path, body.buffer as ArrayBuffer, { contentType: 'application/octet-stream' });
    expect(up.error).toBeNull();
    const down = await client.storage.from('fx-private').download(path);
    expect(down.error).toBeNull();
    const got = await blobBytes(down.data);
    expect(got.length).toBe(body.length);
    expect(Buffer.compare(Buffer.from(got), Buffer.from(body))).toBe(0);

    const { data: rows } = await client.storage.from('fx-private').list(uid);
    const meta = rows?.find((r) => r.name === 'big.bin')?.metadata;
    expect(meta).toMatchObject({
      size: body.length,
      mimetype: 'application/octet-stream',
      contentLength: body.length,
      httpStatusCode: 200,
    });
    expect(meta?.eTag).toMatch(/^"[0-9a-f]{32}"$/);
    expect(typeof meta?.lastModified).toBe('string');
  });

  it('stores strings with their content type and user metadata', async () => {
    const { client, uid } = await userClient();
    const path = `${uid}/notes/readme.txt`;
    const up = await client.storage.from('fx-private').upload(path, 'hello storage', { metadata: { lang: 'de' } });
    expect(up.error).toBeNull();
    const down = await client.storage.from('fx-private').download(path);
    expect(await down.data?.text()).toBe('hello storage');
    expect(down.data?.type).toBe('text/plain;charset=utf-8');
    const info = await client.storage.from('fx-private').info(path);
    expect(info.data?.metadata).toEqual({ lang: 'de' });
  });

  it('keeps user metadata sent with a multipart upload and the cache-control on download', async () => {
    const { client, uid } = await userClient();
    const path = `${uid}/tagged.png`;
    const up = await client.storage
      .from('fx-private')
      .upload(path, new Blob([bytes(64)], { type: 'image/png' }), { metadata: { entity: 'contract', n: 3 }, cacheControl: '60' });
    expect(up.error).toBeNull();
    expect((await client.storage.from('fx-private').info(path)).data?.metadata).toEqual({ entity: 'contract', n: 3 });
    const { data } = await client.storage.from('fx-private').createSignedUrl(path, 60);
    const res = await fetch(data?.signedUrl ?? '');
    expect(res.headers.get('cache-control')).toBe('max-age=60');
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(res.headers.get('content-length')).toBe('64');
    expect(res.headers.get('x-robots-tag')).toBe('none');
    expect(Number.isNaN(Date.parse(res.headers.get('last-modified') ?? ''))).toBe(false);
  });

  it('refuses to overwrite without upsert (KeyAlreadyExists) and replaces with upsert or update()', async () => {
    const { client, uid } = await userClient();
    const path = `${uid}/v.txt`;
    const bucket = client.storage.from('fx-private');
    expect((await bucket.upload(path, 'one')).error).toBeNull();
    const again = await bucket.upload(path, 'two');
    expect(again.error).toMatchObject({ message: 'The resource already exists', status: 400, statusCode: '409' });
    expect(await (await bucket.download(path)).data?.text()).toBe('one');

    expect((await bucket.upload(path, 'three', { upsert: true })).error).toBeNull();
    expect(await (await bucket.download(path)).data?.text()).toBe('three');
    expect((await bucket.update(path, 'four')).error).toBeNull();
    expect(await (await bucket.download(path)).data?.text()).toBe('four');
  });

  it('lists one folder level with folders, limit/offset, sorting and search', async () => {
    const { client, uid } = await userClient();
    const bucket = client.storage.from('fx-private');
    for (const n of ['b.txt', 'a.txt', 'c.txt', 'sub/x.txt', 'sub/deeper/y.txt', 'other/z.txt'])
      expect((await bucket.upload(`${uid}/${n}`, n)).error).toBeNull();

    const all = await bucket.list(uid);
    expect(all.error).toBeNull();
    expect(all.data?.map((r) => r.name)).toEqual(['a.txt', 'b.txt', 'c.txt', 'other', 'sub']);
    const folder = all.data?.find((r) => r.name === 'sub');
    expect(folder).toMatchObject({ id: null, metadata: null, updated_at: null });

    const page = await bucket.list(uid, { limit: 2, offset: 2 });
    expect(page.data?.map((r) => r.name)).toEqual(['c.txt', 'other']);
    const desc = await bucket.list(uid, { sortBy: { column: 'name', order: 'desc' } });
    expect(desc.data?.map((r) => r.name)).toEqual(['sub', 'other', 'c.txt', 'b.txt', 'a.txt']);
    const search = await bucket.list(uid, { search: 'b' });
    expect(search.data?.map((r) => r.name)).toEqual(['b.txt']);
    const nested = await bucket.list(`${uid}/sub`);
    expect(nested.data?.map((r) => r.name)).toEqual(['deeper', 'x.txt']);
  });

  // Issue 15 §3. Current storage-api's storage.search (migrations/tenant/0063, kept by 0070) walks the
  // names in lower(name) collate "C" order and emits a folder where its name falls: one merged order.
  it('sorted by name, folders and files come in one case-insensitive name order (no folders first)', async () => {
    const { client, uid } = await userClient();
    const bucket = client.storage.from('fx-private');
    const uploads = [
      'n.txt',
      'b.txt',
      'Z.txt',
      'a.txt',
      'm/1.txt',
      'C/2.txt',
      'sub/x.txt',
      'sub/Deeper/y.txt',
      'Other/q.txt',
      'other/r.txt',
    ];
    for (const n of [...uploads, 'a-b/3.txt']) expect((await bucket.upload(`${uid}/${n}`, n)).error).toBeNull();
    const list = async (options: Parameters<typeof bucket.list>[1]) => (await bucket.list(uid, options)).data ?? [];
    const names = async (options: Parameters<typeof bucket.list>[1]) => (await list(options)).map((r) => r.name);

    const merged = ['a-b', 'a.txt', 'b.txt', 'C', 'm', 'n.txt', 'Other', 'sub', 'Z.txt'];
    expect(await names({})).toEqual(merged);
    // Descending, a folder is named after its last object ('other/r.txt'), as the upstream walk meets it.
    expect(await names({ sortBy: { column: 'name', order: 'desc' } })).toEqual(
      [...merged].reverse().map((n) => (n === 'Other' ? 'other' : n)),
    );
    // Folders are entries like files, in the same shape, with nulls where a file has values.
    expect((await list({})).find((r) => r.name === 'sub')).toEqual({
      name: 'sub',
      id: null,
      updated_at: null,
      created_at: null,
      last_accessed_at: null,
      metadata: null,
    });
    // Offset and limit count folders and files together, in that order.
    expect(await names({ limit: 3, offset: 2 })).toEqual(['b.txt', 'C', 'm']);
    // Search is a case-insensitive name prefix inside the folder; the folder keeps its own case.
    expect(await names({ search: 'o' })).toEqual(['Other']);
    expect(await names({ search: 'A' })).toEqual(['a-b', 'a.txt']);
    // Names stay relative to the prefix: a search holding '/' lists that folder's entries with their path.
    expect(await names({ search: 'sub/' })).toEqual(['sub/Deeper', 'sub/x.txt']);
    expect(await names({ search: 'SUB/d' })).toEqual(['sub/Deeper']);
    // Other sort columns list folders first (by name in the database's collation, and case-sensitive:
    // 'Other' and 'other' are two), then files by that column.
    const byTime = await list({ sortBy: { column: 'created_at', order: 'asc' } });
    expect(byTime.slice(0, 6).every((r) => r.id === null)).toBe(true);
    expect(
      byTime
        .slice(0, 6)
        .map((r) => r.name)
        .sort(),
    ).toEqual(['C', 'Other', 'a-b', 'm', 'other', 'sub']);
    expect(byTime.slice(6).map((r) => r.name)).toEqual(['n.txt', 'b.txt', 'Z.txt', 'a.txt']);
    const byTimeInSub = await list({ search: 'sub/', sortBy: { column: 'created_at', order: 'asc' } });
    expect(byTimeInSub.map((r) => [r.name, r.id === null])).toEqual([
      ['sub/Deeper', true],
      ['sub/x.txt', false],
    ]);
  });

  it('removes by path list, returns the removed rows, and the bytes are gone', async () => {
    const { client, uid } = await userClient();
    const bucket = client.storage.from('fx-private');
    await bucket.upload(`${uid}/r1.txt`, 'r1');
    await bucket.upload(`${uid}/r2.txt`, 'r2');
    const rm = await bucket.remove([`${uid}/r1.txt`, `${uid}/r2.txt`, `${uid}/missing.txt`]);
    expect(rm.error).toBeNull();
    expect(rm.data?.map((r) => r.name).sort()).toEqual([`${uid}/r1.txt`, `${uid}/r2.txt`]);
    expect(rm.data?.[0]).toMatchObject({ bucket_id: 'fx-private' });
    const down = await bucket.download(`${uid}/r1.txt`);
    expect(down.error).toMatchObject({ status: 400, statusCode: '404' });
    expect((await bucket.list(uid)).data).toEqual([]);
    expect((await bucket.exists(`${uid}/r2.txt`)).data).toBe(false);
  });

  it('moves and copies objects, keeping the bytes', async () => {
    const { client, uid } = await userClient();
    const bucket = client.storage.from('fx-private');
    await bucket.upload(`${uid}/m.txt`, 'move me');
    const mv = await bucket.move(`${uid}/m.txt`, `${uid}/moved/m.txt`);
    expect(mv.error).toBeNull();
    expect(mv.data?.message).toBe('Successfully moved');
    expect((await bucket.exists(`${uid}/m.txt`)).data).toBe(false);
    expect(await (await bucket.download(`${uid}/moved/m.txt`)).data?.text()).toBe('move me');

    const cp = await bucket.copy(`${uid}/moved/m.txt`, `${uid}/copy.txt`);
    expect(cp.error).toBeNull();
    expect(cp.data?.path).toBe(`fx-private/${uid}/copy.txt`);
    expect(await (await bucket.download(`${uid}/copy.txt`)).data?.text()).toBe('move me');
    expect(await (await bucket.download(`${uid}/moved/m.txt`)).data?.text()).toBe('move me');
    // Copying onto an existing key is refused like an upload without upsert.
    const dup = await bucket.copy(`${uid}/copy.txt`, `${uid}/moved/m.txt`);
    expect(dup.error).toMatchObject({ statusCode: '409' });
  });

  it('moves across buckets as service_role', async () => {
    const admin = serviceClient().storage;
    const name = `${unique('x')}.txt`;
    expect((await admin.from('fx-private').upload(name, 'across')).error).toBeNull();
    const mv = await admin.from('fx-private').move(name, `moved/${name}`, { destinationBucket: 'fx-public' });
    expect(mv.error).toBeNull();
    expect(await (await admin.from('fx-public').download(`moved/${name}`)).data?.text()).toBe('across');
    expect((await admin.from('fx-private').exists(name)).data).toBe(false);
  });
});
