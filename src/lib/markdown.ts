import DOMPurify from 'dompurify';
import { marked } from 'marked';

/**
 * Markdown → HTML that is safe to insert: marked renders, DOMPurify strips scripts, event handlers,
 * `javascript:` URLs and anything else executable. Links open in a new tab without an opener.
 */
export function renderMarkdown(source: string | null | undefined): string {
  const html = marked.parse(source ?? '', { async: false, gfm: true, breaks: true });
  const clean = DOMPurify.sanitize(html, { USE_PROFILES: { html: true }, FORBID_TAGS: ['style', 'form', 'input', 'iframe'] });
  return clean.replace(/<a /g, '<a target="_blank" rel="noopener noreferrer" ');
}
