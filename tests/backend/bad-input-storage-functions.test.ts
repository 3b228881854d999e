/**
 * Malformed Storage and Functions requests (issue 15 §4), beyond the per-route corpus of
 * storage-bad-input.test.ts: deep or hostile bodies, hostile names and keys, and every project
 * function fed garbage. Each gets its service's 4xx error shape, never a 5xx; nothing is stored,
 * no user is created.
 */
import { describe, expect, it } from 'vitest';
import { expectRefused, nested, usersMatching, type BadRequest } from './bad-input-support.ts';
import { DEMO, env, mintUserJwt, serviceClient } from './helpers.ts';
import { userClient } from './storage-support.ts';

/** Every object name under `prefix` in fx-private, as the service role lists it. */
async function namesUnder(prefix: string): Promise<string[]> {
  const { data, error } = await serviceClient().storage.from('fx-private').list(prefix, { limit: 1000 });
  expect(error).toBeNull();
  return (data ?? []).map((o) => o.name);
}

describe('Storage bad input', () => {
  it.each([
    ['list, a body nested 100,000 levels', '/object/list/fx-private', `{"prefix":"","x":${nested(100_000)}}`],
    ['list, a body nested 600 levels', '/object/list/fx-private', `{"prefix":${nested(600, '""')}}`],
    ['move, a body nested 5,000 levels', '/object/move', `{"bucketId":${nested(5000, '"x"')}}`],
    ['sign many, a body nested 5,000 levels', '/object/sign/fx-private', `{"expiresIn":60,"paths":${nested(5000)}}`],
    ['list, limit -1', '/object/list/fx-private', '{"prefix":"","limit":-1}'],
    ['list, a NUL prefix', '/object/list/fx-private', '{"prefix":"\\u0000"}'],
    ['list, a NUL search', '/object/list/fx-private', '{"prefix":"","search":"a\\u0000"}'],
  ])('%s → 4xx', async (name, path, body) => {
    const { jwt } = await userClient();
    await expectRefused({ name, method: 'POST', path: `/storage/v1${path}`, body, token: jwt }, { shape: 'storage', status: 400 });
  });

  it('lists with odd but valid bodies answer 200 (huge prefix, LIKE wildcards, a lone surrogate)', async () => {
    const { client, uid } = await userClient();
    const bucket = client.storage.from('fx-private');
    for (const name of ['a_b.txt', 'axb.txt']) expect((await bucket.upload(`${uid}/${name}`, 'x')).error).toBeNull();
    for (const [prefix, search] of [
      [`${uid}/${'a/'.repeat(50_000)}`, ''],
      [uid, '%_\\'],
      [`${uid}/\ud800`, ''],
    ]) {
      const { data, error } = await bucket.list(prefix, { search });
      expect(error, prefix.slice(0, 60)).toBeNull();
      expect(Array.isArray(data)).toBe(true);
    }
    // `_` is no wildcard in a search, whatever the sort (storage-api escapes it for its ILIKE).
    for (const column of ['name', 'created_at'])
      expect((await bucket.list(uid, { search: 'a_b', sortBy: { column, order: 'asc' } })).data?.map((o) => o.name)).toEqual(['a_b.txt']);
  });

  it('hostile names and keys are refused and store nothing', async () => {
    const { uid, jwt } = await userClient();
    const up = (key: string, headers: Record<string, string> = {}): BadRequest => ({
      name: key.slice(0, 60),
      method: 'POST',
      path: `/storage/v1/object/fx-private/${key}`,
      body: 'x',
      headers: { 'content-type': 'text/plain', ...headers },
      token: jwt,
    });
    for (const key of [`${uid}/..%2F..%2Fx`, `${uid}/%2e%2e/%2e%2e/x`, `${uid}/a%00b`, `${uid}/%zz`, `${uid}/%ff%fe`])
      await expectRefused(up(key), { shape: 'storage', status: 400 });
    // Keys over S3's 1,024 bytes (random, so the index cannot compress them: 500 before), and a NUL in metadata.
    const random = (n: number) => Array.from({ length: n }, () => Math.random().toString(36)[2] ?? 'x').join('');
    for (const n of [1100, 3000, 10_000])
      await expectRefused(up(`${uid}/${random(n)}`), {
        shape: 'storage',
        status: 400,
        code: 'InvalidKey',
        message: 'Invalid key: longer than 1024 bytes',
      });
    // Exactly the limit is fine.
    const longest = `${uid}/${random(1024 - uid.length - 1)}`;
    const ok = await serviceClient().storage.from('fx-private').upload(longest, 'x');
    expect(ok.error).toBeNull();
    expect((await serviceClient().storage.from('fx-private').remove([longest])).error).toBeNull();
    await expectRefused(up(`${uid}/meta.txt`, { 'x-metadata': Buffer.from('{"a":"\\u0000"}').toString('base64') }), {
      shape: 'storage',
      status: 400,
    });
    expect(await namesUnder(uid)).toEqual([]);
  });
});

describe('Functions bad input', () => {
  const FUNCTIONS = ['delete-user', 'update-user', 'invites', 'welcome-email', 'register', 'forgot-password'] as const;
  /** Bodies no function accepts; the marker e-mail shows no user was made. */
  const BODIES: [name: string, body: (email: string) => string, message: RegExp][] = [
    ['not JSON', () => '{"email":', /must be JSON/],
    ['an array', () => '[]', /must be a JSON object/],
    ['a string', () => '"hello"', /must be a JSON object/],
    [
      'a NUL in every field',
      (e) => JSON.stringify({ id: '\u0000', email: `${e}\u0000`, first_name: 'a\u0000', account_id: '\u0000' }),
      /NUL/,
    ],
    ['a NUL in a key', (e) => JSON.stringify({ email: e, ['first_name\u0000']: 'x' }), /NUL/],
    ['nested 100,000 levels', (e) => `{"email":"${e}","data":${nested(100_000)}}`, /./],
    [
      'wrong types everywhere',
      (e) => JSON.stringify({ id: 1, email: [e], data: 'x', record: [], role: 'admin', organization: {}, shared_profile: 5 }),
      /./,
    ],
    [
      'megabyte strings',
      (e) =>
        JSON.stringify({ email: `${'x'.repeat(100_000)}${e}`, first_name: 'x'.repeat(1_000_000), last_name: 'y', phone: '1'.repeat(1000) }),
      /./,
    ],
  ];

  it.each(FUNCTIONS.flatMap((f) => BODIES.map(([name, body, message]) => [f, name, body, message] as const)))(
    '%s with %s → 400, nothing created',
    async (fn, name, body, message) => {
      const token = await mintUserJwt(DEMO.users.management);
      const marker = `bad-fn-${Math.random().toString(36).slice(2, 10)}`;
      const req: BadRequest = {
        name: `${fn}: ${name}`,
        method: 'POST',
        path: `/functions/v1/${fn}`,
        body: body(`${marker}@test.local`),
        token,
      };
      // forgot-password answers every well-formed e-mail alike (and ignores other fields), by design.
      if (fn === 'forgot-password' && /^(nested|megabyte)/.test(name)) {
        const res = await fetch(`${env().url}${req.path}`, {
          method: 'POST',
          headers: { apikey: env().anonKey, authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          body: req.body,
        });
        expect(res.status).toBe(200);
      } else await expectRefused(req, { shape: 'function', status: 400, code: 'bad_request', message });
      expect(await usersMatching(marker)).toBe(0);
    },
  );

  it('refuses other methods and content types with 4xx', async () => {
    const token = await mintUserJwt(DEMO.users.management);
    for (const fn of FUNCTIONS) {
      await expectRefused(
        { name: `${fn} GET`, path: `/functions/v1/${fn}`, token },
        { shape: 'function', status: 405, code: 'method_not_allowed' },
      );
      await expectRefused(
        {
          name: `${fn} text`,
          method: 'POST',
          path: `/functions/v1/${fn}`,
          body: 'hello',
          headers: { 'content-type': 'text/plain' },
          token,
        },
        { shape: 'function', status: 400, code: 'bad_request' },
      );
    }
  });
});
