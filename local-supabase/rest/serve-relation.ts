import { queryAs, withRequestContext, type RequestContext } from '../db/request-context.ts';
import { preparedName, type Sql } from '../db/types.ts';
import { ApiError, tableNotFound } from './errors.ts';
import type { RestRequest, RestState } from './handler.ts';
import { parseQuery, type ParsedQuery } from './parse-query.ts';
import { applied } from './prefer.ts';
import { firstElement, OBJECT_TYPE, rangeStatus, send, singularError, toCsv } from './respond.ts';
import type { Table } from './schema-cache.ts';
import { closest } from './suggest.ts';
import { planRead, type Statement } from './sql-read.ts';
import { planDelete, planInsert, planUpdate, type WriteStatement } from './sql-write.ts';

interface ResultRow {
  n: number;
  body: string | null;
  total?: string | number | null;
  ins?: number | null;
  loc?: string | null;
}

/** PostgREST's per-request settings: the caller's role and claims, method, path and headers. */
function requestContext(r: RestRequest, readOnly: boolean): RequestContext {
  return {
    role: r.auth.role,
    claims: r.auth.claims,
    method: r.method,
    path: r.path,
    headers: r.headers,
    readOnly,
    settings: r.prefs.timezone ? { timezone: r.prefs.timezone } : undefined,
  };
}

/** Runs fn as the request's role with PostgREST's per-request settings (RLS applies). */
export function runAs<T>(state: RestState, r: RestRequest, readOnly: boolean, fn: (tx: Sql) => Promise<T>): Promise<T> {
  return withRequestContext(state.ctx.db, requestContext(r, readOnly), fn);
}

/**
 * One statement as the request's role: a single round trip to PostgreSQL, settings included.
 * `name` (cached request shapes only) lets the connection keep the statement parsed.
 */
export async function statementAs<T>(
  state: RestState,
  r: RestRequest,
  readOnly: boolean,
  stmt: { sql: string; params: unknown[]; name?: string },
): Promise<T> {
  return (await queryAs<T>(state.ctx.db, requestContext(r, readOnly), { text: stmt.sql, params: stmt.params, name: stmt.name })).rows[0]!;
}

/** Range header `a-b` / `a-` (GET only); malformed → 416 PGRST103. */
function rangeHeader(r: RestRequest): { from: number; to?: number } | undefined {
  const h = r.req.headers.range;
  if (!h || r.method !== 'GET') return undefined;
  const m = /^\s*(\d+)-(\d*)\s*$/.exec(h);
  if (!m || (m[2] && Number(m[2]) < Number(m[1]))) throw new ApiError(416, 'PGRST103', 'Requested range not satisfiable', null);
  return { from: Number(m[1]), to: m[2] ? Number(m[2]) : undefined };
}

/** The body with nulls stripped, for `Accept: …;nulls=stripped`. */
function stripNulls(text: string): string {
  return JSON.stringify(JSON.parse(text), (_k, v: unknown) => {
    if (v && typeof v === 'object' && !Array.isArray(v)) return Object.fromEntries(Object.entries(v).filter(([, x]) => x !== null));
    return v;
  });
}

/** Sends a read result: Content-Range/206/416, singular objects, HEAD without body. */
export function sendRead(r: RestRequest, row: ResultRow, offset: number, headers: Record<string, string>): void {
  const total = row.total === null || row.total === undefined ? null : Number(row.total);
  let body = row.body ?? '[]';
  if (r.singular) {
    if (row.n !== 1) throw singularError(row.n);
    body = firstElement(body);
  }
  const { status, contentRange } = rangeStatus(offset, row.n, r.singular ? null : total);
  if (r.stripNulls) body = stripNulls(body);
  const h: Record<string, string> = { ...headers, 'Content-Range': r.singular ? `0-0/${total ?? '*'}` : contentRange };
  if (r.singular) h['Content-Type'] = OBJECT_TYPE;
  if (r.csv) {
    h['Content-Type'] = 'text/csv; charset=utf-8';
    body = toCsv(r.singular ? `[${body}]` : body);
  }
  send(r.res, status, r.method === 'HEAD' ? null : body, h);
}

function baseHeaders(r: RestRequest): Record<string, string> {
  const h: Record<string, string> = { 'Content-Profile': r.schema };
  if (r.prefs.applied.length) h['Preference-Applied'] = r.prefs.applied.join(', ');
  return h;
}

export async function serveRelation(state: RestState, r: RestRequest, name: string): Promise<void> {
  const table = state.cache.tables.get(`${r.schema}.${name}`);
  if (!table) {
    const names = [...state.cache.tables.values()].filter((t) => t.schema === r.schema).map((t) => t.name);
    const near = closest(name, names);
    throw tableNotFound(r.schema, name, near ? `Perhaps you meant the table '${r.schema}.${near}'` : null);
  }
  if (r.method === 'GET' || r.method === 'HEAD') return serveRead(state, r, table);
  if (!['POST', 'PATCH', 'PUT', 'DELETE'].includes(r.method)) throw new ApiError(405, 'PGRST117', `Unsupported HTTP method: ${r.method}`);
  const q = parseQuery(r.url.searchParams);
  const ret = r.prefs.return ?? 'minimal';
  if (r.prefs.return) applied(r.prefs, `return=${ret}`);
  const wantBody = ret === 'representation';
  let stmt: WriteStatement;
  if (r.method === 'POST') {
    const body = await r.readBody();
    if (r.prefs.resolution) applied(r.prefs, `resolution=${r.prefs.resolution}`);
    if (r.prefs.missing) applied(r.prefs, `missing=${r.prefs.missing}`);
    stmt = planInsert(state.cache, table, q, body, r.prefs, wantBody || ret === 'headers-only');
  } else if (r.method === 'PUT') {
    stmt = planPut(state, r, table, q, await r.readBody(), wantBody);
  } else if (r.method === 'PATCH') {
    stmt = planUpdate(state.cache, table, q, await r.readBody(), wantBody);
  } else stmt = planDelete(state.cache, table, q, wantBody);
  if (r.prefs.count) applied(r.prefs, `count=${r.prefs.count}`);
  const row = await runAs(state, r, false, async (tx) => {
    const res = await tx.query<ResultRow>(stmt.sql, stmt.params);
    const out = res.rows[0]!;
    if (r.singular && out.n !== 1) throw singularError(out.n);
    if (r.prefs.handling === 'strict' && r.prefs.maxAffected !== undefined && out.n > r.prefs.maxAffected) {
      throw new ApiError(400, 'PGRST124', 'Query result exceeds max-affected preference constraint', `The query affects ${out.n} rows`);
    }
    return out;
  });
  const h = baseHeaders(r);
  const n = row.n;
  let status: number;
  if (r.method === 'POST') {
    status = stmt.tracksInserted && n > 0 && row.ins === 0 ? 200 : 201;
    h['Content-Range'] = `*/${r.prefs.count ? n : '*'}`;
    if (ret === 'headers-only' && row.loc) {
      const pk = JSON.parse(row.loc) as Record<string, unknown>;
      h.Location = `/${table.name}?${Object.entries(pk)
        .map(([k, v]) => `${encodeURIComponent(k)}=eq.${encodeURIComponent(String(v))}`)
        .join('&')}`;
    }
  } else {
    status = wantBody ? 200 : 204;
    h['Content-Range'] = r.method === 'PATCH' && n > 0 ? `0-${n - 1}/${r.prefs.count ? n : '*'}` : `*/${r.prefs.count ? n : '*'}`;
  }
  if (!wantBody) return send(r.res, status, null, h);
  let body = row.body ?? '[]';
  if (r.singular) {
    body = firstElement(body);
    h['Content-Type'] = OBJECT_TYPE;
  }
  if (r.stripNulls) body = stripNulls(body);
  send(r.res, status, body, h);
}

async function serveRead(state: RestState, r: RestRequest, table: Table): Promise<void> {
  const range = rangeHeader(r);
  const mode = r.prefs.count;
  if (mode) applied(r.prefs, `count=${mode}`);
  const cacheKey = `${state.cache.version}|${r.schema}|${table.name}|${r.url.search}|${mode ?? ''}|${range?.from ?? ''}-${range?.to ?? ''}`;
  let stmt: Statement | undefined = state.plans.get(cacheKey);
  if (!stmt) {
    stmt = planRead(state.cache, table, parseQuery(r.url.searchParams), {
      count: mode === 'exact' || mode === 'estimated',
      estimated: mode === 'estimated',
      planned: mode === 'planned',
      maxRows: state.maxRows,
      range,
    });
    stmt.name = preparedName(stmt.sql);
    if (state.plans.size > 1000) state.plans.clear();
    state.plans.set(cacheKey, stmt);
  }
  const row = stmt.countQuery ? await readWithPlannedCount(state, r, stmt) : await statementAs<ResultRow>(state, r, true, stmt);
  sendRead(r, row, stmt.offset, baseHeaders(r));
}

/**
 * `count=planned`: the total is the planner's row estimate of PostgREST's count query (EXPLAIN, as
 * the caller). `count=estimated`: the exact count up to max_rows, and above it the larger of that and
 * the estimate (PostgREST's readTotal). The EXPLAIN runs in the request's transaction, after the read.
 */
async function readWithPlannedCount(state: RestState, r: RestRequest, stmt: Statement): Promise<ResultRow> {
  const count = stmt.countQuery!;
  return runAs(state, r, true, async (tx) => {
    const row = (await tx.query<ResultRow>(stmt.sql, stmt.params)).rows[0]!;
    const exact = row.total === null || row.total === undefined ? null : Number(row.total);
    if (r.prefs.count === 'estimated' && state.maxRows > 0 && exact !== null && exact <= state.maxRows) return row;
    const plan = (await tx.query<Record<string, unknown>>(`explain (format json) ${count.sql}`, count.params)).rows[0]!;
    const json = Object.values(plan)[0];
    const doc = (typeof json === 'string' ? JSON.parse(json) : json) as { Plan?: { 'Plan Rows'?: number } }[];
    const planned = doc[0]?.Plan?.['Plan Rows'];
    if (planned === undefined) return row;
    return { ...row, total: r.prefs.count === 'planned' ? planned : Math.max(exact ?? 0, planned) };
  });
}

/** PUT /t?pk=eq.v: a single-row upsert whose body must repeat the primary key of the URL. */
function planPut(state: RestState, r: RestRequest, table: Table, q: ParsedQuery, body: unknown, wantBody: boolean): WriteStatement {
  const top = q.levels.get('');
  if (top?.limit !== undefined || top?.offset !== undefined)
    throw new ApiError(400, 'PGRST114', 'limit/offset querystring parameters are not allowed for PUT');
  const row = Array.isArray(body) && body.length === 1 ? (body[0] as unknown) : body;
  const eqs = new Map<string, string>();
  for (const c of top?.conditions ?? [])
    if (c.kind === 'filter' && c.op === 'eq' && !c.negated && typeof c.value === 'string') eqs.set(c.field.name, c.value);
  const obj = (row && typeof row === 'object' ? row : {}) as Record<string, unknown>;
  if (table.pk.length === 0 || !table.pk.every((k) => eqs.has(k)) || (top?.conditions.length ?? 0) !== table.pk.length) {
    throw new ApiError(405, 'PGRST105', "Filters must include all and only primary key columns with 'eq' operators");
  }
  if (!table.pk.every((k) => k in obj && String(obj[k]) === eqs.get(k))) {
    throw new ApiError(400, 'PGRST115', 'Payload values do not match URL in primary key column(s)');
  }
  const upsert: ParsedQuery = { ...q, levels: new Map([...q.levels].filter(([k]) => k !== '')), onConflict: table.pk };
  upsert.levels.set('', { conditions: [] });
  return planInsert(state.cache, table, upsert, row, { ...r.prefs, resolution: 'merge-duplicates' }, wantBody);
}
