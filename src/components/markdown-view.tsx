import { useEffect, useMemo, useState } from 'react';

type Render = typeof import('../lib/markdown').renderMarkdown;
let loaded: Render | undefined;

/**
 * Markdown shown as sanitized HTML (no script injection; see src/lib/markdown.ts). The renderer
 * (marked and DOMPurify, ~25 KB gzip) loads with the first text to show: an empty preview — a new
 * story's — does not download it.
 */
export function MarkdownView({ source, className }: { source: string | null | undefined; className?: string }) {
  const [render, setRender] = useState(() => loaded);
  useEffect(() => {
    if (render || !source) return;
    let live = true;
    void import('../lib/markdown').then((m) => {
      loaded = m.renderMarkdown;
      if (live) setRender(() => m.renderMarkdown);
    });
    return () => {
      live = false;
    };
  }, [render, source]);
  const html = useMemo(() => (render && source ? render(source) : ''), [render, source]);
  // Safe: the HTML is sanitized by DOMPurify in renderMarkdown.
  return <div className={className} data-testid="markdown" dangerouslySetInnerHTML={{ __html: html }} />;
}
