import type { WebSocket } from 'ws';
import type { Db } from '../db/types.ts';
import { JwtError, verifyJwt, type JwtClaims } from '../jwt.ts';
import {
  authorizeRead,
  authorizeWrite,
  ectoBoolean,
  hearsPresence,
  noPolicies,
  roomOf,
  subTopic,
  type AuthorizationContext,
  type Extension,
  type Policies,
} from './authorization.ts';
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
  /** The token the channel runs with (an `access_token` push of the same one changes nothing). */
  token: string;
  broadcastSelf: boolean;
  broadcastAck: boolean;
  presenceKey: string;
  presenceEnabled: boolean;
  /** `config.private`: Realtime Authorization applies (authorization.ts). */
  private: boolean;
  /**
   * Where its broadcasts and presence live: a private and a public channel of one name never hear
   * each other (hosted's tenant topics `<ref>-private:<name>` and `<ref>:<name>`).
   */
  room: string;
  /** What the caller may do on a private channel, as far as asked (read at join, write on first use). */
  policies: Policies;
}

/** What a session needs from the surface. */
export interface SessionHost {
  jwtSecret: string;
  /** Where Realtime Authorization asks (the probes on realtime.messages). */
  db: Db;
  /** Checks the table exists and makes sure published tables have their capture trigger. */
  prepareTable(schema: string, table: string): Promise<boolean>;
  broadcast(from: Session, channel: Channel, b: Broadcast): void;
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
    /** The upgrade request's headers (lower-case names), which policies may read as `request.headers`. */
    private headers: Record<string, string> = {},
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
        // A private channel sends only with broadcast write (asked once); otherwise the message is
        // dropped without an answer, as hosted's BroadcastHandler does.
        if (channel.private) {
          if (channel.policies.broadcast.write === undefined)
            await authorizeWrite(this.host.db, this.authContext(channel), 'broadcast', channel.policies);
          if (!channel.policies.broadcast.write) return;
        }
        const event = typeof f.payload.event === 'string' ? f.payload.event : '';
        const payload = f.payload.payload;
        this.host.broadcast(this, channel, { event, payload, binary: Buffer.isBuffer(payload), meta: f.payload.meta });
        if (channel.broadcastAck && f.ref) this.reply(f, { status: 'ok', response: {} });
        return;
      }
      case 'presence':
        if (f.payload.event === 'track') {
          // A private channel tracks only with presence write (presence read is asked too when the
          // join did not, so the channel then hears the diffs it may); refused → an error reply.
          if (channel.private && channel.policies.presence.write === undefined) {
            const ctx = this.authContext(channel);
            if (channel.policies.presence.read === undefined) await authorizeRead(this.host.db, ctx, ['presence'], channel.policies);
            await authorizeWrite(this.host.db, ctx, 'presence', channel.policies);
          }
          if (channel.private && !channel.policies.presence.write) {
            if (f.ref) this.reply(f, { status: 'error', response: {} });
            return;
          }
          channel.presenceEnabled = true;
          this.host.presence.track(this, channel, f.payload.payload);
        } else if (f.payload.event === 'untrack') this.host.presence.untrack(channel);
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

  /** Realtime Authorization's context for a channel: its topic, and the role and claims of its token. */
  private authContext(c: Pick<Channel, 'topic' | 'role' | 'claims'>): AuthorizationContext {
    return { topic: subTopic(c.topic), role: c.role, claims: c.claims, headers: this.headers };
  }

  /**
   * A private channel's read check (join, and every new token): broadcast, and presence when enabled.
   * Returns the refusal's text, or undefined when the caller may read.
   */
  private async readPolicies(
    c: Pick<Channel, 'topic' | 'role' | 'claims' | 'presenceEnabled'>,
    policies: Policies,
  ): Promise<string | undefined> {
    const extensions: Extension[] = c.presenceEnabled ? ['broadcast', 'presence'] : ['broadcast'];
    await authorizeRead(this.host.db, this.authContext(c), extensions, policies);
    if (policies.broadcast.read || policies.presence.read) return undefined;
    return `You do not have permissions to read from this Channel topic: ${subTopic(c.topic)}`;
  }

  private async join(f: Frame): Promise<void> {
    if (!f.topic.startsWith('realtime:')) return this.reply(f, { status: 'error', response: { reason: 'unmatched topic' } });
    if (f.topic === 'realtime:')
      return this.reply(f, { status: 'error', response: { reason: 'TopicNameRequired: You must provide a topic name' } });
    const token = typeof f.payload.access_token === 'string' && f.payload.access_token ? f.payload.access_token : this.apikey;
    let auth: { claims: JwtClaims; role: string };
    try {
      auth = await this.verify(token);
    } catch (e) {
      const reason = e instanceof JwtError && e.reason === 'expired' ? 'Token has expired' : 'Invalid JWT';
      return this.reply(f, { status: 'error', response: { reason } });
    }
    const config = (f.payload.config ?? {}) as Record<string, unknown>;
    // Cast as hosted's Join schema casts them ("true" is true); a value it cannot cast is the default.
    const isPrivate = ectoBoolean(config.private, false) === true;
    const presenceEnabled = ectoBoolean(((config.presence ?? {}) as { enabled?: unknown }).enabled, false) === true;
    const policies = noPolicies();
    if (isPrivate) {
      // Realtime Authorization (hosted: maybe_assign_policies), before anything else is set up.
      let refused: string | undefined;
      try {
        refused = await this.readPolicies({ topic: f.topic, role: auth.role, claims: auth.claims, presenceEnabled }, policies);
      } catch {
        return this.reply(f, { status: 'error', response: { reason: 'Realtime was unable to connect to the project database' } });
      }
      if (refused) return this.reply(f, { status: 'error', response: { reason: `Unauthorized: ${refused}` } });
    }
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
    const channel: Channel = {
      topic: f.topic,
      joinRef: f.join_ref,
      bindings,
      role: auth.role,
      claims: auth.claims,
      token,
      broadcastSelf: broadcast.self === true,
      broadcastAck: broadcast.ack === true,
      presenceKey: presenceKey(config),
      presenceEnabled,
      private: isPrivate,
      room: roomOf(f.topic, isPrivate),
      policies,
    };
    this.channels.set(f.topic, channel);
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
    if (presenceEnabled && hearsPresence(channel))
      this.send({
        join_ref: f.join_ref,
        ref: null,
        topic: f.topic,
        event: 'presence_state',
        payload: this.host.presence.state(channel.room),
      });
  }

  /**
   * An `access_token` push (hosted: handle_in "access_token"): an opaque `sb_…` key or the token in use
   * changes nothing; a new token replaces the channel's identity, and a private channel is authorized
   * again — no read left, or a read it had lost, closes it.
   */
  private async refreshToken(channel: Channel, token: unknown): Promise<void> {
    if (typeof token !== 'string' || !token || token.startsWith('sb_') || token === channel.token) return;
    let auth: { claims: JwtClaims; role: string };
    try {
      auth = await this.verify(token);
    } catch {
      return this.shutdown(channel, 'Received an invalid access token from client');
    }
    channel.claims = auth.claims;
    channel.role = auth.role;
    channel.token = token;
    if (!channel.private) return;
    const previous = channel.policies;
    channel.policies = noPolicies();
    let refused: string | undefined;
    try {
      refused = await this.readPolicies(channel, channel.policies);
    } catch {
      return this.shutdown(channel, 'Realtime was unable to connect to the project database');
    }
    if (refused) return this.shutdown(channel, refused);
    const lost = (before?: boolean, now?: boolean) => before === true && now === false;
    if (lost(previous.broadcast.read, channel.policies.broadcast.read) || lost(previous.presence.read, channel.policies.presence.read))
      return this.shutdown(channel, `You no longer have permission to read from this Channel topic: ${subTopic(channel.topic)}`);
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

  pushPresenceDiff(channel: Channel, diff: { joins: PresenceState; leaves: PresenceState }): void {
    if (this.channels.get(channel.topic) === channel)
      this.send({ join_ref: null, ref: null, topic: channel.topic, event: 'presence_diff', payload: diff });
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
