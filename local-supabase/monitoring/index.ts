import { parseEnvelope } from '@sentry/core';
import type { IncomingMessage } from 'node:http';
import { LOCAL_SENTRY_KEY } from '../config.ts';
import { escapeHtml, table, toolPage } from '../http/html.ts';
import { BodyTooLarge, readBody, sendJson, sendText } from '../http/util.ts';
import type { Surface, SurfaceContext } from '../surface.ts';

/** An error event as the recorder keeps it (the parts of Sentry's event payload a reader needs). */
export interface RecordedEvent {
  received_at: string;
  project: string;
  event_id: string | null;
  level: string | null;
  message: string | null;
  exception: { type: string | null; value: string | null }[];
  tags: Record<string, string>;
  extra: Record<string, unknown>;
  environment: string | null;
  server_name: string | null;
  platform: string | null;
}

const MAX_EVENTS = 1000;

/** The DSN functions report to locally: `http://<key>@<host>/monitoring/1` (a Sentry DSN with a path). */
export function localSentryDsn(apiUrl: string): string {
  const u = new URL(apiUrl);
  return `${u.protocol}//${LOCAL_SENTRY_KEY}@${u.host}/monitoring/1`;
}

/** Sentry's ways of giving the key: `?sentry_key=`, `X-Sentry-Auth: Sentry sentry_key=…`, or the envelope's dsn. */
function sentryKey(req: IncomingMessage, url: URL): string | undefined {
  const q = url.searchParams.get('sentry_key');
  if (q) return q;
  const header = req.headers['x-sentry-auth'];
  const m = /sentry_key=([^,\s]+)/.exec(Array.isArray(header) ? header[0]! : (header ?? ''));
  return m?.[1];
}

const str = (v: unknown): string | null => (typeof v === 'string' ? v : null);

/**
 * `/monitoring`: a recorder standing in for Sentry's ingest, as the mail catcher stands in for the
 * e-mail service. Edge functions get `SENTRY_DSN` pointing here and report with Sentry's envelope
 * format (supabase/functions/_shared/monitoring.ts).
 * - `POST /monitoring/api/:project/envelope/` (Sentry's ingest endpoint; the DSN's public key required)
 * - `GET /monitoring` (page), `GET /monitoring/api/events?tag=key:value&limit=` → `{ events }` newest
 *   first, `DELETE /monitoring/api/events`
 */
export function createMonitoringSurface(_ctx: SurfaceContext): Surface {
  let events: RecordedEvent[] = [];

  function keep(project: string, payload: Record<string, unknown>, envelopeId: unknown) {
    const exception = (payload.exception as { values?: { type?: unknown; value?: unknown }[] } | undefined)?.values ?? [];
    const message = payload.message as unknown;
    events.unshift({
      received_at: new Date().toISOString(),
      project,
      event_id: str(payload.event_id) ?? str(envelopeId),
      level: str(payload.level),
      message: typeof message === 'string' ? message : str((message as { formatted?: unknown } | undefined)?.formatted),
      exception: exception.map((e) => ({ type: str(e.type), value: str(e.value) })),
      tags: Object.fromEntries(Object.entries((payload.tags as Record<string, unknown>) ?? {}).map(([k, v]) => [k, String(v)])),
      extra: (payload.extra as Record<string, unknown>) ?? {},
      environment: str(payload.environment),
      server_name: str(payload.server_name),
      platform: str(payload.platform),
    });
    if (events.length > MAX_EVENTS) events = events.slice(0, MAX_EVENTS);
  }

  return {
    prefix: '/monitoring',
    async handle(req, res, path, url) {
      const method = req.method ?? 'GET';
      const ingest = /^\/api\/([^/]+)\/envelope\/?$/.exec(path);
      if (ingest) {
        if (method !== 'POST') {
          req.resume();
          return sendJson(res, 405, { detail: 'method not allowed' });
        }
        let raw: Buffer;
        try {
          raw = await readBody(req, 20 * 1024 * 1024);
        } catch (e) {
          if (e instanceof BodyTooLarge) return sendJson(res, 413, { detail: 'envelope exceeds size limits' });
          throw e;
        }
        let envelope: ReturnType<typeof parseEnvelope>;
        try {
          envelope = parseEnvelope(new Uint8Array(raw));
        } catch {
          return sendJson(res, 400, { detail: 'invalid envelope' });
        }
        const [headers, items] = envelope;
        const dsnKey = typeof headers.dsn === 'string' ? /\/\/([^@:]+)@/.exec(headers.dsn)?.[1] : undefined;
        if ((sentryKey(req, url) ?? dsnKey) !== LOCAL_SENTRY_KEY) return sendJson(res, 401, { detail: 'bad sentry DSN public key' });
        for (const [itemHeader, payload] of items) {
          if (itemHeader.type === 'event' && payload && typeof payload === 'object' && !(payload instanceof Uint8Array))
            keep(ingest[1]!, payload as Record<string, unknown>, headers.event_id);
        }
        return sendJson(res, 200, { id: str(headers.event_id) });
      }
      if (path === '/api/events') {
        if (method === 'GET') {
          const tag = url.searchParams.get('tag');
          const [k, v] = tag ? [tag.slice(0, tag.indexOf(':')), tag.slice(tag.indexOf(':') + 1)] : [];
          const limit = Math.min(Math.max(Number(url.searchParams.get('limit') ?? 200) || 200, 1), MAX_EVENTS);
          return sendJson(res, 200, { events: events.filter((e) => !k || e.tags[k] === v).slice(0, limit) });
        }
        if (method === 'DELETE') {
          events = [];
          res.writeHead(204).end();
          return;
        }
      }
      if ((path === '' || path === '/') && method === 'GET') {
        const body = table(
          ['received', 'level', 'what', 'tags', 'extra'],
          events
            .slice(0, 200)
            .map((e) => [
              escapeHtml(e.received_at),
              escapeHtml(e.level ?? ''),
              escapeHtml(e.message ?? e.exception.map((x) => `${x.type ?? 'Error'}: ${x.value ?? ''}`).join('; ')),
              `<code>${escapeHtml(JSON.stringify(e.tags))}</code>`,
              `<code>${escapeHtml(JSON.stringify(e.extra))}</code>`,
            ]),
          'Nothing reported yet.',
        );
        return sendText(res, 200, toolPage('monitoring', 'Errors reported (Sentry stand-in)', body), 'text/html; charset=utf-8');
      }
      req.resume();
      sendJson(res, 404, { detail: 'not found' });
    },
  };
}
