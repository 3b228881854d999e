/**
 * One mail budget per address across every function that mails an address (issue 25 §4): register,
 * forgot-password, invites, approve-registration and welcome-email all take from the address's one
 * budget in SQL (5 an hour, `public.take_request_slot` / `public.take_mail_slot`, migration
 * 20261128110000_mail_budget), whichever function, client or caller asks, and under concurrency. A
 * spent budget refuses (429 over_email_send_rate_limit / over_request_rate_limit) before anything is
 * created or sent, except an approval, which stands without its notice. Notices to staff (a manager
 * told of a registration) have a budget of their own. Auth's own mails: auth-endpoints.test.ts.
 * docs/security.md ("Mail to an address").
 */
import { createClient, FunctionsHttpError, type SupabaseClient } from '@supabase/supabase-js';
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import ws from 'ws';
import { mailsTo } from '../backend/auth-support.ts';
import { fetchFrom, newClientAddress } from '../backend/client-address.ts';
import { DEMO, env, signIn } from '../backend/helpers.ts';
import { partnerInvite } from '../backend/people-support.ts';
import { makeAccount, makeFile, makeRequest, twoProducts } from '../backend/pricing-support.ts';
import { as, service } from './actors.ts';
import { freshEmail } from './targets.ts';

/** app.request_throttle_limits: mail / address. */
const BUDGET = 5;

interface Answer {
  status: number;
  body: Record<string, unknown> | null;
}

/** A function call as `client` (or anon, connecting from a client address of its own). */
async function invoke(fn: string, body: Record<string, unknown>, client?: SupabaseClient): Promise<Answer> {
  const c =
    client ??
    createClient(env().url, env().anonKey, {
      auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
      realtime: { transport: ws as unknown as typeof WebSocket },
      global: { fetch: fetchFrom(newClientAddress()) },
    });
  const { data, error, response } = await c.functions.invoke(fn, { body });
  if (error instanceof FunctionsHttpError) {
    const res = error.context as Response;
    return { status: res.status, body: (await res.json()) as Record<string, unknown> };
  }
  if (error) throw error;
  return { status: response?.status ?? 0, body: data as Record<string, unknown> };
}

const forgot = (email: string) => invoke('forgot-password', { email });
const register = (email: string) =>
  invoke('register', { email, password: 'budget-password-1', first_name: 'Bea', last_name: 'Budget', company: 'Budget Ltd' });

/** Mixed case, which the budget ignores. */
const upperFirst = (email: string) => email.replace(/^./, (c) => c.toUpperCase());

/** Spends an address's whole budget through forgot-password (answers 200 whether or not it has an account). */
async function spend(email: string): Promise<void> {
  for (let i = 0; i < BUDGET; i++) expect((await forgot(email)).status).toBe(200);
}

const OVER = { status: 429, body: { code: 'over_email_send_rate_limit' } };

describe('one budget per address, whichever function mails it', () => {
  it('register and forgot-password share it: the sixth request in turn is refused by both', async () => {
    const email = freshEmail('shared');
    const answers: Answer[] = [];
    for (let i = 0; i < BUDGET; i++) answers.push(await (i % 2 ? forgot(email) : register(email)));
    for (const a of answers) expect(a.status).toBeLessThan(300);
    for (const a of [await register(email), await forgot(email), await register(email.toUpperCase())])
      expect(a).toMatchObject({ status: 429, body: { code: 'over_request_rate_limit' } });
    expect((await mailsTo(email)).length).toBeLessThanOrEqual(BUDGET);
  });

  it('an invitation to an address whose budget is spent is refused and mails nothing', async () => {
    const body = partnerInvite();
    await spend(body.email as string);
    const answer = await invoke('invites', body, await as('partner-admin'));
    expect(answer).toMatchObject(OVER);
    expect(await mailsTo(body.email as string)).toEqual([]);
  });

  it('a welcome e-mail to a contact whose budget is spent is refused and mails nothing', async () => {
    const account = await makeAccount();
    const request = await makeRequest(account.id);
    const [a, b] = await twoProducts();
    await service()
      .from('pricing_requests_products')
      .insert([a, b].map((p) => ({ pricing_request_id: request.id, product_id: p.id, retailer_id: p.retailer_id })));
    const file = await makeFile(request, 'CONTRACT', '%PDF-1.4 the signed contract');
    await spend(account.contact_email);
    const answer = await invoke(
      'welcome-email',
      { account_id: account.id, pricing_request_id: request.id, document_contract: file.id },
      await signIn('sales-rep@demo.test'),
    );
    expect(answer).toMatchObject(OVER);
    expect(await mailsTo(account.contact_email)).toEqual([]);
  });

  it('an approval stands when the applicant’s budget is spent; its notice is not sent (mailed: false)', async () => {
    const email = freshEmail('applicant');
    expect((await register(email)).status).toBe(201);
    for (let i = 1; i < BUDGET; i++) expect((await forgot(email)).status).toBe(200);
    const { data: profile } = await service().from('profiles').select('id').eq('email', email).single();
    const answer = await invoke(
      'approve-registration',
      { id: profile?.id, role: 7, organization: DEMO.organizations.summit },
      await as('management'),
    );
    expect(answer).toEqual({ status: 200, body: { id: profile?.id, approved: true, mailed: false } });
    const { data: approved } = await service().from('profiles').select('active').eq('id', profile?.id).single();
    expect(approved?.active).toBe(true);
    expect((await mailsTo(email)).map((m) => m.subject)).not.toContain('Your Partner Portal account is active');
  });

  it('concurrent requests from many clients take exactly the budget, no more', async () => {
    const { data, error } = await service().auth.admin.createUser({ email: freshEmail('rush'), email_confirm: true });
    if (error || !data.user?.email) throw new Error(`createUser failed: ${error?.message}`);
    const email = data.user.email;
    const answers = await Promise.all(Array.from({ length: 12 }, () => forgot(email)));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(BUDGET);
    expect(answers.filter((a) => a.status === 429)).toHaveLength(12 - BUDGET);
    expect((await mailsTo(email)).filter((m) => m.subject === 'Reset your password')).toHaveLength(BUDGET);
  });

  it('an address’s +labels share its budget (they reach one mailbox)', async () => {
    const [local, domain] = freshEmail('labels').split('@');
    const variants = Array.from({ length: BUDGET + 2 }, (_, i) => `${local}+${i}@${domain}`);
    const answers = [];
    for (const v of variants) answers.push(await forgot(upperFirst(v)));
    expect(answers.slice(0, BUDGET).map((a) => a.status)).toEqual(Array(BUDGET).fill(200));
    for (const a of answers.slice(BUDGET)) expect(a).toMatchObject({ status: 429, body: { code: 'over_request_rate_limit' } });
  });

  it('nobody but the service role takes a slot (no one can lock an address out)', async () => {
    const email = freshEmail('locked');
    for (const c of [await as('anon'), await as('sales-rep'), await as('management')]) {
      const { error } = await c.rpc('take_mail_slot', { param_addresses: Array.from({ length: 10 }, () => email) });
      expect(error).not.toBeNull();
    }
    expect((await forgot(email)).status).toBe(200);
  });
});

describe('notices to staff', () => {
  it('registrations mail the managers from their notice budget, not their own mail budget', async () => {
    // Six registrations, each a notice to management@demo.test: more than one address's mail budget.
    for (let i = 0; i < BUDGET + 1; i++) expect((await register(freshEmail(`notice-${i}`))).status).toBe(201);
    const { data, error } = await service().rpc('take_mail_slot', {
      param_addresses: [`${randomUUID()}@budget.test`, 'management@demo.test'],
    });
    expect({ data, error }).toEqual({ data: 0, error: null });
  });
});
