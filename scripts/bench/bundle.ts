// `npm run bench:bundle`: production build, then the gzip size of the JavaScript a first visit loads for
// /welcome/login and for /dashboard (entry chunk + the route's lazy page chunk + their static imports).
// Targets: ≤ 300 KB and ≤ 500 KB. Appends a `## Bundle` section to docs/benchmarks.md with --record.
import { appendFileSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';
import { DEFAULT_JWT_SECRET } from '../../local-supabase/config.ts';
import { projectKeys } from '../../local-supabase/jwt.ts';

interface Chunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
type Manifest = Record<string, Chunk>;

const root = path.resolve(import.meta.dirname, '../..');
const outDir = path.join(root, 'node_modules/.bench-dist');
const KB = 1024;

const ROUTES: { route: string; pages: string[]; targetKb: number }[] = [
  { route: '/welcome/login', pages: ['src/pages/login-page.tsx'], targetKb: 300 },
  {
    route: '/dashboard',
    pages: ['src/portal-shell.tsx', 'src/layouts/main-layout.tsx', 'src/pages/dashboard/dashboard-page.tsx'],
    targetKb: 500,
  },
];

/** Keys of the chunks loaded with `keys`: their static imports, transitively. */
function closure(manifest: Manifest, keys: string[]): Set<string> {
  const seen = new Set<string>();
  const stack = [...keys];
  while (stack.length) {
    const key = stack.pop() as string;
    if (seen.has(key)) continue;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`not in the build manifest: ${key}`);
    seen.add(key);
    stack.push(...(chunk.imports ?? []));
  }
  return seen;
}

const gzipSize = (file: string) => gzipSync(readFileSync(path.join(outDir, file)), { level: 9 }).length;

async function main() {
  const t0 = Date.now();
  // A production build needs the backend's URL and key (vite.config.ts); local-supabase's stand in.
  process.env.VITE_SUPABASE_URL ||= 'http://127.0.0.1:54321';
  process.env.VITE_SUPABASE_ANON_KEY ||= (await projectKeys(DEFAULT_JWT_SECRET)).anonKey;
  await build({ root, logLevel: 'warn', build: { outDir, emptyOutDir: true, manifest: true, sourcemap: false } });
  const manifest = JSON.parse(readFileSync(path.join(outDir, '.vite/manifest.json'), 'utf8')) as Manifest;
  const entry = Object.keys(manifest).find((k) => manifest[k].isEntry) as string;
  const lines: string[] = [];
  let ok = true;
  for (const { route, pages, targetKb } of ROUTES) {
    const keys = closure(manifest, [entry, ...pages]);
    const files = [...keys].map((k) => manifest[k].file).filter((f) => f.endsWith('.js'));
    const bytes = files.reduce((sum, f) => sum + gzipSize(f), 0);
    const kb = bytes / KB;
    ok &&= kb <= targetKb;
    lines.push(`| ${route} | ${files.length} | ${kb.toFixed(1)} KB | ≤ ${targetKb} KB | ${kb <= targetKb ? 'yes' : 'NO'} |`);
  }
  const lazy = Object.entries(manifest)
    .filter(([k, c]) => c.isDynamicEntry && /sentry|jszip/i.test(k + c.file))
    .map(([, c]) => `${path.basename(c.file)} ${(gzipSize(c.file) / KB).toFixed(1)} KB`);
  const table = ['| route | JS files | gzip | target | within |', '|---|---|---|---|---|', ...lines].join('\n');
  console.log(table);
  console.log(`lazy-only chunks: ${lazy.join(', ') || 'none'}  (build + measure ${((Date.now() - t0) / 1000).toFixed(1)} s)`);
  if (process.argv.includes('--record')) {
    const when = new Date().toISOString().slice(0, 10);
    appendFileSync(
      path.join(root, 'docs/benchmarks.md'),
      `\n## Bundle\n\n\`npm run bench:bundle\` (\`scripts/bench/bundle.ts\`): production build, then the gzip (level 9) size of the ` +
        `JavaScript a first visit loads — the entry chunk, the route's lazily loaded page chunk and their static ` +
        `imports. Sentry (tracing, replay, feedback) loads only when VITE_SENTRY_DSN is set, in its own chunks.\n\n` +
        `Node ${process.versions.node}, ${when}:\n\n${table}\n\nLazy-only chunks: ${lazy.join(', ') || 'none'}.\n`,
    );
  }
  if (!ok) process.exitCode = 1;
}

await main();
