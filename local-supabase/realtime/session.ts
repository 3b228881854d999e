import type { WebSocket } from 'ws';
import { JwtError, verifyJwt, type JwtClaims } from '../jwt.ts';
import { parseFilters, type Filter } from './filters.ts';
import { presenceKey, type PresenceHub, type PresenceState } from './presence.ts';
import { bindingId, decodeFrame, encodeBroadcast, encodeFrame, type Broadcast, type Frame, type Vsn } from './protocol.ts';

/** One postgres_changes binding as the client sent it, plus the id echoed in the join reply. */
export interface Binding {
  event: string;
  schema?: string;
  table?: string;
  filter?: string;
  id: number;
  filters: Filter[];
}

export interface Channel {
  topic: string;
  joinRef: string | null;
  bindings: Binding[];
  role: string;
  claims: JwtClaims;
  broadcastSelf: boolean;
  broadcastAck: boolean;
  presenceKey: string;
}

/** What a session needs from the surface. */
export interface SessionHost {
  jwtSecret: string;
  /** Checks the table exists and makes sure published tables have their capture trigger. */
  prepareTable(schema: string, table: string): Promise<boolean>;
  broadcast(from: Session, topic: string, b: Broadcast): void;
  presence: PresenceHub;
}

type Reply = { status: 'ok' | 'error'; response: Record<string, unknown> };

/** One WebSocket connection speaking the Phoenix protocol of realtime-js. */
export class Session {
  readonly channels = new Map<string, Channel>();
  private inbox: Promise<void> = Promise.resolve();
  /** When the client last sent anything (realtime-js heartbeats every 25 s). */
  lastSeen = Date.now();

  constructor(
    private ws: WebSocket,
    readonly vsn: Vsn,
    private apikey: string,
    private host: SessionHost,
  ) {
    ws.on('message', (data, isBinary) => {
      this.lastSeen = Date.now();
      const frame = decodeFrame(data as Buffer, isBinary, vsn);
      if (!frame) return;
      // One frame at a time, in order, as a Phoenix channel process handles them (a join or a
      // token refresh must finish before later frames are answered).
      this.inbox = this.inbox.then(() => this.onFrame(frame)).catch((e: unknown) => console.error('[realtime] message failed:', e));
    });
  }

  private send(f: Frame): void {
    if (this.ws.readyState === this.ws.OPEN) this.ws.send(encodeFrame(f, this.vsn));
  }

  private reply(f: Frame, reply: Reply): void {
    this.send({ join_ref: f.join_ref, ref: f.ref, topic: f.topic, event: 'phx_reply', payload: reply });
  }

  private async onFrame(f: Frame): Promise<void> {
    if (f.topic === 'phoenix' && f.event === 'heartbeat') return this.reply(f, { status: 'ok', response: {} });
    if (f.event === 'phx_join') return this.join(f);
    const channel = this.channels.get(f.topic);
    if (!channel) {
      if (f.event === 'phx_leave') return this.reply(f, { status: 'ok', response: {} });
      // Phoenix answers pushes to a topic the socket has not joined with phx_close.
      return this.send({ join_ref: f.join_ref, ref: null, topic: f.topic, event: 'phx_close', payload: {} });
    }
    switch (f.event) {
      case 'phx_leave':
        this.reply(f, { status: 'ok', response: {} });
        this.channels.delete(f.topic);
        this.host.presence.untrack(channel);
        this.send({ join_ref: channel.joinRef, ref: null, topic: f.topic, event: 'phx_close', payload: {} });
        return;
      case 'access_token':
        return this.refreshToken(channel, f.payload.access_token);
      case 'broadcast': {
        const event = typeof f.payload.event === 'string' ? f.payload.event : '';
        const payload = f.payload.payload;
        this.host.broadcast(this, f.topic, { event, payload, binary: Buffer.isBuffer(payload), meta: f.payload.meta });
        if (channel.broadcastAck && f.ref) this.reply(f, { status: 'ok', response: {} });
        return;
      }
      case 'presence':
        if (f.payload.event === 'track') this.host.presence.track(this, channel, f.payload.payload);
        else if (f.payload.event === 'untrack') this.host.presence.untrack(channel);
        if (f.ref) this.reply(f, { status: 'ok', response: {} });
        return;
      default:
        // Anything else is acknowledged and ignored.
        if (f.ref) this.reply(f, { status: 'ok', response: {} });
    }
  }

  private async verify(token: string): Promise<{ claims: JwtClaims; role: string }> {
    const claims = await verifyJwt(this.host.jwtSecret, token);
    // Realtime checks exp without the REST clock skew: an expired token never joins.
    if (typeof claims.exp === 'number' && claims.exp * 1000 <= Date.now()) throw new JwtError('expired', 'Token has expired');
    const role = typeof claims.role === 'string' && claims.role ? claims.role : 'anon';
    return { claims, role };
  }

  private async join(f: Frame): Promise<void> {
    if (!f.topic.startsWith('realtime:')) return this.reply(f, { status: 'error', response: { reason: 'unmatched topic' } });
    const token = typeof f.payload.access_token === 'string' && f.payload.access_token ? f.payload.access_token : this.apikey;
    let auth: { claims: JwtClaims; role: string };
    try {
      auth = await this.verify(token);
    } catch (e) {
      const reason = e instanceof JwtError && e.reason === 'expired' ? 'Token has expired' : 'Invalid JWT';
      return this.reply(f, { status: 'error', response: { reason } });
    }
    const config = (f.payload.config ?? {}) as Record<string, unknown>;
    const requested = Array.isArray(config.postgres_changes) ? (config.postgres_changes as Record<string, unknown>[]) : [];
    const bindings: Binding[] = [];
    const echoed: Record<string, unknown>[] = [];
    for (const [i, p] of requested.entries()) {
      const params = (p ?? {}) as { event?: unknown; schema?: unknown; table?: unknown; filter?: unknown };
      const event = typeof params.event === 'string' ? params.event : '*';
      const schema = typeof params.schema === 'string' ? params.schema : undefined;
      const table = typeof params.table === 'string' ? params.table : undefined;
      const filter = typeof params.filter === 'string' ? params.filter : undefined;
      let filters: Filter[];
      try {
        filters = parseFilters(filter);
        if (!['*', 'INSERT', 'UPDATE', 'DELETE'].includes(event.toUpperCase())) throw new Error(`Invalid event "${event}"`);
        if (schema && schema !== '*' && table && table !== '*' && !(await this.host.prepareTable(schema, table)))
          throw new Error(`Table ${schema}.${table} does not exist`);
      } catch (e) {
        const reason = `Unable to subscribe to changes with given parameters: ${e instanceof Error ? e.message : String(e)}`;
        return this.reply(f, { status: 'error', response: { reason } });
      }
      const id = bindingId(params, i);
      bindings.push({ event, schema, table, filter, id, filters });
      echoed.push({ ...params, id });
    }
    const rejoined = this.channels.get(f.topic);
    if (rejoined) this.host.presence.untrack(rejoined);
    const broadcast = (config.broadcast ?? {}) as { self?: unknown; ack?: unknown };
    this.channels.set(f.topic, {
      topic: f.topic,
      joinRef: f.join_ref,
      bindings,
      role: auth.role,
      claims: auth.claims,
      broadcastSelf: broadcast.self === true,
      broadcastAck: broadcast.ack === true,
      presenceKey: presenceKey(config),
    });
    this.reply(f, { status: 'ok', response: { postgres_changes: echoed } });
    const name = f.topic.slice('realtime:'.length);
    if (bindings.length) {
      this.send({
        join_ref: f.join_ref,
        ref: null,
        topic: f.topic,
        event: 'system',
        payload: { extension: 'postgres_changes', status: 'ok', message: 'Subscribed to PostgreSQL', channel: name },
      });
    }
    const presence = (config.presence ?? {}) as { enabled?: unknown };
    if (presence.enabled === true)
      this.send({ join_ref: f.join_ref, ref: null, topic: f.topic, event: 'presence_state', payload: this.host.presence.state(f.topic) });
  }

  private async refreshToken(channel: Channel, token: unknown): Promise<void> {
    if (typeof token !== 'string' || !token) return;
    try {
      const auth = await this.verify(token);
      channel.claims = auth.claims;
      channel.role = auth.role;
    } catch {
      this.shutdown(channel, 'Received an invalid access token from client');
    }
  }

  /** True (and the channel closed) when the channel's token has expired. */
  expired(channel: Channel): boolean {
    const exp = typeof channel.claims.exp === 'number' ? channel.claims.exp : undefined;
    if (exp === undefined || exp * 1000 > Date.now()) return false;
    this.shutdown(channel, 'Token has expired');
    return true;
  }

  private shutdown(channel: Channel, message: string): void {
    const name = channel.topic.slice('realtime:'.length);
    this.send({
      join_ref: channel.joinRef,
      ref: null,
      topic: channel.topic,
      event: 'system',
      payload: { extension: 'system', status: 'error', message, channel: name },
    });
    this.send({ join_ref: channel.joinRef, ref: null, topic: channel.topic, event: 'phx_close', payload: {} });
    this.channels.delete(channel.topic);
    this.host.presence.untrack(channel);
  }

  /** The socket closed: every channel leaves (presence included). */
  closed(): void {
    for (const channel of this.channels.values()) this.host.presence.untrack(channel);
    this.channels.clear();
  }

  pushPresenceDiff(topic: string, diff: { joins: PresenceState; leaves: PresenceState }): void {
    if (this.channels.has(topic)) this.send({ join_ref: null, ref: null, topic, event: 'presence_diff', payload: diff });
  }

  pushChange(channel: Channel, ids: number[], data: Record<string, unknown>): void {
    this.send({ join_ref: null, ref: null, topic: channel.topic, event: 'postgres_changes', payload: { ids, data } });
  }

  /** Drops a connection whose client went away without closing it. */
  terminate(): void {
    this.ws.terminate();
  }

  pushBroadcast(topic: string, b: Broadcast): void {
    if (this.ws.readyState === this.ws.OPEN) this.ws.send(encodeBroadcast(topic, b, this.vsn));
  }
}
