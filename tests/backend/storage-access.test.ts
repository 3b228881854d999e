import { describe, expect, it } from 'vitest';
import { anonClient, env, raw, serviceClient } from './helpers.ts';
import { objectExists, unique, userClient } from './storage-support.ts';

describe('storage access: RLS on storage.objects, public buckets, anon vs authenticated', () => {
  it("lets a user read and write their own folder and refuses another user's", async () => {
    const alice = await userClient();
    const bob = await userClient();
    const path = `${alice.uid}/secret.txt`;
    expect((await alice.client.storage.from('fx-private').upload(path, 'alice only')).error).toBeNull();

    const bobRead = await bob.client.storage.from('fx-private').download(path);
    expect(bobRead.error).toMatchObject({ message: 'Object not found', status: 400, statusCode: '404' });
    const bobWrite = await bob.client.storage.from('fx-private').upload(`${alice.uid}/planted.txt`, 'x');
    expect(bobWrite.error).toMatchObject({ message: 'new row violates row-level security policy', statusCode: '403' });
    const bobOverwrite = await bob.client.storage.from('fx-private').upload(path, 'x', { upsert: true });
    expect(bobOverwrite.error).toMatchObject({ statusCode: '403' });
    expect((await bob.client.storage.from('fx-private').list(alice.uid)).data).toEqual([]);
    expect((await bob.client.storage.from('fx-private').remove([path])).data).toEqual([]);
    expect((await bob.client.storage.from('fx-private').createSignedUrl(path, 60)).error).toMatchObject({ statusCode: '404' });
    const bobMove = await bob.client.storage.from('fx-private').move(path, `${bob.uid}/stolen.txt`);
    expect(bobMove.error).toMatchObject({ statusCode: '404' });

    expect(await (await alice.client.storage.from('fx-private').download(path)).data?.text()).toBe('alice only');
    expect((await alice.client.storage.from('fx-private').list(alice.uid)).data?.map((r) => r.name)).toEqual(['secret.txt']);
  });

  it('records the uploader as owner and sees the trial metadata in insert policies', async () => {
    const { client, uid } = await userClient();
    const path = `${uid}/tool.exe`;
    const refused = await client.storage.from('fx-private').upload(path, 'MZ', { contentType: 'application/x-msdownload' });
    expect(refused.error).toMatchObject({ statusCode: '403' });
    expect((await client.storage.from('fx-private').upload(`${uid}/ok.txt`, 'fine')).error).toBeNull();
    const { data } = await serviceClient()
      .storage.from('fx-private')
      .remove([`${uid}/ok.txt`]);
    expect(data?.[0]).toMatchObject({ name: `${uid}/ok.txt`, owner: uid, owner_id: uid });
  });

  it('refuses anon writes to private folders and serves public buckets to anyone', async () => {
    const anon = anonClient().storage;
    const denied = await anon.from('fx-private').upload('anything.txt', 'x');
    expect(denied.error).toMatchObject({ statusCode: '403' });
    expect((await anon.from('fx-public').upload('anon.txt', 'x')).error).toMatchObject({ statusCode: '403' });

    const { client } = await userClient();
    const name = `${unique('pub')}.txt`;
    expect((await client.storage.from('fx-public').upload(name, 'public bytes')).error).toBeNull();
    expect(await (await anon.from('fx-public').download(name)).data?.text()).toBe('public bytes');

    const { data } = anon.from('fx-public').getPublicUrl(name);
    expect(data.publicUrl).toBe(`${env().url}/storage/v1/object/public/fx-public/${name}`);
    const res = await fetch(data.publicUrl);
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('public bytes');
    expect(res.headers.get('content-type')).toBe('text/plain;charset=UTF-8');
    expect(res.headers.get('accept-ranges')).toBe('bytes');
    expect(res.headers.get('etag')).toMatch(/^"[0-9a-f]{32}"$/);

    // No token at all: public buckets only.
    expect((await fetch(`${env().url}/storage/v1/object/fx-public/${name}`)).status).toBe(200);
    const priv = await fetch(`${env().url}/storage/v1/object/public/fx-private/whatever.txt`);
    expect(priv.status).toBe(400);
    expect(await priv.json()).toMatchObject({ statusCode: '404', error: 'Bucket not found', message: 'Bucket not found' });
    const dl = await fetch(anon.from('fx-public').getPublicUrl(name, { download: 'Report 1.txt' }).data.publicUrl);
    expect(dl.headers.get('content-disposition')).toBe("attachment; filename=Report%201.txt; filename*=UTF-8''Report%201.txt;");
  });

  it('answers browser preflights for the headers storage-js sends', async () => {
    const res = await fetch(`${env().url}/storage/v1/object/fx-private/a/b.txt`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://localhost:5173',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'authorization, apikey, x-client-info, x-upsert, cache-control, x-metadata, content-type',
      },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
    expect(res.headers.get('access-control-allow-headers')).toContain('x-upsert');
    expect(res.headers.get('access-control-expose-headers')).toContain('Content-Disposition');
  });

  it('serves byte ranges', async () => {
    const { client } = await userClient();
    const name = `${unique('range')}.txt`;
    await client.storage.from('fx-public').upload(name, '0123456789');
    const res = await fetch(`${env().url}/storage/v1/object/public/fx-public/${name}`, { headers: { Range: 'bytes=2-5' } });
    expect(res.status).toBe(206);
    expect(res.headers.get('content-range')).toBe('bytes 2-5/10');
    expect(await res.text()).toBe('2345');
  });

  it('answers a missing bucket with Bucket not found and a bad JWT with AccessDenied', async () => {
    const { client } = await userClient();
    const up = await client.storage.from('no-such-bucket').upload('a.txt', 'x');
    expect(up.error).toMatchObject({ message: 'Bucket not found', status: 400, statusCode: '404' });
    const res = await raw('/storage/v1/object/no-such-bucket/a.txt', { method: 'POST', body: 'x' });
    expect(await res.json()).toEqual({ statusCode: '404', code: 'NoSuchBucket', error: 'Bucket not found', message: 'Bucket not found' });
    const bad = await raw('/storage/v1/object/list/fx-private', { method: 'POST', token: 'a.b.c', body: '{}' });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ statusCode: '403', error: 'Unauthorized' });
  });
});

describe('storage buckets', () => {
  it('creates, reads, updates, empties and deletes a bucket as service_role', async () => {
    const admin = serviceClient().storage;
    const id = unique('bkt');
    const created = await admin.createBucket(id, { public: false, fileSizeLimit: '1MB', allowedMimeTypes: ['text/plain'] });
    expect(created.error).toBeNull();
    expect(created.data).toEqual({ name: id });
    const got = await admin.getBucket(id);
    expect(got.data).toMatchObject({ id, name: id, public: false, file_size_limit: 1000000, allowed_mime_types: ['text/plain'] });
    expect((await admin.listBuckets()).data?.some((b) => b.id === id)).toBe(true);
    expect((await admin.createBucket(id)).error).toMatchObject({ statusCode: '409' });

    expect((await admin.updateBucket(id, { public: true, allowedMimeTypes: null })).data).toEqual({ message: 'Successfully updated' });
    expect((await admin.getBucket(id)).data).toMatchObject({ public: true, allowed_mime_types: null });

    expect((await admin.from(id).upload('a.txt', 'a')).error).toBeNull();
    const del = await admin.deleteBucket(id);
    expect(del.error).toMatchObject({ statusCode: '409' });
    expect((await admin.emptyBucket(id)).data).toEqual({ message: 'Empty bucket has been queued. Completion may take up to an hour.' });
    expect(await objectExists(id, 'a.txt')).toBe(false);
    expect((await admin.deleteBucket(id)).data).toEqual({ message: 'Successfully deleted' });
    expect((await admin.getBucket(id)).error).toMatchObject({ message: 'Bucket not found', statusCode: '404' });
  });

  it('lets RLS decide who may create and see buckets', async () => {
    const { client } = await userClient();
    const refused = await client.storage.createBucket(unique('nope'));
    expect(refused.error).toMatchObject({ statusCode: '403', message: 'new row violates row-level security policy' });
    const hidden = unique('hidden');
    expect((await serviceClient().storage.createBucket(hidden)).error).toBeNull();
    const visible = (await client.storage.listBuckets()).data?.map((b) => b.id) ?? [];
    expect(visible).toEqual(expect.arrayContaining(['fx-private', 'fx-public', 'fx-limited']));
    expect(visible).not.toContain(hidden);
    expect((await client.storage.getBucket(hidden)).error).toMatchObject({ statusCode: '404' });
    expect((await serviceClient().storage.deleteBucket(hidden)).error).toBeNull();
    expect((await anonClient().storage.listBuckets()).data?.some((b) => b.id.startsWith('fx-'))).toBe(false);
  });
});
