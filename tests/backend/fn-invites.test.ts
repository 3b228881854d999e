import { describe, expect, it } from 'vitest';
import { mailsTo, openLink } from './auth-support.ts';
import { anonClient, DEMO, env, serviceClient, signIn } from './helpers.ts';
import {
  acceptLink,
  companyAdmin,
  errorBody,
  invite,
  management,
  partnerAdmin,
  partnerInvite,
  profileOf,
  salesRep,
} from './people-support.ts';

/** Auth users with this e-mail (GoTrue's admin list, filtered), as the service role sees them. */
async function authUsers(email: string): Promise<{ id: string; confirmed: boolean }[]> {
  const { url, serviceRoleKey } = env();
  const res = await fetch(`${url}/auth/v1/admin/users?filter=${encodeURIComponent(email)}`, {
    headers: { apikey: serviceRoleKey, authorization: `Bearer ${serviceRoleKey}` },
  });
  const { users } = (await res.json()) as { users: { id: string; email: string; email_confirmed_at?: string | null }[] };
  return users.filter((u) => u.email === email).map((u) => ({ id: u.id, confirmed: Boolean(u.email_confirmed_at) }));
}

const invitesTo = async (email: string) =>
  (await mailsTo(email)).filter((m) => m.subject === 'You have been invited to the Partner Portal');

describe('edge function invites', () => {
  it('401 without a user JWT', async () => {
    const { status, body } = await errorBody((await anonClient().functions.invoke('invites', { body: partnerInvite() })).error);
    expect(status).toBe(401);
    expect(body.code).toBe('unauthorized');
  });

  it('403 without profiles.INVITE (a sales rep)', async () => {
    const { status, body } = await errorBody((await (await salesRep()).functions.invoke('invites', { body: partnerInvite() })).error);
    expect(status).toBe(403);
    expect(body.message).toContain('profiles.INVITE');
  });

  it('400 lists every bad field', async () => {
    const body = { email: 'nope', type: 'partner', first_name: '', role: 9 };
    const res = await errorBody((await (await management()).functions.invoke('invites', { body })).error);
    expect(res.status).toBe(400);
    expect(res.body.details?.fields).toEqual(expect.arrayContaining(['email', 'record', 'role', 'first_name', 'last_name']));
  });

  it('a partner admin cannot invite a management user', async () => {
    const body: Record<string, unknown> = {
      ...partnerInvite(),
      type: 'organization',
      record: null,
      organization: DEMO.organizations.summit,
      role: 4,
    };
    const { status, body: err } = await errorBody((await (await partnerAdmin()).functions.invoke('invites', { body })).error);
    expect(status).toBe(403);
    expect(err.message).toMatch(/management/i);
    const { count } = await serviceClient()
      .from('profiles')
      .select('id', { count: 'exact', head: true })
      .eq('email', body.email as string);
    expect(count).toBe(0);
  });

  it('a partner admin invites a sales rep to their partner; the mailed link completes sign-up', async () => {
    const body = partnerInvite({ redirect_to: 'http://localhost:5173/update-password' });
    const id = await invite(await partnerAdmin(), body);
    const profile = await profileOf(id);
    expect(profile).toMatchObject({ email: body.email, role: 7, partner_id: DEMO.partners.brightline, active: true, first_name: 'Ivy' });
    const { data: orgs } = await serviceClient().from('assigned_organizations').select('organization').eq('profile', id);
    expect(orgs).toEqual([{ organization: DEMO.organizations.summit }]);

    const mail = (await mailsTo(body.email as string)).find((m) => m.subject === 'You have been invited to the Partner Portal');
    expect(mail).toBeDefined();
    const { location, fragment } = await openLink(acceptLink(mail!));
    expect(location).toMatch(/^http:\/\/localhost:5173\/update-password#/);
    const client = anonClient();
    await client.auth.setSession({ access_token: fragment.get('access_token')!, refresh_token: fragment.get('refresh_token')! });
    const { error } = await client.auth.updateUser({ password: 'invited-password' });
    expect(error).toBeNull();
    const signedIn = anonClient();
    expect((await signedIn.auth.signInWithPassword({ email: body.email as string, password: 'invited-password' })).error).toBeNull();
    const { data: partner } = await signedIn.from('partners').select('name').eq('id', DEMO.partners.brightline).single();
    expect(partner?.name).toBe('Brightline Solar & Power');
  });

  it('a partner admin cannot invite into a partner that is not theirs', async () => {
    const res = await errorBody(
      (await (await partnerAdmin()).functions.invoke('invites', { body: partnerInvite({ record: DEMO.partners.harbor }) })).error,
    );
    expect(res.status).toBe(403);
  });

  it('owner invites need partners.INVITE and link the owner; send=false sends no mail', async () => {
    const refused = await errorBody(
      (await (await partnerAdmin()).functions.invoke('invites', { body: partnerInvite({ owner: true, role: 3 }) })).error,
    );
    expect(refused.status).toBe(403);
    expect(refused.body.message).toContain('partners.INVITE');

    const admin = serviceClient();
    const { data: partner } = await admin
      .from('partners')
      .insert({ name: 'Invite Owner Test Co', organization_id: DEMO.organizations.summit, status: 11 })
      .select('id')
      .single();
    const body = partnerInvite({ record: partner?.id, owner: true, role: undefined, send: false });
    const id = await invite(await companyAdmin(), body);
    expect(await profileOf(id)).toMatchObject({ role: 3, partner_id: partner?.id });
    const { data: after } = await admin.from('partners').select('owner').eq('id', partner?.id).single();
    expect(after?.owner).toBe(id);
    expect(await mailsTo(body.email as string)).toEqual([]);
  });

  it('a taken address answers email_exists ("Email Already Exists")', async () => {
    const res = await errorBody(
      (await (await management()).functions.invoke('invites', { body: partnerInvite({ email: 'sales-rep@demo.test' }) })).error,
    );
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ code: 'email_exists', message: 'Email Already Exists' });
  });

  it('management invites an executive with a shared profile', async () => {
    const body = {
      ...partnerInvite(),
      type: 'organization',
      record: null,
      organization: DEMO.organizations.coastal,
      role: 5,
      shared_profile: DEMO.users.salesRep2,
      job_description: 'Chief Growth Officer',
    };
    const id = await invite(await management(), body);
    expect(await profileOf(id)).toMatchObject({
      role: 5,
      last_organization: DEMO.organizations.coastal,
      job_description: 'Chief Growth Officer',
    });
    const { data } = await serviceClient().from('assigned_profiles').select('shared_profile').eq('profile', id).single();
    expect(data?.shared_profile).toBe(DEMO.users.salesRep2);
  });

  it('re-inviting a pending invitee sends the invitation again: same user, no duplicate rows', async () => {
    const body = partnerInvite();
    const email = body.email as string;
    const id = await invite(await partnerAdmin(), body);
    const again = await (await partnerAdmin()).functions.invoke<{ id: string; reinvited: boolean }>('invites', { body });
    expect(again.error).toBeNull();
    expect(again.data).toMatchObject({ id, reinvited: true });
    expect(await authUsers(email)).toEqual([{ id, confirmed: false }]);
    const admin = serviceClient();
    expect((await admin.from('profiles').select('id').eq('email', email)).data).toEqual([{ id }]);
    expect((await admin.from('assigned_organizations').select('organization').eq('profile', id)).data).toEqual([
      { organization: DEMO.organizations.summit },
    ]);
    const mails = await invitesTo(email);
    expect(mails).toHaveLength(2);
    // The newest link is the one that works (a fresh token, as hosted Auth's invite gives).
    const { location } = await openLink(acceptLink(mails[0]));
    expect(location).toContain('access_token=');
  });

  it("another tenant's invite of a pending invitee answers email_exists and leaves them alone", async () => {
    const body = partnerInvite();
    const id = await invite(await partnerAdmin(), body);
    const before = await profileOf(id);
    const res = await errorBody(
      (
        await (
          await signIn('company-admin-2@demo.test')
        ).functions.invoke('invites', {
          body: { ...body, type: 'organization', record: null, organization: DEMO.organizations.coastal, role: 5 },
        })
      ).error,
    );
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ code: 'email_exists', message: 'Email Already Exists' });
    expect(await authUsers(body.email as string)).toEqual([{ id, confirmed: false }]);
    expect(await profileOf(id)).toEqual(before);
    expect(await invitesTo(body.email as string)).toHaveLength(1);
  });

  it('a failed invite deletes the user it created, and never one it did not create', async () => {
    // New address, refused after the user was created (only management assigns shared profiles): nothing stays.
    const fresh = partnerInvite({ shared_profile: DEMO.users.regional });
    const refused = await errorBody((await (await partnerAdmin()).functions.invoke('invites', { body: fresh })).error);
    expect(refused.status).toBe(403);
    expect(await authUsers(fresh.email as string)).toEqual([]);
    // A pending invitee, re-invited with the same refused extra: refused again, but the user stays.
    const pending = partnerInvite();
    const id = await invite(await partnerAdmin(), pending);
    const again = await errorBody(
      (await (await partnerAdmin()).functions.invoke('invites', { body: { ...pending, shared_profile: DEMO.users.regional } })).error,
    );
    expect(again.status).toBe(403);
    expect(await authUsers(pending.email as string)).toEqual([{ id, confirmed: false }]);
    expect(await profileOf(id)).toMatchObject({ role: 7, partner_id: DEMO.partners.brightline });
  });

  it('inviting a confirmed user answers email_exists and deletes nobody', async () => {
    const res = await errorBody(
      (await (await management()).functions.invoke('invites', { body: partnerInvite({ email: 'sales-rep-2@demo.test' }) })).error,
    );
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ code: 'email_exists', message: 'Email Already Exists' });
    expect(await authUsers('sales-rep-2@demo.test')).toEqual([{ id: DEMO.users.salesRep2, confirmed: true }]);
    expect(await profileOf(DEMO.users.salesRep2)).toMatchObject({ role: 7, active: true });
  });
});
