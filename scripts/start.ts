// `npm start`: local-supabase (PGlite in .data/, demo data) and the Vite dev server, one command;
// Ctrl-C stops both.
import { createServer } from 'vite';
import { configFromEnv } from '../local-supabase/config.ts';
import { startLocalSupabase } from '../local-supabase/server.ts';

const t0 = Date.now();
const config = configFromEnv();
const ls = await startLocalSupabase(config);
process.env.VITE_SUPABASE_URL ??= ls.url;
process.env.VITE_SUPABASE_ANON_KEY ??= ls.anonKey;
const vite = await createServer({ server: { port: Number(process.env.PORT ?? 5173), strictPort: true, host: '127.0.0.1' } });
await vite.listen();
const portal = vite.resolvedUrls?.local[0] ?? 'http://localhost:5173/';
console.log(`
local-supabase ready on ${ls.url}  (started in ${Date.now() - t0} ms)
  portal:        ${portal}
  API URL:       ${ls.url}
  anon key:      ${ls.anonKey}
  mail catcher:  ${ls.url}/mail

Demo logins (password: demo-password):
  management@demo.test       company-admin@demo.test    executive@demo.test
  regional@demo.test         partner-admin@demo.test    sales-rep@demo.test
  affiliate-admin@demo.test  disabled@demo.test (inactive profile: refused at sign-in)
`);
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
