import { FunctionsHttpError, type SupabaseClient } from '@supabase/supabase-js';
import { expect } from 'vitest';
import { DEMO, serviceClient, signIn, uniqueEmail } from './helpers.ts';

/** The HTTP status and JSON error body of a failed function call. */
export async function errorBody(
  error: unknown,
): Promise<{ status: number; body: { code: string; message: string; details?: { fields?: string[] } } }> {
  expect(error).toBeInstanceOf(FunctionsHttpError);
  const res = (error as FunctionsHttpError).context as Response;
  return { status: res.status, body: await res.json() };
}

export const management = () => signIn('management@demo.test');
export const companyAdmin = () => signIn('company-admin@demo.test');
export const partnerAdmin = () => signIn('partner-admin@demo.test');
export const salesRep = () => signIn('sales-rep@demo.test');

/** An invite payload for a member of the demo partner Brightline. */
export function partnerInvite(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    email: uniqueEmail('invitee'),
    type: 'partner',
    record: DEMO.partners.brightline,
    first_name: 'Ivy',
    last_name: 'Invitee',
    phone: '604-555-0199',
    role: 7,
    send: true,
    ...overrides,
  };
}

/** Invites a user through the function as `client` and returns the new id (fails the test otherwise). */
export async function invite(client: SupabaseClient, body: Record<string, unknown>): Promise<string> {
  const { data, error } = await client.functions.invoke<{ id: string }>('invites', { body });
  if (error) throw new Error(`invite failed: ${JSON.stringify((await errorBody(error)).body)}`);
  return (data as { id: string }).id;
}

/** The profile row as the service role sees it. */
export async function profileOf(id: string) {
  const { data } = await serviceClient().from('profiles').select('*').eq('id', id).maybeSingle();
  return data as Record<string, unknown> | null;
}

/** The "Accept the invitation" link of an invite mail (its href, HTML-unescaped). */
export function acceptLink(mail: { html: string | null }): string {
  const href = /<a href="([^"]+)">Accept the invitation<\/a>/.exec(mail.html ?? '')?.[1];
  if (!href) throw new Error('no invitation link in the mail');
  return href.replace(/&amp;/g, '&');
}
