import type { AuthProvider } from '@refinedev/core';
import { clearUserDrafts } from '../src/lib/drafts';
import { errorMessage } from '../src/lib/error-message';
import { callFunction } from './edge-functions';
import { setMonitoringUser } from './monitoring';
import { AccountDisabledError, currentIdentity, loadIdentity, resetIdentity } from './session';
import { isSessionError } from './session-ended';
import { clearStoredSession, supabaseClient } from './supabase-client';
import { announceSignOut } from './tab-session';

export const LOGIN_PATH = '/welcome/login';

function failure(error: unknown, name = 'Login Error') {
  return { success: false, error: { name, message: errorMessage(error) } };
}

/** The session ends in this tab (local scope: even if the server is unreachable); drafts stay. */
async function endSession(): Promise<void> {
  await supabaseClient.auth.signOut({ scope: 'local' }).catch(() => undefined);
  clearStoredSession();
  resetIdentity();
  setMonitoringUser(null);
}

/**
 * The user signs out: the session ends here and in the other tabs of the same user
 * (providers/tab-session.ts), and the user's unsaved drafts are forgotten (src/lib/drafts.ts).
 */
async function signOut(): Promise<void> {
  const { data } = await supabaseClient.auth.getSession().catch(() => ({ data: { session: null } }));
  const user = data.session?.user.id;
  await endSession();
  announceSignOut(user);
  clearUserDrafts(user);
}

/** The sign-in page, coming back to this page afterwards. */
export const loginPathBack = (): string =>
  typeof window === 'undefined'
    ? LOGIN_PATH
    : `${LOGIN_PATH}?next=${encodeURIComponent(window.location.pathname + window.location.search)}`;

export const authProvider: AuthProvider = {
  async login({ email, password, redirectTo }: { email: string; password: string; redirectTo?: string }) {
    const { data, error } = await supabaseClient.auth.signInWithPassword({ email, password });
    if (error || !data.user) return failure(error ?? new Error('Sign-in failed'));
    resetIdentity();
    try {
      const identity = await loadIdentity(data.user);
      setMonitoringUser({ id: identity.id, email: identity.email, username: identity.name });
      if (identity.profile.first_login) return { success: true, redirectTo: '/update-password' };
      return { success: true, redirectTo: redirectTo ?? '/' };
    } catch (e) {
      await signOut();
      return failure(e, e instanceof AccountDisabledError ? 'Account disabled' : 'Login Error');
    }
  },

  async logout() {
    await signOut();
    return { success: true, redirectTo: LOGIN_PATH };
  },

  async check() {
    try {
      const identity = await currentIdentity();
      if (identity) return { authenticated: true };
    } catch (e) {
      await signOut();
      return { authenticated: false, redirectTo: LOGIN_PATH, logout: true, error: { name: 'Account disabled', message: errorMessage(e) } };
    }
    return { authenticated: false, redirectTo: LOGIN_PATH };
  },

  /**
   * A lost session (issue 24, item 4): a failed save says so where it was made and keeps the user's work
   * (the form's "Sign in", src/components/use-guarded-form.ts); a failed read goes to the sign-in page,
   * coming back here afterwards. Neither is a sign-out: the user's drafts stay for them.
   */
  async onError(error: { statusCode?: number; status?: number; code?: string; during?: string }) {
    if (!isSessionError(error)) return {};
    if (error.during === 'write') return {};
    const redirectTo = loginPathBack();
    await endSession();
    return { redirectTo, error: error as Error };
  },

  async getIdentity() {
    try {
      return (await currentIdentity()) ?? null;
    } catch {
      return null;
    }
  },

  async getPermissions() {
    try {
      return (await currentIdentity())?.permissions ?? [];
    } catch {
      return [];
    }
  },

  async forgotPassword({ email }: { email: string }) {
    try {
      const res = await callFunction<{ message: string }>(
        'forgot-password',
        { email, redirect_to: `${window.location.origin}/update-password` },
        { public: true },
      );
      return { success: true, successNotification: { message: res.message } };
    } catch (e) {
      return failure(e, 'Error');
    }
  },

  async updatePassword({ password }: { password: string }) {
    const { error } = await supabaseClient.auth.updateUser({ password });
    if (error) return failure(error, 'Error Updating Password');
    const { data } = await supabaseClient.auth.getUser();
    if (data.user) await supabaseClient.from('profiles').update({ first_login: false }).eq('id', data.user.id);
    resetIdentity();
    return { success: true, redirectTo: '/', successNotification: { message: 'Password successfully updated' } };
  },

  /** `idempotency_key`: made when the page opened, so a double click or a retry registers once (one mail). */
  async register({ idempotency_key, ...values }: Record<string, unknown>) {
    try {
      const key = typeof idempotency_key === 'string' ? idempotency_key : undefined;
      const res = await callFunction<{ message: string }>('register', values, { public: true, idempotencyKey: key });
      return { success: true, redirectTo: LOGIN_PATH, successNotification: { message: res.message } };
    } catch (e) {
      return failure(e, 'Error Registering');
    }
  },
};
