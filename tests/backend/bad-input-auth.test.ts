/**
 * Malformed Auth requests (issue 15 §4): each gets GoTrue's 4xx and `{code, message}` body, never a
 * 5xx, and creates no user. Where GoTrue itself answers 500 (a NUL reaching its database: "Database
 * error …"), local-supabase refuses the input with 400 validation_failed instead (docs/local-supabase-auth.md).
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectRefused, nested, usersMatching, type BadRequest, type Refusal } from './bad-input-support.ts';
import { createUserClient, env, raw } from './helpers.ts';

const mark = () => `bad-auth-${randomUUID().slice(0, 8)}`;
const post = (path: string, body: string, token?: string): Omit<BadRequest, 'name'> => ({
  method: 'POST',
  path: `/auth/v1${path}`,
  body,
  token,
});
const validation: Omit<Refusal, 'shape'> = { status: 400, code: 'validation_failed' };
const tooDeep: Omit<Refusal, 'shape'> = {
  status: 400,
  code: 'bad_json',
  message: 'Could not parse request body as JSON: exceeded max depth',
};

describe('Auth bad input', () => {
  let userToken: string;
  beforeAll(async () => {
    const { client } = await createUserClient();
    userToken = (await client.auth.getSession()).data.session!.access_token;
  });

  /** Sign-ups whose e-mail holds the marker; none may create a user. */
  const signups: [name: string, body: (email: string) => string, want: Omit<Refusal, 'shape'>][] = [
    ['data nested 3,000 levels', (e) => `{"email":"${e}","password":"password-123","data":${nested(3000)}}`, tooDeep],
    ['data nested 100,000 levels', (e) => `{"email":"${e}","password":"password-123","data":${nested(100_000)}}`, tooDeep],
    ['a NUL in the e-mail', (e) => JSON.stringify({ email: `${e}\u0000`, password: 'password-123' }), validation],
    ['a NUL in a metadata value', (e) => JSON.stringify({ email: e, password: 'password-123', data: { note: 'a\u0000b' } }), validation],
    ['a NUL in a metadata key', (e) => JSON.stringify({ email: e, password: 'password-123', data: { 'k\u0000': 1 } }), validation],
    ['a NUL in redirect_to', (e) => JSON.stringify({ email: e, password: 'password-123', redirect_to: 'http://x/\u0000' }), validation],
    ['data that is not an object', (e) => JSON.stringify({ email: e, password: 'password-123', data: 'text' }), validation],
    ['an e-mail that is not a string', (e) => JSON.stringify({ email: [e], password: 'password-123' }), validation],
    ['a truncated body', (e) => JSON.stringify({ email: e, password: 'password-123' }).slice(0, -2), { status: 400, code: 'bad_json' }],
  ];
  it.each(signups)('signup with %s → refused, no user', async (name, body, want) => {
    const m = mark();
    await expectRefused({ name, ...post('/signup', body(`${m}@test.local`)) }, { shape: 'auth', ...want });
    expect(await usersMatching(m)).toBe(0);
  });

  it('metadata nested 100 levels is fine, and lone surrogates are stored as U+FFFD (as Go decodes them)', async () => {
    const m = mark();
    const res = await raw('/auth/v1/signup', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: `{"email":"${m}@test.local","password":"password-123","data":{"deep":${nested(100)},"odd":"a\\ud800b"}}`,
    });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { user: { user_metadata: { odd: string } } };
    expect(body.user.user_metadata.odd).toBe('a\uFFFDb');
    // The count the refusals rely on sees this one.
    expect(await usersMatching(m)).toBe(1);
  });

  const others: [name: string, req: Omit<BadRequest, 'name'> | (() => Omit<BadRequest, 'name'>), want: Omit<Refusal, 'shape'>][] = [
    [
      'password grant, NUL in the e-mail',
      post('/token?grant_type=password', JSON.stringify({ email: 'a\u0000b@test.local', password: 'x' })),
      validation,
    ],
    [
      'password grant, NUL in the phone',
      post('/token?grant_type=password', JSON.stringify({ phone: '\u0000', password: 'x' })),
      validation,
    ],
    [
      'password grant, NUL in the password (hashed, never stored: just wrong)',
      post('/token?grant_type=password', JSON.stringify({ email: 'management@demo.test', password: 'demo-password\u0000' })),
      { status: 400, code: 'invalid_credentials' },
    ],
    [
      'password grant, a 100 KB e-mail',
      post('/token?grant_type=password', JSON.stringify({ email: `${'x'.repeat(100_000)}@test.local`, password: 'x' })),
      { status: 400, code: 'invalid_credentials' },
    ],
    ['refresh, NUL in the token', post('/token?grant_type=refresh_token', JSON.stringify({ refresh_token: '\u0000' })), validation],
    [
      'refresh, a 100 KB token',
      post('/token?grant_type=refresh_token', JSON.stringify({ refresh_token: 'x'.repeat(100_000) })),
      { status: 400, code: 'refresh_token_not_found' },
    ],
    ['recover, NUL in the e-mail', post('/recover', JSON.stringify({ email: 'a\u0000b@test.local' })), validation],
    ['otp, NUL in the e-mail', post('/otp', JSON.stringify({ email: 'a\u0000b@test.local' })), validation],
    ['resend, NUL in the e-mail', post('/resend', JSON.stringify({ type: 'signup', email: 'a\u0000b@test.local' })), validation],
    ['verify, NUL in the token hash', post('/verify', JSON.stringify({ type: 'recovery', token_hash: '\u0000' })), validation],
    ['verify link, NUL in the token', { path: '/auth/v1/verify?type=recovery&token=%00&redirect_to=http://localhost' }, validation],
    [
      'user update, NUL in metadata',
      () => ({ method: 'PUT', path: '/auth/v1/user', body: JSON.stringify({ data: { a: '\u0000' } }), token: userToken }),
      validation,
    ],
    [
      'user update, metadata nested 3,000 levels',
      () => ({ method: 'PUT', path: '/auth/v1/user', body: `{"data":${nested(3000)}}`, token: userToken }),
      tooDeep,
    ],
    [
      'user update, NUL in the e-mail',
      () => ({ method: 'PUT', path: '/auth/v1/user', body: JSON.stringify({ email: 'a\u0000@test.local' }), token: userToken }),
      validation,
    ],
    [
      'admin user, an id that is not a UUID',
      () => ({ path: '/auth/v1/admin/users/%zz', token: env().serviceRoleKey }),
      { status: 404, code: 'validation_failed' },
    ],
    [
      'generate link, NUL in the e-mail',
      () => post('/admin/generate_link', JSON.stringify({ type: 'recovery', email: 'a\u0000@test.local' }), env().serviceRoleKey),
      validation,
    ],
    ['invite, NUL in the e-mail', () => post('/invite', JSON.stringify({ email: 'a\u0000@test.local' }), env().serviceRoleKey), validation],
  ];
  it.each(others)('%s → refused', async (name, req, want) => {
    await expectRefused({ name, ...(typeof req === 'function' ? req() : req) }, { shape: 'auth', ...want });
  });

  /** Admin creations whose e-mail holds the marker; none may create a user. */
  const creations: [name: string, body: (email: string) => string, want: Omit<Refusal, 'shape'>][] = [
    ['user_metadata nested 3,000 levels', (e) => `{"email":"${e}","user_metadata":${nested(3000)}}`, tooDeep],
    ['a NUL in app_metadata', (e) => JSON.stringify({ email: e, app_metadata: { x: '\u0000' } }), validation],
    ['a role longer than auth.users holds (GoTrue: 500)', (e) => JSON.stringify({ email: e, role: 'r'.repeat(1000) }), validation],
    ['an id that is not a UUID', (e) => JSON.stringify({ email: e, id: 'nope' }), validation],
  ];
  it.each(creations)('admin createUser with %s → refused, no user', async (name, body, want) => {
    const m = mark();
    await expectRefused({ name, ...post('/admin/users', body(`${m}@test.local`), env().serviceRoleKey) }, { shape: 'auth', ...want });
    expect(await usersMatching(m)).toBe(0);
  });
});
