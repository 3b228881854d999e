/**
 * Auth's own public endpoints with the anon key (issue 25 §4), on a stack with the project's
 * supabase/config.toml as deployed (own-stack.ts): sign-up closed on every door that creates a user
 * (`/signup`, `/otp`, `/magiclink`), Auth's mails to one address bounded by `max_frequency`, password
 * sign-in as slow for an unknown address as for a known one, and `[auth.email] enable_signup` meaning
 * what it means on hosted (the e-mail provider). What hosted Auth still tells about an address, which
 * no setting closes, is pinned here too, so a change of it shows. docs/security.md ("Auth's public
 * endpoints").
 */
import { randomUUID } from 'node:crypto';
import bcrypt from 'bcryptjs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ownStack, RAISED_RATE_LIMITS, type OwnStack } from './own-stack.ts';

let stack: OwnStack;
beforeAll(async () => {
  stack = await ownStack('auth_endpoints');
}, 180_000);
afterAll(async () => {
  await stack?.close();
});

const email = (prefix: string) => `${prefix}-${randomUUID().slice(0, 8)}@endpoints.test`;

interface Answer {
  status: number;
  body: Record<string, unknown>;
}

/** A request as auth-js sends it (versioned errors), with the anon key. */
async function auth(s: OwnStack, method: string, path: string, body?: unknown): Promise<Answer> {
  const res = await fetch(`${s.url}/auth/v1${path}`, {
    method,
    headers: {
      apikey: s.anonKey,
      authorization: `Bearer ${s.anonKey}`,
      'content-type': 'application/json',
      'x-supabase-api-version': '2024-01-01',
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, body: text ? (JSON.parse(text) as Record<string, unknown>) : {} };
}

/** A confirmed user with a password (as the register function or an admin makes them). */
async function knownUser(s: OwnStack, password = 'endpoints-password-1'): Promise<string> {
  const address = email('known');
  const { error } = await s.client(s.serviceRoleKey).auth.admin.createUser({ email: address, password, email_confirm: true });
  if (error) throw error;
  return address;
}

/** An invited user who has not accepted yet (unconfirmed, no password), as the invites function leaves them. */
async function invitee(s: OwnStack): Promise<string> {
  const address = email('invitee');
  const { error } = await s.client(s.serviceRoleKey).auth.admin.createUser({ email: address, email_confirm: false });
  if (error) throw error;
  return address;
}

async function userCount(s: OwnStack, address: string): Promise<number> {
  const { data, error } = await s.client(s.serviceRoleKey).auth.admin.listUsers({ page: 1, perPage: 1000 });
  if (error) throw error;
  return data.users.filter((u) => u.email === address).length;
}

const SIGNUP_DISABLED = { status: 422, body: { code: 'signup_disabled', message: 'Signups not allowed for this instance' } };

describe('sign-up is closed on every door that creates a user', () => {
  it('/signup answers a new and a known address alike, 422 signup_disabled, and creates nobody', async () => {
    const fresh = email('new');
    const known = await knownUser(stack);
    const answers = [
      await auth(stack, 'POST', '/signup', { email: fresh, password: 'a-long-password-1' }),
      await auth(stack, 'POST', '/signup', { email: known, password: 'a-long-password-1' }),
    ];
    for (const a of answers) expect(a).toEqual(SIGNUP_DISABLED);
    expect(await userCount(stack, fresh)).toBe(0);
    expect((await auth(stack, 'GET', '/settings')).body).toMatchObject({ disable_signup: true, external: { email: true } });
  });

  it('/otp and /magiclink create no user for a new address, nor confirm an invitee: 422 signup_disabled, no mail', async () => {
    const fresh = email('new');
    const invited = await invitee(stack);
    for (const target of [fresh, invited]) {
      expect(await auth(stack, 'POST', '/otp', { email: target })).toEqual(SIGNUP_DISABLED);
      expect(await auth(stack, 'POST', '/otp', { email: target, create_user: true, data: { role: 4 } })).toEqual(SIGNUP_DISABLED);
      expect(await auth(stack, 'POST', '/magiclink', { email: target })).toEqual(SIGNUP_DISABLED);
      expect(await stack.mailsTo(target)).toEqual([]);
    }
    expect(await userCount(stack, fresh)).toBe(0);
    const { data } = await stack.client(stack.serviceRoleKey).auth.admin.listUsers({ page: 1, perPage: 1000 });
    expect(data.users.find((u) => u.email === invited)?.email_confirmed_at ?? null).toBeNull();
  });
});

describe("Auth's own mails to one address", () => {
  it('/recover, /otp and /magiclink in turn, more than a second apart, mail a known address once (max_frequency 60 s)', async () => {
    const known = await knownUser(stack);
    const answers: Answer[] = [];
    for (const path of ['/recover', '/otp', '/magiclink', '/recover', '/otp']) {
      answers.push(await auth(stack, 'POST', path, { email: known }));
      await new Promise((r) => setTimeout(r, 1_100));
    }
    expect(answers[0].status).toBe(200);
    for (const a of answers.slice(1)) expect(a).toMatchObject({ status: 429, body: { code: 'over_email_send_rate_limit' } });
    expect(await stack.mailsTo(known)).toHaveLength(1);
  });

  it('/resend mails an invitee’s confirmation once a minute, whatever the pace of the requests', async () => {
    const invited = await invitee(stack);
    const first = await auth(stack, 'POST', '/resend', { type: 'signup', email: invited });
    await new Promise((r) => setTimeout(r, 1_100));
    const second = await auth(stack, 'POST', '/resend', { type: 'signup', email: invited });
    expect(first.status).toBe(200);
    expect(second).toMatchObject({ status: 429, body: { code: 'over_email_send_rate_limit' } });
    expect(await stack.mailsTo(invited)).toHaveLength(1);
  });

  it('/resend of a pending e-mail change mails nobody again within the minute (anyone may ask for it)', async () => {
    const known = await knownUser(stack);
    const client = stack.client();
    expect((await client.auth.signInWithPassword({ email: known, password: 'endpoints-password-1' })).error).toBeNull();
    const next = email('next');
    expect((await client.auth.updateUser({ email: next })).error).toBeNull();
    await new Promise((r) => setTimeout(r, 1_100));
    const again = await auth(stack, 'POST', '/resend', { type: 'email_change', email: known });
    expect(again).toMatchObject({ status: 429, body: { code: 'over_email_send_rate_limit' } });
    expect(await stack.mailsTo(known)).toHaveLength(1);
    expect(await stack.mailsTo(next)).toHaveLength(1);
  });

  it('what hosted Auth itself tells about an address, which no setting closes (docs/security.md)', async () => {
    const known = await knownUser(stack);
    const unknown = email('unknown');
    // /otp without sign-up: 200 (a magic link is mailed) for a known address, 422 otp_disabled otherwise.
    expect((await auth(stack, 'POST', '/otp', { email: known, create_user: false })).status).toBe(200);
    expect(await auth(stack, 'POST', '/otp', { email: unknown, create_user: false })).toMatchObject({
      status: 422,
      body: { code: 'otp_disabled' },
    });
    // Within max_frequency, /recover answers a known address 429 and an unknown one 200.
    expect((await auth(stack, 'POST', '/recover', { email: known })).status).toBe(429);
    expect((await auth(stack, 'POST', '/recover', { email: unknown })).status).toBe(200);
    expect(await stack.mailsTo(unknown)).toEqual([]);
  });
});

describe('password sign-in', () => {
  it('runs the same bcrypt comparison for an unknown address as for a wrong password of a known one', { timeout: 120_000 }, async () => {
    // Counted, not timed: one bcrypt comparison (cost 10, ~100 ms) is what made a known address slow
    // to refuse; an unknown address now spends exactly one too, so the two take alike.
    const known = await knownUser(stack);
    const compare = vi.spyOn(bcrypt, 'compare');
    try {
      const comparisonsFor = async (address: string) => {
        compare.mockClear();
        const a = await auth(stack, 'POST', '/token?grant_type=password', { email: address, password: 'not-the-password' });
        expect(a).toMatchObject({ status: 400, body: { code: 'invalid_credentials', message: 'Invalid login credentials' } });
        // The cost of each hash compared ($2a$10$…): the work done, whatever the hash.
        return compare.mock.calls.map(([, hash]) => String(hash).split('$')[2]);
      };
      expect(await comparisonsFor(known)).toEqual(['10']);
      expect(await comparisonsFor(email('nobody'))).toEqual(['10']);
    } finally {
      compare.mockRestore();
    }
  });

  it('a known address with the right password signs in (the rule costs nothing to the portal)', async () => {
    const known = await knownUser(stack);
    const a = await auth(stack, 'POST', '/token?grant_type=password', { email: known, password: 'endpoints-password-1' });
    expect(a.status).toBe(200);
    expect(a.body.weak_password).toBeUndefined();
  });
});

describe('[auth.email] enable_signup = false is hosted’s e-mail provider switch, not a sign-up switch', () => {
  let off: OwnStack;
  beforeAll(async () => {
    off = await ownStack('auth_email_off', { auth: { ...RAISED_RATE_LIMITS.auth, enable_signup: true, email: { enable_signup: false } } });
  }, 180_000);
  afterAll(async () => {
    await off?.close();
  });

  it('every e-mail door of Auth is closed, sign-in included (the CLI and config push map it to external_email_enabled)', async () => {
    const known = await knownUser(off);
    const disabled = { body: { code: 'email_provider_disabled' } };
    expect(await auth(off, 'POST', '/token?grant_type=password', { email: known, password: 'endpoints-password-1' })).toMatchObject({
      status: 422,
      ...disabled,
    });
    expect(await auth(off, 'POST', '/signup', { email: email('new'), password: 'a-long-password-1' })).toMatchObject({
      status: 400,
      ...disabled,
    });
    expect(await auth(off, 'POST', '/recover', { email: known })).toMatchObject({ status: 400, ...disabled });
    expect(await auth(off, 'POST', '/otp', { email: known })).toMatchObject({ status: 422, ...disabled });
    expect(await auth(off, 'POST', '/resend', { type: 'signup', email: known })).toMatchObject({ status: 400, ...disabled });
    expect((await auth(off, 'GET', '/settings')).body).toMatchObject({ disable_signup: false, external: { email: false } });
    expect(await off.mailsTo(known)).toEqual([]);
  });
});
