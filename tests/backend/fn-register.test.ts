import { FunctionsHttpError } from '@supabase/supabase-js';
import { describe, expect, it } from 'vitest';
import { mailsTo } from './auth-support.ts';
import { anonClient, serviceClient, uniqueEmail } from './helpers.ts';

const form = (email: string) => ({
  email,
  password: 'a-good-password',
  first_name: 'Riley',
  last_name: 'Newcomer',
  phone: '+1 604 555 0101',
  company: 'Harbor Energy Advisors',
  job_description: 'Broker',
});

async function register(body: Record<string, unknown>) {
  return anonClient().functions.invoke<{ message: string }>('register', { body });
}

const ANSWER = 'Thank you for registering. Your account will be active once your company approves it.';
const profileOf = (email: string) =>
  serviceClient().from('profiles').select('id, active, first_name, last_name, phone, email').eq('email', email).maybeSingle();

async function errorBody(error: unknown): Promise<{ status: number; body: { code: string; message: string } }> {
  expect(error).toBeInstanceOf(FunctionsHttpError);
  const res = (error as FunctionsHttpError).context as Response;
  return { status: res.status, body: await res.json() };
}

describe('edge function register', () => {
  it('creates an inactive profile awaiting approval, which cannot sign in yet', async () => {
    const email = uniqueEmail('register');
    const { data, error, response } = await register(form(email));
    expect(error).toBeNull();
    expect(response?.status).toBe(201);
    expect(data).toEqual({ message: ANSWER });

    const { data: profile } = await profileOf(email);
    expect(profile).toMatchObject({ active: false, first_name: 'Riley', last_name: 'Newcomer', phone: '+1 604 555 0101', email });

    // The password works at Auth, but the portal refuses the inactive profile (its RLS shows it to its owner).
    const client = anonClient();
    const signIn = await client.auth.signInWithPassword({ email, password: 'a-good-password' });
    expect(signIn.error).toBeNull();
    const { data: own } = await client.from('profiles').select('active').eq('id', profile?.id).maybeSingle();
    expect(own?.active ?? false).toBe(false);

    const mails = await mailsTo(email);
    expect(mails.map((m) => m.subject)).toContain('We received your registration');
    const managers = await mailsTo('management@demo.test');
    expect(managers.some((m) => m.subject === 'New registration awaiting approval: Riley Newcomer')).toBe(true);
  });

  it('answers an address that already has an account exactly as a new one, and mails its owner instead', async () => {
    const email = uniqueEmail('register-twice');
    expect((await register(form(email))).error).toBeNull();
    const before = (await profileOf(email)).data;
    const again = await register({ ...form(email), first_name: 'Mallory', password: 'another-password' });
    expect(again.error).toBeNull();
    expect(again.response?.status).toBe(201);
    expect(again.data).toEqual({ message: ANSWER });
    expect((await profileOf(email)).data).toEqual(before);
    const mails = (await mailsTo(email)).filter((m) => m.subject === 'We received your registration');
    expect(mails).toHaveLength(2);
    expect(mails[0].html).toContain('it already has one');
  });

  it('lists every invalid field in one 400', async () => {
    const { status, body } = await errorBody((await register({ email: 'nope', password: 'short', first_name: ' ', phone: 'abc' })).error);
    expect(status).toBe(400);
    expect(body.code).toBe('bad_request');
    for (const field of ['email', 'password', 'first_name', 'last_name', 'phone']) expect(body.message).toContain(field);
  });

  it('leaves a demo address (already registered) alone: same answer, same profile, its password still works', async () => {
    const { data, error } = await register(form('sales-rep@demo.test'));
    expect(error).toBeNull();
    expect(data).toEqual({ message: ANSWER });
    const { data: profile } = await serviceClient()
      .from('profiles')
      .select('active, first_name')
      .eq('email', 'sales-rep@demo.test')
      .single();
    expect(profile).toEqual({ active: true, first_name: 'Sam' });
    const signIn = await anonClient().auth.signInWithPassword({ email: 'sales-rep@demo.test', password: 'demo-password' });
    expect(signIn.error).toBeNull();
  });
});
