/**
 * A local-supabase of a test file's own for scheduled jobs: seeded, with a manual cron clock, so a test
 * decides when time passes (`clock`) and nothing runs behind its back; and handles on its weather
 * stand-in and monitoring recorder. PGlite in memory, or a fresh database on DATABASE_URL's server.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import type { RecordedEvent } from '../../local-supabase/monitoring/index.ts';
import type { LocalSupabase } from '../../local-supabase/server.ts';
import type { Failure, WeatherRequest } from '../../local-supabase/weather/index.ts';
import { TEST_STACK_CONFIG } from '../stack-overrides.ts';
import { freshStack } from './fresh-stack.ts';

export interface JobRun {
  runid: string;
  jobname: string | null;
  status: string;
  return_message: string | null;
}

export interface SchedStack {
  ls: LocalSupabase;
  url: string;
  service: SupabaseClient;
  /** A client with the anon key, signed in as a demo login (`sales-rep` → sales-rep@demo.test). */
  signIn(login: string): Promise<SupabaseClient>;
  /** Moves the manual clock (`{ advance: '30 minutes' }` or `{ jump_to: iso }`); the runs it made, finished. */
  clock(move: { advance: string } | { jump_to: string }): Promise<{ now: string; runs: JobRun[] }>;
  weather: {
    set(body: { q?: string; current: Record<string, unknown>; days?: Record<string, unknown>[] }): Promise<void>;
    fail(f: Failure): Promise<void>;
    reset(): Promise<void>;
    requests(): Promise<WeatherRequest[]>;
  };
  /** Errors reported to the monitoring recorder, newest first (optionally those with tag `key:value`). */
  events(tag?: string): Promise<RecordedEvent[]>;
  close(): Promise<void>;
}

export async function schedStack(name: string, overrides: { weatherApiKey?: string } = {}): Promise<SchedStack> {
  const { ls, client, close } = await freshStack(name, {
    seed: true,
    configOverrides: TEST_STACK_CONFIG,
    cronClock: 'manual',
    weatherApiKey: overrides.weatherApiKey,
  });
  const call = async (method: string, p: string, body?: unknown) => {
    const res = await fetch(`${ls.url}${p}`, {
      method,
      headers: { Authorization: `Bearer ${ls.serviceRoleKey}`, 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`${method} ${p}: HTTP ${res.status} ${await res.text()}`);
    return res.status === 204 ? undefined : ((await res.json()) as unknown);
  };
  return {
    ls,
    url: ls.url,
    service: client(ls.serviceRoleKey),
    async signIn(login) {
      const c = client(ls.anonKey);
      const { error } = await c.auth.signInWithPassword({ email: `${login}@demo.test`, password: 'demo-password' });
      if (error) throw error;
      return c;
    },
    clock: (move) => call('POST', '/cron/api/clock', move) as Promise<{ now: string; runs: JobRun[] }>,
    weather: {
      set: async (body) => void (await call('PUT', '/weather/api/conditions', body)),
      fail: async (f) => void (await call('POST', '/weather/api/failures', f)),
      reset: async () => void (await call('POST', '/weather/api/reset')),
      requests: async () => ((await call('GET', '/weather/api/requests')) as { requests: WeatherRequest[] }).requests,
    },
    events: async (tag) =>
      ((await call('GET', `/monitoring/api/events${tag ? `?tag=${encodeURIComponent(tag)}` : ''}`)) as { events: RecordedEvent[] }).events,
    close,
  };
}
