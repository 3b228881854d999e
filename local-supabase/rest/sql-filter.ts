import { ApiError, columnNotFound } from './errors.ts';
import type { Condition, FieldRef, Filter } from './parse-query.ts';
import type { Table } from './schema-cache.ts';

/** Bound parameters of one statement; `add` returns its placeholder. */
export class Params {
  readonly values: unknown[] = [];
  add(v: unknown): string {
    this.values.push(v);
    return `$${this.values.length}`;
  }
}

export const ident = (s: string): string => '"' + s.replace(/"/g, '""') + '"';
export const qualified = (t: { schema: string; name: string }): string => `${ident(t.schema)}.${ident(t.name)}`;

/** `alias."col"->$1::text->>$2::text` after checking the column exists (JSON keys are bound). */
export function columnExpr(table: Table, alias: string, field: FieldRef, params: Params): string {
  if (!table.columns.has(field.name)) throw columnNotFound(table.name, field.name);
  let out = `${alias}.${ident(field.name)}`;
  const type = table.columns.get(field.name)!.type;
  // Arrows on arrays and composites work through their JSON form, as in PostgREST.
  if (field.json.length && type !== 'json' && type !== 'jsonb') out = `to_jsonb(${out})`;
  for (const step of field.json) out += step.arrow + (step.index ? String(Number(step.key)) : `${params.add(step.key)}::text`);
  return out;
}

/** The output key PostgREST uses for a column item: the last JSON key, or the column. */
export function fieldKey(field: FieldRef): string {
  for (let i = field.json.length - 1; i >= 0; i--) if (!field.json[i]!.index) return field.json[i]!.key;
  return field.name;
}

/** A Postgres array literal `{"a","b"}` for `= any($n)`. */
export function arrayLiteral(items: string[]): string {
  return '{' + items.map((s) => '"' + s.replace(/\\/g, '\\\\').replace(/"/g, '\\"') + '"').join(',') + '}';
}

const SIMPLE: Record<string, string> = {
  eq: '=',
  neq: '<>',
  gt: '>',
  gte: '>=',
  lt: '<',
  lte: '<=',
  like: 'like',
  ilike: 'ilike',
  match: '~',
  imatch: '~*',
  cs: '@>',
  cd: '<@',
  ov: '&&',
  sl: '<<',
  sr: '>>',
  nxr: '&<',
  nxl: '&>',
  adj: '-|-',
};
const FTS: Record<string, string> = {
  fts: 'to_tsquery',
  plfts: 'plainto_tsquery',
  phfts: 'phraseto_tsquery',
  wfts: 'websearch_to_tsquery',
};
const likeValue = (op: string, v: string) => (op === 'like' || op === 'ilike' ? v.replace(/\*/g, '%') : v);

/** One filter as SQL. `embedCheck` answers `rel=is.null` / `rel=not.is.null` on an embed name. */
export function filterSql(
  table: Table,
  alias: string,
  f: Filter,
  params: Params,
  embedCheck?: (name: string, isNull: boolean) => string | undefined,
): string {
  if (!table.columns.has(f.field.name) && f.field.json.length === 0 && embedCheck) {
    if (f.op === 'is' && (f.value === 'null' || f.value === 'not_null')) {
      const wantNull = (f.value === 'null') !== f.negated;
      const sql = embedCheck(f.field.name, wantNull);
      if (sql) return sql;
    } else if (embedCheck(f.field.name, true) !== undefined) {
      throw new ApiError(400, 'PGRST120', 'Only is null or not is null filters are allowed on embedded resources');
    }
  }
  const col = columnExpr(table, alias, f.field, params);
  const colType = f.field.json.length ? undefined : table.columns.get(f.field.name)!.type;
  let sql: string;
  const v = f.value;
  if (f.op === 'in') {
    sql = `${col} = any(${params.add(arrayLiteral(v as string[]))})`;
  } else if (f.op === 'is') {
    sql = `${col} is ${v === 'not_null' ? 'not null' : v}`;
  } else if (f.op === 'isdistinct') {
    sql = `${col} is distinct from ${params.add(v)}`;
  } else if (f.op in FTS) {
    const lang = f.language ? `${params.add(f.language)}::regconfig, ` : '';
    const doc = colType === 'tsvector' ? col : `to_tsvector(${lang}${col})`;
    sql = `${doc} @@ ${FTS[f.op]}(${lang}${params.add(v)})`;
  } else if (f.quantifier) {
    const items = String(v).replace(/^\{|\}$/g, '');
    const arr =
      items === ''
        ? '{}'
        : `{${items
            .split(',')
            .map((s) => likeValue(f.op, s))
            .join(',')}}`;
    sql = `${col} ${SIMPLE[f.op]} ${f.quantifier}(${params.add(arr)})`;
  } else {
    let operand = likeValue(f.op, String(v));
    if (f.op === 'ov' && /^\(.*\)$/.test(operand)) operand = `{${operand.slice(1, -1)}}`;
    const cast = ['cs', 'cd', 'ov'].includes(f.op) && colType && (colType.endsWith('[]') || colType === 'jsonb') ? `::${colType}` : '';
    sql = `${col} ${SIMPLE[f.op]} ${params.add(operand)}${cast}`;
  }
  return f.negated ? `not (${sql})` : sql;
}

/** A condition (filter or and/or tree) as SQL. */
export function conditionSql(
  table: Table,
  alias: string,
  c: Condition,
  params: Params,
  embedCheck?: (name: string, isNull: boolean) => string | undefined,
  related?: (path: string[], f: Filter) => string,
): string {
  if (c.kind === 'filter') {
    if (c.path?.length) {
      if (!related) throw new ApiError(400, 'PGRST108', `'${c.path.join('.')}' is not an embedded resource in this request`);
      return related(c.path, c);
    }
    return filterSql(table, alias, c, params, embedCheck);
  }
  const parts = c.children.map((ch) => conditionSql(table, alias, ch, params, embedCheck, related));
  const sql = `(${parts.join(c.op === 'or' ? ' or ' : ' and ')})`;
  return c.negated ? `not ${sql}` : sql;
}
