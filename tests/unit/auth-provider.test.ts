import { beforeEach, describe, expect, it, vi } from 'vitest';

// A stand-in supabase client: sign-in, profile rows, permissions and sign-out, as the auth provider uses them.
const state = vi.hoisted(() => ({
  profile: null as Record<string, unknown> | null,
  permissions: [] as string[],
  shared: [] as { shared_profile: string }[],
  signedOut: 0,
}));

vi.mock('../../providers/supabase-client', () => {
  const user = { id: 'u1', email: 'someone@demo.test' };
  const query = (table: string) => {
    const q = {
      select: () => q,
      eq: () => q,
      limit: async () => ({ data: table === 'assigned_profiles' ? state.shared : [], error: null }),
      maybeSingle: async () => ({ data: state.profile, error: null }),
    };
    return q;
  };
  return {
    AUTH_STORAGE_KEY: 'sb-test-auth-token',
    clearStoredSession: () => sessionStorage.removeItem('sb-test-auth-token'),
    supabaseClient: {
      auth: {
        signInWithPassword: async () => {
          sessionStorage.setItem('sb-test-auth-token', '{"access_token":"x"}');
          return { data: { user, session: { user } }, error: null };
        },
        signOut: async () => {
          state.signedOut += 1;
          return { error: null };
        },
        getSession: async () => ({ data: { session: sessionStorage.getItem('sb-test-auth-token') ? { user } : null } }),
      },
      from: query,
      rpc: async () => ({ data: state.permissions, error: null }),
    },
  };
});

const { authProvider } = await import('../../providers/auth-provider');

const activeProfile = { id: 'u1', role: 7, active: true, first_name: 'Sam', last_name: 'Rep', first_login: false };

beforeEach(() => {
  sessionStorage.clear();
  state.profile = { ...activeProfile };
  state.permissions = ['navigation.PRICING'];
  state.shared = [];
  state.signedOut = 0;
});

describe('authProvider.login', () => {
  it('signs in an active profile and goes back to the wanted page', async () => {
    const res = await authProvider.login({ email: 'someone@demo.test', password: 'pw', redirectTo: '/accounts' });
    expect(res).toMatchObject({ success: true, redirectTo: '/accounts' });
    expect(await authProvider.check()).toEqual({ authenticated: true });
    expect(await authProvider.getPermissions?.()).toEqual(['navigation.PRICING']);
  });

  it('refuses an inactive profile with the spec text, signs out and clears the stored session', async () => {
    state.profile = { ...activeProfile, active: false };
    const res = await authProvider.login({ email: 'someone@demo.test', password: 'pw' });
    expect(res.success).toBe(false);
    expect(res.error?.message).toBe('Account disabled. Please contact your company to re-activate.');
    expect(state.signedOut).toBe(1);
    expect(sessionStorage.getItem('sb-test-auth-token')).toBeNull();
  });

  it('refuses a missing profile the same way', async () => {
    state.profile = null;
    const res = await authProvider.login({ email: 'someone@demo.test', password: 'pw' });
    expect(res.error?.message).toBe('Account disabled. Please contact your company to re-activate.');
  });

  it('sends a first login to /update-password', async () => {
    state.profile = { ...activeProfile, first_login: true };
    const res = await authProvider.login({ email: 'someone@demo.test', password: 'pw', redirectTo: '/accounts' });
    expect(res).toMatchObject({ success: true, redirectTo: '/update-password' });
  });
});

describe('authProvider session', () => {
  it('logout removes the session-storage entry and reports unauthenticated', async () => {
    await authProvider.login({ email: 'someone@demo.test', password: 'pw' });
    const res = await authProvider.logout({});
    expect(res).toMatchObject({ success: true, redirectTo: '/welcome/login' });
    expect(sessionStorage.getItem('sb-test-auth-token')).toBeNull();
    expect(await authProvider.check()).toMatchObject({ authenticated: false, redirectTo: '/welcome/login' });
  });

  it('onError: a read without a valid session ends it here and goes to sign-in, coming back; a failed save stays on its form', async () => {
    await authProvider.login({ email: 'someone@demo.test', password: 'x' });
    window.history.replaceState(null, '', '/accounts/a1?tab=files');
    const out = await authProvider.onError({ statusCode: 401 });
    expect(out).toMatchObject({ redirectTo: `/welcome/login?next=${encodeURIComponent('/accounts/a1?tab=files')}` });
    // Not a sign-out (which would forget the user's drafts): the session ends in this tab only.
    expect(out).not.toHaveProperty('logout');
    expect(sessionStorage.getItem('sb-test-auth-token')).toBeNull();
    expect(await authProvider.onError({ code: 'PGRST301' })).toHaveProperty('redirectTo');
    // A save says so where it was made, keeping the user's work (use-guarded-form.ts).
    expect(await authProvider.onError({ statusCode: 401, during: 'write' })).toEqual({});
    expect(await authProvider.onError({ statusCode: 403 })).toEqual({});
    expect(await authProvider.onError({ statusCode: 409 })).toEqual({});
  });
});
