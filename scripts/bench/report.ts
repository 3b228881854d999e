// Shared by the list benchmarks (bench:db, bench:pricing, bench:accounts): percentiles and the
// docs/benchmarks.md section each one owns, with one subsection per database backend.
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ws from 'ws';
import { configFromEnv } from '../../local-supabase/config.ts';
import { startLocalSupabase, type LocalSupabase } from '../../local-supabase/server.ts';
import { seedLarge } from '../seed-large.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const REPORT = path.join(root, 'docs/benchmarks.md');
export const reportName = path.relative(root, REPORT);

/** The p-quantile (0..1) of ascending `sorted` samples. */
export const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!;

/** `### PostgreSQL` or `### PGlite`: the subsection a run on this backend replaces. */
export const backendHeading = (databaseUrl: string | undefined) => `### ${databaseUrl ? 'PostgreSQL' : 'PGlite'}`;

/** Replaces the section that starts with `heading` (up to the next `## `) by `section`, or appends it. */
export function writeSection(heading: string, section: string) {
  const current = existsSync(REPORT) ? readFileSync(REPORT, 'utf8') : '# Benchmarks\n\n';
  const start = current.indexOf(heading);
  const end = start < 0 ? -1 : current.indexOf('\n## ', start + heading.length);
  const text = `${section.trimEnd()}\n`;
  const next =
    start < 0 ? `${current.trimEnd()}\n\n${text}` : current.slice(0, start) + text + (end < 0 ? '' : `\n${current.slice(end + 1)}`);
  writeFileSync(REPORT, next);
}

/**
 * Writes `intro` (which starts with `heading`) and `subsection` (which starts with its `### …` line)
 * into the report: the section's other subsections (other backends) are kept, sorted by heading.
 */
export function writeSubsection(heading: string, intro: string, subsection: string) {
  const current = existsSync(REPORT) ? readFileSync(REPORT, 'utf8') : '';
  const start = current.indexOf(heading);
  const end = start < 0 ? -1 : current.indexOf('\n## ', start + heading.length);
  const mine = start < 0 ? '' : current.slice(start, end < 0 ? undefined : end + 1);
  const subs = new Map<string, string>();
  for (const part of mine.split(/\n(?=### )/).slice(1)) subs.set(part.split('\n')[0]!, `${part.trimEnd()}\n`);
  subs.set(subsection.split('\n')[0]!, `${subsection.trimEnd()}\n`);
  writeSection(
    heading,
    `${intro.trimEnd()}\n\n${[...subs.keys()]
      .sort()
      .map((k) => subs.get(k)!.trimEnd())
      .join('\n\n')}\n`,
  );
}

/** A supabase-js client (Node: `ws` for realtime) signed in as a demo login (`demo-password`). */
export async function signedIn(url: string, anonKey: string, email: string): Promise<SupabaseClient> {
  const client = createClient(url, anonKey, {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: ws as unknown as typeof WebSocket },
  });
  const { error } = await client.auth.signInWithPassword({ email, password: 'demo-password' });
  if (error) throw error;
  return client;
}

/** p50/p95 of `rounds` sequential calls after `warmup` calls, and the row count the warm-up saw. */
export async function timeCalls(rounds: number, warmup: number, call: () => PromiseLike<{ error?: unknown; count?: number | null }>) {
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

/** One result row of the report's tables. */
export const resultRow = (caller: string, call: string, m: { p50: number; p95: number; count?: number | null }) =>
  `| ${caller} | ${call} | ${m.count ?? '–'} | ${m.p50.toFixed(1)} | ${m.p95.toFixed(1)} |`;

/** A backend's subsection: heading, the lines saying when/where/verdict, then the results table. */
export const subsectionText = (databaseUrl: string | undefined, lines: string[], rows: string[]) =>
  [
    backendHeading(databaseUrl),
    '',
    ...lines,
    '',
    '| caller | call | rows (count) | p50 ms | p95 ms |',
    '|---|---|---:|---:|---:|',
    ...rows,
    '',
  ].join('\n');

/** The issues' target for every list call: p95 ≤ 100 ms. */
export const TARGET_P95_MS = 100;

/** "12.3 ms (met)" / "(NOT met)" against TARGET_P95_MS. */
export const verdict = (p95: number) => `${p95.toFixed(1)} ms (${p95 <= TARGET_P95_MS ? 'met' : 'NOT met'})`;

/** The uuid seed:large derives from a label (`md5(label)::uuid`), e.g. `bench-account-100`. */
export function md5uuid(label: string): string {
  const h = createHash('md5').update(label).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

export interface LargeDataRun {
  /** The section this bench owns in the report, e.g. `## Pricing requests list`. */
  heading: string;
  /** The section's text under the heading (what is measured, known gaps). */
  intro: string[];
  rounds: number;
  warmup: number;
  /** Runs the calls; returns the table rows, the verdict line and facts about the data (row counts). */
  measure(ls: LocalSupabase): Promise<{ rows: string[]; verdict: string; facts?: string }>;
}

/**
 * The frame of the seed:large benches: local-supabase on DATABASE_URL, or PGlite in
 * LOCAL_SUPABASE_DATA (default .data); the large data set seeded when missing; the calls; then this
 * backend's subsection of `heading` in the report, stamped with the time, machine and load.
 */
export async function benchOnLargeData(run: LargeDataRun): Promise<void> {
  const config = configFromEnv();
  const backend = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite (${config.dataDir})`;
  const ls = await startLocalSupabase({ port: 0, log: () => undefined, dataDir: config.dataDir, databaseUrl: config.databaseUrl });
  try {
    await seedLarge(ls.db);
    const { rows, verdict, facts } = await run.measure(ls);
    const stamp =
      `${new Date().toISOString().slice(0, 16)}Z, ${backend}, ${cpus()[0]?.model ?? 'cpu'} × ${cpus().length}; ${facts ? `${facts}; ` : ''}` +
      `${run.rounds} calls each after ${run.warmup} warm-up calls${run.rounds < 30 ? ' (a short validation run, not a measurement to quote)' : ''}; ` +
      `1-min load average ${loadavg()[0]!.toFixed(1)} at the end (a shared machine: timings include waiting for CPU).`;
    writeSubsection(
      run.heading,
      [run.heading, '', ...run.intro, ''].join('\n'),
      subsectionText(config.databaseUrl, [stamp, verdict], rows),
    );
    console.log(`wrote ${reportName} (${run.heading})`);
  } finally {
    await ls.close();
  }
}
