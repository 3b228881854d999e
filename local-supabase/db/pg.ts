import pg from 'pg';
import { Rollback, type Db, type QueryResult, type Sql, type Statement, type TransactionOptions } from './types.ts';

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

/**
 * Waits for every pipelined query, then throws the first failure: the ones after it only report
 * that the transaction was already aborted (25P02).
 */
async function settled(sent: Promise<pg.QueryResult>[]): Promise<pg.QueryResult[]> {
  const all = await Promise.allSettled(sent);
  const failed = all.find((s) => s.status === 'rejected');
  if (failed) throw failed.reason;
  return all.map((s) => (s as PromiseFulfilledResult<pg.QueryResult>).value);
}

/**
 * Prepared statements per connection. Texts with names repeat (cached request shapes, the request
 * context), but a connection that has prepared this many is replaced rather than grow without bound.
 */
const MAX_PREPARED = 500;
const preparedOn = new WeakMap<pg.PoolClient, Set<string>>();

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
function release(client: pg.PoolClient, broken?: Error): void {
  const full = (preparedOn.get(client)?.size ?? 0) > MAX_PREPARED;
  client.release(broken ?? (full ? true : undefined));
}

function wrap(c: pg.Pool | pg.PoolClient): Sql {
  return {
    async query<T>(text: string, params: unknown[] = []): Promise<QueryResult<T>> {
      return result<T>(await c.query(text, params));
    },
    async exec(script: string) {
      await c.query(script);
    },
  };
}

export async function openPg(url: string, max = 12): Promise<Db> {
  // Pipeline mode: queries issued without awaiting the previous one go out together, so a
  // request's BEGIN, settings, statement and COMMIT cost one round trip instead of four.
  // Awaited one by one, queries behave exactly as without it.
  const pool = new pg.Pool({ connectionString: url, max, pipeline: true });
  // Named statements keep their parse, never a generic plan: every execution is planned for its own
  // values, exactly like an unnamed statement (a generic plan for `name ilike $1` can be far worse).
  pool.on('connect', (client) => {
    client.query('set plan_cache_mode = force_custom_plan').catch(() => undefined);
  });
  pool.on('error', () => {
    /* an idle client died (server restart); the pool replaces it */
  });
  const base = wrap(pool);
  let listener: pg.Client | undefined;
  const handlers = new Map<string, Set<(p: string) => void>>();
  return {
    kind: 'pg',
    ...base,
    async transaction<T>(fn: (tx: Sql) => Promise<T>, opts?: TransactionOptions): Promise<T> {
      const client = await pool.connect();
      try {
        await settled(pipelined(client, [{ text: 'begin' }, ...(opts?.prelude ?? [])]));
        const out = await fn(wrap(client));
        await client.query('commit');
        return out;
      } catch (e) {
        await client.query('rollback').catch(() => undefined);
        if (e instanceof Rollback) return (e as Rollback<T>).value;
        throw e;
      } finally {
        release(client);
      }
    },
    async batch(statements: Statement[]): Promise<QueryResult[]> {
      const client = await pool.connect();
      let broken: Error | undefined;
      try {
        // A failed statement aborts the transaction and COMMIT then rolls it back.
        const sent = pipelined(client, [{ text: 'begin' }, ...statements, { text: 'commit' }]);
        return (await settled(sent)).slice(1, -1).map((r) => result(r));
      } catch (e) {
        // A server error leaves the connection idle and usable; anything else (socket gone) does not.
        if (!(e instanceof Error && 'code' in e)) broken = e instanceof Error ? e : new Error(String(e));
        throw e;
      } finally {
        release(client, broken);
      }
    },
    async listen(channel, onPayload) {
      if (!listener) {
        listener = new pg.Client({ connectionString: url });
        await listener.connect();
        listener.on('notification', (n) => handlers.get(n.channel)?.forEach((h) => h(n.payload ?? '')));
      }
      let set = handlers.get(channel);
      if (!set) {
        set = new Set();
        handlers.set(channel, set);
        await listener.query(`listen ${pg.escapeIdentifier(channel)}`);
      }
      set.add(onPayload);
      return async () => {
        set.delete(onPayload);
      };
    },
    async close() {
      await listener?.end().catch(() => undefined);
      await pool.end();
    },
  };
}
