import path from 'node:path';

/** Supabase CLI's well-known local JWT secret; override with LOCAL_SUPABASE_JWT_SECRET. */
export const DEFAULT_JWT_SECRET = 'super-secret-jwt-token-with-at-least-32-characters-long';

/** Bearer token the mail catcher's e-mail API accepts (and functions get as MAIL_API_KEY); override with MAIL_API_KEY. */
export const DEFAULT_MAIL_API_KEY = 'local-mail-api-key';

/**
 * The key the weather stand-in accepts (local-supabase/weather): the seed's `keys` row 'weather',
 * which refresh-weather sends. Override with LOCAL_WEATHER_API_KEY (or config.weatherApiKey).
 */
export const DEFAULT_WEATHER_API_KEY = 'demo-weather-api-key-not-a-secret';

/** The public key of the local monitoring recorder's DSN (local-supabase/monitoring); Sentry's DSN format allows only word characters. */
export const LOCAL_SENTRY_KEY = 'localsentrypublickey';

export interface LocalSupabaseConfig {
  /** Port to listen on; 0 picks a free one (tests). */
  port: number;
  host: string;
  /** Directory for PGlite data and storage bytes, or 'memory' for nothing on disk. */
  dataDir: string;
  /** When set, a PostgreSQL server is used instead of PGlite. */
  databaseUrl?: string;
  jwtSecret: string;
  /** Project root holding supabase/ (migrations, seed.sql, functions, config.toml). */
  projectDir: string;
  /** Run supabase/seed.sql on a fresh database. */
  seed: boolean;
  /** Print the progress lines of start-up. */
  log: (line: string) => void;
  /** The externally visible base URL (used in mails and signed links); derived from host/port when unset. */
  publicUrl?: string;
  /** Token required by the mail catcher's Graph-style send endpoint; defaults to MAIL_API_KEY or DEFAULT_MAIL_API_KEY. */
  mailApiKey?: string;
  /** Extra directories of edge functions (<dir>/<slug>/index.ts, optional <dir>/config.toml), e.g. test-only ones. */
  functionsDirs?: string[];
  /** Wall-clock limit of one edge-function request (ms) before 546 WORKER_LIMIT; 150 s by default, as hosted. */
  functionTimeoutMs?: number;
  /**
   * Merged over supabase/config.toml (same shape as the TOML; api, auth and functions sections). The
   * test and e2e stacks raise [auth.rate_limit] with it: their suites sign in far more often from
   * 127.0.0.1 than hosted's limits allow, while a developer's `npm start` keeps the real ones.
   */
  configOverrides?: Record<string, unknown>;
  /**
   * The clock of scheduled jobs (pg_cron, local-supabase/cron): 'real' (default), or 'manual' for tests,
   * moved only by `POST /cron/api/clock`. Env LOCAL_SUPABASE_CRON_CLOCK.
   */
  cronClock?: 'real' | 'manual';
  /** The key the weather stand-in accepts; DEFAULT_WEATHER_API_KEY by default. */
  weatherApiKey?: string;
}

export function configFromEnv(env: NodeJS.ProcessEnv = process.env): LocalSupabaseConfig {
  const secret = env.LOCAL_SUPABASE_JWT_SECRET ?? DEFAULT_JWT_SECRET;
  if (secret.length < 32) throw new Error('LOCAL_SUPABASE_JWT_SECRET must be at least 32 characters');
  return {
    port: Number(env.LOCAL_SUPABASE_PORT ?? 54321),
    host: env.LOCAL_SUPABASE_HOST ?? '127.0.0.1',
    dataDir: env.LOCAL_SUPABASE_DATA ?? '.data',
    databaseUrl: env.DATABASE_URL || undefined,
    jwtSecret: secret,
    projectDir: path.resolve(env.LOCAL_SUPABASE_PROJECT ?? '.'),
    seed: env.LOCAL_SUPABASE_SEED !== 'false',
    log: (line) => console.log(line),
    publicUrl: env.LOCAL_SUPABASE_PUBLIC_URL || undefined,
    mailApiKey: env.MAIL_API_KEY || undefined,
    cronClock: env.LOCAL_SUPABASE_CRON_CLOCK === 'manual' ? 'manual' : 'real',
    functionsDirs: env.LOCAL_SUPABASE_EXTRA_FUNCTIONS
      ? env.LOCAL_SUPABASE_EXTRA_FUNCTIONS.split(path.delimiter).map((d) => path.resolve(d))
      : undefined,
  };
}
