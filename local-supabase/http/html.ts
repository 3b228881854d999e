// The small HTML pages local-supabase's developer tools serve (scheduled jobs, the weather stand-in,
// the monitoring recorder): one look, text always escaped.

/** Escapes text for HTML content and attribute values. */
export function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);
}

/** The look every tool page shares (the mail catcher's pages add their own rules). */
export const BASE_STYLE = `
  body { font: 14px/1.45 system-ui, sans-serif; margin: 0; color: #1f2328; background: #f6f8fa; }
  header { background: #24292f; color: #fff; padding: 10px 20px; display: flex; gap: 16px; align-items: center; }
  header a { color: #fff; }
  main { padding: 16px 20px; }
  table { border-collapse: collapse; width: 100%; background: #fff; }
  th, td { text-align: left; padding: 6px 10px; border-bottom: 1px solid #d0d7de; vertical-align: top; }
`;

const STYLE = `${BASE_STYLE}
  h2 { font-size: 16px; margin: 20px 0 8px; }
  pre, code { white-space: pre-wrap; word-break: break-word; font-size: 12px; }
  .empty { color: #57606a; padding: 12px; }
  .failed { color: #cf222e; }
`;

/** A page of one of the tools, with links to the others; refreshes itself every 5 s. */
export function toolPage(tool: string, title: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="refresh" content="5">
<title>${escapeHtml(title)} | local-supabase ${escapeHtml(tool)}</title><style>${STYLE}</style></head>
<body><header><strong>local-supabase ${escapeHtml(tool)}</strong><a href="/cron">Scheduled jobs</a><a href="/weather">Weather stand-in</a><a href="/monitoring">Monitoring</a><a href="/mail">Mail</a></header>
<main><h1 style="font-size:18px">${escapeHtml(title)}</h1>${body}</main></body></html>`;
}

/** An HTML table of rows (cells already escaped or built by the caller), or a line saying there are none. */
export function table(headers: string[], rows: string[][], empty: string): string {
  if (!rows.length) return `<p class="empty">${escapeHtml(empty)}</p>`;
  return `<table><thead><tr>${headers.map((h) => `<th>${escapeHtml(h)}</th>`).join('')}</tr></thead><tbody>${rows
    .map((r) => `<tr>${r.map((c) => `<td>${c}</td>`).join('')}</tr>`)
    .join('')}</tbody></table>`;
}
