import { describe, expect, it } from 'vitest';
import { linkIn, mailsTo, openLink } from './auth-support.ts';
import { anonClient, createUserClient, uniqueEmail } from './helpers.ts';

const SITE = 'http://localhost:5173';

describe('auth: updateUser', () => {
  it('merges data into user_metadata; null deletes a key', async () => {
    const { client } = await createUserClient({ user_metadata: { a: 1, b: 2 } });
    const { data, error } = await client.auth.updateUser({ data: { b: null, c: 3 } });
    expect(error).toBeNull();
    expect(data.user?.user_metadata).toMatchObject({ a: 1, c: 3 });
    expect(data.user?.user_metadata).not.toHaveProperty('b');
  });

  it('changes the password; same or weak passwords are refused', async () => {
    const { client, email, password } = await createUserClient();
    const same = await client.auth.updateUser({ password });
    expect(same.error).toMatchObject({ status: 422, code: 'same_password' });
    const weak = await client.auth.updateUser({ password: 'abc' });
    expect(weak.error).toMatchObject({ status: 422, code: 'weak_password' });
    expect((await client.auth.updateUser({ password: 'brand-new-pw' })).error).toBeNull();
    expect((await anonClient().auth.signInWithPassword({ email, password })).error?.code).toBe('invalid_credentials');
    expect((await anonClient().auth.signInWithPassword({ email, password: 'brand-new-pw' })).error).toBeNull();
    // The session that changed the password stays valid.
    expect((await client.auth.getUser()).error).toBeNull();
  });

  it('app_metadata cannot be changed by the user', async () => {
    const { client } = await createUserClient();
    const res = await client.auth.updateUser({ data: {} });
    expect(res.error).toBeNull();
  });
});

describe('auth: e-mail change (double confirm)', () => {
  it('keeps the e-mail pending until both mailed links are opened', async () => {
    const { client, email, password, user } = await createUserClient();
    const next = uniqueEmail('moved');
    const { data, error } = await client.auth.updateUser({ email: next }, { emailRedirectTo: `${SITE}/settings` });
    expect(error).toBeNull();
    expect(data.user?.email).toBe(email);
    expect(data.user?.new_email).toBe(next);
    expect(data.user?.email_change_sent_at).toBeTruthy();

    const toOld = (await mailsTo(email)).filter((m) => m.kind === 'email_change');
    const toNew = (await mailsTo(next)).filter((m) => m.kind === 'email_change');
    expect(toOld).toHaveLength(1);
    expect(toNew).toHaveLength(1);
    expect(toOld[0].subject).toBe('Confirm Email Change');
    expect(linkIn(toOld[0])).not.toBe(linkIn(toNew[0]));

    const first = await openLink(linkIn(toOld[0]));
    expect(first.status).toBe(303);
    expect(first.location.startsWith(`${SITE}/settings#`)).toBe(true);
    expect(first.fragment.get('message')).toBe('Confirmation link accepted. Please proceed to confirm link sent to the other email');
    expect((await client.auth.getUser()).data.user).toMatchObject({ email, new_email: next });

    const second = await openLink(linkIn(toNew[0]));
    expect(second.status).toBe(303);
    expect(second.fragment.get('type')).toBe('email_change');
    expect(second.fragment.get('token_type')).toBe('bearer');
    expect(second.fragment.get('access_token')).toBeTruthy();
    const after = (await client.auth.getUser()).data.user;
    expect(after?.email).toBe(next);
    expect(after?.new_email).toBeUndefined();
    expect(after?.id).toBe(user.id);
    expect((await anonClient().auth.signInWithPassword({ email: next, password })).error).toBeNull();
    // A used link does not work twice.
    const again = await openLink(linkIn(toNew[0]));
    expect(again.fragment.get('error_code')).toBe('otp_expired');
  });

  it('an address already in use → 422 email_exists', async () => {
    const a = await createUserClient();
    const b = await createUserClient();
    const { error } = await a.client.auth.updateUser({ email: b.email });
    expect(error).toMatchObject({ status: 422, code: 'email_exists' });
  });

  it('asking again at once → 429; resend later re-sends both mails; unknown addresses get {}', async () => {
    const { client, email } = await createUserClient();
    const next = uniqueEmail('moved');
    expect((await client.auth.updateUser({ email: next })).error).toBeNull();
    const fast = await client.auth.updateUser({ email: next });
    expect(fast.error).toMatchObject({ status: 429, code: 'over_email_send_rate_limit' });
    // max_frequency = 1s in supabase/config.toml
    await new Promise((r) => setTimeout(r, 1_100));
    const resent = await anonClient().auth.resend({ type: 'email_change', email });
    expect(resent.error).toBeNull();
    expect((await mailsTo(next)).filter((m) => m.kind === 'email_change')).toHaveLength(2);
    expect((await mailsTo(email)).filter((m) => m.kind === 'email_change')).toHaveLength(2);
    // The newest links are the valid ones.
    const [newest] = await mailsTo(next);
    const [newestOld] = await mailsTo(email);
    await openLink(linkIn(newestOld));
    expect((await openLink(linkIn(newest))).fragment.get('type')).toBe('email_change');
    expect((await client.auth.getUser()).data.user?.email).toBe(next);

    const unknown = await anonClient().auth.resend({ type: 'email_change', email: uniqueEmail('nobody') });
    expect(unknown.error).toBeNull();
  });

  it('an address taken while the change was pending is refused when the last link is opened', async () => {
    const { client, email } = await createUserClient();
    const next = uniqueEmail('contested');
    expect((await client.auth.updateUser({ email: next })).error).toBeNull();
    await createUserClient({ email: next });
    await openLink(linkIn((await mailsTo(email)).find((m) => m.kind === 'email_change')!));
    const last = await openLink(linkIn((await mailsTo(next)).find((m) => m.kind === 'email_change')!));
    expect(last.status).toBe(303);
    expect(last.fragment.get('error_code')).toBe('email_exists');
    expect((await client.auth.getUser()).data.user?.email).toBe(email);
  });

  it('SQL can cancel a pending change (cancel_email_change RPC): new_email disappears and the links die', async () => {
    const { client, email } = await createUserClient();
    const next = uniqueEmail('cancelled');
    expect((await client.auth.updateUser({ email: next })).error).toBeNull();
    const { error } = await client.rpc('cancel_email_change');
    expect(error).toBeNull();
    const me = (await client.auth.getUser()).data.user;
    expect(me?.email).toBe(email);
    expect(me?.new_email).toBeUndefined();
    expect(me?.email_change_sent_at).toBeUndefined();
    const [mail] = await mailsTo(next);
    expect((await openLink(linkIn(mail))).fragment.get('error_code')).toBe('otp_expired');
    expect((await client.auth.getUser()).data.user?.email).toBe(email);
  });
});
