import { beforeAll, describe, expect, it } from 'vitest';
import { anonClient, raw } from './helpers.ts';
import { rawJson, seedLibrary, type Library } from './rest-helpers.ts';

const sb = anonClient();
let lib: Library;

beforeAll(async () => {
  lib = await seedLibrary();
});

describe('rpc', () => {
  it('returns a scalar as a bare JSON value, using argument defaults', async () => {
    expect(await sb.rpc('fx_add', { a: 2, b: 3 })).toMatchObject({ data: 5, status: 200, error: null });
    expect((await sb.rpc('fx_greet')).data).toBe('hello world');
    expect((await sb.rpc('fx_greet', { name: 'you' })).data).toBe('hello you');
    const res = await rawJson('/rest/v1/rpc/fx_add', 'POST', { a: 1, b: 1 });
    expect(await res.text()).toBe('2');
  });

  it('passes arrays and json arguments typed, and a whole body to a single unnamed json parameter', async () => {
    expect((await sb.rpc('fx_sum', { nums: [1, 2, 3, 4] })).data).toBe(10);
    expect((await sb.rpc('fx_echo', { payload: { a: [1, { b: null }] } })).data).toEqual({ a: [1, { b: null }] });
    expect((await sb.rpc('fx_whole', { any: 'thing', n: 1 })).data).toEqual({ any: 'thing', n: 1 });
  });

  it('returns setof scalar as an array and void as 204', async () => {
    expect((await sb.rpc('fx_series', { n: 3 })).data).toEqual([1, 2, 3]);
    const v = await sb.rpc('fx_noop');
    expect(v.status).toBe(204);
    expect(v.data).toBeNull();
  });

  it('returns table rows that accept select, filters, order, limit, count and embeds', async () => {
    const A = lib.authors[0]!.id;
    const { data } = await sb
      .rpc('fx_books_by_author', { author: A })
      .select('title, author:fx_authors!author_id(name)')
      .order('id', { ascending: false });
    expect(data).toEqual([
      { title: `${lib.tag} two`, author: { name: `${lib.tag} A` } },
      { title: `${lib.tag} one`, author: { name: `${lib.tag} A` } },
    ]);
    const counted = await sb.rpc('fx_books_by_author', { author: A }, { count: 'exact' }).gt('pages', 150).select('title');
    expect(counted.count).toBe(1);
    expect(counted.data).toEqual([{ title: `${lib.tag} two` }]);
    const stats = await sb
      .rpc('fx_author_stats', { prefix: lib.tag })
      .select('author_name, books')
      .order('books', { ascending: false })
      .limit(1);
    expect(stats.data).toEqual([{ author_name: `${lib.tag} A`, books: 2 }]);
    expect((await sb.rpc('fx_one_col', { n: 2 })).data).toEqual([{ x: 1 }, { x: 2 }]);
  });

  it('returns a single composite as an object', async () => {
    const { data } = await sb.rpc('fx_author_card', { author: lib.authors[1]!.id });
    expect(data).toMatchObject({ id: lib.authors[1]!.id, name: `${lib.tag} B`, country: 'US' });
  });

  it('calls with GET (args in the query string) and HEAD, read-only', async () => {
    expect((await sb.rpc('fx_add', { a: 4, b: 5 }, { get: true })).data).toBe(9);
    const res = await raw('/rest/v1/rpc/fx_sum?nums={1,2,3}');
    expect(await res.json()).toBe(6);
    const rows = await raw(`/rest/v1/rpc/fx_books_by_author?author=${lib.authors[0]!.id}&select=title&pages=gt.150`);
    expect(await rows.json()).toEqual([{ title: `${lib.tag} two` }]);
    const head = await sb.rpc('fx_series', { n: 4 }, { head: true, count: 'exact' });
    expect(head.count).toBe(4);
    const write = await raw('/rest/v1/rpc/fx_touch?msg=hi');
    expect(write.status).toBe(405);
    expect((await write.json()).code).toBe('25006');
    expect((await rawJson('/rest/v1/rpc/fx_touch', 'POST', { msg: 'hi' })).status).toBe(200);
  });

  it('answers 404 PGRST202 for unknown functions or argument names', async () => {
    const missing = await sb.rpc('fx_nope', { a: 1 });
    expect(missing.status).toBe(404);
    expect(missing.error).toMatchObject({ code: 'PGRST202', message: 'Could not find the function public.fx_nope(a) in the schema cache' });
    const wrongArgs = await sb.rpc('fx_add', { x: 1 });
    expect(wrongArgs.status).toBe(404);
    expect(wrongArgs.error?.code).toBe('PGRST202');
  });

  it('maps RAISE to 400 P0001 and refuses other methods with 405 PGRST101', async () => {
    const err = await sb.rpc('fx_fail');
    expect(err.status).toBe(400);
    expect(err.error).toMatchObject({ code: 'P0001', message: 'fx_fail was called' });
    const put = await rawJson('/rest/v1/rpc/fx_add', 'PUT', { a: 1, b: 2 });
    expect(put.status).toBe(405);
    expect(await put.json()).toMatchObject({ code: 'PGRST101', message: 'Cannot use the PUT method on RPC' });
  });

  it("RAISE SQLSTATE 'PGRST' with JSON message and detail sets status, reason, body and headers", async () => {
    const res = await sb.rpc('fx_raise_pgrst');
    expect(res.status).toBe(402);
    expect(res.statusText).toBe('Pay Up');
    expect(res.error).toMatchObject({ code: 'FX402', message: 'Payment required', details: 'quota used', hint: 'upgrade the plan' });
    const wire = await rawJson('/rest/v1/rpc/fx_raise_pgrst', 'POST', {});
    expect(wire.headers.get('x-fx-reason')).toBe('quota');
    expect(wire.headers.get('retry-after')).toBe('60');
    expect(wire.headers.get('proxy-status')).toBe('PostgREST; error=FX402');
    const plain = await rawJson('/rest/v1/rpc/fx_raise_pgrst_plain', 'POST', {});
    expect(plain.status).toBe(404);
    expect(await plain.json()).toEqual({ code: 'FX404', message: 'No such thing', details: null, hint: null });
  });

  it("RAISE SQLSTATE 'PGRST' whose JSON does not parse → 500 PGRST121 with PostgREST's explanation", async () => {
    const cases = {
      message: [
        "Invalid JSON value for MESSAGE: 'INVALID'",
        "MESSAGE must be a JSON object with obligatory keys: 'code', 'message' and optional keys: 'details', 'hint'.",
      ],
      detail: [
        "Invalid JSON value for DETAIL: 'INVALID'",
        "DETAIL must be a JSON object with obligatory keys: 'status', 'headers' and optional key: 'status_text'.",
      ],
      none: [
        'DETAIL is missing in the RAISE statement',
        "DETAIL must be a JSON object with obligatory keys: 'status', 'headers' and optional key: 'status_text'.",
      ],
    };
    for (const [which, [details, hint]] of Object.entries(cases)) {
      const { status, error } = await sb.rpc('fx_raise_pgrst_bad', { which });
      expect(status, which).toBe(500);
      expect(error).toEqual({ code: 'PGRST121', message: `Could not parse JSON in the "RAISE SQLSTATE 'PGRST'" error`, details, hint });
    }
  });
});
