// Throwaway stack for Playwright: local-supabase (fresh in-memory database + seed) and Vite, on their own
// ports so a developer's `npm start` (5173 / 54321) keeps running. Started by playwright.config.ts webServer.
import path from 'node:path';
import { createServer } from 'vite';
import { startLocalSupabase } from '../../local-supabase/server.ts';
import { E2E_API_PORT, E2E_BASE_URL, E2E_WEB_PORT } from './ports.ts';

async function main() {
  const root = path.resolve(import.meta.dirname, '../..');
  const ls = await startLocalSupabase({
    port: E2E_API_PORT,
    host: '127.0.0.1',
    dataDir: 'memory',
    seed: true,
    projectDir: root,
    log: (line) => console.log(`[e2e backend] ${line}`),
  });
  process.env.VITE_SUPABASE_URL = ls.url;
  process.env.VITE_SUPABASE_ANON_KEY = ls.anonKey;
  process.env.VITE_SENTRY_DSN = '';
  const vite = await createServer({
    root,
    configFile: path.join(root, 'vite.config.ts'),
    logLevel: 'warn',
    server: { port: E2E_WEB_PORT, strictPort: true, host: 'localhost' },
  });
  await vite.listen();
  console.log(`[e2e] portal ${E2E_BASE_URL}, backend ${ls.url}`);
  const stop = async () => {
    await vite.close();
    await ls.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop());
  process.on('SIGTERM', () => void stop());
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) await main();
