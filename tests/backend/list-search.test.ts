// The search RPCs of the big lists (migration 20261123120000, providers/list-provider.ts): the rows the
// caller sees that contain the term, found through the trigram indexes, exactly what filtering the
// table through RLS finds; more than 5,000 visible matches answer 422 PT422 and the portal filters
// the table instead.
import type { CrudFilter } from '@refinedev/core';
import { dataProvider } from '@refinedev/supabase';
import type { SupabaseClient } from '@supabase/supabase-js';
import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { listProvider } from '../../providers/list-provider.ts';
import { searchFilter } from '../../resources/accounts/list-query.ts';
import { toCrudFilters, type ListFilterValues } from '../../resources/pricing-requests/filters.ts';
import { anonClient, DEMO, serviceClient, signIn } from './helpers.ts';

const LOGINS = ['management@demo.test', 'company-admin@demo.test', 'executive@demo.test', 'regional@demo.test', 'sales-rep@demo.test'];

const LISTS = [
  { resource: 'accounts', rpc: 'search_accounts', filters: (term: string): CrudFilter[] => [searchFilter(term)] },
  { resource: 'pricing_requests_list', rpc: 'search_pricing_requests', filters: (term: string) => toCrudFilters({ search: term }) },
];

const page = (client: SupabaseClient, resource: string, filters: CrudFilter[], searchRpc?: string) =>
  (searchRpc ? listProvider(client) : dataProvider(client)).getList({
    resource,
    filters,
    sorters: [{ field: 'id', order: 'asc' }],
    pagination: { currentPage: 1, pageSize: 1000, mode: 'server' },
    meta: { select: 'id', ...(searchRpc ? { searchRpc } : {}) },
  });

const created: string[] = [];
afterAll(async () => {
  if (created.length) await serviceClient().from('accounts').delete().in('id', created);
});

describe('search RPCs of the big lists', () => {
  it('find, for every caller, exactly the rows that filtering the table through RLS finds', async () => {
    const { data: names } = await serviceClient().from('accounts').select('account_name, contact_email').limit(60);
    const word = (names as { account_name: string }[])[7]!.account_name.split(' ')[0]!;
    const email = (names as { contact_email: string | null }[]).find((n) => n.contact_email)!.contact_email!;
    let someHits = false;
    for (const login of LOGINS) {
      const client = await signIn(login);
      for (const list of LISTS) {
        for (const term of [word, email, 'nothing-like-this-anywhere', 'Ene']) {
          const [viaRpc, viaFilter] = await Promise.all([
            page(client, list.resource, list.filters(term), list.rpc),
            page(client, list.resource, list.filters(term)),
          ]);
          expect({ login, list: list.resource, term, ...viaRpc }).toEqual({ login, list: list.resource, term, ...viaFilter });
          if (viaRpc.total > 0) someHits = true;
        }
      }
    }
    expect(someHits).toBe(true);
  });

  // 5,001 accounts inserted (their index entries written): 20–25 s on a busy machine.
  it('answer 422 PT422 past 5,000 visible matches, and the list then filters the table, counting planned', async () => {
    const tag = `Broad${randomUUID().slice(0, 6)}`;
    const rows = Array.from({ length: 5001 }, (_, i) => ({
      organization_id: DEMO.organizations.summit,
      partner_id: DEMO.partners.brightline,
      account_name: `${tag} ${i}`,
    }));
    const { data, error } = await serviceClient().from('accounts').insert(rows).select('id');
    expect(error).toBeNull();
    created.push(...(data as { id: string }[]).map((r) => r.id));
    const management = await signIn('management@demo.test');
    const direct = await management.rpc('search_accounts', { term: tag }, { get: true }).select('id');
    expect(direct.status).toBe(422);
    expect(direct.error).toMatchObject({ code: 'PT422', message: 'Search too broad' });
    const listed = await page(management, 'accounts', [searchFilter(tag)], 'search_accounts');
    expect(listed.data).toHaveLength(1000);
    // Counted as PostgREST's count=planned counts the filtered table.
    const planned = await dataProvider(management).getList({
      resource: 'accounts',
      filters: [searchFilter(tag)],
      pagination: { currentPage: 1, pageSize: 1, mode: 'server' },
      meta: { select: 'id', count: 'planned' },
    });
    expect(listed.total).toBe(planned.total);
    // A sales rep sees none of them: no refusal, no rows.
    const rep = await signIn('sales-rep-2@demo.test');
    const none = await rep.rpc('search_accounts', { term: tag }, { get: true }).select('id');
    expect({ error: none.error, data: none.data }).toEqual({ error: null, data: [] });
  }, 180_000);

  it("search_pricing_requests takes the list's equality filters: the same rows as filtering the view, for every caller", async () => {
    const { data: names } = await serviceClient().from('pricing_requests').select('account_name').limit(40);
    const word = (names as { account_name: string }[])[5]!.account_name.split(' ')[0]!;
    const { data: reps } = await serviceClient()
      .from('pricing_requests')
      .select('sales_rep, account_id')
      .not('sales_rep', 'is', null)
      .limit(1);
    const { sales_rep, account_id } = (reps as { sales_rep: string; account_id: string }[])[0]!;
    const choices: ListFilterValues[] = [
      { status: 'active', accountActive: true },
      { status: 'inactive', commodity: 'gas' },
      { commodity: 'electricity', sales_rep },
      { status: 'all', account_id },
    ];
    let someHits = false;
    for (const login of LOGINS) {
      const client = await signIn(login);
      for (const values of choices) {
        const filters = toCrudFilters({ ...values, search: word });
        const [viaRpc, viaFilter] = await Promise.all([
          page(client, 'pricing_requests_list', filters, 'search_pricing_requests'),
          page(client, 'pricing_requests_list', filters),
        ]);
        expect({ login, values, ...viaRpc }).toEqual({ login, values, ...viaFilter });
        if (viaRpc.total > 0) someHits = true;
      }
    }
    expect(someHits).toBe(true);
  });

  it('are not for anon', async () => {
    const res = await anonClient().rpc('search_accounts', { term: 'Energy' }, { get: true }).select('id');
    expect(res.data ?? []).toEqual([]);
    expect(res.error?.code).toBe('42501');
  });
});
