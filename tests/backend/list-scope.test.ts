// The big lists read through RLS for every caller (docs/security.md): a pricing request, contract
// submission or contract is seen exactly when its account is, through the copies of the account's
// partner, sales rep and affiliate the child carries; the copies follow the account and no client
// can set them.
import { afterAll, describe, expect, it } from 'vitest';
import { DEMO, serviceClient, signIn } from './helpers.ts';
import { makeAccount, makeRequest } from './pricing-support.ts';

const LOGINS = [
  'management@demo.test',
  'company-admin@demo.test',
  'executive@demo.test',
  'regional@demo.test',
  'partner-admin@demo.test',
  'sales-rep@demo.test',
  'affiliate-admin@demo.test',
  'company-admin-2@demo.test',
  'partner-admin-2@demo.test',
  'sales-rep-2@demo.test',
  'disabled@demo.test',
] as const;

const CHILDREN = ['pricing_requests', 'matrix_submissions', 'contracts'] as const;

const ids = (rows: { id: string }[] | null) => (rows ?? []).map((r) => r.id).sort();

const created: string[] = [];
afterAll(async () => {
  if (created.length) await serviceClient().from('accounts').delete().in('id', created);
});

describe('children of accounts in the big lists', () => {
  it('every demo login sees exactly the pricing requests, submissions and contracts of the accounts it sees', async () => {
    const admin = serviceClient();
    // The seed's accounts only. Other test files add and remove children of seeded accounts meanwhile
    // (pricing-rls.test.ts makes requests on accounts 3 and 40), so each login's read is compared with
    // the service role's reads just before and just after it: a row in both must be seen exactly when
    // its account is; a row in only one of them came or went meanwhile and may be seen if its account is.
    const seeded = Array.from({ length: 60 }, (_, i) => DEMO.account(i + 1));
    const snapshot = async (t: (typeof CHILDREN)[number]) => {
      const { data, error } = await admin.from(t).select('id, account_id').in('account_id', seeded).limit(10000);
      expect(error).toBeNull();
      return new Map((data as { id: string; account_id: string }[]).map((r) => [r.id, r.account_id]));
    };
    let someoneSeesSome = false;
    let someoneMissesSome = false;
    for (const login of LOGINS) {
      const client = await signIn(login);
      const accounts = await client.from('accounts').select('id').in('id', seeded).limit(10000);
      expect(accounts.error).toBeNull();
      const visible = new Set(ids(accounts.data));
      for (const t of CHILDREN) {
        const before = await snapshot(t);
        const { data, error } = await client.from(t).select('id').in('account_id', seeded).limit(10000);
        const after = await snapshot(t);
        expect(error).toBeNull();
        expect(before.size).toBeGreaterThan(10);
        const seen = new Set(ids(data));
        const must = [...before].filter(([id, acc]) => after.has(id) && visible.has(acc)).map(([id]) => id);
        const may = new Set([...before, ...after].filter(([, acc]) => visible.has(acc)).map(([id]) => id));
        expect({ login, t, missing: must.filter((id) => !seen.has(id)) }).toEqual({ login, t, missing: [] });
        expect({ login, t, beyond: [...seen].filter((id) => !may.has(id)) }).toEqual({ login, t, beyond: [] });
        if (must.length) someoneSeesSome = true;
        if (must.length < [...before.keys()].filter((id) => after.has(id)).length) someoneMissesSome = true;
      }
    }
    expect(someoneSeesSome && someoneMissesSome).toBe(true);
  });

  it("carry their account's partner, sales rep and affiliate, whatever the client sends", async () => {
    const account = await makeAccount();
    created.push(account.id);
    const rep = await signIn('sales-rep@demo.test');
    const forged = {
      account_partner_id: DEMO.partners.harbor,
      account_sales_rep: DEMO.users.salesRep2,
      account_affiliate_id: DEMO.affiliates.metro,
    };
    const insert = await rep
      .from('pricing_requests')
      .insert({ account_id: account.id, name: 'Forged scope', ...forged })
      .select('id')
      .single();
    expect(insert.error).toBeNull();
    const id = (insert.data as { id: string }).id;
    const update = await rep.from('pricing_requests').update(forged).eq('id', id).select('id');
    expect(update.error).toBeNull();
    const stored = await serviceClient()
      .from('pricing_requests')
      .select('account_partner_id, account_sales_rep, account_affiliate_id')
      .eq('id', id)
      .single();
    expect(stored.data).toEqual({
      account_partner_id: DEMO.partners.brightline,
      account_sales_rep: DEMO.users.salesRep,
      account_affiliate_id: null,
    });
    const other = await (await signIn('sales-rep-2@demo.test')).from('pricing_requests').select('id').eq('id', id);
    expect(other.data).toEqual([]);
  });

  it("follow their account when its sales rep or partner changes, without stamping the child's updated_at", async () => {
    const admin = serviceClient();
    const account = await makeAccount();
    created.push(account.id);
    const request = await makeRequest(account.id);
    const submission = await admin.from('matrix_submissions').insert({ account_id: account.id }).select('id, updated_at').single();
    const contract = await admin.from('contracts').insert({ account_id: account.id }).select('id, updated_at').single();
    expect(submission.error ?? contract.error).toBeNull();
    const rows = { pricing_requests: request, matrix_submissions: submission.data!, contracts: contract.data! } as Record<
      (typeof CHILDREN)[number],
      { id: string; updated_at: string }
    >;
    const rep = await signIn('sales-rep@demo.test');
    const partnerAdmin = await signIn('partner-admin@demo.test');
    for (const t of CHILDREN) expect(ids((await rep.from(t).select('id').eq('id', rows[t].id)).data)).toEqual([rows[t].id]);

    // The account leaves its sales rep: the rep loses its children, the partner keeps them.
    expect((await admin.from('accounts').update({ sales_rep: null }).eq('id', account.id)).error).toBeNull();
    for (const t of CHILDREN) {
      expect({ t, seen: (await rep.from(t).select('id').eq('id', rows[t].id)).data }).toEqual({ t, seen: [] });
      expect(ids((await partnerAdmin.from(t).select('id').eq('id', rows[t].id)).data)).toEqual([rows[t].id]);
    }
    // Moved to another partner: its partner admin sees them now, the old one no longer.
    expect((await admin.from('accounts').update({ partner_id: DEMO.partners.keystone }).eq('id', account.id)).error).toBeNull();
    for (const t of CHILDREN) {
      expect({ t, seen: (await partnerAdmin.from(t).select('id').eq('id', rows[t].id)).data }).toEqual({ t, seen: [] });
      const now = await admin.from(t).select('account_partner_id, account_sales_rep, updated_at').eq('id', rows[t].id).single();
      expect({ t, row: now.data }).toEqual({
        t,
        row: { account_partner_id: DEMO.partners.keystone, account_sales_rep: null, updated_at: rows[t].updated_at },
      });
    }
  });

  it('the sales-rep filter of pricing requests lists, for management, the reps of every active request of an active account', async () => {
    const management = await signIn('management@demo.test');
    const { data, error } = await management.rpc('get_assigned_profiles_for_active_pricing_requests', { param_type: 'pricing' });
    expect(error).toBeNull();
    const { data: rows } = await serviceClient()
      .from('pricing_requests')
      .select('sales_rep, accounts!inner(sales_rep)')
      .eq('active', true)
      .eq('accounts.active', true)
      .limit(5000);
    const expected = new Set<string>();
    for (const r of rows ?? []) {
      const rep = r.sales_rep ?? (r.accounts as unknown as { sales_rep: string | null }).sales_rep;
      if (rep) expected.add(rep);
    }
    expect(expected.size).toBeGreaterThan(1);
    expect(new Set((data ?? []).map((p: { id: string }) => p.id))).toEqual(expected);
  });
});
