/**
 * `npm run bench:pricing`: the Pricing Requests list as the UI queries it (view pricing_requests_list, or
 * pricing_requests_list_management for management,
 * count=exact, 25 rows, newest first; default filters active + active account), its first page and a
 * filtered page (commodity + search by name or account), as the demo sales rep and as management,
 * on the `seed:large` data set. Database: DATABASE_URL, or PGlite in LOCAL_SUPABASE_DATA (default
 * .data); seeds the large data set when missing. Results replace `## Pricing requests list` in
 * docs/benchmarks.md.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { ROLES } from '../../src/lib/ability.ts';
import { listSource } from '../../src/lib/list-source.ts';
import { benchOnLargeData, resultRow, signedIn, TARGET_P95_MS, timeCalls, verdict } from './report.ts';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 30);
const WARMUP = 5;
const HEADING = '## Pricing requests list';

type View = ReturnType<typeof listSource<'pricing_requests_list'>>;

/** The list's query, built as @refinedev/supabase builds it from the screen's filters, on the caller's view. */
function listQuery(c: SupabaseClient, view: View, extra?: (q: ReturnType<typeof base>) => ReturnType<typeof base>) {
  const q = base(c, view);
  return (extra ? extra(q) : q).order('created_at', { ascending: false }).range(0, 24);
}
const base = (c: SupabaseClient, view: View) => c.from(view).select('*', { count: 'exact' }).eq('active', true).eq('account_active', true);

type Run = (c: SupabaseClient, view: View) => PromiseLike<{ error: unknown; count?: number | null }>;
const CASES: { name: string; run: Run }[] = [
  { name: 'first page (default filters: active, active account)', run: (c, v) => listQuery(c, v) },
  {
    // seed:large gives the demo sales rep only inactive accounts (n % 100 = 0): this is their realistic page.
    name: 'first page, all accounts (active requests only)',
    run: (c, v) => c.from(v).select('*', { count: 'exact' }).eq('active', true).order('created_at', { ascending: false }).range(0, 24),
  },
  {
    name: 'filtered page (+ commodity gas, search "Granite" in name or account)',
    run: (c, v) => listQuery(c, v, (q) => q.eq('commodity', 'gas').or('name.ilike.%Granite%,account_name.ilike.%Granite%')),
  },
  {
    name: 'sales-rep filter options (rpc get_assigned_profiles_for_active_pricing_requests)',
    run: (c) =>
      c.rpc('get_assigned_profiles_for_active_pricing_requests', { param_type: 'pricing' }).select('id, first_name, last_name, email'),
  },
];

await benchOnLargeData({
  heading: HEADING,
  rounds: ROUNDS,
  warmup: WARMUP,
  intro: [
    "`npm run bench:pricing` (`scripts/bench/pricing.ts`): the Pricing Requests screen's own query through supabase-js and",
    'local-supabase on the `seed:large` data set (management reads `pricing_requests_list_management`, see',
    '`src/lib/list-source.ts`), signed in as the demo sales rep, the company admin and the executive (their organization, about',
    'half the data, through RLS) and as management. One subsection per database backend.',
    '',
    "Known gap: the company admin's and the executive's pages miss the target on PostgreSQL (they see 117k–140k open",
    "requests). RLS's `organization_id = any((select app.org_wide_organizations()))` is estimated at a handful of rows, so",
    'Postgres reads and sorts every visible request for each page of 25 (~60 ms) on top of the exact count (~30–55 ms). An',
    "owner's-rights view with the same condition (management's approach), a UNION ALL of the two policy branches and a",
    'semi-join on unnest() were tried on this data: the estimates, and so the plans, stay the same. Comparing the text of',
    'organization_id instead (with expression statistics) gets the page right but makes the count a full scan (230–300 ms).',
    'The cause is deliberate: migration 20261122013000 declares the scoping columns high-cardinality so that narrow callers',
    '(sales reps, partners) get index plans; org-wide callers pay for it. A copy of the column with true statistics plus a',
    'hashed semi-join for the visible accounts halves the default pages (executive 160 → 73 ms) but makes a rare search',
    'read every row newest-first (company admin 40 → 152 ms): not adopted. Not solved yet.',
  ],
  async measure(ls) {
    const rows: string[] = [];
    const worst: Record<string, number> = {};
    // The company admin and the executive see their whole organization (about half the data) through RLS.
    const callers = [
      ['sales-rep@demo.test', ROLES.SALES_REP],
      ['company-admin@demo.test', ROLES.COMPANY_ADMIN],
      ['executive@demo.test', ROLES.EXECUTIVE],
      ['management@demo.test', ROLES.MANAGEMENT],
    ] as const;
    for (const [who, role] of callers) {
      const client = await signedIn(ls.url, ls.anonKey, who);
      const caller = who.split('@')[0]!;
      // The view the screen reads for this caller (management has its own, see src/lib/list-source.ts).
      const view = listSource('pricing_requests_list', role);
      for (const k of CASES) {
        const m = await timeCalls(ROUNDS, WARMUP, () => k.run(client, view));
        worst[caller] = Math.max(worst[caller] ?? 0, m.p95);
        rows.push(resultRow(caller, k.name, m));
        console.log(rows.at(-1));
      }
    }
    return {
      rows,
      verdict:
        `Worst p95, target ≤ ${TARGET_P95_MS} ms: sales rep ${verdict(worst['sales-rep']!)}; company admin ${verdict(worst['company-admin']!)}; ` +
        `executive ${verdict(worst['executive']!)}; management ${verdict(worst['management']!)}.`,
    };
  },
});
