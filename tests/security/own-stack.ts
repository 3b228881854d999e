/**
 * A local-supabase of a test file's own, with the project's supabase/config.toml as deployed: the
 * shared test stack opens sign-up and shortens max_frequency for the GoTrue emulation's own suites
 * (tests/stack-overrides.ts), so what the project's settings close is attacked here. Only
 * [auth.rate_limit] may be raised (`overrides`), since these files call Auth far more often from
 * 127.0.0.1 than hosted's per-IP limits allow (the limits themselves: tests/backend/auth-limits.test.ts).
 * PGlite in memory, or a fresh database on DATABASE_URL's server; migrations, no seed.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import type { LocalSupabase } from '../../local-supabase/server.ts';
import { freshStack } from '../backend/fresh-stack.ts';

export interface OwnStack {
  ls: LocalSupabase;
  url: string;
  anonKey: string;
  serviceRoleKey: string;
  client(key?: string): SupabaseClient;
  /** Mails to an address, newest first (the stack's mail catcher). */
  mailsTo(email: string): Promise<{ kind: string | null; subject: string; source: string }[]>;
  close(): Promise<void>;
}

/** Raises every per-client Auth limit (their own tests prove them); nothing else. */
export const RAISED_RATE_LIMITS = {
  auth: { rate_limit: { token_refresh: 100_000, sign_in_sign_ups: 100_000, token_verifications: 100_000 } },
};

export async function ownStack(name: string, overrides: Record<string, unknown> = RAISED_RATE_LIMITS): Promise<OwnStack> {
  const { ls, client, close } = await freshStack(name, { seed: false, configOverrides: overrides });
  return {
    ls,
    url: ls.url,
    anonKey: ls.anonKey,
    serviceRoleKey: ls.serviceRoleKey,
    client,
    async mailsTo(email) {
      const res = await fetch(`${ls.url}/mail/api/messages?to=${encodeURIComponent(email)}`);
      return ((await res.json()) as { messages: { kind: string | null; subject: string; source: string }[] }).messages;
    },
    close,
  };
}
