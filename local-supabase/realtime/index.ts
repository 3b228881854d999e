import type { IncomingHttpHeaders } from 'node:http';
import { WebSocketServer } from 'ws';
import { LOCAL_PUBLISHABLE_KEY, LOCAL_SECRET_KEY } from '../functions/gateway.ts';
import { bearerToken, decodePathSegment, readBody, sendJson } from '../http/util.ts';
import { verifyJwt, type JwtClaims } from '../jwt.ts';
import type { Surface, SurfaceContext } from '../surface.ts';
import { authorizeWrite, ectoBoolean, hearsBroadcasts, noPolicies, roomOf } from './authorization.ts';
import { ChangeFeed } from './changes.ts';
import { Dispatcher } from './dispatch.ts';
import { PresenceHub } from './presence.ts';
import type { Broadcast, Vsn } from './protocol.ts';
import { Session, type Channel, type SessionHost } from './session.ts';

/** The most messages one REST batch may carry (hosted: the project's events per second, 100 on the Free plan). */
const MAX_BATCH = 100;

/** Request headers as one string each, lower-case names (what policies read as `request.headers`); cookies left out. */
function plainHeaders(h: IncomingHttpHeaders): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(h)) if (v !== undefined && k !== 'cookie') out[k] = Array.isArray(v) ? v.join(', ') : v;
  return out;
}

/**
 * `/realtime/v1/websocket`: the Phoenix protocol of realtime-js (vsn 1.0.0 and 2.0.0) with
 * postgres_changes (triggers + LISTEN instead of the WAL, RLS checked per subscriber) and
 * broadcast; `POST /realtime/v1/api/broadcast` and `…/api/broadcast/<topic>/events/<event>`
 * (channel.httpSend) send broadcasts over HTTP.
 */
export function createRealtimeSurface(ctx: SurfaceContext): Surface {
  const sessions = new Set<Session>();
  const wss = new WebSocketServer({ noServer: true, maxPayload: 4 * 1024 * 1024 });
  // The feed calls the dispatcher only once changes arrive, after both exist.
  const feed: ChangeFeed = new ChangeFeed(ctx.db, (changes) => dispatcher.dispatch(changes));
  const dispatcher = new Dispatcher(ctx.db, feed, sessions);
  const published = new Set<string>();
  const presence = new PresenceHub();
  presence.subscribers = (room) => channelsOf(room);
  // A client that sent nothing (not even a heartbeat) for 2 minutes is gone: drop its socket.
  const reaper = setInterval(() => {
    for (const s of sessions) if (Date.now() - s.lastSeen > 120_000) s.terminate();
  }, 30_000);
  reaper.unref();

  // The gateway maps the CLI's opaque keys to the JWTs (as Kong does for the apikey query param).
  const mapKey = (key: string) => (key === LOCAL_PUBLISHABLE_KEY ? ctx.anonKey : key === LOCAL_SECRET_KEY ? ctx.serviceRoleKey : key);

  /** Every joined channel of a room (a topic, public or private) with its session. */
  function* channelsOf(room: string): Generator<[Channel, Session]> {
    for (const s of sessions) for (const c of s.channels.values()) if (c.room === room) yield [c, s];
  }

  /** A broadcast to a room: every channel of it that may hear it, the sender's only with `self`. */
  const deliver = (from: Session | undefined, room: string, b: Broadcast) => {
    for (const [c, s] of channelsOf(room)) {
      if ((s === from && !c.broadcastSelf) || !hearsBroadcasts(c)) continue;
      s.pushBroadcast(c.topic, b);
    }
  };

  /**
   * May the REST caller send to the private topic `name` (broadcast write as its token's role,
   * realtime.messages' INSERT policies)? The service role may, as it bypasses RLS.
   */
  const maySendPrivately = async (name: string, claims: JwtClaims, headers: Record<string, string>) => {
    const role = typeof claims.role === 'string' && claims.role ? claims.role : 'anon';
    return authorizeWrite(ctx.db, { topic: name, role, claims, headers }, 'broadcast', noPolicies());
  };

  const host: SessionHost = {
    jwtSecret: ctx.config.jwtSecret,
    async prepareTable(schema, table) {
      const info = await feed.table(schema, table);
      if (!info) return false;
      // A table added to the publication after start-up (without a migration) gets its trigger now.
      const key = `${schema}.${table}`;
      if (!published.has(key)) {
        await feed.syncTriggers();
        published.add(key);
      }
      return true;
    },
    broadcast: (from, channel, b) => deliver(from, channel.room, b),
    presence,
    db: ctx.db,
  };

  return {
    prefix: '/realtime/v1',
    async afterMigrate() {
      await feed.syncTriggers();
      published.clear();
      await feed.start();
    },
    upgrade(req, socket, head, path, url) {
      if (path !== '/websocket' && path !== '/socket/websocket') {
        socket.end('HTTP/1.1 404 Not Found\r\nContent-Length: 0\r\nConnection: close\r\n\r\n');
        return;
      }
      const apikey = url.searchParams.get('apikey') ?? (req.headers.apikey as string | undefined);
      const reject = (status: string, message: string) => {
        const body = JSON.stringify({ message });
        socket.end(
          `HTTP/1.1 ${status}\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
        );
      };
      if (!apikey) return reject('401 Unauthorized', 'No API key found in request');
      const key = mapKey(apikey);
      const vsn: Vsn = url.searchParams.get('vsn') === '2.0.0' ? '2.0.0' : '1.0.0';
      verifyJwt(ctx.config.jwtSecret, key).then(
        () =>
          wss.handleUpgrade(req, socket, head, (ws) => {
            const session = new Session(ws, vsn, key, host, plainHeaders(req.headers));
            sessions.add(session);
            const gone = () => {
              if (!sessions.delete(session)) return;
              session.closed();
            };
            ws.on('close', gone);
            ws.on('error', gone);
          }),
        () => reject('403 Forbidden', 'Invalid API key'),
      );
    },
    /**
     * REST broadcasts (hosted: BroadcastController, BroadcastSingleController). A message to a private
     * topic (`private: true`, or `?private=true` on the single-message path) needs broadcast write for
     * the bearer token's role on that topic: the batch drops the others and still answers 202; the
     * single message answers 403 `{"message":"Unauthorized"}`.
     */
    async handle(req, res, path, url) {
      const one = /^\/api\/broadcast\/([^/]+)\/events\/([^/]+)$/.exec(path);
      if ((path === '/api/broadcast' || one) && req.method === 'POST') {
        const token = bearerToken(req);
        let claims: JwtClaims;
        try {
          claims = await verifyJwt(ctx.config.jwtSecret, mapKey(token ?? ''));
        } catch {
          req.resume();
          return sendJson(res, 401, { message: 'Invalid API key' });
        }
        const headers = plainHeaders(req.headers);
        if (one) {
          // channel.httpSend(event, payload): the body is the payload (JSON, or bytes).
          const raw = await readBody(req, 1024 * 1024);
          const binary = !/json/i.test(req.headers['content-type'] ?? '');
          let payload: unknown = raw;
          if (!binary) {
            try {
              payload = JSON.parse(raw.toString('utf8') || '{}');
            } catch {
              return sendJson(res, 400, { message: 'Invalid JSON body' });
            }
          }
          const name = decodePathSegment(one[1]);
          const isPrivate = url.searchParams.get('private') === 'true';
          if (isPrivate && !(await maySendPrivately(name, claims, headers))) return sendJson(res, 403, { message: 'Unauthorized' });
          deliver(undefined, roomOf(`realtime:${name}`, isPrivate), { event: decodePathSegment(one[2]), payload, binary });
          res.writeHead(202, { 'Content-Length': '0' });
          res.end();
          return;
        }
        let body: { messages?: { topic?: unknown; event?: unknown; payload?: unknown; private?: unknown }[] };
        try {
          body = JSON.parse((await readBody(req, 1024 * 1024)).toString('utf8'));
        } catch {
          return sendJson(res, 400, { message: 'Invalid JSON body' });
        }
        const messages = Array.isArray(body?.messages) ? body.messages : [];
        // Hosted refuses a batch larger than the project's events per second (100 on the Free plan).
        if (messages.length > MAX_BATCH)
          return sendJson(res, 429, { message: 'Too many messages to broadcast, please reduce the batch size' });
        // `private` is cast as Ecto casts a boolean ("true" is true); a value it cannot cast fails the batch.
        const flags = messages.map((m) => ectoBoolean(m?.private, false));
        if (flags.some((f) => f === undefined))
          return sendJson(res, 422, { errors: { messages: flags.map((f) => (f === undefined ? { private: ['is invalid'] } : {})) } });
        const allowed = new Map<string, boolean>();
        for (const [i, m] of messages.entries()) {
          if (typeof m?.topic !== 'string' || typeof m.event !== 'string') continue;
          const isPrivate = flags[i] === true;
          if (isPrivate) {
            // One check per topic, as hosted groups the private messages by topic.
            if (!allowed.has(m.topic)) allowed.set(m.topic, await maySendPrivately(m.topic, claims, headers));
            if (!allowed.get(m.topic)) continue;
          }
          deliver(undefined, roomOf(`realtime:${m.topic}`, isPrivate), { event: m.event, payload: m.payload ?? {}, binary: false });
        }
        res.writeHead(202, { 'Content-Length': '0' });
        res.end();
        return;
      }
      req.resume();
      sendJson(res, 404, { message: 'Not found' });
    },
    async close() {
      clearInterval(reaper);
      await feed.stop();
      for (const client of wss.clients) client.terminate();
      wss.close();
    },
  };
}
