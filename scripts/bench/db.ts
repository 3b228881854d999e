/**
 * `npm run bench:db`: the portal's heaviest list calls against the `seed:large` data set, as the
 * real supabase-js sends them through local-supabase, signed in as the demo sales rep (RLS narrows
 * 100k accounts to ~1k), the company admin and the executive (their organization, about half) and as
 * management (RLS passes everything). Database: DATABASE_URL, or PGlite
 * in LOCAL_SUPABASE_DATA (default .data). Seeds the large data set first when it is missing.
 * Results replace the `## Database (RLS) lists` section of docs/benchmarks.md.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { benchOnLargeData, md5uuid, resultRow, signedIn, TARGET_P95_MS, timeCalls } from './report.ts';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 60);
const WARMUP = 5;
const HEADING = '## Database (RLS) lists';
const SUMMIT = 'b0000000-0000-4000-8000-000000000001';
// seed:large's account 100 belongs to the demo sales rep; its first pricing request.
const BENCH_ACCOUNT = md5uuid('bench-account-100');
const BENCH_REQUEST = md5uuid('bench-pr-100-1');

interface Case {
  name: string;
  run(c: SupabaseClient): PromiseLike<{ error: unknown; count?: number | null; data: unknown }>;
  list: boolean;
  /** Management's own list views (src/lib/list-source.ts): the call as the portal makes it for management. */
  management?: Case;
}

const CASES: Case[] = [
  {
    name: 'accounts: page 25 of 25, count=exact, partner embedded, sorted by name',
    list: true,
    run: (c) => c.from('accounts').select('*, partners(name)', { count: 'exact' }).order('account_name').range(600, 624),
    management: {
      name: 'accounts (management view): page 25 of 25, count=exact, partner embedded, sorted by name',
      list: true,
      run: (c) => c.from('accounts_list_management').select('*, partners(name)', { count: 'exact' }).order('account_name').range(600, 624),
    },
  },
  {
    name: 'accounts: name search (ilike %Granite%), page 1, count=exact, partner embedded, sorted',
    list: true,
    run: (c) =>
      c
        .from('accounts')
        .select('*, partners(name)', { count: 'exact' })
        .ilike('account_name', '%Granite%')
        .order('account_name')
        .range(0, 24),
    management: {
      name: 'accounts (management view): name search (ilike %Granite%), page 1, count=exact, partner embedded, sorted',
      list: true,
      run: (c) =>
        c
          .from('accounts_list_management')
          .select('*, partners(name)', { count: 'exact' })
          .ilike('account_name', '%Granite%')
          .order('account_name')
          .range(0, 24),
    },
  },
  {
    name: 'pricing requests: active, page 1, count=exact, account embedded, newest first',
    list: true,
    run: (c) =>
      c
        .from('pricing_requests')
        .select('*, accounts(id, account_name)', { count: 'exact' })
        .eq('active', true)
        .order('created_at', { ascending: false })
        .range(0, 24),
    management: {
      name: 'pricing requests (management view): active, page 1, count=exact, account name, newest first',
      list: true,
      run: (c) =>
        c
          .from('pricing_requests_list_management')
          .select('*', { count: 'exact' })
          .eq('active', true)
          .order('created_at', { ascending: false })
          .range(0, 24),
    },
  },
  {
    name: 'pricing requests: page 25, count=exact, account embedded, newest first',
    list: true,
    run: (c) =>
      c
        .from('pricing_requests')
        .select('*, accounts(id, account_name)', { count: 'exact' })
        .order('created_at', { ascending: false })
        .range(600, 624),
    management: {
      name: 'pricing requests (management view): page 25, count=exact, account name, newest first',
      list: true,
      run: (c) =>
        c
          .from('pricing_requests_list_management')
          .select('*', { count: 'exact' })
          .order('created_at', { ascending: false })
          .range(600, 624),
    },
  },
  {
    name: 'files of one account (of 1M file rows), count=exact',
    list: true,
    run: (c) => c.from('files').select('*', { count: 'exact' }).eq('account_id', BENCH_ACCOUNT).order('created_at').range(0, 24),
  },
  {
    name: 'files of one pricing request by type (INVOICES, LOA, MATRIX)',
    list: true,
    run: (c) => c.from('files').select('*').eq('pricing_request_id', BENCH_REQUEST).in('type', ['INVOICES', 'LOA', 'MATRIX']),
  },
  {
    name: 'rpc get_organization_storage(Summit)',
    list: false,
    run: (c) => c.rpc('get_organization_storage', { param_org_id: SUMMIT }),
  },
];

await benchOnLargeData({
  heading: HEADING,
  rounds: ROUNDS,
  warmup: WARMUP,
  intro: [
    '`npm run bench:db` (`scripts/bench/db.ts`) on the `npm run seed:large` data set: each call made with supabase-js through',
    "local-supabase's /rest/v1, signed in as the demo sales rep (RLS narrows 100k accounts to ~1k), as the company admin and",
    'the executive (RLS lets their organization through: about half the rows) and as management (RLS lets everything',
    "through, so `count=exact` counts every row). Management's accounts and pricing-request lists read its",
    'own views (`accounts_list_management`, `pricing_requests_list_management`; docs/security.md), as the portal does; the',
    'same calls through RLS are listed too, marked. One subsection per database backend.',
  ],
  async measure(ls) {
    const sizes = (
      await ls.db.query<{ accounts: string; pricing_requests: string; files: string }>(
        `select (select count(*) from public.accounts)::text as accounts, (select count(*) from public.pricing_requests)::text as pricing_requests,
                (select count(*) from public.files)::text as files`,
      )
    ).rows[0]!;
    const rows: string[] = [];
    let worst = 0;
    let worstRep = 0;
    let worstOrg = 0;
    // The company admin and the executive see their whole organization (Summit: about half the data) through RLS.
    for (const who of ['sales-rep@demo.test', 'company-admin@demo.test', 'executive@demo.test', 'management@demo.test']) {
      const client = await signedIn(ls.url, ls.anonKey, who);
      const isManagement = who.startsWith('management');
      for (const k of CASES) {
        // Management's lists read its own views (as the portal does); the RLS call is kept for comparison.
        for (const call of isManagement && k.management ? [k, k.management] : [k]) {
          const m = await timeCalls(ROUNDS, WARMUP, () => call.run(client));
          const portal = !(isManagement && k.management && call === k);
          if (call.list && who.startsWith('sales-rep')) worstRep = Math.max(worstRep, m.p95);
          else if (call.list && !isManagement) worstOrg = Math.max(worstOrg, m.p95);
          else if (call.list && portal) worst = Math.max(worst, m.p95);
          const label = portal ? call.name : `${call.name} — through RLS, not how the portal asks`;
          rows.push(resultRow(who.split('@')[0]!, label, m));
          console.log(rows.at(-1));
        }
      }
    }
    const met = (p95: number) => `**${p95.toFixed(1)} ms** (${p95 <= TARGET_P95_MS ? 'met' : 'NOT met'})`;
    return {
      rows,
      facts: `${sizes.accounts} accounts, ${sizes.pricing_requests} pricing requests, ${sizes.files} file rows`,
      verdict:
        `Worst list p95 (target ≤ ${TARGET_P95_MS} ms) as the sales rep (RLS-narrowed): ${met(worstRep)}; ` +
        `as the company admin and the executive (their organization, through RLS): ${met(worstOrg)}; ` +
        `as management, the calls the portal makes: ${met(worst)}.`,
    };
  },
});
