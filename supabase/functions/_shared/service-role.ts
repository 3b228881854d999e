import type { SupabaseClient } from '@supabase/supabase-js';
import { forbidden, HttpError, isUnavailable, unauthorized, unavailable } from './http.ts';
import { callerClientWithKey } from './supabase.ts';

/**
 * For the functions only the scheduler calls (refresh-weather, sweep-zips; `verify_jwt = false` in
 * supabase/config.toml, so that a job holding an opaque `sb_secret_…` key gets here on hosted): fails
 * unless the caller acts as the service role — 401 without a credential or with one the Data API
 * refuses, 403 for anyone else (a signed-in user, the anon or publishable key). The database decides
 * (RPC `is_service_role`), called with the caller's own `apikey` and `Authorization`, so the API
 * gateway and PostgREST judge them exactly as they judge that caller anywhere else: a legacy
 * service_role JWT, or a secret key the gateway turns into the service role's JWT.
 * Returns a client acting as the caller, that is, as the service role.
 */
export async function requireServiceRole(req: Request): Promise<SupabaseClient> {
  const authorization = req.headers.get('Authorization') ?? '';
  const apikey = req.headers.get('apikey') ?? '';
  if (!/^Bearer\s+\S+/i.test(authorization) && !apikey) throw unauthorized('Missing authorization header');
  const client = callerClientWithKey(req);
  const { data, error, status } = await client.rpc('is_service_role');
  if (error && isUnavailable(error)) throw unavailable();
  // The gateway or PostgREST refused the credential itself (expired, bad signature, unknown key): not a caller at all.
  if (error && (status === 401 || error.code === 'PGRST301' || error.code === 'PGRST302' || /JWT|API key/i.test(error.message)))
    throw unauthorized('Invalid token');
  if (error) throw new HttpError(500, 'internal_error', `Could not check the caller: ${error.message}`);
  if (data !== true) throw forbidden('Only the scheduler (the service role) may run this');
  return client;
}
