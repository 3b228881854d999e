// The portal as a visitor gets it, for the browser benches (bench:bundle, bench:lighthouse): a
// throwaway local-supabase (in memory, the demo data) and a production build of the portal served by
// `vite preview`, both on free ports.
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { build, preview } from 'vite';
import { startLocalSupabase } from '../../local-supabase/server.ts';

export const ROOT = path.resolve(import.meta.dirname, '../..');

export interface PortalStack {
  /** The portal, e.g. http://localhost:41234 (`localhost`: auth redirects share site_url's host). */
  baseUrl: string;
  apiUrl: string;
  anonKey: string;
  buildSeconds: number;
  close(): Promise<void>;
}

export async function startPortalStack(outDir: string): Promise<PortalStack> {
  const ls = await startLocalSupabase({
    port: 0,
    host: '127.0.0.1',
    dataDir: 'memory',
    seed: true,
    projectDir: ROOT,
    log: () => undefined,
  });
  try {
    process.env.VITE_SUPABASE_URL = ls.url;
    process.env.VITE_SUPABASE_ANON_KEY = ls.anonKey;
    process.env.VITE_SENTRY_DSN = '';
    const t0 = Date.now();
    await build({ root: ROOT, logLevel: 'warn', build: { outDir, emptyOutDir: true, sourcemap: false } });
    const buildSeconds = (Date.now() - t0) / 1000;
    const server = await preview({ root: ROOT, logLevel: 'warn', preview: { port: 0, host: 'localhost' }, build: { outDir } });
    const baseUrl = `http://localhost:${(server.httpServer.address() as AddressInfo).port}`;
    return {
      baseUrl,
      apiUrl: ls.url,
      anonKey: ls.anonKey,
      buildSeconds,
      close: async () => {
        await new Promise<void>((resolve) => server.httpServer.close(() => resolve()));
        await ls.close();
      },
    };
  } catch (e) {
    await ls.close();
    throw e;
  }
}
