import type { SupabaseClient } from '@supabase/supabase-js';
import { HttpError } from './http.ts';

/**
 * The caller's network address as the platform forwards it. Hosted Supabase serves functions behind
 * Cloudflare, which sets `cf-connecting-ip` itself (a client cannot choose it); `x-real-ip` and the
 * first `x-forwarded-for` entry are the fallbacks of other proxies. Without any (local-supabase has no
 * proxy), every caller is one client, "unknown". docs/security.md ("Abuse of the public functions").
 */
export function clientAddress(req: Request): string {
  const first = (v: string | null) => v?.split(',')[0]?.trim() || undefined;
  return (
    first(req.headers.get('cf-connecting-ip')) ??
    first(req.headers.get('x-real-ip')) ??
    first(req.headers.get('x-forwarded-for')) ??
    'unknown'
  );
}

/** 429 with the time to wait, in words and in Retry-After. */
export function tooManyRequests(seconds: number): HttpError {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return new HttpError(
    429,
    'over_request_rate_limit',
    `Too many attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
    undefined,
    { 'Retry-After': String(Math.ceil(seconds)) },
  );
}

/**
 * Takes one of the slots the database allows `action` per address and per client
 * (`public.take_request_slot`, limits in `app.request_throttle_limits`), or fails with 429. The count
 * lives in the database, so it holds across function instances. Needs the service role's client.
 */
export async function throttle(admin: SupabaseClient, action: string, address: string, req: Request): Promise<void> {
  const { data, error } = await admin.rpc('take_request_slot', {
    param_action: action,
    param_address: address,
    param_client: clientAddress(req),
  });
  if (error) throw new HttpError(500, 'internal_error', `Could not check the request limit: ${error.message}`);
  if (typeof data === 'number' && data > 0) throw tooManyRequests(data);
}
