/**
 * `npm run bench:accounts`: the Accounts screens' own calls on the `seed:large` data set, through
 * supabase-js and local-supabase, as the demo sales rep (RLS narrows 100k accounts to ~1k) and as
 * management: the list's first page and two searches, built by @refinedev/supabase's data provider
 * from the list's parameters (resources/accounts/list.tsx: relation per caller, select, sort, page
 * size, search filter, count=exact), and the duplicate search of one account both can see
 * (rpc find_duplicate_accounts, as resources/accounts/duplicates-api.ts calls it). Database:
 * DATABASE_URL, or PGlite in LOCAL_SUPABASE_DATA (default .data); seeds the large data set when
 * missing. Results replace this backend's subsection of `## Accounts (bench:accounts)` in
 * docs/benchmarks.md.
 */
import type { CrudFilter } from '@refinedev/core';
import { dataProvider } from '@refinedev/supabase';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ws from 'ws';
import { configFromEnv } from '../../local-supabase/config.ts';
import { startLocalSupabase } from '../../local-supabase/server.ts';
import { ROLES } from '../../src/lib/ability.ts';
import { listSource } from '../../src/lib/list-source.ts';
import { seedLarge } from '../seed-large.ts';
import { backendHeading, pct, reportName, writeSubsection } from './report.ts';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 40);
const WARMUP = 5;
const TARGET_P95_MS = 100;
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const HEADING = '## Accounts (bench:accounts)';
const LIST_FILE = path.join(root, 'resources/accounts/list.tsx');

// The list's parameters, as resources/accounts/list.tsx passes them to useTable (checked below).
const SELECT =
  'id, account_name, contact_first_name, contact_last_name, contact_email, contact_phone, service_address, service_city, utility, active, signature_status, created_at, partner:partners(name), rep:profiles!accounts_sales_rep_fkey(first_name, last_name, email)';
const SEARCHED = [
  'account_name',
  'contact_first_name',
  'contact_last_name',
  'contact_email',
  'contact_phone',
  'service_address',
  'service_city',
];
const PAGE_SIZE = 10; // useTable's default: the list sets none.
const SORTERS = [{ field: 'created_at', order: 'desc' as const }];
const searchFilter = (text: string): CrudFilter => ({
  key: 'search',
  operator: 'or',
  value: SEARCHED.map((field) => ({ field, operator: 'contains', value: text.trim().replace(/[,()]/g, ' ') })),
});

// seed:large's account 100 belongs to the demo sales rep; management sees it too.
const BENCH_ACCOUNT = md5uuid('bench-account-100');

function md5uuid(s: string): string {
  const h = createHash('md5').update(s).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

/** Fails when the list no longer makes the calls measured here. */
function checkListUnchanged() {
  const source = readFileSync(LIST_FILE, 'utf8').replace(/\s+/g, ' ');
  const expected = [
    SELECT,
    `[ ${SEARCHED.map((f) => `'${f}'`).join(', ')}, ]`,
    "useListSource('accounts')",
    "sorters: { initial: [{ field: 'created_at', order: 'desc' }] }",
    "text.trim().replace(/[,()]/g, ' ')",
  ];
  const missing = expected.filter((e) => !source.includes(e.replace(/\s+/g, ' ')));
  if (missing.length || /pageSize/.test(source))
    throw new Error(
      `resources/accounts/list.tsx changed; update scripts/bench/accounts.ts (not found: ${missing.join(' | ') || 'pageSize'})`,
    );
}

type Call = (c: SupabaseClient, role: number) => Promise<{ count?: number | null }>;

const list =
  (filters: CrudFilter[]): Call =>
  async (c, role) => {
    const { total } = await dataProvider(c).getList({
      resource: listSource('accounts', role),
      pagination: { currentPage: 1, pageSize: PAGE_SIZE, mode: 'server' },
      sorters: SORTERS,
      filters,
      meta: { select: SELECT },
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

async function measure(c: SupabaseClient, role: number, run: Call) {
  let count: number | null | undefined;
  for (let i = 0; i < WARMUP; i++) count = (await run(c, role)).count;
  const samples: number[] = [];
  for (let i = 0; i < ROUNDS; i++) {
    const t = performance.now();
    await run(c, role);
    samples.push(performance.now() - t);
  }
  samples.sort((a, b) => a - b);
  return { p50: pct(samples, 0.5), p95: pct(samples, 0.95), count };
}

async function main() {
  checkListUnchanged();
  const config = configFromEnv();
  const backend = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite (${config.dataDir})`;
  const ls = await startLocalSupabase({ port: 0, log: () => undefined, dataDir: config.dataDir, databaseUrl: config.databaseUrl });
  try {
    await seedLarge(ls.db);
    const accounts = (await ls.db.query<{ n: string }>('select count(*)::text as n from public.accounts')).rows[0]!.n;
    const rows: string[] = [];
    const worst: Record<string, number> = {};
    const callers = [
      { email: 'sales-rep@demo.test', role: ROLES.SALES_REP },
      { email: 'management@demo.test', role: ROLES.MANAGEMENT },
    ];
    for (const { email, role } of callers) {
      const client = createClient(ls.url, ls.anonKey, {
        auth: { persistSession: false, autoRefreshToken: false },
        realtime: { transport: ws as unknown as typeof WebSocket },
      });
      const { error } = await client.auth.signInWithPassword({ email, password: 'demo-password' });
      if (error) throw error;
      const caller = email.split('@')[0]!;
      for (const k of CASES) {
        const m = await measure(client, role, k.run);
        worst[caller] = Math.max(worst[caller] ?? 0, m.p95);
        rows.push(`| ${caller} | ${k.name} | ${m.count ?? '–'} | ${m.p50.toFixed(1)} | ${m.p95.toFixed(1)} |`);
        console.log(rows.at(-1));
      }
    }
    const verdict = (who: string) => `${worst[who]!.toFixed(1)} ms (${worst[who]! <= TARGET_P95_MS ? 'met' : 'NOT met'})`;
    const sub = backendHeading(config.databaseUrl);
    const subsection = [
      sub,
      '',
      `${new Date().toISOString().slice(0, 16)}Z, ${backend}, ${cpus()[0]?.model ?? 'cpu'} × ${cpus().length}; ${accounts} accounts; ` +
        `${ROUNDS} calls each after ${WARMUP} warm-up calls${ROUNDS < 30 ? ' (a short validation run, not a measurement to quote)' : ''}; ` +
        `1-min load average ${loadavg()[0]!.toFixed(1)} at the end ` +
        '(a shared machine: timings include waiting for CPU).',
      `Worst p95, target ≤ ${TARGET_P95_MS} ms: sales rep ${verdict('sales-rep')}; management ${verdict('management')}.`,
      '',
      '| caller | call | rows (count) | p50 ms | p95 ms |',
      '|---|---|---:|---:|---:|',
      ...rows,
      '',
    ].join('\n');
    const intro = [
      HEADING,
      '',
      "`npm run bench:accounts` (`scripts/bench/accounts.ts`) on the `npm run seed:large` data set: the Accounts screens' own",
      "calls through supabase-js and local-supabase's /rest/v1 — the list (management reads `accounts_list_management`, see",
      "`src/lib/list-source.ts`; the query is built by @refinedev/supabase's data provider from the list's parameters) and the",
      'duplicate search of one account (`rpc find_duplicate_accounts`) — signed in as the demo sales rep and as management.',
      'One subsection per database backend.',
      '',
    ].join('\n');
    writeSubsection(HEADING, intro, subsection);
    console.log(`wrote ${reportName} (${HEADING})`);
  } finally {
    await ls.close();
  }
}

await main();
