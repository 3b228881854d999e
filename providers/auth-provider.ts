import type { AuthProvider } from '@refinedev/core';
import { errorMessage } from '../src/lib/error-message';
import { callFunction } from './edge-functions';
import { setMonitoringUser } from './monitoring';
import { AccountDisabledError, currentIdentity, loadIdentity, RegistrationPendingError, resetIdentity } from './session';
import { clearStoredSession, supabaseClient } from './supabase-client';
import { t } from '../src/lib/i18n';

export const LOGIN_PATH = '/welcome/login';

function failure(error: unknown, name = 'Login Error') {
  return { success: false, error: { name, message: errorMessage(error) } };
}

async function signOut(): Promise<void> {
  // Local scope: the session ends in this tab even if the server is unreachable.
  await supabaseClient.auth.signOut({ scope: 'local' }).catch(() => undefined);
  clearStoredSession();
  resetIdentity();
  setMonitoringUser(null);
}

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
      return failure(e, e instanceof AccountDisabledError || e instanceof RegistrationPendingError ? e.name : 'Login Error');
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
      const name = e instanceof RegistrationPendingError ? e.name : 'Account disabled';
      return { authenticated: false, redirectTo: LOGIN_PATH, logout: true, error: { name, message: errorMessage(e) } };
    }
    return { authenticated: false, redirectTo: LOGIN_PATH };
  },

  async onError(error: { statusCode?: number; status?: number; code?: string }) {
    const status = error?.statusCode ?? error?.status;
    if (status === 401 || error?.code === 'PGRST301') return { logout: true, redirectTo: LOGIN_PATH, error: error as Error };
    return {};
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
      const res = await callFunction<{ message: string }>('forgot-password', {
        email,
        redirect_to: `${window.location.origin}/update-password`,
      });
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
    return { success: true, redirectTo: '/', successNotification: { message: t('Password successfully updated') } };
  },

  async register(values: Record<string, unknown>) {
    try {
      const res = await callFunction<{ message: string }>('register', values);
      return { success: true, redirectTo: LOGIN_PATH, successNotification: { message: res.message } };
    } catch (e) {
      return failure(e, 'Error Registering');
    }
  },
};
