import type { SupabaseClient } from '@supabase/supabase-js';
import { forbidden, HttpError, isUnavailable, unauthorized, unavailable } from './http.ts';
import { callerClient } from './supabase.ts';

/**
 * For the functions only the scheduler calls (refresh-weather, sweep-zips): fails unless the caller
 * acts as the service role — 401 without a token, 403 for anyone else (a signed-in user, the anon
 * key). The database decides (RPC `is_service_role`, through PostgREST, which verifies the token:
 * a legacy service_role JWT or the JWT the gateway puts in place of an `sb_secret_…` key alike).
 * Returns a client acting as the caller, that is, as the service role.
 */
export async function requireServiceRole(req: Request): Promise<SupabaseClient> {
  if (!/^Bearer\s+\S+/i.test(req.headers.get('Authorization') ?? '')) throw unauthorized('Missing authorization header');
  const client = callerClient(req);
  const { data, error } = await client.rpc('is_service_role');
  if (error && isUnavailable(error)) throw unavailable();
  // PostgREST refused the token itself (expired, bad signature): not a caller at all.
  if (error && (error.code === 'PGRST301' || error.code === 'PGRST302' || /JWT/i.test(error.message))) throw unauthorized('Invalid token');
  if (error) throw new HttpError(500, 'internal_error', `Could not check the caller: ${error.message}`);
  if (data !== true) throw forbidden('Only the scheduler (the service role) may run this');
  return client;
}
