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

type Target = { session: Session; channel: Channel; ids: number[] };
type Planned = { change: Change; info: TableInfo; data: Record<string, unknown>; targets: Target[] };
type Check = { schema: string; table: string; info: TableInfo; rows: Record<string, unknown>[] };

const subscriberKey = (c: Channel) => `${c.role}\u0000${JSON.stringify(c.claims)}`;
const tableKey = (schema: string, table: string) => `${schema}.${table}`;
const jsonValue = (v: unknown) => (v !== null && typeof v === 'object' ? JSON.stringify(v) : v);
/** A primary key as one comparable string (what the database returns for visible rows, too). */
const pkKey = (row: Record<string, unknown> | null, pk: string[]) => JSON.stringify(pk.map((k) => row?.[k] ?? null));

/**
 * Delivers committed changes to every channel with a matching binding whose subscriber may see
 * the row: for INSERT/UPDATE the rows are looked up by primary key as that subscriber (role + JWT
 * claims, so RLS applies — as realtime.apply_rls does), one read-only transaction per subscriber
 * identity and batch; DELETE (the row is gone) needs SELECT on the table only.
 */
export class Dispatcher {
  constructor(
    private db: Db,
    private feed: ChangeFeed,
    private sessions: Set<Session>,
  ) {}

  async dispatch(changes: Change[]): Promise<void> {
    const planned: Planned[] = [];
    for (const change of changes) {
      const info = await this.feed.table(change.schema, change.table);
      if (!info) continue;
      const data = frameData(change, info);
      const row = change.type === 'DELETE' ? (data.old_record as Record<string, unknown>) : change.record;
      const targets: Target[] = [];
      for (const session of this.sessions) {
        for (const channel of session.channels.values()) {
          const ids = channel.bindings.filter((b) => bindingMatches(b, change, row, info)).map((b) => b.id);
          if (ids.length) targets.push({ session, channel, ids });
        }
      }
      if (targets.length) planned.push({ change, info, data, targets });
    }
    if (!planned.length) return;

    // What each subscriber identity must be checked for, grouped by table.
    const checks = new Map<string, { channel: Channel; tables: Map<string, Check> }>();
    for (const p of planned) {
      if (p.change.type === 'DELETE' || !p.info.primaryKey.length) continue;
      for (const { channel } of p.targets) {
        if (channel.role === 'service_role') continue;
        const sk = subscriberKey(channel);
        let sub = checks.get(sk);
        if (!sub) checks.set(sk, (sub = { channel, tables: new Map() }));
        const tk = tableKey(p.change.schema, p.change.table);
        let check = sub.tables.get(tk);
        if (!check) sub.tables.set(tk, (check = { schema: p.change.schema, table: p.change.table, info: p.info, rows: [] }));
        if (p.change.record) check.rows.push(p.change.record);
      }
    }
    const visible = new Map<string, Set<string>>();
    await Promise.all(
      [...checks].map(async ([sk, sub]) => {
        // A failing check (no privilege, unknown role) means "not visible".
        visible.set(sk, await this.visibleKeys(sub.channel, [...sub.tables.values()]).catch(() => new Set<string>()));
      }),
    );
    const privileges = new Map<string, Promise<boolean>>();
    const mayRead = (role: string, schema: string, table: string) => {
      const key = `${role}\u0000${tableKey(schema, table)}`;
      let p = privileges.get(key);
      if (!p) privileges.set(key, (p = this.hasSelect(role, schema, table).catch(() => false)));
      return p;
    };

    for (const p of planned) {
      for (const { session, channel, ids } of p.targets) {
        if (session.expired(channel)) continue;
        let ok: boolean;
        if (channel.role === 'service_role') ok = true;
        else if (p.change.type === 'DELETE') ok = await mayRead(channel.role, p.change.schema, p.change.table);
        else if (!p.info.primaryKey.length) ok = !p.info.rls && (await mayRead(channel.role, p.change.schema, p.change.table));
        else
          ok =
            visible
              .get(subscriberKey(channel))
              ?.has(`${tableKey(p.change.schema, p.change.table)}:${pkKey(p.change.record, p.info.primaryKey)}`) === true;
        if (ok) session.pushChange(channel, ids, p.data);
      }
    }
  }

  private async hasSelect(role: string, schema: string, table: string): Promise<boolean> {
    const { rows } = await this.db.query<{ ok: boolean }>(`select has_table_privilege($1, $2, 'SELECT') as ok`, [
      role,
      `${quoteIdent(schema)}.${quoteIdent(table)}`,
    ]);
    return rows[0]?.ok === true;
  }

  /** Keys (`schema.table:[pk…]`) of the rows this subscriber can SELECT now, under RLS. */
  private async visibleKeys(channel: Channel, checks: Check[]): Promise<Set<string>> {
    const out = new Set<string>();
    await withRequestContext(this.db, { role: channel.role, claims: channel.claims, readOnly: true }, async (tx) => {
      for (const c of checks) {
        const pk = c.info.primaryKey;
        const cols = pk.map(quoteIdent).join(', ');
        const arrays = pk.map((k, i) => `$${i + 1}::${quoteIdent(c.info.types.get(k) ?? 'text')}[]`).join(', ');
        const params = pk.map((k) => c.rows.map((r) => jsonValue(r[k])));
        const { rows } = await tx.query<{ k: unknown[] }>(
          `select jsonb_build_array(${cols}) as k from ${quoteIdent(c.schema)}.${quoteIdent(c.table)}
            where (${cols}) in (select * from unnest(${arrays}))`,
          params,
        );
        for (const r of rows) {
          const k = typeof r.k === 'string' ? (JSON.parse(r.k) as unknown[]) : r.k;
          out.add(`${tableKey(c.schema, c.table)}:${JSON.stringify(k)}`);
        }
      }
    });
    return out;
  }
}
