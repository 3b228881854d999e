import type { Db } from '../db/types.ts';
import { withRequestContext } from '../db/request-context.ts';
import type { Change, ChangeFeed, TableInfo } from './changes.ts';
import { matchesFilters } from './filters.ts';
import type { Binding, Channel, Session } from './session.ts';

const quoteIdent = (s: string) => `"${s.replace(/"/g, '""')}"`;

/** Keys in column order, as Realtime sends records (jsonb would sort them by length). */
const ordered = (row: Record<string, unknown> | null, info: TableInfo) =>
  row && Object.fromEntries(info.columns.filter((c) => c.name in row).map((c) => [c.name, row[c.name]]));

const pick = (row: Record<string, unknown> | null, keys: string[]) =>
  Object.fromEntries(keys.filter((k) => row && k in row).map((k) => [k, (row as Record<string, unknown>)[k]]));

function bindingMatches(b: Binding, change: Change, row: Record<string, unknown> | null, info: TableInfo): boolean {
  if (b.event !== '*' && b.event.toUpperCase() !== change.type) return false;
  if (b.schema !== undefined && b.schema !== '*' && b.schema !== change.schema) return false;
  if (b.table !== undefined && b.table !== '*' && b.table !== change.table) return false;
  return matchesFilters(b.filters, row, info.types);
}

/**
 * The `data` of a postgres_changes frame (RT: adapters/changes.ex). old_record holds only the
 * primary key unless the table has REPLICA IDENTITY FULL — and for DELETE on an RLS table always.
 */
function frameData(change: Change, info: TableInfo): Record<string, unknown> {
  const data: Record<string, unknown> = {
    schema: change.schema,
    table: change.table,
    commit_timestamp: change.commit_timestamp,
    type: change.type,
    columns: info.columns,
    errors: null,
  };
  if (change.type !== 'DELETE') data.record = ordered(change.record, info) ?? {};
  if (change.type === 'UPDATE')
    data.old_record = info.replicaIdentityFull ? ordered(change.old_record, info) : pick(change.old_record, info.primaryKey);
  if (change.type === 'DELETE')
    data.old_record = info.replicaIdentityFull && !info.rls ? ordered(change.old_record, info) : pick(change.old_record, info.primaryKey);
  return data;
}

/**
 * Delivers committed changes to every channel with a matching binding whose subscriber may see
 * the row: for INSERT/UPDATE the row is looked up by primary key as that subscriber (role + JWT
 * claims, so RLS applies — as realtime.apply_rls does); DELETE needs SELECT on the table only.
 */
export class Dispatcher {
  constructor(
    private db: Db,
    private feed: ChangeFeed,
    private sessions: Set<Session>,
  ) {}

  async dispatch(changes: Change[]): Promise<void> {
    for (const change of changes) {
      const info = await this.feed.table(change.schema, change.table);
      if (!info) continue;
      const data = frameData(change, info);
      const row = change.type === 'DELETE' ? (data.old_record as Record<string, unknown>) : change.record;
      const targets: { session: Session; channel: Channel; ids: number[] }[] = [];
      for (const session of this.sessions) {
        for (const channel of session.channels.values()) {
          const ids = channel.bindings.filter((b) => bindingMatches(b, change, row, info)).map((b) => b.id);
          if (ids.length) targets.push({ session, channel, ids });
        }
      }
      const verdicts = new Map<string, Promise<boolean>>();
      await Promise.all(
        targets.map(async ({ session, channel, ids }) => {
          if (session.expired(channel)) return;
          const key = `${channel.role}\u0000${JSON.stringify(channel.claims)}`;
          let verdict = verdicts.get(key);
          if (!verdict) {
            // A failing check (no privilege, unknown role) means "not visible".
            verdict = this.visible(change, info, channel).catch(() => false);
            verdicts.set(key, verdict);
          }
          if (await verdict) session.pushChange(channel, ids, data);
        }),
      );
    }
  }

  private async visible(change: Change, info: TableInfo, channel: Channel): Promise<boolean> {
    if (channel.role === 'service_role') return true;
    const table = `${quoteIdent(change.schema)}.${quoteIdent(change.table)}`;
    if (change.type === 'DELETE' || !info.primaryKey.length) {
      if (info.rls && change.type !== 'DELETE') return false;
      const { rows } = await this.db.query<{ ok: boolean }>(`select has_table_privilege($1, $2, 'SELECT') as ok`, [channel.role, table]);
      return rows[0]?.ok === true;
    }
    const record = change.record ?? {};
    const values = info.primaryKey.map((k) => {
      const v = record[k];
      return v !== null && typeof v === 'object' ? JSON.stringify(v) : v;
    });
    const where = info.primaryKey.map((k, i) => `${quoteIdent(k)} = $${i + 1}`).join(' and ');
    return withRequestContext(this.db, { role: channel.role, claims: channel.claims, readOnly: true }, async (tx) => {
      const { rows } = await tx.query<{ ok: boolean }>(`select exists (select 1 from ${table} where ${where}) as ok`, values);
      return rows[0]?.ok === true;
    });
  }
}
