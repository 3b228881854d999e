/**
 * supabase/config.toml's `[functions.<slug>] verify_jwt`, as the gateway applies it: register and
 * forgot-password (verify_jwt = false) answer signed-out callers whose key is one of hosted's
 * publishable keys — `sb_publishable_…`, not a JWT — or who send no key at all; every other function
 * keeps verify_jwt and refuses such a call at the gateway with 401. docs/hosted-supabase.md.
 */
import { describe, expect, it } from 'vitest';
import { fetchFrom, newClientAddress } from './client-address.ts';
import { env, uniqueEmail } from './helpers.ts';

/** A hosted project's publishable key: opaque, not a JWT, and not the local CLI's. */
const PUBLISHABLE = 'sb_publishable_Xq3pRr7bT0kUv9wNzYa2Cd_4EfGhJkLm';

/** A POST as supabase-js sends it with a publishable key: apikey only, no Authorization. */
async function call(slug: string, body: Record<string, unknown>, headers: Record<string, string> = { apikey: PUBLISHABLE }) {
  // From a client address of its own, so the throttle of the public functions counts this test alone.
  const r = await fetchFrom(newClientAddress())(`${env().url}/functions/v1/${slug}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  return { status: r.status, body: (await r.json()) as unknown };
}

describe('functions: verify_jwt per function (supabase/config.toml)', () => {
  it('register answers a signed-out caller with a publishable key that is not a JWT', async () => {
    const answer = await call('register', {
      email: uniqueEmail('publishable-register'),
      password: 'a-good-password',
      first_name: 'Pat',
      last_name: 'Publishable',
    });
    expect(answer).toEqual({
      status: 201,
      body: { message: 'Thank you for registering. Your account will be active once your company approves it.' },
    });
  });

  it('forgot-password answers a signed-out caller with a publishable key, or with no key at all', async () => {
    const FORGOT = { message: 'If an account exists for that email, a link to reset the password has been sent.' };
    expect(await call('forgot-password', { email: uniqueEmail('publishable-forgot') })).toEqual({ status: 200, body: FORGOT });
    expect(await call('forgot-password', { email: uniqueEmail('publishable-forgot') }, {})).toEqual({ status: 200, body: FORGOT });
  });

  it('the public functions still check their input themselves', async () => {
    expect((await call('register', { email: 'not-an-address', password: 'x' })).status).toBe(400);
    expect((await call('forgot-password', { email: 'not-an-address' })).status).toBe(400);
  });

  it('every other function keeps verify_jwt: a publishable key without a session is refused at the gateway with 401', async () => {
    for (const slug of ['invites', 'update-user', 'delete-user', 'welcome-email']) {
      const answer = await call(slug, {});
      expect(answer.status, slug).toBe(401);
      expect(answer.body, slug).toEqual({ msg: "Error: Auth header is not 'Bearer {token}'" });
      expect((await call(slug, {}, {})).body, slug).toEqual({ msg: 'Error: Missing authorization header' });
    }
  });
});
