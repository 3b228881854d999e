/**
 * Refresh-token reuse (issue 25 §3): a stolen, rotated-out refresh token must stay refused however
 * often it is replayed, as GoTrue refuses it (its RevokeTokenFamily revokes only the tokens not yet
 * revoked, so a replayed token's reuse window never restarts); and tabs refreshing one session at
 * once must fare exactly as on hosted (GoTrue's default, opaque v1 tokens): every concurrent refresh of
 * a token gets the same new token, and a tab still holding a token rotated out less than
 * `refresh_token_reuse_interval` (10 s, supabase/config.toml) ago gets a working session too.
 * The only door is `POST /auth/v1/token?grant_type=refresh_token` (supabase-js refreshSession).
 * docs/local-supabase-auth.md ("Tokens"), docs/security.md ("Auth's public endpoints").
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { env } from '../backend/helpers.ts';
import { service } from './actors.ts';
import { freshEmail } from './targets.ts';

/** supabase/config.toml's refresh_token_reuse_interval (the test stacks keep it). */
const REUSE_INTERVAL_S = 10;
const PASSWORD = 'refresh-password-1';

interface Grant {
  status: number;
  body: { refresh_token?: string; access_token?: string; code?: string; message?: string };
}

/** One refresh as supabase-js sends it, on the wire. */
async function refresh(token: string): Promise<Grant> {
  const res = await fetch(`${env().url}/auth/v1/token?grant_type=refresh_token`, {
    method: 'POST',
    headers: { apikey: env().anonKey, 'content-type': 'application/json', 'x-supabase-api-version': '2024-01-01' },
    body: JSON.stringify({ refresh_token: token }),
  });
  return { status: res.status, body: (await res.json()) as Grant['body'] };
}

/** A fresh user signed in once: the session's first refresh token. */
async function signedIn(): Promise<string> {
  const email = freshEmail('refresh');
  const { error } = await service().auth.admin.createUser({ email, password: PASSWORD, email_confirm: true });
  if (error) throw error;
  const res = await fetch(`${env().url}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: env().anonKey, 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  const body = (await res.json()) as { refresh_token: string };
  expect(res.status).toBe(200);
  return body.refresh_token;
}

/** The access token works (GET /auth/v1/user), i.e. the session it belongs to is alive. */
async function works(accessToken: string | undefined): Promise<boolean> {
  const res = await fetch(`${env().url}/auth/v1/user`, { headers: { apikey: env().anonKey, authorization: `Bearer ${accessToken}` } });
  await res.arrayBuffer();
  return res.status === 200;
}

const ALREADY_USED = { status: 400, body: { code: 'refresh_token_already_used', message: 'Invalid Refresh Token: Already Used' } };

describe('a replayed refresh token', () => {
  it('stays refused however often it is replayed, one after the other or all at once', { timeout: 60_000 }, async () => {
    const stolen = await signedIn();
    // The owner refreshes twice: the stolen token is no longer the parent of the active one (whose
    // parent gets the active token back, GoTrue's "the client lost the answer" rule).
    const owner = await refresh(stolen);
    const current = await refresh(owner.body.refresh_token as string);
    expect(current.status).toBe(200);
    // The stolen token has been rotated out for longer than the reuse interval.
    await new Promise((r) => setTimeout(r, (REUSE_INTERVAL_S + 1) * 1000));

    expect(await refresh(stolen)).toMatchObject(ALREADY_USED);
    // Before the fix, revoking the family restarted the stolen token's window: this one answered 200.
    expect(await refresh(stolen)).toMatchObject(ALREADY_USED);
    const burst = await Promise.all(Array.from({ length: 6 }, () => refresh(stolen)));
    for (const answer of burst) expect(answer).toMatchObject(ALREADY_USED);
    expect(await refresh(stolen)).toMatchObject(ALREADY_USED);
  });

  it(
    'replayed while the owner refreshes, at the same moment: no error but the refusal, never a deadlock',
    { timeout: 60_000 },
    async () => {
      const stolen = await signedIn();
      const owner = await refresh(stolen);
      const current = await refresh(owner.body.refresh_token as string);
      await new Promise((r) => setTimeout(r, (REUSE_INTERVAL_S + 1) * 1000));
      const answers = await Promise.all([
        ...Array.from({ length: 4 }, () => refresh(stolen)),
        ...Array.from({ length: 4 }, () => refresh(current.body.refresh_token as string)),
      ]);
      for (const a of answers) expect([200, 400]).toContain(a.status);
      for (const a of answers.slice(0, 4)) expect(a).toMatchObject(ALREADY_USED);
    },
  );
});

describe('tabs refreshing one session at the same moment', () => {
  it('every concurrent refresh of one token succeeds with the same new token, which then refreshes on', async () => {
    const token = await signedIn();
    const answers = await Promise.all(Array.from({ length: 5 }, () => refresh(token)));
    for (const a of answers) expect(a.status).toBe(200);
    const issued = new Set(answers.map((a) => a.body.refresh_token));
    expect(issued.size).toBe(1);
    for (const a of answers) expect(await works(a.body.access_token)).toBe(true);
    const next = await refresh([...issued][0] as string);
    expect(next.status).toBe(200);
    expect(await works(next.body.access_token)).toBe(true);
  });

  it('a tab that missed two rotations still refreshes within the interval; both tabs keep working', async () => {
    const t0 = await signedIn();
    const t1 = await refresh(t0);
    const t2 = await refresh(t1.body.refresh_token as string);
    expect(t2.status).toBe(200);
    const stale = await refresh(t0);
    expect(stale.status).toBe(200);
    expect(stale.body.refresh_token).not.toBe(t2.body.refresh_token);
    const [a, b] = await Promise.all([refresh(t2.body.refresh_token as string), refresh(stale.body.refresh_token as string)]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(await works(a.body.access_token)).toBe(true);
    expect(await works(b.body.access_token)).toBe(true);
  });

  it('an unknown or malformed token is refresh_token_not_found, never a session', async () => {
    for (const token of [randomUUID(), 'x', `${'a'.repeat(2000)}`]) {
      expect(await refresh(token)).toMatchObject({ status: 400, body: { code: 'refresh_token_not_found' } });
    }
  });
});
