import { configFromEnv } from './config.ts';
import { OutdatedDatabaseError } from './db/migrate.ts';
import { startLocalSupabase } from './server.ts';

// `npm run backend`: local-supabase in the foreground until Ctrl-C.
const config = configFromEnv();
const ls = await startLocalSupabase(config).catch((e: unknown) => {
  // A data dir from an older local-supabase: say what to do, without a stack trace.
  if (!(e instanceof OutdatedDatabaseError)) throw e;
  console.error(e.message);
  process.exit(1);
});
console.log(`local-supabase ready on ${ls.url}`);
console.log(`  API URL:          ${ls.url}`);
console.log(`  anon key:         ${ls.anonKey}`);
console.log(`  service_role key: ${ls.serviceRoleKey}`);
console.log(`  mail catcher:     ${ls.url}/mail`);
console.log(`  weather stand-in: ${ls.url}/weather`);
console.log(`  scheduled jobs:   ${ls.url}/cron`);
console.log(`  monitoring:       ${ls.url}/monitoring`);
let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  await ls.close();
  process.exit(0);
};
// A promise an edge function leaves rejected must not take the whole dev server down.
process.on('unhandledRejection', (reason) => console.error('[local-supabase] unhandled rejection:', reason));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
