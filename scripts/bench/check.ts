/**
 * `npm run bench:check`: fails (exit 1) when a list benchmark's table in docs/benchmarks.md no longer
 * describes the code — when a backend's subsection of `## Database (RLS) lists`,
 * `## Pricing requests list`, `## Accounts (bench:accounts)` or `## Search (bench:search)` is missing,
 * or was stamped with a code fingerprint other than the one of the files that decide its numbers now
 * (LIST_BENCH_INPUTS in fingerprint.ts: migrations, seeds, local-supabase's REST and database layers,
 * the lists' queries and the benches). The fix is to rerun the bench named in the message on both backends.
 */
import { readFileSync } from 'node:fs';
import { fingerprint, FINGERPRINT_RE } from './fingerprint.ts';
import { REPORT, reportName } from './report.ts';

export const LIST_BENCHES = [
  { heading: '## Database (RLS) lists', script: 'bench:db' },
  { heading: '## Pricing requests list', script: 'bench:pricing' },
  { heading: '## Accounts (bench:accounts)', script: 'bench:accounts' },
  { heading: '## Search (bench:search)', script: 'bench:search' },
] as const;

/** The problems with the list tables in `report` (text of docs/benchmarks.md) against fingerprint `current`. */
export function staleTables(report: string, current: string): string[] {
  const problems: string[] = [];
  for (const { heading, script } of LIST_BENCHES) {
    const start = report.indexOf(`${heading}\n`);
    const end = start < 0 ? -1 : report.indexOf('\n## ', start + heading.length);
    const section = start < 0 ? '' : report.slice(start, end < 0 ? undefined : end);
    for (const backend of ['PGlite', 'PostgreSQL']) {
      const sub = section.split(/\n(?=### )/).find((s) => s.startsWith(`### ${backend}\n`));
      const stamped = sub?.match(FINGERPRINT_RE)?.[1];
      const rerun = `${backend === 'PostgreSQL' ? 'DATABASE_URL=… ' : ''}npm run ${script}`;
      if (!sub) problems.push(`${heading} has no ${backend} table: run ${rerun}`);
      else if (!stamped) problems.push(`${heading} / ${backend} carries no code fingerprint: run ${rerun}`);
      else if (stamped !== current)
        problems.push(`${heading} / ${backend} was measured on code fingerprint ${stamped}, the code is now ${current}: run ${rerun}`);
    }
  }
  return problems;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const problems = staleTables(readFileSync(REPORT, 'utf8'), fingerprint());
  if (problems.length) {
    console.error(`${reportName} is stale:\n- ${problems.join('\n- ')}`);
    process.exit(1);
  }
  console.log(`${reportName}: the list tables describe the code (fingerprint ${fingerprint()})`);
}
