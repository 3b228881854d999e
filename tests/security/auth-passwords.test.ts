/**
 * Password rules on every path that sets one (issue 25 §8): `minimum_password_length = 8`
 * (supabase/config.toml) as hosted Auth applies it — sign-up, `PUT /auth/v1/user` (the portal's
 * update-password page, and after a recovery link), the admin update: 422 weak_password — and
 * bcrypt's 72-byte limit: Auth answers 400 validation_failed, the register function 400 with the
 * field (before: a 500). Lengths are counted in bytes, as GoTrue counts them. The admin create checks
 * no strength rule on hosted (it is the service role's, and the register function checks itself).
 */
import { createClient, FunctionsHttpError } from '@supabase/supabase-js';
import { describe, expect, it } from 'vitest';
import ws from 'ws';
import { mailsTo, openLink } from '../backend/auth-support.ts';
import { fetchFrom, newClientAddress } from '../backend/client-address.ts';
import { anonClient, env } from '../backend/helpers.ts';
import { service } from './actors.ts';
import { freshEmail } from './targets.ts';

const SHORT = 'seven77'; // 7 bytes: one short of the project's minimum
const EIGHT_BYTES_FOUR_CHARS = 'éééé'; // 8 bytes in UTF-8: GoTrue counts bytes
const TOO_LONG = 'x'.repeat(73);
const TOO_LONG_ACCENTED = 'é'.repeat(37); // 37 characters, 74 bytes
const LONGEST = 'y'.repeat(72);

const WEAK = { status: 422, code: 'weak_password', message: 'Password should be at least 8 characters.' };
const OVER_72 = { status: 400, code: 'validation_failed', message: 'Password cannot be longer than 72 characters' };

async function signedIn(password = 'a-fine-password-1') {
  const email = freshEmail('pw');
  const { error } = await service().auth.admin.createUser({ email, password, email_confirm: true });
  if (error) throw error;
  const client = anonClient();
  const s = await client.auth.signInWithPassword({ email, password });
  if (s.error) throw s.error;
  return { client, email, password };
}

const failure = (e: unknown) => {
  const x = e as { status?: number; code?: string; message?: string } | null;
  return x && { status: x.status, code: x.code, message: x.message };
};

describe('the minimum length (8) and bcrypt’s 72 bytes on every Auth door', () => {
  it('sign-up', async () => {
    for (const [password, want] of [
      [SHORT, WEAK],
      [TOO_LONG, OVER_72],
      [TOO_LONG_ACCENTED, OVER_72],
    ] as const) {
      const email = freshEmail('signup');
      const { error } = await anonClient().auth.signUp({ email, password });
      expect(failure(error)).toEqual(want);
      const { data } = await service().auth.admin.listUsers({ page: 1, perPage: 1000 });
      expect(data.users.some((u) => u.email === email)).toBe(false);
    }
    expect((await anonClient().auth.signUp({ email: freshEmail('signup'), password: EIGHT_BYTES_FOUR_CHARS })).error).toBeNull();
  });

  it('PUT /user (update-password) refuses, and the old password keeps working', async () => {
    const { client, email, password } = await signedIn();
    expect(failure((await client.auth.updateUser({ password: SHORT })).error)).toEqual(WEAK);
    expect(failure((await client.auth.updateUser({ password: TOO_LONG })).error)).toEqual(OVER_72);
    expect(failure((await client.auth.updateUser({ password: TOO_LONG_ACCENTED })).error)).toEqual(OVER_72);
    expect((await anonClient().auth.signInWithPassword({ email, password })).error).toBeNull();
    expect((await client.auth.updateUser({ password: LONGEST })).error).toBeNull();
    expect((await anonClient().auth.signInWithPassword({ email, password: LONGEST })).error).toBeNull();
  });

  it('after a recovery link (forgot password), the same rules', async () => {
    const { email, password } = await signedIn();
    const { data, error } = await service().auth.admin.generateLink({ type: 'recovery', email });
    if (error) throw error;
    const { fragment } = await openLink(data.properties.action_link);
    const recovered = anonClient();
    await recovered.auth.setSession({
      access_token: fragment.get('access_token') ?? '',
      refresh_token: fragment.get('refresh_token') ?? '',
    });
    expect(failure((await recovered.auth.updateUser({ password: SHORT })).error)).toEqual(WEAK);
    expect(failure((await recovered.auth.updateUser({ password: TOO_LONG })).error)).toEqual(OVER_72);
    expect((await anonClient().auth.signInWithPassword({ email, password })).error).toBeNull();
  });

  it('the admin update (PUT /admin/users/{id}); the admin create checks only bcrypt’s limit, as hosted', async () => {
    const email = freshEmail('admin');
    const created = await service().auth.admin.createUser({ email, password: SHORT, email_confirm: true });
    expect(created.error).toBeNull();
    const id = created.data.user?.id as string;
    expect(failure((await service().auth.admin.updateUserById(id, { password: SHORT })).error)).toEqual(WEAK);
    expect(failure((await service().auth.admin.updateUserById(id, { password: TOO_LONG })).error)).toEqual(OVER_72);
    const over = await service().auth.admin.createUser({ email: freshEmail('admin'), password: TOO_LONG, email_confirm: true });
    expect(failure(over.error)).toMatchObject({ status: 400, code: 'validation_failed' });
  });

  it('a sign-in with a password shorter than the rule works and says so (weak_password), as hosted', async () => {
    const email = freshEmail('weak');
    await service().auth.admin.createUser({ email, password: SHORT, email_confirm: true });
    const res = await fetch(`${env().url}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: { apikey: env().anonKey, 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: SHORT }),
    });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { weak_password?: unknown }).weak_password).toEqual({
      message: 'Password should be at least 8 characters.',
      reasons: ['length'],
    });
  });
});

describe('the register function', () => {
  const register = async (password: string) => {
    const email = freshEmail('reg');
    const client = createClient(env().url, env().anonKey, {
      auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
      realtime: { transport: ws as unknown as typeof WebSocket },
      global: { fetch: fetchFrom(newClientAddress()) },
    });
    const { error, response } = await client.functions.invoke('register', {
      body: { email, password, first_name: 'Pat', last_name: 'Length' },
    });
    if (!error) return { email, status: response?.status, body: null };
    const res = (error as FunctionsHttpError).context as Response;
    return { email, status: res.status, body: (await res.json()) as Record<string, unknown> };
  };

  it('answers more than 72 bytes with 400 naming the field, creates nothing and mails nobody', async () => {
    for (const password of [TOO_LONG, TOO_LONG_ACCENTED]) {
      const answer = await register(password);
      expect(answer).toMatchObject({
        status: 400,
        body: {
          code: 'bad_request',
          message: 'Please check: password (at most 72 bytes)',
          details: { fields: ['password (at most 72 bytes)'] },
        },
      });
      const { data } = await service().from('profiles').select('id').eq('email', answer.email);
      expect(data).toEqual([]);
      expect(await mailsTo(answer.email)).toEqual([]);
    }
  });

  it('answers fewer than 8 characters with 400; 8 characters and exactly 72 bytes register', async () => {
    expect(await register(SHORT)).toMatchObject({ status: 400, body: { details: { fields: ['password (at least 8 characters)'] } } });
    for (const password of ['eight888', LONGEST]) {
      const answer = await register(password);
      expect(answer.status).toBe(201);
      expect((await mailsTo(answer.email)).map((m) => m.subject)).toEqual(['We received your registration']);
    }
  });
});
