import { preparedName, type Db, type QueryResult, type Sql, type Statement } from './types.ts';

export type ApiRole = 'anon' | 'authenticated' | 'service_role';

export interface RequestContext {
  /** The database role the request runs as (the JWT's `role` claim). */
  role: string;
  /** The verified JWT payload; `role` is filled in as PostgREST does. */
  claims: Record<string, unknown>;
  method?: string;
  path?: string;
  /** Request headers with lower-cased names (cookies excluded). */
  headers?: Record<string, string>;
  readOnly?: boolean;
  /** Extra GUCs (e.g. storage.operation). */
  settings?: Record<string, string>;
  searchPath?: string;
}

/** The one `select set_config(…)` that puts the request's role and GUCs in place (transaction-local). */
function contextStatement(ctx: RequestContext): Statement {
  const claims: Record<string, unknown> = { ...ctx.claims, role: ctx.role };
  const settings: [string, string][] = [
    ['search_path', ctx.searchPath ?? 'public, extensions'],
    ['role', ctx.role],
    ['request.jwt.claims', JSON.stringify(claims)],
    ['request.jwt.claim.role', ctx.role],
    ['request.jwt.claim.sub', typeof claims.sub === 'string' ? claims.sub : ''],
    ['request.method', ctx.method ?? ''],
    ['request.path', ctx.path ?? ''],
    ['request.headers', JSON.stringify(ctx.headers ?? {})],
    // Raising read-only is allowed at any point of a transaction, so it needs no statement of its own.
    ...(ctx.readOnly ? ([['transaction_read_only', 'on']] as [string, string][]) : []),
    ...Object.entries(ctx.settings ?? {}),
  ];
  const params: string[] = [];
  const calls = settings.map(([k, v]) => {
    params.push(k, v);
    return `set_config($${params.length - 1}, $${params.length}, true)`;
  });
  const text = `select ${calls.join(', ')}`;
  // The text depends only on how many settings there are: a handful of distinct texts in all.
  let name = contextNames.get(text);
  if (!name) contextNames.set(text, (name = preparedName(text)));
  return { text, params, name };
}

const contextNames = new Map<string, string>();

/**
 * Runs fn in one transaction as the request's role with the GUCs PostgREST sets
 * (role, request.jwt.claims, request.method, request.path, request.headers, search_path),
 * so row-level security and auth.uid() behave exactly as on Supabase.
 */
export function withRequestContext<T>(db: Db, ctx: RequestContext, fn: (tx: Sql) => Promise<T>): Promise<T> {
  return db.transaction(fn, { prelude: [contextStatement(ctx)] });
}

/**
 * One statement as the request's role, like withRequestContext: on PostgreSQL the transaction,
 * the settings and the statement take a single round trip.
 */
export async function queryAs<T = Record<string, unknown>>(db: Db, ctx: RequestContext, statement: Statement): Promise<QueryResult<T>> {
  const results = await db.batch([contextStatement(ctx), statement]);
  return results[1] as QueryResult<T>;
}
