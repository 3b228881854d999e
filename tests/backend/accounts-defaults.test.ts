import { describe, expect, it } from 'vitest';
import { DEMO, serviceClient, signIn } from './helpers.ts';

// Issue 16, defect 3: a sales rep creating an account with "Sales rep" left empty was refused (42501).
describe('a new account without a sales rep', () => {
  it("becomes the creating sales rep's own, visible to them at once", async () => {
    const rep = await signIn('sales-rep@demo.test');
    const name = `Corner Store ${Date.now()}`;
    const { data, error } = await rep
      .from('accounts')
      .insert({ account_name: name, partner_id: DEMO.partners.brightline })
      .select('id, sales_rep, organization_id')
      .single();
    expect(error).toBeNull();
    expect(data).toMatchObject({ sales_rep: DEMO.users.salesRep, organization_id: DEMO.organizations.summit });
  });

  it('keeps the rep a sales rep names, and is refused when that makes it invisible to them', async () => {
    const rep = await signIn('sales-rep@demo.test');
    const { error } = await rep
      .from('accounts')
      .insert({ account_name: `Other Rep ${Date.now()}`, partner_id: DEMO.partners.brightline, sales_rep: DEMO.users.regional })
      .select('id');
    expect(error?.code).toBe('42501');
  });

  it('stays without a rep when a partner admin (who sees it through the partner) leaves it empty', async () => {
    const admin = await signIn('partner-admin@demo.test');
    const { data, error } = await admin
      .from('accounts')
      .insert({ account_name: `Partner Lead ${Date.now()}`, partner_id: DEMO.partners.brightline })
      .select('id, sales_rep')
      .single();
    expect(error).toBeNull();
    expect(data?.sales_rep).toBeNull();
  });

  it('stays without a rep for the service role (imports, functions)', async () => {
    const { data, error } = await serviceClient()
      .from('accounts')
      .insert({ account_name: `Imported ${Date.now()}`, partner_id: DEMO.partners.brightline })
      .select('sales_rep')
      .single();
    expect(error).toBeNull();
    expect(data?.sales_rep).toBeNull();
  });
});
