import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'smol-toml';

/** The parts of supabase/config.toml local-supabase honours (CLI defaults when absent). */
export interface ProjectConfig {
  api: { schemas: string[]; extraSearchPath: string[]; maxRows: number };
  auth: {
    siteUrl: string;
    additionalRedirectUrls: string[];
    jwtExpiry: number;
    enableRefreshTokenRotation: boolean;
    refreshTokenReuseInterval: number;
    enableSignup: boolean;
    minimumPasswordLength: number;
    email: {
      enableSignup: boolean;
      doubleConfirmChanges: boolean;
      enableConfirmations: boolean;
      maxFrequencySeconds: number;
      otpExpiry: number;
    };
    /** [auth.rate_limit]: GoTrue's limits (per IP per 5 minutes; e-mails per hour, for the whole project). */
    rateLimit: { emailSent: number; tokenRefresh: number; signInSignUps: number; tokenVerifications: number };
  };
  storage: { fileSizeLimit: number };
  /** [functions.<slug>] sections. */
  functions: Record<string, { verifyJwt: boolean; enabled: boolean }>;
}

/** "50MiB" / "1GB" / 1024 → bytes. */
export function parseSize(v: unknown, fallback: number): number {
  if (typeof v === 'number') return v;
  if (typeof v !== 'string') return fallback;
  const m = /^\s*(\d+(?:\.\d+)?)\s*([KMGT]?i?B)?\s*$/i.exec(v);
  if (!m) return fallback;
  const unit = (m[2] ?? 'B').toUpperCase();
  const pow = { B: 0, KB: 1, KIB: 1, MB: 2, MIB: 2, GB: 3, GIB: 3, TB: 4, TIB: 4 }[unit] ?? 0;
  return Math.round(Number(m[1]) * 1024 ** pow);
}

/** "1s" / "2m" / "1h" → seconds. */
function parseDuration(v: unknown, fallback: number): number {
  if (typeof v === 'number') return v;
  const m = typeof v === 'string' ? /^(\d+)(ms|s|m|h)$/.exec(v.trim()) : null;
  if (!m) return fallback;
  return Number(m[1]) * ({ ms: 0.001, s: 1, m: 60, h: 3600 } as const)[m[2] as 'ms' | 's' | 'm' | 'h'];
}

type Table = Record<string, unknown>;
/** Deep merge of TOML tables: `over`'s values win, tables merge key by key. */
export function mergeToml(base: Table, over: Table): Table {
  const out: Table = { ...base };
  for (const [k, v] of Object.entries(over)) {
    const b = out[k];
    out[k] =
      v && typeof v === 'object' && !Array.isArray(v) && b && typeof b === 'object' && !Array.isArray(b)
        ? mergeToml(b as Table, v as Table)
        : v;
  }
  return out;
}
const tbl = (v: unknown): Table => (v && typeof v === 'object' ? (v as Table) : {});
const bool = (v: unknown, d: boolean) => (typeof v === 'boolean' ? v : d);
const num = (v: unknown, d: number) => (typeof v === 'number' ? v : d);
const str = (v: unknown, d: string) => (typeof v === 'string' ? v : d);
const strs = (v: unknown, d: string[]) => (Array.isArray(v) ? v.map(String) : d);

/**
 * Reads supabase/config.toml; `overrides` (same shape as the TOML, e.g. `{ auth: { rate_limit: {
 * token_refresh: 10000 } } }`) are merged over it — how test and e2e stacks set what a developer's
 * `npm start` must not (config.overrides).
 */
export function loadProjectConfig(projectDir: string, overrides: Table = {}): ProjectConfig {
  const file = path.join(projectDir, 'supabase', 'config.toml');
  const root = mergeToml(existsSync(file) ? (parse(readFileSync(file, 'utf8')) as Table) : {}, overrides);
  const api = tbl(root.api);
  const auth = tbl(root.auth);
  const email = tbl(auth.email);
  const rateLimit = tbl(auth.rate_limit);
  const functions: ProjectConfig['functions'] = {};
  for (const [slug, v] of Object.entries(tbl(root.functions))) {
    functions[slug] = { verifyJwt: bool(tbl(v).verify_jwt, true), enabled: bool(tbl(v).enabled, true) };
  }
  return {
    api: {
      schemas: strs(api.schemas, ['public', 'graphql_public']),
      extraSearchPath: strs(api.extra_search_path, ['public', 'extensions']),
      maxRows: num(api.max_rows, 1000),
    },
    auth: {
      siteUrl: str(auth.site_url, 'http://127.0.0.1:3000'),
      additionalRedirectUrls: strs(auth.additional_redirect_urls, []),
      jwtExpiry: num(auth.jwt_expiry, 3600),
      enableRefreshTokenRotation: bool(auth.enable_refresh_token_rotation, true),
      refreshTokenReuseInterval: num(auth.refresh_token_reuse_interval, 10),
      enableSignup: bool(auth.enable_signup, true),
      minimumPasswordLength: num(auth.minimum_password_length, 6),
      email: {
        enableSignup: bool(email.enable_signup, true),
        doubleConfirmChanges: bool(email.double_confirm_changes, true),
        enableConfirmations: bool(email.enable_confirmations, false),
        maxFrequencySeconds: parseDuration(email.max_frequency, 1),
        otpExpiry: num(email.otp_expiry, 3600),
      },
      // The CLI template's defaults, which are hosted's (supabase/cli pkg/config/templates/config.toml).
      rateLimit: {
        emailSent: num(rateLimit.email_sent, 2),
        tokenRefresh: num(rateLimit.token_refresh, 150),
        signInSignUps: num(rateLimit.sign_in_sign_ups, 30),
        tokenVerifications: num(rateLimit.token_verifications, 30),
      },
    },
    storage: { fileSizeLimit: parseSize(tbl(root.storage).file_size_limit, 50 * 1024 * 1024) },
    functions,
  };
}
