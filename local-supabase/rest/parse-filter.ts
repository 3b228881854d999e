import { parseError } from './errors.ts';
import { Cursor, type FieldRef } from './parse-select.ts';

export const OPERATORS = [
  'eq',
  'neq',
  'gt',
  'gte',
  'lt',
  'lte',
  'like',
  'ilike',
  'match',
  'imatch',
  'in',
  'is',
  'isdistinct',
  'fts',
  'plfts',
  'phfts',
  'wfts',
  'cs',
  'cd',
  'ov',
  'sl',
  'sr',
  'nxr',
  'nxl',
  'adj',
] as const;
export type Operator = (typeof OPERATORS)[number];
const OPS = new Set<string>(OPERATORS);
const QUANTIFIABLE = new Set(['eq', 'gt', 'gte', 'lt', 'lte', 'like', 'ilike', 'match', 'imatch']);
const FTS = new Set(['fts', 'plfts', 'phfts', 'wfts']);
export const IS_VALUES = ['null', 'not_null', 'true', 'false', 'unknown'] as const;

export interface Filter {
  kind: 'filter';
  field: FieldRef;
  negated: boolean;
  op: Operator;
  quantifier?: 'any' | 'all';
  language?: string;
  /** The operand; a list for `in`. */
  value: string | string[];
  /** Inside and/or trees: the embed the column belongs to (`or=(rel.col.eq.1,…)`). */
  path?: string[];
}

export interface LogicTree {
  kind: 'logic';
  op: 'and' | 'or';
  negated: boolean;
  children: Condition[];
}

export type Condition = Filter | LogicTree;

export interface OrderTerm {
  field: FieldRef;
  /** Set for `rel(col)` terms: order by a to-one embedded resource's column. */
  relation?: string;
  direction?: 'asc' | 'desc';
  nulls?: 'first' | 'last';
}

/** `[not.]op[(any|all|lang)].` — the operator part of a filter value; leaves the cursor on the operand. */
function operatorPart(c: Cursor): Omit<Filter, 'kind' | 'field' | 'value'> {
  const negated = c.eat('not.');
  const start = c.pos;
  while (/[a-z]/.test(c.peek())) c.pos++;
  const op = c.text.slice(start, c.pos);
  if (!OPS.has(op)) {
    c.pos = start;
    throw c.fail('"not" or operator (eq, gt, ...)');
  }
  const out: Omit<Filter, 'kind' | 'field' | 'value'> = { negated, op: op as Operator };
  if (c.peek() === '(') {
    const close = c.text.indexOf(')', c.pos);
    const mod = close > 0 ? c.text.slice(c.pos + 1, close) : '';
    if (QUANTIFIABLE.has(op) && (mod === 'any' || mod === 'all')) out.quantifier = mod;
    else if (FTS.has(op) && /^[A-Za-z_][A-Za-z0-9_]*$/.test(mod)) out.language = mod;
    else throw c.fail('"."');
    c.pos = close + 1;
  }
  c.expect('.');
  return out;
}

/** A `"quoted"` string with backslash escapes; the cursor is on the opening quote. */
function quoted(c: Cursor): string {
  c.expect('"');
  let out = '';
  while (!c.eof() && c.peek() !== '"') {
    if (c.peek() === '\\' && c.peek(1)) c.pos++;
    out += c.peek();
    c.pos++;
  }
  c.expect('"');
  return out;
}

/** `(a,"b,c",d)` → ['a', 'b,c', 'd']; `()` → []. */
function list(c: Cursor): string[] {
  c.expect('(');
  const out: string[] = [];
  if (c.eat(')')) return out;
  for (;;) {
    if (c.peek() === '"') out.push(quoted(c));
    else {
      const start = c.pos;
      while (!c.eof() && c.peek() !== ',' && c.peek() !== ')') c.pos++;
      out.push(c.text.slice(start, c.pos));
    }
    if (c.eat(')')) return out;
    c.expect(',');
  }
}

function checkIs(c: Cursor, value: string): string {
  const v = value.toLowerCase();
  if (!(IS_VALUES as readonly string[]).includes(v)) throw c.fail('null or trilean value (unknown, true, false)');
  return v;
}

/** A filter given as `key=value`, e.g. `name=not.ilike.*x*`; `field` comes from the key. */
export function parseFilter(field: FieldRef, value: string): Filter {
  const c = new Cursor(value, 'filter');
  const op = operatorPart(c);
  let operand: string | string[];
  if (op.op === 'in') {
    operand = list(c);
    if (!c.eof()) throw c.fail('end of input');
  } else {
    operand = c.text.slice(c.pos);
    if (op.op === 'is') operand = checkIs(c, operand);
  }
  return { kind: 'filter', field, ...op, value: operand };
}

/** A key like `rel.sub.name->>x` → embed path ['rel','sub'] and the field. */
export function parseKeyPath(key: string): { path: string[]; field: FieldRef } {
  const c = new Cursor(key, 'filter key');
  const path: string[] = [];
  let field = c.field();
  while (c.eat('.')) {
    if (field.json.length) throw c.fail('end of input');
    path.push(field.name);
    field = c.field();
  }
  if (!c.eof()) throw c.fail('"." or end of input');
  return { path, field };
}

/** `or=(…)` / `and=(…)` value (the key decided op and negation). */
export function parseLogic(op: 'and' | 'or', negated: boolean, value: string): LogicTree {
  const c = new Cursor(value, 'logic tree');
  const tree = logicBody(c, op, negated);
  if (!c.eof()) throw c.fail('end of input');
  return tree;
}

function logicBody(c: Cursor, op: 'and' | 'or', negated: boolean): LogicTree {
  c.expect('(');
  const children: Condition[] = [];
  for (;;) {
    children.push(logicItem(c));
    if (c.eat(')')) break;
    c.expect(',');
  }
  return { kind: 'logic', op, negated, children };
}

function logicItem(c: Cursor): Condition {
  const save = c.pos;
  const neg = c.eat('not.');
  for (const op of ['and', 'or'] as const) if (c.startsWith(op + '(')) return ((c.pos += op.length), c.nested(() => logicBody(c, op, neg)));
  c.pos = save;
  // `rel.col.op.value` filters through an embedded resource: segments before the one followed by
  // an operator name an embed path.
  const path: string[] = [];
  let field = c.field();
  while (c.peek() === '.' && field.json.length === 0) {
    const m = /^([a-z]+)[.(]/.exec(c.text.slice(c.pos + 1));
    if (m && (OPS.has(m[1]!) || m[1] === 'not')) break;
    c.pos++;
    path.push(field.name);
    field = c.field();
  }
  c.expect('.');
  const op = operatorPart(c);
  let operand: string | string[];
  if (op.op === 'in') operand = list(c);
  else if (c.peek() === '"') operand = quoted(c);
  else if (c.peek() === '{' || c.peek() === '[') {
    const close = c.peek() === '{' ? '}' : ']';
    const end = c.text.indexOf(close, c.pos);
    if (end < 0) throw c.fail(`"${close}"`);
    operand = c.text.slice(c.pos, end + 1);
    c.pos = end + 1;
  } else {
    const start = c.pos;
    while (!c.eof() && c.peek() !== ',' && c.peek() !== ')') c.pos++;
    operand = c.text.slice(start, c.pos);
    // A range operand such as `[1,5)` or `(1,5]` keeps its comma.
    if (
      op.op !== 'is' &&
      /^[[(]/.test(operand) &&
      c.peek() === ',' &&
      ['sl', 'sr', 'nxr', 'nxl', 'adj', 'ov', 'cs', 'cd'].includes(op.op)
    ) {
      while (!c.eof() && c.peek() !== ')' && c.peek() !== ']') c.pos++;
      c.pos++;
      operand = c.text.slice(start, c.pos);
    }
  }
  if (op.op === 'is' && typeof operand === 'string') operand = checkIs(c, operand);
  return { kind: 'filter', field, ...op, value: operand, ...(path.length ? { path } : {}) };
}

/** `order=a.desc.nullslast,b,rel(c).asc` */
export function parseOrder(value: string): OrderTerm[] {
  const c = new Cursor(value, 'order');
  const out: OrderTerm[] = [];
  if (value === '') return out;
  for (;;) {
    let field = c.field();
    let relation: string | undefined;
    if (c.eat('(')) {
      relation = field.name;
      field = c.field();
      c.expect(')');
    }
    const term: OrderTerm = { field, relation };
    while (c.eat('.')) {
      if (c.eat('asc')) term.direction = 'asc';
      else if (c.eat('desc')) term.direction = 'desc';
      else if (c.eat('nullsfirst')) term.nulls = 'first';
      else if (c.eat('nullslast')) term.nulls = 'last';
      else throw c.fail('"asc", "desc", "nullsfirst" or "nullslast"');
    }
    out.push(term);
    if (c.eof()) return out;
    c.expect(',');
  }
}

export function parseNonNegative(name: string, value: string): number {
  if (!/^\d+$/.test(value))
    throw parseError(`"failed to parse ${name} parameter (${value})" (line 1, column 1)`, `unexpected "${value[0] ?? ''}" expecting digit`);
  return Number(value);
}
