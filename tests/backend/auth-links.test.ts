import { describe, expect, it } from 'vitest';
import { jwtPayload, latestMail, linkIn, mailsTo, openLink } from './auth-support.ts';
import { anonClient, createUserClient, env, serviceClient, uniqueEmail } from './helpers.ts';

const SITE = 'http://localhost:5173';

describe('auth: password recovery', () => {
  it('answers {} for unknown addresses and sends nothing', async () => {
    const email = uniqueEmail('nobody');
    const { data, error } = await anonClient().auth.resetPasswordForEmail(email);
    expect(error).toBeNull();
    expect(data).toEqual({});
    expect(await mailsTo(email)).toEqual([]);
  });

  it('the recovery link signs the user in with type=recovery at the allowed redirect', async () => {
    const { email, user } = await createUserClient();
    const { error } = await anonClient().auth.resetPasswordForEmail(email, { redirectTo: `${SITE}/reset-password` });
    expect(error).toBeNull();
    const mail = await latestMail(email, 'recovery');
    expect(mail.subject).toBe('Reset Your Password');
    const link = linkIn(mail);
    expect(link.startsWith(`${env().url}/auth/v1/verify?token=`)).toBe(true);
    expect(new URL(link).searchParams.get('type')).toBe('recovery');
    const { status, location, fragment } = await openLink(link);
    expect(status).toBe(303);
    expect(location.startsWith(`${SITE}/reset-password#`)).toBe(true);
    expect(fragment.get('type')).toBe('recovery');
    expect(fragment.get('token_type')).toBe('bearer');
    expect(fragment.get('expires_in')).toBe('3600');
    expect(fragment.has('sb')).toBe(true);
    const accessToken = fragment.get('access_token')!;
    expect(jwtPayload(accessToken)).toMatchObject({ sub: user.id, amr: [{ method: 'recovery', timestamp: expect.any(Number) }] });

    // The app sets that session and chooses a new password.
    const client = anonClient();
    const set = await client.auth.setSession({ access_token: accessToken, refresh_token: fragment.get('refresh_token')! });
    expect(set.error).toBeNull();
    expect((await client.auth.updateUser({ password: 'recovered-pw' })).error).toBeNull();
    expect((await anonClient().auth.signInWithPassword({ email, password: 'recovered-pw' })).error).toBeNull();
  });

  it('a forged or used link redirects to site_url with the error in the fragment', async () => {
    const { email } = await createUserClient();
    await anonClient().auth.resetPasswordForEmail(email, { redirectTo: 'https://evil.example/steal' });
    const link = linkIn(await latestMail(email, 'recovery'));
    // A redirect_to outside site_url / additional_redirect_urls falls back to site_url.
    expect(new URL(link).searchParams.get('redirect_to')).toBe(SITE);
    const forged = link.replace(/token=[^&]+/, 'token=0000');
    const bad = await openLink(forged);
    expect(bad.status).toBe(303);
    expect(bad.location.startsWith(`${SITE}#`)).toBe(true);
    expect(Object.fromEntries(bad.fragment)).toEqual({
      error: 'access_denied',
      error_code: 'otp_expired',
      error_description: 'Email link is invalid or has expired',
      sb: '',
    });
    expect((await openLink(link)).fragment.get('type')).toBe('recovery');
    expect((await openLink(link)).fragment.get('error_code')).toBe('otp_expired');
  });

  it('redirect_to matching additional_redirect_urls (with ** globs) is kept', async () => {
    const { email } = await createUserClient();
    await anonClient().auth.resetPasswordForEmail(email, { redirectTo: 'http://127.0.0.1:5173/auth/reset?x=1' });
    const link = linkIn(await latestMail(email, 'recovery'));
    expect(new URL(link).searchParams.get('redirect_to')).toBe('http://127.0.0.1:5173/auth/reset?x=1');
    const { location } = await openLink(link);
    expect(location.startsWith('http://127.0.0.1:5173/auth/reset?x=1#access_token=')).toBe(true);
  });
});

describe('auth: invite', () => {
  it('inviteUserByEmail creates an invited user; the link completes sign-up', async () => {
    const email = uniqueEmail('invited');
    const { data, error } = await serviceClient().auth.admin.inviteUserByEmail(email, {
      data: { full_name: 'Ivy' },
      redirectTo: `${SITE}/accept-invite`,
    });
    expect(error).toBeNull();
    expect(data.user).toMatchObject({ email, user_metadata: expect.objectContaining({ full_name: 'Ivy' }) });
    expect(data.user?.invited_at).toBeTruthy();
    expect(data.user?.email_confirmed_at).toBeUndefined();

    const mail = await latestMail(email, 'invite');
    expect(mail.subject).toBe('You have been invited');
    const { fragment, location } = await openLink(linkIn(mail));
    expect(location.startsWith(`${SITE}/accept-invite#`)).toBe(true);
    expect(fragment.get('type')).toBe('invite');
    const client = anonClient();
    await client.auth.setSession({ access_token: fragment.get('access_token')!, refresh_token: fragment.get('refresh_token')! });
    const me = (await client.auth.getUser()).data.user;
    expect(me?.email_confirmed_at).toBeTruthy();
    expect((await client.auth.updateUser({ password: 'invited-pw' })).error).toBeNull();
    expect((await anonClient().auth.signInWithPassword({ email, password: 'invited-pw' })).error).toBeNull();
  });

  it('inviting a registered address → 422 email_exists; a user key → 403 not_admin', async () => {
    const { email, client } = await createUserClient();
    const { error } = await serviceClient().auth.admin.inviteUserByEmail(email);
    expect(error).toMatchObject({ status: 422, code: 'email_exists' });
    const token = (await client.auth.getSession()).data.session!.access_token;
    const res = await fetch(`${env().url}/auth/v1/invite`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'x-supabase-api-version': '2024-01-01' },
      body: JSON.stringify({ email: uniqueEmail() }),
    });
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ code: 'not_admin', message: 'User not allowed' });
  });
});

describe('auth: magic links and OTP', () => {
  it('signInWithOtp mails a magic link to a known user; verifyOtp accepts the code', async () => {
    const { email, user } = await createUserClient();
    expect((await anonClient().auth.signInWithOtp({ email })).error).toBeNull();
    const mail = await latestMail(email, 'magic_link');
    const { fragment } = await openLink(linkIn(mail));
    expect(fragment.get('type')).toBe('magiclink');
    expect(jwtPayload(fragment.get('access_token')!).sub).toBe(user.id);

    await new Promise((r) => setTimeout(r, 1_100)); // max_frequency = 1s between mails
    await anonClient().auth.signInWithOtp({ email });
    const code = /code: (\d{6})/.exec((await latestMail(email, 'magic_link')).text ?? '')![1];
    const client = anonClient();
    const { data, error } = await client.auth.verifyOtp({ email, token: code, type: 'email' });
    expect(error).toBeNull();
    expect(data.user?.id).toBe(user.id);
    expect(jwtPayload(data.session!.access_token).amr).toEqual([{ method: 'otp', timestamp: expect.any(Number) }]);
  });

  it('signInWithOtp for a new address creates the user; the confirmation link signs in', async () => {
    const email = uniqueEmail('otp-new');
    expect((await anonClient().auth.signInWithOtp({ email, options: { data: { source: 'otp' } } })).error).toBeNull();
    const { fragment } = await openLink(linkIn(await latestMail(email, 'confirmation')));
    expect(fragment.get('type')).toBe('signup');
    const claims = jwtPayload(fragment.get('access_token')!);
    expect(claims).toMatchObject({ email, user_metadata: expect.objectContaining({ source: 'otp', email_verified: true }) });
    const refused = await anonClient().auth.signInWithOtp({ email: uniqueEmail(), options: { shouldCreateUser: false } });
    expect(refused.error).toMatchObject({ status: 422, code: 'otp_disabled' });
  });
});

describe('auth: admin generateLink', () => {
  it('returns the link properties without sending mail; the OTP and hash verify', async () => {
    const { email, user } = await createUserClient();
    const admin = serviceClient().auth.admin;
    const { data, error } = await admin.generateLink({ type: 'magiclink', email, options: { redirectTo: `${SITE}/welcome` } });
    expect(error).toBeNull();
    expect(data.user?.id).toBe(user.id);
    expect(data.properties).toMatchObject({ verification_type: 'magiclink', redirect_to: `${SITE}/welcome` });
    expect(data.properties?.email_otp).toMatch(/^\d{6}$/);
    expect(data.properties?.action_link).toBe(
      `${env().url}/auth/v1/verify?token=${data.properties?.hashed_token}&type=magiclink&redirect_to=${encodeURIComponent(`${SITE}/welcome`)}`,
    );
    expect((await mailsTo(email)).filter((m) => m.kind === 'magic_link')).toEqual([]);
    const v = await anonClient().auth.verifyOtp({ token_hash: data.properties!.hashed_token, type: 'magiclink' });
    expect(v.error).toBeNull();
    expect(v.data.user?.id).toBe(user.id);
    const again = await anonClient().auth.verifyOtp({ token_hash: data.properties!.hashed_token, type: 'magiclink' });
    expect(again.error).toMatchObject({ status: 403, code: 'otp_expired' });
  });

  it('signup links create an unconfirmed user; recovery for unknown users → 404', async () => {
    const admin = serviceClient().auth.admin;
    const email = uniqueEmail('gen-signup');
    const { data } = await admin.generateLink({ type: 'signup', email, password: 'gen-pass-1' });
    expect(data.user?.email_confirmed_at).toBeUndefined();
    expect((await anonClient().auth.signInWithPassword({ email, password: 'gen-pass-1' })).error?.code).toBe('email_not_confirmed');
    expect((await openLink(data.properties!.action_link)).fragment.get('type')).toBe('signup');
    expect((await anonClient().auth.signInWithPassword({ email, password: 'gen-pass-1' })).error).toBeNull();
    const missing = await admin.generateLink({ type: 'recovery', email: uniqueEmail('nobody') });
    expect(missing.error).toMatchObject({ status: 404, code: 'user_not_found' });
  });

  it('email_change_new links apply the change once the current address confirmed too', async () => {
    const { email, client } = await createUserClient();
    const next = uniqueEmail('gen-change');
    const admin = serviceClient().auth.admin;
    const cur = await admin.generateLink({ type: 'email_change_current', email, newEmail: next });
    expect(cur.data.user?.new_email).toBe(next);
    const nw = await admin.generateLink({ type: 'email_change_new', email, newEmail: next });
    expect((await openLink(cur.data.properties!.action_link)).fragment.get('message')).toMatch(/^Confirmation link accepted/);
    expect((await openLink(nw.data.properties!.action_link)).fragment.get('type')).toBe('email_change');
    expect((await client.auth.getUser()).data.user?.email).toBe(next);
  });
});

describe('auth: resend and reauthenticate', () => {
  it('resend signup mails a new confirmation link to an unconfirmed user; confirmed users get {} and no mail', async () => {
    const email = uniqueEmail('unconfirmed');
    await serviceClient().auth.admin.createUser({ email, password: 'resend-pw-1' });
    expect((await anonClient().auth.resend({ type: 'signup', email })).error).toBeNull();
    const mail = await latestMail(email, 'confirmation');
    expect(mail.subject).toBe('Confirm Your Signup');
    expect((await openLink(linkIn(mail))).fragment.get('type')).toBe('signup');
    expect((await anonClient().auth.signInWithPassword({ email, password: 'resend-pw-1' })).error).toBeNull();
    await new Promise((r) => setTimeout(r, 1_100)); // max_frequency = 1s between mails
    expect((await anonClient().auth.resend({ type: 'signup', email })).error).toBeNull();
    expect((await mailsTo(email)).filter((m) => m.kind === 'confirmation')).toHaveLength(1);
  });

  it('reauthenticate mails a code to the signed-in user', async () => {
    const { client, email } = await createUserClient();
    const { error } = await client.auth.reauthenticate();
    expect(error).toBeNull();
    const mail = await latestMail(email, 'reauthentication');
    expect(mail.text).toMatch(/code: \d{6}/);
  });
});
