/**
 * The searches cost what the caller's own tenant holds (issue 25 §7; migration
 * 20261128103000_search_within_tenant, docs/security.md "Searching").
 *
 * The red team timed search_accounts: 52–75 ms for a term another tenant had 20,000 matches of, 15–22
 * ms for an unused word — the candidates were gathered across tenants before RLS kept the caller's.
 * No timed assertion here (the machine is shared): the caller's tenant holds the same records for two
 * terms of the same shape, and only one of them is also in 20,000 of the other tenant's accounts,
 * pricing requests, contracts and submissions. Each search is run as each login of the caller's
 * tenant for both terms, under EXPLAIN (ANALYZE, BUFFERS), and what the database did is compared: the
 * rows it read (every searched table's and index's tuples returned and fetched during the statement,
 * from the statistics counters) and the pages it touched may differ only by a few dozen (where the
 * caller's own rows of each term lie, the depth of the shared index pages), never by the other
 * tenant's rows. The answers must be the same size too. One database state for both terms, so the
 * planner's statistics (which do see every tenant's table sizes) are the same. Before the fix the
 * busy term read the other tenant's 20,000 matches of each kind. And the quiet term must cost no more
 * (within the same few dozen) than it did before the other tenant had its 20,000 rows: before the fix
 * some searches read the whole table.
 *
 * The database is this file's own (migrations and seed, as local-supabase applies them), reached
 * directly, with the roles and request settings PostgREST uses.
 */
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDb } from '../../local-supabase/db/index.ts';
import { migrate } from '../../local-supabase/db/migrate.ts';
import { withRequestContext } from '../../local-supabase/db/request-context.ts';
import type { Db, Sql } from '../../local-supabase/db/types.ts';
import { DEMO } from '../backend/helpers.ts';
import { freshDatabase, type FreshDatabase } from '../backend/fresh-database.ts';

let db: Db;
let fresh: FreshDatabase | undefined;

/**
 * The term the other tenant has 20,000 matches of, and one of the same shape that it has once. Their
 * windows of three letters are in no row of the seed, and their shared windows (azy, zyv, yve, vex)
 * find both terms' rows alike: whatever the caller's own tenant holds weighs the same on both.
 */
const TERMS = { busy: 'Qokkazyvex', quiet: 'Qozzazyvex' } as const;
type Term = keyof typeof TERMS;
const OTHER_ROWS = 20_000;
const HOME = DEMO.organizations.summit;
const OTHER = DEMO.organizations.coastal;
/** Per term, the home tenant's own accounts with it (a duplicate pair among them). */
const HOME_ACCOUNTS: Record<Term, string[]> = {
  busy: [randomUUID(), randomUUID(), randomUUID()],
  quiet: [randomUUID(), randomUUID(), randomUUID()],
};
/** Per term, one of the other tenant's accounts with it. */
const OTHER_ACCOUNT: Record<Term, string> = { busy: randomUUID(), quiet: randomUUID() };

const lit = (s: string) => `'${s.replace(/'/g, "''")}'`;

/** Every search an API caller can run, for a term. */
const SEARCHES: { name: string; sql: (t: Term) => string }[] = [
  { name: 'search_accounts', sql: (t) => `select count(*) from public.search_accounts(${lit(TERMS[t])})` },
  {
    name: 'search_accounts, a term without three letters in a row',
    sql: (t) => `select count(*) from public.search_accounts(${lit(TERMS[t].slice(2, 4))})`, // kk, zz
  },
  { name: 'search_pricing_requests', sql: (t) => `select count(*) from public.search_pricing_requests(${lit(TERMS[t])})` },
  {
    name: 'search_pricing_requests with a filter naming the other tenant’s account',
    sql: (t) => `select count(*) from public.search_pricing_requests(${lit(TERMS[t])}, account_id => ${lit(OTHER_ACCOUNT[t])})`,
  },
  { name: 'global_search (every kind)', sql: (t) => `select count(*) from public.global_search(${lit(TERMS[t])}, null, 20)` },
  {
    name: 'global_search’s walk and “all” ways (app.search_ids, cap 1, window 5)',
    sql: (t) =>
      `select count(*) from app.search_ids(app.search_pattern(${lit(TERMS[t])}), array['accounts', 'pricing_requests', 'matrix_submissions', 'contracts'], 3, 1, 5)`,
  },
  { name: 'find_duplicate_accounts', sql: (t) => `select count(*) from public.find_duplicate_accounts(${lit(HOME_ACCOUNTS[t][0])})` },
];

/** The home tenant's logins (management sees every tenant, the executive belongs to the other one: for
 * them the other tenant's rows are their own). */
const CALLERS: [string, string][] = [
  ['company admin', DEMO.users.companyAdmin],
  ['regional', DEMO.users.regional],
  ['partner admin', DEMO.users.partnerAdmin],
  ['sales rep', DEMO.users.salesRep],
  ['affiliate admin', DEMO.users.affiliateAdmin],
];

interface Cost {
  answer: string;
  /** Tuples returned and fetched, every searched table and index, during the statement. */
  tuples: number;
  /** Shared pages hit or read by the statement (nested statements included). */
  pages: number;
}

/** The searched tables (where the other tenant's rows are) and their indexes. */
const COUNTERS = `select coalesce(sum(pg_stat_get_xact_tuples_returned(c.oid) + pg_stat_get_xact_tuples_fetched(c.oid)), 0)::bigint::text as n
  from pg_class c left join pg_index i on i.indexrelid = c.oid
  where coalesce(i.indrelid, c.oid) in ('public.accounts'::regclass, 'public.pricing_requests'::regclass,
                                         'public.contracts'::regclass, 'public.matrix_submissions'::regclass)`;

type PlanNode = { 'Shared Hit Blocks'?: number; 'Shared Read Blocks'?: number };

async function cost(sub: string, sql: string): Promise<Cost> {
  return withRequestContext(db, { role: 'authenticated', claims: { sub, aud: 'authenticated', email: '' } }, async (tx: Sql) => {
    const asCaller = () => tx.query(`select set_config('role', 'authenticated', true)`);
    // Once to warm the caches (plans, catalogs), then measured.
    const [{ count: answer }] = (await tx.query<{ count: string }>(sql)).rows;
    await tx.query('reset role');
    const before = Number((await tx.query<{ n: string }>(COUNTERS)).rows[0].n);
    await asCaller();
    const { rows } = await tx.query<{ 'QUERY PLAN': [{ Plan: PlanNode }] | string }>(`explain (analyze, buffers, format json) ${sql}`);
    await tx.query('reset role');
    const after = Number((await tx.query<{ n: string }>(COUNTERS)).rows[0].n);
    const raw = rows[0]['QUERY PLAN'];
    const plan = (typeof raw === 'string' ? (JSON.parse(raw) as [{ Plan: PlanNode }]) : raw)[0].Plan;
    return { answer, tuples: after - before, pages: (plan['Shared Hit Blocks'] ?? 0) + (plan['Shared Read Blocks'] ?? 0) };
  });
}

/** Per caller and search, the quiet term's cost before the other tenant gained its 20,000 rows. */
const quietBefore = new Map<string, Cost>();

beforeAll(async () => {
  fresh = await freshDatabase('search_timing');
  db = await openDb({ dataDir: 'memory', databaseUrl: fresh.url });
  await migrate(db, { projectDir: path.resolve(process.env.LOCAL_SUPABASE_PROJECT ?? '.'), seed: true });

  for (const t of ['busy', 'quiet'] as const) {
    const term = TERMS[t];
    // The home tenant's own matches: three accounts (two look alike), a request and a contract each,
    // older than the seed's rows (global_search's walk along the newest rows meets neither term's).
    const names = [`${term} Farms`, `${term} Farms Ltd`, `${term} Orchard`];
    for (const [i, id] of HOME_ACCOUNTS[t].entries()) {
      await db.query(
        `insert into public.accounts (id, organization_id, partner_id, sales_rep, account_name, contact_email, created_at)
         values ($1, $2, $3, $4, $5, $6, '2001-01-01')`,
        [id, HOME, DEMO.partners.brightline, DEMO.users.salesRep, names[i], `farm${i}@${term.toLowerCase()}.test`],
      );
      await db.query(`insert into public.pricing_requests (account_id, name, created_at) values ($1, $2, '2001-01-01')`, [
        id,
        `${term} request ${i}`,
      ]);
      await db.query(`insert into public.contracts (account_id, number) values ($1, $2)`, [id, `${term.toUpperCase()}-${i}`]);
    }
    await db.query(`insert into public.accounts (id, organization_id, partner_id, account_name) values ($1, $2, $3, $4)`, [
      OTHER_ACCOUNT[t],
      OTHER,
      DEMO.partners.harbor,
      `${term} Imports`,
    ]);
  }

  // What the quiet term costs before the other tenant grows.
  await db.exec('analyze');
  for (const [caller, sub] of CALLERS) for (const s of SEARCHES) quietBefore.set(`${caller} / ${s.name}`, await cost(sub, s.sql('quiet')));

  // The other tenant's 20,000 matches of the busy term, of each kind, the newest rows of every table
  // (written as a bulk load does: triggers off, the copied columns written here).
  const busy = TERMS.busy;
  await db.exec(`
    begin;
    set local session_replication_role = replica;
    create temp table other_accounts on commit drop as
      select gen_random_uuid() as id, n from generate_series(1, ${OTHER_ROWS}) n;
    insert into public.accounts (id, organization_id, partner_id, account_name, contact_first_name, contact_email, service_city, created_at)
      select id, ${lit(OTHER)}, ${lit(DEMO.partners.harbor)}, '${busy} Foods ' || n, '${busy}', 'buyer' || n || '@${busy}.test', '${busy}ville',
             now() + interval '1 day'
      from other_accounts;
    insert into public.pricing_requests (account_id, organization_id, name, account_name, account_partner_id, created_at)
      select id, ${lit(OTHER)}, '${busy} request ' || n, '${busy} Foods ' || n, ${lit(DEMO.partners.harbor)}, now() + interval '1 day'
      from other_accounts;
    insert into public.contracts (account_id, organization_id, number, account_partner_id, end_date)
      select id, ${lit(OTHER)}, '${busy.toUpperCase()}-B-' || n, ${lit(DEMO.partners.harbor)}, date '2000-01-01'
      from other_accounts;
    insert into public.matrix_submissions (account_id, organization_id, account_partner_id, created_at)
      select id, ${lit(OTHER)}, ${lit(DEMO.partners.harbor)}, now() + interval '1 day'
      from other_accounts;
    commit;
  `);
  await db.exec('analyze');
}, 900_000);

afterAll(async () => {
  await db?.close();
  await fresh?.drop();
});

describe(`another tenant's ${OTHER_ROWS.toLocaleString('en')} matches do not change what a search reads (issue 25 §7)`, () => {
  it('the other tenant has them (management finds them)', async () => {
    const { rows } = await withRequestContext(
      db,
      { role: 'authenticated', claims: { sub: DEMO.users.management, aud: 'authenticated', email: '' } },
      (tx) =>
        tx.query<{ busy: number; quiet: number }>(
          `select count(*) filter (where account_name ilike $1)::int as busy, count(*) filter (where account_name ilike $2)::int as quiet
             from public.accounts`,
          [`%${TERMS.busy}%`, `%${TERMS.quiet}%`],
        ),
    );
    expect(rows[0]).toEqual({ busy: OTHER_ROWS + HOME_ACCOUNTS.busy.length + 1, quiet: HOME_ACCOUNTS.quiet.length + 1 });
  });

  for (const [caller, sub] of CALLERS)
    for (const s of SEARCHES)
      it(`${caller}: ${s.name}`, async () => {
        const quiet = await cost(sub, s.sql('quiet'));
        const busy = await cost(sub, s.sql('busy'));
        const got = `quiet: ${quiet.tuples} rows, ${quiet.pages} pages; busy: ${busy.tuples} rows, ${busy.pages} pages`;
        expect(busy.answer, 'the answer').toBe(quiet.answer);
        // The rows read may differ by where the caller's own rows of each term lie (a capped probe
        // stops at its first match, a few rows further for the term written later), and the pages by
        // the depth of the shared index pages (the GIN entry tree, the btree upper levels: at most a
        // page per key looked up): a few dozen in all — never by the other tenant's 20,000 rows.
        expect(Math.abs(busy.tuples - quiet.tuples), `rows read (${got})`).toBeLessThan(100);
        expect(Math.abs(busy.pages - quiet.pages), `pages (${got})`).toBeLessThan(100);
        // Nor does the other tenant's size weigh: the quiet term costs what it did before the other
        // tenant had its 20,000 rows (a plan may change with the statistics, and read less).
        const was = quietBefore.get(`${caller} / ${s.name}`)!;
        const grown = `before: ${was.tuples} rows, ${was.pages} pages; after: ${quiet.tuples} rows, ${quiet.pages} pages`;
        expect(quiet.answer, 'the answer').toBe(was.answer);
        expect(quiet.tuples - was.tuples, `rows read (${grown})`).toBeLessThan(100);
        expect(quiet.pages - was.pages, `pages (${grown})`).toBeLessThan(100);
      });
});
