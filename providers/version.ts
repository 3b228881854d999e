import type { RealtimeChannel } from '@supabase/supabase-js';
import { supabaseClient } from './supabase-client';

export interface AppVersion {
  version: string;
  description: string | null;
  force: boolean | null;
  created_at?: string;
}

/** localStorage key of the version this browser runs. */
export const LOCAL_VERSION_KEY = 'app-version';

export function readLocalVersion(): string | null {
  try {
    return window.localStorage.getItem(LOCAL_VERSION_KEY);
  } catch {
    return null;
  }
}

/** Stores the accepted version; throws when storage refuses. */
export function writeLocalVersion(version: string): void {
  window.localStorage.setItem(LOCAL_VERSION_KEY, version);
}

/** The latest version_history row, or null when there is none. */
export async function fetchLatestVersion(): Promise<AppVersion | null> {
  const { data, error } = await supabaseClient
    .from('version_history')
    .select('version, description, force, created_at')
    .order('created_at', { ascending: false })
    .limit(1);
  if (error) throw error;
  return (data?.[0] as AppVersion | undefined) ?? null;
}

/** Calls back for every version_history insert; returns the unsubscribe function. */
export function subscribeToVersions(onInsert: (v: AppVersion) => void): () => void {
  const channel: RealtimeChannel = supabaseClient
    .channel('version-history')
    .on('postgres_changes', { event: 'INSERT', schema: 'public', table: 'version_history' }, (payload) =>
      onInsert(payload.new as AppVersion),
    )
    .subscribe();
  return () => {
    void supabaseClient.removeChannel(channel);
  };
}

/** Reloads the page (its own function so tests can observe it). */
export function reloadPage(): void {
  window.location.reload();
}
