import { describe, expect, it } from 'vitest';
import { account, insertRow } from './accounts-support.ts';
import { serviceClient, signIn } from './helpers.ts';

// Issue 16, defect 2: typed dates like 61201-02-02 were stored. Every date people enter lies between
// 1900-01-01 and 2100-12-31 (contract ends: 2110-12-31), whoever writes it and however.
describe('date columns refuse values outside 1900–2100', () => {
  it('a sales rep cannot store a task due in 61201, by insert or update; the row keeps its date', async () => {
    const rep = await signIn('sales-rep@demo.test');
    const a = await account();
    const bad = await rep.from('tasks').insert({ account_id: a.id, title: 'Typo', due_date: '61201-02-02' }).select('id');
    expect(bad.error?.code).toBe('23514');
    const task = await insertRow<{ due_date: string }>('tasks', { account_id: a.id, title: 'Call', due_date: '2027-03-01' });
    const upd = await rep.from('tasks').update({ due_date: '1899-12-31' }).eq('id', task.id).select('id');
    expect(upd.error?.code).toBe('23514');
    const { data } = await serviceClient().from('tasks').select('due_date').eq('id', task.id).single();
    expect(data).toEqual({ due_date: '2027-03-01' });
    expect((await rep.from('tasks').update({ due_date: '2100-12-31' }).eq('id', task.id).select('due_date')).data).toEqual([
      { due_date: '2100-12-31' },
    ]);
  });

  it('pricing requests, submissions, contracts and news refuse out-of-range dates, even from the service role', async () => {
    const a = await account();
    const db = serviceClient();
    const attempts = [
      db.from('pricing_requests').insert({ account_id: a.id, name: 'Far', requested_start_date: '70301-02-02' }),
      db.from('matrix_submissions').insert({ account_id: a.id, status: 'draft', start_date: '70301-02-02' }),
      db.from('contracts').insert({ account_id: a.id, start_date: '1899-12-31' }),
      db.from('contracts').insert({ account_id: a.id, start_date: '2100-01-01', end_date: '2111-01-01' }),
      db.from('news').insert({ title: 'Far future', body: 'x', published_at: '61201-02-02T00:00:00Z' }),
    ];
    for (const r of await Promise.all(attempts)) expect(r.error?.code).toBe('23514');
    // A contract made from a late-2100 submission ends within its allowance.
    const ok = await db.from('contracts').insert({ account_id: a.id, start_date: '2100-12-01', end_date: '2110-11-30' }).select('end_date');
    expect(ok.data).toEqual([{ end_date: '2110-11-30' }]);
  });
});
