/** What every database backend (PGlite or a PostgreSQL server) offers to the surfaces. */
export interface QueryResult<T = Record<string, unknown>> {
  rows: T[];
  /** Rows touched by INSERT/UPDATE/DELETE, when the backend reports it. */
  rowCount: number;
  fields: { name: string; dataTypeID: number }[];
}

export interface Sql {
  /** One statement with bound parameters ($1, $2, …). */
  query<T = Record<string, unknown>>(text: string, params?: unknown[]): Promise<QueryResult<T>>;
  /** A script of several statements, no parameters (migrations, bootstrap). */
  exec(script: string): Promise<void>;
}

export interface Db extends Sql {
  readonly kind: 'pglite' | 'pg';
  /** Runs fn inside BEGIN … COMMIT; any throw rolls back (use `Rollback` to roll back with a value). */
  transaction<T>(fn: (tx: Sql) => Promise<T>): Promise<T>;
  /** LISTEN on a channel; returns the unlisten function. */
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

/** Thrown inside a transaction to roll it back while still returning `value` to the caller. */
export class Rollback<T> extends Error {
  constructor(readonly value: T) {
    super('rollback');
  }
}

/** A PostgreSQL error as both backends report it (SQLSTATE and the server's texts). */
export interface PgError extends Error {
  code?: string;
  detail?: string;
  hint?: string;
}

export function isPgError(e: unknown): e is PgError & { code: string } {
  return e instanceof Error && typeof (e as PgError).code === 'string';
}
