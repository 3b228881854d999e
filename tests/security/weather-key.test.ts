/**
 * The weather provider's key (`keys` row `weather`) never reaches a signed-in client, whatever the
 * door (issue 27): REST (the table, embeds, the schemas the Data API does not serve), RPC (no function
 * an API role may call reads `keys`), Realtime (the table is not published; the weather rows' changes
 * carry only the weather), edge functions (refused callers learn nothing; the scheduler's own answers
 * carry no key), what refresh-weather stores and what it reports to monitoring. On a stack of its own,
 * with a key no other test uses, so a leak anywhere is a string to find.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '../backend/helpers.ts';
import { record } from '../backend/realtime-helpers.ts';
import { schedStack, type SchedStack } from '../backend/scheduled-support.ts';

const KEY = `weather-key-${randomUUID()}`;
const LOGINS = ['management', 'company-admin', 'executive', 'regional', 'partner-admin', 'sales-rep', 'sales-rep-2', 'affiliate-admin'];

let s: SchedStack;
const clients = new Map<string, SupabaseClient>();

beforeAll(async () => {
  s = await schedStack('weather_key', { weatherApiKey: KEY });
  await s.service.from('keys').update({ key: KEY }).eq('id', 'weather').throwOnError();
  for (const login of LOGINS) clients.set(login, await s.signIn(login));
  await s.clock({ jump_to: '2031-05-01T08:10:00Z' });
}, 240_000);

afterAll(async () => {
  for (const c of clients.values()) await c.removeAllChannels();
  await s?.close();
});

const leaks = (value: unknown) => JSON.stringify(value ?? null).includes(KEY);

describe('REST', () => {
  it.each(LOGINS)('%s: the keys table is refused, not even an empty list; no embed or filter reaches it', async (login) => {
    const c = clients.get(login)!;
    const read = await c.from('keys').select('*');
    expect(read.error?.code).toBe('42501');
    expect(leaks(read)).toBe(false);
    const embedded = await c.from('api_content').select('*, keys(*)');
    expect(embedded.error).not.toBeNull();
    const filtered = await c.from('keys').select('id').eq('key', KEY);
    expect(filtered.error?.code).toBe('42501');
  });

  it.each(['vault', 'net', 'cron'])('the Data API does not serve schema %s to a signed-in user', async (schema) => {
    const token = (await clients.get('management')!.auth.getSession()).data.session!.access_token;
    const res = await fetch(`${s.url}/rest/v1/${schema === 'vault' ? 'decrypted_secrets' : schema === 'net' ? '_http_response' : 'job'}`, {
      headers: { apikey: s.ls.anonKey, Authorization: `Bearer ${token}`, 'Accept-Profile': schema },
    });
    expect(res.status).toBe(406);
    expect((await res.json()) as unknown).toMatchObject({ code: 'PGRST106' });
  });
});

describe('RPC', () => {
  it('no function anon or a signed-in user may call reads the keys table', async () => {
    const { rows } = await s.ls.db.query<{ f: string }>(
      `select n.nspname || '.' || p.proname as f
         from pg_proc p join pg_namespace n on n.oid = p.pronamespace
        where n.nspname in ('public', 'app', 'graphql_public')
          and (has_function_privilege('authenticated', p.oid, 'execute') or has_function_privilege('anon', p.oid, 'execute'))
          and p.prosrc ~* '(public\\.keys|(from|join)\\s+"?keys"?)([^a-z0-9_]|$)'`,
    );
    expect(rows).toEqual([]);
  });
});

describe('Realtime, what refresh-weather stores and what it reports', () => {
  it('a refresh reaches members as weather rows only; a change of the key reaches nobody', async () => {
    const recorders = await Promise.all(
      ['sales-rep', 'sales-rep-2', 'management'].map(async (login) => ({
        login,
        r: await record(clients.get(login)!, [
          { event: '*', schema: 'public', table: 'keys' },
          { event: '*', schema: 'public', table: 'api_content' },
        ]),
      })),
    );
    // The key changes first (to the same value: still a change), then the weather: had the key's
    // change been delivered, it would have arrived before the weather's (one server, in order).
    await s.service.from('keys').update({ key: KEY }).eq('id', 'weather').throwOnError();
    await s.weather.set({ current: { temp_c: 7, text: 'Cloudy', code: 1006 } });
    const { runs } = await s.clock({ advance: '20 minutes' }); // 08:30:00
    expect(runs.map((r) => [r.jobname, r.status])).toEqual([['refresh-weather', 'succeeded']]);

    const own = {
      'sales-rep': DEMO.organizations.summit,
      'sales-rep-2': DEMO.organizations.coastal,
      management: DEMO.organizations.coastal,
    };
    for (const { login, r } of recorders) {
      const mine = await r.waitFor((c) => (c.new as { id?: string }).id === `weather:${own[login as keyof typeof own]}`);
      expect(mine.table).toBe('api_content');
      expect(r.events.filter((e) => e.table === 'keys')).toEqual([]);
      expect(leaks(r.events)).toBe(false);
    }
    // A member of one organization hears nothing of the other's row.
    const summitOnly = recorders.find((x) => x.login === 'sales-rep')!.r;
    expect(summitOnly.events.some((e) => (e.new as { id?: string }).id === `weather:${DEMO.organizations.coastal}`)).toBe(false);
    const published = await s.ls.db.query(`select 1 from pg_publication_tables where pubname = 'supabase_realtime' and tablename = 'keys'`);
    expect(published.rows).toEqual([]);
  });

  it('no signed-in user reads the key in the weather content, and nothing stored or reported holds it', async () => {
    for (const login of LOGINS) {
      const { data, error } = await clients.get(login)!.from('api_content').select('*');
      expect(error).toBeNull();
      expect(leaks(data), login).toBe(false);
    }
    // The provider did get it (so the runs above really used it)…
    expect((await s.weather.requests()).every((r) => r.key_valid)).toBe(true);
    // …and a refused key goes to monitoring without it.
    await s.weather.fail({ mode: 'http', status: 401 });
    try {
      await s.clock({ advance: '30 minutes' });
    } finally {
      await s.weather.reset();
    }
    const events = await s.events('function:refresh-weather');
    expect(events.length).toBeGreaterThan(0);
    expect(leaks(events)).toBe(false);
    const { rows } = await s.ls.db.query(`select content, error_msg from net._http_response`);
    expect(rows.length).toBeGreaterThan(0);
    expect(leaks(rows)).toBe(false);
  });
});

describe('edge functions', () => {
  it.each(['refresh-weather', 'sweep-zips'])('%s refuses every signed-in role without a word of the key', async (slug) => {
    for (const login of LOGINS) {
      const { data, error } = await clients.get(login)!.functions.invoke(slug, { body: {} });
      expect(data, login).toBeNull();
      const res = (error as { context?: Response }).context!;
      expect(res.status, login).toBe(403);
      expect(leaks(await res.text())).toBe(false);
    }
  });

  it('the scheduler’s own call answers with what it refreshed, not with the key', async () => {
    const res = await fetch(`${s.url}/functions/v1/refresh-weather`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${s.ls.serviceRoleKey}`, apikey: s.ls.serviceRoleKey, 'Content-Type': 'application/json' },
      body: '{}',
    });
    expect(res.status).toBe(200);
    const text = await res.text();
    expect(JSON.parse(text)).toMatchObject({ failed: [] });
    expect(text.includes(KEY)).toBe(false);
  });
});
