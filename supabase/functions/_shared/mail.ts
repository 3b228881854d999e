import { env, requireEnv } from './env.ts';
import { HttpError } from './http.ts';
import { serviceClient } from './supabase.ts';

export interface Mail {
  to: string | string[];
  cc?: string[];
  subject: string;
  html?: string;
  text?: string;
}

const recipients = (list: string[]) => list.map((address) => ({ emailAddress: { address } }));

/**
 * How a mail meets the one mail budget per address (migration 20261128110000_mail_budget,
 * `public.take_mail_slot`): every recipient (to and cc) takes a slot, or the mail is not sent.
 * - `refuse` (default): over budget → 429 over_email_send_rate_limit, nothing sent;
 * - `skip`: recipients over budget are left out (their mail is a notice, the request goes on); false
 *   when none is left;
 * - `counted`: the caller took the slot already (register and forgot-password, through
 *   `public.take_request_slot`, before they know whether the address has an account);
 * - `notice`: a notice to staff (addresses the request did not choose) takes from their separate
 *   notice budget, and is skipped for those who had theirs.
 */
export type MailBudget = 'refuse' | 'skip' | 'counted' | 'notice';

/** 429 when an address has had its mails for the hour. */
export function overMailBudget(seconds: number): HttpError {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return new HttpError(
    429,
    'over_email_send_rate_limit',
    `Too many e-mails were sent to this address recently. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
    undefined,
    { 'Retry-After': String(Math.ceil(seconds)) },
  );
}

/** Takes one slot of each address's budget, all or none: 0, or the seconds to wait. */
async function takeMailSlots(addresses: string[], budget: 'mail' | 'notice' = 'mail'): Promise<number> {
  const { data, error } = await serviceClient().rpc('take_mail_slot', { param_addresses: addresses, param_budget: budget });
  if (error) throw new HttpError(500, 'internal_error', `Could not check the mail budget: ${error.message}`);
  return typeof data === 'number' ? data : 0;
}

/**
 * Takes each address's mail slot now, before the request writes anything, so that a mail the budget
 * refuses leaves nothing behind (no account without its invitation): 429 over_email_send_rate_limit.
 * The mail itself then goes out with budget `counted`.
 */
export async function reserveMail(addresses: string[]): Promise<void> {
  const wait = await takeMailSlots(addresses);
  if (wait > 0) throw overMailBudget(wait);
}

/**
 * THE mail module: every e-mail a function sends goes through here. The provider is an HTTP e-mail
 * API with Microsoft Graph's shape, `POST {MAIL_API_URL}/v1.0/users/{MAIL_FROM}/sendMail` with a
 * bearer MAIL_API_KEY → 202. Locally MAIL_API_URL is local-supabase's mail catcher (`{url}/mail`);
 * in production it is the provider's base URL (e.g. https://graph.microsoft.com), set as secrets.
 * Each recipient's mail budget is taken first (`budget`, above). Returns whether a mail went out.
 */
export async function sendMail(mail: Mail, budget: MailBudget = 'refuse'): Promise<boolean> {
  let to = Array.isArray(mail.to) ? mail.to : [mail.to];
  if (!to.length) throw new Error('sendMail: at least one recipient is required');
  let cc = mail.cc ?? [];
  if (budget === 'refuse') {
    const wait = await takeMailSlots([...to, ...cc]);
    if (wait > 0) throw overMailBudget(wait);
  } else if (budget === 'skip' || budget === 'notice') {
    const allowed = async (address: string) => (await takeMailSlots([address], budget === 'notice' ? 'notice' : 'mail')) === 0;
    const keep = async (list: string[]) => {
      const out: string[] = [];
      for (const a of list) if (await allowed(a)) out.push(a);
      return out;
    };
    to = await keep(to);
    cc = await keep(cc);
    if (!to.length && !cc.length) return false;
    if (!to.length) [to, cc] = [cc, []];
  }
  return deliver({ ...mail, to, cc });
}

async function deliver(mail: Mail & { to: string[] }): Promise<boolean> {
  const base = requireEnv('MAIL_API_URL').replace(/\/+$/, '');
  const from = env('MAIL_FROM') ?? 'noreply@partner-portal.local';
  const to = mail.to;
  const html = mail.html !== undefined;
  const res = await fetch(`${base}/v1.0/users/${encodeURIComponent(from)}/sendMail`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${requireEnv('MAIL_API_KEY')}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({
      message: {
        subject: mail.subject,
        body: { contentType: html ? 'HTML' : 'Text', content: html ? mail.html : (mail.text ?? '') },
        toRecipients: recipients(to),
        ...(mail.cc?.length ? { ccRecipients: recipients(mail.cc) } : {}),
      },
      saveToSentItems: false,
    }),
  });
  if (res.status !== 202 && !res.ok) {
    const detail = await res.text().catch(() => '');
    throw new Error(`sendMail failed: HTTP ${res.status} ${detail.slice(0, 300)}`);
  }
  await res.body?.cancel();
  return true;
}
