/**
 * `npm run bench:check` (run by `npm test`): fails (exit 1) when a benchmark table in
 * docs/benchmarks.md no longer describes the code — when a table is missing, was stamped with a code
 * fingerprint other than the one of the files that decide its numbers now (fingerprint.ts: for the
 * list benches the migrations, seeds, local-supabase's REST and database layers, the lists' queries
 * and the benches; for the bundle and Lighthouse everything that goes into the browser bundle and
 * the bench), or records a short validation run rather than a measurement (fewer runs than the bench
 * takes by default). The fix is to rerun the bench named in the message (both backends for the list
 * benches); it needs no benchmark run itself.
 */
import { readFileSync } from 'node:fs';
import { BUNDLE_INPUTS, fingerprint, FINGERPRINT_RE, LIGHTHOUSE_INPUTS, LIST_BENCH_INPUTS } from './fingerprint.ts';
import { REPORT, reportName } from './report.ts';

export type BenchInputs = 'lists' | 'bundle' | 'lighthouse';

export interface TrackedBench {
  heading: string;
  script: string;
  inputs: BenchInputs;
  /** One subsection per database backend (`### PGlite`, `### PostgreSQL`), each stamped. */
  perBackend: boolean;
  /**
   * Its rows end in a "within budget" cell: a current table with a row marked **NO** fails the check
   * (the bundle's sizes depend on the code alone, so a current table is the measurement `npm test` holds).
   */
  budgeted?: boolean;
}

export const TRACKED_BENCHES: readonly TrackedBench[] = [
  { heading: '## Database (RLS) lists', script: 'bench:db', inputs: 'lists', perBackend: true },
  { heading: '## Pricing requests list', script: 'bench:pricing', inputs: 'lists', perBackend: true },
  { heading: '## Accounts (bench:accounts)', script: 'bench:accounts', inputs: 'lists', perBackend: true },
  { heading: '## Search (bench:search)', script: 'bench:search', inputs: 'lists', perBackend: true },
  { heading: '## Bundle', script: 'bench:bundle -- --record', inputs: 'bundle', perBackend: false, budgeted: true },
  { heading: '## Lighthouse', script: 'bench:lighthouse -- --record', inputs: 'lighthouse', perBackend: false },
];

/** The words the list benches add to a stamp of fewer runs or calls than a measurement takes. */
export const VALIDATION_RUN = 'a short validation run';

/** The current fingerprint of each kind of bench input. */
export function currentFingerprints(): Record<BenchInputs, string> {
  return { lists: fingerprint(LIST_BENCH_INPUTS), bundle: fingerprint(BUNDLE_INPUTS), lighthouse: fingerprint(LIGHTHOUSE_INPUTS) };
}

/** The rows of a budgeted table whose last cell says they exceed their budget ('### Cold: /accounts'). */
export function overBudget(text: string): string[] {
  let part = '';
  const over: string[] = [];
  for (const line of text.split('\n')) {
    if (line.startsWith('### ')) part = line.slice(4).split(' (')[0]!;
    else if (line.startsWith('| ') && /\|\s*\*\*NO\*\*\s*\|\s*$/.test(line))
      over.push(`${part ? `${part}: ` : ''}${line.split('|')[1]!.trim()}`);
  }
  return over;
}

function sectionOf(report: string, heading: string): string | undefined {
  const start = report.indexOf(`${heading}\n`);
  if (start < 0) return undefined;
  const end = report.indexOf('\n## ', start + heading.length);
  return report.slice(start, end < 0 ? undefined : end);
}

/** The problems with the tracked tables in `report` (text of docs/benchmarks.md) against the `current` fingerprints. */
export function staleTables(report: string, current: Record<BenchInputs, string>): string[] {
  const problems: string[] = [];
  for (const { heading, script, inputs, perBackend, budgeted } of TRACKED_BENCHES) {
    const section = sectionOf(report, heading);
    const parts: { where: string; text: string | undefined; rerun: string }[] = perBackend
      ? ['PGlite', 'PostgreSQL'].map((backend) => ({
          where: `${heading} / ${backend}`,
          text: section?.split(/\n(?=### )/).find((s) => s.startsWith(`### ${backend}\n`)),
          rerun: `${backend === 'PostgreSQL' ? 'DATABASE_URL=… ' : ''}npm run ${script}`,
        }))
      : [{ where: heading, text: section, rerun: `npm run ${script}` }];
    for (const { where, text, rerun } of parts) {
      const stamped = text?.match(FINGERPRINT_RE)?.[1];
      if (!text)
        problems.push(`${perBackend ? `${heading} has no ${where.split(' / ')[1]} table` : `${heading} is missing`}: run ${rerun}`);
      else if (!stamped) problems.push(`${where} carries no code fingerprint: run ${rerun}`);
      else if (stamped !== current[inputs])
        problems.push(`${where} was measured on code fingerprint ${stamped}, the code is now ${current[inputs]}: run ${rerun}`);
      else if (text.includes(VALIDATION_RUN)) problems.push(`${where} records ${VALIDATION_RUN}, not a measurement: run ${rerun}`);
      else if (budgeted) {
        const over = overBudget(text);
        if (over.length)
          problems.push(
            `${where}: over budget: ${over.join(', ')} (bring them within their budgets, or give OVER_TARGET a budget with its reason; then ${rerun})`,
          );
      }
    }
  }
  return problems;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const current = currentFingerprints();
  const problems = staleTables(readFileSync(REPORT, 'utf8'), current);
  if (problems.length) {
    console.error(`${reportName} is stale:\n- ${problems.join('\n- ')}`);
    process.exit(1);
  }
  console.log(`${reportName}: every benchmark table describes the code (fingerprints ${Object.values(current).join(', ')})`);
}
