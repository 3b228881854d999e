// Shared by the benchmarks: percentiles, sign-in, and the docs/benchmarks.md section each bench owns
// (with one subsection per database backend for the list benches, see large-data.ts).
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ws from 'ws';

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

/** The median of `xs` (the mean of the middle two for an even count). */
export function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
}

/** The issues' target for every list call: p95 ≤ 100 ms. */
export const TARGET_P95_MS = 100;

/** "12.3 ms (met)" / "(NOT met)" against TARGET_P95_MS. */
export const verdict = (p95: number) => `${p95.toFixed(1)} ms (${p95 <= TARGET_P95_MS ? 'met' : 'NOT met'})`;

/** The uuid seed:large derives from a label (`md5(label)::uuid`), e.g. `bench-account-100`. */
export function md5uuid(label: string): string {
  const h = createHash('md5').update(label).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}
