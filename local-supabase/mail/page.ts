import { BASE_STYLE, escapeHtml } from '../http/html.ts';
import type { MailMessage } from './store.ts';

const STYLE = `${BASE_STYLE}
  tr:hover td { background: #f3f6fa; }
  .meta { background: #fff; padding: 12px 16px; border: 1px solid #d0d7de; margin-bottom: 12px; }
  .meta dt { font-weight: 600; float: left; width: 90px; }
  .meta dd { margin: 0 0 4px 100px; }
  iframe { width: 100%; height: 70vh; border: 1px solid #d0d7de; background: #fff; }
  pre { white-space: pre-wrap; background: #fff; border: 1px solid #d0d7de; padding: 12px; }
  .tag { font-size: 12px; padding: 1px 6px; border-radius: 8px; background: #ddf4ff; }
  .empty { color: #57606a; padding: 24px; }
  form { display: inline; }
  button { cursor: pointer; }
`;

function layout(title: string, body: string, refresh = false): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
${refresh ? '<meta http-equiv="refresh" content="5">' : ''}
<title>${escapeHtml(title)} | local-supabase mail</title><style>${STYLE}</style></head>
<body><header><strong>local-supabase mail catcher</strong><a href="/mail">Inbox</a></header><main>${body}</main></body></html>`;
}

/** The inbox: newest first, optionally filtered by a recipient; refreshes itself every 5 s. */
export function renderList(messages: MailMessage[], to: string | undefined): string {
  const rows = messages
    .map(
      (m) => `<tr>
  <td>${escapeHtml(m.sent_at)}</td>
  <td>${escapeHtml(m.to_addresses.join(', '))}</td>
  <td><a href="/mail/messages/${m.id}">${escapeHtml(m.subject || '(no subject)')}</a></td>
  <td><span class="tag">${escapeHtml(m.kind ?? m.source)}</span></td>
</tr>`,
    )
    .join('\n');
  const filter = `<form method="get" action="/mail">
  <input name="to" type="email" placeholder="filter by recipient" value="${escapeHtml(to ?? '')}"> <button>Filter</button>
</form>
<form method="post" action="/mail/clear"><button>Delete all</button></form>`;
  const body = messages.length
    ? `<table><thead><tr><th>Sent (UTC)</th><th>To</th><th>Subject</th><th>Kind</th></tr></thead><tbody>${rows}</tbody></table>`
    : '<p class="empty">No messages yet.</p>';
  return layout('Inbox', `${filter}<p>${messages.length} message(s)</p>${body}`, true);
}

/**
 * One message. The HTML body is shown in a sandboxed iframe (no scripts, no same-origin access);
 * `<base target="_top">` plus allow-top-navigation lets its links (invite, recovery) be followed.
 */
export function renderMessage(m: MailMessage): string {
  const meta = `<dl class="meta">
  <dt>From</dt><dd>${escapeHtml(m.from_address ?? '')}</dd>
  <dt>To</dt><dd>${escapeHtml(m.to_addresses.join(', '))}</dd>
  ${m.cc_addresses.length ? `<dt>Cc</dt><dd>${escapeHtml(m.cc_addresses.join(', '))}</dd>` : ''}
  <dt>Subject</dt><dd>${escapeHtml(m.subject)}</dd>
  <dt>Sent</dt><dd>${escapeHtml(m.sent_at)} · ${escapeHtml(m.source)}${m.kind ? ` · ${escapeHtml(m.kind)}` : ''}</dd>
</dl>`;
  const html = m.html
    ? `<iframe title="message body" sandbox="allow-popups allow-popups-to-escape-sandbox allow-top-navigation-by-user-activation"
  srcdoc="${escapeHtml(`<base target="_top">${m.html}`)}"></iframe>`
    : '';
  const text = m.text ? `<h3>Text</h3><pre>${linkify(escapeHtml(m.text))}</pre>` : '';
  return layout(m.subject || 'Message', `${meta}${html}${text || (html ? '' : '<p class="empty">(empty body)</p>')}`);
}

/** Makes the URLs of an already-escaped text clickable. */
function linkify(escaped: string): string {
  return escaped.replace(/https?:\/\/[^\s<>"']+[^\s<>"').,;:!?]/g, (u) => `<a href="${u}" target="_top">${u}</a>`);
}
