import { randomUUID } from 'node:crypto';
import { hearsPresence } from './authorization.ts';
import type { Channel, Session } from './session.ts';

/** A Phoenix presence meta: what the client tracked plus the server's `phx_ref`. */
export type PresenceMeta = Record<string, unknown> & { phx_ref: string };
export type PresenceState = Record<string, { metas: PresenceMeta[] }>;

interface Entry {
  session: Session;
  key: string;
  meta: PresenceMeta;
}

/**
 * Phoenix Presence for realtime channels: `track` / `untrack` pushes, `presence_state` on join and
 * `presence_diff` ({joins, leaves}) to every channel of the room (the topic, public or private), the
 * tracker's included — on a private room only to channels with presence read. Each channel tracks at
 * most one meta under its `config.presence.key` (a uuid when empty).
 */
export class PresenceHub {
  private topics = new Map<string, Map<Channel, Entry>>();
  private ref = 0;

  state(room: string): PresenceState {
    const out: PresenceState = {};
    for (const e of this.topics.get(room)?.values() ?? []) (out[e.key] ??= { metas: [] }).metas.push(e.meta);
    return out;
  }

  track(session: Session, channel: Channel, payload: unknown): void {
    const entries = this.topics.get(channel.room) ?? new Map<Channel, Entry>();
    this.topics.set(channel.room, entries);
    const previous = entries.get(channel);
    const body = payload && typeof payload === 'object' ? (payload as Record<string, unknown>) : {};
    const meta: PresenceMeta = { ...body, phx_ref: `${Date.now().toString(36)}-${++this.ref}` };
    if (previous) meta.phx_ref_prev = previous.meta.phx_ref;
    const key = channel.presenceKey;
    entries.set(channel, { session, key, meta });
    this.diff(channel.room, { [key]: { metas: [meta] } }, previous ? { [key]: { metas: [previous.meta] } } : {});
  }

  untrack(channel: Channel): void {
    const entries = this.topics.get(channel.room);
    const previous = entries?.get(channel);
    if (!entries || !previous) return;
    entries.delete(channel);
    if (!entries.size) this.topics.delete(channel.room);
    this.diff(channel.room, {}, { [previous.key]: { metas: [previous.meta] } });
  }

  private diff(room: string, joins: PresenceState, leaves: PresenceState): void {
    const listeners = new Map<Channel, Session>();
    for (const [c, e] of this.topics.get(room) ?? []) listeners.set(c, e.session);
    for (const [c, s] of this.subscribers(room)) listeners.set(c, s);
    for (const [c, s] of listeners) if (hearsPresence(c)) s.pushPresenceDiff(c, { joins, leaves });
  }

  /** The channels (and their sessions) of a room, set by the surface. */
  subscribers: (room: string) => Iterable<[Channel, Session]> = () => [];
}

/** The presence key of a join: `config.presence.key`, or a fresh uuid when empty. */
export function presenceKey(config: unknown): string {
  const key = (config as { presence?: { key?: unknown } } | undefined)?.presence?.key;
  return typeof key === 'string' && key ? key : randomUUID();
}
