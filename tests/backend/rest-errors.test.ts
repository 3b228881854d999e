import { afterEach, describe, expect, it } from 'vitest';
import { anonClient, raw } from './helpers.ts';
import { rawJson } from './rest-helpers.ts';

/** Every bad request is answered with PostgREST's JSON error shape. */
async function expectError(res: Response, status: number, code: string): Promise<Record<string, unknown>> {
  expect(res.status).toBe(status);
  expect(res.headers.get('content-type')).toContain('application/json');
  const body = (await res.json()) as Record<string, unknown>;
  expect(Object.keys(body).sort()).toEqual(['code', 'details', 'hint', 'message']);
  expect(body.code).toBe(code);
  return body;
}

afterEach(async () => {
  // the server keeps serving after every bad request
  const ok = await raw('/rest/v1/fx_tags?select=id&limit=1');
  expect(ok.status).toBe(200);
});

describe('bad input', () => {
  it('malformed filters and unknown operators → 400 PGRST100', async () => {
    const body = await expectError(await raw('/rest/v1/fx_authors?id=0'), 400, 'PGRST100');
    expect(body.details).toBe('unexpected "0" expecting "not" or operator (eq, gt, ...)');
    expect(body.message).toBe('"failed to parse filter (0)" (line 1, column 1)');
    await expectError(await raw('/rest/v1/fx_authors?id=foo.1'), 400, 'PGRST100');
    await expectError(await raw('/rest/v1/fx_authors?id=in.(1,2'), 400, 'PGRST100');
    await expectError(await raw('/rest/v1/fx_authors?or=(id.eq.1'), 400, 'PGRST100');
    await expectError(await raw('/rest/v1/fx_authors?or=(id.zz.1)'), 400, 'PGRST100');
    await expectError(await raw('/rest/v1/fx_authors?country=is.maybe'), 400, 'PGRST100');
    await expectError(await raw('/rest/v1/fx_authors?select=id,fx_books(title'), 400, 'PGRST100');
    await expectError(await raw('/rest/v1/fx_authors?order=name.sideways'), 400, 'PGRST100');
    await expectError(await raw('/rest/v1/fx_authors?limit=ten'), 400, 'PGRST100');
  });

  it('unknown columns in select, filters, order → 400 42703; unknown table → 404 PGRST205', async () => {
    const sb = anonClient();
    const sel = await sb.from('fx_authors').select('id, nope');
    expect(sel.status).toBe(400);
    expect(sel.error).toMatchObject({ code: '42703', message: 'column fx_authors.nope does not exist' });
    await expectError(await raw('/rest/v1/fx_authors?nope=eq.1'), 400, '42703');
    await expectError(await raw('/rest/v1/fx_authors?order=nope'), 400, '42703');
    const t = await expectError(await raw('/rest/v1/fx_missing'), 404, 'PGRST205');
    expect(t.message).toBe("Could not find the table 'public.fx_missing' in the schema cache");
    const typo = await expectError(await raw('/rest/v1/fx_autors'), 404, 'PGRST205');
    expect(typo.hint).toBe("Perhaps you meant the table 'public.fx_authors'");
    await expectError(await raw('/rest/v1/fx_authors/1'), 404, 'PGRST125');
  });

  it('identifier injection attempts are rejected as unknown names', async () => {
    await expectError(await raw(`/rest/v1/fx_authors?select=${encodeURIComponent('id,(select 1)')}`), 400, 'PGRST100');
    await expectError(await raw(`/rest/v1/fx_authors?${encodeURIComponent('id;drop table fx_authors')}=eq.1`), 400, '42703');
    await expectError(await raw(`/rest/v1/${encodeURIComponent('fx_authors;drop')}`), 404, 'PGRST205');
    await expectError(await raw(`/rest/v1/fx_authors?select=id::${encodeURIComponent('int);drop')}`), 400, 'PGRST100');
  });

  it('values of the wrong type → 400 22P02 from Postgres', async () => {
    const body = await expectError(await raw('/rest/v1/fx_authors?id=eq.abc'), 400, '22P02');
    expect(body.message).toBe('invalid input syntax for type bigint: "abc"');
  });

  it('invalid JSON bodies → 400 PGRST102; huge bodies → 413 JSON', async () => {
    const bad = await raw('/rest/v1/fx_tags', { method: 'POST', body: '{"name":', headers: { 'content-type': 'application/json' } });
    await expectError(bad, 400, 'PGRST102');
    await expectError(await rawJson('/rest/v1/fx_tags', 'POST', 'a string'), 400, 'PGRST102');
    const huge = await rawJson('/rest/v1/fx_tags', 'POST', { name: 'x'.repeat(11 * 1024 * 1024) });
    await expectError(huge, 413, 'PGRST413');
  });

  it('unknown schema → 406 PGRST106; unacceptable Accept → 406 PGRST107; bad Range → 416', async () => {
    const s = await expectError(await raw('/rest/v1/fx_tags', { headers: { 'accept-profile': 'auth' } }), 406, 'PGRST106');
    expect(s).toMatchObject({ message: 'Invalid schema: auth', hint: 'Only the following schemas are exposed: public, graphql_public' });
    await expectError(await raw('/rest/v1/fx_tags', { headers: { accept: 'image/png' } }), 406, 'PGRST107');
    await expectError(await raw('/rest/v1/fx_tags', { headers: { range: 'items=0-9' } }), 416, 'PGRST103');
  });

  it('aggregates are disabled (PGRST123) and strict handling rejects unknown preferences (PGRST122)', async () => {
    await expectError(await raw('/rest/v1/fx_tags?select=count()'), 400, 'PGRST123');
    await expectError(await raw('/rest/v1/fx_tags', { headers: { prefer: 'handling=strict, bogus=1' } }), 400, 'PGRST122');
    const lenient = await raw('/rest/v1/fx_tags?limit=1', { headers: { prefer: 'return=representation, tx=rollback, bogus=1' } });
    expect(lenient.status).toBe(200);
  });

  it('carries the Proxy-Status header like PostgREST', async () => {
    const res = await raw('/rest/v1/fx_missing');
    expect(res.headers.get('proxy-status')).toBe('PostgREST; error=PGRST205');
  });
});
