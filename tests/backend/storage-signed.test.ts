import { describe, expect, it } from 'vitest';
import { signJwt } from '../../local-supabase/jwt.ts';
import { anonClient, env, raw } from './helpers.ts';
import { bytes, userClient } from './storage-support.ts';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('storage signed URLs', () => {
  it('signs a readable object; anyone holding the URL gets the bytes until it expires', async () => {
    const { client, uid } = await userClient();
    const path = `${uid}/a b.bin`;
    const body = bytes(3000, 3);
    await client.storage.from('fx-private').upload(path, body.buffer, { contentType: 'application/octet-stream' });

    // Another user cannot sign it: to them the object does not exist.
    const raw1 = await raw(`/storage/v1/object/sign/fx-private/${encodeURIComponent(uid)}/a%20b.bin`, {
      method: 'POST',
      token: (await userClient()).jwt,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ expiresIn: 60 }),
    });
    expect(raw1.status).toBe(400);
    expect(await raw1.json()).toMatchObject({ statusCode: '404', error: 'not_found', message: 'Object not found' });

    const { data, error } = await client.storage.from('fx-private').createSignedUrl(path, 60);
    expect(error).toBeNull();
    const signed = data?.signedUrl ?? '';
    expect(signed.startsWith(`${env().url}/storage/v1/object/sign/fx-private/${uid}/a%20b.bin?token=`)).toBe(true);
    const res = await fetch(signed);
    expect(res.status).toBe(200);
    expect(Buffer.compare(Buffer.from(await res.arrayBuffer()), Buffer.from(body))).toBe(0);
    expect(res.headers.get('content-disposition')).toBeNull();

    const token = new URL(signed).searchParams.get('token') ?? '';
    const claims = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()) as Record<string, unknown>;
    expect(claims.url).toBe(`fx-private/${path}`);
    expect(Number(claims.exp) - Number(claims.iat)).toBe(60);
    const zero = await client.storage.from('fx-private').createSignedUrl(path, 0);
    expect(zero.error).toMatchObject({ statusCode: '400', message: 'Invalid Parameter expiresIn' });
  });

  it('adds Content-Disposition for the download option', async () => {
    const { client, uid } = await userClient();
    const path = `${uid}/report.txt`;
    await client.storage.from('fx-private').upload(path, 'report');
    const asAttachment = await client.storage.from('fx-private').createSignedUrl(path, 60, { download: true });
    expect(asAttachment.data?.signedUrl).toMatch(/&download=$/);
    expect((await fetch(asAttachment.data?.signedUrl ?? '')).headers.get('content-disposition')).toBe('attachment;');
    const named = await client.storage.from('fx-private').createSignedUrl(path, 60, { download: 'Bericht.txt' });
    const res = await fetch(named.data?.signedUrl ?? '');
    expect(res.headers.get('content-disposition')).toBe("attachment; filename=Bericht.txt; filename*=UTF-8''Bericht.txt;");
    expect(await res.text()).toBe('report');
  });

  it('refuses expired and tampered tokens', async () => {
    const { client, uid } = await userClient();
    const path = `${uid}/short.txt`;
    await client.storage.from('fx-private').upload(path, 'short-lived');
    const { data } = await client.storage.from('fx-private').createSignedUrl(path, 1);
    const url = data?.signedUrl ?? '';
    expect((await fetch(url)).status).toBe(200);
    await sleep(2100);
    const expired = await fetch(url);
    expect(expired.status).toBe(400);
    expect(await expired.json()).toMatchObject({ statusCode: '400', error: 'InvalidJWT', message: '"exp" claim timestamp check failed' });

    // A valid token for another object does not open this one.
    await client.storage.from('fx-private').upload(`${uid}/other.txt`, 'other');
    const other = (await client.storage.from('fx-private').createSignedUrl(`${uid}/other.txt`, 60)).data?.signedUrl ?? '';
    const swapped = `${env().url}/storage/v1/object/sign/fx-private/${uid}/short.txt?token=${new URL(other).searchParams.get('token')}`;
    const res = await fetch(swapped);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: 'InvalidSignature' });

    // A token signed with another secret, or edited, is refused.
    const forged = await signJwt('another-secret-that-is-at-least-32-characters', { url: `fx-private/${path}`, exp: 2e9 });
    const f = await fetch(`${env().url}/storage/v1/object/sign/fx-private/${path}?token=${forged}`);
    expect(await f.json()).toMatchObject({ statusCode: '400', error: 'InvalidJWT', message: 'signature verification failed' });
    const edited = await fetch(`${env().url}/storage/v1/object/sign/fx-private/${path}?token=garbage`);
    expect(await edited.json()).toMatchObject({ statusCode: '400', error: 'InvalidJWT' });
  });

  it('signs several paths at once, with an error entry for the unreadable', async () => {
    const { client, uid } = await userClient();
    await client.storage.from('fx-private').upload(`${uid}/1.txt`, 'one');
    await client.storage.from('fx-private').upload(`${uid}/2.txt`, 'two');
    const { data, error } = await client.storage
      .from('fx-private')
      .createSignedUrls([`${uid}/1.txt`, `${uid}/2.txt`, `${uid}/none.txt`], 120);
    expect(error).toBeNull();
    expect(data).toHaveLength(3);
    expect(await (await fetch(data?.[0].signedUrl ?? '')).text()).toBe('one');
    expect(await (await fetch(data?.[1].signedUrl ?? '')).text()).toBe('two');
    expect(data?.[2]).toMatchObject({
      path: `${uid}/none.txt`,
      error: 'Either the object does not exist or you do not have access to it',
      signedUrl: null,
    });
    const anon = await anonClient()
      .storage.from('fx-private')
      .createSignedUrls([`${uid}/1.txt`], 120);
    expect(anon.data?.[0].error).toBe('Either the object does not exist or you do not have access to it');
  });

  it('creates signed upload URLs under the caller RLS; the token alone then uploads that one name', async () => {
    const alice = await userClient();
    const bob = await userClient();
    const path = `${alice.uid}/dropbox/upload.bin`;
    const denied = await bob.client.storage.from('fx-private').createSignedUploadUrl(path);
    expect(denied.error).toMatchObject({ statusCode: '403' });

    const { data, error } = await alice.client.storage.from('fx-private').createSignedUploadUrl(path);
    expect(error).toBeNull();
    expect(data?.signedUrl).toContain(`/storage/v1/object/upload/sign/fx-private/${path}?token=`);
    const body = bytes(4096, 9);
    const up = await anonClient()
      .storage.from('fx-private')
      .uploadToSignedUrl(path, data?.token ?? '', new Blob([body], { type: 'application/octet-stream' }));
    expect(up.error).toBeNull();
    expect(up.data?.fullPath).toBe(`fx-private/${path}`);
    const down = await alice.client.storage.from('fx-private').download(path);
    expect(Buffer.compare(Buffer.from(await (down.data as Blob).arrayBuffer()), Buffer.from(body))).toBe(0);

    const again = await anonClient()
      .storage.from('fx-private')
      .uploadToSignedUrl(path, data?.token ?? '', 'second');
    expect(again.error).toMatchObject({ statusCode: '409' });
    const elsewhere = await anonClient()
      .storage.from('fx-private')
      .uploadToSignedUrl(`${alice.uid}/other.bin`, data?.token ?? '', 'x');
    expect(elsewhere.error).toMatchObject({ statusCode: '400', message: 'The url do not match the signature' });

    // A download token for a path does not let anyone upload to it.
    const signed = await alice.client.storage.from('fx-private').createSignedUrl(path, 60);
    const readToken = new URL(signed.data?.signedUrl ?? '').searchParams.get('token') ?? '';
    const replay = await anonClient().storage.from('fx-private').uploadToSignedUrl(path, readToken, 'overwrite', { upsert: true });
    expect(replay.error).toMatchObject({ statusCode: '400', message: 'The token is not valid for this action' });
    // …and an upload token is no read token.
    const read = await fetch(`${env().url}/storage/v1/object/sign/fx-private/${path}?token=${data?.token}`);
    expect(await read.json()).toMatchObject({ statusCode: '400', error: 'InvalidJWT' });
  });
});
