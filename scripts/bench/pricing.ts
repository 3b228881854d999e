/**
 * `npm run bench:pricing`: the Pricing Requests screen's own calls on the `seed:large` data set, as
 * the screen makes them (the portal's list provider, providers/list-provider.ts, on the view
 * pricing_requests_list, with resources/pricing-requests/filters.ts's filters, newest first, 25 a page,
 * the count and search the caller's role gets, src/lib/list-strategy.ts; the
 * sales-rep filter's RPC as resources/pricing-requests/queries.ts asks it), through supabase-js and
 * local-supabase, signed in as each role of the issue. Database: DATABASE_URL, or PGlite in
 * LOCAL_SUPABASE_DATA (default .data); seeds the large data set when missing. BENCH_RUNS (3),
 * BENCH_ROUNDS (30), BENCH_CALLERS. Results replace this backend's subsection of
 * `## Pricing requests list` in docs/benchmarks.md.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { listProvider } from '../../providers/list-provider.ts';
import { DEFAULT_FILTERS, toCrudFilters, type ListFilterValues } from '../../resources/pricing-requests/filters.ts';
import { bigListMeta } from '../../src/lib/list-strategy.ts';
import { benchOnLargeData, type Call, type Caller } from './large-data.ts';

const page =
  (values: ListFilterValues, currentPage = 1) =>
  async (c: SupabaseClient, who: Caller) => {
    const { total } = await listProvider(c).getList({
      resource: 'pricing_requests_list',
      pagination: { currentPage, pageSize: 25, mode: 'server' },
      sorters: [{ field: 'created_at', order: 'desc' }],
      filters: toCrudFilters(values),
      meta: bigListMeta(who.role, 'search_pricing_requests'),
    });
    return { count: total };
  };

const CALLS: Call[] = [
  { name: 'first page (default filters: active, active account)', run: page(DEFAULT_FILTERS) },
  // seed:large gives the demo sales rep and partner admin only inactive accounts (n % 100 = 0): this is their realistic page.
  { name: 'first page, all accounts (active requests only)', run: page({ status: 'active' }) },
  {
    name: 'filtered page (+ commodity gas, search "Granite" in name or account)',
    run: page({ ...DEFAULT_FILTERS, commodity: 'gas', search: 'Granite' }),
  },
  { name: 'page 25, all requests', run: page({}, 25) },
  {
    name: 'sales-rep filter options (rpc get_assigned_profiles_for_active_pricing_requests)',
    run: (c) =>
      c.rpc('get_assigned_profiles_for_active_pricing_requests', { param_type: 'pricing' }).select('id, first_name, last_name, email'),
  },
];

await benchOnLargeData({
  heading: '## Pricing requests list',
  calls: CALLS,
  intro: [
    "`npm run bench:pricing` (`scripts/bench/pricing.ts`): the Pricing Requests screen's own calls through supabase-js and",
    "local-supabase on the `seed:large` data set, built by @refinedev/supabase's data provider from the screen's filters",
    "(`resources/pricing-requests/filters.ts`) on the view `pricing_requests_list` (security_invoker: the caller's RLS), signed",
    'in as each role. Every caller reads through RLS (docs/security.md, "Lists through RLS"). One subsection per database',
    "backend; each row is the median of the runs, with each run's p95.",
  ],
});
