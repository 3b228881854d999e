import { describe, expect, it } from 'vitest';
import { anonClient, DEMO, raw, serviceClient, signIn, uniqueEmail } from './helpers.ts';

// Issue 26, item 6: a registrant who signs in before approval is told "Your registration is awaiting
// approval", not "Account disabled" (which stays for inactive or missing profiles). The sign-in page asks
// `my_registration_pending()` once the password was right; the rule (app.is_registration) is the one
// management's list of registrations reads.

/** A registration as the register function leaves it: an auth user and an inactive profile of nothing. */
async function registration() {
  const email = uniqueEmail('waiting');
  const admin = serviceClient();
  const { data, error } = await admin.auth.admin.createUser({ email, password: 'waiting-password', email_confirm: true });
  if (error) throw error;
  const id = data.user.id;
  const res = await admin
    .from('profiles')
    .insert({ id, email, first_name: 'Wren', last_name: 'Waiting', active: false, first_login: false });
  if (res.error) throw res.error;
  return { id, email };
}

const pendingAs = async (email: string, password = 'demo-password') => {
  const client = anonClient();
  const { error } = await client.auth.signInWithPassword({ email, password });
  if (error) throw error;
  return client.rpc('my_registration_pending');
};

describe('my_registration_pending', () => {
  it('is true for a registrant signed in with their password, and false once approved — also when switched off later', async () => {
    const { id, email } = await registration();
    expect(await pendingAs(email, 'waiting-password')).toMatchObject({ data: true, error: null });

    const management = await signIn('management@demo.test');
    const approved = await management.rpc('approve_registration', {
      param_profile: id,
      param_role: 7,
      param_organization: DEMO.organizations.summit,
      param_partner: DEMO.partners.brightline,
    });
    expect(approved.error).toBeNull();
    expect(await pendingAs(email, 'waiting-password')).toMatchObject({ data: false, error: null });

    // Deactivated afterwards, they are a disabled account (a member of a partner), not a registration.
    expect((await serviceClient().from('profiles').update({ active: false }).eq('id', id)).error).toBeNull();
    expect(await pendingAs(email, 'waiting-password')).toMatchObject({ data: false, error: null });
  });

  it('is false for the disabled demo user (inactive, of a partner) and for active users', async () => {
    expect(await pendingAs('disabled@demo.test')).toMatchObject({ data: false, error: null });
    expect(await pendingAs('sales-rep@demo.test')).toMatchObject({ data: false, error: null });
    expect(await pendingAs('management@demo.test')).toMatchObject({ data: false, error: null });
  });

  it('speaks only of the caller: it takes no argument, and a named profile is refused', async () => {
    const { id } = await registration();
    const client = await signIn('sales-rep@demo.test');
    const named = await client.rpc('my_registration_pending', { param_profile: id } as never);
    expect(named.error).not.toBeNull();
    expect(named.data).toBeNull();
  });

  it('tells an anonymous caller nothing: anon may not call it, and a wrong password fails as for an unknown e-mail', async () => {
    const { email } = await registration();
    const res = await raw('/rest/v1/rpc/my_registration_pending', { method: 'POST', body: '{}' });
    expect(res.status).toBe(401);
    expect(await res.text()).not.toMatch(/true|false/);

    const wrong = await anonClient().auth.signInWithPassword({ email, password: 'not-the-password' });
    const unknown = await anonClient().auth.signInWithPassword({ email: uniqueEmail('nobody'), password: 'not-the-password' });
    expect(wrong.error?.status).toBe(400);
    expect(wrong.error?.code).toBe('invalid_credentials');
    expect({ status: unknown.error?.status, code: unknown.error?.code, message: unknown.error?.message }).toEqual({
      status: wrong.error?.status,
      code: wrong.error?.code,
      message: wrong.error?.message,
    });
  });

  it("management's list of registrations reads the same rule", async () => {
    const { id } = await registration();
    const listed = await (await signIn('management@demo.test')).rpc('pending_registrations');
    expect((listed.data as { id: string }[]).map((p) => p.id)).toContain(id);
    expect((listed.data as { id: string }[]).map((p) => p.id)).not.toContain('a0000000-0000-4000-8000-000000000008');
  });
});
