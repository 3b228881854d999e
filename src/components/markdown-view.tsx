// A news story's Markdown as React elements, through react-markdown with GitHub's flavour (remark-gfm:
// tables, strikethrough, task lists, bare URLs) and a single newline as a line break (remark-breaks), as
// authors write stories (docs/accounts-contracts.md, "News"). It builds React elements, never an HTML
// string: text stays text, and raw HTML an author types shows as the text it is. Links and images keep
// only http(s), mailto, tel and relative addresses; any other (javascript:, data:, vbscript:…) is no
// link — its text stays — and no image — its alt text stays. Links open in a new tab without the opener.
// Loaded with the news pages only (their form imports it; the list loads it with the first story opened).
import { Component, type AnchorHTMLAttributes, type ImgHTMLAttributes, type ReactNode } from 'react';
import Markdown, { type Components } from 'react-markdown';
import remarkBreaks from 'remark-breaks';
import remarkGfm from 'remark-gfm';

/** The address kept for a link or an image, or null: only http(s), mailto, tel and relative ones. */
export function safeUrl(url: string): string | null {
  // What a browser would ignore before the scheme (controls, spaces) must not hide one.
  const scheme = /^([a-z][a-z\d+.-]*):/i.exec(url.replace(/[\0-\x20\x7f]/g, ''));
  return !scheme || /^(https?|mailto|tel)$/i.test(scheme[1]!) ? url : null;
}

/**
 * Beyond these the text is shown as written rather than formatted: more emphasis, link and code
 * delimiters than any story uses (micromark's time on them grows with their square: 10,000 of them
 * took seconds), or a line opening more nested quotes and lists than a story needs (deep enough
 * trees overflow the call stack of the libraries that walk them).
 */
export const MAX_DELIMITERS = 2_000;
export const MAX_NESTING = 20;

/** Whether `source` is beyond what the Markdown renderer is given (see above). */
export function tooComplex(source: string): boolean {
  let delimiters = 0;
  for (let i = 0; i < source.length; i++) {
    const c = source.charCodeAt(i);
    // * _ ~ [ ] ` < ( )
    if (c === 42 || c === 95 || c === 126 || c === 91 || c === 93 || c === 96 || c === 60 || c === 40 || c === 41) delimiters++;
  }
  if (delimiters > MAX_DELIMITERS) return true;
  for (const line of source.split('\n')) {
    // The run of container markers (>, list bullets and numbers) and indentation a line starts with.
    const lead = /^(?:[ \t]*(?:>|[-+*](?=[ \t])|\d{1,9}[.)](?=[ \t])))*[ \t]*/.exec(line)![0];
    const markers = (lead.match(/>|[-+*]|\d{1,9}[.)]/g) ?? []).length;
    const indent = lead.replace(/\t/g, '    ').replace(/[^ ]/g, '').length;
    if (markers > MAX_NESTING || indent > 4 * MAX_NESTING) return true;
  }
  return false;
}

function Link({ href, children, node: _node, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement> & { node?: unknown }) {
  if (!href) return <>{children}</>;
  return (
    <a {...rest} href={href} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  );
}

function Image({ src, alt, node: _node, ...rest }: ImgHTMLAttributes<HTMLImageElement> & { node?: unknown }) {
  if (!src) return <>{alt}</>;
  return <img {...rest} src={src} alt={alt} />;
}

const COMPONENTS: Components = { a: Link, img: Image };

/** The text as written, a paragraph per blank-line-separated block, line breaks kept. */
function PlainText({ source }: { source: string }) {
  return (
    <>
      {source.split(/\n{2,}/).map((block, i) => (
        <p key={i} style={{ whiteSpace: 'pre-wrap' }}>
          {block}
        </p>
      ))}
    </>
  );
}

/** Should formatting a story fail all the same, the story shows as written. */
class Fallback extends Component<{ source: string; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidUpdate(previous: { source: string }) {
    if (previous.source !== this.props.source && this.state.failed) this.setState({ failed: false });
  }
  override render() {
    return this.state.failed ? <PlainText source={this.props.source} /> : this.props.children;
  }
}

/** A news story's Markdown, styled by `.markdown` in src/styles.css. */
export function MarkdownView({ source, className }: { source: string | null | undefined; className?: string }) {
  const text = (source ?? '').replace(/\r\n?/g, '\n');
  return (
    <div className={className ? `markdown ${className}` : 'markdown'} data-testid="markdown">
      {!text.trim() ? null : tooComplex(text) ? (
        <PlainText source={text} />
      ) : (
        <Fallback source={text}>
          <Markdown remarkPlugins={[remarkGfm, remarkBreaks]} urlTransform={safeUrl} components={COMPONENTS}>
            {text}
          </Markdown>
        </Fallback>
      )}
    </div>
  );
}
