/**
 * postgres_changes filters as Supabase Realtime accepts them (RT: postgres_cdc_rls/subscriptions.ex):
 * `col=eq|neq|lt|lte|gt|gte.value` and `col=in.(a,b)`, several joined by commas (AND).
 * Values are compared with the column's type, as the server does in SQL.
 */
export type FilterOp = 'eq' | 'neq' | 'lt' | 'lte' | 'gt' | 'gte' | 'in';

export interface Filter {
  column: string;
  op: FilterOp;
  values: string[];
}

const OPS = new Set<FilterOp>(['eq', 'neq', 'lt', 'lte', 'gt', 'gte', 'in']);
const START = /^([A-Za-z_][A-Za-z0-9_$]*)=([a-z]+)\.(.*)$/s;

/** Parses a filter string; throws with a readable reason when the server would refuse it. */
export function parseFilters(filter: string | undefined | null): Filter[] {
  if (filter === undefined || filter === null || filter === '') return [];
  // Split at commas that start a new `col=op.` term; commas inside `in.(…)` stay with their term.
  const terms: string[] = [];
  let depth = 0;
  let current = '';
  for (let i = 0; i < filter.length; i++) {
    const c = filter[i];
    if (c === '(') depth++;
    if (c === ')') depth = Math.max(0, depth - 1);
    if (c === ',' && depth === 0 && START.test(filter.slice(i + 1))) {
      terms.push(current);
      current = '';
      continue;
    }
    current += c;
  }
  terms.push(current);
  return terms.map((term) => {
    const m = START.exec(term.trim());
    if (!m) throw new Error(`Invalid filter "${term}": expected column=operator.value`);
    const op = m[2] as FilterOp;
    if (!OPS.has(op)) throw new Error(`Invalid filter "${term}": operator ${m[2]} is not supported (eq, neq, lt, lte, gt, gte, in)`);
    if (op === 'in') {
      const inner = m[3].replace(/^\(/, '').replace(/\)$/, '');
      return { column: m[1], op, values: inner === '' ? [] : inner.split(',').map((v) => unquote(v.trim())) };
    }
    return { column: m[1], op, values: [m[3]] };
  });
}

const unquote = (v: string) => (v.length >= 2 && v.startsWith('"') && v.endsWith('"') ? v.slice(1, -1) : v);

const NUMERIC = new Set(['int2', 'int4', 'int8', 'float4', 'float8', 'numeric', 'oid']);
const TEMPORAL = new Set(['timestamptz', 'timestamp', 'date']);

/** Compares a record value with a filter value as the column's type would: <0, 0, >0, or null (incomparable). */
function compare(recordValue: unknown, filterValue: string, type: string): number | null {
  if (recordValue === null || recordValue === undefined) return null;
  if (NUMERIC.has(type)) {
    const a = Number(recordValue);
    const b = Number(filterValue);
    if (Number.isNaN(a) || Number.isNaN(b)) return null;
    return a - b;
  }
  if (type === 'bool') {
    const truthy = (v: unknown) => ['t', 'true', 'y', 'yes', 'on', '1'].includes(String(v).toLowerCase());
    return truthy(recordValue) === truthy(filterValue) ? 0 : truthy(recordValue) ? 1 : -1;
  }
  if (TEMPORAL.has(type)) {
    const a = Date.parse(String(recordValue));
    const b = Date.parse(filterValue);
    if (!Number.isNaN(a) && !Number.isNaN(b)) return a - b;
  }
  const a = typeof recordValue === 'object' ? JSON.stringify(recordValue) : String(recordValue);
  if (type === 'uuid') return a.toLowerCase() === filterValue.toLowerCase() ? 0 : a.toLowerCase() < filterValue.toLowerCase() ? -1 : 1;
  return a === filterValue ? 0 : a < filterValue ? -1 : 1;
}

/** Whether a record passes every filter (a column missing from the record never matches). */
export function matchesFilters(filters: Filter[], record: Record<string, unknown> | null, types: Map<string, string>): boolean {
  for (const f of filters) {
    if (!record || !(f.column in record)) return false;
    const type = types.get(f.column) ?? 'text';
    const v = record[f.column];
    const cmp = (value: string) => compare(v, value, type);
    let ok: boolean;
    switch (f.op) {
      case 'in':
        ok = f.values.some((x) => cmp(x) === 0);
        break;
      case 'eq':
        ok = cmp(f.values[0]) === 0;
        break;
      case 'neq': {
        const c = cmp(f.values[0]);
        ok = c !== null && c !== 0;
        break;
      }
      default: {
        const c = cmp(f.values[0]);
        ok = c !== null && (f.op === 'lt' ? c < 0 : f.op === 'lte' ? c <= 0 : f.op === 'gt' ? c > 0 : c >= 0);
      }
    }
    if (!ok) return false;
  }
  return true;
}
