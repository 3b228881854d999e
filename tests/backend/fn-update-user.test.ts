import { describe, expect, it } from 'vitest';
import { anonClient, DEMO, serviceClient, uniqueEmail } from './helpers.ts';
import { companyAdmin, errorBody, invite, management, partnerAdmin, partnerInvite, profileOf, salesRep } from './people-support.ts';

async function update(client: Awaited<ReturnType<typeof management>>, body: Record<string, unknown>) {
  return client.functions.invoke<Record<string, unknown>>('update-user', { body });
}

describe('edge function update-user', () => {
  it('401 without a user JWT, 403 without profiles.EDIT', async () => {
    const body = { id: DEMO.users.salesRep, data: { user_metadata: { role: 3 } } };
    expect((await errorBody((await anonClient().functions.invoke('update-user', { body })).error)).status).toBe(401);
    const refused = await errorBody((await update(await salesRep(), body)).error);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toContain('profiles.EDIT');
  });

  it('400 with the bad fields', async () => {
    const res = await errorBody(
      (await update(await management(), { id: 'x', data: { email: 'nope', user_metadata: { role: 11 } } })).error,
    );
    expect(res.status).toBe(400);
    expect(res.body.details?.fields).toEqual(['id', 'email', 'role']);
  });

  it('changes e-mail and role together, keeping auth and profiles in step', async () => {
    const id = await invite(await management(), partnerInvite({ send: false }));
    const email = uniqueEmail('changed');
    const { data, error } = await update(await partnerAdmin(), { id, data: { email, user_metadata: { role: 3 } } });
    expect(error).toBeNull();
    expect(data).toMatchObject({ id, email, role: 3 });
    expect(await profileOf(id)).toMatchObject({ email, role: 3 });
    const { data: user } = await serviceClient().auth.admin.getUserById(id);
    expect(user.user?.email).toBe(email);
    expect(user.user?.user_metadata.role).toBe(3);
  });

  it('a taken e-mail answers email_exists', async () => {
    const id = await invite(await management(), partnerInvite({ send: false }));
    const res = await errorBody((await update(await management(), { id, data: { email: 'executive@demo.test' } })).error);
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ code: 'email_exists', message: 'Email Already Exists' });
  });

  it('only management grants the management role', async () => {
    const id = await invite(await management(), partnerInvite({ send: false }));
    const res = await errorBody((await update(await companyAdmin(), { id, data: { user_metadata: { role: 4 } } })).error);
    expect(res.status).toBe(403);
    expect((await profileOf(id))?.role).toBe(7);
    expect((await update(await management(), { id, data: { user_metadata: { role: 4 } } })).error).toBeNull();
    expect((await profileOf(id))?.role).toBe(4);
  });

  it('a partner admin cannot edit a user of another partner', async () => {
    const res = await errorBody(
      (await update(await partnerAdmin(), { id: DEMO.users.salesRep2, data: { user_metadata: { role: 3 } } })).error,
    );
    expect(res.status).toBe(404);
    expect((await profileOf(DEMO.users.salesRep2))?.role).toBe(7);
  });

  it('assigns and removes the shared profile', async () => {
    const body = {
      ...partnerInvite({ send: false }),
      type: 'organization',
      record: null,
      organization: DEMO.organizations.summit,
      role: 5,
    };
    const id = await invite(await management(), body);
    const { data } = await update(await management(), { id, shared_profile: DEMO.users.salesRep });
    expect(data?.shared_profile).toBe(DEMO.users.salesRep);
    const row = await serviceClient().from('assigned_profiles').select('shared_profile').eq('profile', id).single();
    expect(row.data?.shared_profile).toBe(DEMO.users.salesRep);
    const cleared = await update(await management(), { id, shared_profile: null });
    expect(cleared.data?.shared_profile).toBeNull();
    const { count } = await serviceClient().from('assigned_profiles').select('id', { count: 'exact', head: true }).eq('profile', id);
    expect(count).toBe(0);
  });
});
