import type { ParsedQuery } from './parse-query.ts';
import type { SchemaCache, Table } from './schema-cache.ts';
import { buildLevel, checkVisited, levelSelect, newCtx, whereSql } from './sql-select.ts';
import { qualified } from './sql-filter.ts';

/** One statement ready to run; every result has columns n (rows), body (JSON text) and total. */
export interface Statement {
  sql: string;
  params: unknown[];
  /** The offset the page starts at (Content-Range). */
  offset: number;
  /** A prepared-statement name, once the statement is cached for reuse (serveRead). */
  name?: string;
  /** PostgREST's count query (`select 1 from … where …`, no page), whose plan `count=planned|estimated` reads. */
  countQuery?: { sql: string; params: unknown[] };
}

export interface ReadOptions {
  count: boolean;
  /**
   * `Prefer: count=estimated`: count at most max_rows + 1 rows (the planner's estimate takes over
   * above max_rows, serveRead). Also sets `countQuery`, as does `planned`.
   */
  estimated?: boolean;
  planned?: boolean;
  maxRows: number;
  /** From a `Range: a-b` header (GET only); query limit/offset take precedence. */
  range?: { from: number; to?: number };
}

/** Page bounds: the query's limit/offset, else the Range header, capped at max_rows. */
export function pageBounds(q: ParsedQuery, opts: ReadOptions): { limit?: number; offset: number } {
  const top = q.levels.get('');
  let limit = top?.limit;
  let offset = top?.offset ?? 0;
  if (limit === undefined && top?.offset === undefined && opts.range) {
    offset = opts.range.from;
    if (opts.range.to !== undefined) limit = Math.max(0, opts.range.to - opts.range.from + 1);
  }
  if (opts.maxRows > 0) limit = Math.min(limit ?? opts.maxRows, opts.maxRows);
  return { limit, offset };
}

/**
 * GET/HEAD on a table or view: the page as one JSON array built by Postgres, the row count of the
 * page and, when asked, the exact total — all in one statement.
 */
export function planRead(cache: SchemaCache, table: Table, q: ParsedQuery, opts: ReadOptions): Statement {
  const ctx = newCtx(cache, q);
  const top = buildLevel(ctx, table, 't0', q.select, []);
  checkVisited(ctx);
  const { limit, offset } = pageBounds(q, opts);
  const from = `${qualified(table)} as t0`;
  const countQuery = `select 1 from ${from}${whereSql(top.where)}`;
  // PostgREST's LIMIT max_rows + 1 on the count of `count=estimated`, so that it knows max_rows was passed.
  const limited = opts.estimated && opts.maxRows > 0 ? `(${countQuery} limit ${opts.maxRows + 1})` : `(${countQuery})`;
  const total = opts.count ? `(select count(*) from ${limited} pgrst_source_count)::int8` : 'null::int8';
  const sql =
    `with pgrst_source as (${levelSelect(top, from, limit, offset)}) ` +
    `select count(*)::int as n, coalesce(json_agg(pgrst_source), '[]')::text as body, ${total} as total from pgrst_source`;
  return {
    sql,
    params: ctx.params.values,
    offset,
    countQuery: opts.estimated || opts.planned ? compactParams(countQuery, ctx.params.values) : undefined,
  };
}

/**
 * `sql` with its `$n` placeholders renumbered from $1 in order of first use, and their values: a
 * statement made of part of another one's text takes only the parameters it uses (Postgres cannot
 * type a parameter nothing refers to). Quoted identifiers and string literals are left alone.
 */
export function compactParams(sql: string, values: unknown[]): { sql: string; params: unknown[] } {
  const renumbered = new Map<number, number>();
  const params: unknown[] = [];
  const text = sql.replace(/"(?:[^"]|"")*"|'(?:[^']|'')*'|\$(\d+)/g, (m, n: string | undefined) => {
    if (n === undefined) return m;
    const i = Number(n);
    if (!renumbered.has(i)) {
      params.push(values[i - 1]);
      renumbered.set(i, params.length);
    }
    return `$${renumbered.get(i)}`;
  });
  return { sql: text, params };
}
