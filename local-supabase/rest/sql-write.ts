import { ApiError, invalidBody, payloadColumnNotFound } from './errors.ts';
import type { ParsedQuery } from './parse-query.ts';
import type { Preferences } from './prefer.ts';
import type { SchemaCache, Table } from './schema-cache.ts';
import { ident, qualified } from './sql-filter.ts';
import { buildLevel, checkVisited, newCtx, whereSql, type LevelSql } from './sql-select.ts';

export interface WriteStatement {
  sql: string;
  params: unknown[];
  /** The statement reports `ins` (rows inserted rather than updated by an upsert). */
  tracksInserted: boolean;
}

type Row = Record<string, unknown>;

function isRow(v: unknown): v is Row {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** Insert body → rows; PGRST102 unless an object or an array of objects. */
export function bodyRows(body: unknown): Row[] {
  if (isRow(body)) return [body];
  if (Array.isArray(body) && body.every(isRow)) return body;
  throw invalidBody();
}

/** The columns written: `columns=` when given, else the keys (which must agree across an array). */
function writeColumns(table: Table, rows: Row[], q: ParsedQuery): string[] {
  let cols: string[];
  if (q.columns) cols = q.columns;
  else {
    cols = Object.keys(rows[0] ?? {});
    const sig = [...cols].sort().join('\u0000');
    if (rows.some((r) => Object.keys(r).sort().join('\u0000') !== sig)) throw invalidBody('All object keys must match');
  }
  for (const c of cols) if (!table.columns.has(c)) throw payloadColumnNotFound(table.name, c);
  return cols;
}

/** `with _w as (<dml> returning …)` then the count, the representation and the upsert flag. */
function tail(top: LevelSql, dml: string, returning: string, wantBody: boolean, extra: string[] = []): string {
  const cols = top.columns.map((c) => `${c.expr} as ${ident(c.key)}`).join(', ');
  const body = wantBody
    ? `(select coalesce(json_agg(pgrst_source), '[]') from (select ${cols} from _w as t0) pgrst_source)::text`
    : 'null::text';
  return `with _w as (${dml} returning ${returning}) select (select count(*) from _w)::int as n, ${body} as body${extra.map((e) => ', ' + e).join('')}`;
}

export function planInsert(
  cache: SchemaCache,
  table: Table,
  q: ParsedQuery,
  body: unknown,
  prefs: Preferences,
  wantBody: boolean,
): WriteStatement {
  const rows = bodyRows(body);
  const cols = writeColumns(table, rows, q);
  const ctx = newCtx(cache, q);
  const top = buildLevel(ctx, table, 't0', q.select, []);
  checkVisited(ctx);
  const target = qualified(table);
  const colList = cols.map(ident).join(', ');
  let dml: string;
  if (cols.length === 0) {
    if (rows.length > 1) throw invalidBody('All object keys must match');
    dml = rows.length === 0 ? `insert into ${target} select * from ${target} where false` : `insert into ${target} default values`;
  } else if (prefs.missing === 'default') {
    const p = ctx.params.add(JSON.stringify(rows));
    const values = cols.map((c) => {
      const def = table.columns.get(c)!.defaultExpr ?? 'null';
      return `case when _j::jsonb ? ${ctx.params.add(c)}::text then _r.${ident(c)} else ${def} end`;
    });
    dml =
      `insert into ${target} (${colList}) select ${values.join(', ')} from json_array_elements(${p}::json) with ordinality as _e(_j, _o)` +
      ` cross join lateral json_populate_record(null::${target}, _j) as _r order by _o`;
  } else {
    const p = ctx.params.add(JSON.stringify(rows));
    dml = `insert into ${target} (${colList}) select ${colList} from json_populate_recordset(null::${target}, ${p}::json) as _r`;
  }
  let tracksInserted = false;
  if (prefs.resolution && cols.length > 0) {
    const conflict = q.onConflict ?? table.pk;
    if (conflict.length === 0)
      throw new ApiError(400, '42P10', 'there is no unique or exclusion constraint matching the ON CONFLICT specification');
    for (const c of conflict) if (!table.columns.has(c)) throw payloadColumnNotFound(table.name, c);
    if (prefs.resolution === 'ignore-duplicates') dml += ` on conflict (${conflict.map(ident).join(', ')}) do nothing`;
    else {
      dml += ` on conflict (${conflict.map(ident).join(', ')}) do update set ${cols.map((c) => `${ident(c)} = excluded.${ident(c)}`).join(', ')}`;
      tracksInserted = table.kind === 'r' || table.kind === 'p';
    }
  }
  const returning = [wantBody ? '*' : '1', ...(tracksInserted ? ['(xmax = 0) as pgrst_inserted'] : [])].join(', ');
  const pkLoc = table.pk.length
    ? `(select row_to_json(_p) from (select ${table.pk.map((c) => `_w.${ident(c)}`).join(', ')} from _w limit 1) _p)::text as loc`
    : 'null::text as loc';
  const extra = [tracksInserted ? '(select count(*) from _w where pgrst_inserted)::int as ins' : 'null::int as ins'];
  if (wantBody) extra.push(pkLoc);
  return { sql: tail(top, dml, returning, wantBody, extra), params: ctx.params.values, tracksInserted };
}

export function planUpdate(cache: SchemaCache, table: Table, q: ParsedQuery, body: unknown, wantBody: boolean): WriteStatement {
  if (!isRow(body)) throw invalidBody();
  const cols = Object.keys(body);
  for (const c of cols) if (!table.columns.has(c)) throw payloadColumnNotFound(table.name, c);
  const ctx = newCtx(cache, q);
  const top = buildLevel(ctx, table, 't0', q.select, []);
  checkVisited(ctx);
  requireWhere(top, 'UPDATE');
  const target = qualified(table);
  let dml: string;
  if (cols.length === 0) {
    dml = `select t0.* from ${target} as t0 where false`;
    return { sql: `with _w as (${dml}) select 0 as n, '[]'::text as body`, params: ctx.params.values, tracksInserted: false };
  }
  const p = ctx.params.add(JSON.stringify(body));
  dml = `update ${target} as t0 set ${cols.map((c) => `${ident(c)} = _b.${ident(c)}`).join(', ')} from json_populate_record(null::${target}, ${p}::json) as _b${whereSql(top.where)}`;
  return { sql: tail(top, dml, wantBody ? 't0.*' : '1', wantBody), params: ctx.params.values, tracksInserted: false };
}

export function planDelete(cache: SchemaCache, table: Table, q: ParsedQuery, wantBody: boolean): WriteStatement {
  const ctx = newCtx(cache, q);
  const top = buildLevel(ctx, table, 't0', q.select, []);
  checkVisited(ctx);
  requireWhere(top, 'DELETE');
  const dml = `delete from ${qualified(table)} as t0${whereSql(top.where)}`;
  return { sql: tail(top, dml, wantBody ? 't0.*' : '1', wantBody), params: ctx.params.values, tracksInserted: false };
}

/** Supabase preloads safeupdate for PostgREST: UPDATE/DELETE without WHERE is refused. */
function requireWhere(top: LevelSql, verb: 'UPDATE' | 'DELETE'): void {
  if (top.where.length === 0) throw new ApiError(400, '21000', `${verb} requires a WHERE clause`);
}
