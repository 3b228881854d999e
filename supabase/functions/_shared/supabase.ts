import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { requireEnv } from './env.ts';

// Deno and Node ≥ 22 have a global WebSocket; under Node 20 (local-supabase runs functions
// in-process) supabase-js needs the `ws` transport or createClient throws.
const transport = (globalThis as { WebSocket?: unknown }).WebSocket
  ? undefined
  : ((await import('ws')).default as unknown as typeof WebSocket);

function options(authorization?: string) {
  return {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    ...(transport ? { realtime: { transport } } : {}),
    ...(authorization ? { global: { headers: { Authorization: authorization } } } : {}),
  };
}

/** A client with the service role: bypasses RLS. Use only after checking the caller. */
export function serviceClient(): SupabaseClient {
  return createClient(requireEnv('SUPABASE_URL'), requireEnv('SUPABASE_SERVICE_ROLE_KEY'), options());
}

/** A client acting as the caller (their JWT from the request), so RLS applies to what it reads. */
export function callerClient(req: Request): SupabaseClient {
  const authorization = req.headers.get('Authorization') ?? undefined;
  return createClient(requireEnv('SUPABASE_URL'), requireEnv('SUPABASE_ANON_KEY'), options(authorization));
}

/**
 * A client acting as the caller with the caller's own `apikey` as well (the anon key when none came):
 * the API gateway then treats it as it treats that caller anywhere — an opaque secret key included,
 * which the gateway maps to the service role's JWT.
 */
export function callerClientWithKey(req: Request): SupabaseClient {
  const authorization = req.headers.get('Authorization') ?? undefined;
  return createClient(requireEnv('SUPABASE_URL'), req.headers.get('apikey') || requireEnv('SUPABASE_ANON_KEY'), options(authorization));
}
