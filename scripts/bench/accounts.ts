/**
 * `npm run bench:accounts`: the Accounts screens' own calls on the `seed:large` data set, through
 * supabase-js and local-supabase, as the demo sales rep (RLS narrows 100k accounts to ~1k) and as
 * management: the list's first page and two searches, built by @refinedev/supabase's data provider
 * from the list's parameters (resources/accounts/list-query.ts and list.tsx: relation per caller, select, sort, page
 * size, search filter, count=exact), and the duplicate search of one account both can see
 * (rpc find_duplicate_accounts, as resources/accounts/duplicates-api.ts calls it). Database:
 * DATABASE_URL, or PGlite in LOCAL_SUPABASE_DATA (default .data); seeds the large data set when
 * missing. Results replace this backend's subsection of `## Accounts (bench:accounts)` in
 * docs/benchmarks.md.
 */
import type { CrudFilter } from '@refinedev/core';
import { dataProvider } from '@refinedev/supabase';
import type { SupabaseClient } from '@supabase/supabase-js';
import { ROLES } from '../../src/lib/ability.ts';
import { listSource } from '../../src/lib/list-source.ts';
import { ACCOUNTS_LIST_SELECT, ACCOUNTS_LIST_SORTERS, searchFilter } from '../../resources/accounts/list-query.ts';
import { benchOnLargeData, md5uuid, resultRow, signedIn, TARGET_P95_MS, timeCalls, verdict } from './report.ts';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 40);
const WARMUP = 5;
const HEADING = '## Accounts (bench:accounts)';

const PAGE_SIZE = 10; // useTable's default: the list sets none.

// seed:large's account 100 belongs to the demo sales rep; management sees it too.
const BENCH_ACCOUNT = md5uuid('bench-account-100');

type Call = (c: SupabaseClient, role: number) => Promise<{ count?: number | null }>;

const list =
  (filters: CrudFilter[]): Call =>
  async (c, role) => {
    const { total } = await dataProvider(c).getList({
      resource: listSource('accounts', role),
      pagination: { currentPage: 1, pageSize: PAGE_SIZE, mode: 'server' },
      sorters: ACCOUNTS_LIST_SORTERS,
      filters,
      meta: { select: ACCOUNTS_LIST_SELECT },
    });
    return { count: total };
  };

const CASES: { name: string; run: Call }[] = [
  { name: 'list: first page (10, newest first, count=exact)', run: list([]) },
  { name: 'list: search "Granite" (a common name word; 7 columns ilike)', run: list([searchFilter('Granite')]) },
  { name: 'list: search "contact100@bench.test" (one e-mail)', run: list([searchFilter('contact100@bench.test')]) },
  {
    name: 'rpc find_duplicate_accounts (seed:large account 100)',
    run: async (c) => {
      const { data, error } = await c.rpc('find_duplicate_accounts', { param_account_id: BENCH_ACCOUNT });
      if (error) throw new Error(error.message);
      return { count: (data as unknown[] | null)?.length ?? 0 };
    },
  },
];

await benchOnLargeData({
  heading: HEADING,
  rounds: ROUNDS,
  warmup: WARMUP,
  intro: [
    "`npm run bench:accounts` (`scripts/bench/accounts.ts`) on the `npm run seed:large` data set: the Accounts screens' own",
    "calls through supabase-js and local-supabase's /rest/v1 — the list (management reads `accounts_list_management`, see",
    "`src/lib/list-source.ts`; the query is built by @refinedev/supabase's data provider from the list's parameters) and the",
    'duplicate search of one account (`rpc find_duplicate_accounts`) — signed in as the demo sales rep and as management.',
    'One subsection per database backend.',
  ],
  async measure(ls) {
    const accounts = (await ls.db.query<{ n: string }>('select count(*)::text as n from public.accounts')).rows[0]!.n;
    const rows: string[] = [];
    const worst: Record<string, number> = {};
    const callers = [
      { email: 'sales-rep@demo.test', role: ROLES.SALES_REP },
      { email: 'management@demo.test', role: ROLES.MANAGEMENT },
    ];
    for (const { email, role } of callers) {
      const client = await signedIn(ls.url, ls.anonKey, email);
      const caller = email.split('@')[0]!;
      for (const k of CASES) {
        const m = await timeCalls(ROUNDS, WARMUP, () => k.run(client, role));
        worst[caller] = Math.max(worst[caller] ?? 0, m.p95);
        rows.push(resultRow(caller, k.name, m));
        console.log(rows.at(-1));
      }
    }
    return {
      rows,
      facts: `${accounts} accounts`,
      verdict: `Worst p95, target ≤ ${TARGET_P95_MS} ms: sales rep ${verdict(worst['sales-rep']!)}; management ${verdict(worst['management']!)}.`,
    };
  },
});
