import { mkdirSync } from 'node:fs';
import { PGlite, types } from '@electric-sql/pglite';
import { pg_stat_statements } from '@electric-sql/pglite/contrib/pg_stat_statements';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { pgcrypto } from '@electric-sql/pglite/contrib/pgcrypto';
import { uuid_ossp } from '@electric-sql/pglite/contrib/uuid_ossp';
import { pgliteEmulatedExtensions } from './emulated-extensions.ts';
import { Rollback, type Db, type ExecOutcome, type QueryResult, type Sql, type Statement, type TransactionOptions } from './types.ts';

// Values leave the database as JSON text built by Postgres itself; keep driver-side parsing
// minimal and identical to node-postgres (dates and json as strings are parsed by callers).
const parsers = {
  [types.TIMESTAMPTZ]: (v: string) => v,
  [types.TIMESTAMP]: (v: string) => v,
  [types.DATE]: (v: string) => v,
  [types.INT8]: (v: string) => v,
  [types.NUMERIC]: (v: string) => v,
};

// A text value bound to a boolean parameter goes to the server as it is, as node-postgres sends it,
// so Postgres itself refuses `maybe` (22P02 → 400); PGlite's own serializer throws a plain Error
// ("Invalid input for boolean type") before the query runs, which surfaced as a 500.
const serializers = {
  [types.BOOL]: (v: unknown) => (typeof v === 'boolean' ? (v ? 't' : 'f') : String(v)),
};

function wrap(q: Pick<PGlite, 'query' | 'exec'>): Sql {
  return {
    async query<T>(text: string, params: unknown[] = []): Promise<QueryResult<T>> {
      const r = await q.query<T>(text, params, { parsers, serializers });
      return { rows: r.rows, rowCount: r.affectedRows ?? r.rows.length, fields: r.fields };
    },
    async exec(script: string): Promise<ExecOutcome> {
      const results = await q.exec(script);
      const last = results[results.length - 1];
      // PGlite reports no command tags.
      return { tag: null, rows: last && last.fields.length ? last.rows.length : null };
    },
  };
}

export async function openPglite(dataDir: string): Promise<Db> {
  const memory = dataDir === 'memory';
  if (!memory) mkdirSync(dataDir, { recursive: true });
  // What hosted's image can install: its default extensions (bootstrap.sql creates them) and those
  // the migrations create themselves (pg_trgm; pg_cron and pg_net, emulated: emulated-extensions.ts).
  // An extension missing here fails as unavailable.
  const pg = await PGlite.create(memory ? undefined : dataDir, {
    extensions: { pgcrypto, pg_trgm, pg_stat_statements, uuid_ossp, emulated: pgliteEmulatedExtensions },
  });
  const base = wrap(pg);
  return {
    kind: 'pglite',
    ...base,
    async transaction<T>(fn: (tx: Sql) => Promise<T>, opts?: TransactionOptions): Promise<T> {
      let out: T | undefined;
      let rolledBack: Rollback<T> | undefined;
      try {
        await pg.transaction(async (tx) => {
          try {
            const sql = wrap(tx);
            for (const s of opts?.prelude ?? []) await sql.query(s.text, s.params);
            out = await fn(sql);
          } catch (e) {
            if (e instanceof Rollback) {
              rolledBack = e as Rollback<T>;
              await tx.rollback();
              return;
            }
            throw e;
          }
        });
      } catch (e) {
        if (!rolledBack) throw e;
      }
      return rolledBack ? rolledBack.value : (out as T);
    },
    async batch(statements: Statement[]): Promise<QueryResult[]> {
      // In-process: there is no round trip to save, so the statements simply run in order.
      return pg.transaction(async (tx) => {
        const sql = wrap(tx);
        const out: QueryResult[] = [];
        for (const s of statements) out.push(await sql.query(s.text, s.params));
        return out;
      });
    },
    async listen(channel, onPayload) {
      const unlisten = await pg.listen(channel, onPayload);
      return async () => unlisten();
    },
    // In-process: there is no connection to lose.
    onReconnect: () => () => undefined,
    async close() {
      await pg.close();
    },
  };
}
