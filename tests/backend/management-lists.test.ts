// Management's views of the big lists (docs/security.md): for management exactly the rows RLS shows
// management (every row), for anyone else nothing; and the screens' queries work on them.
import { describe, expect, it } from 'vitest';
import { anonClient, serviceClient, signIn } from './helpers.ts';

const OTHERS = [
  'company-admin@demo.test',
  'executive@demo.test',
  'regional@demo.test',
  'partner-admin@demo.test',
  'sales-rep@demo.test',
  'affiliate-admin@demo.test',
] as const;

const VIEWS = [
  { view: 'accounts_list_management', base: 'accounts' },
  { view: 'pricing_requests_list_management', base: 'pricing_requests_list' },
] as const;

describe("management's list views", () => {
  for (const { view, base } of VIEWS) {
    it(`${view} holds exactly the rows management sees through ${base}, and every row`, async () => {
      const management = await signIn('management@demo.test');
      const viaRls = await management.from(base).select('id').order('id').limit(5000);
      const viaView = await management.from(view).select('id').order('id').limit(5000);
      expect(viaRls.error).toBeNull();
      expect(viaView.error).toBeNull();
      expect(viaRls.data!.length).toBeGreaterThan(10);
      expect(viaView.data).toEqual(viaRls.data);
      const { count } = await serviceClient().from(base).select('id', { count: 'exact', head: true });
      expect(viaView.data).toHaveLength(count!);
    });

    it(`${view} gives no row to anyone else, and anon no access`, async () => {
      for (const login of OTHERS) {
        const client = await signIn(login);
        const { data, error } = await client.from(view).select('id').limit(5);
        expect({ login, error, data }).toEqual({ login, error: null, data: [] });
      }
      const { data, error } = await anonClient().from(view).select('id').limit(5);
      expect(data ?? []).toEqual([]);
      expect(error?.code).toBe('42501');
    });
  }

  it("the accounts screen's query (embedded partner and sales rep, search, count) gives the same page on both", async () => {
    const management = await signIn('management@demo.test');
    const select =
      'id, account_name, contact_email, partner:partners(name), rep:profiles!accounts_sales_rep_fkey(first_name, last_name, email)';
    const page = (from: string) =>
      management
        .from(from)
        .select(select, { count: 'exact' })
        .or('account_name.ilike.*a*,contact_email.ilike.*a*,service_city.ilike.*a*')
        .order('created_at', { ascending: false })
        .order('id')
        .range(0, 24);
    const [viaRls, viaView] = await Promise.all([page('accounts'), page('accounts_list_management')]);
    expect(viaRls.error).toBeNull();
    expect(viaView.error).toBeNull();
    expect(viaRls.data!.length).toBeGreaterThan(5);
    expect(viaView.data).toEqual(viaRls.data);
    expect(viaView.count).toBe(viaRls.count);
    expect(viaView.data!.some((r) => (r as { partner: unknown }).partner !== null)).toBe(true);
  });

  it('the sales-rep filter of pricing requests lists the reps of active requests of active accounts for management', async () => {
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
