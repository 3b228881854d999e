// Throwaway stack for Playwright: local-supabase (fresh in-memory database + seed) and Vite, on their own
// ports so a developer's `npm start` (5173 / 54321) keeps running. Started by playwright.config.ts webServer.
import path from 'node:path';
import { build, createServer, preview } from 'vite';
import { startLocalSupabase } from '../../local-supabase/server.ts';
import { E2E_STACK_CONFIG } from '../stack-overrides.ts';
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
    configOverrides: E2E_STACK_CONFIG,
    // Scheduled jobs run only when a journey moves the clock (POST /cron/api/clock).
    cronClock: 'manual',
  });
  process.env.VITE_SUPABASE_URL = ls.url;
  process.env.VITE_SUPABASE_ANON_KEY = ls.anonKey;
  process.env.VITE_SENTRY_DSN = '';
  // A production build served by `vite preview` loads in a fraction of the dev server's time;
  // E2E_DEV=1 runs the dev server instead (no build, slower pages).
  const server = { port: E2E_WEB_PORT, strictPort: true, host: 'localhost' };
  const configFile = path.join(root, 'vite.config.ts');
  let close: () => Promise<void>;
  if (process.env.E2E_DEV) {
    const vite = await createServer({ root, configFile, logLevel: 'warn', server });
    await vite.listen();
    close = () => vite.close();
  } else {
    // One build folder per port, so parallel runs on other ports do not overwrite each other's build.
    const outDir = path.join(root, `node_modules/.e2e-dist-${E2E_WEB_PORT}`);
    await build({ root, configFile, logLevel: 'warn', build: { outDir, emptyOutDir: true, sourcemap: false } });
    const vite = await preview({ root, configFile, logLevel: 'warn', preview: server, build: { outDir } });
    close = () => new Promise<void>((resolve) => vite.httpServer.close(() => resolve()));
  }
  console.log(`[e2e] portal ${E2E_BASE_URL}, backend ${ls.url}`);
  const stop = async () => {
    await close();
    await ls.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop());
  process.on('SIGTERM', () => void stop());
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) await main();
