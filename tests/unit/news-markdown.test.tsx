/**
 * A news story's Markdown (src/components/markdown-view.tsx: react-markdown with remark-gfm and
 * remark-breaks) as the browser gets it: the DOM React builds from it. One case per construct authors
 * use, then what an author could use to attack a reader (the output is checked as a DOM, not as a
 * string), entities, and shapes built to make a parser slow or deep.
 */
import '@testing-library/jest-dom/vitest';
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { MarkdownView, MAX_DELIMITERS, MAX_NESTING, safeUrl, tooComplex } from '../../src/components/markdown-view';
import { maxLengthOf } from '../../src/lib/text-limits';

afterEach(cleanup);

const view = (source: string | null | undefined, className?: string) =>
  render(<MarkdownView source={source} className={className} />).container.querySelector<HTMLElement>('[data-testid="markdown"]')!;
/** The markup, without the line ends react-markdown puts between block elements. */
const html = (source: string) => view(source).innerHTML.replace(/>\n</g, '><');
const A = (href: string, text: string, title?: string) =>
  `<a${title ? ` title="${title}"` : ''} href="${href}" target="_blank" rel="noopener noreferrer">${text}</a>`;

describe('news Markdown: each construct', () => {
  const cases: [string, string, string][] = [
    [
      'ATX headings, closing #s dropped',
      '# One\n## Two ##\n###### Six\n####### seven',
      '<h1>One</h1><h2>Two</h2><h6>Six</h6><p>####### seven</p>',
    ],
    ['setext headings', 'Title\n===\nSub\n---', '<h1>Title</h1><h2>Sub</h2>'],
    ['paragraphs; a single newline is a line break', 'a\nb  \nc\\\nd\n\nnext', '<p>a<br>\nb<br>\nc<br>\nd</p><p>next</p>'],
    [
      'emphasis and strong with * and _, strikethrough',
      '*a* _b_ **c** __d__ ***e*** ~~f~~',
      '<p><em>a</em> <em>b</em> <strong>c</strong> <strong>d</strong> <em><strong>e</strong></em> <del>f</del></p>',
    ],
    [
      'intraword _ stays literal, intraword * does not',
      'snake_case_name and un*frigging*believable',
      '<p>snake_case_name and un<em>frigging</em>believable</p>',
    ],
    ['code spans', '`code` `` a`b `` `*no* [link](/x)`', '<p><code>code</code> <code>a`b</code> <code>*no* [link](/x)</code></p>'],
    [
      'fenced code with a language class',
      '```js\nconst a = 1 < 2;\n```',
      '<pre><code class="language-js">const a = 1 &lt; 2;\n</code></pre>',
    ],
    ['blockquotes, nested', '> quote\n> > inner', '<blockquote><p>quote</p><blockquote><p>inner</p></blockquote></blockquote>'],
    [
      'lists, nested; ordered lists keep their start',
      '- a\n  - b\n\n3. three\n4. four',
      '<ul><li>a\n<ul><li>b</li></ul></li></ul><ol start="3"><li>three</li><li>four</li></ol>',
    ],
    ['thematic breaks', '***\n\n___', '<hr><hr>'],
    [
      'a table with alignment and an escaped pipe',
      '| a | b | c |\n|:--|:-:|--:|\n| 1 | \\| | 3 |',
      '<table><thead><tr><th style="text-align: left;">a</th><th style="text-align: center;">b</th><th style="text-align: right;">c</th></tr></thead><tbody><tr><td style="text-align: left;">1</td><td style="text-align: center;">|</td><td style="text-align: right;">3</td></tr></tbody></table>',
    ],
    [
      'links with and without title; an empty one is its text',
      '[site](https://example.com "The site") [rel](/news?x=1&y=2) [top](#top) [empty]()',
      `<p>${A('https://example.com', 'site', 'The site')} ${A('/news?x=1&amp;y=2', 'rel')} ${A('#top', 'top')} empty</p>`,
    ],
    [
      'mailto and tel links, autolinks',
      '[mail](mailto:ops@example.com) [call](tel:+15551234567) <https://example.com/a?b=c>',
      `<p>${A('mailto:ops@example.com', 'mail')} ${A('tel:+15551234567', 'call')} ${A('https://example.com/a?b=c', 'https://example.com/a?b=c')}</p>`,
    ],
    [
      'bare URLs, without trailing punctuation',
      'See https://example.com/rates. Or (www.example.com)',
      `<p>See ${A('https://example.com/rates', 'https://example.com/rates')}. Or (${A('http://www.example.com', 'www.example.com')})</p>`,
    ],
    ['reference links', '[text][ref]\n\n[ref]: https://example.com', `<p>${A('https://example.com', 'text')}</p>`],
    ['images', '![Rate chart](/charts/rates.png "Rates")', '<p><img title="Rates" alt="Rate chart" src="/charts/rates.png"></p>'],
    ['backslash escapes', '\\*not em\\* \\# \\[x\\](y) \\\\', '<p>*not em* # [x](y) \\</p>'],
    ['raw HTML is text', '<b>bold</b> a<br>b', '<p>&lt;b&gt;bold&lt;/b&gt; a&lt;br&gt;b</p>'],
    ['Windows line ends', 'a\r\nb\r\n\r\nc', '<p>a<br>\nb</p><p>c</p>'],
  ];
  it.each(cases)('%s', (_name, source, expected) => {
    expect(html(source)).toBe(expected);
  });

  it('task items are disabled checkboxes', () => {
    const list = view('- [ ] call the utility\n- [x] send the contract');
    const boxes = list.querySelectorAll('li > input[type="checkbox"]');
    expect([...boxes].map((b) => [(b as HTMLInputElement).checked, (b as HTMLInputElement).disabled])).toEqual([
      [false, true],
      [true, true],
    ]);
    expect(list.querySelector('li')).toHaveTextContent('call the utility');
  });

  it('keeps its contract: the wrapper, its test id and class; empty text renders nothing', () => {
    expect(view(null)).toBeEmptyDOMElement();
    expect(view('')).toBeEmptyDOMElement();
    expect(view('  \n ')).toBeEmptyDOMElement();
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

describe('news Markdown: which addresses stay', () => {
  it('keeps http(s), mailto, tel and relative ones; drops every other scheme, however written', () => {
    for (const url of [
      'https://a.example/x',
      'HTTP://a.example',
      'mailto:a@b.example',
      'tel:+1555',
      '/news',
      '#top',
      '?q=1',
      'a b.pdf',
      'x/y:z',
    ])
      expect(safeUrl(url), url).toBe(url);
    for (const url of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      ' javascript:x',
      'java\tscript:x',
      '\u0001javascript:x',
      'java\0script:x',
      'vbscript:x',
      'data:text/html,x',
      'file:///etc/passwd',
    ])
      expect(safeUrl(url), url).toBeNull();
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

describe('news Markdown: hostile shapes', () => {
  const MAX = maxLengthOf('news.body');
  const hostile: [string, string][] = [
    ['*', '*'.repeat(MAX)],
    ['[', '['.repeat(MAX)],
    [']', ']'.repeat(MAX)],
    ['`', '`'.repeat(MAX)],
    ['`a', '`a'.repeat(MAX / 2)],
    ['backtick runs of every length', Array.from({ length: 139 }, (_, i) => '`'.repeat(i + 1) + 'x').join('')],
    ['>', '>'.repeat(MAX)],
    ['lines of >', '>\n'.repeat(MAX / 2)],
    ['unclosed * openers', '*a '.repeat(MAX / 3)],
    ['closers without openers', 'a* '.repeat(MAX / 3)],
    ['* around one letter', '*'.repeat(MAX / 2 - 1) + 'a' + '*'.repeat(MAX / 2)],
    ['alternating * and _', '*_'.repeat(MAX / 4 - 1) + 'a' + '_*'.repeat(MAX / 4)],
    ['unclosed link destinations', '[a]('.repeat(MAX / 4)],
    ['a destination of (', '[a](' + '('.repeat(MAX - 4)],
    ['unclosed titles', '[a](b "'.repeat(MAX / 7)],
    ['<', '<'.repeat(MAX)],
    ['&', '&'.repeat(MAX)],
    ['backslashes', '\\'.repeat(MAX)],
    ['a bare URL of dots', 'www.a' + '.'.repeat(MAX - 5)],
    ['spaces before a line end', 'a' + ' '.repeat(MAX - 4) + 'b\nc'],
    ['a table 1,000 columns wide', '|a'.repeat(1000) + '\n' + '|-'.repeat(1000) + '\n' + '|b'.repeat(1000)],
    ['fences', '```\n'.repeat(MAX / 4)],
    ['list markers on a line', '- '.repeat(MAX / 2 - 1) + 'x'],
    ['nested lists by indentation', Array.from({ length: 90 }, (_, i) => ' '.repeat(i) + '- x').join('\n')],
    ['quotes and lists on a line', '> - '.repeat(MAX / 4)],
  ];

  it('are cut to the size a story may be', () => {
    for (const [name, source] of hostile) expect(source.length, name).toBeLessThanOrEqual(MAX);
  });

  it.each(hostile)('%s: renders, and keeps its text', (_name, source) => {
    const el = view(source);
    const letters = source.replace(/[^a-z]/g, '');
    expect(el.textContent!.replace(/[^a-z]/g, '')).toContain(letters.slice(0, 50));
  });

  it(`shows as written what has more than ${MAX_DELIMITERS} delimiters or nests deeper than ${MAX_NESTING}`, () => {
    const story = '## Rates\n\nGas is **lower** this month; see [the table](/rates).\n\n- one\n  - two\n> quoted\n';
    expect(tooComplex(story)).toBe(false);
    expect(tooComplex(story.repeat(20))).toBe(false);
    expect(tooComplex('*a '.repeat(MAX_DELIMITERS + 1))).toBe(true);
    expect(tooComplex('*a '.repeat(MAX_DELIMITERS))).toBe(false);
    expect(tooComplex('>'.repeat(MAX_NESTING + 1) + ' deep')).toBe(true);
    expect(tooComplex('> '.repeat(MAX_NESTING) + 'deep')).toBe(false);
    expect(tooComplex('- '.repeat(MAX_NESTING + 1) + 'deep')).toBe(true);
    expect(tooComplex(' '.repeat(4 * MAX_NESTING + 1) + '- deep')).toBe(true);
    const el = view('>'.repeat(MAX_NESTING + 1) + ' deep\n\nnext');
    expect(el.querySelector('blockquote')).toBeNull();
    expect([...el.querySelectorAll('p')].map((p) => p.textContent)).toEqual(['>'.repeat(MAX_NESTING + 1) + ' deep', 'next']);
    const depth = (e: Element): number => Math.max(0, ...[...e.children].map((c) => depth(c) + (c.tagName === 'BLOCKQUOTE' ? 1 : 0)));
    expect(depth(view('> '.repeat(MAX_NESTING) + 'deep'))).toBe(MAX_NESTING);
  });
});
