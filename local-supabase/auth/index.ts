import type { Surface, SurfaceContext } from '../surface.ts';
import { adminRoutes } from './admin.ts';
import { DatabaseUnavailable, isPgError } from '../db/types.ts';
import { decodePathSegment } from '../http/util.ts';
import { AuthError, sendAuthError, validationFailed } from './errors.ts';
import { mailRoutes } from './mail-flows.ts';
import { enforceLimit, type LimiterName } from './rate-limit.ts';
import { AuthRequest } from './request.ts';
import { sessionRoutes } from './session-routes.ts';
import { authSettings, publicSettings } from './settings.ts';
import { userRoutes } from './user-routes.ts';
import { verifyRoutes } from './verify.ts';

/** What each route handler gets. */
export interface AuthHandlerContext {
  ctx: SurfaceContext;
  r: AuthRequest;
  s: ReturnType<typeof authSettings>;
  /** Path parameters, e.g. the user id of /admin/users/{id}. */
  params: string[];
}

export type AuthHandler = (h: AuthHandlerContext) => Promise<void>;

/** Routes GoTrue limits before anything else (its router's limitHandler middleware). */
const LIMITED: Record<string, LimiterName> = {
  'POST /recover': 'recover',
  'POST /resend': 'resend',
  'POST /otp': 'otp',
  'POST /magiclink': 'magiclink',
  'PUT /user': 'user',
  'GET /verify': 'verify',
  'POST /verify': 'verify',
};

/** `METHOD /path` with `*` for one path segment. */
export type RouteTable = Record<string, AuthHandler>;

const basicRoutes: RouteTable = {
  'GET /health': async ({ r }) =>
    r.send(200, { version: 'v2.189.0', name: 'GoTrue', description: 'GoTrue is a user registration and authentication API' }),
  'GET /settings': async ({ r, s }) => r.send(200, publicSettings(s)),
};

function match(routes: RouteTable, method: string, path: string): { handler: AuthHandler; params: string[] } | undefined {
  const segs = path.split('/').filter(Boolean);
  for (const [key, handler] of Object.entries(routes)) {
    const [m, p] = key.split(' ');
    if (m !== method && !(m === 'GET' && method === 'HEAD')) continue;
    const want = p.split('/').filter(Boolean);
    if (want.length !== segs.length) continue;
    const params: string[] = [];
    if (want.every((w, i) => (w === '*' ? (params.push(decodePathSegment(segs[i])), true) : w === segs[i]))) return { handler, params };
  }
  return undefined;
}

/** GoTrue-compatible Auth under /auth/v1 (see docs/local-supabase-auth.md). */
export function createAuthSurface(ctx: SurfaceContext): Surface {
  const routes: RouteTable = { ...basicRoutes, ...sessionRoutes, ...userRoutes, ...mailRoutes, ...verifyRoutes, ...adminRoutes };
  return {
    prefix: '/auth/v1',
    async handle(req, res, path, url) {
      const r = new AuthRequest(req, res, path.replace(/\/+$/, '') || '/', url);
      try {
        const found = match(routes, r.method, r.path);
        if (!found) throw new AuthError(404, 'not_found', 'Not Found');
        // Settings follow supabase/config.toml (re-read when it changes).
        const s = authSettings(ctx);
        const limited = LIMITED[`${r.method === 'HEAD' ? 'GET' : r.method} ${r.path}`];
        if (limited) enforceLimit({ r, s }, limited);
        await found.handler({ ctx, r, s, params: found.params });
        await r.finish((m) => ctx.mail.send(m));
      } catch (e) {
        let err = e;
        // A value the database cannot take (class 22: too long, out of range, malformed): bad input,
        // 400, where GoTrue answers 500 "Database error …" (issue 15 §4).
        if (isPgError(e) && e.code.startsWith('22')) err = validationFailed(e.message);
        // The database is away (restart): 503, which auth-js treats as retryable (AuthRetryableFetchError),
        // so a session is kept and its refresh tried again instead of being dropped.
        else if (e instanceof DatabaseUnavailable) err = new AuthError(503, 'unexpected_failure', e.message);
        else if (!(e instanceof AuthError)) {
          // A bug or database failure: GoTrue answers 500 unexpected_failure and keeps serving.
          console.error(`[local-supabase auth] ${req.method} ${path}:`, e);
          err = new AuthError(500, 'unexpected_failure', e instanceof Error ? e.message : String(e));
        }
        if (!req.complete) req.resume();
        if (!res.headersSent) sendAuthError(req, res, err as AuthError);
        else res.destroy();
      }
    },
  };
}
