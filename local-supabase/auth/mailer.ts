import { createHash, randomInt } from 'node:crypto';
import type { OutgoingMail } from '../mail/store.ts';
import { overEmailSendRateLimit } from './rate-limit.ts';
import type { AuthSettings } from './settings.ts';

/** The verify `type` of each link GoTrue mails (and generate_link returns). */
export type LinkType = 'signup' | 'invite' | 'recovery' | 'magiclink' | 'email_change';

/** The mailer template each mail uses; recorded as the mail's `kind`. */
export type MailKind = 'confirmation' | 'invite' | 'recovery' | 'magic_link' | 'email_change' | 'reauthentication';

/** The Supabase CLI's GoTrue sender (GOTRUE_SMTP_ADMIN_EMAIL). */
const FROM = 'admin@email.com';

/** GoTrue's hashed token: hex sha224(email + otp) (AUTH: internal/crypto GenerateTokenHash). */
export function tokenHash(email: string, otp: string): string {
  return createHash('sha224')
    .update(email + otp)
    .digest('hex');
}

/** A fresh six-digit code and the hash stored in auth.users and put in links. */
export function newOtp(email: string): { otp: string; hash: string } {
  const otp = String(randomInt(0, 1_000_000)).padStart(6, '0');
  return { otp, hash: tokenHash(email, otp) };
}

/** `${API_EXTERNAL_URL}/verify?token=<hash>&type=<type>&redirect_to=<url>`. */
export function verifyLink(s: AuthSettings, hash: string, type: LinkType, redirectTo: string): string {
  return `${s.externalUrl}/verify?token=${encodeURIComponent(hash)}&type=${type}&redirect_to=${encodeURIComponent(redirectTo)}`;
}

const TEMPLATES: Record<MailKind, { subject: string; body: (v: Vars) => string }> = {
  confirmation: {
    subject: 'Confirm Your Signup',
    body: (v) =>
      `<h2>Confirm your email</h2><p>Follow this link to confirm your email:</p><p><a href="${v.link}">Confirm your email address</a></p>`,
  },
  invite: {
    subject: 'You have been invited',
    body: (v) =>
      `<h2>You have been invited</h2><p>You have been invited to create a user on ${v.siteUrl}. Follow this link to accept the invite:</p><p><a href="${v.link}">Accept the invite</a></p>`,
  },
  recovery: {
    subject: 'Reset Your Password',
    body: (v) =>
      `<h2>Reset password</h2><p>Follow this link to reset the password for your user:</p><p><a href="${v.link}">Reset password</a></p>`,
  },
  magic_link: {
    subject: 'Your Magic Link',
    body: (v) => `<h2>Magic Link</h2><p>Follow this link to login:</p><p><a href="${v.link}">Log In</a></p>`,
  },
  email_change: {
    subject: 'Confirm Email Change',
    body: (v) =>
      `<h2>Confirm email address change</h2><p>Follow this link to confirm the update of your email address from ${v.email} to ${v.newEmail}:</p><p><a href="${v.link}">Change email address</a></p>`,
  },
  reauthentication: {
    subject: 'Confirm reauthentication',
    body: () => `<h2>Confirm reauthentication</h2>`,
  },
};

interface Vars {
  link: string;
  otp: string;
  email: string;
  newEmail: string;
  siteUrl: string;
}

const escapeHtml = (t: string) => t.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * Queues the mail GoTrue would send; the link is on its own line in the text part. The request's outbox is
 * written to the mail store after the transaction committed and before the answer goes out (so a rolled-back
 * change sends nothing, and PGlite's single connection is never asked for two transactions at once).
 */
export function sendAuthMail(outbox: OutgoingMail[], s: AuthSettings, kind: MailKind, to: string, v: Omit<Vars, 'siteUrl'>): void {
  // [auth.rate_limit] email_sent: one request's mails count once (GoTrue's sendEmail), only when
  // confirmations are on, and 0 refuses all; thrown inside the flow's transaction, so it rolls back.
  const perHour = s.auth.rateLimit.emailSent;
  if (outbox.length === 0 && (perHour <= 0 || (!s.autoconfirm && !s.limits.allowEmail(perHour)))) throw overEmailSendRateLimit();
  const t = TEMPLATES[kind];
  const html = t.body({
    link: escapeHtml(v.link),
    otp: v.otp,
    email: escapeHtml(v.email),
    newEmail: escapeHtml(v.newEmail),
    siteUrl: escapeHtml(s.auth.siteUrl),
  });
  const lines = [t.subject, ''];
  if (v.link) lines.push('Follow this link:', v.link, '');
  lines.push(`${v.link ? 'Alternatively, enter the code' : 'Enter the code'}: ${v.otp}`);
  outbox.push({
    source: 'auth',
    kind,
    from_address: FROM,
    to_addresses: [to],
    subject: t.subject,
    html: `${html}<p>${v.link ? 'Alternatively, enter the code' : 'Enter the code'}: ${v.otp}</p>`,
    text: lines.join('\n') + '\n',
  });
}
