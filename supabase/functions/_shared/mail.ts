import { env, requireEnv } from './env.ts';

export interface Mail {
  to: string | string[];
  cc?: string[];
  subject: string;
  html?: string;
  text?: string;
}

const recipients = (list: string[]) => list.map((address) => ({ emailAddress: { address } }));

/**
 * THE mail module: every e-mail a function sends goes through here. The provider is an HTTP e-mail
 * API with Microsoft Graph's shape, `POST {MAIL_API_URL}/v1.0/users/{MAIL_FROM}/sendMail` with a
 * bearer MAIL_API_KEY → 202. Locally MAIL_API_URL is local-supabase's mail catcher (`{url}/mail`);
 * in production it is the provider's base URL (e.g. https://graph.microsoft.com), set as secrets.
 */
export async function sendMail(mail: Mail): Promise<void> {
  const base = requireEnv('MAIL_API_URL').replace(/\/+$/, '');
  const from = env('MAIL_FROM') ?? 'noreply@partner-portal.local';
  const to = Array.isArray(mail.to) ? mail.to : [mail.to];
  if (!to.length) throw new Error('sendMail: at least one recipient is required');
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
}
