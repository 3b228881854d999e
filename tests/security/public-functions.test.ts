/**
 * The two functions anyone may call without signing in, register and forgot-password (issue 14,
 * hole 7): they answer the same whether or not an address has an account (no enumeration), and each
 * is throttled per client and by the address's one mail budget, in the database, so one function
 * instance or many, nobody can bomb a mailbox or spray addresses. docs/security.md ("Abuse of the
 * public functions"); the budget across every function: mail-budget.test.ts; who the client is:
 * client-address.test.ts.
 */
import { randomUUID } from 'node:crypto';
import { createClient, FunctionsHttpError, type SupabaseClient } from '@supabase/supabase-js';
import { describe, expect, it } from 'vitest';
import ws from 'ws';
import { mailsTo } from '../backend/auth-support.ts';
import { fetchFrom, newClientAddress } from '../backend/client-address.ts';
import { anonClient, env } from '../backend/helpers.ts';
import { as, service } from './actors.ts';
import { freshEmail } from './targets.ts';

const REGISTER_ANSWER = { message: 'Thank you for registering. Your account will be active once your company approves it.' };
const FORGOT_ANSWER = { message: 'If an account exists for that email, a link to reset the password has been sent.' };
/** The limits of app.request_throttle_limits: each address's mail budget (migration 20261128110000_mail_budget), per client (20261124120000_request_throttle). */
const PER_ADDRESS = 5;
const PER_CLIENT = 10;

/** A client address of its own: requests really leave from it (the throttle trusts nothing else). */
const newClient = () => newClientAddress();

/** The anon key's client, connecting from `address`. */
const anonFrom = (address: string) =>
  createClient(env().url, env().anonKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: ws as unknown as typeof WebSocket },
    global: { fetch: fetchFrom(address) },
  });

interface Answer {
  status: number;
  body: unknown;
  retryAfter: string | null;
}
async function call(fn: 'register' | 'forgot-password', body: Record<string, unknown>, client: string): Promise<Answer> {
  const { data, error, response } = await anonFrom(client).functions.invoke(fn, { body });
  if (error instanceof FunctionsHttpError) {
    const res = error.context as Response;
    return { status: res.status, body: await res.json(), retryAfter: res.headers.get('retry-after') };
  }
  if (error) throw error;
  return { status: response?.status ?? 0, body: data, retryAfter: null };
}
const registration = (email: string) => ({
  email,
  password: 'mallory-password',
  first_name: 'Mallory',
  last_name: 'Probe',
  company: 'Probe Ltd',
});
const register = (email: string, client = newClient()) => call('register', registration(email), client);
const forgot = (email: string, client = newClient()) => call('forgot-password', { email }, client);

const profileOf = async (email: string) => {
  const { data } = await service().from('profiles').select('*').eq('email', email).maybeSingle();
  return data as Record<string, unknown> | null;
};
const TOO_MANY = {
  code: 'over_request_rate_limit',
  message: expect.stringMatching(/^Too many attempts\. Please try again in \d+ minutes?\.$/),
};
const expectTooMany = (answer: Answer) => {
  expect(answer).toMatchObject({ status: 429, body: TOO_MANY });
  expect(Number(answer.retryAfter)).toBeGreaterThan(0);
};

describe('register answers the same whether or not the address has an account', () => {
  it('a new address, a pending registration and a demo login get the same answer; only the new one changes anything', async () => {
    const pending = freshEmail('pending');
    expect(await register(pending)).toEqual({ status: 201, body: REGISTER_ANSWER, retryAfter: null });
    const pendingBefore = await profileOf(pending);
    const demoBefore = await profileOf('partner-admin-2@demo.test');

    const fresh = freshEmail('fresh');
    const answers = [await register(fresh), await register(pending), await register('partner-admin-2@demo.test')];
    for (const answer of answers) expect(answer).toEqual({ status: 201, body: REGISTER_ANSWER, retryAfter: null });

    expect(await profileOf(fresh)).toMatchObject({ active: false, first_name: 'Mallory' });
    expect(await profileOf(pending)).toEqual(pendingBefore);
    expect(await profileOf('partner-admin-2@demo.test')).toEqual(demoBefore);
    // The owner of a taken address hears about it; the account keeps its password.
    const notice = (await mailsTo('partner-admin-2@demo.test')).find((m) => m.html?.includes('it already has one'));
    expect(notice?.subject).toBe('We received your registration');
    const signIn = await anonClient().auth.signInWithPassword({ email: 'partner-admin-2@demo.test', password: 'demo-password' });
    expect(signIn.error).toBeNull();
  });
});

describe('throttling per address', () => {
  it('forgot-password: a sixth request for one address within the hour is refused, known address or not, whatever the client', async () => {
    const { data, error } = await service().auth.admin.createUser({ email: freshEmail('known'), email_confirm: true });
    if (error || !data.user?.email) throw new Error(`createUser failed: ${error?.message}`);
    const known = data.user.email;
    const unknown = freshEmail('unknown');
    for (const email of [known, unknown]) {
      for (let i = 0; i < PER_ADDRESS; i++) expect(await forgot(email)).toEqual({ status: 200, body: FORGOT_ANSWER, retryAfter: null });
      expectTooMany(await forgot(email));
      expectTooMany(await forgot(email.toUpperCase()));
    }
    // Mail bombing is bounded: exactly as many reset links as accepted requests.
    expect((await mailsTo(known)).filter((m) => m.subject === 'Reset your password')).toHaveLength(PER_ADDRESS);
    expect(await mailsTo(unknown)).toEqual([]);
  });

  it('register: a sixth request for one address within the hour is refused, taken address or not', async () => {
    const taken = freshEmail('taken');
    expect((await register(taken)).status).toBe(201);
    const unknown = freshEmail('new');
    for (const email of [taken, unknown]) {
      const already = email === taken ? 1 : 0;
      for (let i = already; i < PER_ADDRESS; i++)
        expect(await register(email)).toEqual({ status: 201, body: REGISTER_ANSWER, retryAfter: null });
      expectTooMany(await register(email));
    }
    expect((await mailsTo(taken)).filter((m) => m.subject === 'We received your registration')).toHaveLength(PER_ADDRESS);
  });
});

describe('throttling per client', () => {
  for (const fn of ['forgot-password', 'register'] as const) {
    it(`${fn}: one client is refused past ${PER_CLIENT} requests an hour, for any address; another client is not`, async () => {
      const client = newClient();
      const send = (email: string, from: string) => (fn === 'register' ? register(email, from) : forgot(email, from));
      for (let i = 0; i < PER_CLIENT; i++) expect((await send(freshEmail(fn), client)).status).toBeLessThan(300);
      const refused = freshEmail(fn);
      expectTooMany(await send(refused, client));
      expect(await mailsTo(refused)).toEqual([]);
      expect((await send(freshEmail(fn), newClient())).status).toBeLessThan(300);
    });
  }
});

describe('the count is the database’s', () => {
  it('slots taken by another function instance count; nobody but the service role takes one', async () => {
    const email = freshEmail('shared');
    for (let i = 0; i < PER_ADDRESS; i++) {
      const { data, error } = await service().rpc('take_request_slot', {
        param_action: 'forgot-password',
        param_address: email,
        param_client: randomUUID(),
      });
      expect({ data, error }).toEqual({ data: 0, error: null });
    }
    expectTooMany(await forgot(email));

    const other = freshEmail('locked-out');
    const callers: SupabaseClient[] = [anonClient(), await as('sales-rep'), await as('management')];
    for (const c of callers) {
      const { error } = await c.rpc('take_request_slot', { param_action: 'forgot-password', param_address: other, param_client: 'x' });
      expect(error).not.toBeNull();
    }
    expect(await forgot(other)).toEqual({ status: 200, body: FORGOT_ANSWER, retryAfter: null });
  });
});
