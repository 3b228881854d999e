import { createClient } from '@supabase/supabase-js';
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import ws from 'ws';
import { startLocalSupabase, type LocalSupabase } from '../../local-supabase/server.ts';

// A local-supabase of its own (empty, PGlite in memory) with GoTrue's limits low enough to reach
// in a test: the shared test stack raises them (tests/stack-overrides.ts), since its suites sign in
// from 127.0.0.1 all the time. The reuse interval is 0 instead of 10 s, so no test sleeps.
// token_refresh = 1 per 5 minutes: the 30-request burst is all a test gets, nothing refills meanwhile.
const CONFIG = `
[auth]
refresh_token_reuse_interval = 0
[auth.rate_limit]
email_sent = 2
token_refresh = 1
sign_in_sign_ups = 1
[auth.email]
enable_confirmations = true
max_frequency = "0s"
`;

let ls: LocalSupabase;
let dir: string;
vi.setConfig({ testTimeout: 60_000 });

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'auth-limits-'));
  mkdirSync(path.join(dir, 'supabase'));
  writeFileSync(path.join(dir, 'supabase', 'config.toml'), CONFIG);
  ls = await startLocalSupabase({ port: 0, dataDir: 'memory', databaseUrl: undefined, seed: false, projectDir: dir, log: () => undefined });
});

afterAll(async () => {
  await ls?.close();
  rmSync(dir, { recursive: true, force: true });
});

const client = (key = ls.anonKey) =>
  createClient(ls.url, key, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: ws as unknown as typeof WebSocket },
  });

async function confirmedUser(email: string, password = 'limits-pw-1') {
  const { error } = await client(ls.serviceRoleKey).auth.admin.createUser({ email, password, email_confirm: true });
  if (error) throw error;
  return { email, password };
}

// Runs first: it needs a handful of /token requests from the 30 the limit test then uses up.
describe('refresh-token reuse (refresh_token_reuse_interval = 0)', () => {
  it('a rotated-out token used again is refused and revokes the whole family of that session only', async () => {
    const { email, password } = await confirmedUser('reuse@test.local');
    const a = client();
    const other = client();
    const first = (await a.auth.signInWithPassword({ email, password })).data.session!;
    expect((await other.auth.signInWithPassword({ email, password })).error).toBeNull();
    const second = (await a.auth.refreshSession()).data.session!;
    const third = (await a.auth.refreshSession()).data.session!;
    expect(third.refresh_token).not.toBe(second.refresh_token);

    const reuse = await client().auth.refreshSession({ refresh_token: first.refresh_token });
    expect(reuse.error).toMatchObject({ status: 400, code: 'refresh_token_already_used', message: 'Invalid Refresh Token: Already Used' });
    // The family is revoked: even the token the session held last is refused now.
    const current = await client().auth.refreshSession({ refresh_token: third.refresh_token });
    expect(current.error).toMatchObject({ status: 400, code: 'refresh_token_already_used' });
    // The user's other session is a family of its own and keeps refreshing.
    expect((await other.auth.refreshSession()).error).toBeNull();
  });
});

describe('[auth.rate_limit]', () => {
  it('password sign-ins share token_refresh per client: once the burst of 30 is spent, 429 over_request_rate_limit', async () => {
    await confirmedUser('victim@test.local');
    const statuses: number[] = [];
    for (let i = 0; i < 40; i++) {
      const { error } = await client().auth.signInWithPassword({ email: 'victim@test.local', password: `wrong-${i}` });
      statuses.push(error?.status ?? 200);
      if (error?.status === 429) expect(error).toMatchObject({ code: 'over_request_rate_limit', message: 'Request rate limit reached' });
    }
    const first429 = statuses.indexOf(429);
    expect(statuses[0]).toBe(400);
    expect(first429).toBeGreaterThan(15);
    expect(first429).toBeLessThanOrEqual(30);
    expect(statuses.slice(0, first429).every((s) => s === 400)).toBe(true);
    expect(statuses.slice(first429).every((s) => s === 429)).toBe(true);
    // Even the right password is refused now: the limit is per client, not per outcome.
    const right = await client().auth.signInWithPassword({ email: 'victim@test.local', password: 'limits-pw-1' });
    expect(right.error).toMatchObject({ status: 429, code: 'over_request_rate_limit' });
  });

  it('e-mails sent per hour (confirmations on): the third sign-up mail → 429 over_email_send_rate_limit, nothing kept', async () => {
    for (const n of [1, 2])
      expect((await client().auth.signUp({ email: `mail-${n}@test.local`, password: 'limits-pw-1' })).error).toBeNull();
    const third = await client().auth.signUp({ email: 'mail-3@test.local', password: 'limits-pw-1' });
    expect(third.error).toMatchObject({ status: 429, code: 'over_email_send_rate_limit', message: 'email rate limit exceeded' });
    const { data } = await client(ls.serviceRoleKey).auth.admin.listUsers();
    expect(data.users.map((u) => u.email)).not.toContain('mail-3@test.local');
  });

  it('sign-ups share sign_in_sign_ups per client: past the burst, 429 over_request_rate_limit', async () => {
    // The limit is taken before the request is validated (GoTrue's limitHandler), so even a sign-up
    // without a password (400) uses up the bucket; the e-mail test above took three already.
    const statuses: number[] = [];
    for (let i = 0; i < 32; i++)
      statuses.push((await client().auth.signUp({ email: `burst-${i}@test.local`, password: '' })).error?.status ?? 200);
    expect(statuses.slice(0, 27).every((s) => s === 400)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });
});
