import type { IncomingMessage, ServerResponse } from 'node:http';
import { DEFAULT_WEATHER_API_KEY } from '../config.ts';
import { escapeHtml, table, toolPage } from '../http/html.ts';
import { readBody, sendJson, sendText } from '../http/util.ts';
import type { Surface, SurfaceContext } from '../surface.ts';
import { forecastAnswer, PROVIDER_ERRORS, type Conditions, type DayForecast, type WeatherOverride } from './provider.ts';

/** One request the stand-in got, as the tests and the page see it. */
export interface WeatherRequest {
  at: string;
  path: string;
  q: string | null;
  days: number | null;
  /** Whether the `key` parameter was the one the stand-in accepts. */
  key_valid: boolean;
  status: number | 'timeout';
  /** What it answered: 'forecast', a WeatherAPI.com error code, 'bad-json' or 'timeout'. */
  answer: string;
}

/** A failure the stand-in was told to answer with (until cleared, or `times` times). */
export interface Failure {
  mode: 'http' | 'timeout' | 'bad-json';
  /** For mode http: the status (WeatherAPI.com's error body for it); 503 by default. */
  status?: number;
  /** Only for this location (`q`, case-insensitive); every location without. */
  q?: string;
  times?: number;
}

const MAX_REQUESTS = 1000;
/** A request held in timeout mode is closed after this long, if its client has not gone. */
const HOLD_MS = 10 * 60_000;

const norm = (q: string) => q.trim().toLowerCase().replace(/\s+/g, ' ');

/** The key the stand-in accepts: config, LOCAL_WEATHER_API_KEY, else the seed's `keys` row. */
export function weatherApiKey(ctx: SurfaceContext): string {
  return ctx.config.weatherApiKey ?? process.env.LOCAL_WEATHER_API_KEY ?? DEFAULT_WEATHER_API_KEY;
}

function isNumber(v: unknown): v is number {
  return typeof v === 'number' && Number.isFinite(v);
}

function parseConditions(v: unknown): Conditions | undefined {
  if (!v || typeof v !== 'object') return undefined;
  const c = v as Record<string, unknown>;
  if (!isNumber(c.temp_c) || typeof c.text !== 'string') return undefined;
  return {
    temp_c: c.temp_c,
    feelslike_c: isNumber(c.feelslike_c) ? c.feelslike_c : c.temp_c,
    humidity: isNumber(c.humidity) ? c.humidity : 70,
    wind_kph: isNumber(c.wind_kph) ? c.wind_kph : 10,
    text: c.text,
    code: isNumber(c.code) ? c.code : 1003,
  };
}

function parseDays(v: unknown): DayForecast[] | undefined | null {
  if (v === undefined) return undefined;
  if (!Array.isArray(v)) return null;
  const out: DayForecast[] = [];
  for (const d of v) {
    const x = d as Record<string, unknown>;
    if (!x || !isNumber(x.maxtemp_c) || !isNumber(x.mintemp_c) || typeof x.text !== 'string') return null;
    out.push({ maxtemp_c: x.maxtemp_c, mintemp_c: x.mintemp_c, text: x.text, code: isNumber(x.code) ? x.code : 1003 });
  }
  return out;
}

/**
 * `/weather`: a stand-in for the weather provider (WeatherAPI.com's API shape, provider.ts), like the
 * mail catcher is for the e-mail service. Functions get `WEATHER_API_URL=<url>/weather/v1`.
 * - `GET /weather/v1/forecast.json?key=&q=&days=` and `/v1/current.json?key=&q=`: made-up but steady
 *   weather per place and day, or what was set; the `key` must be weatherApiKey().
 * - `GET /weather` (page); `GET /weather/api/requests?limit=` → `{ requests }` newest first;
 *   `DELETE /weather/api/requests`
 * - `PUT /weather/api/conditions` `{ q?, current: { temp_c, text, … }, days?: [{ maxtemp_c, mintemp_c, text }] }`
 *   sets the weather of `q` (of every place without); `DELETE /weather/api/conditions`
 * - `POST /weather/api/failures` `{ mode: 'http'|'timeout'|'bad-json', status?, q?, times? }` makes it fail;
 *   `DELETE /weather/api/failures`; `POST /weather/api/reset` forgets everything.
 */
export function createWeatherSurface(ctx: SurfaceContext): Surface {
  let requests: WeatherRequest[] = [];
  const overrides = new Map<string, WeatherOverride>();
  let failures: Failure[] = [];
  const held = new Set<ServerResponse>();

  const record = (r: WeatherRequest) => {
    requests.unshift(r);
    if (requests.length > MAX_REQUESTS) requests = requests.slice(0, MAX_REQUESTS);
  };

  /** The failure that applies to `q`, counted down. */
  function takeFailure(q: string): Failure | undefined {
    const i = failures.findIndex((f) => !f.q || norm(f.q) === norm(q));
    if (i < 0) return undefined;
    const f = failures[i]!;
    if (f.times !== undefined) {
      f.times -= 1;
      if (f.times <= 0) failures.splice(i, 1);
    }
    return f;
  }

  function providerError(res: ServerResponse, e: { status: number; code: number; message: string }) {
    sendJson(res, e.status, { error: { code: e.code, message: e.message } });
  }

  function serveApi(req: IncomingMessage, res: ServerResponse, path: string, url: URL): void {
    const withForecast = path === '/v1/forecast.json';
    const key = url.searchParams.get('key');
    const q = url.searchParams.get('q');
    const daysParam = Number(url.searchParams.get('days') ?? 1);
    const days = withForecast ? Math.min(Math.max(Number.isInteger(daysParam) ? daysParam : 1, 1), 14) : null;
    const base = { at: new Date().toISOString(), path, q, days, key_valid: key === weatherApiKey(ctx) };
    req.resume();
    if (!key) {
      record({ ...base, status: 401, answer: String(PROVIDER_ERRORS.keyMissing.code) });
      return providerError(res, PROVIDER_ERRORS.keyMissing);
    }
    if (key !== weatherApiKey(ctx)) {
      record({ ...base, status: 401, answer: String(PROVIDER_ERRORS.keyInvalid.code) });
      return providerError(res, PROVIDER_ERRORS.keyInvalid);
    }
    if (!q || !q.trim()) {
      record({ ...base, status: 400, answer: String(PROVIDER_ERRORS.qMissing.code) });
      return providerError(res, PROVIDER_ERRORS.qMissing);
    }
    const failure = takeFailure(q);
    if (failure?.mode === 'timeout') {
      // Never answers: the caller's own timeout is what ends it.
      record({ ...base, status: 'timeout', answer: 'timeout' });
      held.add(res);
      const timer = setTimeout(() => res.destroy(), HOLD_MS);
      res.on('close', () => {
        clearTimeout(timer);
        held.delete(res);
      });
      return;
    }
    if (failure?.mode === 'bad-json') {
      record({ ...base, status: 200, answer: 'bad-json' });
      return sendText(res, 200, '{"location":{"name":"' + q.replace(/"/g, ''), 'application/json');
    }
    if (failure?.mode === 'http') {
      const status = failure.status ?? 503;
      const known = Object.values(PROVIDER_ERRORS).find((e) => e.status === status);
      record({ ...base, status, answer: String(known?.code ?? status) });
      if (known) return providerError(res, known);
      return sendText(res, status, `<html><body><h1>${status}</h1>Service unavailable</body></html>`, 'text/html');
    }
    record({ ...base, status: 200, answer: 'forecast' });
    sendJson(res, 200, forecastAnswer(q, days ?? 1, new Date(), overrides.get(norm(q)) ?? overrides.get('*'), withForecast));
  }

  async function readObject(req: IncomingMessage): Promise<Record<string, unknown> | undefined> {
    try {
      const v = JSON.parse((await readBody(req, 64 * 1024)).toString('utf8') || '{}') as unknown;
      return v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : undefined;
    } catch {
      return undefined;
    }
  }

  function page(res: ServerResponse) {
    const body = `
<p>Functions call <code>${escapeHtml(ctx.url)}/weather/v1/forecast.json?key=…&amp;q=…&amp;days=3</code> (WeatherAPI.com's API).
Accepted key: the seed's <code>keys</code> row (<code>weather</code>). JSON API: <code>/weather/api/requests</code>, <code>/weather/api/conditions</code>, <code>/weather/api/failures</code>.</p>
<h2>Set weather</h2>
${table(
  ['for', 'now', 'days'],
  [...overrides].map(([q, o]) => [
    escapeHtml(q === '*' ? 'every place' : q),
    escapeHtml(`${o.current.temp_c} °C, ${o.current.text}`),
    escapeHtml(JSON.stringify(o.days ?? [])),
  ]),
  'None: every place gets made-up weather that stays the same for the day.',
)}
<h2>Failures</h2>
${table(
  ['mode', 'status', 'for', 'times left'],
  failures.map((f) => [
    escapeHtml(f.mode),
    escapeHtml(String(f.status ?? '')),
    escapeHtml(f.q ?? 'every place'),
    escapeHtml(String(f.times ?? '∞')),
  ]),
  'None.',
)}
<h2>Requests</h2>
${table(
  ['at', 'path', 'q', 'key', 'status', 'answer'],
  requests
    .slice(0, 100)
    .map((r) => [
      escapeHtml(r.at),
      escapeHtml(r.path),
      escapeHtml(r.q ?? ''),
      r.key_valid ? 'valid' : '<span class="failed">invalid</span>',
      escapeHtml(String(r.status)),
      escapeHtml(r.answer),
    ]),
  'No requests yet.',
)}`;
    sendText(res, 200, toolPage('weather stand-in', 'Weather stand-in (WeatherAPI.com API)', body), 'text/html; charset=utf-8');
  }

  return {
    prefix: '/weather',
    async handle(req, res, path, url) {
      const method = req.method ?? 'GET';
      if (path === '/v1/forecast.json' || path === '/v1/current.json') {
        if (method !== 'GET') {
          req.resume();
          return sendJson(res, 405, { error: { code: 1005, message: 'API request url is invalid.' } });
        }
        return serveApi(req, res, path, url);
      }
      if ((path === '' || path === '/') && method === 'GET') return page(res);
      if (path === '/api/requests') {
        if (method === 'GET') {
          const limit = Math.min(Math.max(Number(url.searchParams.get('limit') ?? 200) || 200, 1), MAX_REQUESTS);
          return sendJson(res, 200, { requests: requests.slice(0, limit) });
        }
        if (method === 'DELETE') {
          requests = [];
          res.writeHead(204).end();
          return;
        }
      }
      if (path === '/api/conditions') {
        if (method === 'PUT') {
          const body = await readObject(req);
          const current = parseConditions(body?.current);
          const days = parseDays(body?.days);
          if (!body || !current || days === null || (body.q !== undefined && typeof body.q !== 'string'))
            return sendJson(res, 400, {
              message: 'Expected { q?: string, current: { temp_c: number, text: string, … }, days?: [{ maxtemp_c, mintemp_c, text }] }',
            });
          overrides.set(typeof body.q === 'string' ? norm(body.q) : '*', { current, days });
          res.writeHead(204).end();
          return;
        }
        if (method === 'DELETE') {
          overrides.clear();
          res.writeHead(204).end();
          return;
        }
      }
      if (path === '/api/failures') {
        if (method === 'POST') {
          const body = await readObject(req);
          const mode = body?.mode;
          if (
            !body ||
            (mode !== 'http' && mode !== 'timeout' && mode !== 'bad-json') ||
            (body.status !== undefined &&
              !(Number.isInteger(body.status) && (body.status as number) >= 400 && (body.status as number) <= 599)) ||
            (body.q !== undefined && typeof body.q !== 'string') ||
            (body.times !== undefined && !(Number.isInteger(body.times) && (body.times as number) > 0))
          )
            return sendJson(res, 400, {
              message: "Expected { mode: 'http' | 'timeout' | 'bad-json', status?: 400-599, q?: string, times?: positive integer }",
            });
          failures.push({
            mode,
            status: body.status as number | undefined,
            q: body.q as string | undefined,
            times: body.times as number | undefined,
          });
          res.writeHead(204).end();
          return;
        }
        if (method === 'DELETE') {
          failures = [];
          res.writeHead(204).end();
          return;
        }
      }
      if (path === '/api/reset' && method === 'POST') {
        req.resume();
        requests = [];
        overrides.clear();
        failures = [];
        res.writeHead(204).end();
        return;
      }
      req.resume();
      sendJson(res, 404, { message: 'not found' });
    },
    async close() {
      for (const r of held) r.destroy();
    },
  };
}
