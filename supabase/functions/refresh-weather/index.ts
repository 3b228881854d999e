// refresh-weather: the weather on the dashboard (issue 27). Called by the pg_cron job of the same name
// every 30 minutes (supabase/migrations/20261128120000_scheduled_jobs.sql), with the service role only.
// For the default place (America/Vancouver: row `weather`) and each active organization with a city
// (row `weather:<organization id>`), it fetches current conditions and a short forecast from the
// provider (weatherapi.ts; its key is the `keys` row `weather`) and writes them, with the time fetched,
// to api_content in one upsert. A place whose fetch fails (HTTP error, timeout, not the expected JSON)
// keeps its last good content — nothing of a failed answer is written — and the failure is reported
// to monitoring. Places sharing a city are fetched once.
import { handler, HttpError, isUnavailable, json, unavailable } from '../_shared/http.ts';
import { env, requireEnv } from '../_shared/env.ts';
import { reportError } from '../_shared/monitoring.ts';
import { requireServiceRole } from '../_shared/service-role.ts';
import { fetchWeather, ProviderError, type WeatherContent } from './weatherapi.ts';

/** Where an organization without a city gets its weather from: the portal's home time zone's city. */
const DEFAULT_PLACE = 'Vancouver, BC, CA';
/** Provider requests at a time. */
const PARALLEL = 4;

interface Organization {
  id: string;
  city: string | null;
  state: string | null;
  country: string | null;
}

const clean = (s: string | null) => (s ?? '').replace(/\s+/g, ' ').trim();

/** "City, State, Country" of an organization, or null without a city. */
function placeOf(o: Organization): string | null {
  const city = clean(o.city);
  if (!city) return null;
  return [city, clean(o.state), clean(o.country)].filter(Boolean).join(', ');
}

async function mapLimit<T, R>(items: T[], limit: number, fn: (item: T) => Promise<R>): Promise<R[]> {
  const out: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) {
        const i = next++;
        out[i] = await fn(items[i]!);
      }
    }),
  );
  return out;
}

Deno.serve(
  handler(async (req) => {
    const db = await requireServiceRole(req);
    const baseUrl = requireEnv('WEATHER_API_URL');
    const timeoutMs = Number(env('WEATHER_API_TIMEOUT_MS') ?? 10_000) || 10_000;

    const keyRow = await db.from('keys').select('key').eq('id', 'weather').maybeSingle();
    if (keyRow.error) throw isUnavailable(keyRow.error) ? unavailable() : new HttpError(500, 'internal_error', keyRow.error.message);
    if (!keyRow.data?.key) {
      const e = new Error('No weather provider key: the keys row "weather" is missing');
      await reportError(e, { fn: 'refresh-weather', tags: { failure: 'no_key' }, fingerprint: ['refresh-weather', 'no_key'] });
      throw new HttpError(503, 'not_configured', e.message);
    }
    const key = keyRow.data.key as string;

    const orgs = await db.from('organizations').select('id, city, state, country').eq('active', true);
    if (orgs.error) throw isUnavailable(orgs.error) ? unavailable() : new HttpError(500, 'internal_error', orgs.error.message);

    // Row ids per place (case-insensitive), the default place first.
    const places = new Map<string, { query: string; rows: string[] }>([
      [DEFAULT_PLACE.toLowerCase(), { query: DEFAULT_PLACE, rows: ['weather'] }],
    ]);
    for (const o of (orgs.data ?? []) as Organization[]) {
      const place = placeOf(o);
      if (!place) continue;
      const entry = places.get(place.toLowerCase()) ?? { query: place, rows: [] };
      entry.rows.push(`weather:${o.id}`);
      places.set(place.toLowerCase(), entry);
    }

    const fetched = await mapLimit([...places.values()], PARALLEL, async (p) => {
      try {
        return { place: p, content: await fetchWeather(baseUrl, key, p.query, timeoutMs) };
      } catch (e) {
        const failure = e instanceof ProviderError ? e : new ProviderError('bad_response', e instanceof Error ? e.message : String(e));
        await reportError(failure, {
          fn: 'refresh-weather',
          tags: { provider: 'weatherapi.com', failure: failure.kind, ...(failure.status ? { status: String(failure.status) } : {}) },
          extra: { place: p.query, rows: p.rows.length, provider_code: failure.providerCode ?? null },
          fingerprint: ['refresh-weather', failure.kind, String(failure.status ?? '')],
        });
        return { place: p, error: failure };
      }
    });

    const rows: { id: string; content: WeatherContent }[] = [];
    for (const f of fetched) if ('content' in f && f.content) for (const id of f.place.rows) rows.push({ id, content: f.content });
    if (rows.length) {
      // One statement: every place that answered, or none.
      const { error } = await db.from('api_content').upsert(rows, { onConflict: 'id' });
      if (error)
        throw isUnavailable(error) ? unavailable() : new HttpError(500, 'internal_error', `Could not store the weather: ${error.message}`);
    }

    // Rows of organizations that are gone, inactive or without a city any more: their members see the default.
    const wanted = new Set([...places.values()].flatMap((p) => p.rows));
    const existing = await db.from('api_content').select('id').like('id', 'weather:%');
    const stale = (existing.data ?? []).map((r: { id: string }) => r.id).filter((id: string) => !wanted.has(id));
    if (stale.length) await db.from('api_content').delete().in('id', stale);

    const failed = fetched.flatMap((f) =>
      'error' in f && f.error ? [{ place: f.place.query, kind: f.error.kind, message: f.error.message }] : [],
    );
    return json({ refreshed: rows.map((r) => r.id), failed, removed: stale }, failed.length ? 502 : 200);
  }),
);
