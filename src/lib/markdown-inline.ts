/**
 * The inline half of the news Markdown parser (src/lib/markdown.ts): emphasis, strikethrough, code
 * spans, links, images, autolinks, entities, escapes and line breaks, following CommonMark's
 * delimiter algorithm. Every scan is bounded: emphasis and brackets use linked stacks with
 * "openers bottom" marks, code spans find their closer through a precomputed index, link
 * destinations stop at 32 nested parentheses, so a paragraph parses in time linear in its length.
 */

/** Text, or an element (a tag from a fixed set, its attributes, its children); `t: ''` is no element. */
export type MdNode = string | MdElement;
export interface MdElement {
  t: string;
  a?: Record<string, string | boolean | { textAlign: string } | undefined>;
  c?: MdNode[];
}

/** Elements nested inside one another in a paragraph (emphasis in emphasis …); deeper ones stay literal. */
export const MAX_INLINE_DEPTH = 20;

// A linked list of the paragraph's pieces; `ch` marks a run of *, _ or ~ (a delimiter), linked to its neighbours by pd/nd.
interface Ent {
  v: MdNode | MdNode[];
  h: number; // nesting depth of v
  nx?: Ent;
  ch?: string;
  n?: number; // delimiters left
  len?: number; // length of the run as written
  at?: number; // position in the source (orders the delimiter stack)
  op?: boolean;
  cl?: boolean;
  pd?: Ent;
  nd?: Ent;
}

const NAMED: Record<string, string> = {
  amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0', copy: '©', reg: '®', trade: '™', hellip: '…',
  mdash: '—', ndash: '–', lsquo: '‘', rsquo: '’', ldquo: '“', rdquo: '”', laquo: '«', raquo: '»', euro: '€', deg: '°',
}; // prettier-ignore

const ESC = /[!-/:-@[-`{-~]/;
const PUNCT = /[\p{P}\p{S}]/u;
const SPACE = /\s/;
const ENTITY = /&(?:#[xX]([\da-fA-F]{1,6})|#(\d{1,7})|([a-zA-Z][a-zA-Z\d]{1,31}));/y;
const UNESCAPE = /\\([!-/:-@[-`{-~])|&(?:#[xX]([\da-fA-F]{1,6})|#(\d{1,7})|([a-zA-Z][a-zA-Z\d]{1,31}));/g;
const AUTOLINK = /<([a-zA-Z][a-zA-Z\d+.-]{1,31}:[^\s<>]*)>|<([\w.+-]+@[\w-]+(?:\.[\w-]+)+)>/y;
const BR = /<br\s*\/?>/iy;
const BARE = /(?:https?:\/\/|www\.)[\w-][^\s<\]]*/y; // up to a `]` too, which ends a link's text

/** The character an entity stands for, or undefined for an unknown name. */
function entity(hex: string | undefined, dec: string | undefined, name: string | undefined): string | undefined {
  const named: unknown = name && NAMED[name]; // not Object.prototype's (&constructor;)
  if (name) return typeof named === 'string' ? named : undefined;
  const cp = parseInt((hex ?? dec) as string, hex ? 16 : 10);
  return String.fromCodePoint(cp && cp < 0x110000 ? cp : 0xfffd);
}

/** Backslash escapes and entities resolved (link destinations, titles, a code block's language). */
export function unescape(s: string): string {
  return s.replace(UNESCAPE, (m, esc: string, hex?: string, dec?: string, name?: string) => esc ?? entity(hex, dec, name) ?? m);
}

/**
 * The URL if it may become a link or an image: http(s), mailto, tel, or relative. The scheme is
 * judged without the spaces and control characters a browser ignores (`jav&#x09;ascript:`).
 */
export function safeUrl(url: string): string | undefined {
  const scheme = /^([a-z][a-z\d+.-]*):/.exec(url.replace(/[\0-\x20\x7f]/g, '').toLowerCase());
  return !scheme || /^(https?|mailto|tel)$/.test(scheme[1]) ? url.trim() : undefined;
}

const link = (href: string, c: MdNode[], title?: string): MdElement => ({
  t: 'a',
  a: { href, title, target: '_blank', rel: 'noopener noreferrer' },
  c,
});

const plain = (ns: MdNode[]): string =>
  ns.map((n) => (typeof n === 'string' ? n : n.t === 'img' ? (n.a!.alt as string) : plain(n.c ?? []))).join('');

/** The pieces from `e` up to (not including) `end`, adjacent text merged, and their depth. */
function collect(e: Ent | undefined, end?: Ent): [MdNode[], number] {
  const out: MdNode[] = [];
  let h = 0;
  for (; e && e !== end; e = e.nx) {
    h = Math.max(h, e.h);
    for (const v of Array.isArray(e.v) ? e.v : [e.v]) {
      if (typeof v !== 'string') out.push(v);
      else if (typeof out[out.length - 1] === 'string') out[out.length - 1] += v;
      else if (v) out.push(v);
    }
  }
  return [out, h];
}

/**
 * `(destination "title")` after a link's text. The destination is in <…>, or bare with parentheses
 * balanced one level deep (`(a_(b))`); every part is a run of characters the next part cannot start
 * with, so a failed match costs the length of what it read.
 */
const TAIL =
  /\(\s*(?:<((?:[^<>\n\\]|\\.)*)>|((?:[^\s()\\]|\\.|\((?:[^\s()\\]|\\.)*\))*))(?:\s+("(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'|\((?:[^()\\]|\\.)*\)))?\s*\)/y;

/** Inline Markdown → nodes. */
export function parseInline(src: string): MdNode[] {
  const head: Ent = { v: '', h: 0 };
  let tail = head;
  let top: Ent | undefined; // the delimiter stack's top
  let text = '';
  const brackets: { e: Ent; img: boolean; d?: Ent }[] = [];
  let noLinks = 0; // `[` openers below this index may not start a link (no links in links)
  const add = (v: MdNode | MdNode[], h = 1) => {
    if (text) tail = tail.nx = { v: text, h: 0 };
    text = '';
    return (tail = tail.nx = { v, h });
  };
  // Code span closers: the start of every backtick run, by length, and how far each list was searched.
  const runs = new Map<number, number[]>();
  for (let i = 0, j; i < src.length; i = j) {
    for (j = i + 1; src[i] === '`' && src[j] === '`';) j++;
    const at = src[i] === '`' ? runs.get(j - i) : undefined;
    if (at) at.push(i);
    else if (src[i] === '`') runs.set(j - i, [i]);
  }
  const seen = new Map<number, number>();

  /** CommonMark's "process emphasis" over the delimiters above `bottom`, which it then removes. */
  const emphasis = (bottom: Ent | undefined) => {
    const floor = bottom?.at ?? -1;
    const openersBottom: Record<string, number> = {};
    let c = top;
    while (c?.pd && c.pd.at! > floor) c = c.pd;
    const unlink = (d: Ent) => {
      if (d.pd) d.pd.nd = d.nd;
      if (d.nd) d.nd.pd = d.pd;
    };
    while (c && c.at! > floor) {
      if (!c.cl) {
        c = c.nd;
        continue;
      }
      const key = c.ch! + (c.len! % 3) + c.op;
      let o = c.pd;
      const stop = Math.max(floor, openersBottom[key] ?? -1);
      const tilde = c.ch === '~';
      for (; o && o.at! > stop; o = o.pd) {
        if (o.ch !== c.ch || !o.op) continue;
        if (tilde ? o.n === c.n : !((o.cl || c.op) && (o.len! + c.len!) % 3 === 0 && (o.len! % 3 || c.len! % 3))) break;
      }
      if (!o || o.at! <= stop) {
        openersBottom[key] = c.pd?.at ?? -1;
        const next = c.nd;
        if (!c.op) unlink(c);
        c = next;
        continue;
      }
      const k = tilde ? c.n! : c.n! >= 2 && o.n! >= 2 ? 2 : 1;
      o.n! -= k;
      c.n! -= k;
      o.v = (o.v as string).slice(k);
      c.v = (c.v as string).slice(k);
      const [kids, h] = collect(o.nx, c);
      const marks = o.ch!.repeat(k);
      o.nx =
        h < MAX_INLINE_DEPTH
          ? { v: { t: tilde ? 'del' : k === 2 ? 'strong' : 'em', c: kids }, h: h + 1, nx: c }
          : { v: collect({ v: [marks, ...kids, marks], h: 0 })[0], h, nx: c };
      o.nd = c;
      c.pd = o;
      if (!o.n) unlink(o);
      if (!c.n) {
        unlink(c);
        c = c.nd;
      }
    }
    top = bottom;
    if (bottom) bottom.nd = undefined;
  };

  for (let i = 0; i < src.length;) {
    const ch = src[i];
    const sticky = (re: RegExp) => ((re.lastIndex = i), re.exec(src));
    let m: RegExpExecArray | null;
    if (ch === '\\' && src[i + 1] === '\n') {
      add({ t: 'br' });
      i += 2;
    } else if (ch === '\\' && ESC.test(src[i + 1] ?? '')) {
      text += src[i + 1];
      i += 2;
    } else if (ch === '\n') {
      // breaks: true — every line break in a paragraph is a <br>; spaces around it go.
      text = text.trimEnd();
      add({ t: 'br' });
      while (src[++i] === ' ');
    } else if (ch === '`') {
      let j = i;
      while (src[j] === '`') j++;
      const list = runs.get(j - i) ?? [];
      let p = seen.get(j - i) ?? 0;
      while (p < list.length && list[p] < j) p++;
      seen.set(j - i, p);
      if (p < list.length) {
        let code = src.slice(j, list[p]).replace(/\n/g, ' ');
        if (code[0] === ' ' && code[code.length - 1] === ' ' && code.trim()) code = code.slice(1, -1);
        add({ t: 'code', c: [code] });
        i = list[p] + j - i;
      } else {
        text += src.slice(i, j);
        i = j;
      }
    } else if (ch === '*' || ch === '_' || ch === '~') {
      let j = i;
      while (src[j] === ch) j++;
      const before = src[i - 1] ?? ' ';
      const after = src[j] ?? ' ';
      const left = !SPACE.test(after) && (!PUNCT.test(after) || SPACE.test(before) || PUNCT.test(before));
      const right = !SPACE.test(before) && (!PUNCT.test(before) || SPACE.test(after) || PUNCT.test(after));
      if (ch === '~' && j - i > 2) text += src.slice(i, j);
      else {
        const d = add(src.slice(i, j), 0);
        Object.assign(d, {
          ch,
          n: j - i,
          len: j - i,
          at: i,
          op: ch === '_' ? left && (!right || PUNCT.test(before)) : left,
          cl: ch === '_' ? right && (!left || PUNCT.test(after)) : right,
          pd: top,
        });
        if (top) top.nd = d;
        top = d;
      }
      i = j;
    } else if (ch === '[' || (ch === '!' && src[i + 1] === '[')) {
      const img = ch === '!';
      brackets.push({ e: add(img ? '![' : '[', 0), img, d: top });
      i += img ? 2 : 1;
    } else if (ch === ']' && brackets.length) {
      const b = brackets.pop()!;
      const inactive = !b.img && brackets.length < noLinks;
      noLinks = Math.min(noLinks, brackets.length);
      const target = inactive ? null : ((TAIL.lastIndex = i + 1), TAIL.exec(src));
      if (!target) {
        text += ']';
        i++;
        continue;
      }
      add('', 0);
      emphasis(b.d);
      const [kids, h] = collect(b.e.nx);
      const url = safeUrl(unescape(target[1] ?? target[2]));
      const title = target[3] && unescape(target[3].slice(1, -1));
      b.e.nx = undefined;
      tail = b.e;
      b.e.h = url === undefined ? h : h + 1;
      b.e.v =
        url === undefined
          ? kids // not a safe URL: the text without the link
          : b.img
            ? { t: 'img', a: { src: url, alt: plain(kids), title } }
            : link(url, kids, title);
      if (!b.img) noLinks = brackets.length;
      i += 1 + target[0].length;
    } else if (ch === '<' && (m = sticky(AUTOLINK))) {
      const url = m[1] ? safeUrl(m[1]) : 'mailto:' + m[2];
      if (url === undefined) {
        text += '<';
        i++;
      } else {
        add(link(url, [m[1] ?? m[2]]));
        i += m[0].length;
      }
    } else if (ch === '<' && (m = sticky(BR))) {
      add({ t: 'br' });
      i += m[0].length;
    } else if (ch === '&' && (m = sticky(ENTITY))) {
      text += entity(m[1], m[2], m[3]) ?? m[0];
      i += m[0].length;
    } else if ((ch === 'h' || ch === 'w') && /^$|[\s*_~(]/.test(src[i - 1] ?? '') && (m = sticky(BARE))) {
      // A bare URL ends before trailing punctuation and an unbalanced closing parenthesis (GFM).
      const u = m[0];
      let open = 0;
      for (const c of u) open += c === '(' ? 1 : c === ')' ? -1 : 0;
      let e = u.length;
      while ('?!.,:*_~;\'"'.includes(u[e - 1]) || (u[e - 1] === ')' && open++ < 0)) e--;
      if (e > (ch === 'w' ? 4 : u.indexOf('/') + 2)) {
        add(link((ch === 'w' ? 'http://' : '') + u.slice(0, e), [u.slice(0, e)]));
        i += e;
      } else {
        text += ch;
        i++;
      }
    } else {
      text += ch;
      i++;
    }
  }
  add('', 0);
  emphasis(undefined);
  return collect(head.nx)[0];
}
