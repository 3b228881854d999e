import { ApiError, parseError } from './errors.ts';

/** `->key` / `->>key` / `->0` steps after a column name. */
export interface JsonStep {
  arrow: '->' | '->>';
  key: string;
  index: boolean;
}

export interface FieldRef {
  name: string;
  json: JsonStep[];
}

export type SelectItem =
  | { type: 'star' }
  | { type: 'column'; field: FieldRef; alias?: string; cast?: string }
  | {
      type: 'embed';
      name: string;
      alias?: string;
      hint?: string;
      joinType?: 'inner' | 'left';
      spread: boolean;
      children: SelectItem[];
    };

const NAME_STOP = new Set([',', '(', ')', ':', '!', '"', '.']);

/**
 * Deepest nesting of embeds or logic trees a query may have. PostgREST has no such limit (its parser
 * would go on to answer PGRST200 for relationships that do not exist); this recursive parser would
 * overflow the stack instead (500), so past this depth the value is refused as unparsable (400).
 */
export const MAX_NESTING = 100;

/** A tiny cursor over one query-string value, reporting errors the way PostgREST does. */
export class Cursor {
  pos = 0;
  constructor(
    readonly text: string,
    readonly what: string,
  ) {}

  peek(n = 0): string {
    return this.text[this.pos + n] ?? '';
  }
  startsWith(s: string): boolean {
    return this.text.startsWith(s, this.pos);
  }
  eof(): boolean {
    return this.pos >= this.text.length;
  }
  eat(s: string): boolean {
    if (!this.startsWith(s)) return false;
    this.pos += s.length;
    return true;
  }
  fail(expecting: string): ApiError {
    const got = this.eof() ? 'end of input' : `"${this.peek()}"`;
    return parseError(
      `"failed to parse ${this.what} (${this.text})" (line 1, column ${this.pos + 1})`,
      `unexpected ${got} expecting ${expecting}`,
    );
  }
  private depth = 0;
  /** Runs fn one nesting level deeper; past MAX_NESTING levels, PGRST100. */
  nested<T>(fn: () => T): T {
    if (++this.depth > MAX_NESTING) {
      throw parseError(`"failed to parse ${this.what}" (line 1, column ${this.pos + 1})`, `nesting deeper than ${MAX_NESTING} levels`);
    }
    try {
      return fn();
    } finally {
      this.depth--;
    }
  }
  expect(s: string): void {
    if (!this.eat(s)) throw this.fail(`"${s}"`);
  }

  /** A field name: `"quoted"` or a run of characters up to a delimiter, `->` or `::`. */
  name(): string {
    if (this.eat('"')) {
      let out = '';
      while (!this.eof() && this.peek() !== '"') {
        if (this.peek() === '\\' && this.peek(1)) this.pos++;
        out += this.peek();
        this.pos++;
      }
      this.expect('"');
      return out;
    }
    const start = this.pos;
    while (!this.eof() && !NAME_STOP.has(this.peek()) && !this.startsWith('->') && !this.startsWith('::')) this.pos++;
    const out = this.text.slice(start, this.pos).trim();
    if (!out) throw this.fail('field name (* or [a..z0..9_$])');
    return out;
  }

  /** `name->a->>b` */
  field(): FieldRef {
    const name = this.name();
    const json: JsonStep[] = [];
    while (this.startsWith('->')) {
      const arrow = this.eat('->>') ? '->>' : (this.eat('->'), '->');
      const neg = this.eat('-') ? '-' : '';
      if (/\d/.test(this.peek())) {
        const start = this.pos;
        while (/\d/.test(this.peek())) this.pos++;
        json.push({ arrow, key: neg + this.text.slice(start, this.pos), index: true });
      } else {
        if (neg) this.pos--;
        json.push({ arrow, key: this.name(), index: false });
      }
    }
    return { name, json };
  }
}

const CAST_RE = /^[A-Za-z_][A-Za-z0-9_ ]*(\[\])*$/;

/** Parses `select=` into a tree (columns, aliases, casts, JSON paths, embeds with hints, spreads). */
export function parseSelect(text: string): SelectItem[] {
  const c = new Cursor(text, 'select parameter');
  const items = selectList(c, false);
  if (!c.eof()) throw c.fail('"," or end of input');
  return items;
}

function selectList(c: Cursor, nested: boolean): SelectItem[] {
  const items: SelectItem[] = [];
  if (nested && c.peek() === ')') return items; // empty embed `rel()`
  for (;;) {
    items.push(selectItem(c));
    if (!c.eat(',')) break;
  }
  return items;
}

function selectItem(c: Cursor): SelectItem {
  if (c.eat('*')) return { type: 'star' };
  const spread = c.eat('...');
  let alias: string | undefined;
  let field = c.field();
  if (c.peek() === ':' && c.peek(1) !== ':') {
    c.pos++;
    alias = field.name;
    if (field.json.length) throw c.fail('field name');
    field = c.field();
  }
  if (c.peek() === '(' || c.peek() === '!') {
    if (field.json.length) throw c.fail('"," or ")"');
    if (field.name === 'count' && c.startsWith('()')) throw aggregatesDisabled();
    let hint: string | undefined;
    let joinType: 'inner' | 'left' | undefined;
    while (c.eat('!')) {
      const word = c.name();
      if (word === 'inner' || word === 'left') joinType = word;
      else hint = word;
    }
    c.expect('(');
    const children = c.nested(() => selectList(c, true));
    c.expect(')');
    return { type: 'embed', name: field.name, alias, hint, joinType, spread, children };
  }
  if (spread) throw c.fail('"("');
  if (c.peek() === '.' && /^\.(sum|avg|max|min|count)\(\)/.test(c.text.slice(c.pos))) throw aggregatesDisabled();
  let cast: string | undefined;
  if (c.eat('::')) {
    const start = c.pos;
    while (!c.eof() && c.peek() !== ',' && c.peek() !== ')') c.pos++;
    cast = c.text.slice(start, c.pos).trim();
    if (!CAST_RE.test(cast)) throw c.fail('type name');
  }
  return { type: 'column', field, alias, cast };
}

function aggregatesDisabled(): ApiError {
  return new ApiError(400, 'PGRST123', 'Use of aggregate functions is not allowed');
}
