import { ApiError } from './errors.ts';
import type { ParsedQuery } from './parse-query.ts';
import { pageBounds, type ReadOptions, type Statement } from './sql-read.ts';
import { key, type Column, type DbFunction, type SchemaCache, type Table } from './schema-cache.ts';
import { ident, Params, qualified } from './sql-filter.ts';
import { buildLevel, checkVisited, levelSelect, newCtx, whereSql } from './sql-select.ts';

/** How the result of a function call is answered. */
export type RpcShape = 'void' | 'scalar' | 'setof-scalar' | 'object' | 'rows';

const isJsonType = (t: string) => t === 'json' || t === 'jsonb';

export function rpcShape(fn: DbFunction): RpcShape {
  if (fn.returnsVoid) return 'void';
  const composite = fn.outColumns !== null || fn.returnTable !== null;
  if (fn.returnsSet) return composite ? 'rows' : 'setof-scalar';
  return composite ? 'object' : 'scalar';
}

/** Picks the overload whose argument names fit the given keys (PGRST202 / PGRST203). */
export function findFunction(
  cache: SchemaCache,
  schema: string,
  name: string,
  argNames: string[],
  rawBody: boolean,
): { fn: DbFunction; wholeBody: boolean } {
  const all = cache.functions.get(key(schema, name)) ?? [];
  const fits = all.filter(
    (f) => argNames.every((a) => f.args.some((x) => x.name === a)) && f.args.every((x) => x.hasDefault || argNames.includes(x.name)),
  );
  if (fits.length === 1) return { fn: fits[0]!, wholeBody: false };
  if (fits.length > 1) {
    const exact = fits.filter((f) => f.args.length === argNames.length);
    if (exact.length === 1) return { fn: exact[0]!, wholeBody: false };
    throw new ApiError(
      300,
      'PGRST203',
      `Could not choose the best candidate function between: ${fits.map((f) => `${schema}.${name}(${f.args.map((a) => `${a.name} => ${a.type}`).join(', ')})`).join(', ')}`,
      null,
      'Try renaming the parameters or the function itself in the database so function overloading can be resolved',
    );
  }
  const single = all.find((f) => f.args.length === 1 && f.args[0]!.name === '' && isJsonType(f.args[0]!.type));
  if (single && rawBody) return { fn: single, wholeBody: true };
  const sig = argNames.length ? `(${[...argNames].sort().join(', ')})` : '';
  throw new ApiError(
    404,
    'PGRST202',
    `Could not find the function ${schema}.${name}${sig || '()'} in the schema cache`,
    `Searched for the function ${schema}.${name}${argNames.length ? ` with parameters ${[...argNames].sort().join(', ')}` : ' without parameters'} or with a single unnamed json/jsonb parameter, but no matches were found in the schema cache.`,
    null,
  );
}

/** The pseudo-table a function's result rows form (its return table when it has one). */
function resultTable(cache: SchemaCache, fn: DbFunction): Table {
  if (fn.returnTable) {
    const t = cache.tables.get(fn.returnTable);
    if (t) return t;
  }
  const columns = new Map<string, Column>();
  for (const c of fn.outColumns ?? []) {
    columns.set(c.name, { name: c.name, type: c.type, nullable: true, hasDefault: false, defaultExpr: null, generated: false });
  }
  return { schema: fn.schema, name: fn.name, kind: 'f', columns, pk: [], uniques: [] };
}

/**
 * A call `fn(a := _a.a, …)` with the arguments decoded by Postgres from one JSON parameter
 * (json_to_record), so arrays, json and composite arguments arrive typed.
 */
export function planRpc(
  cache: SchemaCache,
  fn: DbFunction,
  args: Record<string, unknown> | { whole: string },
  q: ParsedQuery,
  opts: ReadOptions,
): Statement & { shape: RpcShape } {
  const params = new Params();
  let from = '';
  let call: string;
  if ('whole' in args) call = `${qualified(fn)}(${params.add(args.whole)}::${fn.args[0]!.type})`;
  else {
    const names = Object.keys(args);
    if (names.length) {
      const defs = names.map((n) => `${ident(n)} ${fn.args.find((a) => a.name === n)!.type}`).join(', ');
      from = `json_to_record(${params.add(JSON.stringify(args))}::json) as _a(${defs})`;
    }
    call = `${qualified(fn)}(${names.map((n) => `${ident(n)} := _a.${ident(n)}`).join(', ')})`;
  }
  const shape = rpcShape(fn);
  const fromCall = (alias: string) => (from ? `${from} cross join lateral ${call} as ${alias}` : `${call} as ${alias}`);
  const fromSql = from ? ` from ${from}` : '';
  if (shape === 'void') {
    // The call stays in a subquery target list: volatile expressions there are always evaluated.
    const sql = `select 1 as n, null::text as body, null::int8 as total from (select ${call} as _v${fromSql}) _x`;
    return { sql, params: params.values, offset: 0, shape };
  }
  if (shape === 'scalar') {
    return { sql: `select 1 as n, to_json(${call})::text as body, null::int8 as total${fromSql}`, params: params.values, offset: 0, shape };
  }
  if (shape === 'setof-scalar') {
    const { limit, offset } = pageBounds(q, opts);
    const page = (limit !== undefined ? ` limit ${limit}` : '') + (offset ? ` offset ${offset}` : '');
    const total = opts.count ? `(select count(*) from ${fromCall('_v')})::int8` : 'null::int8';
    const sql = `with pgrst_source as (select _v from ${fromCall('_v')}${page}) select count(*)::int as n, coalesce(json_agg(pgrst_source._v), '[]')::text as body, ${total} as total from pgrst_source`;
    return { sql, params: params.values, offset, shape };
  }
  const ctx = newCtx(cache, q, params);
  const table = resultTable(cache, fn);
  const top = buildLevel(ctx, table, 't0', q.select, []);
  checkVisited(ctx);
  const { limit, offset } = shape === 'rows' ? pageBounds(q, opts) : { limit: undefined, offset: 0 };
  const total = opts.count && shape === 'rows' ? `(select count(*) from ${fromCall('t0')}${whereSql(top.where)})::int8` : 'null::int8';
  const sql =
    `with pgrst_source as (${levelSelect(top, fromCall('t0'), limit, offset)}) ` +
    `select count(*)::int as n, coalesce(json_agg(pgrst_source), '[]')::text as body, ${total} as total from pgrst_source`;
  return { sql, params: params.values, offset, shape };
}
