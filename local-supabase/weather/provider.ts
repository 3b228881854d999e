// The weather stand-in's answers, in the shape of WeatherAPI.com's `GET /v1/forecast.json` and
// `/v1/current.json` (https://www.weatherapi.com/docs/): `location`, `current`, `forecast.forecastday[]`,
// errors as `{ "error": { "code", "message" } }` with WeatherAPI.com's codes.

export interface Conditions {
  temp_c: number;
  feelslike_c: number;
  humidity: number;
  wind_kph: number;
  text: string;
  code: number;
}

export interface DayForecast {
  maxtemp_c: number;
  mintemp_c: number;
  text: string;
  code: number;
}

/** What a test or a developer set for a location (or for every one). */
export interface WeatherOverride {
  current: Conditions;
  days?: DayForecast[];
}

/** WeatherAPI.com condition codes and texts the stand-in uses. */
const CONDITIONS: { code: number; text: string }[] = [
  { code: 1000, text: 'Sunny' },
  { code: 1003, text: 'Partly cloudy' },
  { code: 1006, text: 'Cloudy' },
  { code: 1009, text: 'Overcast' },
  { code: 1030, text: 'Mist' },
  { code: 1183, text: 'Light rain' },
  { code: 1189, text: 'Moderate rain' },
  { code: 1213, text: 'Light snow' },
];

/** Time zones of the provinces a Canadian organization may be in (the stand-in's gazetteer). */
const ZONES: Record<string, string> = {
  BC: 'America/Vancouver',
  AB: 'America/Edmonton',
  SK: 'America/Regina',
  MB: 'America/Winnipeg',
  ON: 'America/Toronto',
  QC: 'America/Toronto',
  NB: 'America/Moncton',
  NS: 'America/Halifax',
  PE: 'America/Halifax',
  NL: 'America/St_Johns',
  YT: 'America/Whitehorse',
  NT: 'America/Yellowknife',
  NU: 'America/Iqaluit',
};
const COUNTRIES: Record<string, string> = { CA: 'Canada', US: 'United States of America' };

/** FNV-1a, for weather that is the same for a place and a day, and differs between them. */
function hash(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 0x01000193) >>> 0;
  return h;
}

const round1 = (n: number) => Math.round(n * 10) / 10;
const f = (c: number) => round1((c * 9) / 5 + 32);

/** A location's name, region, country and zone from `q` ("Vancouver, BC, CA"). */
export function resolveLocation(q: string) {
  const [name = q, region = '', country = ''] = q.split(',').map((p) => p.trim());
  const tz = ZONES[region.toUpperCase()] ?? 'UTC';
  return { name, region, country: COUNTRIES[country.toUpperCase()] ?? country, tz_id: tz };
}

/** The made-up but steady weather of a place on a day (ISO date). */
export function defaultConditions(q: string, date: string): Conditions {
  const h = hash(`${q.toLowerCase()}|${date}`);
  const c = CONDITIONS[h % CONDITIONS.length]!;
  const temp = round1(((h >>> 8) % 300) / 10 - 5);
  return {
    temp_c: temp,
    feelslike_c: round1(temp - ((h >>> 4) % 40) / 10),
    humidity: 40 + ((h >>> 12) % 55),
    wind_kph: round1(((h >>> 16) % 400) / 10),
    text: c.text,
    code: c.code,
  };
}

function defaultDay(q: string, date: string): DayForecast {
  const now = defaultConditions(q, date);
  return { maxtemp_c: round1(now.temp_c + 3), mintemp_c: round1(now.temp_c - 4), text: now.text, code: now.code };
}

const conditionObject = (text: string, code: number) => ({ text, icon: `//cdn.weatherapi.com/weather/64x64/day/${code % 1000}.png`, code });

/** The local wall time "YYYY-MM-DD HH:mm" in a zone. */
function localTime(at: Date, tz: string): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: tz,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(at);
  const get = (t: string) => parts.find((p) => p.type === t)?.value ?? '00';
  return `${get('year')}-${get('month')}-${get('day')} ${get('hour')}:${get('minute')}`;
}

/** A forecast.json (or current.json, without `forecast`) answer for `q` at `at`. */
export function forecastAnswer(q: string, days: number, at: Date, override: WeatherOverride | undefined, withForecast: boolean) {
  const loc = resolveLocation(q);
  const local = localTime(at, loc.tz_id);
  const today = local.slice(0, 10);
  const cur = override?.current ?? defaultConditions(q, today);
  const epoch = Math.floor(at.getTime() / 1000);
  const lastUpdatedEpoch = epoch - (epoch % 900);
  const answer: Record<string, unknown> = {
    location: {
      name: loc.name,
      region: loc.region,
      country: loc.country,
      lat: 0,
      lon: 0,
      tz_id: loc.tz_id,
      localtime_epoch: epoch,
      localtime: local,
    },
    current: {
      last_updated_epoch: lastUpdatedEpoch,
      last_updated: localTime(new Date(lastUpdatedEpoch * 1000), loc.tz_id),
      temp_c: cur.temp_c,
      temp_f: f(cur.temp_c),
      is_day: 1,
      condition: conditionObject(cur.text, cur.code),
      wind_mph: round1(cur.wind_kph / 1.609),
      wind_kph: cur.wind_kph,
      humidity: cur.humidity,
      cloud: 50,
      feelslike_c: cur.feelslike_c,
      feelslike_f: f(cur.feelslike_c),
      uv: 1,
    },
  };
  if (withForecast) {
    const forecastday = Array.from({ length: days }, (_, i) => {
      const date = new Date(Date.parse(`${today}T12:00:00Z`) + i * 864e5).toISOString().slice(0, 10);
      const d =
        override?.days?.[i] ??
        (i === 0 && override
          ? { maxtemp_c: cur.temp_c + 2, mintemp_c: cur.temp_c - 3, text: cur.text, code: cur.code }
          : defaultDay(q, date));
      return {
        date,
        date_epoch: Math.floor(Date.parse(`${date}T00:00:00Z`) / 1000),
        day: {
          maxtemp_c: d.maxtemp_c,
          maxtemp_f: f(d.maxtemp_c),
          mintemp_c: d.mintemp_c,
          mintemp_f: f(d.mintemp_c),
          avgtemp_c: round1((d.maxtemp_c + d.mintemp_c) / 2),
          condition: conditionObject(d.text, d.code),
        },
        hour: [],
      };
    });
    answer.forecast = { forecastday };
  }
  return answer;
}

/** WeatherAPI.com's error answers (status, code, message). */
export const PROVIDER_ERRORS = {
  keyMissing: { status: 401, code: 1002, message: 'API key is invalid or not provided.' },
  keyInvalid: { status: 401, code: 2006, message: 'API key provided is invalid' },
  qMissing: { status: 400, code: 1003, message: "Parameter 'q' not provided." },
  notFound: { status: 400, code: 1006, message: 'No matching location found.' },
  quota: { status: 403, code: 2007, message: 'API key has exceeded calls per month quota.' },
  internal: { status: 500, code: 9999, message: 'Internal application error.' },
} as const;
