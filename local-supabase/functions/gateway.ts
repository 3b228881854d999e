import type { IncomingMessage } from 'node:http';
import { verifyJwt } from '../jwt.ts';

/** The CLI's opaque local keys (sb_publishable_… / sb_secret_…), mapped by the gateway to JWTs. */
export const LOCAL_PUBLISHABLE_KEY = 'sb_publishable_ACJWlzQHlZjBrEguHvfOxg_3BJgxAaH';
export const LOCAL_SECRET_KEY = 'sb_secret_N7UND0UgjKTVK-Uodkm0Hg_xSvEMPvz';

const header = (req: IncomingMessage, name: string): string | undefined => {
  const v = req.headers[name];
  return Array.isArray(v) ? v[0] : v;
};

/**
 * The Authorization header Kong passes upstream (CLI templates/kong.yml): the incoming one unless
 * absent or an opaque `Bearer sb_…` key; else the JWT for a known opaque apikey; else the raw apikey.
 */
export function upstreamAuthorization(req: IncomingMessage, keys: { anonKey: string; serviceRoleKey: string }): string | undefined {
  const auth = header(req, 'authorization');
  if (auth && !auth.startsWith('Bearer sb_')) return auth;
  const apikey = header(req, 'apikey');
  if (apikey === LOCAL_SECRET_KEY) return `Bearer ${keys.serviceRoleKey}`;
  if (apikey === LOCAL_PUBLISHABLE_KEY) return `Bearer ${keys.anonKey}`;
  return apikey ?? auth;
}

export type GatewayRefusal = { status: 401; body: { msg: string } };

/**
 * verify_jwt as the CLI's edge-runtime main worker does it (templates/main.ts): skipped for
 * OPTIONS; otherwise a `Bearer <JWT>` signed with the project secret is required.
 */
export async function checkJwt(method: string, authorization: string | undefined, jwtSecret: string): Promise<GatewayRefusal | null> {
  if (method === 'OPTIONS') return null;
  if (!authorization) return { status: 401, body: { msg: 'Error: Missing authorization header' } };
  const [bearer, token] = authorization.split(' ');
  if (bearer !== 'Bearer') return { status: 401, body: { msg: "Error: Auth header is not 'Bearer {token}'" } };
  try {
    await verifyJwt(jwtSecret, token ?? '');
    return null;
  } catch {
    return { status: 401, body: { msg: 'Invalid JWT' } };
  }
}
