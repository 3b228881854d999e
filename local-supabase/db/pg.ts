import pg from 'pg';
import { Rollback, type Db, type QueryResult, type Sql } from './types.ts';

// Keep timestamps, int8 and numeric as text, exactly as PGlite is configured to.
const { types } = pg;
for (const oid of [1184, 1114, 1082, 20, 1700]) types.setTypeParser(oid, (v: string) => v);

function wrap(c: pg.Pool | pg.PoolClient): Sql {
  return {
    async query<T>(text: string, params: unknown[] = []): Promise<QueryResult<T>> {
      const r = await c.query(text, params);
      return {
        rows: r.rows as T[],
        rowCount: r.rowCount ?? r.rows.length,
        fields: r.fields.map((f) => ({ name: f.name, dataTypeID: f.dataTypeID })),
      };
    },
    async exec(script: string) {
      await c.query(script);
    },
  };
}

export async function openPg(url: string, max = 12): Promise<Db> {
  const pool = new pg.Pool({ connectionString: url, max });
  pool.on('error', () => {
    /* an idle client died (server restart); the pool replaces it */
  });
  const base = wrap(pool);
  let listener: pg.Client | undefined;
  const handlers = new Map<string, Set<(p: string) => void>>();
  return {
    kind: 'pg',
    ...base,
    async transaction<T>(fn: (tx: Sql) => Promise<T>): Promise<T> {
      const client = await pool.connect();
      try {
        await client.query('begin');
        const out = await fn(wrap(client));
        await client.query('commit');
        return out;
      } catch (e) {
        await client.query('rollback').catch(() => undefined);
        if (e instanceof Rollback) return (e as Rollback<T>).value;
        throw e;
      } finally {
        client.release();
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
