/**
 * Malformed REST requests (issue 15 §4): each gets PostgREST's 4xx and error body, never a 5xx, and
 * writes nothing. Every insert carries a marker (business_type) that is counted afterwards; the same
 * payload without its defect is shown to be accepted first, so a refusal is the defect's doing.
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { countRows, expectRefused, nested, type BadRequest, type Refusal } from './bad-input-support.ts';
import { DEMO, env, mintUserJwt, raw } from './helpers.ts';

let jwt: string;
const marker = () => `bad-input-${randomUUID().slice(0, 8)}`;
const account = (m: string, extra: Record<string, unknown> = {}) => ({
  organization_id: DEMO.organizations.summit,
  account_name: 'Bad Input Ltd',
  business_type: m,
  ...extra,
});

beforeAll(async () => {
  jwt = await mintUserJwt(DEMO.users.management);
});

const post = (path: string, body: string, headers: Record<string, string> = {}): Omit<BadRequest, 'name'> => ({
  method: 'POST',
  path,
  body,
  headers,
});

describe('REST bad input', () => {
  it('the markers work: the same insert without a defect is accepted, and counted', async () => {
    const m = marker();
    const res = await raw('/rest/v1/accounts', { method: 'POST', token: jwt, body: JSON.stringify(account(m)) });
    expect(res.status).toBe(201);
    expect(await countRows('accounts', 'business_type', m)).toBe(1);
  });

  /** An insert into accounts whose payload `body(marker)` is malformed; nothing may be written. */
  const inserts: [name: string, body: (m: string) => string, want: Omit<Refusal, 'shape'>][] = [
    [
      'JSON nested 5,000 levels',
      (m) => JSON.stringify(account(m)).replace(/}$/, `,"notes":${nested(5000)}}`),
      { status: 400, code: 'PGRST102' },
    ],
    [
      'JSON nested 100,000 levels',
      (m) => JSON.stringify(account(m)).replace(/}$/, `,"notes":${nested(100_000)}}`),
      { status: 400, code: 'PGRST102' },
    ],
    ['an array nested 100,000 levels', () => '['.repeat(100_000) + ']'.repeat(100_000), { status: 400, code: 'PGRST102' }],
    [
      'a 1 MB account name',
      (m) => JSON.stringify(account(m, { account_name: 'x'.repeat(1_000_000) })),
      { status: 400, code: '23514', message: /accounts_account_name_length/ },
    ],
    [
      'notes of 10,001 characters',
      (m) => JSON.stringify(account(m, { notes: 'n'.repeat(10_001) })),
      { status: 400, code: '23514', message: /accounts_notes_length/ },
    ],
    ['a NUL in a text value', (m) => JSON.stringify(account(m, { account_name: 'a\u0000b' })), { status: 400, code: '22P05' }],
    [
      'a lone surrogate in a text value',
      (m) => JSON.stringify(account(m)).replace(/}$/, ',"notes":"\\ud800"}'),
      { status: 400, code: '22P02' },
    ],
    ['an invalid UUID', (m) => JSON.stringify(account(m, { partner_id: 'not-a-uuid' })), { status: 400, code: '22P02' }],
    [
      'an object for a text column',
      (m) => JSON.stringify(account(m, { account_name: ['a', 'b'], partner_id: { a: 1 } })),
      { status: 400, code: '22P02' },
    ],
    ['a boolean that is not one', (m) => JSON.stringify(account(m, { active: 'maybe' })), { status: 400, code: '22P02' }],
    ['an unknown column', (m) => JSON.stringify(account(m, { nope: 1 })), { status: 400, code: 'PGRST204' }],
    ['a NUL in a column name', (m) => JSON.stringify(account(m, { 'notes\u0000': 1 })), { status: 400, code: 'PGRST204' }],
    ['rows with different keys', (m) => JSON.stringify([account(m), { account_name: 'x' }]), { status: 400, code: 'PGRST102' }],
    ['a truncated body', (m) => JSON.stringify(account(m)).slice(0, -3), { status: 400, code: 'PGRST102' }],
    ['a scalar body', () => '"accounts"', { status: 400, code: 'PGRST102' }],
    ['a mixed array', (m) => JSON.stringify([account(m), 2]), { status: 400, code: 'PGRST102' }],
  ];
  it.each(inserts)('insert with %s → refused, nothing written', async (name, body, want) => {
    const m = marker();
    await expectRefused({ name, token: jwt, ...post('/rest/v1/accounts', body(m)) }, { shape: 'rest', ...want });
    expect(await countRows('accounts', 'business_type', m)).toBe(0);
  });

  it('insert bodies that are not JSON (CSV, XML, form) → 400 PGRST102, nothing written', async () => {
    const m = marker();
    for (const [type, body] of [
      ['text/csv', `organization_id,account_name,business_type\n${DEMO.organizations.summit},x`],
      ['application/xml', `<account business_type="${m}"/>`],
      ['application/x-www-form-urlencoded', `business_type=${m}&account_name=x`],
    ])
      await expectRefused(
        { name: type, token: jwt, ...post('/rest/v1/accounts', body, { 'content-type': type }) },
        { shape: 'rest', status: 400, code: 'PGRST102' },
      );
    expect(await countRows('accounts', 'business_type', m)).toBe(0);
  });

  it('a PATCH nested 5,000 levels or with 1 MB of text leaves the row as it was', async () => {
    const m = marker();
    const created = await raw('/rest/v1/accounts?select=id', {
      method: 'POST',
      token: jwt,
      headers: { prefer: 'return=representation' },
      body: JSON.stringify(account(m, { notes: 'kept' })),
    });
    const [{ id }] = (await created.json()) as { id: string }[];
    const patch = (body: string): BadRequest => ({
      name: 'patch',
      method: 'PATCH',
      path: `/rest/v1/accounts?id=eq.${id}`,
      body,
      token: jwt,
    });
    await expectRefused(patch(`{"notes":${nested(5000)}}`), { shape: 'rest', status: 400, code: 'PGRST102' });
    await expectRefused(patch(JSON.stringify({ notes: 'y'.repeat(1_000_000) })), { shape: 'rest', status: 400, code: '23514' });
    await expectRefused(patch(JSON.stringify({ account_name: '' })), { shape: 'rest', status: 400, code: '23514' });
    const after = await raw(`/rest/v1/accounts?select=notes&id=eq.${id}`, { token: jwt });
    expect(await after.json()).toEqual([{ notes: 'kept' }]);
  });

  it('RPCs given an unknown id answer 404 PT404 (PostgREST answers P0002 with 500), and change nothing', async () => {
    const unknown = randomUUID();
    await expectRefused(
      {
        name: 'contract',
        token: jwt,
        ...post('/rest/v1/rpc/create_contract_from_submission', JSON.stringify({ param_submission_id: unknown })),
      },
      { shape: 'rest', status: 404, code: 'PT404', message: 'Contract submission not found' },
    );
    expect(await countRows('contracts', 'matrix_submission_id', unknown)).toBe(0);
    const keep = DEMO.account(1);
    const active = async () => (await (await raw(`/rest/v1/accounts?select=active&id=eq.${keep}`, { token: jwt })).json()) as unknown;
    const before = await active();
    await expectRefused(
      {
        name: 'merge',
        token: jwt,
        ...post('/rest/v1/rpc/merge_accounts', JSON.stringify({ param_keep_id: keep, param_merge_id: unknown })),
      },
      { shape: 'rest', status: 404, code: 'PT404', message: 'Account not found' },
    );
    await expectRefused(
      { name: 'rpc deep', token: jwt, ...post('/rest/v1/rpc/merge_accounts', `{"param_keep_id":${nested(5000, '"x"')}}`) },
      { shape: 'rest', status: 400, code: 'PGRST102' },
    );
    expect(await active()).toEqual(before);
  });

  /** Reads and other requests that must be refused the way PostgREST refuses them. */
  const refused: [path: string, want: Omit<Refusal, 'shape'>, init?: Partial<BadRequest>][] = [
    ['/rest/v1/accounts?active=eq.maybe', { status: 400, code: '22P02' }],
    ['/rest/v1/accounts?active=in.(true,maybe)', { status: 400, code: '22P02' }],
    ['/rest/v1/accounts?active=is.maybe', { status: 400, code: 'PGRST100' }],
    ['/rest/v1/accounts?id=eq.not-a-uuid', { status: 400, code: '22P02' }],
    ['/rest/v1/accounts?id=in.(1,2)', { status: 400, code: '22P02' }],
    ['/rest/v1/accounts?created_at=gt.yesterday-ish', { status: 400, code: '22007' }],
    ['/rest/v1/tasks?due_date=eq.2026-13-45', { status: 400, code: /^2200[78]$/ }],
    ['/rest/v1/matrix_submissions?term_months=eq.99999999999999999999', { status: 400, code: '22003' }],
    ['/rest/v1/matrix_submissions?rate=eq.NaNx', { status: 400, code: '22P02' }],
    ['/rest/v1/accounts?account_name=eq.a%00b', { status: 400, code: '22021' }],
    ['/rest/v1/accounts?account_name=ilike.*%00*', { status: 400, code: '22021' }],
    ['/rest/v1/accounts?account_name=match.(((', { status: 400, code: '2201B' }],
    ['/rest/v1/accounts?account_name=like.%5C', { status: 400, code: '22025' }],
    ['/rest/v1/accounts?account_name=fts(nolang).x', { status: 400, code: '42704' }],
    ['/rest/v1/accounts?nope=eq.1', { status: 400, code: '42703' }],
    ['/rest/v1/accounts?select=nope', { status: 400, code: '42703' }],
    ['/rest/v1/accounts?select=id%00', { status: 400, code: '42703' }],
    ['/rest/v1/accounts?order=nope.desc', { status: 400, code: '42703' }],
    ['/rest/v1/accounts?order=account_name.sideways', { status: 400, code: 'PGRST100' }],
    ['/rest/v1/accounts?select=id::no_such_type', { status: 400, code: '42704' }],
    ['/rest/v1/accounts?select=*,nope(*)', { status: 400, code: 'PGRST200' }],
    [`/rest/v1/accounts?select=${'a('.repeat(5000)}id${')'.repeat(5000)}`, { status: 400, code: 'PGRST100' }],
    [`/rest/v1/accounts?and=(${'and('.repeat(1000)}active.eq.true${')'.repeat(1000)})`, { status: 400, code: 'PGRST100' }],
    ['/rest/v1/accounts?limit=-1', { status: 400, code: 'PGRST100' }],
    ['/rest/v1/accounts?offset=-5', { status: 400, code: 'PGRST100' }],
    ['/rest/v1/accounts?offset=99999999999999999999', { status: 400, code: '22003' }],
    ['/rest/v1/accounts', { status: 416, code: 'PGRST103' }, { headers: { range: '5-1' } }],
    ['/rest/v1/accounts', { status: 416, code: 'PGRST103' }, { headers: { range: 'bytes=0-10' } }],
    ['/rest/v1/accounts', { status: 406, code: 'PGRST106' }, { headers: { 'accept-profile': 'pg_catalog' } }],
    ['/rest/v1/accounts', { status: 406, code: 'PGRST107' }, { headers: { accept: 'application/xml' } }],
    ['/rest/v1/%zz', { status: 404, code: 'PGRST205' }],
    ['/rest/v1/acc%ffounts', { status: 404, code: 'PGRST205' }],
    ['/rest/v1/accounts;drop', { status: 404, code: 'PGRST205' }],
    ['/rest/v1/rpc/%zz', { status: 404, code: 'PGRST202' }, { method: 'POST', body: '{}' }],
    ['/rest/v1/accounts', { status: 400, code: '21000' }, { method: 'PATCH', body: '{"notes":"x"}' }],
    ['/rest/v1/accounts', { status: 400, code: '21000' }, { method: 'DELETE' }],
    ['/rest/v1/accounts', { status: 405, code: 'PGRST105' }, { method: 'PUT', body: '{}' }],
    ['/rest/v1/accounts', { status: 405, code: 'PGRST117' }, { method: 'PROPFIND' }],
    ['/rest/v1/rpc/get_organization_storage?param_org_id=nope', { status: 400, code: '22P02' }],
    ['/rest/v1/rpc/get_organization_storage?param_org_id=%00', { status: 400, code: /^22(021|P05)$/ }],
    ['/rest/v1/rpc/get_organization_storage', { status: 404, code: 'PGRST202' }, { method: 'POST', body: '[1,2]' }],
    ['/rest/v1/rpc/get_organization_storage', { status: 400, code: 'PGRST102' }, { method: 'POST', body: '{"param_org_id":' }],
  ];
  it.each(refused)('%s → refused as PostgREST refuses it', async (path, want, init) => {
    await expectRefused({ name: path.slice(0, 80), path, token: jwt, ...init }, { shape: 'rest', ...want });
  });

  it('bad JWTs → 401 PGRST301 with WWW-Authenticate, whatever their defect', async () => {
    const [head, , sig] = jwt.split('.');
    const b64 = (v: unknown) => Buffer.from(JSON.stringify(v)).toString('base64url');
    for (const token of [
      'abc',
      'a.b.c',
      `${b64({ alg: 'none' })}.${b64({ role: 'service_role' })}.`,
      `${head}.${b64({ role: 'postgres' })}.${sig}`,
      'x'.repeat(12_000),
    ]) {
      const res = await raw('/rest/v1/accounts', { token });
      expect(res.status, token.slice(0, 40)).toBe(401);
      expect(((await res.json()) as { code: string }).code).toBe('PGRST301');
    }
  });

  it('odd but valid requests are served (huge Range end, junk preferences, invalid UTF-8 in a value)', async () => {
    for (const [path, headers] of [
      ['/rest/v1/accounts?select=id', { range: `0-${'9'.repeat(5000)}` }],
      ['/rest/v1/accounts?select=id', { prefer: `count=${'x'.repeat(1000)}, timezone=Mars/Olympus` }],
      ['/rest/v1/accounts?select=id&account_name=eq.%ff%fe', {}],
      ['/rest/v1/accounts?select=id&limit=99999999999999999999', {}],
    ] as const) {
      const res = await raw(path, { token: jwt, headers });
      expect(res.status, path).toBe(200);
    }
  });

  it('the backend is still serving', async () => {
    expect((await raw('/rest/v1/accounts?select=id&limit=1', { token: env().serviceRoleKey })).status).toBe(200);
  });
});
