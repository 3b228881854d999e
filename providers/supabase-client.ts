import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { SUPABASE_ANON_KEY, SUPABASE_URL } from './config';
import { tabSessionStorage } from './tab-session';

/** Where supabase-js keeps the session: sessionStorage, so a closed tab ends the sign-in. */
export const AUTH_STORAGE_KEY = `sb-${new URL(SUPABASE_URL).hostname.split('.')[0]}-auth-token`;

function sessionStore(): Storage | undefined {
  try {
    return typeof window !== 'undefined' ? window.sessionStorage : undefined;
  } catch {
    return undefined;
  }
}

const store = sessionStore();

// Typed loosely until the generated database types are wired in.
export const supabaseClient: SupabaseClient = createClient(SUPABASE_URL, SUPABASE_ANON_KEY, {
  auth: {
    // This tab's sessionStorage, shared with the other open tabs of the portal (providers/tab-session.ts):
    // a new tab opens signed in, refreshed sessions are shared, a sign-out ends every tab of that user.
    storage: store
      ? tabSessionStorage(store, AUTH_STORAGE_KEY, (accessToken) => void supabaseClient.realtime.setAuth(accessToken))
      : undefined,
    storageKey: AUTH_STORAGE_KEY,
    persistSession: true,
    autoRefreshToken: true,
    detectSessionInUrl: true,
  },
  db: { schema: 'public' },
});

/**
 * supabase-js also tells other tabs of every sign-in, refresh and sign-out on a BroadcastChannel of its
 * own, made for a session kept in localStorage that all tabs share. With sessions per tab it mixes
 * users: a tab signed in as one user would take another tab's sign-in as the access token of its
 * Realtime connection. Its channel is closed; providers/tab-session.ts shares sessions instead, only
 * between tabs of the same user. (`broadcastChannel` is a protected field of auth-js's GoTrueClient;
 * tests/unit/tab-session.test.ts fails if an upgrade renames it.)
 */
export function closeAuthBroadcast(client: SupabaseClient): void {
  const auth = client.auth as unknown as { broadcastChannel?: BroadcastChannel | null };
  auth.broadcastChannel?.close();
  auth.broadcastChannel = null;
}
closeAuthBroadcast(supabaseClient);

/** Removes the stored auth entry (spec §4: on sign-out the session-storage entry goes). */
export function clearStoredSession(): void {
  if (!store) return;
  store.removeItem(AUTH_STORAGE_KEY);
  store.removeItem(`${AUTH_STORAGE_KEY}-user`);
  store.removeItem(`${AUTH_STORAGE_KEY}-code-verifier`);
}
