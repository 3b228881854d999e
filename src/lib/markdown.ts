import { type MdElement, type MdNode, parseInline, unescape } from './markdown-inline';

export { type MdElement, type MdNode, safeUrl } from './markdown-inline';

/**
 * A news story's Markdown → a tree of elements for src/components/markdown-view.tsx to render with
 * React (docs/accounts-contracts.md, "News"). GFM as authors use it, with `breaks` (a single newline
 * is a line break): headings (ATX and setext), paragraphs, emphasis, strikethrough, code spans and
 * blocks, blockquotes, lists (tight or loose, task items), thematic breaks, tables, inline links,
 * images, autolinks and bare URLs, escapes and entities. Not supported, shown as written: reference
 * links (`[text][ref]`), raw HTML — except `<br>`, the one way to break a line in a table cell.
 * Only http(s), mailto, tel and relative URLs become links or images; any other stays text. The
 * output is data, never HTML, so nothing an author writes can run. Lists and blockquotes nest at
 * most MAX_DEPTH deep (deeper markers are text); each line is read a bounded number of times, so
 * parsing takes time linear in the text's length.
 */
export const MAX_DEPTH = 20;

type Item = { key: string; start: number; w: number; rest: string; empty: boolean };

const indent = (s: string) => s.search(/[^ ]|$/); // leading spaces (tabs are spaces by now)
const blank = (s: string) => !s.trim();
const fence = (s: string) => /^( {0,3})(`{3,}|~{3,})(.*)$/.exec(s);
const heading = (s: string) => /^ {0,3}(#{1,6})(?:[ \t]|$)/.exec(s);
const quote = (s: string) => /^ {0,3}> ?/.exec(s);
const setext = (s: string) => /^ {0,3}(=+|-+)[ \t]*$/.exec(s);
const rule = (s: string) => indent(s) < 4 && /^(?:-{3,}|\*{3,}|_{3,})$/.test(s.replace(/[ \t]/g, ''));

/** A list item's first line: its list's kind, number, content column and text. */
function item(s: string): Item | undefined {
  const m = /^( {0,3})(?:([-+*])|(\d{1,9})([.)]))([ \t]+|$)/.exec(s);
  if (!m || rule(s)) return;
  const marker = m[1].length + (m[2] ?? m[3] + m[4]).length;
  const rest = s.slice(marker);
  const empty = blank(rest);
  const w = empty || m[5].length > 4 ? marker + 1 : marker + m[5].length;
  return { key: m[2] ?? '1' + m[4], start: +(m[3] ?? 1), w, rest: s.slice(w), empty };
}

/** Whether the line starts a block that ends a paragraph. */
function interrupts(s: string): boolean {
  const li = item(s);
  return !!(fence(s) || rule(s) || heading(s) || quote(s) || (li && !li.empty && (li.key < '0' || li.start === 1)));
}

/** A table row's cells: split on unescaped pipes, outer pipes dropped; `\|` is a pipe in a cell (NUL marks it meanwhile). */
const cells = (s: string) =>
  s
    .trim()
    .replace(/\\\|/g, '\0')
    .replace(/^\||\|$/g, '')
    .split('|')
    .map((c) => c.replace(/\0/g, '|').trim());

/** The columns' alignments if lines i and i+1 open a table (a header row and a matching delimiter row). */
function table(L: string[], i: number): (string | undefined)[] | undefined {
  const d = L[i + 1];
  if (!L[i].includes('|') || !d?.includes('|')) return;
  const row = cells(d);
  if (row.length !== cells(L[i]).length || !row.every((c) => /^:?-+:?$/.test(c))) return;
  return row.map((c) => (c.endsWith(':') ? (c[0] === ':' ? 'center' : 'right') : c[0] === ':' ? 'left' : undefined));
}

/** An element whose children are `text` parsed as inline Markdown. */
const inline = (t: string, text: string, a?: MdElement['a']): MdElement => ({ t, a, c: parseInline(text) });

/** Blocks of `L`, and whether a blank line separates two of them (which makes a list item loose). */
function blocks(L: string[], depth: number): [MdNode[], boolean] {
  const out: MdNode[] = [];
  let gap = false;
  let sawBlank = false;
  if (depth >= MAX_DEPTH) return [[inline('p', L.map((s) => s.trim()).join('\n'))], false];
  for (let i = 0; i < L.length;) {
    const s = L[i];
    let m: RegExpExecArray | null;
    let li: Item | undefined;
    let cols: (string | undefined)[] | undefined;
    if (blank(s)) {
      sawBlank = true;
      i++;
      continue;
    }
    gap ||= sawBlank && out.length > 0;
    sawBlank = false;
    if (indent(s) >= 4) {
      // Indented code: through blank lines, while lines stay indented; trailing blank lines dropped.
      const code: string[] = [];
      for (; i < L.length && (blank(L[i]) || indent(L[i]) >= 4); i++) code.push(L[i].slice(4));
      while (blank(code[code.length - 1])) code.pop();
      out.push({ t: 'pre', c: [{ t: 'code', c: [code.join('\n')] }] });
    } else if ((m = fence(s)) && !(m[2][0] === '`' && m[3].includes('`'))) {
      const code: string[] = [];
      for (i++; i < L.length; i++) {
        const close = /^ {0,3}(`+|~+)[ \t]*$/.exec(L[i]);
        if (close && close[1][0] === m[2][0] && close[1].length >= m[2].length) {
          i++;
          break;
        }
        code.push(L[i].slice(Math.min(m[1].length, indent(L[i]))));
      }
      const lang = unescape(m[3].trim().split(/\s/)[0]);
      out.push({ t: 'pre', c: [{ t: 'code', a: { className: lang ? 'language-' + lang : undefined }, c: [code.join('\n')] }] });
    } else if (rule(s)) {
      out.push({ t: 'hr' });
      i++;
    } else if ((m = heading(s))) {
      let h = s.slice(m[0].length).trim();
      let e = h.length;
      while (h[e - 1] === '#') e--;
      if (!e || h[e - 1] === ' ' || h[e - 1] === '\t') h = h.slice(0, e).trim();
      out.push(inline('h' + m[1].length, h));
      i++;
    } else if (quote(s)) {
      // A blockquote: its `>` lines, and lines that continue its paragraph without one ("lazy" lines).
      const q: string[] = [];
      for (; i < L.length; i++) {
        const x = L[i];
        if ((m = quote(x))) q.push(x.slice(m[0].length));
        else if (!blank(x) && !blank(q[q.length - 1]) && !interrupts(x)) q.push(x);
        else break;
      }
      out.push({ t: 'blockquote', c: blocks(q, depth + 1)[0] });
    } else if ((li = item(s))) {
      i = list(L, i, li, depth, out);
    } else if ((cols = table(L, i))) {
      const row = (x: string, t: string, c = cells(x)) => ({
        t: 'tr',
        c: cols!.map((align, k) => inline(t, c[k] ?? '', align ? { style: { textAlign: align } } : undefined)),
      });
      const body = [];
      const head = row(s, 'th');
      for (i += 2; i < L.length && !blank(L[i]) && !interrupts(L[i]); i++) body.push(row(L[i], 'td'));
      out.push({ t: 'table', c: [{ t: 'thead', c: [head] }, ...(body.length ? [{ t: 'tbody', c: body }] : [])] });
    } else {
      i = paragraph(L, i, out);
    }
  }
  return [out, gap];
}

/** A paragraph from line i (or a setext heading); returns the next line. */
function paragraph(L: string[], i: number, out: MdNode[]): number {
  const p = [L[i].trim()];
  let level = 0;
  for (i++; i < L.length && !blank(L[i]); i++) {
    const m = setext(L[i]);
    if (m) {
      level = m[1][0] === '=' ? 1 : 2;
      i++;
      break;
    }
    if (interrupts(L[i]) || table(L, i)) break;
    p.push(L[i].trim());
  }
  out.push(inline(level ? 'h' + level : 'p', p.join('\n')));
  return i;
}

/** A list starting at line i with its first item `li`; returns the next line. */
function list(L: string[], i: number, li: Item, depth: number, out: MdNode[]): number {
  const key = li.key;
  const items: MdElement[] = [];
  let loose = false;
  for (let next: Item | undefined = li; next && next.key === key; next = i < L.length ? item(L[i]) : undefined) {
    const body = [next.rest];
    for (i++; i < L.length; i++) {
      const x = L[i];
      if (blank(x) || indent(x) >= next.w) body.push(x.slice(next.w));
      else if (!blank(body[body.length - 1]) && !interrupts(x) && !item(x)) body.push(x);
      else break;
    }
    let trailing = 0;
    for (; body.length > 1 && blank(body[body.length - 1]); trailing++) body.pop();
    const task = /^\[([ xX])\][ \t]+\S/.exec(body[0]);
    if (task) body[0] = body[0].slice(3);
    const [kids, gap] = blocks(body, depth + 1);
    loose ||= gap;
    if (task) {
      const box: MdNode = { t: 'input', a: { type: 'checkbox', checked: task[1] !== ' ', disabled: true } };
      const first = kids[0] as MdElement | undefined; // blocks are elements, never bare text
      if (first?.t === 'p') first.c!.unshift(box, ' ');
      else kids.unshift(box);
    }
    items.push({ t: 'li', c: kids });
    const after = i < L.length ? item(L[i]) : undefined;
    if (trailing && after?.key === key) loose = true;
    else i -= trailing; // blank lines after the list belong to what contains it
  }
  // A tight list's paragraphs are their text alone.
  if (!loose) for (const it of items) for (const k of it.c as MdElement[]) if (k.t === 'p') k.t = '';
  const ordered = key[0] === '1';
  out.push({ t: ordered ? 'ol' : 'ul', a: ordered && li.start !== 1 ? { start: String(li.start) } : undefined, c: items });
  return i;
}

/** Markdown → nodes (see the top of this file). */
export function parseMarkdown(source: string | null | undefined): MdNode[] {
  // Tabs in a line's indentation count as four spaces; NUL is not a character.
  const lines = (source ?? '')
    .replace(/\r\n?/g, '\n')
    .replace(/\0/g, '\ufffd')
    .split('\n')
    .map((s) => s.replace(/^[ \t]+/, (w) => w.replace(/\t/g, '    ')));
  return blocks(lines, 0)[0];
}
