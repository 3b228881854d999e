// Refine's live provider over Supabase Realtime with ONE channel per table (issue 18, item 2):
// refine's own @refinedev/supabase provider opens a channel per subscribing query (named after the
// resource and its filters), so a list, its twin count and an open record of the same table each hold
// their own. Here every subscriber of a table shares the table's channel; the channel closes with the
// last subscriber. Realtime applies RLS per subscriber and change: a user only hears of rows they see.
import type { LiveEvent, LiveProvider } from '@refinedev/core';
import type { RealtimeChannel, RealtimePostgresChangesPayload, SupabaseClient } from '@supabase/supabase-js';

/** Resources that are views read the table they show: their changes are that table's. */
const TABLE_OF: Record<string, string> = { pricing_requests_list: 'pricing_requests' };

const TYPE_OF: Record<string, LiveEvent['type']> = { INSERT: 'created', UPDATE: 'updated', DELETE: 'deleted' };

interface Subscriber {
  types: string[];
  /** Only changes of these records (a record page), when given. */
  ids?: string[];
  callback: (event: LiveEvent) => void;
  channel: string;
}

interface Shared {
  channel: RealtimeChannel;
  subscribers: Set<Subscriber>;
}

/** The table a refine channel (`resources/<name>`) listens to. */
export function tableOf(channel: string): string {
  const resource = channel.replace(/^resources\//, '');
  return TABLE_OF[resource] ?? resource;
}

/** Whether a subscriber wants this change (its event types, and its records if it named some). */
export function wants(s: Pick<Subscriber, 'types' | 'ids'>, type: LiveEvent['type'], id: unknown): boolean {
  if (!s.types.includes('*') && !s.types.includes(type)) return false;
  if (s.ids && s.ids.length && type !== 'created') return s.ids.map(String).includes(String(id));
  return true;
}

export function sharedLiveProvider(client: SupabaseClient): LiveProvider & { openChannels: () => number } {
  const tables = new Map<string, Shared>();

  const dispatch = (table: string, payload: RealtimePostgresChangesPayload<Record<string, unknown>>) => {
    const shared = tables.get(table);
    if (!shared) return;
    const type = TYPE_OF[payload.eventType];
    const row = (payload.eventType === 'DELETE' ? payload.old : payload.new) as Record<string, unknown>;
    for (const s of shared.subscribers) {
      if (!wants(s, type, row?.id)) continue;
      s.callback({ channel: s.channel, type, payload: row ?? {}, date: new Date(payload.commit_timestamp) });
    }
  };

  return {
    subscribe({ channel, types, params, callback }) {
      const table = tableOf(channel);
      let shared = tables.get(table);
      if (!shared) {
        const realtime = client
          .channel(`table:${table}`)
          .on('postgres_changes', { event: '*', schema: 'public', table }, (p) =>
            dispatch(table, p as RealtimePostgresChangesPayload<Record<string, unknown>>),
          );
        realtime.subscribe();
        shared = { channel: realtime, subscribers: new Set() };
        tables.set(table, shared);
      }
      const subscriber: Subscriber = {
        channel,
        types,
        ids: (params?.ids as (string | number)[] | undefined)?.map(String),
        callback,
      };
      shared.subscribers.add(subscriber);
      return { table, subscriber };
    },
    unsubscribe(handle: { table: string; subscriber: Subscriber }) {
      const shared = tables.get(handle.table);
      if (!shared) return;
      shared.subscribers.delete(handle.subscriber);
      if (shared.subscribers.size === 0) {
        tables.delete(handle.table);
        void client.removeChannel(shared.channel);
      }
    },
    openChannels: () => tables.size,
  };
}
