// What a benchmark table was measured on: the commit, and a fingerprint of the files that decide its
// numbers, so `npm run bench:check` can tell a table that no longer describes the code.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * The code behind the list benchmarks (bench:db, bench:pricing, bench:accounts, bench:search): the
 * schema, its policies and indexes (every migration), the demo and large data, the REST layer and
 * database access of local-supabase, the lists' query parameters and data provider, the search's
 * call and kinds, and the benches.
 */
export const LIST_BENCH_INPUTS = [
  'supabase/migrations',
  'supabase/seed.sql',
  'scripts/seed-large.ts',
  'local-supabase/rest',
  'local-supabase/db',
  'providers/data-provider.ts',
  'providers/list-provider.ts',
  'src/lib/list-strategy.ts',
  'resources/accounts/list-query.ts',
  'resources/pricing-requests/filters.ts',
  'resources/pricing-requests/queries.ts',
  'resources/matrix-submissions/list-query.ts',
  'resources/contracts/list-query.ts',
  'resources/sales-partners/list-query.ts',
  'scripts/bench/report.ts',
  'scripts/bench/fingerprint.ts',
  'scripts/bench/large-data.ts',
  'scripts/bench/db.ts',
  'scripts/bench/pricing.ts',
  'scripts/bench/accounts.ts',
  'scripts/bench/search.ts',
  'providers/global-search.ts',
  'src/lib/search-kinds.ts',
];

/**
 * The code behind the bundle table (bench:bundle): everything that goes into the browser bundle (the
 * app's source, its dependencies' versions, the build configuration), the demo data the pages render,
 * and the bench.
 */
export const BUNDLE_INPUTS = [
  'src',
  'resources',
  'providers',
  'index.html',
  'public',
  'vite.config.ts',
  'package-lock.json',
  'scripts/build',
  'supabase/seed.sql',
  'scripts/bench/bundle.ts',
  'scripts/bench/bundle-routes.ts',
  'scripts/bench/portal-stack.ts',
];

/** The code behind the Lighthouse table (bench:lighthouse): the bundle's, and the bench. */
export const LIGHTHOUSE_INPUTS = [...BUNDLE_INPUTS.filter((f) => !f.startsWith('scripts/bench/bundle')), 'scripts/bench/lighthouse.ts'];

function files(rel: string): string[] {
  const abs = path.join(ROOT, rel);
  if (!existsSync(abs)) return [];
  if (!statSync(abs).isDirectory()) return [rel];
  return readdirSync(abs)
    .sort()
    .flatMap((name) => files(path.posix.join(rel, name)));
}

/** sha256 (first 12 hex digits) over the paths and contents of `inputs` (files or directories). */
export function fingerprint(inputs: readonly string[] = LIST_BENCH_INPUTS): string {
  const h = createHash('sha256');
  for (const f of [...new Set(inputs.flatMap(files))].sort()) {
    h.update(`${f}\0`);
    h.update(readFileSync(path.join(ROOT, f)));
    h.update('\0');
  }
  return h.digest('hex').slice(0, 12);
}

/** The commit checked out (12 digits), `+changes` when `inputs` differ from it; 'unknown' outside git. */
export function commitMeasured(inputs: readonly string[] = LIST_BENCH_INPUTS): string {
  try {
    const git = (...args: string[]) =>
      execFileSync('git', args, { cwd: ROOT, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
    const head = git('rev-parse', '--short=12', 'HEAD');
    const dirty = git('status', '--porcelain', '--', ...inputs) !== '';
    return dirty ? `${head}+changes` : head;
  } catch {
    return 'unknown';
  }
}

/** The stamp's words the check reads back: `code fingerprint 0123456789ab`. */
export const FINGERPRINT_RE = /code fingerprint ([0-9a-f]{12})/;
