import { describe, expect, it } from 'vitest';
import { renderMarkdown } from '../../src/lib/markdown';

describe('news Markdown rendering', () => {
  it('renders headings, emphasis, lists and links', () => {
    const html = renderMarkdown('# Rates\n\n**Lower** rates for *spring*:\n\n- gas\n- power\n\n[details](https://example.com)');
    expect(html).toContain('<h1>Rates</h1>');
    expect(html).toContain('<strong>Lower</strong>');
    expect(html).toContain('<em>spring</em>');
    expect(html).toContain('<li>gas</li>');
    expect(html).toContain('<a target="_blank" rel="noopener noreferrer" href="https://example.com">details</a>');
  });

  it('removes script injection: script tags, event handlers, javascript: links', () => {
    const html = renderMarkdown(
      '<script>alert(1)</script>\n\n<img src="x" onerror="alert(2)">\n\n[click](javascript:alert(3))\n\n<iframe src="https://evil"></iframe>',
    );
    expect(html).not.toMatch(/<script|onerror|javascript:|<iframe/i);
    expect(html).toContain('<img src="x">');
  });

  it('empty or missing body renders nothing', () => {
    expect(renderMarkdown(null)).toBe('');
  });
});
