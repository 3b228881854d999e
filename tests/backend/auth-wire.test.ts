import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { anonClient, createUserClient, env, raw } from './helpers.ts';

const V = { 'X-Supabase-Api-Version': '2024-01-01' };

async function sign(claims: Record<string, unknown>, secret = env().jwtSecret) {
  return new SignJWT(claims).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).sign(new TextEncoder().encode(secret));
}

describe('auth wire: errors', () => {
  it('versioned errors are {code,message} with the echoed header and x-sb-error-code', async () => {
    const res = await raw('/auth/v1/token?grant_type=password', {
      method: 'POST',
      headers: { ...V, 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'nobody@test.local', password: 'x-wrong-1' }),
    });
    expect(res.status).toBe(400);
    expect(res.headers.get('x-supabase-api-version')).toBe('2024-01-01');
    expect(res.headers.get('x-sb-error-code')).toBe('invalid_credentials');
    expect(await res.json()).toEqual({ code: 'invalid_credentials', message: 'Invalid login credentials' });
  });

  it('without the version header errors use the legacy shape', async () => {
    const res = await raw('/auth/v1/token?grant_type=password', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'nobody@test.local', password: 'x-wrong-1' }),
    });
    expect(res.headers.get('x-supabase-api-version')).toBeNull();
    expect(await res.json()).toEqual({ code: 400, error_code: 'invalid_credentials', msg: 'Invalid login credentials' });
  });

  it('bad, expired and forged JWTs → 403 bad_jwt on user endpoints', async () => {
    const { user } = await createUserClient();
    const now = Math.floor(Date.now() / 1000);
    const base = { sub: user.id, role: 'authenticated', aud: 'authenticated' };
    const tokens = [
      'not-a-jwt',
      'aaa.bbb.ccc',
      await sign({ ...base, iat: now - 7200, exp: now - 3600 }),
      await sign({ ...base, iat: now, exp: now + 3600 }, 'another-secret-that-is-at-least-32-characters'),
    ];
    for (const token of tokens) {
      const res = await raw('/auth/v1/user', { token, headers: V });
      expect(res.status).toBe(403);
      expect((await res.json()).code).toBe('bad_jwt');
    }
    // The anon key has no sub.
    const anon = await raw('/auth/v1/user', { headers: V });
    expect(anon.status).toBe(403);
    expect((await anon.json()).code).toBe('bad_jwt');
    const viaClient = await anonClient().auth.getUser(tokens[2]);
    expect(viaClient.error).toMatchObject({ status: 403, code: 'bad_jwt' });
  });

  it('malformed JSON, wrong types and huge bodies get 4xx JSON; the server keeps serving', async () => {
    const post = (body: string, path = '/auth/v1/signup') =>
      raw(path, { method: 'POST', headers: { ...V, 'content-type': 'application/json' }, body });
    const bad = await post('{"email": ');
    expect(bad.status).toBe(400);
    expect((await bad.json()).code).toBe('bad_json');
    const arr = await post('[1,2]');
    expect(arr.status).toBe(400);
    const typed = await post(JSON.stringify({ email: 42, password: 'x' }));
    expect(typed.status).toBe(400);
    expect((await typed.json()).code).toBe('validation_failed');
    const badEmail = await post(JSON.stringify({ email: "x' or 1=1 --", password: 'secret-123' }));
    expect(badEmail.status).toBe(400);
    const huge = await post('a'.repeat(3 * 1024 * 1024));
    expect(huge.status).toBe(413);
    expect((await huge.json()).code).toBe('request_too_large');
    const grant = await post('{}', '/auth/v1/token?grant_type=magic');
    expect(grant.status).toBe(400);
    const unknown = await raw('/auth/v1/nope', { headers: V });
    expect(unknown.status).toBe(404);
    expect((await unknown.json()).code).toBe('not_found');
    const health = await raw('/auth/v1/health');
    expect(health.status).toBe(200);
    expect(await health.json()).toMatchObject({ name: 'GoTrue' });
  });
});

describe('auth wire: settings', () => {
  it('GET /settings reports e-mail sign-up with autoconfirm', async () => {
    const res = await raw('/auth/v1/settings');
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      external: { email: true, phone: false, anonymous_users: false },
      disable_signup: false,
      mailer_autoconfirm: true,
    });
  });

  it('signUp without an e-mail is refused since anonymous sign-ins are off', async () => {
    const { error } = await anonClient().auth.signInAnonymously();
    expect(error).toMatchObject({ status: 422, code: 'anonymous_provider_disabled' });
  });
});
