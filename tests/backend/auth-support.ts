import { env } from './helpers.ts';

/** A mail as the catcher's JSON API returns it (local-supabase/mail/store.ts). */
export interface CapturedMail {
  id: number;
  kind: string | null;
  to_addresses: string[];
  subject: string;
  html: string | null;
  text: string | null;
}

/** Mails to one address, newest first, read through GET /mail/api/messages?to=. */
export async function mailsTo(email: string): Promise<CapturedMail[]> {
  const res = await fetch(`${env().url}/mail/api/messages?to=${encodeURIComponent(email)}`);
  if (!res.ok) throw new Error(`mail API answered ${res.status}`);
  return ((await res.json()) as { messages: CapturedMail[] }).messages;
}

/** The verify link in a mail's text part. */
export function linkIn(mail: CapturedMail): string {
  const m = /(https?:\/\/\S+\/auth\/v1\/verify\?\S+)/.exec(mail.text ?? '');
  if (!m) throw new Error(`no verify link in mail "${mail.subject}"`);
  return m[1];
}

/** The newest mail of a kind to an address (throws when none). */
export async function latestMail(email: string, kind: string): Promise<CapturedMail> {
  const mail = (await mailsTo(email)).find((m) => m.kind === kind);
  if (!mail) throw new Error(`no ${kind} mail to ${email}`);
  return mail;
}

/** Opens a link like a browser would, without following the redirect: status, Location and its fragment. */
export async function openLink(link: string): Promise<{ status: number; location: string; fragment: URLSearchParams }> {
  const res = await fetch(link, { redirect: 'manual' });
  await res.arrayBuffer();
  const location = res.headers.get('location') ?? '';
  return { status: res.status, location, fragment: new URLSearchParams(location.split('#')[1] ?? '') };
}

/** Decodes a JWT's payload without verifying it. */
export function jwtPayload(token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString('utf8')) as Record<string, unknown>;
}
