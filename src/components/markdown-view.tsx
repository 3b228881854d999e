import { useMemo } from 'react';
import { renderMarkdown } from '../lib/markdown';

/** Markdown shown as sanitized HTML (no script injection; see src/lib/markdown.ts). */
export function MarkdownView({ source, className }: { source: string | null | undefined; className?: string }) {
  const html = useMemo(() => renderMarkdown(source), [source]);
  // Safe: the HTML is sanitized by DOMPurify in renderMarkdown.
  return <div className={className} data-testid="markdown" dangerouslySetInnerHTML={{ __html: html }} />;
}
