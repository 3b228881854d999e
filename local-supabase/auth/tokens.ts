import { randomBytes } from 'node:crypto';
import type { Sql } from '../db/types.ts';
import { signJwt } from '../jwt.ts';
import { AuthError, badRequest } from './errors.ts';
import { userJson } from './serialize.ts';
import type { AuthSettings } from './settings.ts';
import { findUserById, identitiesOf, isBanned, type UserRow } from './users.ts';

/** GoTrue's amr methods (AUTH: internal/models/amr.go). */
export type AuthMethod = 'password' | 'otp' | 'magiclink' | 'recovery' | 'invite' | 'email/signup' | 'email_change' | 'anonymous';

export interface Amr {
  method: string;
  timestamp: number;
}

/** A random opaque refresh token (GoTrue's are short random strings, never JWTs). */
function newRefreshToken(): string {
  return randomBytes(16).toString('base64url');
}

/** Access-token claims exactly as wire §2.4 (order as GoTrue's AccessTokenClaims). */
export async function accessToken(s: AuthSettings, u: UserRow, sessionId: string, amr: Amr[], aal = 'aal1') {
  const iat = Math.floor(Date.now() / 1000);
  const exp = iat + s.auth.jwtExpiry;
  const token = await signJwt(s.jwtSecret, {
    iss: s.externalUrl,
    sub: u.id,
    aud: u.aud || s.aud,
    exp,
    iat,
    email: u.email ?? '',
    phone: u.phone ?? '',
    app_metadata: u.raw_app_meta_data ?? {},
    user_metadata: u.raw_user_meta_data ?? {},
    role: u.role || 'authenticated',
    aal,
    amr,
    session_id: sessionId,
    is_anonymous: u.is_anonymous,
  });
  return { token, exp };
}

async function sessionJson(sql: Sql, s: AuthSettings, u: UserRow, sessionId: string, refresh: string, amr: Amr[]) {
  const { token, exp } = await accessToken(s, u, sessionId, amr);
  return {
    access_token: token,
    token_type: 'bearer',
    expires_in: s.auth.jwtExpiry,
    expires_at: exp,
    refresh_token: refresh,
    user: userJson(u, await identitiesOf(sql, u.id)),
  };
}

export type SessionJson = Awaited<ReturnType<typeof sessionJson>>;

/** Starts a session for a signed-in user: session row, amr claim, first refresh token, last_sign_in_at. */
export async function issueSession(sql: Sql, s: AuthSettings, user: UserRow, method: AuthMethod): Promise<SessionJson> {
  const { rows } = await sql.query<{ id: string; ts: number }>(
    `insert into auth.sessions (id, user_id, created_at, updated_at, aal) values (gen_random_uuid(), $1, now(), now(), 'aal1')
     returning id, extract(epoch from created_at)::bigint::int as ts`,
    [user.id],
  );
  const session = rows[0];
  await sql.query(
    `insert into auth.mfa_amr_claims (id, session_id, created_at, updated_at, authentication_method)
     values (gen_random_uuid(), $1, now(), now(), $2)`,
    [session.id, method],
  );
  const refresh = newRefreshToken();
  await sql.query(
    `insert into auth.refresh_tokens (instance_id, token, user_id, revoked, created_at, updated_at, parent, session_id)
     values ($1, $2, $3, false, now(), now(), null, $4)`,
    [user.instance_id ?? null, refresh, user.id, session.id],
  );
  await sql.query('update auth.users set last_sign_in_at = now(), updated_at = now() where id = $1', [user.id]);
  await sql.query(`update auth.identities set last_sign_in_at = now() where user_id = $1 and provider = 'email'`, [user.id]);
  const fresh = (await findUserById(sql, user.id)) ?? user;
  return sessionJson(sql, s, fresh, session.id, refresh, [{ method, timestamp: Number(session.ts) }]);
}

async function amrOf(sql: Sql, sessionId: string): Promise<Amr[]> {
  const { rows } = await sql.query<{ method: string; ts: number }>(
    `select authentication_method as method, extract(epoch from created_at)::bigint::int as ts
       from auth.mfa_amr_claims where session_id = $1 order by created_at desc`,
    [sessionId],
  );
  return rows.map((r) => ({ method: r.method, timestamp: Number(r.ts) }));
}

interface TokenRow {
  id: string;
  token: string;
  user_id: string;
  revoked: boolean;
  parent: string | null;
  session_id: string | null;
  reuse_expired: boolean;
}

const notFoundToken = () => badRequest('refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found');

/**
 * grant_type=refresh_token with rotation and the reuse interval, as GoTrue's RefreshTokenGrant with
 * its default (v1, opaque) refresh tokens (AUTH: internal/tokens/service.go, internal/models/refresh_token.go):
 * - the session's row and then the token's are locked first, so refreshes of one session take turns
 *   (GoTrue: `FOR UPDATE SKIP LOCKED` and a retry loop; here a plain lock wait, same order of outcomes);
 * - a revoked token that is the parent of the session's active token gets that active token back (the
 *   client lost the answer, or a second tab refreshed the same token at the same moment);
 * - any other revoked token is swapped for a new child while `updated_at + reuse interval` has not
 *   passed (each swap touches `updated_at` again, as GoTrue's GrantRefreshTokenSwap does);
 * - past the interval: 400 refresh_token_already_used, and with rotation every token of the session
 *   that is not revoked yet is revoked (RevokeTokenFamily: `where session_id = ? and revoked = false`).
 *   Tokens revoked before keep their `updated_at`, so a replayed old token stays refused, however
 *   often it is replayed (issue 25 §3).
 */
export async function refreshGrant(sql: Sql, s: AuthSettings, token: string): Promise<SessionJson | AuthError> {
  // The session is locked before the token: every path that changes a session's tokens (a refresh, the
  // family revocation, a logout's cascade) takes them in that order, so two refreshes of one session
  // wait for each other and never deadlock (GoTrue avoids the wait with SKIP LOCKED and a retry loop).
  // The reuse window is judged against the clock when the lock is had, as GoTrue's time.Now(), not
  // against the transaction's start.
  const owner = await sql.query<{ session_id: string | null }>('select session_id from auth.refresh_tokens where token = $1', [token]);
  const sessionId = owner.rows[0]?.session_id;
  if (!sessionId) return notFoundToken();
  const session = await sql.query<{ expired: boolean }>(
    'select coalesce(now() > not_after, false) as expired from auth.sessions where id = $1 for update',
    [sessionId],
  );
  if (!session.rows.length) return notFoundToken();
  const { rows } = await sql.query<TokenRow>(
    `select rt.id, rt.token, rt.user_id, rt.revoked, rt.parent, rt.session_id,
            clock_timestamp() > rt.updated_at + make_interval(secs => $2) as reuse_expired
       from auth.refresh_tokens rt
      where rt.token = $1 and rt.session_id = $3 for update`,
    [token, s.auth.refreshTokenReuseInterval, sessionId],
  );
  const rt = rows[0];
  if (!rt || !rt.session_id) return notFoundToken();
  const user = await findUserById(sql, rt.user_id);
  if (!user) return notFoundToken();
  if (isBanned(user)) return badRequest('user_banned', 'Invalid Refresh Token: User Banned');
  if (session.rows[0].expired) return badRequest('session_expired', 'Invalid Refresh Token: Session Expired');

  let issued: string | undefined;
  if (rt.revoked) {
    const active = await sql.query<{ token: string; parent: string | null }>(
      'select token, parent from auth.refresh_tokens where session_id = $1 and revoked = false order by id desc limit 1',
      [rt.session_id],
    );
    if (active.rows[0]?.parent === rt.token) {
      // The client lost the answer to its last refresh: hand back the token it was given.
      issued = active.rows[0].token;
    } else if (rt.reuse_expired) {
      if (s.auth.enableRefreshTokenRotation) {
        await sql.query('update auth.refresh_tokens set revoked = true, updated_at = now() where session_id = $1 and revoked = false', [
          rt.session_id,
        ]);
      }
      return badRequest('refresh_token_already_used', 'Invalid Refresh Token: Already Used');
    }
  }
  if (!issued) {
    if (s.auth.enableRefreshTokenRotation) {
      issued = newRefreshToken();
      await sql.query('update auth.refresh_tokens set revoked = true, updated_at = now() where id = $1', [rt.id]);
      await sql.query(
        `insert into auth.refresh_tokens (instance_id, token, user_id, revoked, created_at, updated_at, parent, session_id)
         values ($1, $2, $3, false, now(), now(), $4, $5)`,
        [user.instance_id ?? null, issued, user.id, rt.token, rt.session_id],
      );
    } else issued = rt.token;
  }
  await sql.query('update auth.sessions set refreshed_at = now()::timestamp, updated_at = now() where id = $1', [rt.session_id]);
  return sessionJson(sql, s, user, rt.session_id, issued, await amrOf(sql, rt.session_id));
}
