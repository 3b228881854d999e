/**
 * Row visibility of the seeded brokerage per demo role (DESIGN.md §3), written as data, and the
 * RPCs returning only what the caller may see.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { beforeAll, describe, expect, it } from 'vitest';
import { anonClient, createUserClient, DEMO, serviceClient, signIn } from './helpers.ts';

const range = (a: number, b: number) => Array.from({ length: b - a + 1 }, (_, i) => a + i);

/** Which of the 60 demo accounts each caller sees. */
const VISIBLE_ACCOUNTS: Record<string, number[]> = {
  anon: [],
  'management@demo.test': range(1, 60),
  // Org-wide over Summit (accounts 1–36 and the two closed ones).
  'company-admin@demo.test': [...range(1, 36), 59, 60],
  // Org-wide over Coastal, plus what the shared regional profile sees (Brightline + Keystone).
  'executive@demo.test': [...range(1, 28), ...range(37, 58), 59, 60],
  // Regional manager of Brightline and Keystone.
  'regional@demo.test': [...range(1, 28), 59, 60],
  // Admin of Brightline.
  'partner-admin@demo.test': [...range(1, 18), 59, 60],
  // Sales rep of accounts 1–12 (+ the two closed ones), not the rest of Brightline.
  'sales-rep@demo.test': [...range(1, 12), 59, 60],
  'sales-rep-2@demo.test': range(37, 48),
  // Admin of GreenLeaf: the accounts it referred.
  'affiliate-admin@demo.test': [3, 7, 20, 24, 30, 35, 36],
  'company-admin-2@demo.test': range(37, 58),
  'partner-admin-2@demo.test': [...range(37, 48), ...range(55, 58)],
  // An inactive profile sees nothing.
  'disabled@demo.test': [],
};
const CALLERS = Object.keys(VISIBLE_ACCOUNTS);
const ALL_ACCOUNTS = range(1, 60).map(DEMO.account);
const num = (id: string) => Number(id.slice(-12));
// The RLS matrix writes rows under accounts 3 and 40 while it runs; children are compared without them.
const STABLE_ACCOUNTS = ALL_ACCOUNTS.filter((id) => num(id) !== 3 && num(id) !== 40);

const clients = new Map<string, SupabaseClient>();
let svc: SupabaseClient;

beforeAll(async () => {
  svc = serviceClient();
  for (const c of CALLERS) clients.set(c, c === 'anon' ? anonClient() : await signIn(c));
});

describe.each(CALLERS)('visibility of the seeded brokerage as %s', (caller) => {
  const expected = VISIBLE_ACCOUNTS[caller];

  it('sees exactly its accounts', async () => {
    const { data, error } = await clients.get(caller)!.from('accounts').select('id').in('id', ALL_ACCOUNTS);
    expect(error).toBeNull();
    expect((data ?? []).map((r) => num(r.id as string)).sort((a, b) => a - b)).toEqual(expected);
  });

  it.each(['pricing_requests', 'tasks', 'matrix_submissions', 'contracts'])('sees the %s of exactly those accounts', async (table) => {
    const all = await svc.from(table).select('id, account_id').in('account_id', STABLE_ACCOUNTS);
    expect(all.error).toBeNull();
    const want = (all.data ?? [])
      .filter((r) => expected.includes(num(r.account_id as string)))
      .map((r) => r.id as string)
      .sort();
    const got = await clients.get(caller)!.from(table).select('id').in('account_id', STABLE_ACCOUNTS);
    expect(got.error).toBeNull();
    expect((got.data ?? []).map((r) => r.id as string).sort()).toEqual(want);
  });
});

describe('RPCs return only what the caller may see', () => {
  const assigned = async (caller: string, param_type?: string) => {
    const { data, error } = await clients
      .get(caller)!
      .rpc('get_assigned_profiles_for_active_pricing_requests', param_type ? { param_type } : {});
    expect(error).toBeNull();
    return ((data ?? []) as { id: string }[]).map((p) => p.id).sort();
  };

  it('get_assigned_profiles_for_active_pricing_requests: a sales rep gets only themselves', async () => {
    expect(await assigned('sales-rep@demo.test')).toEqual([DEMO.users.salesRep]);
    expect(await assigned('sales-rep-2@demo.test')).toEqual([DEMO.users.salesRep2]);
    expect(await assigned('sales-rep@demo.test', 'matrix')).toEqual([DEMO.users.salesRep]);
  });

  it('get_assigned_profiles_for_active_pricing_requests: management sees reps across organizations; anon and the disabled none', async () => {
    const all = await assigned('management@demo.test');
    expect(all).toEqual(expect.arrayContaining([DEMO.users.salesRep, DEMO.users.salesRep2, DEMO.users.partnerAdmin, DEMO.users.regional]));
    const partnerAdmin = await assigned('partner-admin@demo.test');
    expect(partnerAdmin).toEqual([DEMO.users.partnerAdmin, DEMO.users.salesRep].sort());
    expect(await assigned('anon')).toEqual([]);
    expect(await assigned('disabled@demo.test')).toEqual([]);
  });

  it('get_organization_storage answers 0 for an organization the caller does not belong to', async () => {
    const foreign = await clients.get('sales-rep@demo.test')!.rpc('get_organization_storage', { param_org_id: DEMO.organizations.coastal });
    expect(foreign.error).toBeNull();
    expect(foreign.data).toBe(0);
    const own = await clients.get('sales-rep@demo.test')!.rpc('get_organization_storage', { param_org_id: DEMO.organizations.summit });
    expect(own.error).toBeNull();
    expect(typeof own.data).toBe('number');
  });

  // Other files (tests/security) add and grant permissions of their own (`sectest.*`) while this runs.
  const notTestOwned = (id: string) => !id.startsWith('rlstest.') && !id.startsWith('sectest.');

  it('my_permissions: management gets the whole catalogue, a sales rep its role grants, the disabled nothing', async () => {
    const catalogue = ((await svc.from('permissions').select('id')).data ?? []).map((p) => p.id as string).filter(notTestOwned);
    const mgmt = (await clients.get('management@demo.test')!.rpc('my_permissions')).data as string[];
    expect(mgmt).toEqual(expect.arrayContaining(catalogue));
    const rep = (await clients.get('sales-rep@demo.test')!.rpc('my_permissions')).data as string[];
    expect(rep.filter(notTestOwned)).toEqual([
      'accounts.CREATE',
      'accounts.EDIT',
      'navigation.HOME',
      'navigation.PRICING',
      'pricing.CREATE',
      'pricing.EDIT',
      'tasks.CREATE',
      'tasks.DELETE',
      'tasks.EDIT',
    ]);
    expect((await clients.get('disabled@demo.test')!.rpc('my_permissions')).data).toEqual([]);
  });

  it('has_permission: management passes every check; others need a grant', async () => {
    const check = async (caller: string, permission: string) =>
      (await clients.get(caller)!.rpc('has_permission', { permission })).data as boolean;
    expect(await check('management@demo.test', 'files.DELETE')).toBe(true);
    expect(await check('management@demo.test', 'navigation.TECH_ADMIN')).toBe(true);
    expect(await check('partner-admin@demo.test', 'files.DELETE')).toBe(true);
    expect(await check('sales-rep@demo.test', 'files.DELETE')).toBe(false);
    expect(await check('disabled@demo.test', 'tasks.EDIT')).toBe(false);
  });

  it('a user grant adds a permission to one user only', async () => {
    const grant = await svc
      .from('assigned_permissions')
      .insert({ user: DEMO.users.salesRep2, permission: 'files.DELETE' })
      .select('id')
      .single();
    expect(grant.error).toBeNull();
    try {
      expect((await clients.get('sales-rep-2@demo.test')!.rpc('has_permission', { permission: 'files.DELETE' })).data).toBe(true);
      expect((await clients.get('sales-rep@demo.test')!.rpc('has_permission', { permission: 'files.DELETE' })).data).toBe(false);
    } finally {
      await svc.from('assigned_permissions').delete().eq('id', grant.data!.id);
    }
  });

  it('find_duplicate_accounts: look-alikes among the accounts the caller sees, never across the fence', async () => {
    const near = { organization_id: DEMO.organizations.summit, partner_id: DEMO.partners.brightline, sales_rep: DEMO.users.salesRep };
    const far = { organization_id: DEMO.organizations.coastal, partner_id: DEMO.partners.harbor, sales_rep: DEMO.users.salesRep2 };
    const made = await svc
      .from('accounts')
      .insert([
        { ...near, account_name: 'Harbourview Dental Clinic Ltd.' },
        { ...far, account_name: 'Harbourview Dental Clinic Inc.' },
      ])
      .select('id');
    expect(made.error).toBeNull();
    const [mine, theirs] = (made.data ?? []).map((r) => r.id as string);
    try {
      const find = async (caller: string) => {
        const { data, error } = await clients.get(caller)!.rpc('find_duplicate_accounts', { param_account_id: DEMO.account(1) });
        expect(error).toBeNull();
        return ((data ?? []) as { id: string }[]).map((r) => r.id);
      };
      expect(await find('sales-rep@demo.test')).toEqual([mine]);
      expect((await find('management@demo.test')).sort()).toEqual([mine, theirs].sort());
      // Someone who cannot see the account gets nothing.
      expect(await find('sales-rep-2@demo.test')).toEqual([]);
    } finally {
      await svc.from('accounts').delete().in('id', [mine, theirs]);
    }
  });

  it('cancel_email_change clears the pending address in Auth and on the profile', async () => {
    const { client, user } = await createUserClient();
    expect((await svc.from('profiles').insert({ id: user.id, role: 7 })).error).toBeNull();
    const next = `next-${user.id.slice(0, 8)}@test.local`;
    expect((await client.auth.updateUser({ email: next })).error).toBeNull();
    const pending = await client.from('profiles').select('email, new_email').eq('id', user.id).single();
    expect(pending.data).toEqual({ email: user.email, new_email: next });

    const cancelled = await client.rpc('cancel_email_change');
    expect(cancelled.error).toBeNull();
    const after = await client.auth.getUser();
    expect(after.data.user?.new_email ?? null).toBeNull();
    expect(after.data.user?.email).toBe(user.email);
    const profile = await client.from('profiles').select('email, new_email').eq('id', user.id).single();
    expect(profile.data).toEqual({ email: user.email, new_email: null });
  });
});
