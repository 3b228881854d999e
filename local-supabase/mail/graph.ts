import type { OutgoingMail } from './store.ts';

/**
 * The HTTP e-mail API edge functions send to, shaped like Microsoft Graph's
 * `POST /v1.0/users/{sender}/sendMail` (https://learn.microsoft.com/graph/api/user-sendmail).
 * In production MAIL_API_URL points at the real provider; locally at `{url}/mail`.
 */
export interface GraphRecipient {
  emailAddress?: { address?: unknown; name?: unknown };
}

export interface GraphSendMail {
  message?: {
    subject?: unknown;
    body?: { contentType?: unknown; content?: unknown };
    toRecipients?: unknown;
    ccRecipients?: unknown;
    bccRecipients?: unknown;
    replyTo?: unknown;
  };
  saveToSentItems?: unknown;
}

/** Graph's error envelope: `{ error: { code, message } }`. */
export class GraphError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }

  toJSON() {
    return { error: { code: this.code, message: this.message } };
  }
}

const EMAIL = /^[^\s@<>]+@[^\s@<>]+$/;

function addresses(list: unknown, field: string): string[] {
  if (list === undefined || list === null) return [];
  if (!Array.isArray(list)) throw new GraphError(400, 'RequestBodyRead', `Property '${field}' must be an array of recipients.`);
  return list.map((r: GraphRecipient) => {
    const a = r?.emailAddress?.address;
    if (typeof a !== 'string' || !EMAIL.test(a.trim()))
      throw new GraphError(400, 'ErrorInvalidRecipients', `At least one recipient in '${field}' is not valid.`);
    return a.trim();
  });
}

/** Validates a Graph sendMail body and turns it into a message for the store. */
export function parseSendMail(sender: string, body: unknown): OutgoingMail {
  if (!body || typeof body !== 'object') throw new GraphError(400, 'RequestBodyRead', 'The request body must be a JSON object.');
  const message = (body as GraphSendMail).message;
  if (!message || typeof message !== 'object') throw new GraphError(400, 'ErrorInvalidRequest', "Property 'message' is required.");
  const to = addresses(message.toRecipients, 'toRecipients');
  const cc = addresses(message.ccRecipients, 'ccRecipients');
  const bcc = addresses(message.bccRecipients, 'bccRecipients');
  if (to.length + cc.length + bcc.length === 0)
    throw new GraphError(400, 'ErrorInvalidRecipients', 'At least one recipient is not valid., Recipient is missing.');
  const content = typeof message.body?.content === 'string' ? message.body.content : '';
  const isHtml = String(message.body?.contentType ?? 'Text').toLowerCase() === 'html';
  const headers: Record<string, string> = {};
  if (bcc.length) headers.Bcc = bcc.join(', ');
  return {
    source: 'api',
    kind: null,
    from_address: sender,
    // Bcc recipients are envelope recipients too (so `?to=` finds them); the Bcc header tells them apart.
    to_addresses: [...to, ...bcc],
    cc_addresses: cc,
    subject: typeof message.subject === 'string' ? message.subject : '',
    html: isHtml ? content : null,
    text: isHtml ? htmlToText(content) : content,
    headers,
  };
}

/** A readable text fallback for HTML-only mails (links kept as "text (url)"). */
export function htmlToText(html: string): string {
  return html
    .replace(/<(style|script)[^>]*>[\s\S]*?<\/\1>/gi, '')
    .replace(/<a\s[^>]*href\s*=\s*["']([^"']+)["'][^>]*>([\s\S]*?)<\/a>/gi, (_m, href: string, text: string) => `${text} (${href})`)
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(p|div|h[1-6]|li|tr)>/gi, '\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
