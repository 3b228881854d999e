import type { SupabaseClient } from '@supabase/supabase-js';
import { HttpError } from './http.ts';

/**
 * The caller's network address: `cf-connecting-ip`, and only that. Hosted Supabase reaches Edge
 * Functions through Cloudflare, which sets it to the address that connected and overwrites any value
 * a client sent; local-supabase's functions gateway does the same from the socket. Every other header
 * (`x-real-ip`, the first `x-forwarded-for` entry) can be written by the caller, who could then be a new
 * client on every request. Without it (a function called some other way), every caller is the one
 * client "unknown", which limits more, never less. docs/hosted-supabase.md, docs/security.md.
 */
export function clientAddress(req: Request): string {
  return req.headers.get('cf-connecting-ip')?.trim() || 'unknown';
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
