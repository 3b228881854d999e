/**
 * A local-supabase of a test file's own on a fresh database (PGlite in memory, or a new database on
 * DATABASE_URL's server: fresh-database.ts), with supabase-js clients for it. The suites that need
 * their own settings or clock build on it (tests/security/own-stack.ts, tests/backend/scheduled-support.ts).
 */
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import path from 'node:path';
import ws from 'ws';
import type { LocalSupabaseConfig } from '../../local-supabase/config.ts';
import { startLocalSupabase, type LocalSupabase } from '../../local-supabase/server.ts';
import { freshDatabase } from './fresh-database.ts';

export interface FreshStack {
  ls: LocalSupabase;
  /** A client with `key` (the anon key by default), no stored session, realtime over `ws`. */
  client(key?: string): SupabaseClient;
  /** Stops the stack and drops its database. */
  close(): Promise<void>;
}

/** Starts the stack; `options` are local-supabase's (seed, config overrides, cron clock, …). */
export async function freshStack(
  name: string,
  options: Omit<Partial<LocalSupabaseConfig>, 'port' | 'dataDir' | 'databaseUrl' | 'projectDir'>,
): Promise<FreshStack> {
  const fresh = await freshDatabase(`ls_${name.replace(/\W/g, '_')}`);
  let ls: LocalSupabase;
  try {
    ls = await startLocalSupabase({
      port: 0,
      dataDir: 'memory',
      databaseUrl: fresh.url,
      projectDir: path.resolve(import.meta.dirname, '../..'),
      log: () => undefined,
      ...options,
    });
  } catch (e) {
    await fresh.drop();
    throw e;
  }
  return {
    ls,
    client: (key = ls.anonKey) =>
      createClient(ls.url, key, {
        auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
        realtime: { transport: ws as unknown as typeof WebSocket },
      }),
    async close() {
      await ls.close();
      await fresh.drop();
    },
  };
}
