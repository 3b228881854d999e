import { parseError } from './errors.ts';
import { parseFilter, parseKeyPath, parseLogic, parseNonNegative, parseOrder, type Condition, type OrderTerm } from './parse-filter.ts';
import { Cursor, parseSelect, type SelectItem } from './parse-select.ts';

export type { Condition, Filter, LogicTree, OrderTerm, Operator } from './parse-filter.ts';
export type { FieldRef, JsonStep, SelectItem } from './parse-select.ts';
export { parseFilter, parseLogic, parseOrder } from './parse-filter.ts';
export { parseSelect } from './parse-select.ts';

/** Filters, order and paging for one level of the select tree ('' = top, 'a.b' = embed a → b). */
export interface Level {
  conditions: Condition[];
  order?: OrderTerm[];
  limit?: number;
  offset?: number;
}

export interface ParsedQuery {
  select: SelectItem[];
  levels: Map<string, Level>;
  /** `columns=` for inserts. */
  columns?: string[];
  onConflict?: string[];
  /** Query parameters that name an RPC argument (GET/HEAD RPC), repeated keys kept in order. */
  rpcArgs: Map<string, string[]>;
}

const MODIFIERS = new Set(['order', 'limit', 'offset', 'and', 'or']);

function level(q: ParsedQuery, path: string[]): Level {
  const k = path.join('.');
  let l = q.levels.get(k);
  if (!l) {
    l = { conditions: [] };
    q.levels.set(k, l);
  }
  return l;
}

/** `"a","b"` or `a,b` → ['a','b'] */
function columnList(what: string, value: string): string[] {
  const c = new Cursor(value, `${what} parameter`);
  const out: string[] = [];
  for (;;) {
    out.push(c.name());
    if (c.eof()) return out;
    c.expect(',');
  }
}

/**
 * Parses a PostgREST query string (already decoded, `+` as space) into the select tree and
 * per-level conditions/modifiers. Pure: knows nothing of the schema.
 */
export function parseQuery(params: Iterable<[string, string]>, opts: { rpcArgNames?: Set<string> } = {}): ParsedQuery {
  const q: ParsedQuery = { select: [{ type: 'star' }], levels: new Map([['', { conditions: [] }]]), rpcArgs: new Map() };
  for (const [rawKey, value] of params) {
    const key = rawKey.trim();
    if (key === 'select') {
      q.select = parseSelect(value.replace(/\s+(?=(?:[^"]*"[^"]*")*[^"]*$)/g, ''));
      continue;
    }
    if (key === 'columns') {
      q.columns = columnList('columns', value);
      continue;
    }
    if (key === 'on_conflict') {
      q.onConflict = columnList('on_conflict', value);
      continue;
    }
    if (opts.rpcArgNames?.has(key)) {
      q.rpcArgs.set(key, [...(q.rpcArgs.get(key) ?? []), value]);
      continue;
    }
    if (key === 'apikey') continue; // the gateway consumes it
    const segments = key.split('.');
    const last = segments[segments.length - 1]!;
    const negLogic = segments.length >= 2 && segments[segments.length - 2] === 'not' && (last === 'or' || last === 'and');
    if (MODIFIERS.has(last)) {
      const path = segments.slice(0, negLogic ? -2 : -1);
      const l = level(q, path);
      if (last === 'or' || last === 'and') l.conditions.push(parseLogic(last, negLogic, value));
      else if (last === 'order') l.order = parseOrder(value);
      else if (last === 'limit') l.limit = parseNonNegative('limit', value);
      else l.offset = parseNonNegative('offset', value);
      continue;
    }
    if (key === '') throw parseError('"failed to parse filter key" (line 1, column 1)');
    const { path, field } = parseKeyPath(key);
    level(q, path).conditions.push(parseFilter(field, value));
  }
  return q;
}
