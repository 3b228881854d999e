/**
 * `npm run bench:history`: the history screens' calls on the `seed:large` data set (≈1.9 million
 * record_history rows), through supabase-js and local-supabase, signed in as each role of the issue:
 * a record's History tab (an account's, the same with its related records, a pricing request's with
 * its products and proposals) and the History page (/admin/history: the first page, and filtered by
 * user, entity, record and one day), read by the portal's list provider with the screens' parameters
 * (src/components/history/record-history.tsx, resources/history/list-query.ts) and the count the
 * caller's role gets (src/lib/list-strategy.ts). Then the triggers' cost on writes: the same inserts,
 * updates and deletes of accounts with and without the history triggers (rolled back), on the
 * database directly. Database: DATABASE_URL, or PGlite in LOCAL_SUPABASE_DATA (default .data); seeds
 * the large data set when missing. BENCH_RUNS (3), BENCH_ROUNDS (30), BENCH_CALLERS, BENCH_WRITE_ROWS
 * (10,000). Results replace this backend's subsections of `## History (bench:history)` in
 * docs/benchmarks.md.
 */
import type { CrudFilter } from '@refinedev/core';
import type { SupabaseClient } from '@supabase/supabase-js';
import { cpus, loadavg } from 'node:os';
import { configFromEnv } from '../../local-supabase/config.ts';
import { openDb } from '../../local-supabase/db/index.ts';
import type { Db } from '../../local-supabase/db/types.ts';
import { listProvider } from '../../providers/list-provider.ts';
import {
  actorFilter,
  dayRangeFilters,
  HISTORY_LIST_COUNT,
  HISTORY_LIST_SELECT,
  HISTORY_LIST_SORTERS,
} from '../../resources/history/list-query.ts';
import { isoDateInDays } from '../../src/lib/dates.ts';
import { commitMeasured, fingerprint } from './fingerprint.ts';
import { benchOnLargeData, type Call } from './large-data.ts';
import { backendHeading, md5uuid, median, writeSubsection } from './report.ts';

const HEADING = '## History (bench:history)';
// seed:large's account 100 (partner Brightline, the demo sales rep, Summit: every caller sees it) and its first request.
const BENCH_ACCOUNT = md5uuid('bench-account-100');
const BENCH_REQUEST = md5uuid('bench-pr-100-1');
const SALES_REP = 'a0000000-0000-4000-8000-000000000006';

/** A page of history as a screen asks for it: newest first, the screen's page size and count. */
const page = (filters: CrudFilter[], pageSize: number, counted: 'tab' | 'page') => async (c: SupabaseClient) => {
  const { total } = await listProvider(c).getList({
    resource: 'record_history',
    pagination: { currentPage: 1, pageSize, mode: 'server' },
    sorters: HISTORY_LIST_SORTERS,
    filters,
    // A record's tab counts exactly (a record has few rows); the page takes the planner's estimate.
    meta: { select: HISTORY_LIST_SELECT, ...(counted === 'page' ? { count: HISTORY_LIST_COUNT } : {}) },
  });
  return { count: total };
};

const ofRecord = (table: string, id: string): CrudFilter[] => [
  { field: 'table_name', operator: 'eq', value: table },
  { field: 'record_id', operator: 'eq', value: id },
];
const day = isoDateInDays(-20);

const INTRO = [
  '`npm run bench:history` (`scripts/bench/history.ts`) on the `npm run seed:large` data set (≈1.9 million `record_history` rows: the',
  "creation of every bench record and ≈350,000 users' edits): a record's History tab and the History page (/admin/history), read by",
  "the portal's list provider with the screens' parameters, signed in as each role; every caller reads `record_history` through RLS",
  "(the page's total is the planner's estimate for every role, `count=planned`, exact once a page comes back short). The page is management's in the",
  'portal; the other roles are timed on it too, since RLS, not the menu, is what decides their rows. Then the write overhead of the',
  'history triggers: the same statements on `accounts` with and without them (`### Write overhead, …`). The target (p95 ≤ 100 ms) is',
  "PostgreSQL's (issue 18); no PGlite table is kept.",
];

const CALLS: Call[] = [
  { name: 'History tab: an account (10, newest first)', run: page(ofRecord('accounts', BENCH_ACCOUNT), 10, 'tab') },
  {
    name: 'History tab: an account with its related records',
    run: page([{ field: 'account_id', operator: 'eq', value: BENCH_ACCOUNT }], 10, 'tab'),
  },
  {
    name: 'History tab: a pricing request with its products and proposals',
    run: page([{ field: 'parent_id', operator: 'eq', value: BENCH_REQUEST }], 10, 'tab'),
  },
  { name: 'History page: first page (25, newest first)', run: page([], 25, 'page') },
  { name: 'History page: by user (sales-rep@)', run: page([actorFilter(SALES_REP)], 25, 'page') },
  { name: 'History page: by user (the service)', run: page([actorFilter('service')], 25, 'page') },
  {
    name: 'History page: by entity (contract submissions)',
    run: page([{ field: 'table_name', operator: 'eq', value: 'matrix_submissions' }], 25, 'page'),
  },
  {
    name: 'History page: by entity (companies, rare)',
    run: page([{ field: 'table_name', operator: 'eq', value: 'organizations' }], 25, 'page'),
  },
  { name: 'History page: by record (account 100)', run: page(ofRecord('accounts', BENCH_ACCOUNT), 25, 'page') },
  { name: `History page: one day (${day})`, run: page(dayRangeFilters(day, day), 25, 'page') },
  {
    name: 'History page: user + entity + 30 days',
    run: page(
      [
        actorFilter(SALES_REP),
        { field: 'table_name', operator: 'eq', value: 'accounts' },
        ...dayRangeFilters(isoDateInDays(-30), isoDateInDays(0)),
      ],
      25,
      'page',
    ),
  },
];

await benchOnLargeData({
  heading: HEADING,
  calls: CALLS,
  intro: INTRO,
});

// ---------------------------------------------------------------------------------------------------
// write overhead of the triggers
// ---------------------------------------------------------------------------------------------------
const ROWS = Math.max(100, Number(process.env.BENCH_WRITE_ROWS ?? 10_000));
const SINGLE = Math.max(10, Math.round(ROWS / 10));
const RUNS = Math.max(1, Number(process.env.BENCH_RUNS ?? 3));
const TRIGGERS = ['accounts_history_insert', 'accounts_history_update', 'accounts_history_delete'];

/** Milliseconds each step took in one transaction as a signed-in user (rolled back), with or without the history triggers. */
async function writeRun(db: Db, withHistory: boolean): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  await db
    .transaction(async (tx) => {
      if (!withHistory) for (const t of TRIGGERS) await tx.exec(`alter table public.accounts disable trigger ${t}`);
      // As sales-rep@ through the triggers' eyes (auth.uid(), the actor's name); RLS is not what is measured.
      await tx.query(`select set_config('request.jwt.claims', $1, true)`, [JSON.stringify({ sub: SALES_REP, role: 'authenticated' })]);
      const time = async (name: string, sql: string, params: unknown[] = []) => {
        const t = performance.now();
        await tx.query(sql, params);
        out[name] = (out[name] ?? 0) + performance.now() - t;
      };
      await time(
        `insert ${ROWS.toLocaleString('en-US')} accounts (one statement)`,
        `insert into public.accounts (organization_id, partner_id, sales_rep, account_name, business_type)
         select 'b0000000-0000-4000-8000-000000000001', 'c0000000-0000-4000-8000-000000000001', $1, 'Write bench ' || n, 'writebench'
         from generate_series(1, ${ROWS}) n`,
        [SALES_REP],
      );
      await time(
        `update ${ROWS.toLocaleString('en-US')} accounts (one statement)`,
        `update public.accounts set notes = 'write bench' where business_type = 'writebench'`,
      );
      for (let i = 0; i < SINGLE; i++)
        await time(
          `insert ${SINGLE.toLocaleString('en-US')} accounts (one statement each, as the REST API does)`,
          `insert into public.accounts (organization_id, partner_id, sales_rep, account_name, business_type)
           values ('b0000000-0000-4000-8000-000000000001', 'c0000000-0000-4000-8000-000000000001', $1, $2, 'writebench')`,
          [SALES_REP, `Write bench single ${i}`],
        );
      await time(
        `delete ${(ROWS + SINGLE).toLocaleString('en-US')} accounts (one statement)`,
        `delete from public.accounts where business_type = 'writebench'`,
      );
      throw new RollBack();
    })
    .catch((e: unknown) => {
      if (!(e instanceof RollBack)) throw e;
    });
  return out;
}
class RollBack extends Error {}

const config = configFromEnv();
const db = await openDb({ dataDir: config.dataDir, databaseUrl: config.databaseUrl });
try {
  const loads: number[] = [];
  const samples = new Map<string, { on: number[]; off: number[] }>();
  for (let run = 0; run < RUNS; run++) {
    loads.push(loadavg()[0]!);
    // Alternate the order, so neither side always runs on a warmer cache.
    for (const withHistory of run % 2 ? [false, true] : [true, false]) {
      const r = await writeRun(db, withHistory);
      for (const [k, v] of Object.entries(r)) {
        const s = samples.get(k) ?? { on: [], off: [] };
        (withHistory ? s.on : s.off).push(v);
        samples.set(k, s);
      }
      console.log(`write run ${run + 1}/${RUNS} ${withHistory ? 'with' : 'without'} history: ${JSON.stringify(r)}`);
    }
  }
  const version = (await db.query<{ v: string }>(`select split_part(version(), ' ', 2) as v`)).rows[0]!.v;
  const backend = config.databaseUrl ? `PostgreSQL ${version} (DATABASE_URL)` : `PGlite, PostgreSQL ${version} (${config.dataDir})`;
  const ms = (x: number) => x.toFixed(0);
  const rows = [...samples].map(([step, s]) => {
    const on = median(s.on);
    const off = median(s.off);
    return `| ${step} | ${ms(off)} | ${ms(on)} | ${on / off >= 1 ? '+' : ''}${(((on - off) / off) * 100).toFixed(0)}% |`;
  });
  writeSubsection(
    HEADING,
    [HEADING, '', ...INTRO, ''].join('\n'),
    [
      `### Write overhead, ${backendHeading(config.databaseUrl).slice(4)}`,
      '',
      `${new Date().toISOString().slice(0, 16)}Z, ${backend}, ${cpus()[0]?.model ?? 'cpu'} × ${cpus().length}; commit ${commitMeasured()}, ` +
        `code fingerprint ${fingerprint()}; median of ${RUNS} runs, each with and without the triggers (alternating), rolled back; ` +
        `1-min load average before each run: ${loads.map((l) => l.toFixed(1)).join(' / ')} (a shared machine: timings include waiting for CPU).`,
      '',
      '| statement (on `accounts`, as sales-rep@) | without history ms | with history ms | overhead |',
      '|---|---:|---:|---:|',
      ...rows,
      '',
    ].join('\n'),
  );
  console.log('wrote the write overhead');
} finally {
  await db.close();
}
