import { createHash } from 'node:crypto';

/** What every database backend (PGlite or a PostgreSQL server) offers to the surfaces. */
export interface QueryResult<T = Record<string, unknown>> {
  rows: T[];
  /** Rows touched by INSERT/UPDATE/DELETE, when the backend reports it. */
  rowCount: number;
  fields: { name: string; dataTypeID: number }[];
}

/** How the last statement of a script ended, as psql (or pg_cron's job log) would say it. */
export interface ExecOutcome {
  /** The command tag (`UPDATE 3`, `SELECT 1`) where the backend reports one (PostgreSQL; not PGlite). */
  tag: string | null;
  /** Rows it returned, when it returns rows (a SELECT, or a write with RETURNING). */
  rows: number | null;
}

export interface Sql {
  /** One statement with bound parameters ($1, $2, …). */
  query<T = Record<string, unknown>>(text: string, params?: unknown[]): Promise<QueryResult<T>>;
  /** A script of several statements, no parameters (migrations, bootstrap); says how the last one ended. */
  exec(script: string): Promise<ExecOutcome>;
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
  /**
   * LISTEN on a channel; returns the unlisten function. On PostgreSQL the listening connection
   * comes back by itself after the server restarted, LISTENing on every channel again.
   */
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
  /**
   * Calls fn each time LISTEN works again after the server was lost (PostgreSQL only: notifications
   * sent meanwhile were missed, so listeners catch up). Returns the function that stops calling it.
   */
  onReconnect(fn: () => void): () => void;
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

/**
 * The database server cannot be reached (refused, restarting, connection lost mid-query). Surfaces
 * answer 503, as PostgREST does for its connection errors (PGRST000 when connecting failed,
 * PGRST001 when an open connection broke); retrying later works.
 */
export class DatabaseUnavailable extends Error {
  constructor(
    /** True when no connection could be opened; false when one broke while in use. */
    readonly connecting: boolean,
    readonly reason: string,
  ) {
    super(`Database unavailable: ${reason}`);
    this.name = 'DatabaseUnavailable';
  }
}

/** SQLSTATEs of a server going away or not there yet: admin/crash shutdown, starting up, connection exceptions, no slots. */
const UNAVAILABLE_STATES = /^(57P0[123]|08...|53300)$/;
/** Socket and driver failures of a lost or refused connection. */
const UNAVAILABLE_ERRNO = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
  'ENOTFOUND',
]);
const UNAVAILABLE_MESSAGE = /Connection terminated|not queryable|Client was closed|connection error|Connection ended/i;

/** Whether an error means the server is unreachable (as opposed to refusing a statement). */
export function isConnectionFailure(e: unknown): boolean {
  if (!(e instanceof Error)) return false;
  const code = (e as { code?: unknown }).code;
  if (typeof code === 'string' && (UNAVAILABLE_STATES.test(code) || UNAVAILABLE_ERRNO.has(code))) return true;
  if (e instanceof AggregateError) return e.errors.some(isConnectionFailure);
  return typeof code !== 'string' && UNAVAILABLE_MESSAGE.test(e.message);
}
