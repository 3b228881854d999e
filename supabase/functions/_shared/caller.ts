import type { SupabaseClient, User } from '@supabase/supabase-js';
import { forbidden, HttpError, isUnavailable, unauthorized, unavailable } from './http.ts';
import { callerClient } from './supabase.ts';

/** The signed-in user calling a function, with a client that acts as them (RLS applies). */
export interface Caller {
  user: User;
  token: string;
  client: SupabaseClient;
}

/**
 * Verifies the caller: a `Bearer <user JWT>` that Auth accepts. The gateway's verify_jwt only
 * checks the signature (the anon key passes it), so every function that needs a user calls this.
 */
export async function requireCaller(req: Request): Promise<Caller> {
  const header = req.headers.get('Authorization') ?? '';
  const token = /^Bearer\s+(.+)$/i.exec(header)?.[1]?.trim();
  if (!token) throw unauthorized('Missing authorization header');
  const client = callerClient(req);
  const { data, error } = await client.auth.getUser(token);
  // Auth unreachable (503 while the database restarts) says nothing about the session: no 401.
  if (error && (error.status ?? 0) >= 500) throw unavailable();
  if (error || !data.user) throw unauthorized('Your session is invalid or has expired; please sign in again');
  return { user: data.user, token, client };
}

/**
 * Whether the caller holds a permission (`GROUP.ACTION`), decided by the database's
 * `app.has_permission` through its public wrapper RPC `has_permission(permission text)`.
 */
export async function hasPermission(caller: Caller, permission: string): Promise<boolean> {
  const { data, error } = await caller.client.rpc('has_permission', { permission });
  if (error && isUnavailable(error)) throw unavailable();
  if (error) throw new HttpError(500, 'permission_check_failed', `Could not check permission ${permission}: ${error.message}`);
  return data === true;
}

/** Fails with 403 unless the caller holds `permission`. */
export async function requirePermission(caller: Caller, permission: string): Promise<void> {
  if (!(await hasPermission(caller, permission))) throw forbidden(`You need the ${permission} permission to do this`);
}
