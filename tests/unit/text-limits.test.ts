import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { COLUMN_LIMITS, maxLengthOf, TEXT_LIMITS } from '../../src/lib/text-limits';

const MIGRATION = path.resolve('supabase/migrations/20261126140000_text_length_limits.sql');

/** `table.column` → limit, as the migration's check constraints set them. */
function constraints(): Map<string, number> {
  const sql = readFileSync(MIGRATION, 'utf8');
  const out = new Map<string, number>();
  let table = '';
  for (const line of sql.split('\n')) {
    const t = /^alter table public\.(\w+)/.exec(line);
    if (t) table = t[1]!;
    const c = /add constraint (\w+) check \(char_length\((\w+)\) <= (\d+)\)/.exec(line);
    if (c) {
      expect(c[1], 'constraint name').toBe(`${table}_${c[2]}_length`);
      out.set(`${table}.${c[2]}`, Number(c[3]));
    }
  }
  return out;
}

describe('text limits', () => {
  it('the migration constrains exactly the columns of COLUMN_LIMITS, each to its kind’s limit', () => {
    const expected = new Map(Object.entries(COLUMN_LIMITS).map(([col, kind]) => [col, TEXT_LIMITS[kind]]));
    expect(Object.fromEntries(constraints())).toEqual(Object.fromEntries(expected));
  });

  it('maxLengthOf gives a form the column’s limit, and refuses a column without one', () => {
    expect(maxLengthOf('accounts.account_name')).toBe(200);
    expect(maxLengthOf('accounts.notes')).toBe(10_000);
    expect(maxLengthOf('profiles.email')).toBe(320);
    expect(() => maxLengthOf('accounts.nope')).toThrow(/no text limit/);
  });
});
