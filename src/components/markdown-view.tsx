import { createElement, Fragment, useMemo, type ReactNode } from 'react';
import { type MdNode, parseMarkdown } from '../lib/markdown';

/** A node as React elements; a link inside a link (a bare URL in a link's text) is its text only. */
function render(n: MdNode, key: number, inLink = false): ReactNode {
  if (typeof n === 'string') return n;
  const tag = !n.t || (inLink && n.t === 'a') ? Fragment : n.t;
  const kids = n.c?.map((c, i) => render(c, i, inLink || n.t === 'a'));
  return createElement(tag, tag === Fragment ? { key } : { ...n.a, key }, kids);
}

/**
 * A news story's Markdown (src/lib/markdown.ts) as React elements: text stays text, so nothing in it
 * can run — no HTML string, no sanitizer. Styled by `.markdown` in src/styles.css.
 */
export function MarkdownView({ source, className }: { source: string | null | undefined; className?: string }) {
  const nodes = useMemo(() => parseMarkdown(source), [source]);
  return (
    <div className={className ? `markdown ${className}` : 'markdown'} data-testid="markdown">
      {nodes.map((n, i) => render(n, i))}
    </div>
  );
}
