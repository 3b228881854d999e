/**
 * The backend suite's local-supabase, run as a child process of Vitest (tests/backend/global-setup.ts):
 * a database that wedges or a stuck request then fails the tests that wait on it (timeouts) instead
 * of freezing the test runner itself. Prints one line `READY {json}` once it serves; stops on SIGTERM
 * or when its parent goes away (stdin closes).
 *
 * Env: TEST_DATABASE_URL (a fresh PostgreSQL database; PGlite in memory without it),
 * LOCAL_SUPABASE_PROJECT (the project directory, default `.`).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { execAsProjectRole } from '../../local-supabase/db/migrate.ts';
import { startLocalSupabase } from '../../local-supabase/server.ts';
import { TEST_STACK_CONFIG } from '../stack-overrides.ts';

const databaseUrl = process.env.TEST_DATABASE_URL || undefined;
const ls = await startLocalSupabase({
  port: 0,
  dataDir: 'memory',
  databaseUrl,
  seed: true,
  projectDir: path.resolve(process.env.LOCAL_SUPABASE_PROJECT ?? '.'),
  log: () => undefined,
  // Test-only edge functions (fx-*), with their own config.toml and .env.
  functionsDirs: [path.resolve('tests/backend/fixtures/functions')],
  configOverrides: TEST_STACK_CONFIG,
  // Scheduled jobs run only when a test moves the clock (POST /cron/api/clock).
  cronClock: 'manual',
});
// Tables only the tests use (public.fx_*), each with RLS like every real table; applied like a
// migration, as hosted's non-superuser postgres.
const dir = path.resolve('tests/backend/fixtures');
for (const f of readdirSync(dir)
  .filter((f) => f.endsWith('.sql'))
  .sort()) {
  const sql = readFileSync(path.join(dir, f), 'utf8');
  await ls.db.transaction((tx) => execAsProjectRole(tx, sql));
}
await ls.db.exec(`notify pgrst, 'reload schema'`);
await ls.migrate();

let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  await ls.close().catch(() => undefined);
  process.exit(0);
};
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());
process.stdin.on('end', () => void stop());
process.stdin.resume();
// Edge functions under test may leave a promise rejected; that must not end the server mid-run.
process.on('unhandledRejection', (reason) => console.error('[test-server] unhandled rejection:', reason));

const ready = {
  url: ls.url,
  anonKey: ls.anonKey,
  serviceRoleKey: ls.serviceRoleKey,
  jwtSecret: ls.jwtSecret,
  backend: databaseUrl ? 'pg' : 'pglite',
};
process.stdout.write(`READY ${JSON.stringify(ready)}\n`);
