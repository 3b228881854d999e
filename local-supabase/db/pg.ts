import pg from 'pg';
import {
  DatabaseUnavailable,
  isConnectionFailure,
  Rollback,
  type Db,
  type ExecOutcome,
  type QueryResult,
  type Sql,
  type Statement,
  type TransactionOptions,
} from './types.ts';

// Keep timestamps, int8 and numeric as text, exactly as PGlite is configured to.
const { types } = pg;
for (const oid of [1184, 1114, 1082, 20, 1700]) types.setTypeParser(oid, (v: string) => v);

function result<T>(r: pg.QueryResult): QueryResult<T> {
  return {
    rows: r.rows as T[],
    rowCount: r.rowCount ?? r.rows.length,
    fields: r.fields.map((f) => ({ name: f.name, dataTypeID: f.dataTypeID })),
  };
}

/** A lost or refused connection as DatabaseUnavailable (a 503 for the surfaces); anything else as it is. */
function unavailable(e: unknown, connecting: boolean): unknown {
  if (e instanceof DatabaseUnavailable || !isConnectionFailure(e)) return e;
  return new DatabaseUnavailable(connecting, e instanceof Error ? e.message : String(e));
}

/**
 * Waits for every pipelined query, then throws the first failure: the ones after it only report
 * that the transaction was already aborted (25P02).
 */
async function settled(sent: Promise<pg.QueryResult>[]): Promise<pg.QueryResult[]> {
  const all = await Promise.allSettled(sent);
  const failed = all.find((s) => s.status === 'rejected');
  if (failed) throw unavailable(failed.reason, false);
  return all.map((s) => (s as PromiseFulfilledResult<pg.QueryResult>).value);
}

/**
 * Prepared statements per connection. Texts with names repeat (cached request shapes, the request
 * context), but a connection that has prepared this many is replaced rather than grow without bound.
 */
const MAX_PREPARED = 500;
const preparedOn = new WeakMap<pg.PoolClient, Set<string>>();
/** Connections whose socket failed (server restart): closed on release instead of pooled again. */
const broken = new WeakSet<pg.Client>();

/** Sends the queries back to back on a pipelined connection (no waiting between them). */
function pipelined(client: pg.PoolClient, statements: Statement[]): Promise<pg.QueryResult>[] {
  return statements.map((s) => {
    if (!s.name) return client.query(s.text, s.params ?? []);
    let names = preparedOn.get(client);
    if (!names) preparedOn.set(client, (names = new Set()));
    names.add(s.name);
    return client.query({ name: s.name, text: s.text, values: s.params ?? [] });
  });
}

/** Returns a client to the pool, or closes it when it failed or holds too many prepared statements. */
function release(client: pg.PoolClient, failure?: unknown): void {
  const dead =
    broken.has(client) ||
    failure instanceof DatabaseUnavailable ||
    (failure !== undefined && !(failure instanceof Error && 'code' in failure));
  const full = (preparedOn.get(client)?.size ?? 0) > MAX_PREPARED;
  client.release(dead || full ? true : undefined);
}

function wrap(c: pg.Pool | pg.PoolClient): Sql {
  const connecting = c instanceof pg.Pool;
  return {
    async query<T>(text: string, params: unknown[] = []): Promise<QueryResult<T>> {
      try {
        return result<T>(await c.query(text, params));
      } catch (e) {
        throw unavailable(e, connecting);
      }
    },
    async exec(script: string): Promise<ExecOutcome> {
      let r: pg.QueryResult | pg.QueryResult[];
      try {
        r = (await c.query(script)) as pg.QueryResult | pg.QueryResult[];
      } catch (e) {
        throw unavailable(e, connecting);
      }
      const last = Array.isArray(r) ? r[r.length - 1] : r;
      if (!last) return { tag: null, rows: null };
      const tag = last.command
        ? last.command === 'INSERT'
          ? `INSERT 0 ${last.rowCount ?? 0}`
          : `${last.command}${last.rowCount === null ? '' : ` ${last.rowCount}`}`
        : null;
      return { tag, rows: last.fields?.length ? last.rows.length : null };
    },
  };
}

/** Waits before the n-th attempt to LISTEN again: 100 ms doubling up to 2 s. */
const backoff = (attempt: number) => Math.min(2_000, 100 * 2 ** attempt);

/**
 * The one connection that LISTENs. When the server goes away (restart, crash, `kill -9`) it connects
 * again with backoff, LISTENs on every channel again and tells `onReconnect` subscribers, who catch
 * up on what they missed. Without this the `error` event of a lost pg.Client ended the process.
 */
class Listener {
  private client: pg.Client | undefined;
  private connecting: Promise<pg.Client> | undefined;
  private retry: NodeJS.Timeout | undefined;
  private attempt = 0;
  private closed = false;
  readonly handlers = new Map<string, Set<(p: string) => void>>();
  readonly reconnected = new Set<() => void>();

  constructor(private url: string) {}

  /** The connected client, connecting first if needed (throws when the server cannot be reached). */
  async ready(): Promise<pg.Client> {
    if (this.client) return this.client;
    this.connecting ??= this.open().finally(() => (this.connecting = undefined));
    return this.connecting;
  }

  private async open(): Promise<pg.Client> {
    const client = new pg.Client({ connectionString: this.url });
    // Registered before connect: an error event without a listener would end the process.
    client.on('error', () => this.lost(client));
    client.on('end', () => this.lost(client));
    client.on('notification', (n) => this.handlers.get(n.channel)?.forEach((h) => h(n.payload ?? '')));
    try {
      await client.connect();
      for (const channel of this.handlers.keys()) await client.query(`listen ${pg.escapeIdentifier(channel)}`);
    } catch (e) {
      client.removeAllListeners('end');
      await client.end().catch(() => undefined);
      throw unavailable(e, true);
    }
    if (this.closed) {
      await client.end().catch(() => undefined);
      throw new DatabaseUnavailable(true, 'closed');
    }
    this.client = client;
    return client;
  }

  /** The connection died: forget it and come back in the background. */
  private lost(client: pg.Client): void {
    if (this.client !== client) return;
    this.client = undefined;
    client.end().catch(() => undefined);
    this.attempt = 0;
    this.scheduleReconnect();
  }

  private scheduleReconnect(): void {
    if (this.closed || this.retry) return;
    this.retry = setTimeout(() => {
      this.retry = undefined;
      this.ready().then(
        () => {
          this.attempt = 0;
          for (const fn of this.reconnected) {
            try {
              fn();
            } catch (e) {
              console.error('[local-supabase db] a reconnect listener failed:', e);
            }
          }
        },
        () => {
          this.attempt++;
          this.scheduleReconnect();
        },
      );
    }, backoff(this.attempt));
    this.retry.unref();
  }

  async listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>> {
    let set = this.handlers.get(channel);
    if (!set) {
      set = new Set();
      this.handlers.set(channel, set);
      try {
        const client = await this.ready();
        await client.query(`listen ${pg.escapeIdentifier(channel)}`);
      } catch (e) {
        // Down right now: the reconnect LISTENs on every channel in `handlers`, this one included.
        if (!(unavailable(e, false) instanceof DatabaseUnavailable)) {
          this.handlers.delete(channel);
          throw e;
        }
        this.scheduleReconnect();
      }
    }
    set.add(onPayload);
    return async () => {
      set.delete(onPayload);
    };
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.retry) clearTimeout(this.retry);
    const client = this.client;
    this.client = undefined;
    client?.removeAllListeners('end');
    await client?.end().catch(() => undefined);
  }
}

export async function openPg(url: string, max = 12): Promise<Db> {
  // Pipeline mode: queries issued without awaiting the previous one go out together, so a
  // request's BEGIN, settings, statement and COMMIT cost one round trip instead of four.
  // Awaited one by one, queries behave exactly as without it.
  const pool = new pg.Pool({ connectionString: url, max, pipeline: true });
  // Named statements keep their parse, never a generic plan: every execution is planned for its own
  // values, exactly like an unnamed statement (a generic plan for `name ilike $1` can be far worse).
  pool.on('connect', (client) => {
    // pg-pool listens for errors only while a client is idle; one that dies while checked out (the
    // server restarts mid-request) emits `error` too, which without this listener ends the process.
    client.on('error', () => broken.add(client));
    client.query('set plan_cache_mode = force_custom_plan').catch(() => undefined);
  });
  pool.on('error', () => {
    /* an idle client died (server restart); the pool replaces it */
  });
  const connect = async (): Promise<pg.PoolClient> => {
    try {
      return await pool.connect();
    } catch (e) {
      throw unavailable(e, true);
    }
  };
  const base = wrap(pool);
  const listener = new Listener(url);
  return {
    kind: 'pg',
    ...base,
    async transaction<T>(fn: (tx: Sql) => Promise<T>, opts?: TransactionOptions): Promise<T> {
      const client = await connect();
      let failure: unknown;
      try {
        await settled(pipelined(client, [{ text: 'begin' }, ...(opts?.prelude ?? [])]));
        const out = await fn(wrap(client));
        try {
          await client.query('commit');
        } catch (e) {
          throw unavailable(e, false);
        }
        return out;
      } catch (e) {
        failure = e;
        await client.query('rollback').catch(() => undefined);
        if (e instanceof Rollback) {
          failure = undefined;
          return (e as Rollback<T>).value;
        }
        throw e;
      } finally {
        // A server error leaves the connection usable; a lost one (or a non-database error) does not.
        release(client, failure instanceof DatabaseUnavailable ? failure : undefined);
      }
    },
    async batch(statements: Statement[]): Promise<QueryResult[]> {
      const client = await connect();
      let failure: unknown;
      try {
        // A failed statement aborts the transaction and COMMIT then rolls it back.
        const sent = pipelined(client, [{ text: 'begin' }, ...statements, { text: 'commit' }]);
        return (await settled(sent)).slice(1, -1).map((r) => result(r));
      } catch (e) {
        failure = e;
        throw e;
      } finally {
        // A server error leaves the connection idle and usable; anything else (socket gone) does not.
        release(client, failure);
      }
    },
    listen: (channel, onPayload) => listener.listen(channel, onPayload),
    onReconnect(fn) {
      listener.reconnected.add(fn);
      return () => listener.reconnected.delete(fn);
    },
    async close() {
      await listener.close();
      await pool.end();
    },
  };
}
