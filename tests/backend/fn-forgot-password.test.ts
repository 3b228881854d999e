import { FunctionsHttpError } from '@supabase/supabase-js';
import { describe, expect, it } from 'vitest';
import { mailsTo } from './auth-support.ts';
import { anonClient, createUserClient, serviceClient, uniqueEmail } from './helpers.ts';

const ANSWER = 'If an account exists for that email, a link to reset the password has been sent.';

async function forgot(body: Record<string, unknown>) {
  return anonClient().functions.invoke<{ message: string }>('forgot-password', { body });
}

/** The first href of an HTML mail. */
const hrefIn = (html: string | null) => /href="([^"]+)"/.exec(html ?? '')?.[1]?.replace(/&amp;/g, '&');

describe('edge function forgot-password', () => {
  it('mails a recovery link to a known address, and the link signs the user in', async () => {
    const { email } = await createUserClient();
    const { data, error, response } = await forgot({ email: email.toUpperCase(), redirect_to: 'http://localhost:5173/update-password' });
    expect(error).toBeNull();
    expect(response?.status).toBe(200);
    expect(data).toEqual({ message: ANSWER });

    const mail = (await mailsTo(email)).find((m) => m.subject === 'Reset your password');
    expect(mail).toBeDefined();
    const link = hrefIn(mail?.html ?? null);
    expect(link).toMatch(/\/auth\/v1\/verify\?token=.+type=recovery/);
    const res = await fetch(link as string, { redirect: 'manual' });
    const location = res.headers.get('location') ?? '';
    expect(location.startsWith('http://localhost:5173/update-password')).toBe(true);
    expect(new URLSearchParams(location.split('#')[1]).get('access_token')).toBeTruthy();
  });

  it('answers an unknown address exactly the same, and sends nothing', async () => {
    const email = uniqueEmail('nobody');
    const { data, error, response } = await forgot({ email });
    expect(error).toBeNull();
    expect(response?.status).toBe(200);
    expect(data).toEqual({ message: ANSWER });
    expect(await mailsTo(email)).toEqual([]);
  });

  it('sends no link to a disabled profile but answers the same', async () => {
    const { email, user } = await createUserClient();
    const admin = serviceClient();
    const { error: upsertError } = await admin.from('profiles').upsert({ id: user.id, email, active: false });
    expect(upsertError).toBeNull();
    const { data } = await forgot({ email });
    expect(data).toEqual({ message: ANSWER });
    expect((await mailsTo(email)).filter((m) => m.subject === 'Reset your password')).toEqual([]);
  });

  it('refuses a malformed address with 400 and a JSON error', async () => {
    const { error } = await forgot({ email: 'not-an-email' });
    expect(error).toBeInstanceOf(FunctionsHttpError);
    const res = (error as FunctionsHttpError).context as Response;
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: 'bad_request', message: 'Please enter a valid email' });
  });
});
