import { describe, expect, it } from 'vitest';
import { jwtPayload } from './auth-support.ts';
import { anonClient, createUserClient, env, raw, serviceClient, uniqueEmail } from './helpers.ts';

describe('auth: sign-up and password sign-in', () => {
  it('signUp under autoconfirm returns a session with GoTrue-shaped user and claims', async () => {
    const email = uniqueEmail('signup');
    const { data, error } = await anonClient().auth.signUp({ email, password: 'secret-123', options: { data: { full_name: 'Ann' } } });
    expect(error).toBeNull();
    const { session, user } = data;
    expect(session?.token_type).toBe('bearer');
    expect(session?.expires_in).toBe(3600);
    expect(user?.email).toBe(email);
    expect(user?.phone).toBe('');
    expect(user?.aud).toBe('authenticated');
    expect(user?.email_confirmed_at).toBeTruthy();
    expect(user?.app_metadata).toEqual({ provider: 'email', providers: ['email'] });
    expect(user?.user_metadata).toMatchObject({ full_name: 'Ann', email, email_verified: true, sub: user?.id });
    expect(user?.identities).toHaveLength(1);
    expect(user?.identities?.[0]).toMatchObject({ provider: 'email', id: user?.id, user_id: user?.id });
    expect(user?.is_anonymous).toBe(false);
    const claims = jwtPayload(session!.access_token);
    expect(claims).toMatchObject({
      iss: `${env().url}/auth/v1`,
      sub: user?.id,
      aud: 'authenticated',
      role: 'authenticated',
      email,
      phone: '',
      aal: 'aal1',
      is_anonymous: false,
      user_metadata: expect.objectContaining({ full_name: 'Ann' }),
    });
    expect(typeof claims.session_id).toBe('string');
    expect(claims.amr).toEqual([{ method: 'password', timestamp: expect.any(Number) }]);
    expect(Number(claims.exp) - Number(claims.iat)).toBe(3600);
    expect(session?.expires_at).toBe(claims.exp);
  });

  it('signUp with a registered e-mail → 422 user_already_exists', async () => {
    const { email } = await createUserClient();
    const { data, error } = await anonClient().auth.signUp({ email, password: 'secret-123' });
    expect(data.user).toBeNull();
    expect(error).toMatchObject({ status: 422, code: 'user_already_exists', message: 'User already registered' });
  });

  it('signUp of an unconfirmed (e.g. invited) address sets the password and confirms it', async () => {
    const email = uniqueEmail('pending');
    const { data: created } = await serviceClient().auth.admin.inviteUserByEmail(email);
    const { data, error } = await anonClient().auth.signUp({ email, password: 'pending-pw-1', options: { data: { x: 1 } } });
    expect(error).toBeNull();
    expect(data.user?.id).toBe(created.user?.id);
    expect(data.user?.email_confirmed_at).toBeTruthy();
    expect(data.user?.user_metadata).toMatchObject({ x: 1 });
    expect((await anonClient().auth.signInWithPassword({ email, password: 'pending-pw-1' })).error).toBeNull();
  });

  it('signUp with a short password → 422 weak_password with reasons', async () => {
    const { error } = await anonClient().auth.signUp({ email: uniqueEmail(), password: '123' });
    expect(error).toMatchObject({ status: 422, code: 'weak_password', reasons: ['length'] });
    expect(error?.name).toBe('AuthWeakPasswordError');
  });

  it('signInWithPassword: wrong password and unknown user → 400 invalid_credentials', async () => {
    const { email } = await createUserClient();
    for (const creds of [
      { email, password: 'wrong-password' },
      { email: uniqueEmail('nobody'), password: 'whatever-1' },
    ]) {
      const { data, error } = await anonClient().auth.signInWithPassword(creds);
      expect(data.session).toBeNull();
      expect(error).toMatchObject({ status: 400, code: 'invalid_credentials', message: 'Invalid login credentials' });
    }
  });

  it('e-mail lookup is case-insensitive', async () => {
    const { email, password } = await createUserClient();
    const { data, error } = await anonClient().auth.signInWithPassword({ email: email.toUpperCase(), password });
    expect(error).toBeNull();
    expect(data.user?.email).toBe(email);
  });

  it('a user inserted by SQL with pgcrypto crypt() signs in', async () => {
    const { data, error } = await anonClient().auth.signInWithPassword({ email: 'fx-seeded@test.local', password: 'seeded-password' });
    expect(error).toBeNull();
    expect(data.user?.id).toBe('f0000000-0000-4000-8000-00000000a001');
    expect(data.user?.user_metadata).toEqual({ full_name: 'Seeded Fixture' });
    expect(data.user?.last_sign_in_at).toBeTruthy();
  });

  it('banned and unconfirmed users cannot sign in', async () => {
    const admin = serviceClient().auth.admin;
    const banned = uniqueEmail('banned');
    await admin.createUser({ email: banned, password: 'secret-123', email_confirm: true, ban_duration: '24h' });
    const b = await anonClient().auth.signInWithPassword({ email: banned, password: 'secret-123' });
    expect(b.error).toMatchObject({ status: 400, code: 'user_banned' });
    const unconfirmed = uniqueEmail('unconfirmed');
    await admin.createUser({ email: unconfirmed, password: 'secret-123' });
    const u = await anonClient().auth.signInWithPassword({ email: unconfirmed, password: 'secret-123' });
    expect(u.error).toMatchObject({ status: 400, code: 'email_not_confirmed', message: 'Email not confirmed' });
  });
});

describe('auth: getUser and refresh', () => {
  it('getUser returns the signed-in user', async () => {
    const { client, user } = await createUserClient({ user_metadata: { team: 'blue' } });
    const { data, error } = await client.auth.getUser();
    expect(error).toBeNull();
    expect(data.user).toMatchObject({ id: user.id, email: user.email, user_metadata: expect.objectContaining({ team: 'blue' }) });
  });

  it('refreshSession rotates the refresh token and keeps the session', async () => {
    const { client } = await createUserClient();
    const before = (await client.auth.getSession()).data.session!;
    const { data, error } = await client.auth.refreshSession();
    expect(error).toBeNull();
    expect(data.session?.refresh_token).not.toBe(before.refresh_token);
    expect(jwtPayload(data.session!.access_token).session_id).toBe(jwtPayload(before.access_token).session_id);
    // The client lost that answer and retries with the parent: it gets the same active token back.
    const retry = await anonClient().auth.refreshSession({ refresh_token: before.refresh_token });
    expect(retry.error).toBeNull();
    expect(retry.data.session?.refresh_token).toBe(data.session?.refresh_token);
  });

  it('an unknown refresh token → 400 refresh_token_not_found', async () => {
    const { error } = await anonClient().auth.refreshSession({ refresh_token: 'not-a-token' });
    expect(error).toMatchObject({ status: 400, code: 'refresh_token_not_found' });
  });

  it('a rotated-out refresh token is still accepted within the reuse interval (10 s in supabase/config.toml)', async () => {
    // After the interval it is refused and revokes its family: tests/backend/auth-limits.test.ts (interval 0).
    const { client } = await createUserClient();
    const t0 = (await client.auth.getSession()).data.session!.refresh_token;
    await client.auth.refreshSession();
    await client.auth.refreshSession();
    const { data, error } = await anonClient().auth.refreshSession({ refresh_token: t0 });
    expect(error).toBeNull();
    expect(data.session?.refresh_token).toBeTruthy();
  });
});

describe('auth: logout scopes', () => {
  async function twoSessions() {
    const { client, email, password } = await createUserClient();
    const other = anonClient();
    await other.auth.signInWithPassword({ email, password });
    const a = (await client.auth.getSession()).data.session!.access_token;
    const b = (await other.auth.getSession()).data.session!.access_token;
    return { client, other, a, b };
  }
  const userStatus = async (token: string) => {
    const res = await raw('/auth/v1/user', { token, headers: { 'X-Supabase-Api-Version': '2024-01-01' } });
    return { status: res.status, body: (await res.json()) as Record<string, unknown> };
  };

  it('local ends only the current session; its token then gets 403 session_not_found', async () => {
    const { client, a, b } = await twoSessions();
    expect((await client.auth.signOut({ scope: 'local' })).error).toBeNull();
    expect(await userStatus(a)).toMatchObject({ status: 403, body: { code: 'session_not_found' } });
    expect((await userStatus(b)).status).toBe(200);
    const { error } = await anonClient().auth.getUser(a);
    expect(error?.name).toBe('AuthSessionMissingError');
  });

  it('global ends every session; others keeps only the current one', async () => {
    const g = await twoSessions();
    const res = await raw('/auth/v1/logout', { method: 'POST', token: g.a });
    expect(res.status).toBe(204);
    expect((await userStatus(g.a)).status).toBe(403);
    expect((await userStatus(g.b)).status).toBe(403);
    const o = await twoSessions();
    expect((await o.client.auth.signOut({ scope: 'others' })).error).toBeNull();
    expect((await userStatus(o.a)).status).toBe(200);
    expect(await userStatus(o.b)).toMatchObject({ status: 403, body: { code: 'session_not_found' } });
  });

  it('an unknown scope → 400', async () => {
    const { client } = await createUserClient();
    const token = (await client.auth.getSession()).data.session!.access_token;
    const res = await raw('/auth/v1/logout?scope=everything', { method: 'POST', token });
    expect(res.status).toBe(400);
  });
});
