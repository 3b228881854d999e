import { createClient } from '@supabase/supabase-js';
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ws from 'ws';
import { startLocalSupabase, type LocalSupabase } from '../../local-supabase/server.ts';

// A second, empty local-supabase whose supabase/config.toml turns e-mail confirmations on and
// rotation off, to observe the behaviour those settings select (always PGlite in memory).
const CONFIG = `
[auth]
site_url = "http://app.test"
enable_refresh_token_rotation = false
minimum_password_length = 10
[auth.email]
enable_confirmations = true
double_confirm_changes = false
`;

let ls: LocalSupabase;
let dir: string;

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'auth-config-'));
  mkdirSync(path.join(dir, 'supabase'));
  writeFileSync(path.join(dir, 'supabase', 'config.toml'), CONFIG);
  ls = await startLocalSupabase({ port: 0, dataDir: 'memory', databaseUrl: undefined, seed: false, projectDir: dir, log: () => undefined });
});

afterAll(async () => {
  await ls?.close();
  rmSync(dir, { recursive: true, force: true });
});

const client = () =>
  createClient(ls.url, ls.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: ws as unknown as typeof WebSocket },
  });

async function confirmationLink(email: string): Promise<string> {
  const res = await fetch(`${ls.url}/mail/api/messages?to=${encodeURIComponent(email)}`);
  const { messages } = (await res.json()) as { messages: { kind: string; text: string }[] };
  const mail = messages.find((m) => m.kind === 'confirmation');
  return /(http\S+\/verify\?\S+)/.exec(mail?.text ?? '')![1];
}

describe('auth config: enable_confirmations = true', () => {
  it('signUp returns the user without a session and mails a confirmation link', async () => {
    const email = 'confirm-me@test.local';
    const { data, error } = await client().auth.signUp({ email, password: 'long-password-1' });
    expect(error).toBeNull();
    expect(data.session).toBeNull();
    expect(data.user?.email).toBe(email);
    expect(data.user?.confirmation_sent_at).toBeTruthy();
    expect(data.user?.email_confirmed_at).toBeUndefined();
    const early = await client().auth.signInWithPassword({ email, password: 'long-password-1' });
    expect(early.error).toMatchObject({ status: 400, code: 'email_not_confirmed' });

    const res = await fetch(await confirmationLink(email), { redirect: 'manual' });
    expect(res.status).toBe(303);
    const fragment = new URLSearchParams((res.headers.get('location') ?? '').split('#')[1]);
    expect(res.headers.get('location')?.startsWith('http://app.test#')).toBe(true);
    expect(fragment.get('type')).toBe('signup');
    expect((await client().auth.signInWithPassword({ email, password: 'long-password-1' })).error).toBeNull();

    // Signing up a confirmed address again hides that it exists: a fake user without identities.
    const again = await client().auth.signUp({ email, password: 'long-password-2' });
    expect(again.error).toBeNull();
    expect(again.data.user?.identities).toEqual([]);
    expect(again.data.user?.id).not.toBe(data.user?.id);
  });

  it('minimum_password_length and rotation come from config.toml', async () => {
    const short = await client().auth.signUp({ email: 'short@test.local', password: 'only-nine' });
    expect(short.error).toMatchObject({ status: 422, code: 'weak_password', message: 'Password should be at least 10 characters.' });
    const admin = createClient(ls.url, ls.serviceRoleKey, {
      auth: { persistSession: false, autoRefreshToken: false },
      realtime: { transport: ws as unknown as typeof WebSocket },
    });
    await admin.auth.admin.createUser({ email: 'norotate@test.local', password: 'long-password-1', email_confirm: true });
    const c = client();
    const { data } = await c.auth.signInWithPassword({ email: 'norotate@test.local', password: 'long-password-1' });
    const refreshed = await c.auth.refreshSession();
    expect(refreshed.data.session?.refresh_token).toBe(data.session?.refresh_token);
  });
});
