import { statSync } from 'node:fs';
import path from 'node:path';
import { loadProjectConfig, type ProjectConfig } from '../project-config.ts';
import type { SurfaceContext } from '../surface.ts';
import { AuthRateLimits } from './rate-limit.ts';

/** The auth settings in force, from supabase/config.toml plus the CLI's fixed GoTrue env. */
export interface AuthSettings {
  /** `${url}/auth/v1`: the tokens' `iss` and the base of verify links (API_EXTERNAL_URL). */
  externalUrl: string;
  jwtSecret: string;
  aud: string;
  adminRoles: string[];
  auth: ProjectConfig['auth'];
  /** enable_confirmations=false → users are confirmed at sign-up (GOTRUE_MAILER_AUTOCONFIRM). */
  autoconfirm: boolean;
  /** The server's [auth.rate_limit] counters (one set per running server). */
  limits: AuthRateLimits;
}

const limitsOf = new WeakMap<SurfaceContext, AuthRateLimits>();

const cache = new Map<string, { mtime: number; auth: ProjectConfig['auth'] }>();

/** config.toml's [auth] tables, re-read only when the file changed (edits apply without a restart). */
function authConfig(projectDir: string, overrides: Record<string, unknown> = {}): ProjectConfig['auth'] {
  let mtime = -1;
  try {
    mtime = statSync(path.join(projectDir, 'supabase', 'config.toml')).mtimeMs;
  } catch {
    /* no config.toml: CLI defaults */
  }
  const key = `${projectDir}\0${JSON.stringify(overrides)}`;
  const hit = cache.get(key);
  if (hit && hit.mtime === mtime) return hit.auth;
  const { auth } = loadProjectConfig(projectDir, overrides);
  cache.set(key, { mtime, auth });
  return auth;
}

export function authSettings(ctx: SurfaceContext): AuthSettings {
  const auth = authConfig(ctx.config.projectDir, ctx.config.configOverrides);
  return {
    externalUrl: `${ctx.url}/auth/v1`,
    jwtSecret: ctx.config.jwtSecret,
    aud: 'authenticated',
    adminRoles: ['service_role', 'supabase_admin'],
    auth,
    autoconfirm: !auth.email.enableConfirmations,
    limits: limitsOf.get(ctx) ?? limitsOf.set(ctx, new AuthRateLimits()).get(ctx)!,
  };
}

/** GET /settings as GoTrue answers it. */
export function publicSettings(s: AuthSettings): Record<string, unknown> {
  const external: Record<string, boolean> = {
    anonymous_users: false,
    email: s.auth.email.enableSignup,
    phone: false,
  };
  for (const p of [
    'apple',
    'azure',
    'bitbucket',
    'discord',
    'facebook',
    'figma',
    'github',
    'gitlab',
    'google',
    'keycloak',
    'kakao',
    'linkedin',
    'linkedin_oidc',
    'notion',
    'slack',
    'slack_oidc',
    'spotify',
    'twitch',
    'twitter',
    'workos',
    'zoom',
  ])
    external[p] = false;
  return {
    external,
    disable_signup: !s.auth.enableSignup,
    mailer_autoconfirm: s.autoconfirm,
    phone_autoconfirm: false,
    sms_provider: '',
    saml_enabled: false,
  };
}
