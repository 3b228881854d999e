import { JwtError, verifyJwt, type JwtClaims } from '../jwt.ts';
import { ApiError } from './errors.ts';

export interface RequestAuth {
  role: string;
  claims: Record<string, unknown>;
}

const CACHE_MS = 60_000;
const CACHE_MAX = 2_000;

/**
 * Verifies bearer tokens as PostgREST does (HS256, 30 s skew), remembering verified tokens for a
 * minute (never past their expiry) so the hot path skips the HMAC.
 */
export class JwtVerifier {
  private cache = new Map<string, { claims: JwtClaims; until: number }>();

  constructor(private secret: string) {}

  async authenticate(token: string | undefined, roles: Set<string>, anonRole = 'anon'): Promise<RequestAuth> {
    if (!token) return { role: anonRole, claims: { role: anonRole } };
    const claims = await this.verify(token);
    const role = typeof claims.role === 'string' && claims.role ? claims.role : anonRole;
    if (!roles.has(role)) {
      throw new ApiError(401, '22023', `role "${role}" does not exist`);
    }
    return { role, claims: { ...claims, role } };
  }

  private async verify(token: string): Promise<JwtClaims> {
    const now = Date.now();
    const hit = this.cache.get(token);
    if (hit && hit.until > now) return hit.claims;
    let claims: JwtClaims;
    try {
      claims = await verifyJwt(this.secret, token);
    } catch (e) {
      if (e instanceof JwtError) {
        const code = e.reason === 'expired' || e.reason === 'claims' ? 'PGRST303' : 'PGRST301';
        throw new ApiError(401, code, e.message, null, null, {
          'WWW-Authenticate': `Bearer error="invalid_token", error_description="${e.message.replace(/"/g, "'")}"`,
        });
      }
      throw e;
    }
    if (this.cache.size >= CACHE_MAX) this.cache.clear();
    const expMs = typeof claims.exp === 'number' ? claims.exp * 1000 + 30_000 : Infinity;
    this.cache.set(token, { claims, until: Math.min(now + CACHE_MS, expMs) });
    return claims;
  }
}
