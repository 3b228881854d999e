import { describe, expect, it } from 'vitest';
import { DEMO, serviceClient, signIn } from './helpers.ts';
import { companyAdmin, management, partnerAdmin, salesRep } from './people-support.ts';

async function newPartner(name: string, regional: string | null = null): Promise<string> {
  const { data, error } = await serviceClient()
    .from('partners')
    .insert({ name, organization_id: DEMO.organizations.summit, regional_manager: regional })
    .select('id')
    .single();
  if (error) throw error;
  return data.id as string;
}

describe('people RPCs and RLS', () => {
  it('assign_regional_manager sets the picked partners and, with clear others, clears the rest', async () => {
    const kept = await newPartner('Regional Keep Co', DEMO.users.regional);
    const dropped = await newPartner('Regional Drop Co', DEMO.users.regional);
    const added = await newPartner('Regional Add Co');
    const client = await companyAdmin();
    const picked = [kept, added, DEMO.partners.brightline, DEMO.partners.keystone];
    const { error } = await client.rpc('assign_regional_manager', {
      param_manager: DEMO.users.regional,
      param_partners: picked,
      param_clear_others: true,
    });
    expect(error).toBeNull();
    const { data } = await serviceClient().from('partners').select('id, regional_manager').in('id', [kept, dropped, added]);
    const byId = Object.fromEntries((data ?? []).map((r) => [r.id, r.regional_manager]));
    expect(byId).toEqual({ [kept]: DEMO.users.regional, [added]: DEMO.users.regional, [dropped]: null });
  });

  it('without clear others the partners not picked keep their manager; a non-regional manager is refused', async () => {
    const other = await newPartner('Regional Stays Co', DEMO.users.regional);
    const added = await newPartner('Regional Also Co');
    const client = await management();
    await client.rpc('assign_regional_manager', { param_manager: DEMO.users.regional, param_partners: [added] });
    const { data } = await serviceClient().from('partners').select('regional_manager').in('id', [other, added]);
    expect(data?.map((r) => r.regional_manager)).toEqual([DEMO.users.regional, DEMO.users.regional]);
    const { error } = await client.rpc('assign_regional_manager', { param_manager: DEMO.users.salesRep, param_partners: [added] });
    expect(error?.message).toMatch(/regional role/);
  });

  it('a sales rep cannot move partners (RLS leaves them unchanged)', async () => {
    const p = await newPartner('Regional Locked Co');
    await (await salesRep()).rpc('assign_regional_manager', { param_manager: DEMO.users.regional, param_partners: [p] });
    const { data } = await serviceClient().from('partners').select('regional_manager').eq('id', p).single();
    expect(data?.regional_manager).toBeNull();
  });

  it("user_permissions: management sees anyone's, with sources; others only their own", async () => {
    const { data } = await (await management()).rpc('user_permissions', { param_user: DEMO.users.salesRep });
    const rows = data as { permission: string; source: string }[];
    expect(rows).toContainEqual({ permission: 'accounts.CREATE', source: 'role' });
    expect(rows.some((r) => r.permission === 'profiles.DELETE')).toBe(false);
    const mine = await (await salesRep()).rpc('user_permissions', { param_user: DEMO.users.salesRep });
    expect(mine.error).toBeNull();
    const other = await (await salesRep()).rpc('user_permissions', { param_user: DEMO.users.management });
    expect(other.error?.code).toBe('42501');
    const mgmt = await (await management()).rpc('user_permissions', { param_user: DEMO.users.management });
    expect((mgmt.data as { source: string }[]).every((r) => r.source === 'management')).toBe(true);
  });

  it('partners, affiliates and organizations are visible per role', async () => {
    const names = async (client: Awaited<ReturnType<typeof management>>, table: string) =>
      ((await client.from(table).select('id')).data ?? []).map((r) => r.id as string);
    const pa = await partnerAdmin();
    expect(await names(pa, 'partners')).toEqual([DEMO.partners.brightline]);
    expect(await names(pa, 'affiliates')).toEqual([]);
    const ca = await companyAdmin();
    const caPartners = await names(ca, 'partners');
    expect(caPartners).toContain(DEMO.partners.keystone);
    expect(caPartners).not.toContain(DEMO.partners.harbor);
    expect(await names(ca, 'affiliates')).toEqual([DEMO.affiliates.greenleaf]);
    expect(await names(ca, 'organizations')).toEqual([DEMO.organizations.summit]);
    const aa = await signIn('affiliate-admin@demo.test');
    expect(await names(aa, 'affiliates')).toEqual([DEMO.affiliates.greenleaf]);
    expect(await names(aa, 'partners')).toEqual([]);
    expect((await names(await management(), 'organizations')).length).toBeGreaterThanOrEqual(2);
  });

  it('can_manage_organization and the storage breakdown follow membership', async () => {
    const ca = await companyAdmin();
    expect((await ca.rpc('can_manage_organization', { param_org_id: DEMO.organizations.summit })).data).toBe(true);
    expect((await ca.rpc('can_manage_organization', { param_org_id: DEMO.organizations.coastal })).data).toBe(false);
    const { data, error } = await ca.rpc('get_organization_storage_breakdown', { param_org_id: DEMO.organizations.coastal });
    expect(error).toBeNull();
    expect(data).toEqual([]);
  });
});
