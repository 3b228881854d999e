// @vitest-environment node
/**
 * supabase/migrations and seed.sql run as hosted's `postgres` on hosted Supabase, and locally as
 * hosted_postgres (local-supabase/db/migrate.ts: PGlite's and CI's bootstrap superuser is itself named
 * postgres). So the SQL must not depend on that name, nor switch roles: what it does as the role it runs
 * as is what both places check (docs/hosted-supabase.md).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(__dirname, '../..');
const files = [
  ...readdirSync(path.join(root, 'supabase/migrations'))
    .filter((f) => f.endsWith('.sql'))
    .map((f) => `supabase/migrations/${f}`),
  'supabase/seed.sql',
];

/** The SQL without its comments (a comment may well speak of postgres). */
function code(file: string): string {
  return readFileSync(path.join(root, file), 'utf8')
    .replace(/\/\*[\s\S]*?\*\//g, ' ')
    .replace(/--[^\n]*/g, ' ');
}

const FORBIDDEN: [string, RegExp][] = [
  ['names the role postgres', /\bpostgres\b/i],
  ['switches roles', /\b(?:set|reset)\s+(?:local\s+|session\s+)?role\b/i],
  ['switches the session user', /\bsession\s+authorization\b/i],
];

describe('migrations and seed run as whatever plays postgres', () => {
  it('finds the files', () => {
    expect(files.length).toBeGreaterThan(20);
  });

  for (const [what, pattern] of FORBIDDEN) {
    it(`no file ${what}`, () => {
      expect(files.filter((f) => pattern.test(code(f)))).toEqual([]);
    });
  }

  it('the patterns catch what they are for', () => {
    expect(FORBIDDEN.map(([, p]) => p.test('grant select on public.t to postgres; alter function f() owner to Postgres'))).toEqual([
      true,
      false,
      false,
    ]);
    expect(FORBIDDEN.map(([, p]) => p.test('reset role; set local role authenticated; set session authorization x'))).toEqual([
      false,
      true,
      true,
    ]);
    expect(FORBIDDEN.some(([, p]) => p.test("create role hosted_postgres_like; select 'PostgREST'"))).toBe(false);
  });
});
