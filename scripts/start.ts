// `npm start`: local-supabase (PGlite in .data/, demo data) and the Vite dev server, one command;
// Ctrl-C stops both.
import { createServer } from 'vite';
import { configFromEnv } from '../local-supabase/config.ts';
import { OutdatedDatabaseError } from '../local-supabase/db/migrate.ts';
import { startLocalSupabase } from '../local-supabase/server.ts';
import { demoLogins, startBanner } from './start-banner.ts';

const t0 = Date.now();
const config = configFromEnv();
const ls = await startLocalSupabase(config).catch((e: unknown) => {
  // A data dir from an older local-supabase: say what to do, without a stack trace.
  if (!(e instanceof OutdatedDatabaseError)) throw e;
  console.error(e.message);
  process.exit(1);
});
process.env.VITE_SUPABASE_URL ??= ls.url;
process.env.VITE_SUPABASE_ANON_KEY ??= ls.anonKey;
// One origin for the portal everywhere: http://localhost:5173 is config.toml's site_url, the README's
// and the e-mails' (a session made on 127.0.0.1 would not exist for a link to localhost).
const port = Number(process.env.PORT ?? 5173);
const vite = await createServer({ server: { port, strictPort: true, host: 'localhost' } });
await vite.listen();
console.log(
  startBanner({
    portal: `http://localhost:${port}`,
    apiUrl: ls.url,
    anonKey: ls.anonKey,
    serviceRoleKey: ls.serviceRoleKey,
    startedMs: Date.now() - t0,
    logins: await demoLogins(ls.db),
  }),
);
let stopping = false;
async function stop() {
  if (stopping) return;
  stopping = true;
  await vite.close();
  await ls.close();
  process.exit(0);
}
// A promise an edge function leaves rejected must not take the whole dev server down.
process.on('unhandledRejection', (reason) => console.error('[local-supabase] unhandled rejection:', reason));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
