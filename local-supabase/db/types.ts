import { createHash } from 'node:crypto';

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

/** One statement with its bound parameters. */
export interface Statement {
  text: string;
  params?: unknown[];
  /**
   * Set (see preparedName) for texts that repeat: PostgreSQL then keeps the parsed statement on
   * each connection and skips parsing it again. It is still planned for every execution with its
   * own parameters (plan_cache_mode = force_custom_plan), so plans are the same as without a name.
   * Only for statements whose result columns cannot change (the REST layer's return n, body and
   * total, the rows as JSON): PostgreSQL refuses to run a prepared statement whose columns changed.
   */
  name?: string;
}

/** A prepared-statement name derived from the text, so equal texts share one on a connection. */
export function preparedName(text: string): string {
  return `ls_${createHash('sha1').update(text).digest('hex').slice(0, 24)}`;
}

export interface TransactionOptions {
  /** Statements run right after BEGIN, before fn (sent with BEGIN in one round trip on PostgreSQL). */
  prelude?: Statement[];
}

export interface Db extends Sql {
  readonly kind: 'pglite' | 'pg';
  /** Runs fn inside BEGIN … COMMIT; any throw rolls back (use `Rollback` to roll back with a value). */
  transaction<T>(fn: (tx: Sql) => Promise<T>, opts?: TransactionOptions): Promise<T>;
  /**
   * Runs the statements in order in one transaction and returns their results; the first error
   * rolls everything back and is thrown. On PostgreSQL BEGIN, the statements and COMMIT leave in
   * one write and come back in one round trip (pipeline mode).
   */
  batch(statements: Statement[]): Promise<QueryResult[]>;
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
