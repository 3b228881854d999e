import { describe, expect, it } from 'vitest';
import { anonClient, DEMO, serviceClient } from './helpers.ts';
import { companyAdmin, errorBody, invite, management, partnerAdmin, partnerInvite, profileOf } from './people-support.ts';

describe('edge function delete-user', () => {
  it('401 without a user JWT; 403 without profiles.DELETE', async () => {
    const body = { id: DEMO.users.salesRep };
    expect((await errorBody((await anonClient().functions.invoke('delete-user', { body })).error)).status).toBe(401);
    const refused = await errorBody((await (await partnerAdmin()).functions.invoke('delete-user', { body })).error);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toContain('profiles.DELETE');
    expect(await profileOf(DEMO.users.salesRep)).not.toBeNull();
  });

  it('400 on a bad id; never oneself', async () => {
    const client = await management();
    expect((await errorBody((await client.functions.invoke('delete-user', { body: { id: 42 } })).error)).status).toBe(400);
    const self = await errorBody((await client.functions.invoke('delete-user', { body: { id: DEMO.users.management } })).error);
    expect(self.status).toBe(403);
    expect(self.body.message).toBe('You cannot delete this user');
    expect(await profileOf(DEMO.users.management)).not.toBeNull();
  });

  it('a company admin cannot delete a user of another organization', async () => {
    const res = await errorBody(
      (await (await companyAdmin()).functions.invoke('delete-user', { body: { id: DEMO.users.salesRep2 } })).error,
    );
    expect([403, 404]).toContain(res.status);
    expect(await profileOf(DEMO.users.salesRep2)).not.toBeNull();
  });

  it('deletes the user; what they created stays with its reference cleared', async () => {
    const admin = serviceClient();
    const id = await invite(await management(), partnerInvite({ send: false }));
    const { data: account } = await admin
      .from('accounts')
      .insert({
        account_name: 'Left Behind Ltd',
        organization_id: DEMO.organizations.summit,
        partner_id: DEMO.partners.brightline,
        sales_rep: id,
      })
      .select('id')
      .single();
    const { data, error } = await (await companyAdmin()).functions.invoke('delete-user', { body: { id } });
    expect(error).toBeNull();
    expect(data).toEqual({ id, deleted: true });
    expect(await profileOf(id)).toBeNull();
    expect((await admin.auth.admin.getUserById(id)).data.user).toBeNull();
    const { data: kept } = await admin.from('accounts').select('account_name, sales_rep').eq('id', account?.id).single();
    expect(kept).toEqual({ account_name: 'Left Behind Ltd', sales_rep: null });
  });
});
