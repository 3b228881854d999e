// app.search_ids, the index side of the Ctrl-K search (migration 20261126180000), reaches its answer
// by one of three ways — the probe alone, the probe then a walk of the list's first rows, or the probe
// then every match sorted — chosen by how common the term is (cap) and where its matches lie
// (window_rows). On the small demo data global_search only ever takes the first, so this file calls
// the helper itself, on a database of its own, with caps and windows that force each way, as every
// demo login: the answer must always be the list's first rows through the caller's RLS.
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDb } from '../../local-supabase/db/index.ts';
import { migrate } from '../../local-supabase/db/migrate.ts';
import { Rollback, type Db } from '../../local-supabase/db/types.ts';
import { DEMO } from './helpers.ts';
import { freshDatabase, type FreshDatabase } from './fresh-database.ts';

let db: Db;
let fresh: FreshDatabase | undefined;

beforeAll(async () => {
  fresh = await freshDatabase('search_paths');
  db = await openDb({ dataDir: 'memory', databaseUrl: fresh.url });
  await migrate(db, { projectDir: path.resolve(process.env.LOCAL_SUPABASE_PROJECT ?? '.'), seed: true });
});

afterAll(async () => {
  await db?.close();
  await fresh?.drop();
});

const KINDS = ['accounts', 'pricing_requests', 'matrix_submissions', 'contracts'];
const LIM = 4;

/** The lists' first rows through RLS (the statements a list's filter amounts to), in their order. */
const EXPECTED: Record<string, string> = {
  accounts: `select t.id from public.accounts t
    where t.account_name ilike $1 or t.contact_first_name ilike $1 or t.contact_last_name ilike $1 or t.contact_email ilike $1
       or t.contact_phone ilike $1 or t.service_address ilike $1 or t.service_city ilike $1
    order by t.created_at desc, t.id desc limit ${LIM}`,
  pricing_requests: `select t.id from public.pricing_requests t where t.name ilike $1 or t.account_name ilike $1
    order by t.created_at desc, t.id desc limit ${LIM}`,
  matrix_submissions: `select t.id from public.matrix_submissions t join public.accounts a on a.id = t.account_id
    where a.account_name ilike $1 order by t.created_at desc, t.id desc limit ${LIM}`,
  contracts: `select t.id from public.contracts t join public.accounts a on a.id = t.account_id
    where t.number ilike $1 or a.account_name ilike $1 order by t.end_date asc nulls last, t.id asc limit ${LIM}`,
};

/** [cap, window_rows]: the defaults (probe), a walk that finds nothing (then all), short windows, a window over everything. */
const WAYS: [number, number][] = [
  [100, 5000],
  [1, 0],
  [1, 1],
  [2, 5],
  [3, 100_000],
];

const TERMS = ['Harbo', 'Storage', 'Olivia', 'CT-2026', 'Natural Gas', 'Fraser', 'Bakery', 'Energy', 'a'];

async function asUser<T>(sub: string, fn: (q: <R>(sql: string, params?: unknown[]) => Promise<R[]>) => Promise<T>): Promise<T> {
  try {
    return await db.transaction(async (tx) => {
      await tx.query(`select set_config('request.jwt.claims', $1, true)`, [JSON.stringify({ sub, role: 'authenticated' })]);
      await tx.query('set local role authenticated');
      const value = await fn(async <R>(sql: string, params: unknown[] = []) => (await tx.query<R>(sql, params)).rows);
      throw new Rollback(value);
    });
  } catch (e) {
    if (e instanceof Rollback) return e.value as T;
    throw e;
  }
}

describe('app.search_ids', () => {
  it.each(Object.entries(DEMO.users))('answers %s with the list’s first rows whichever way it takes', async (_, sub) => {
    const checked = await asUser(sub, async (q) => {
      let n = 0;
      for (const term of TERMS) {
        const [{ pattern }] = await q<{ pattern: string }>('select app.search_pattern($1) as pattern', [term]);
        const expected: Record<string, string[]> = {};
        for (const kind of KINDS) expected[kind] = (await q<{ id: string }>(EXPECTED[kind]!, [pattern])).map((r) => r.id);
        for (const [cap, windowRows] of WAYS) {
          const got = await q<{ kind: string; id: string; pos: number }>(
            'select kind, id, pos from app.search_ids($1, $2, $3, $4, $5) order by kind, pos',
            [pattern, KINDS, LIM, cap, windowRows],
          );
          for (const kind of KINDS) {
            const ids = got.filter((r) => r.kind === kind).map((r) => r.id);
            expect({ term, kind, cap, windowRows, ids }).toEqual({ term, kind, cap, windowRows, ids: expected[kind] });
            n += ids.length;
          }
        }
      }
      return n;
    });
    if (sub !== DEMO.users.disabled) expect(checked).toBeGreaterThan(0);
  });

  it('is not for anon, and its parts are for no API role', async () => {
    const rows = await db.query<{ fn: string; anon: boolean; authenticated: boolean }>(
      `select p.proname as fn, has_function_privilege('anon', p.oid, 'execute') as anon,
              has_function_privilege('authenticated', p.oid, 'execute') as authenticated
       from pg_proc p where p.pronamespace = 'app'::regnamespace and p.proname in ('search_ids', 'search_probe', 'search_walk', 'search_kind', 'search_named_accounts')
       order by 1`,
    );
    expect(rows.rows).toEqual([
      { fn: 'search_ids', anon: false, authenticated: true },
      { fn: 'search_kind', anon: false, authenticated: false },
      { fn: 'search_named_accounts', anon: false, authenticated: false },
      { fn: 'search_probe', anon: false, authenticated: false },
      { fn: 'search_walk', anon: false, authenticated: false },
    ]);
  });
});
