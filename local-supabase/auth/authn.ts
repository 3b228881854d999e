import type { Sql } from '../db/types.ts';
import { JwtError, verifyJwt, type JwtClaims } from '../jwt.ts';
import { AuthError, forbidden } from './errors.ts';
import type { AuthRequest } from './request.ts';
import type { AuthSettings } from './settings.ts';
import { findUserById, UUID_RE, type UserRow } from './users.ts';

const requireBearer = () => new AuthError(401, 'no_authorization', 'This endpoint requires a valid Bearer token');

const JWT_REASONS: Record<JwtError['reason'], string> = {
  expired: 'token has invalid claims: token is expired',
  signature: 'token signature is invalid: signature is invalid',
  malformed: 'token is malformed: could not base64 decode header',
  claims: 'token has invalid claims',
};

/** Verifies the bearer JWT (HS256 with the project secret) → 401 no_authorization / 403 bad_jwt. */
export async function bearerClaims(r: AuthRequest, s: AuthSettings): Promise<JwtClaims> {
  const token = r.bearer();
  if (!token) throw requireBearer();
  try {
    return await verifyJwt(s.jwtSecret, token);
  } catch (e) {
    const reason = e instanceof JwtError ? JWT_REASONS[e.reason] : 'token is malformed';
    throw forbidden('bad_jwt', `invalid JWT: unable to parse or verify signature, ${reason}`);
  }
}

export interface Authenticated {
  claims: JwtClaims;
  user: UserRow;
  sessionId?: string;
}

/** A user endpoint's caller (AUTH: internal/api/auth.go requireAuthentication + maybeLoadUserOrSession). */
export async function authenticateUser(sql: Sql, r: AuthRequest, s: AuthSettings): Promise<Authenticated> {
  const claims = await bearerClaims(r, s);
  if (typeof claims.sub !== 'string' || !claims.sub) throw forbidden('bad_jwt', 'invalid claim: missing sub claim');
  const user = await findUserById(sql, claims.sub);
  if (!user) throw forbidden('user_not_found', 'User from sub claim in JWT does not exist');
  const sessionId = typeof claims.session_id === 'string' && claims.session_id ? claims.session_id : undefined;
  if (sessionId) {
    const { rows } = UUID_RE.test(sessionId)
      ? await sql.query('select 1 from auth.sessions where id = $1 and user_id = $2', [sessionId, user.id])
      : { rows: [] };
    if (!rows.length) throw forbidden('session_not_found', 'Session from session_id claim in JWT does not exist');
  }
  return { claims, user, sessionId };
}

/** Admin endpoints: the bearer's role must be an admin role (service_role). */
export async function requireAdmin(r: AuthRequest, s: AuthSettings): Promise<JwtClaims> {
  const claims = await bearerClaims(r, s);
  if (typeof claims.role !== 'string' || !s.adminRoles.includes(claims.role)) throw forbidden('not_admin', 'User not allowed');
  return claims;
}
