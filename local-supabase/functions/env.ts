import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { SurfaceContext } from '../surface.ts';
import { mailApiKey } from '../mail/index.ts';
import { localSentryDsn } from '../monitoring/index.ts';

/** Parses a dotenv file: KEY=value, optional `export `, quotes, # comments. */
export function parseDotenv(text: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim();
    if (!line || line.startsWith('#')) continue;
    const m = /^(?:export\s+)?([A-Za-z_][A-Za-z0-9_]*)\s*=\s*(.*)$/.exec(line);
    if (!m) continue;
    let value = m[2];
    const quote = value[0];
    if ((quote === '"' || quote === "'") && value.lastIndexOf(quote) > 0) {
      value = value.slice(1, value.lastIndexOf(quote));
      if (quote === '"') value = value.replace(/\\n/g, '\n').replace(/\\"/g, '"');
    } else {
      value = value.replace(/\s+#.*$/, '').trim();
    }
    out.set(m[1], value);
  }
  return out;
}

/**
 * The environment a function sees, as `supabase functions serve` builds it: the project's URL and
 * keys (SUPABASE_*), the local e-mail API (MAIL_API_URL = the catcher, MAIL_API_KEY), the weather
 * stand-in (WEATHER_API_URL) and the monitoring recorder (SENTRY_DSN), then the values of
 * `<functions dir>/.env` — which may override those but, as in the CLI, never SUPABASE_*.
 */
export function functionEnv(ctx: SurfaceContext, functionsDir: string): Map<string, string> {
  const env = new Map<string, string>([
    ['SUPABASE_URL', ctx.url],
    ['SUPABASE_ANON_KEY', ctx.anonKey],
    ['SUPABASE_SERVICE_ROLE_KEY', ctx.serviceRoleKey],
    ['SUPABASE_PUBLISHABLE_KEYS', JSON.stringify({ default: ctx.anonKey })],
    ['SUPABASE_SECRET_KEYS', JSON.stringify({ default: ctx.serviceRoleKey })],
    ['MAIL_API_URL', `${ctx.url}/mail`],
    ['MAIL_API_KEY', mailApiKey(ctx)],
    ['MAIL_FROM', 'noreply@partner-portal.local'],
    // The weather stand-in (WeatherAPI.com's API) and the monitoring recorder (Sentry's ingest).
    ['WEATHER_API_URL', `${ctx.url}/weather/v1`],
    ['SENTRY_DSN', localSentryDsn(ctx.url)],
  ]);
  if (ctx.config.databaseUrl) env.set('SUPABASE_DB_URL', ctx.config.databaseUrl);
  const file = path.join(functionsDir, '.env');
  if (existsSync(file)) {
    for (const [k, v] of parseDotenv(readFileSync(file, 'utf8'))) if (!k.startsWith('SUPABASE_')) env.set(k, v);
  }
  return env;
}
