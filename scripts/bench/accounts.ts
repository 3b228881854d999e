/**
 * `npm run bench:accounts`: the Accounts screens' own calls on the `seed:large` data set, through
 * supabase-js and local-supabase, signed in as each role of the issue: the list's first page, two
 * searches and a page sorted by name, read by the portal's list provider (providers/list-provider.ts)
 * with the list's parameters (resources/accounts/list-query.ts: select, sort, page size, search
 * filter) and the count and search the caller's role gets (src/lib/list-strategy.ts),
 * and the duplicate search of one account every caller can see (rpc find_duplicate_accounts, as
 * resources/accounts/duplicates-api.ts calls it). Database: DATABASE_URL, or PGlite in
 * LOCAL_SUPABASE_DATA (default .data); seeds the large data set when missing. BENCH_RUNS (3),
 * BENCH_ROUNDS (30), BENCH_CALLERS. Results replace this backend's subsection of
 * `## Accounts (bench:accounts)` in docs/benchmarks.md.
 */
import type { CrudFilter, CrudSort } from '@refinedev/core';
import type { SupabaseClient } from '@supabase/supabase-js';
import { listProvider } from '../../providers/list-provider.ts';
import { ACCOUNTS_LIST_SELECT, ACCOUNTS_LIST_SORTERS, searchFilter } from '../../resources/accounts/list-query.ts';
import { bigListMeta } from '../../src/lib/list-strategy.ts';
import { benchOnLargeData, type Call, type Caller } from './large-data.ts';
import { md5uuid } from './report.ts';

const PAGE_SIZE = 10; // useTable's default: the list sets none.

// seed:large's account 100: partner Brightline, the demo sales rep, Summit — every caller sees it.
const BENCH_ACCOUNT = md5uuid('bench-account-100');

const list =
  (filters: CrudFilter[], sorters: CrudSort[] = ACCOUNTS_LIST_SORTERS, currentPage = 1) =>
  async (c: SupabaseClient, who: Caller) => {
    const { total } = await listProvider(c).getList({
      resource: 'accounts',
      pagination: { currentPage, pageSize: PAGE_SIZE, mode: 'server' },
      sorters,
      filters,
      meta: { select: ACCOUNTS_LIST_SELECT, ...bigListMeta(who.role, 'search_accounts') },
    });
    return { count: total };
  };

const CALLS: Call[] = [
  { name: 'list: first page (10, newest first)', run: list([]) },
  { name: 'list: search "Granite" (a common name word; 7 columns ilike)', run: list([searchFilter('Granite')]) },
  { name: 'list: search "contact100@bench.test" (one e-mail)', run: list([searchFilter('contact100@bench.test')]) },
  { name: 'list: sorted by name, page 25', run: list([], [{ field: 'account_name', order: 'asc' }], 25) },
  {
    name: 'rpc find_duplicate_accounts (seed:large account 100)',
    run: async (c) => {
      const { data, error } = await c.rpc('find_duplicate_accounts', { param_account_id: BENCH_ACCOUNT });
      return { error, count: (data as unknown[] | null)?.length ?? 0 };
    },
  },
];

await benchOnLargeData({
  heading: '## Accounts (bench:accounts)',
  calls: CALLS,
  intro: [
    "`npm run bench:accounts` (`scripts/bench/accounts.ts`) on the `npm run seed:large` data set: the Accounts screens' own",
    "calls through supabase-js and local-supabase's /rest/v1 — the list, read by the portal's list provider",
    "(`providers/list-provider.ts`) with the list's parameters (`resources/accounts/list-query.ts`), and the duplicate search",
    'of one account (`rpc find_duplicate_accounts`) — signed in as each role; every caller reads `accounts` through RLS;',
    'management, company admins and executives count `estimated` and try a search term on `search_accounts` first',
    "(`src/lib/list-strategy.ts`). One subsection per database backend; each row is the median of the runs, with each run's p95.",
  ],
});
