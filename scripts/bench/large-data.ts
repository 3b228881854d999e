// The frame of the list benchmarks on the seed:large data set (bench:db, bench:pricing,
// bench:accounts): local-supabase on DATABASE_URL or PGlite, the data seeded when missing, every call
// timed for each caller in BENCH_RUNS runs (the machine's load read before each), and the caller's
// table of medians written into this backend's subsection of docs/benchmarks.md, stamped with the
// commit and the code fingerprint `npm run bench:check` compares.
import type { SupabaseClient } from '@supabase/supabase-js';
import { cpus, loadavg } from 'node:os';
import { configFromEnv } from '../../local-supabase/config.ts';
import { ROLES } from '../../src/lib/ability.ts';
import { startLocalSupabase } from '../../local-supabase/server.ts';
import { seedLarge } from '../seed-large.ts';
import { commitMeasured, fingerprint } from './fingerprint.ts';
import { backendHeading, median, pct, reportName, signedIn, TARGET_P95_MS, verdict, writeSubsection } from './report.ts';

/** The callers every list is timed for: the roles of the issue, each as its demo login. */
export const CALLERS = [
  { login: 'management@demo.test', label: 'management', role: ROLES.MANAGEMENT },
  { login: 'company-admin@demo.test', label: 'company admin', role: ROLES.COMPANY_ADMIN },
  { login: 'executive@demo.test', label: 'executive', role: ROLES.EXECUTIVE },
  { login: 'regional@demo.test', label: 'regional', role: ROLES.REGIONAL },
  { login: 'partner-admin@demo.test', label: 'partner admin', role: ROLES.PARTNER_ADMIN },
  { login: 'sales-rep@demo.test', label: 'sales rep', role: ROLES.SALES_REP },
] as const;

export type Caller = (typeof CALLERS)[number];

export type Result = { error?: unknown; count?: number | null };

/** One call a screen makes, timed as every caller (who, for what the screen sends by role). */
export interface Call {
  name: string;
  run(c: SupabaseClient, who: Caller): PromiseLike<Result>;
}

export interface LargeDataBench {
  /** The section this bench owns in the report, e.g. `## Pricing requests list`. */
  heading: string;
  /** The section's text under the heading (what is measured, known gaps). */
  intro: string[];
  calls: Call[];
}

const RUNS = Math.max(1, Number(process.env.BENCH_RUNS ?? 3));
const ROUNDS = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 30));
const WARMUP = 5;
/** Only these callers (comma-separated labels or logins), for a quick look; the report says so. */
const ONLY = process.env.BENCH_CALLERS?.split(',').map((s) => s.trim());

/** p50/p95 of `rounds` sequential calls after `warmup` calls, and the row count the warm-up saw. */
export async function timeCalls(rounds: number, warmup: number, call: () => PromiseLike<Result>) {
  let count: number | null | undefined;
  const once = async () => {
    const r = await call();
    if (r.error) throw new Error(JSON.stringify(r.error));
    return r;
  };
  for (let i = 0; i < warmup; i++) count = (await once()).count;
  const samples: number[] = [];
  for (let i = 0; i < rounds; i++) {
    const t = performance.now();
    await once();
    samples.push(performance.now() - t);
  }
  samples.sort((a, b) => a - b);
  return { p50: pct(samples, 0.5), p95: pct(samples, 0.95), count };
}

const ms = (x: number) => x.toFixed(1);

export async function benchOnLargeData(bench: LargeDataBench): Promise<void> {
  const config = configFromEnv();
  const ls = await startLocalSupabase({ port: 0, log: () => undefined, dataDir: config.dataDir, databaseUrl: config.databaseUrl });
  try {
    await seedLarge(ls.db);
    const version = (await ls.db.query<{ v: string }>(`select split_part(version(), ' ', 2) as v`)).rows[0]!.v;
    const backend = config.databaseUrl ? `PostgreSQL ${version} (DATABASE_URL)` : `PGlite, PostgreSQL ${version} (${config.dataDir})`;
    const callers = CALLERS.filter((c) => !ONLY || ONLY.includes(c.label) || ONLY.includes(c.login));
    const clients = new Map<string, SupabaseClient>();
    for (const c of callers) clients.set(c.label, await signedIn(ls.url, ls.anonKey, c.login));

    // Each run times every call for every caller once over; the table reports the median of the runs.
    const loads: number[] = [];
    const results = new Map<string, { p50: number[]; p95: number[]; count?: number | null }>();
    for (let run = 0; run < RUNS; run++) {
      loads.push(loadavg()[0]!);
      for (const c of callers) {
        for (const call of bench.calls) {
          const m = await timeCalls(ROUNDS, WARMUP, () => call.run(clients.get(c.label)!, c));
          const key = `${c.label}\0${call.name}`;
          const r = results.get(key) ?? { p50: [], p95: [] };
          r.p50.push(m.p50);
          r.p95.push(m.p95);
          r.count ??= m.count;
          results.set(key, r);
          console.log(`run ${run + 1}/${RUNS} ${c.label} | ${call.name} | p50 ${ms(m.p50)} | p95 ${ms(m.p95)}`);
        }
      }
    }

    const rows: string[] = [];
    const worst = new Map<string, number>();
    for (const c of callers) {
      for (const call of bench.calls) {
        const r = results.get(`${c.label}\0${call.name}`)!;
        const p95 = median(r.p95);
        worst.set(c.label, Math.max(worst.get(c.label) ?? 0, p95));
        rows.push(`| ${c.label} | ${call.name} | ${r.count ?? '–'} | ${ms(median(r.p50))} | ${ms(p95)} | ${r.p95.map(ms).join(' / ')} |`);
      }
    }
    const quick = RUNS < 3 || ROUNDS < 30 || ONLY ? ' (a short validation run, not a measurement to quote)' : '';
    const stamp =
      `${new Date().toISOString().slice(0, 16)}Z, ${backend}, ${cpus()[0]?.model ?? 'cpu'} × ${cpus().length}; ` +
      `commit ${commitMeasured()}, code fingerprint ${fingerprint()}; ${RUNS} runs of ${ROUNDS} calls each after ${WARMUP} warm-up calls${quick}; ` +
      `1-min load average before each run: ${loads.map((l) => l.toFixed(1)).join(' / ')} (a shared machine: timings include waiting for CPU).`;
    const verdictLine =
      `Worst p95 (median of the runs), target ≤ ${TARGET_P95_MS} ms: ` +
      [...worst].map(([who, p95]) => `${who} ${verdict(p95)}`).join('; ') +
      '.';
    const table = [
      backendHeading(config.databaseUrl),
      '',
      stamp,
      verdictLine,
      '',
      '| caller | call | rows (count) | p50 ms | p95 ms | p95 of each run |',
      '|---|---|---:|---:|---:|---|',
      ...rows,
      '',
    ].join('\n');
    writeSubsection(bench.heading, [bench.heading, '', ...bench.intro, ''].join('\n'), table);
    console.log(`wrote ${reportName} (${bench.heading})`);
  } finally {
    await ls.close();
  }
}
