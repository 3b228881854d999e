/**
 * `npm run bench:db`: the other list screens' calls on the `seed:large` data set — contract
 * submissions, contracts (and their "ending within 90 days" filter), a sales partners page, the files
 * of an account and of a pricing request, the organization's storage and the dashboard's counts — as the screens make them
 * (@refinedev/supabase's data provider with each list's select and order, count=exact), through
 * supabase-js and local-supabase, signed in as each role of the issue. Database: DATABASE_URL, or
 * PGlite in LOCAL_SUPABASE_DATA (default .data); seeds the large data set when missing. BENCH_RUNS (3),
 * BENCH_ROUNDS (30), BENCH_CALLERS. Results replace this backend's subsection of
 * `## Database (RLS) lists` in docs/benchmarks.md.
 */
import type { CrudFilter, CrudSort } from '@refinedev/core';
import type { SupabaseClient } from '@supabase/supabase-js';
import { listProvider } from '../../providers/list-provider.ts';
import { CONTRACTS_LIST_SELECT, CONTRACTS_LIST_SORTERS } from '../../resources/contracts/list-query.ts';
import { SUBMISSIONS_LIST_SELECT, SUBMISSIONS_LIST_SORTERS } from '../../resources/matrix-submissions/list-query.ts';
import { PARTNERS_LIST_SELECT, PARTNERS_LIST_SORTERS } from '../../resources/sales-partners/list-query.ts';
import { bigListMeta } from '../../src/lib/list-strategy.ts';
import { benchOnLargeData, type Call, type Caller } from './large-data.ts';
import { md5uuid } from './report.ts';

const SUMMIT = 'b0000000-0000-4000-8000-000000000001';
// seed:large's account 100 (every caller sees it) and its first pricing request.
const BENCH_ACCOUNT = md5uuid('bench-account-100');
const BENCH_REQUEST = md5uuid('bench-pr-100-1');

const isoDay = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** A list page as the screen asks it; `big` lists get the caller's count by role (src/lib/list-strategy.ts). */
const list =
  (resource: string, select: string, sorters: CrudSort[], filters: CrudFilter[] = [], big = true) =>
  async (c: SupabaseClient, who: Caller) => {
    const { total } = await listProvider(c).getList({
      resource,
      pagination: { currentPage: 1, pageSize: 10, mode: 'server' },
      sorters,
      filters,
      meta: { select, ...(big ? bigListMeta(who.role) : {}) },
    });
    return { count: total };
  };

const CALLS: Call[] = [
  {
    name: 'contract submissions: first page (10, newest first)',
    run: list('matrix_submissions', SUBMISSIONS_LIST_SELECT, SUBMISSIONS_LIST_SORTERS),
  },
  { name: 'contracts: first page (10, by end date)', run: list('contracts', CONTRACTS_LIST_SELECT, CONTRACTS_LIST_SORTERS) },
  {
    name: 'contracts: ending within 90 days',
    run: list('contracts', CONTRACTS_LIST_SELECT, CONTRACTS_LIST_SORTERS, [
      { field: 'end_date', operator: 'gte', value: isoDay(0) },
      { field: 'end_date', operator: 'lte', value: isoDay(90) },
    ]),
  },
  { name: 'sales partners: first page (10, by name)', run: list('partners', PARTNERS_LIST_SELECT, PARTNERS_LIST_SORTERS, [], false) },
  {
    name: 'files of one account (of 1M file rows), count=exact',
    run: (c) => c.from('files').select('*', { count: 'exact' }).eq('account_id', BENCH_ACCOUNT).order('created_at').range(0, 24),
  },
  {
    name: 'files of one pricing request by type (INVOICES, LOA, MATRIX)',
    run: (c) => c.from('files').select('*').eq('pricing_request_id', BENCH_REQUEST).in('type', ['INVOICES', 'LOA', 'MATRIX']),
  },
  { name: 'rpc get_organization_storage(Summit)', run: (c) => c.rpc('get_organization_storage', { param_org_id: SUMMIT }) },
  {
    // The dashboard's nine counts, as src/pages/dashboard/dashboard-stats.tsx asks them (counted as the caller's lists count).
    name: 'dashboard: rpc dashboard_tiles (9 counts)',
    run: (c, who) => c.rpc('dashboard_tiles', { today: isoDay(0), estimated: bigListMeta(who.role).count === 'estimated' }, { get: true }),
  },
];

await benchOnLargeData({
  heading: '## Database (RLS) lists',
  calls: CALLS,
  intro: [
    '`npm run bench:db` (`scripts/bench/db.ts`) on the `npm run seed:large` data set: the list screens other than Accounts',
    'and Pricing Requests (those have bench:accounts and bench:pricing) — each call as the screen makes it, built by',
    "@refinedev/supabase's data provider from the list's select and order (`resources/*/list-query.ts`) — through supabase-js",
    "and local-supabase's /rest/v1, signed in as each role; every caller reads through RLS. One subsection per database",
    "backend; each row is the median of the runs, with each run's p95.",
  ],
});
