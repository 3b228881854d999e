// Shared by the list benchmarks (bench:db, bench:pricing, bench:accounts): percentiles and the
// docs/benchmarks.md section each one owns, with one subsection per database backend.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const REPORT = path.join(root, 'docs/benchmarks.md');
export const reportName = path.relative(root, REPORT);

/** The p-quantile (0..1) of ascending `sorted` samples. */
export const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!;

/** `### PostgreSQL` or `### PGlite`: the subsection a run on this backend replaces. */
export const backendHeading = (databaseUrl: string | undefined) => `### ${databaseUrl ? 'PostgreSQL' : 'PGlite'}`;

/**
 * Writes `intro` (which starts with `heading`) and `subsection` (which starts with its `### …` line)
 * into the report: the section's other subsections (other backends) are kept, sorted by heading.
 */
export function writeSubsection(heading: string, intro: string, subsection: string) {
  const current = existsSync(REPORT) ? readFileSync(REPORT, 'utf8') : '# Benchmarks\n\n';
  const start = current.indexOf(heading);
  const end = start < 0 ? -1 : current.indexOf('\n## ', start + heading.length);
  const mine = start < 0 ? '' : current.slice(start, end < 0 ? undefined : end + 1);
  const subs = new Map<string, string>();
  for (const part of mine.split(/\n(?=### )/).slice(1)) subs.set(part.split('\n')[0]!, `${part.trimEnd()}\n`);
  subs.set(subsection.split('\n')[0]!, `${subsection.trimEnd()}\n`);
  const section = `${intro.trimEnd()}\n\n${[...subs.keys()]
    .sort()
    .map((k) => subs.get(k)!.trimEnd())
    .join('\n\n')}\n`;
  const next =
    start < 0 ? `${current.trimEnd()}\n\n${section}` : current.slice(0, start) + section + (end < 0 ? '' : `\n${current.slice(end + 1)}`);
  writeFileSync(REPORT, next.endsWith('\n') ? next : `${next}\n`);
}
