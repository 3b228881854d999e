import type { Db, Sql } from './types.ts';

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

/**
 * Runs fn in one transaction as the request's role with the GUCs PostgREST sets
 * (role, request.jwt.claims, request.method, request.path, request.headers, search_path),
 * so row-level security and auth.uid() behave exactly as on Supabase.
 */
export async function withRequestContext<T>(db: Db, ctx: RequestContext, fn: (tx: Sql) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    if (ctx.readOnly) await tx.query('set transaction read only');
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
      ...Object.entries(ctx.settings ?? {}),
    ];
    const params: string[] = [];
    const calls = settings.map(([k, v]) => {
      params.push(k, v);
      return `set_config($${params.length - 1}, $${params.length}, true)`;
    });
    await tx.query(`select ${calls.join(', ')}`, params);
    return fn(tx);
  });
}
