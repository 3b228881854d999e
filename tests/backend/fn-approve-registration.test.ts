import { describe, expect, it } from 'vitest';
import { mailsTo } from './auth-support.ts';
import { anonClient, DEMO, serviceClient, signIn, uniqueEmail } from './helpers.ts';
import { errorBody } from './people-support.ts';

type Client = Awaited<ReturnType<typeof signIn>>;

/** A registration as the register function leaves it: an auth user and an inactive profile of no organization. */
async function registration() {
  const email = uniqueEmail('applicant');
  const admin = serviceClient();
  const { data, error } = await admin.auth.admin.createUser({ email, password: 'applicant-password', email_confirm: true });
  if (error) throw error;
  const id = data.user.id;
  const res = await admin
    .from('profiles')
    .insert({ id, email, first_name: 'Ada', last_name: 'Applicant', active: false, first_login: false });
  if (res.error) throw res.error;
  return { id, email };
}

const approve = (client: Client, body: Record<string, unknown>) =>
  client.functions.invoke<{ id: string; approved: boolean; mailed: boolean }>('approve-registration', { body });

const pending = async (client: Client) => ((await client.rpc('pending_registrations')).data ?? []) as { id: string }[];

// Issue 16, defect 11: registrations could never be approved.
describe('registrations: listed for management, approved in one call', () => {
  it('management sees a new registration among the pending ones; other roles see none', async () => {
    const { id } = await registration();
    expect((await pending(await signIn('management@demo.test'))).map((p) => p.id)).toContain(id);
    for (const who of ['company-admin@demo.test', 'partner-admin@demo.test', 'sales-rep@demo.test']) {
      expect((await pending(await signIn(who))).map((p) => p.id)).not.toContain(id);
    }
    expect((await anonClient().rpc('pending_registrations')).error).not.toBeNull();
  });

  it('approving as staff of an organization: member, role, active, mailed, and no longer pending; then they sign in', async () => {
    const { id, email } = await registration();
    const client = await signIn('management@demo.test');
    const { data, error } = await approve(client, {
      id,
      role: 1,
      organization: DEMO.organizations.coastal,
      redirect_to: 'http://localhost:5173/welcome/login',
    });
    expect(error).toBeNull();
    expect(data).toEqual({ id, approved: true, mailed: true });
    const { data: profile } = await serviceClient().from('profiles').select('role, active, last_organization').eq('id', id).single();
    expect(profile).toEqual({ role: 1, active: true, last_organization: DEMO.organizations.coastal });
    const { data: member } = await serviceClient().from('assigned_organizations').select('organization').eq('profile', id);
    expect(member).toEqual([{ organization: DEMO.organizations.coastal }]);
    expect((await pending(client)).map((p) => p.id)).not.toContain(id);
    const [mail] = await mailsTo(email);
    expect(mail.subject).toBe('Your Partner Portal account is active');
    expect(mail.html).toContain('http://localhost:5173/welcome/login');
    const { error: signInError } = await anonClient().auth.signInWithPassword({ email, password: 'applicant-password' });
    expect(signInError).toBeNull();
  });

  it('approving into a partner: the partner must be of the chosen organization', async () => {
    const { id } = await registration();
    const client = await signIn('management@demo.test');
    const wrong = await errorBody(
      (await approve(client, { id, role: 7, organization: DEMO.organizations.coastal, partner: DEMO.partners.brightline })).error,
    );
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe('The sales partner must belong to the chosen organization');
    const { data: still } = await serviceClient().from('profiles').select('active, partner_id').eq('id', id).single();
    expect(still).toEqual({ active: false, partner_id: null });
    const { error } = await approve(client, { id, role: 7, organization: DEMO.organizations.summit, partner: DEMO.partners.brightline });
    expect(error).toBeNull();
    const { data: profile } = await serviceClient().from('profiles').select('role, active, partner_id').eq('id', id).single();
    expect(profile).toEqual({ role: 7, active: true, partner_id: DEMO.partners.brightline });
  });

  it('nobody but management approves: a company admin is refused (403, the same for any id) and nothing changes', async () => {
    const { id, email } = await registration();
    const res = await errorBody(
      (await approve(await signIn('company-admin@demo.test'), { id, role: 7, organization: DEMO.organizations.summit })).error,
    );
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('You cannot approve this registration');
    const { data } = await serviceClient().from('profiles').select('active').eq('id', id).single();
    expect(data?.active).toBe(false);
    const { data: member } = await serviceClient().from('assigned_organizations').select('organization').eq('profile', id);
    expect(member).toEqual([]);
    expect(await mailsTo(email)).toEqual([]);
  });

  it('a second approval answers 404 (already approved); bad input answers 400 with the fields', async () => {
    const { id } = await registration();
    const client = await signIn('management@demo.test');
    expect((await approve(client, { id, role: 5, organization: DEMO.organizations.summit })).error).toBeNull();
    expect((await errorBody((await approve(client, { id, role: 5, organization: DEMO.organizations.summit })).error)).status).toBe(404);
    const bad = await errorBody((await approve(client, { id: 'x', role: 9 })).error);
    expect(bad.status).toBe(400);
    expect(bad.body.details?.fields).toEqual(['id', 'organization', 'role']);
  });

  it('401 without a user', async () => {
    const res = await errorBody((await anonClient().functions.invoke('approve-registration', { body: {} })).error);
    expect(res.status).toBe(401);
  });
});
