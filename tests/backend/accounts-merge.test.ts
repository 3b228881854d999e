import { describe, expect, it } from 'vitest';
import { account, accountWithChildren, ownersOf } from './accounts-support.ts';
import { createUserClient, DEMO, serviceClient, signIn } from './helpers.ts';

const allOn = (id: string) => ({ pricing_requests: id, matrix_submissions: id, tasks: id, photos: id, files: id, contracts: id });

describe('merge_accounts', () => {
  it('moves every child to the kept account and deactivates the other', async () => {
    const keep = await account();
    const { account: gone, children } = await accountWithChildren();
    const client = await signIn('management@demo.test');
    const { data, error } = await client.rpc('merge_accounts', { param_keep_id: keep.id, param_merge_id: gone.id });
    expect(error).toBeNull();
    expect(data).toEqual({ pricing_requests: 1, matrix_submissions: 1, tasks: 1, photos: 1, files: 1, contracts: 1 });
    expect(await ownersOf(children)).toEqual(allOn(keep.id));
    const { data: rows } = await serviceClient().from('accounts').select('id, active').in('id', [keep.id, gone.id]).order('active');
    expect(rows).toEqual([
      { id: gone.id, active: false },
      { id: keep.id, active: true },
    ]);
  });

  // Issue 16, defect 8: the merged account was still offered as a duplicate, and still had one.
  it('after a merge, neither account flags the other as a duplicate', async () => {
    const name = `Merge Twins ${Date.now()}`;
    const keep = await account({ account_name: name, contact_email: `${Date.now()}@twins.test` });
    const gone = await account({ account_name: name, contact_email: `${Date.now()}@twins.test` });
    const client = await signIn('management@demo.test');
    const before = await client.rpc('find_duplicate_accounts', { param_account_id: keep.id });
    expect(before.data?.map((a: { id: string }) => a.id)).toContain(gone.id);
    expect((await client.rpc('merge_accounts', { param_keep_id: keep.id, param_merge_id: gone.id })).error).toBeNull();
    const fromKept = await client.rpc('find_duplicate_accounts', { param_account_id: keep.id });
    expect(fromKept.error).toBeNull();
    expect(fromKept.data?.map((a: { id: string }) => a.id)).not.toContain(gone.id);
    const fromMerged = await client.rpc('find_duplicate_accounts', { param_account_id: gone.id });
    expect(fromMerged.data).toEqual([]);
  });

  it('is all or nothing: a failure midway (contract number taken in the kept organization) changes nothing', async () => {
    const number = `CT-DUP-${Date.now()}`;
    const keep = await account();
    // A contract with the same number already lives in the kept account's organization (Summit) …
    await serviceClient().from('contracts').insert({ account_id: keep.id, number });
    // … and the duplicate, in Coastal, has a contract with that number too: moving it must fail last.
    const { account: gone, children } = await accountWithChildren(
      { organization_id: DEMO.organizations.coastal, partner_id: DEMO.partners.harbor, sales_rep: DEMO.users.salesRep2 },
      number,
    );
    const client = await signIn('management@demo.test');
    const { data, error } = await client.rpc('merge_accounts', { param_keep_id: keep.id, param_merge_id: gone.id });
    expect(data).toBeNull();
    expect(error?.code).toBe('23505');
    expect(await ownersOf(children)).toEqual(allOn(gone.id));
    const { data: row } = await serviceClient().from('accounts').select('active').eq('id', gone.id).single();
    expect(row).toEqual({ active: true });
  });

  it('needs accounts.EDIT: a signed-in user without it is refused and nothing changes', async () => {
    const keep = await account();
    const { account: gone, children } = await accountWithChildren();
    const { client } = await createUserClient();
    const { error } = await client.rpc('merge_accounts', { param_keep_id: keep.id, param_merge_id: gone.id });
    expect(error?.code).toBe('42501');
    expect(error?.message).toBe('Merging accounts needs the accounts.EDIT permission');
    expect(await ownersOf(children)).toEqual(allOn(gone.id));
  });

  it('an executive cannot reach accounts outside their organizations and shared profile', async () => {
    const pioneer = { partner_id: DEMO.partners.pioneer, sales_rep: null };
    const keep = await account(pioneer);
    const gone = await account(pioneer);
    const exec = await signIn('executive@demo.test');
    const refused = await exec.rpc('merge_accounts', { param_keep_id: keep.id, param_merge_id: gone.id });
    expect(refused.error?.message).toBe('Account not found');
    const { data: still } = await serviceClient().from('accounts').select('active').eq('id', gone.id).single();
    expect(still).toEqual({ active: true });
  });

  it('a sales rep cannot merge in an account of another rep', async () => {
    const mine = await account();
    const theirs = await account({
      organization_id: DEMO.organizations.coastal,
      partner_id: DEMO.partners.harbor,
      sales_rep: DEMO.users.salesRep2,
    });
    const rep = await signIn('sales-rep@demo.test');
    const { error } = await rep.rpc('merge_accounts', { param_keep_id: mine.id, param_merge_id: theirs.id });
    expect(error?.message).toBe('Account not found');
    const same = await rep.rpc('merge_accounts', { param_keep_id: mine.id, param_merge_id: mine.id });
    expect(same.error?.message).toBe('Choose two different accounts to merge');
  });
});
