import { describe, expect, it } from 'vitest';
import { anonClient, createUserClient, env, raw, serviceClient, uniqueEmail } from './helpers.ts';

const admin = () => serviceClient().auth.admin;

describe('auth admin: users', () => {
  it('createUser returns the user; a duplicate e-mail → 422 email_exists', async () => {
    const email = uniqueEmail('admin-create');
    const { data, error } = await admin().createUser({
      email,
      password: 'admin-pw-1',
      email_confirm: true,
      user_metadata: { full_name: 'Ada' },
      app_metadata: { org: 'acme' },
    });
    expect(error).toBeNull();
    expect(data.user).toMatchObject({
      email,
      aud: 'authenticated',
      role: 'authenticated',
      app_metadata: { provider: 'email', providers: ['email'], org: 'acme' },
      user_metadata: expect.objectContaining({ full_name: 'Ada' }),
    });
    expect(data.user?.email_confirmed_at).toBeTruthy();
    expect((await anonClient().auth.signInWithPassword({ email, password: 'admin-pw-1' })).error).toBeNull();
    const dup = await admin().createUser({ email, password: 'admin-pw-1' });
    expect(dup.error).toMatchObject({ status: 422, code: 'email_exists' });
  });

  it('user_metadata is exactly what the caller passed (+ email_verified when confirmed), never the identity claims', async () => {
    // GoTrue's adminUserCreate / adminUserUpdate: only signup copies sub/email/phone_verified into it.
    const confirmed = await admin().createUser({ email: uniqueEmail('meta'), email_confirm: true, user_metadata: { team: 'x' } });
    expect(confirmed.data.user?.user_metadata).toEqual({ team: 'x', email_verified: true });
    const pending = await admin().createUser({ email: uniqueEmail('meta'), user_metadata: { team: 'y' } });
    expect(pending.data.user?.user_metadata).toEqual({ team: 'y' });
    const bare = await admin().createUser({ email: uniqueEmail('meta') });
    expect(bare.data.user?.user_metadata).toEqual({});
    const id = pending.data.user!.id;
    const updated = await admin().updateUserById(id, { user_metadata: { role: 3, team: null } });
    expect(updated.data.user?.user_metadata).toEqual({ role: 3 });
    const confirming = await admin().updateUserById(id, { email_confirm: true });
    expect(confirming.data.user?.user_metadata).toEqual({ role: 3, email_verified: true });
    expect(confirming.data.user?.email_confirmed_at).toBeTruthy();
    // email_confirm: false does not unconfirm (GoTrue only ever confirms).
    const unconfirm = await admin().updateUserById(id, { email_confirm: false });
    expect(unconfirm.data.user?.email_confirmed_at).toBeTruthy();
  });

  it('listUsers pages newest first with X-Total-Count and Link headers', async () => {
    for (let i = 0; i < 3; i++) await admin().createUser({ email: uniqueEmail('list'), password: 'list-pw-1' });
    const { data, error } = await admin().listUsers({ page: 1, perPage: 2 });
    expect(error).toBeNull();
    if (!('aud' in data)) throw new Error('listUsers failed');
    expect(data.users).toHaveLength(2);
    expect(data.total).toBeGreaterThanOrEqual(3);
    expect(data.nextPage).toBe(2);
    expect(data.aud).toBe('authenticated');
    const times = data.users.map((u) => Date.parse(u.created_at));
    expect(times[0]).toBeGreaterThanOrEqual(times[1]);
    const res = await raw('/auth/v1/admin/users?page=1&per_page=2', { token: env().serviceRoleKey });
    const total = Number(res.headers.get('x-total-count'));
    expect(total).toBeGreaterThanOrEqual(3);
    expect(res.headers.get('link')).toContain('</admin/users?page=2&per_page=2>; rel="next"');
    expect(res.headers.get('link')).toContain(`</admin/users?page=${Math.ceil(total / 2)}&per_page=2>; rel="last"`);
    const page2 = await admin().listUsers({ page: 2, perPage: 2 });
    expect(page2.data.users.map((u) => u.id)).not.toContain(data.users[0].id);
  });

  it('getUserById; unknown → 404 user_not_found; malformed id → 404 validation_failed', async () => {
    const { user } = await createUserClient();
    expect((await admin().getUserById(user.id)).data.user?.email).toBe(user.email);
    const missing = await admin().getUserById('00000000-0000-4000-8000-000000000999');
    expect(missing.error).toMatchObject({ status: 404, code: 'user_not_found', message: 'User not found' });
    // auth-js refuses a malformed id itself; the server answers it too.
    const bad = await raw('/auth/v1/admin/users/not-a-uuid', {
      token: env().serviceRoleKey,
      headers: { 'X-Supabase-Api-Version': '2024-01-01' },
    });
    expect(bad.status).toBe(404);
    expect(await bad.json()).toEqual({ code: 'validation_failed', message: 'user_id must be an UUID' });
  });

  it('updateUserById changes e-mail directly, merges metadata, sets password and bans', async () => {
    const { user, client } = await createUserClient({ user_metadata: { a: 1 } });
    const email = uniqueEmail('admin-moved');
    const { data, error } = await admin().updateUserById(user.id, {
      email,
      password: 'admin-set-pw',
      user_metadata: { b: 2 },
      app_metadata: { roles: ['x'] },
    });
    expect(error).toBeNull();
    expect(data.user).toMatchObject({ email, user_metadata: expect.objectContaining({ a: 1, b: 2 }) });
    expect(data.user?.app_metadata).toMatchObject({ provider: 'email', roles: ['x'] });
    expect(data.user?.new_email).toBeUndefined();
    // A password set by an admin ends the user's sessions.
    expect((await client.auth.getUser()).error?.name).toBe('AuthSessionMissingError');
    const again = anonClient();
    expect((await again.auth.signInWithPassword({ email, password: 'admin-set-pw' })).error).toBeNull();
    await admin().updateUserById(user.id, { ban_duration: '100h' });
    expect((await anonClient().auth.signInWithPassword({ email, password: 'admin-set-pw' })).error?.code).toBe('user_banned');
    expect((await again.auth.refreshSession()).error?.code).toBe('user_banned');
    const lifted = await admin().updateUserById(user.id, { ban_duration: 'none' });
    expect(lifted.data.user?.banned_until).toBeUndefined();
    expect((await anonClient().auth.signInWithPassword({ email, password: 'admin-set-pw' })).error).toBeNull();
  });

  it('deleteUser removes the user; their token then gets 403 user_not_found', async () => {
    const { user, client, email, password } = await createUserClient();
    const { error } = await admin().deleteUser(user.id);
    expect(error).toBeNull();
    expect((await admin().getUserById(user.id)).error?.status).toBe(404);
    expect((await anonClient().auth.signInWithPassword({ email, password })).error?.code).toBe('invalid_credentials');
    const token = (await client.auth.getSession()).data.session!.access_token;
    const res = await raw('/auth/v1/user', { token, headers: { 'X-Supabase-Api-Version': '2024-01-01' } });
    expect(res.status).toBe(403);
    expect((await res.json()).code).toBe('user_not_found');
  });

  it('soft delete keeps the row but the user can no longer sign in', async () => {
    const { user, email, password } = await createUserClient();
    expect((await admin().deleteUser(user.id, true)).error).toBeNull();
    const got = await admin().getUserById(user.id);
    expect(got.data.user?.deleted_at).toBeTruthy();
    expect((await anonClient().auth.signInWithPassword({ email, password })).error?.code).toBe('invalid_credentials');
  });

  it('refuses callers that are not admins', async () => {
    const anon = await anonClient().auth.admin.listUsers();
    expect(anon.error).toMatchObject({ status: 403, code: 'not_admin', message: 'User not allowed' });
    const { client } = await createUserClient();
    const token = (await client.auth.getSession()).data.session!.access_token;
    const asUser = await raw('/auth/v1/admin/users', { token, headers: { 'X-Supabase-Api-Version': '2024-01-01' } });
    expect(asUser.status).toBe(403);
    expect(await asUser.json()).toEqual({ code: 'not_admin', message: 'User not allowed' });
    const none = await fetch(`${env().url}/auth/v1/admin/users`, { headers: { 'X-Supabase-Api-Version': '2024-01-01' } });
    expect(none.status).toBe(401);
    expect((await none.json()).code).toBe('no_authorization');
  });
});
