import type { IncomingMessage } from 'node:http';
import type { Db, Sql } from '../db/types.ts';
import { withRequestContext } from '../db/request-context.ts';
import { bearerToken, headerObject } from '../http/util.ts';
import { jwtVerify } from 'jose';
import { secretKey, type JwtClaims } from '../jwt.ts';
import { ERRORS } from './errors.ts';

/** Who is calling: the verified JWT's role and claims (storage-api's jwt plugin). */
export interface Caller {
  role: string;
  claims: JwtClaims;
  /** The JWT `sub` when it is a uuid (becomes objects.owner). */
  owner: string | null;
  /** The JWT `sub` as text (objects.owner_id). */
  ownerId: string | null;
  /** False when the request carried no token at all (public reads only). */
  authenticated: boolean;
  headers: Record<string, string>;
  method: string;
  path: string;
}

// The Supabase CLI's opaque keys, mapped by the gateway to the anon/service_role JWTs.
const OPAQUE_KEYS: Record<string, string> = {
  sb_publishable_ACJWlzQHlZjBrEguHvfOxg_3BJgxAaH: 'anon',
  'sb_secret_N7UND0UgjKTVK-Uodkm0Hg_xSvEMPvz': 'service_role',
};
const API_ROLES = new Set(['anon', 'authenticated', 'service_role']);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * storage-api's verifyJWT (STOR: src/internal/auth/jwt.ts): jose, HS256, no clock tolerance; a
 * failure is AccessDenied with jose's own text (e.g. `"exp" claim timestamp check failed`).
 */
export async function verifyStorageJwt(secret: string, token: string): Promise<JwtClaims> {
  try {
    return (await jwtVerify(token, secretKey(secret), { algorithms: ['HS256'] })).payload as JwtClaims;
  } catch (e) {
    throw ERRORS.AccessDenied(e instanceof Error ? e.message : 'Invalid JWT');
  }
}

/** A caller that presented no credentials (routes where a signed token is the credential). */
export function anonymousCaller(req: IncomingMessage, path: string): Caller {
  const base = { headers: headerObject(req), method: req.method ?? 'GET', path };
  return { ...base, role: 'anon', claims: { role: 'anon' }, owner: null, ownerId: null, authenticated: false };
}

export async function resolveCaller(req: IncomingMessage, url: URL, secret: string, path: string): Promise<Caller> {
  const token = bearerToken(req, url);
  if (!token) return anonymousCaller(req, path);
  const base = { headers: headerObject(req), method: req.method ?? 'GET', path };
  let claims: JwtClaims;
  const opaque = OPAQUE_KEYS[token];
  if (opaque) claims = { role: opaque };
  else {
    claims = await verifyStorageJwt(secret, token);
  }
  const role = typeof claims.role === 'string' && claims.role ? claims.role : 'anon';
  if (!API_ROLES.has(role)) throw ERRORS.AccessDenied(`role ${role} is not allowed`);
  const sub = typeof claims.sub === 'string' && claims.sub ? claims.sub : null;
  return { ...base, role, claims, owner: sub && UUID.test(sub) ? sub : null, ownerId: sub, authenticated: true };
}

/** Runs fn in one transaction as the caller, so the project's RLS policies decide. */
export function asCaller<T>(db: Db, caller: Caller, operation: string, fn: (tx: Sql) => Promise<T>): Promise<T> {
  return withRequestContext(
    db,
    {
      role: caller.role,
      claims: caller.claims,
      method: caller.method,
      path: caller.path,
      headers: caller.headers,
      settings: { 'storage.operation': operation },
      searchPath: 'storage, public, extensions',
    },
    fn,
  );
}

/** Runs fn as the server's own (superuser) connection, like storage-api's asSuperUser(). */
export function asSuperUser<T>(db: Db, operation: string, fn: (tx: Sql) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.query(`select set_config('storage.operation', $1, true)`, [operation]);
    return fn(tx);
  });
}

/**
 * A signed-URL token: verified like any JWT but refused as InvalidJWT, and bound to its action so
 * a download token can never be replayed to upload (upload tokens carry `upsert`).
 */
export async function verifySignedToken(secret: string, token: string, action: 'download' | 'upload'): Promise<JwtClaims> {
  let claims: JwtClaims;
  try {
    claims = await verifyStorageJwt(secret, token);
  } catch (e) {
    throw ERRORS.InvalidJWT(e instanceof Error ? e.message : undefined);
  }
  const scope = typeof claims.scope === 'string' ? claims.scope : undefined;
  const upload = scope === 'upload' || (scope === undefined && 'upsert' in claims);
  const download = scope === 'download' || (scope === undefined && !('upsert' in claims));
  if (action === 'upload' ? !upload : !download) throw ERRORS.InvalidJWT('The token is not valid for this action');
  return claims;
}
