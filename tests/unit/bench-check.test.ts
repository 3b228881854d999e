import { describe, expect, it } from 'vitest';
import { staleTables, TRACKED_BENCHES, VALIDATION_RUN, type BenchInputs } from '../../scripts/bench/check';
import { FINGERPRINT_RE } from '../../scripts/bench/fingerprint';

const CURRENT: Record<BenchInputs, string> = { lists: 'aaaaaaaaaaaa', bundle: 'bbbbbbbbbbbb', lighthouse: 'cccccccccccc' };

const stamp = (fp: string, extra = '') => `2026-11-23T12:00Z; commit 0123456789ab, code fingerprint ${fp}; 3 runs${extra}.`;
const table = (backend: string, fp: string, extra = '') => `### ${backend}\n\n${stamp(fp, extra)}\n\n| caller |\n|---|\n`;

/** A report whose tables carry `fp(heading, backend)` (the current fingerprints by default). */
function report(fp: (heading: string, backend?: string) => string = (h) => CURRENT[TRACKED_BENCHES.find((b) => b.heading === h)!.inputs]) {
  return [
    '# Benchmarks\n',
    ...TRACKED_BENCHES.map(({ heading, perBackend }) =>
      perBackend
        ? `${heading}\n\nIntro.\n\n${table('PGlite', fp(heading, 'PGlite'))}\n${table('PostgreSQL', fp(heading, 'PostgreSQL'))}\n`
        : `${heading}\n\nIntro.\n\n${stamp(fp(heading))}\n\n| route |\n|---|\n`,
    ),
  ].join('\n');
}

describe('bench:check (stale benchmark tables)', () => {
  it('passes when every table carries the current fingerprint of its code', () => {
    expect(staleTables(report(), CURRENT)).toEqual([]);
  });

  it('names each table measured on other code, and the bench that refreshes it', () => {
    const current = (h: string) => CURRENT[TRACKED_BENCHES.find((x) => x.heading === h)!.inputs];
    const problems = staleTables(
      report((h, b) => (b === 'PostgreSQL' && h.includes('Pricing') ? 'dddddddddddd' : h === '## Bundle' ? 'aaaaaaaaaaaa' : current(h))),
      CURRENT,
    );
    expect(problems).toEqual([
      '## Pricing requests list / PostgreSQL was measured on code fingerprint dddddddddddd, the code is now aaaaaaaaaaaa: run DATABASE_URL=… npm run bench:pricing',
      '## Bundle was measured on code fingerprint aaaaaaaaaaaa, the code is now bbbbbbbbbbbb: run npm run bench:bundle -- --record',
    ]);
  });

  it('fails on a missing table, a table without a fingerprint, or a validation run', () => {
    const text = report()
      .replace(table('PGlite', CURRENT.lists), '')
      .replace(`code fingerprint ${CURRENT.lists}; 3 runs.`, 'no stamp.')
      .replace(/## Lighthouse\n[\s\S]*$/, '')
      .replace(
        `## Bundle\n\nIntro.\n\n${stamp(CURRENT.bundle)}`,
        `## Bundle\n\nIntro.\n\n${stamp(CURRENT.bundle, ` (${VALIDATION_RUN}, not a measurement to quote)`)}`,
      );
    expect(staleTables(text, CURRENT)).toEqual([
      '## Database (RLS) lists has no PGlite table: run npm run bench:db',
      '## Database (RLS) lists / PostgreSQL carries no code fingerprint: run DATABASE_URL=… npm run bench:db',
      `## Bundle records ${VALIDATION_RUN}, not a measurement: run npm run bench:bundle -- --record`,
      '## Lighthouse is missing: run npm run bench:lighthouse -- --record',
    ]);
  });

  it('holds the bundle rows of a current table to their budgets', () => {
    const rows = (cold: string, warm: string) =>
      `### Cold (first visit)\n\n| route | gzip | within budget |\n|---|---:|---|\n| /accounts | 504.5 KB | ${cold} |\n| /tasks | 498.8 KB | yes |\n\n` +
      `### Warm (from the dashboard)\n\n| route | gzip | within budget |\n|---|---:|---|\n| /settings | 29.6 KB | ${warm} |\n`;
    const within = report().replace('| route |\n|---|\n', rows('yes', 'yes'));
    expect(staleTables(within, CURRENT)).toEqual([]);
    const over = report().replace('| route |\n|---|\n', rows('**NO**', '**NO**'));
    expect(staleTables(over, CURRENT)).toEqual([
      '## Bundle: over budget: Cold: /accounts, Warm: /settings (bring them within their budgets, or give OVER_TARGET a budget with its reason; then npm run bench:bundle -- --record)',
    ]);
    // A stale table is reported as stale (its rows describe other code), not as over budget.
    expect(staleTables(over, { ...CURRENT, bundle: 'eeeeeeeeeeee' })).toEqual([
      '## Bundle was measured on code fingerprint bbbbbbbbbbbb, the code is now eeeeeeeeeeee: run npm run bench:bundle -- --record',
    ]);
  });

  it('reads the stamp the benches write', () => {
    expect('commit 0123456789ab+changes, code fingerprint 0123456789ab; 3 runs'.match(FINGERPRINT_RE)?.[1]).toBe('0123456789ab');
  });
});
