import type { Db } from '../db/types.ts';

/** One committed row change, as queued by realtime.local_capture(). */
export interface Change {
  id: number;
  schema: string;
  table: string;
  type: 'INSERT' | 'UPDATE' | 'DELETE';
  record: Record<string, unknown> | null;
  old_record: Record<string, unknown> | null;
  commit_timestamp: string;
}

/** What the dispatcher needs to know about a table. */
export interface TableInfo {
  columns: { name: string; type: string }[];
  types: Map<string, string>;
  primaryKey: string[];
  rls: boolean;
  replicaIdentityFull: boolean;
}

const NOTIFY_CHANNEL = 'local_realtime';

/**
 * Reads the change queue: LISTENs for ids, takes the queued rows (deleting them — the queue only
 * holds changes not yet delivered) in commit order and hands them to `onChanges`.
 */
export class ChangeFeed {
  private pending: number[] = [];
  private draining = false;
  private unlisten?: () => Promise<void>;
  private stopReconnect?: () => void;
  private tables = new Map<string, Promise<TableInfo | null>>();

  constructor(
    private db: Db,
    private onChanges: (changes: Change[]) => Promise<void>,
  ) {}

  async start(): Promise<void> {
    if (this.unlisten) return;
    // Changes queued while no server was listening have no subscribers; drop them.
    await this.db.query('delete from realtime.local_changes');
    this.unlisten = await this.db.listen(NOTIFY_CHANNEL, (payload) => {
      const id = Number(payload);
      if (!Number.isFinite(id)) return;
      this.pending.push(id);
      void this.drain();
    });
    // The LISTEN connection came back after a server restart: changes committed while it was away
    // sent their NOTIFY to nobody, but their rows wait in the queue. Deliver them now.
    this.stopReconnect = this.db.onReconnect(() => void this.catchUp());
  }

  /** Queues every change still waiting in realtime.local_changes. */
  private async catchUp(): Promise<void> {
    try {
      const { rows } = await this.db.query<{ id: string }>('select id from realtime.local_changes order by id');
      const known = new Set(this.pending);
      for (const r of rows) if (!known.has(Number(r.id))) this.pending.push(Number(r.id));
      await this.drain();
    } catch (e) {
      console.error('[realtime] catching up after a reconnect failed:', e);
    }
  }

  /** Installs/removes capture triggers to match publication supabase_realtime; forgets table info. */
  async syncTriggers(): Promise<number> {
    this.tables.clear();
    const { rows } = await this.db.query<{ n: number }>('select realtime.local_sync_triggers() as n');
    return Number(rows[0]?.n ?? 0);
  }

  private async drain(): Promise<void> {
    if (this.draining) return;
    this.draining = true;
    try {
      while (this.pending.length) {
        const ids = this.pending.splice(0, 500);
        const { rows } = await this.db.query<{
          id: string;
          schema_name: string;
          table_name: string;
          op: Change['type'];
          record: Record<string, unknown> | null;
          old_record: Record<string, unknown> | null;
          commit_timestamp: string;
        }>(
          `delete from realtime.local_changes where id = any($1::bigint[])
           returning id, schema_name, table_name, op, record, old_record,
                     to_char(commit_ts at time zone 'utc', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as commit_timestamp`,
          [ids],
        );
        const changes = rows
          .map((r) => ({
            id: Number(r.id),
            schema: r.schema_name,
            table: r.table_name,
            type: r.op,
            record: r.record,
            old_record: r.old_record,
            commit_timestamp: r.commit_timestamp,
          }))
          .sort((a, b) => a.id - b.id);
        if (changes.length) await this.onChanges(changes).catch((e: unknown) => console.error('[realtime] dispatch failed:', e));
      }
    } catch (e) {
      console.error('[realtime] reading changes failed:', e);
    } finally {
      this.draining = false;
    }
  }

  /** Columns (pg type names), primary key, RLS and replica identity of a table; null if absent. */
  table(schema: string, table: string): Promise<TableInfo | null> {
    const key = `${schema}.${table}`;
    let info = this.tables.get(key);
    if (!info) {
      info = this.loadTable(schema, table);
      this.tables.set(key, info);
      info.catch(() => this.tables.delete(key));
    }
    return info;
  }

  private async loadTable(schema: string, table: string): Promise<TableInfo | null> {
    const rel = await this.db.query<{ oid: number; rls: boolean; replident: string }>(
      `select c.oid::int as oid, c.relrowsecurity as rls, c.relreplident::text as replident
         from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = $1 and c.relname = $2`,
      [schema, table],
    );
    if (!rel.rows.length) return null;
    const { oid, rls, replident } = rel.rows[0];
    const cols = await this.db.query<{ name: string; type: string; pk: boolean }>(
      `select a.attname as name, t.typname as type,
              exists (select 1 from pg_index i where i.indrelid = a.attrelid and i.indisprimary and a.attnum = any(i.indkey)) as pk
         from pg_attribute a join pg_type t on t.oid = a.atttypid
        where a.attrelid = $1 and a.attnum > 0 and not a.attisdropped
        order by a.attnum`,
      [oid],
    );
    const columns = cols.rows.map((c) => ({ name: c.name, type: c.type }));
    return {
      columns,
      types: new Map(columns.map((c) => [c.name, c.type])),
      primaryKey: cols.rows.filter((c) => c.pk).map((c) => c.name),
      rls,
      replicaIdentityFull: replident === 'f',
    };
  }

  async stop(): Promise<void> {
    this.stopReconnect?.();
    await this.unlisten?.();
    this.unlisten = undefined;
  }
}
