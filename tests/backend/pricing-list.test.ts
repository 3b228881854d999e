// The Pricing Requests list's data: the account's name and state copied onto each request, kept in
// step by triggers, never by clients.
import { describe, expect, it } from 'vitest';
import { serviceClient, signIn } from './helpers.ts';
import { makeAccount, makeRequest } from './pricing-support.ts';

async function listRow(id: string) {
  const { data, error } = await serviceClient()
    .from('pricing_requests')
    .select('account_name, account_active, updated_at')
    .eq('id', id)
    .single();
  if (error) throw error;
  return data as { account_name: string; account_active: boolean; updated_at: string };
}

describe('pricing requests list: the account fields on each request', () => {
  it('a new request carries its account’s name and state, whatever the client sends', async () => {
    const account = await makeAccount();
    const rep = await signIn('sales-rep@demo.test');
    const { data, error } = await rep
      .from('pricing_requests')
      .insert({ account_id: account.id, name: 'Copied', account_name: 'Forged name', account_active: false })
      .select('account_name, account_active')
      .single();
    expect(error).toBeNull();
    expect(data).toEqual({ account_name: account.account_name, account_active: true });
  });

  it('renaming or deactivating the account updates its requests, without counting as an edit of them', async () => {
    const account = await makeAccount();
    const request = await makeRequest(account.id);
    const before = await listRow(request.id);
    const partnerAdmin = await signIn('partner-admin@demo.test');
    const renamed = await partnerAdmin.from('accounts').update({ account_name: 'Renamed Bakery Ltd.' }).eq('id', account.id).select('id');
    expect(renamed.data).toHaveLength(1);
    expect(await listRow(request.id)).toEqual({ ...before, account_name: 'Renamed Bakery Ltd.' });
    await partnerAdmin.from('accounts').update({ active: false }).eq('id', account.id);
    expect(await listRow(request.id)).toEqual({ ...before, account_name: 'Renamed Bakery Ltd.', account_active: false });
    // The edit form's conflict check still sees the request unchanged, and its own edits still stamp it.
    const rep = await signIn('sales-rep@demo.test');
    const saved = await rep
      .from('pricing_requests')
      .update({ notes: 'still mine', account_name: 'Forged again' })
      .eq('id', request.id)
      .eq('updated_at', before.updated_at)
      .select('notes, account_name, updated_at')
      .single();
    expect(saved.error).toBeNull();
    expect(saved.data?.notes).toBe('still mine');
    expect(saved.data?.account_name).toBe('Renamed Bakery Ltd.');
    expect(saved.data?.updated_at).not.toBe(before.updated_at);
  });

  it('moving a request to another account takes that account’s name', async () => {
    const first = await makeAccount();
    const second = await makeAccount({ active: false });
    const request = await makeRequest(first.id);
    await serviceClient().from('pricing_requests').update({ account_id: second.id }).eq('id', request.id);
    expect(await listRow(request.id)).toMatchObject({ account_name: second.account_name, account_active: false });
  });

  it('the list view filters on the copied fields as the screen does', async () => {
    const active = await makeAccount();
    const inactive = await makeAccount({ active: false });
    const shown = await makeRequest(active.id);
    const hidden = await makeRequest(inactive.id);
    const rep = await signIn('sales-rep@demo.test');
    const { data } = await rep
      .from('pricing_requests_list')
      .select('id, account_name')
      .eq('active', true)
      .eq('account_active', true)
      .in('id', [shown.id, hidden.id]);
    expect(data).toEqual([{ id: shown.id, account_name: active.account_name }]);
  });
});
