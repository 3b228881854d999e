// The weather provider: WeatherAPI.com (https://www.weatherapi.com/docs/), `GET {WEATHER_API_URL}/forecast.json
// ?key=…&q=…&days=3` — current conditions and a 3-day forecast (the free plan's) in one request.
// WEATHER_API_URL is https://api.weatherapi.com/v1 on hosted, local-supabase's stand-in locally.
// Its answer is checked field by field and turned into the portal's own shape (WeatherContent), so
// the card never depends on the provider and a half answer is never stored.

/** What api_content holds for a place: the card's data, in the portal's terms. */
export interface WeatherContent {
  provider: 'weatherapi.com';
  /** "Vancouver, British Columbia": the place as the provider names it. */
  location: string;
  /** What was asked for ("Vancouver, BC, CA"). */
  query: string;
  timezone: string;
  units: 'metric';
  /** When the portal fetched it (ISO); the card's "Updated … ago". */
  fetched_at: string;
  /** When the provider last updated its observation (ISO). */
  observed_at: string;
  current: { temp: number; feels_like: number; humidity: number; wind_kph: number; condition: string; code: number };
  daily: { date: string; high: number; low: number; condition: string; code: number }[];
}

/** Why a place has no fresh weather: what monitoring is told. */
export class ProviderError extends Error {
  constructor(
    readonly kind: 'http' | 'timeout' | 'network' | 'bad_response',
    message: string,
    readonly status?: number,
    readonly providerCode?: number,
  ) {
    super(message);
    this.name = 'ProviderError';
  }
}

const num = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);
const text = (v: unknown): v is string => typeof v === 'string' && v.length > 0 && v.length <= 200;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The provider's JSON as WeatherContent, or a bad_response ProviderError naming what is missing. */
export function toContent(body: unknown, query: string, fetchedAt: Date): WeatherContent {
  const bad = (what: string) => new ProviderError('bad_response', `The provider's answer has no valid ${what}`);
  const b = body as Record<string, Record<string, unknown> | undefined> | null;
  const loc = b?.location;
  const cur = b?.current;
  const cond = cur?.condition as Record<string, unknown> | undefined;
  if (!loc || !text(loc.name) || !text(loc.tz_id)) throw bad('location');
  if (!cur || !num(cur.temp_c) || !num(cur.feelslike_c) || !num(cur.humidity) || !num(cur.wind_kph) || !num(cur.last_updated_epoch))
    throw bad('current conditions');
  if (!cond || !text(cond.text) || !num(cond.code)) throw bad('current condition');
  const days = (b?.forecast as { forecastday?: unknown } | undefined)?.forecastday;
  if (!Array.isArray(days) || days.length === 0) throw bad('forecast');
  const daily = days.map((d: unknown) => {
    const x = d as { date?: unknown; day?: Record<string, unknown> };
    const c = x?.day?.condition as Record<string, unknown> | undefined;
    if (
      typeof x?.date !== 'string' ||
      !DATE.test(x.date) ||
      !x.day ||
      !num(x.day.maxtemp_c) ||
      !num(x.day.mintemp_c) ||
      !c ||
      !text(c.text) ||
      !num(c.code)
    )
      throw bad('forecast day');
    return { date: x.date, high: x.day.maxtemp_c, low: x.day.mintemp_c, condition: c.text, code: c.code };
  });
  return {
    provider: 'weatherapi.com',
    location: text(loc.region) ? `${loc.name}, ${loc.region}` : loc.name,
    query,
    timezone: loc.tz_id,
    units: 'metric',
    fetched_at: fetchedAt.toISOString(),
    observed_at: new Date(cur.last_updated_epoch * 1000).toISOString(),
    current: {
      temp: cur.temp_c,
      feels_like: cur.feelslike_c,
      humidity: cur.humidity,
      wind_kph: cur.wind_kph,
      condition: cond.text,
      code: cond.code,
    },
    daily,
  };
}

/**
 * Current conditions and the forecast for `query`. Throws ProviderError: an HTTP error (with
 * WeatherAPI.com's error code when it sent one), no answer within `timeoutMs`, no connection, or an
 * answer that is not the expected JSON. The key travels in the URL, as the provider wants it, and so
 * never goes into an error message.
 */
export async function fetchWeather(
  baseUrl: string,
  key: string,
  query: string,
  timeoutMs: number,
  now = () => new Date(),
): Promise<WeatherContent> {
  const url = `${baseUrl.replace(/\/+$/, '')}/forecast.json?key=${encodeURIComponent(key)}&q=${encodeURIComponent(query)}&days=3&aqi=no&alerts=no`;
  let res: Response;
  let raw: string;
  try {
    res = await fetch(url, { headers: { Accept: 'application/json' }, signal: AbortSignal.timeout(timeoutMs) });
    raw = await res.text();
  } catch (e) {
    const name = e instanceof Error ? e.name : '';
    if (name === 'TimeoutError' || name === 'AbortError') throw new ProviderError('timeout', `No answer within ${timeoutMs} ms`);
    throw new ProviderError('network', 'The provider could not be reached');
  }
  let body: unknown;
  try {
    body = JSON.parse(raw);
  } catch {
    if (!res.ok) throw new ProviderError('http', `HTTP ${res.status}`, res.status);
    throw new ProviderError('bad_response', "The provider's answer is not JSON");
  }
  if (!res.ok) {
    const err = (body as { error?: { code?: unknown; message?: unknown } } | null)?.error;
    const code = typeof err?.code === 'number' ? err.code : undefined;
    const message = typeof err?.message === 'string' ? err.message.slice(0, 200) : '';
    throw new ProviderError(
      'http',
      `HTTP ${res.status}${code !== undefined ? ` (code ${code})` : ''}${message ? `: ${message}` : ''}`,
      res.status,
      code,
    );
  }
  return toContent(body, query, now());
}
