import { describe, expect, it } from 'vitest';
import { env, raw, serviceClient } from './helpers.ts';
import { bytes, objectExists, rawSocket, unique, userClient } from './storage-support.ts';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Every object name in a bucket, as service_role sees them (recursing into folders). */
async function allNames(bucket: string, prefix = ''): Promise<string[]> {
  const { data } = await serviceClient().storage.from(bucket).list(prefix, { limit: 1000 });
  const out: string[] = [];
  for (const e of data ?? []) {
    const full = prefix ? `${prefix}/${e.name}` : e.name;
    if (e.id === null) out.push(...(await allNames(bucket, full)));
    else out.push(full);
  }
  return out;
}

describe('storage limits: bucket size and mime types', () => {
  it('refuses files over the bucket file_size_limit, multipart and raw, with 413-coded errors', async () => {
    const { client } = await userClient();
    const big = bytes(2048);
    const multipart = await client.storage.from('fx-limited').upload(`${unique()}.png`, new Blob([big], { type: 'image/png' }));
    expect(multipart.error).toMatchObject({ message: 'The object exceeded the maximum allowed size', status: 400, statusCode: '413' });
    const name = `${unique()}.png`;
    const rawBody = await client.storage.from('fx-limited').upload(name, big.buffer, { contentType: 'image/png' });
    expect(rawBody.error).toMatchObject({ statusCode: '413' });
    expect(await objectExists('fx-limited', name)).toBe(false);
    const small = await client.storage.from('fx-limited').upload(name, new Blob([bytes(1024)], { type: 'image/png' }));
    expect(small.error).toBeNull();
  });

  it('refuses mime types outside allowed_mime_types (415-coded), wildcards included', async () => {
    const { client } = await userClient();
    const jpeg = await client.storage.from('fx-limited').upload(`${unique()}.jpg`, new Blob([bytes(10)], { type: 'image/jpeg' }));
    expect(jpeg.error).toMatchObject({ message: 'mime type image/jpeg is not supported', status: 400, statusCode: '415' });
    const res = await raw(`/storage/v1/object/fx-limited/${unique()}.txt`, {
      method: 'POST',
      token: (await userClient()).jwt,
      headers: { 'content-type': 'text/plain' },
      body: 'x',
    });
    expect(await res.json()).toEqual({
      statusCode: '415',
      code: 'InvalidMimeType',
      error: 'invalid_mime_type',
      message: 'mime type text/plain is not supported',
    });
    expect(
      (await client.storage.from('fx-images').upload(`${unique()}.webp`, new Blob([bytes(10)], { type: 'image/webp' }))).error,
    ).toBeNull();
    const text = await client.storage.from('fx-images').upload(`${unique()}.txt`, 'not an image', { contentType: 'text/plain' });
    expect(text.error).toMatchObject({ statusCode: '415' });
  });

  it('refuses a body declared larger than the global limit before reading it', async () => {
    const { jwt, uid } = await userClient();
    const name = `${uid}/huge.bin`;
    const reply = await rawSocket(
      [
        `POST /storage/v1/object/fx-private/${name} HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer ${jwt}\r\n` +
          `Content-Type: application/octet-stream\r\nContent-Length: ${60 * 1024 * 1024}\r\n\r\n`,
        bytes(1000),
      ],
      { end: 'none', waitMs: 1000 },
    );
    expect(reply).toMatch(/^HTTP\/1.1 400/);
    expect(reply).toContain('"statusCode":"413"');
    expect(await objectExists('fx-private', name)).toBe(false);
  });
});

describe('storage bad input', () => {
  it('refuses path traversal in object names, plain and encoded, and stores nothing', async () => {
    const { client, uid, jwt } = await userClient();
    const before = await allNames('fx-private', uid);
    for (const name of ['../x', `${uid}/../../b`]) expect((await client.storage.from('fx-private').upload(name, 'x')).error).not.toBeNull();
    for (const encoded of [
      `${uid}%2F..%2F..%2Fx`,
      `${uid}/..%2F..%2Fetc%2Fpasswd`,
      `${uid}/a%2F..%2Fb`,
      `${uid}/x%00.txt`,
      `${uid}/%2e%2e%2fy`,
    ]) {
      const res = await raw(`/storage/v1/object/fx-private/${encoded}`, { method: 'POST', token: jwt, body: 'x' });
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ statusCode: '400', error: 'InvalidKey' });
    }
    // Unnormalised dot segments straight onto the socket.
    const reply = await rawSocket(
      [
        `POST /storage/v1/object/fx-private/${uid}/../../../x HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer ${jwt}\r\nContent-Length: 1\r\n\r\nx`,
      ],
      { waitMs: 500 },
    );
    expect(reply).toMatch(/^HTTP\/1.1 (400|404)/);
    expect(await allNames('fx-private', uid)).toEqual(before);
    expect((await allNames('fx-private')).some((n) => n.split('/').includes('..'))).toBe(false);
  });

  it('refuses non-ASCII names with InvalidKey, exactly as hosted Supabase does (names must be sanitized)', async () => {
    const { client, uid } = await userClient();
    const res = await client.storage.from('fx-private').upload(`${uid}/Vertrag_Müller.pdf`, 'x');
    expect(res.error).toMatchObject({ statusCode: '400', message: `Invalid key: ${uid}/Vertrag_Müller.pdf` });
    const ok = await client.storage.from('fx-private').upload(`${uid}/Vertrag (1) & Co, a+b = ok!.pdf`, 'x');
    expect(ok.error).toBeNull();
  });

  it('answers a missing object with the 404-coded error and a missing bucket with Bucket not found', async () => {
    const { client, uid } = await userClient();
    const miss = await client.storage.from('fx-private').download(`${uid}/nothing.txt`);
    expect(miss.error).toMatchObject({ status: 400, statusCode: '404' });
    const res = await raw(`/storage/v1/object/sign/no-bucket-${uid}/a.txt`, { method: 'POST', body: '{"expiresIn":60}' });
    expect(await res.json()).toMatchObject({ statusCode: '404' });
    expect((await client.storage.from('fx-private').exists(`${uid}/nothing.txt`)).data).toBe(false);
    const list = await client.storage.from(`no-bucket-${uid}`).list();
    expect(list.data ?? []).toEqual([]);
  });

  it('leaves no object behind when the client aborts mid-upload (raw and multipart)', async () => {
    const { jwt, uid, client } = await userClient();
    const rawName = `${uid}/aborted.bin`;
    await rawSocket(
      [
        `POST /storage/v1/object/fx-private/${rawName} HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer ${jwt}\r\n` +
          `Content-Type: application/octet-stream\r\nContent-Length: 1000000\r\n\r\n`,
        bytes(300000),
      ],
      { end: 'destroy', waitMs: 300 },
    );
    const mpName = `${uid}/aborted-mp.bin`;
    const boundary = 'XyZ';
    await rawSocket(
      [
        `POST /storage/v1/object/fx-private/${mpName} HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer ${jwt}\r\n` +
          `Content-Type: multipart/form-data; boundary=${boundary}\r\nContent-Length: 1000000\r\n\r\n` +
          `--${boundary}\r\nContent-Disposition: form-data; name="cacheControl"\r\n\r\n3600\r\n` +
          `--${boundary}\r\nContent-Disposition: form-data; name=""; filename="blob"\r\nContent-Type: application/octet-stream\r\n\r\n`,
        bytes(200000),
      ],
      { end: 'destroy', waitMs: 300 },
    );
    await sleep(300);
    expect(await objectExists('fx-private', rawName)).toBe(false);
    expect(await objectExists('fx-private', mpName)).toBe(false);
    // The name is free: a complete upload afterwards succeeds without upsert.
    expect((await client.storage.from('fx-private').upload(rawName, 'complete')).error).toBeNull();
  });

  it('answers a wrong or truncated Content-Length with a clean error and stores nothing', async () => {
    const { jwt, uid } = await userClient();
    const head = (name: string, extra: string) =>
      `POST /storage/v1/object/fx-private/${uid}/${name} HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer ${jwt}\r\n${extra}\r\n`;
    const short = await rawSocket([head('short.txt', 'Content-Type: text/plain\r\nContent-Length: 100\r\n'), 'only ten b'], { end: 'end' });
    expect(short).toMatch(/^HTTP\/1.1 400/);
    const bogus = await rawSocket([head('bogus.txt', 'Content-Type: text/plain\r\nContent-Length: ten\r\n'), 'x'], { end: 'end' });
    expect(bogus).toMatch(/^HTTP\/1.1 400/);
    // A multipart body cut before its closing boundary.
    const body = `--B\r\nContent-Disposition: form-data; name=""; filename="blob"\r\nContent-Type: text/plain\r\n\r\nhalf a file`;
    const cut = await raw(`/storage/v1/object/fx-private/${uid}/cut.txt`, {
      method: 'POST',
      token: jwt,
      headers: { 'content-type': 'multipart/form-data; boundary=B' },
      body,
    });
    expect(cut.status).toBe(400);
    expect(await cut.json()).toMatchObject({ statusCode: '400' });
    for (const n of ['short.txt', 'bogus.txt', 'cut.txt']) expect(await objectExists('fx-private', `${uid}/${n}`)).toBe(false);
    // The server is still serving.
    expect((await fetch(`${env().url}/storage/v1/bucket`)).status).toBe(200);
  });
});

/** Malformed requests of every route (issue 15 §4): each gets storage-api's 4xx shape, never a 500. */
describe('storage malformed input: 4xx, never 500, nothing stored', () => {
  type Case = [label: string, method: string, path: (uid: string) => string, body: string | undefined, message?: RegExp];
  const json = (v: unknown) => JSON.stringify(v);
  const list = (body: unknown, message?: RegExp): Case => [
    `list ${json(body)}`,
    'POST',
    () => '/object/list/fx-private',
    json(body),
    message,
  ];
  const CASES: Case[] = [
    list({ prefix: '', limit: -1 }, /^body\/limit must be >= 1$/),
    list({ prefix: '', limit: 0 }, /^body\/limit must be >= 1$/),
    list({ prefix: '', limit: 1.5 }, /^body\/limit must be integer$/),
    list({ prefix: '', limit: 'ten' }, /^body\/limit must be integer$/),
    list({ prefix: '', limit: 1e12 }),
    list({ prefix: '', offset: -1 }, /^body\/offset must be >= 0$/),
    list({ prefix: '', offset: 1e12 }),
    list({ prefix: '\u0000' }),
    list({ prefix: 'a\u0000b/' }),
    list({ prefix: '', search: '\u0000' }),
    list({ prefix: '', search: { a: 1 } }, /^body\/search must be string$/),
    list({ prefix: ['a'] }, /^body\/prefix must be string$/),
    list({ limit: 10 }, /required property 'prefix'/),
    list({ prefix: '', sortBy: { column: 'id; drop table storage.objects' } }, /sortBy\/column must be equal to one of the allowed values/),
    list({ prefix: '', sortBy: { column: 'name', order: 'sideways' } }, /sortBy\/order must be equal to one of the allowed values/),
    list({ prefix: '', sortBy: { order: 'asc' } }, /required property 'column'/),
    list({ prefix: '', sortBy: 'name' }, /^body\/sortBy must be object$/),
    ['list, body not JSON', 'POST', () => '/object/list/fx-private', '{"prefix":', /not valid JSON/],
    ['list, body an array', 'POST', () => '/object/list/fx-private', '[]', /not valid JSON|must be object/],
    ['list, NUL in the bucket name', 'POST', () => '/object/list/fx%00private', json({ prefix: '' }), /Bucket name invalid/],
    ['sign, expiresIn -1', 'POST', (u) => `/object/sign/fx-private/${u}/a.txt`, json({ expiresIn: -1 })],
    ['sign, expiresIn text', 'POST', (u) => `/object/sign/fx-private/${u}/a.txt`, json({ expiresIn: 'soon' })],
    ['sign, NUL in the path', 'POST', (u) => `/object/sign/fx-private/${u}/a%00.txt`, json({ expiresIn: 60 })],
    ['sign many, paths not a list', 'POST', () => '/object/sign/fx-private', json({ expiresIn: 60, paths: 'a.txt' })],
    ['sign many, NUL in a path', 'POST', () => '/object/sign/fx-private', json({ expiresIn: 60, paths: ['a\u0000.txt'] })],
    ['remove, NUL in a prefix', 'DELETE', () => '/object/fx-private', json({ prefixes: ['a\u0000b'] })],
    ['remove, prefixes not strings', 'DELETE', () => '/object/fx-private', json({ prefixes: [1, null] })],
    ['move, NUL in the key', 'POST', () => '/object/move', json({ bucketId: 'fx-private', sourceKey: 'a\u0000', destinationKey: 'b' })],
    ['move, no source', 'POST', () => '/object/move', json({ bucketId: 'fx-private', destinationKey: 'b' })],
    ['move, bad bucket', 'POST', () => '/object/move', json({ bucketId: '../x', sourceKey: 'a', destinationKey: 'b' })],
    [
      'copy, NUL in the destination',
      'POST',
      () => '/object/copy',
      json({ bucketId: 'fx-private', sourceKey: 'a', destinationKey: 'b\u0000' }),
    ],
    [
      'copy, bad destination bucket',
      'POST',
      () => '/object/copy',
      json({ bucketId: 'fx-private', sourceKey: 'a', destinationKey: 'b', destinationBucket: 'a/b' }),
    ],
    ['bucket create, no name', 'POST', () => '/bucket', json({ public: true })],
    ['bucket create, bad size', 'POST', () => '/bucket', json({ name: 'bad-size', file_size_limit: 'huge' })],
    ['bucket create, mime not a list', 'POST', () => '/bucket', json({ name: 'bad-mime', allowed_mime_types: 'text/plain' })],
    ['bucket update, nothing to change', 'PUT', () => '/bucket/fx-private', json({})],
  ];

  it.each(CASES)('%s', async (_label, method, path, body, message) => {
    const { uid, jwt } = await userClient();
    const asService = path(uid).startsWith('/bucket');
    const res = await raw(`/storage/v1${path(uid)}`, {
      method,
      token: asService ? env().serviceRoleKey : jwt,
      headers: { 'content-type': 'application/json' },
      body,
    });
    const reply = (await res.json()) as { statusCode: string; message: string };
    expect({ http: res.status, code: reply.statusCode[0] }).toEqual({ http: 400, code: '4' });
    if (message) expect(reply.message).toMatch(message);
  });

  it('uploads with a NUL in the name or in x-metadata store nothing', async () => {
    const { uid, jwt } = await userClient();
    const up = (name: string, headers: Record<string, string>) =>
      raw(`/storage/v1/object/fx-private/${uid}/${name}`, { method: 'POST', token: jwt, headers, body: 'x' });
    const nul = await up('a%00.txt', { 'content-type': 'text/plain' });
    const meta = await up('meta.txt', { 'content-type': 'text/plain', 'x-metadata': Buffer.from('{"a":"\\u0000"}').toString('base64') });
    for (const r of [nul, meta])
      expect({ status: r.status, code: ((await r.json()) as { statusCode: string }).statusCode[0] }).toEqual({ status: 400, code: '4' });
    expect(await allNames('fx-private', uid)).toEqual([]);
  });
});
