import { describe, expect, it } from 'vitest';
import { DEMO, serviceClient, signIn } from './helpers.ts';
import { makeAccount, makeRequest, twoProducts } from './pricing-support.ts';

const rep = () => signIn('sales-rep@demo.test');
const rep2 = () => signIn('sales-rep-2@demo.test');

describe('pricing requests: row-level security as a sales rep sees it', () => {
  it('a sales rep lists only requests of their own accounts, with the account name from the view', async () => {
    const client = await rep();
    const { data, error } = await client.from('pricing_requests_list').select('id, account_id, account_name').limit(1000);
    expect(error).toBeNull();
    expect(data?.length).toBeGreaterThan(0);
    const { data: accounts } = await serviceClient()
      .from('accounts')
      .select('id, account_name, sales_rep')
      .in('id', [...new Set((data ?? []).map((r) => r.account_id))]);
    for (const a of accounts ?? []) expect(a.sales_rep).toBe(DEMO.users.salesRep);
    const own = await makeRequest(DEMO.account(3));
    const foreign = await makeRequest(DEMO.account(40));
    const seen = await client.from('pricing_requests').select('id').in('id', [own.id, foreign.id]);
    expect(seen.data?.map((r) => r.id)).toEqual([own.id]);
    const other = await (await rep2()).from('pricing_requests_list').select('id, account_name').in('id', [own.id, foreign.id]);
    expect(other.data).toEqual([{ id: foreign.id, account_name: 'Saanich Peninsula Winery' }]);
  });

  it('creates a request for their account (sales rep defaults to the account’s) but not for another partner’s', async () => {
    const client = await rep();
    const account = await makeAccount();
    const created = await client
      .from('pricing_requests')
      .insert({ account_id: account.id, name: 'Mine' })
      .select('sales_rep, organization_id')
      .single();
    expect(created.error).toBeNull();
    expect(created.data).toEqual({ sales_rep: DEMO.users.salesRep, organization_id: DEMO.organizations.summit });
    const refused = await client.from('pricing_requests').insert({ account_id: DEMO.account(40), name: 'Not mine' });
    expect(refused.error?.code).toBe('42501');
  });

  it('edits and deletes (by id list) only requests of their accounts', async () => {
    const client = await rep();
    const own = await makeRequest(DEMO.account(3));
    const foreign = await makeRequest(DEMO.account(40));
    const edited = await client.from('pricing_requests').update({ notes: 'edited' }).in('id', [own.id, foreign.id]).select('id');
    expect(edited.data?.map((r) => r.id)).toEqual([own.id]);
    const deleted = await client.from('pricing_requests').delete().in('id', [own.id, foreign.id]).select('id');
    expect(deleted.data?.map((r) => r.id)).toEqual([own.id]);
    const { data: left } = await serviceClient().from('pricing_requests').select('id, notes').in('id', [own.id, foreign.id]);
    expect(left).toEqual([{ id: foreign.id, notes: null }]);
  });

  it('adds products and proposals only to requests they see; others are refused', async () => {
    const client = await rep();
    const own = await makeRequest(DEMO.account(3));
    const foreign = await makeRequest(DEMO.account(40));
    const [a, b] = await twoProducts();
    const added = await client
      .from('pricing_requests_products')
      .insert([a, b].map((p) => ({ pricing_request_id: own.id, product_id: p.id, retailer_id: p.retailer_id })))
      .select('id');
    expect(added.data).toHaveLength(2);
    const refused = await client
      .from('pricing_requests_products')
      .insert({ pricing_request_id: foreign.id, product_id: a.id, retailer_id: a.retailer_id });
    expect(refused.error?.code).toBe('42501');
    expect((await client.from('proposals').insert({ pricing_request_id: own.id, title: 'P' })).error).toBeNull();
    expect((await client.from('proposals').insert({ pricing_request_id: foreign.id, title: 'P' })).error?.code).toBe('42501');
    const removed = await client
      .from('pricing_requests_products')
      .delete()
      .in('id', added.data?.map((r) => r.id) ?? [])
      .select('id');
    expect(removed.data).toHaveLength(2);
  });

  it('the sales-rep filter lists only reps of requests the caller sees', async () => {
    const mine = await (await rep()).rpc('get_assigned_profiles_for_active_pricing_requests', { param_type: 'pricing' });
    expect(mine.error).toBeNull();
    expect((mine.data as { id: string }[]).map((p) => p.id)).toEqual([DEMO.users.salesRep]);
    const all = await (await signIn('management@demo.test')).rpc('get_assigned_profiles_for_active_pricing_requests');
    const ids = (all.data as { id: string }[]).map((p) => p.id);
    expect(ids).toEqual(expect.arrayContaining([DEMO.users.salesRep, DEMO.users.salesRep2]));
  });

  it('a save carrying a stale updated_at (someone saved meanwhile) changes nothing', async () => {
    const client = await rep();
    const request = await makeRequest(DEMO.account(3));
    const first = await client
      .from('pricing_requests')
      .update({ notes: 'first' })
      .eq('id', request.id)
      .eq('updated_at', request.updated_at)
      .select('updated_at');
    expect(first.data).toHaveLength(1);
    expect(first.data?.[0]?.updated_at).not.toBe(request.updated_at);
    const stale = await client
      .from('pricing_requests')
      .update({ notes: 'second' })
      .eq('id', request.id)
      .eq('updated_at', request.updated_at)
      .select('id');
    expect(stale.data).toEqual([]);
    const { data } = await serviceClient().from('pricing_requests').select('notes').eq('id', request.id).single();
    expect(data?.notes).toBe('first');
  });

  it('the anonymous key reads nothing from the list view', async () => {
    const { anonClient } = await import('./helpers.ts');
    const { data } = await anonClient().from('pricing_requests_list').select('id').limit(1);
    expect(data ?? []).toEqual([]);
  });
});

// Issue 16, defect 5: a product is on a request once, of the request's commodity, under its own retailer.
describe("pricing requests: a request's products", () => {
  it('refuses the same product twice, in one call or two, with a clear message', async () => {
    const client = await signIn('sales-rep@demo.test');
    const request = await makeRequest(DEMO.account(3));
    const [a, b] = await twoProducts();
    const row = (p: { id: string; retailer_id: string }) => ({
      pricing_request_id: request.id,
      product_id: p.id,
      retailer_id: p.retailer_id,
    });
    expect((await client.from('pricing_requests_products').insert([row(a), row(b)])).error).toBeNull();
    const again = await client.from('pricing_requests_products').insert(row(a));
    expect(again.error).toMatchObject({ code: '23505', message: 'This product is already on the pricing request.' });
    const twice = await client.from('pricing_requests_products').insert([row(b), row(b)]);
    expect(twice.error?.code).toBe('23505');
    const { data } = await client.from('pricing_requests_products').select('product_id').eq('pricing_request_id', request.id);
    expect(data?.map((r) => r.product_id).sort()).toEqual([a.id, b.id].sort());
  });

  it('refuses a gas product on an electricity request, and files a product under its own retailer', async () => {
    const client = await signIn('sales-rep@demo.test');
    const request = await makeRequest(DEMO.account(3), { commodity: 'electricity' });
    const { data: gas } = await serviceClient().from('products').select('id, retailer_id').eq('commodity', 'gas').limit(1).single();
    const refused = await client
      .from('pricing_requests_products')
      .insert({ pricing_request_id: request.id, product_id: gas!.id, retailer_id: gas!.retailer_id });
    expect(refused.error).toMatchObject({ code: '23514' });
    expect(refused.error?.message).toMatch(/for gas and the pricing request is for electricity/);
    const [a, b] = await twoProducts();
    const { data, error } = await client
      .from('pricing_requests_products')
      .insert({ pricing_request_id: request.id, product_id: a.id, retailer_id: b.retailer_id })
      .select('retailer_id')
      .single();
    expect(error).toBeNull();
    expect(data?.retailer_id).toBe(a.retailer_id);
  });

  it('tells a caller nothing about a request they cannot see (RLS answers first)', async () => {
    const other = await signIn('sales-rep-2@demo.test');
    const request = await makeRequest(DEMO.account(3));
    const [a] = await twoProducts();
    await serviceClient()
      .from('pricing_requests_products')
      .insert({ pricing_request_id: request.id, product_id: a.id, retailer_id: a.retailer_id });
    const res = await other
      .from('pricing_requests_products')
      .insert({ pricing_request_id: request.id, product_id: a.id, retailer_id: a.retailer_id });
    expect(res.error?.code).toBe('42501');
  });
});
