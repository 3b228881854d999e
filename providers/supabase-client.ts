import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { SUPABASE_ANON_KEY, SUPABASE_URL } from './config';

/** Where supabase-js keeps the session: sessionStorage, so a closed tab ends the sign-in. */
export const AUTH_STORAGE_KEY = `sb-${new URL(SUPABASE_URL).hostname.split('.')[0]}-auth-token`;

function sessionStore(): Storage | undefined {
  try {
    return typeof window !== 'undefined' ? window.sessionStorage : undefined;
  } catch {
    return undefined;
  }
}

// Typed loosely until the generated database types are wired in.
export const supabaseClient: SupabaseClient = createClient(SUPABASE_URL, SUPABASE_ANON_KEY, {
  auth: {
    storage: sessionStore(),
    storageKey: AUTH_STORAGE_KEY,
    persistSession: true,
    autoRefreshToken: true,
    detectSessionInUrl: true,
  },
  db: { schema: 'public' },
});

/** Removes the stored auth entry (spec §4: on sign-out the session-storage entry goes). */
export function clearStoredSession(): void {
  const store = sessionStore();
  if (!store) return;
  store.removeItem(AUTH_STORAGE_KEY);
  store.removeItem(`${AUTH_STORAGE_KEY}-user`);
  store.removeItem(`${AUTH_STORAGE_KEY}-code-verifier`);
}
