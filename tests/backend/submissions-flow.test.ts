import { describe, expect, it } from 'vitest';
import { account, insertRow } from './accounts-support.ts';
import { serviceClient, signIn } from './helpers.ts';

type Status = 'draft' | 'submitted' | 'approved' | 'rejected';

/** A submission on a fresh sales-rep@ account, created by the service role in `status`. */
async function submission(status: Status = 'draft') {
  const a = await account();
  return insertRow<{ status: Status; start_date: string | null }>('matrix_submissions', {
    account_id: a.id,
    status,
    rate: 0.0912,
    term_months: 24,
    start_date: '2027-01-01',
    annual_volume: 120000,
  });
}

async function move(email: string, id: string, status: Status) {
  const client = await signIn(email);
  return client.from('matrix_submissions').update({ status }).eq('id', id).select('status');
}

async function statusOf(id: string) {
  const { data } = await serviceClient().from('matrix_submissions').select('status').eq('id', id).single();
  return (data as { status: Status }).status;
}

describe('contract submission status flow (enforced in the database)', () => {
  it('a sales rep submits a draft and may withdraw it, but cannot approve or reject', async () => {
    const s = await submission('draft');
    expect((await move('sales-rep@demo.test', s.id, 'submitted')).data).toEqual([{ status: 'submitted' }]);
    for (const target of ['approved', 'rejected'] as const) {
      const { error } = await move('sales-rep@demo.test', s.id, target);
      expect(error?.code).toBe('42501');
      expect(error?.message).toBe('Only pricing administrators may approve or reject a contract submission');
    }
    expect(await statusOf(s.id)).toBe('submitted');
    expect((await move('sales-rep@demo.test', s.id, 'draft')).data).toEqual([{ status: 'draft' }]);
  });

  it('a partner admin (no pricing.ADMIN) cannot approve; a company admin can', async () => {
    const s = await submission('submitted');
    expect((await move('partner-admin@demo.test', s.id, 'approved')).error?.code).toBe('42501');
    expect((await move('company-admin@demo.test', s.id, 'approved')).data).toEqual([{ status: 'approved' }]);
  });

  it('refuses skipping a step or leaving a final state', async () => {
    const draft = await submission('draft');
    const skip = await move('management@demo.test', draft.id, 'approved');
    expect(skip.error?.message).toBe('A contract submission cannot move from draft to approved');
    const approved = await submission('approved');
    const back = await move('management@demo.test', approved.id, 'draft');
    expect(back.error?.message).toBe('A contract submission cannot move from approved to draft');
    const rejected = await submission('rejected');
    expect((await move('sales-rep@demo.test', rejected.id, 'draft')).data).toEqual([{ status: 'draft' }]);
  });

  it('a new submission starts as draft or submitted; approved terms are frozen', async () => {
    const rep = await signIn('sales-rep@demo.test');
    const a = await account();
    const created = await rep.from('matrix_submissions').insert({ account_id: a.id, status: 'approved' }).select('id');
    expect(created.error?.message).toBe('A new contract submission starts as draft or submitted');
    const approved = await submission('approved');
    const mgmt = await signIn('management@demo.test');
    const edit = await mgmt.from('matrix_submissions').update({ rate: 0.5 }).eq('id', approved.id).select('rate');
    expect(edit.error?.message).toBe('An approved contract submission can no longer be changed');
    const notes = await mgmt.from('matrix_submissions').update({ notes: 'Signed copy received' }).eq('id', approved.id).select('notes');
    expect(notes.data).toEqual([{ notes: 'Signed copy received' }]);
  });
});

describe('create_contract_from_submission', () => {
  it('turns an approved submission into one pending contract with its terms', async () => {
    const s = await submission('approved');
    const mgmt = await signIn('company-admin@demo.test');
    const { data: id, error } = await mgmt.rpc('create_contract_from_submission', { param_submission_id: s.id });
    expect(error).toBeNull();
    const { data: contract } = await mgmt
      .from('contracts')
      .select('matrix_submission_id, rate, volume, start_date, end_date, status')
      .eq('id', id)
      .single();
    expect(contract).toEqual({
      matrix_submission_id: s.id,
      rate: 0.0912,
      volume: 120000,
      start_date: '2027-01-01',
      end_date: '2028-12-31',
      status: 'pending',
    });
    const again = await mgmt.rpc('create_contract_from_submission', { param_submission_id: s.id });
    expect(again.error?.message).toBe('This contract submission already has a contract');
  });

  it('refuses a submission that is not approved, and callers without contracts.CREATE', async () => {
    const draft = await submission('draft');
    const mgmt = await signIn('management@demo.test');
    const notYet = await mgmt.rpc('create_contract_from_submission', { param_submission_id: draft.id });
    expect(notYet.error?.message).toBe('Only an approved contract submission can become a contract');
    const approved = await submission('approved');
    const rep = await signIn('sales-rep@demo.test');
    const refused = await rep.rpc('create_contract_from_submission', { param_submission_id: approved.id });
    expect(refused.error?.code).toBe('42501');
    const { count } = await serviceClient()
      .from('contracts')
      .select('id', { count: 'exact', head: true })
      .eq('matrix_submission_id', approved.id);
    expect(count).toBe(0);
  });
});
