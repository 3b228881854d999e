/**
 * A news story's Markdown (src/lib/markdown.ts, src/components/markdown-view.tsx) as the browser gets
 * it: the DOM React builds from it. One case per construct, then what an author could use to attack a
 * reader (the output is checked as a DOM, not as a string), entities, and inputs built to make a
 * parser slow or deep.
 */
import '@testing-library/jest-dom/vitest';
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { MarkdownView } from '../../src/components/markdown-view';
import { MAX_DEPTH, parseMarkdown } from '../../src/lib/markdown';
import { MAX_INLINE_DEPTH } from '../../src/lib/markdown-inline';
import { maxLengthOf } from '../../src/lib/text-limits';

afterEach(cleanup);

const view = (source: string | null | undefined, className?: string) =>
  render(<MarkdownView source={source} className={className} />).container.querySelector<HTMLElement>('[data-testid="markdown"]')!;
const html = (source: string) => view(source).innerHTML;
const A = (href: string, text: string, title?: string) =>
  `<a href="${href}"${title ? ` title="${title}"` : ''} target="_blank" rel="noopener noreferrer">${text}</a>`;

describe('news Markdown: each construct', () => {
  const cases: [string, string, string][] = [
    [
      'ATX headings, closing #s dropped',
      '# One\n## Two ##\n###### Six\n####### seven',
      '<h1>One</h1><h2>Two</h2><h6>Six</h6><p>####### seven</p>',
    ],
    ['setext headings', 'Title\n===\nSub\n---', '<h1>Title</h1><h2>Sub</h2>'],
    ['paragraphs; a single newline is a line break', 'a\nb  \nc\\\nd\n\nnext', '<p>a<br>b<br>c<br>d</p><p>next</p>'],
    [
      'emphasis and strong with * and _',
      '*a* _b_ **c** __d__ ***e***',
      '<p><em>a</em> <em>b</em> <strong>c</strong> <strong>d</strong> <em><strong>e</strong></em></p>',
    ],
    [
      'intraword _ stays literal, intraword * does not',
      'snake_case_name and un*frigging*believable',
      '<p>snake_case_name and un<em>frigging</em>believable</p>',
    ],
    [
      'nested emphasis',
      '**bold _both_ done** *a **b** c*',
      '<p><strong>bold <em>both</em> done</strong> <em>a <strong>b</strong> c</em></p>',
    ],
    ['unmatched delimiters stay text', '*foo bar * and 2 * 3 and **x*', '<p>*foo bar * and 2 * 3 and *<em>x</em></p>'],
    ['strikethrough with one or two tildes, not three', '~~gone~~ ~old~ ~~~no~~~', '<p><del>gone</del> <del>old</del> ~~~no~~~</p>'],
    [
      'code spans',
      '`code` `` a`b `` ` x ` `*no* [link](/x)`',
      '<p><code>code</code> <code>a`b</code> <code>x</code> <code>*no* [link](/x)</code></p>',
    ],
    ['a backtick run without one as long after it is text', '`open and `` not', '<p>`open and `` not</p>'],
    [
      'fenced code with ``` and ~~~, language class',
      '```js\nconst a = 1 < 2;\n\n  b\n```\n~~~\n```\n~~~',
      '<pre><code class="language-js">const a = 1 &lt; 2;\n\n  b</code></pre><pre><code>```</code></pre>',
    ],
    ['an unclosed fence runs to the end', '```\ncode', '<pre><code>code</code></pre>'],
    ['indented code', '    one\n\n    two\n\ntext', '<pre><code>one\n\ntwo</code></pre><p>text</p>'],
    [
      'blockquotes, nested, with a lazy line',
      '> quote\nlazy\n> > inner\n\n> - item',
      '<blockquote><p>quote<br>lazy</p><blockquote><p>inner</p></blockquote></blockquote><blockquote><ul><li>item</li></ul></blockquote>',
    ],
    [
      'a tight list: no paragraphs in items',
      '- a\n- b\n  - c\n  - d\n- e',
      '<ul><li>a</li><li>b<ul><li>c</li><li>d</li></ul></li><li>e</li></ul>',
    ],
    ['a loose list: paragraphs in items', '- a\n\n- b\n\n  more', '<ul><li><p>a</p></li><li><p>b</p><p>more</p></li></ul>'],
    [
      'blank lines inside a nested list keep the outer tight',
      '- a\n  - b\n\n  - c\n- d',
      '<ul><li>a<ul><li><p>b</p></li><li><p>c</p></li></ul></li><li>d</li></ul>',
    ],
    [
      'ordered lists keep their start',
      '3. three\n4. four\n\n1) one',
      '<ol start="3"><li>three</li><li>four</li></ol><ol><li>one</li></ol>',
    ],
    ['another bullet starts another list', '- a\n+ b', '<ul><li>a</li></ul><ul><li>b</li></ul>'],
    ['a list item interrupts a paragraph; a numbered one only from 1', 'a\n- b\n\nc\n2. d', '<p>a</p><ul><li>b</li></ul><p>c<br>2. d</p>'],
    ['thematic breaks', '***\n- - -\n___', '<hr><hr><hr>'],
    [
      'a table with alignment, escaped pipe, short and long rows',
      '| a | b | c | d |\n|:--|:-:|--:|---|\n| 1 | \\| | 3 | 4 | 5 |\n| 6 |',
      '<table><thead><tr><th style="text-align: left;">a</th><th style="text-align: center;">b</th><th style="text-align: right;">c</th><th>d</th></tr></thead><tbody><tr><td style="text-align: left;">1</td><td style="text-align: center;">|</td><td style="text-align: right;">3</td><td>4</td></tr><tr><td style="text-align: left;">6</td><td style="text-align: center;"></td><td style="text-align: right;"></td><td></td></tr></tbody></table>',
    ],
    [
      'a table without outer pipes, after a paragraph',
      'intro\na | *b*\n--|--\n1 | 2',
      '<p>intro</p><table><thead><tr><th>a</th><th><em>b</em></th></tr></thead><tbody><tr><td>1</td><td>2</td></tr></tbody></table>',
    ],
    ['a header without a matching delimiter row is text', '| a | b |\n|---|', '<p>| a | b |<br>|---|</p>'],
    [
      'links with and without title',
      '[site](https://example.com "The site") [rel](/news?x=1&y=2) [top](#top) [empty]()',
      `<p>${A('https://example.com', 'site', 'The site')} ${A('/news?x=1&amp;y=2', 'rel')} ${A('#top', 'top')} ${A('', 'empty')}</p>`,
    ],
    [
      'link destinations in <…> and with balanced parentheses',
      '[a](<a b.pdf>) [w](https://en.wikipedia.org/wiki/Rate_(finance)) [e](/a\\)b)',
      `<p>${A('a b.pdf', 'a')} ${A('https://en.wikipedia.org/wiki/Rate_(finance)', 'w')} ${A('/a)b', 'e')}</p>`,
    ],
    [
      'emphasis in link text; no link in a link',
      '[**bold** link](/a) [a [b](/c) d](/e)',
      `<p>${A('/a', '<strong>bold</strong> link')} [a ${A('/c', 'b')} d](/e)</p>`,
    ],
    [
      'mailto and tel links',
      '[mail](mailto:ops@example.com) [call](tel:+15551234567)',
      `<p>${A('mailto:ops@example.com', 'mail')} ${A('tel:+15551234567', 'call')}</p>`,
    ],
    [
      'autolinks',
      '<https://example.com/a?b=c> <ops@example.com>',
      `<p>${A('https://example.com/a?b=c', 'https://example.com/a?b=c')} ${A('mailto:ops@example.com', 'ops@example.com')}</p>`,
    ],
    [
      'bare URLs, without trailing punctuation or an unbalanced )',
      'See https://example.com/rates. Or (www.example.com), **https://x.example/a_b**',
      `<p>See ${A('https://example.com/rates', 'https://example.com/rates')}. Or (${A('http://www.example.com', 'www.example.com')}), <strong>${A('https://x.example/a_b', 'https://x.example/a_b')}</strong></p>`,
    ],
    [
      'a URL inside a word is text; a bare URL in link text is not a second link',
      'xhttps://example.com [see https://a.example](https://b.example)',
      `<p>xhttps://example.com ${A('https://b.example', 'see https://a.example')}</p>`,
    ],
    [
      'images',
      '![Rate chart](/charts/rates.png "Rates") ![*alt* text](https://cdn.example/x.png)',
      '<p><img alt="Rate chart" title="Rates" src="/charts/rates.png"> <img alt="alt text" src="https://cdn.example/x.png"></p>',
    ],
    ['backslash escapes', '\\*not em\\* \\# \\[x\\](y) \\\\ \\q', '<p>*not em* # [x](y) \\ \\q</p>'],
    [
      'raw HTML is text, <br> is a line break',
      '<b>bold</b> a<br>b<BR />c <br onclick="x">',
      '<p>&lt;b&gt;bold&lt;/b&gt; a<br>b<br>c &lt;br onclick="x"&gt;</p>',
    ],
    [
      'reference links are not supported: shown as written',
      '[text][ref]\n\n[ref]: https://example.com',
      '<p>[text][ref]</p><p>[ref]: <a href="https://example.com" target="_blank" rel="noopener noreferrer">https://example.com</a></p>',
    ],
    ['Windows line ends', 'a\r\nb\r\n\r\nc', '<p>a<br>b</p><p>c</p>'],
  ];
  it.each(cases)('%s', (_name, source, expected) => {
    expect(html(source)).toBe(expected);
  });

  it('task items are disabled checkboxes, in tight and loose lists', () => {
    const tight = view('- [ ] call the utility\n- [x] send the contract');
    const boxes = tight.querySelectorAll('li > input[type="checkbox"]');
    expect([...boxes].map((b) => [(b as HTMLInputElement).checked, (b as HTMLInputElement).disabled])).toEqual([
      [false, true],
      [true, true],
    ]);
    expect(tight.querySelector('li')).toHaveTextContent('call the utility');
    const loose = view('- [X] done\n\n- [ ] open');
    expect(loose.querySelectorAll('li > p > input[type="checkbox"]')).toHaveLength(2);
    // Without text after it, `[ ]` is text.
    expect(html('- [ ]')).toBe('<ul><li>[ ]</li></ul>');
  });

  it('keeps its contract: the wrapper, its test id and class; empty text renders nothing', () => {
    expect(view(null)).toBeEmptyDOMElement();
    expect(view('')).toBeEmptyDOMElement();
    const el = view('**x**', 'extra');
    expect(el).toHaveClass('markdown', 'extra');
    expect(el.querySelector('strong')).toHaveTextContent('x');
  });

  it('re-renders as the text changes (the live preview)', () => {
    const { rerender, getByTestId } = render(<MarkdownView source="*a*" />);
    expect(getByTestId('markdown').innerHTML).toBe('<p><em>a</em></p>');
    rerender(<MarkdownView source="**b**" />);
    expect(getByTestId('markdown').innerHTML).toBe('<p><strong>b</strong></p>');
  });
});

describe('news Markdown: nothing an author writes can run', () => {
  const TAGS = new Set(
    'p h1 h2 h3 h4 h5 h6 em strong del code pre blockquote ul ol li input hr table thead tbody tr th td a img br'.split(' '),
  );
  const ATTRIBUTES = new Set(['href', 'title', 'target', 'rel', 'src', 'alt', 'type', 'checked', 'disabled', 'class', 'style', 'start']);
  const attacks = [
    '<script>alert(1)</script>',
    '<img src="x" onerror="alert(1)">',
    '<iframe src="https://evil.example"></iframe>',
    '<style>body { display: none }</style>',
    '<a href="javascript:alert(1)">click</a>',
    '<svg onload="alert(1)"><math><form action="https://evil.example"><input name="p">',
    '<div onmouseover="alert(1)">hover</div>\n\n<object data="x.swf"></object><embed src="x.swf"><meta http-equiv="refresh" content="0;url=https://evil.example"><base href="https://evil.example/">',
    '[click](javascript:alert(1))',
    '[click](JaVaScRiPt:alert(1))',
    '[click](  javascript:alert(1)  "title")',
    '[click](<javascript:alert(1)>)',
    '[click](jav&#x09;ascript:alert(1))',
    '[click](jav&#9;ascript:alert(1))',
    '[click](java&#x0A;script:alert(1))',
    '[click](&#106;avascript:alert(1))',
    '[click](&#x6A;&#x61;&#x76;&#x61;&#x73;&#x63;&#x72;&#x69;&#x70;&#x74;&#x3A;alert(1))',
    '[click](javascript&#58;alert(1))',
    '[click](javascript\\:alert(1))',
    '[click](\u0001javascript:alert(1))',
    '[click](java\u0000script:alert(1))',
    '[click](&#0;javascript:alert(1))',
    '[click](vbscript:msgbox(1))',
    '[click](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)',
    '[click](file:///etc/passwd)',
    '![x](javascript:alert(1))',
    '![x](data:image/svg+xml,<svg onload=alert(1)>)',
    '![x](data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+)',
    '<javascript:alert(1)>',
    '<JAVASCRIPT:alert(1)>',
    '<data:text/html,<script>alert(1)</script>>',
    '[ok](https://example.com "\\" onmouseover=\\"alert(1)")',
    '[ok](https://example.com \'x" onclick="alert(1)\')',
    '`<script>alert(1)</script>`',
    '```html\n<script>alert(1)</script>\n```',
    '&lt;script&gt;alert(1)&lt;/script&gt; &#60;img src=x onerror=alert(1)&#62;',
    '| <script>alert(1)</script> | [x](javascript:alert(1)) |\n|---|---|\n| <img src=x onerror=alert(1)> | ok |',
    '- [x] <input type="text" onfocus="alert(1)" autofocus>',
    '> <iframe srcdoc="<script>alert(1)</script>"></iframe>',
    'https://example.com/"onmouseover="alert(1) www.example.com/<script>',
    '[a](https://ok.example)<br onload="alert(1)"><br/ onload=alert(1)>',
  ];

  it.each(attacks)('%s', (source) => {
    const root = view(source);
    for (const el of root.querySelectorAll('*')) {
      const tag = el.tagName.toLowerCase();
      expect(TAGS, tag).toContain(tag);
      for (const { name, value } of el.attributes) {
        expect(ATTRIBUTES, `${tag}[${name}]`).toContain(name);
        if (name === 'href' || name === 'src')
          expect(['http:', 'https:', 'mailto:', 'tel:']).toContain(new URL(value, 'https://portal.example/').protocol);
        if (name === 'style') expect(value).toMatch(/^text-align: (left|center|right);$/);
      }
      if (tag === 'a') expect([el.getAttribute('target'), el.getAttribute('rel')]).toEqual(['_blank', 'noopener noreferrer']);
      if (tag === 'input') expect([el.getAttribute('type'), el.hasAttribute('disabled')]).toEqual(['checkbox', true]);
    }
  });

  it('shows raw HTML as the text it is', () => {
    expect(view('<script>alert(1)</script> <img src=x onerror=alert(2)>')).toHaveTextContent(
      '<script>alert(1)</script> <img src=x onerror=alert(2)>',
    );
  });

  it('an unsafe link keeps its text without the link; an unsafe image keeps its alt text', () => {
    expect(html('[click here](javascript:alert(1)) ![the chart](data:image/png;base64,AAAA)')).toBe('<p>click here the chart</p>');
  });
});

describe('news Markdown: entities', () => {
  it('decodes the common named ones and numeric ones', () => {
    expect(view('&amp; &lt; &gt; &quot; &apos; &#39; &#x27; &copy; &reg; &trade; &hellip; &mdash; &ndash; &euro; &deg;')).toHaveTextContent(
      `& < > " ' ' ' © ® ™ … — – € °`,
    );
    expect(view('&lsquo;a&rsquo; &ldquo;b&rdquo; &laquo;c&raquo; a&nbsp;b').textContent).toBe('‘a’ “b” «c» a\u00a0b');
    expect(view('&#8212; &#x2014; &#X2014; &#x1F600;')).toHaveTextContent('— — — 😀');
  });

  it('turns NUL and out-of-range code points into U+FFFD; leaves unknown and unterminated ones as written', () => {
    expect(view('&#0; &#x110000; &#99999999; &bogus; &constructor; &toString; &amp no semicolon & alone').textContent).toBe(
      '\ufffd \ufffd &#99999999; &bogus; &constructor; &toString; &amp no semicolon & alone',
    );
  });

  it('decodes in link destinations and titles, not in code; an encoded * is text', () => {
    expect(html('[a](/x?a=1&amp;b=2 "Q&amp;A") `&amp;` &#42;not em&#42;')).toBe(
      `<p>${A('/x?a=1&amp;b=2', 'a', 'Q&amp;A')} <code>&amp;amp;</code> *not em*</p>`,
    );
  });
});

describe('news Markdown: hostile shapes parse promptly and stay shallow', () => {
  const N = 50_000; // five times news.body's longest text
  it('tries texts longer than a story may be', () => expect(maxLengthOf('news.body')).toBeLessThan(N));
  const hostile: [string, string][] = [
    ['50,000 *', '*'.repeat(N)],
    ['50,000 [', '['.repeat(N)],
    ['50,000 ]', ']'.repeat(N)],
    ['50,000 `', '`'.repeat(N)],
    ['25,000 `a', '`a'.repeat(N / 2)],
    ['backtick runs of every length', Array.from({ length: 300 }, (_, i) => '`'.repeat(i + 1) + 'x').join('')],
    ['50,000 >', '>'.repeat(N)],
    ['25,000 lines of >', '>\n'.repeat(N / 2)],
    ['10,000 unclosed * openers', '*a '.repeat(10_000)],
    ['10,000 unclosed _ openers', '_a '.repeat(10_000)],
    ['10,000 closers without openers', 'a* '.repeat(10_000)],
    ['25,000 * around one letter', '*'.repeat(N / 2) + 'a' + '*'.repeat(N / 2)],
    ['alternating * and _', '*_'.repeat(N / 2) + 'a' + '_*'.repeat(N / 2)],
    ['12,500 unclosed link destinations', '[a]('.repeat(N / 4)],
    ['a destination of 50,000 (', '[a](' + '('.repeat(N)],
    ['a destination of nested ( without end', '[a](' + 'b('.repeat(N / 2)],
    ['unclosed titles', '[a](b "'.repeat(N / 7)],
    ['50,000 <', '<'.repeat(N)],
    ['50,000 &', '&'.repeat(N)],
    ['50,000 backslashes', '\\'.repeat(N)],
    ['a bare URL of 50,000 dots', 'www.a' + '.'.repeat(N)],
    ['a bare URL of 50,000 )', 'https://a.example/' + ')'.repeat(N)],
    ['50,000 spaces before a line end', 'a' + ' '.repeat(N) + 'b\nc'],
    ['a heading of spaces', '# a' + ' '.repeat(N) + 'b #'],
    ['a table 5,000 columns wide', '|a'.repeat(5000) + '\n' + '|-'.repeat(5000) + '\n' + '|b'.repeat(5000)],
    ['12,500 fences', '```\n'.repeat(N / 4)],
    ['1,000 list markers on a line', '- '.repeat(1000) + 'x'],
    ['1,000 nested lists', Array.from({ length: 1000 }, (_, i) => ' '.repeat(2 * i) + '- x').join('\n')],
  ];
  it.each(hostile)('%s', (_name, source) => {
    const t0 = performance.now();
    const nodes = parseMarkdown(source);
    expect(performance.now() - t0).toBeLessThan(1000);
    expect(nodes.length).toBeGreaterThan(0);
  });

  const depth = (el: Element, tags: string[]): number =>
    Math.max(0, ...[...el.children].map((c) => depth(c, tags) + (tags.includes(c.tagName.toLowerCase()) ? 1 : 0)));

  it(`nests blockquotes and lists at most ${MAX_DEPTH} deep; deeper markers are text`, () => {
    const quotes = view('>'.repeat(maxLengthOf('news.body')) + ' deep');
    expect(depth(quotes, ['blockquote'])).toBe(MAX_DEPTH);
    expect(quotes).toHaveTextContent(/^>+ deep$/);
    const lists = view('- '.repeat(1000) + 'deep');
    expect(depth(lists, ['ul'])).toBe(MAX_DEPTH);
    expect(lists).toHaveTextContent(/^(- )+deep$/);
    const indented = view(Array.from({ length: 60 }, (_, i) => ' '.repeat(2 * i) + '- level ' + i).join('\n'));
    expect(depth(indented, ['ul'])).toBe(MAX_DEPTH);
    expect(indented).toHaveTextContent('level 59');
    const mixed = view('> - '.repeat(500) + 'deep');
    expect(depth(mixed, ['blockquote', 'ul'])).toBe(MAX_DEPTH);
  });

  it(`nests emphasis at most ${MAX_INLINE_DEPTH} deep; the rest stays as written`, () => {
    const el = view('*'.repeat(1000) + 'deep' + '*'.repeat(1000));
    expect(depth(el, ['em', 'strong'])).toBe(MAX_INLINE_DEPTH);
    expect(el.textContent!.replace(/\*/g, '')).toBe('deep');
    const inner = el.querySelectorAll('strong, em');
    expect(inner[inner.length - 1].textContent).toBe('deep');
  });

  it('renders the longest body of hostile text through the component', () => {
    const max = maxLengthOf('news.body');
    for (const source of [
      '*'.repeat(max / 2) + 'a' + '*'.repeat(max / 2),
      '['.repeat(max),
      '`a'.repeat(max / 2),
      '*a '.repeat(max / 3),
      'a\n'.repeat(max / 2),
    ]) {
      const t0 = performance.now();
      const el = view(source);
      expect(performance.now() - t0).toBeLessThan(2000);
      expect(el.textContent!.length).toBeGreaterThan(0);
      cleanup();
    }
  });
});
