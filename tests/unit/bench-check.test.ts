import { describe, expect, it } from 'vitest';
import { staleTables } from '../../scripts/bench/check';
import { FINGERPRINT_RE } from '../../scripts/bench/fingerprint';

const table = (backend: string, fp: string) =>
  `### ${backend}\n\n2026-11-23T12:00Z, ${backend}; commit 0123456789ab, code fingerprint ${fp}; 3 runs.\n\n| caller |\n|---|\n`;
const section = (heading: string, ...subs: string[]) => `${heading}\n\nIntro.\n\n${subs.join('\n')}\n`;
const report = (fp: (backend: string, heading: string) => string) =>
  [
    '# Benchmarks\n',
    ...['## Database (RLS) lists', '## Pricing requests list', '## Accounts (bench:accounts)', '## Search (bench:search)'].map((h) =>
      section(h, table('PGlite', fp('PGlite', h)), table('PostgreSQL', fp('PostgreSQL', h))),
    ),
    '## Bundle\n\ncode fingerprint ffffffffffff\n',
  ].join('\n');

describe('bench:check (stale list tables)', () => {
  it('passes when every list table of both backends carries the current fingerprint', () => {
    expect(
      staleTables(
        report(() => 'aaaaaaaaaaaa'),
        'aaaaaaaaaaaa',
      ),
    ).toEqual([]);
  });

  it('names each table measured on other code, and the bench that refreshes it', () => {
    const problems = staleTables(
      report((b, h) => (b === 'PostgreSQL' && h.includes('Pricing') ? 'bbbbbbbbbbbb' : 'aaaaaaaaaaaa')),
      'aaaaaaaaaaaa',
    );
    expect(problems).toEqual([
      '## Pricing requests list / PostgreSQL was measured on code fingerprint bbbbbbbbbbbb, the code is now aaaaaaaaaaaa: run DATABASE_URL=… npm run bench:pricing',
    ]);
  });

  it('fails on a missing backend table or a table without a fingerprint', () => {
    const text = report(() => 'aaaaaaaaaaaa')
      .replace(table('PGlite', 'aaaaaaaaaaaa'), '')
      .replace('code fingerprint aaaaaaaaaaaa', 'no stamp');
    expect(staleTables(text, 'aaaaaaaaaaaa')).toEqual([
      '## Database (RLS) lists has no PGlite table: run npm run bench:db',
      '## Database (RLS) lists / PostgreSQL carries no code fingerprint: run DATABASE_URL=… npm run bench:db',
    ]);
  });

  it('reads the stamp the benches write', () => {
    expect('commit 0123456789ab+changes, code fingerprint 0123456789ab; 3 runs'.match(FINGERPRINT_RE)?.[1]).toBe('0123456789ab');
  });
});
