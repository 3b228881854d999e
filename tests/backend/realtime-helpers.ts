import type { RealtimeChannel, RealtimePostgresChangesPayload, SupabaseClient } from '@supabase/supabase-js';
import { randomUUID } from 'node:crypto';
import { mintUserJwt, tokenClient } from './helpers.ts';

export type Change = RealtimePostgresChangesPayload<Record<string, unknown>>;

export interface Binding {
  event: '*' | 'INSERT' | 'UPDATE' | 'DELETE';
  schema: string;
  table?: string;
  filter?: string;
}

/** A subscribed channel that records every postgres_changes payload it receives, in order. */
export interface Recorder {
  channel: RealtimeChannel;
  events: Change[];
  /** Resolves with the first recorded event matching `pred` (the test timeout bounds the wait). */
  waitFor(pred: (c: Change) => boolean): Promise<Change>;
}

/** Subscribes and resolves once the server confirmed the join (SUBSCRIBED). */
export async function record(client: SupabaseClient, bindings: Binding[], name = `rt-${randomUUID().slice(0, 8)}`): Promise<Recorder> {
  const events: Change[] = [];
  const waiters: { pred: (c: Change) => boolean; resolve: (c: Change) => void }[] = [];
  let channel = client.channel(name);
  for (const b of bindings) {
    channel = channel.on('postgres_changes', b as never, (payload: Change) => {
      events.push(payload);
      for (const w of [...waiters]) {
        if (w.pred(payload)) {
          waiters.splice(waiters.indexOf(w), 1);
          w.resolve(payload);
        }
      }
    });
  }
  await new Promise<void>((resolve, reject) => {
    channel.subscribe((status, err) => {
      if (status === 'SUBSCRIBED') resolve();
      else if (status === 'CHANNEL_ERROR' || status === 'TIMED_OUT') reject(err ?? new Error(status));
    });
  });
  return {
    channel,
    events,
    waitFor(pred) {
      const hit = events.find(pred);
      if (hit) return Promise.resolve(hit);
      return new Promise((resolve) => waiters.push({ pred, resolve }));
    },
  };
}

/** A realtime-capable client acting as a fresh user id (no Auth round trip needed). */
export async function userRealtimeClient(sub: string = randomUUID()): Promise<{ client: SupabaseClient; sub: string; jwt: string }> {
  const jwt = await mintUserJwt(sub);
  return { client: tokenClient(jwt), sub, jwt };
}

export const newRecord = (c: Change) => c.new as Record<string, unknown>;
