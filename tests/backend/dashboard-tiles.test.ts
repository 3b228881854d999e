// The dashboard's numbers in one call (rpc dashboard_tiles, migrations 20261126160000 and
// 20261126205000): for every demo login, each count is the total of the list its tile links to (the
// same filters, through the caller's RLS, counted as the list counts for that role:
// src/lib/list-strategy.ts), the contracts ending soonest and the pricing requests per week are what
// the caller's lists show, and the tiles of a menu (or a duty: approving, registrations) the caller
// does not have are null.
import type { SupabaseClient } from '@supabase/supabase-js';
import { describe, expect, it } from 'vitest';
import { bigListMeta, type ListCount } from '../../src/lib/list-strategy.ts';
import type { EndingContract, Tiles } from '../../src/pages/dashboard/tiles.ts';
import { weekBounds } from '../../src/lib/week-bounds.ts';
import { anonClient, DEMO, DEMO_LOGINS, serviceClient, signIn } from './helpers.ts';

const LOGINS = DEMO_LOGINS.map((who) => `${who}@demo.test`);

const OPEN_TASK = ['in', 'status', ['open', 'in_progress']] as const;

const addDays = (iso: string, days: number) => new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

type Filter = readonly ['eq' | 'gte' | 'lte' | 'lt', string, string | boolean] | readonly ['in', string, readonly string[]];

/** The total a list shows for these filters: what the tile's link opens. */
async function listTotal(client: SupabaseClient, table: string, filters: Filter[], mode: ListCount = 'exact') {
  let query = client.from(table).select('id', { count: mode, head: true });
  for (const [op, column, value] of filters) {
    if (op === 'in') query = query.in(column, [...value]);
    else if (op === 'eq') query = query.eq(column, value);
    else query = query.filter(column, op, value);
  }
  const { count, error } = await query;
  expect(error).toBeNull();
  return count ?? 0;
}

/** The pricing requests the caller's list shows in each week of `bounds`. */
async function perWeek(client: SupabaseClient, bounds: string[]) {
  const counts = [];
  for (let i = 0; i + 1 < bounds.length; i += 1) {
    const { count, error } = await client
      .from('pricing_requests')
      .select('id', { count: 'exact', head: true })
      .gte('created_at', bounds[i])
      .lt('created_at', bounds[i + 1]);
    expect(error).toBeNull();
    counts.push(count ?? 0);
  }
  return counts;
}

async function expectedTiles(client: SupabaseClient, today: string, count: ListCount, bounds: string[]): Promise<Tiles> {
  const { data: permissions } = await client.rpc('my_permissions');
  const may = (p: string) => Array.isArray(permissions) && (permissions as string[]).includes(p);
  const pricing = may('navigation.PRICING');
  const contracts = may('navigation.CONTRACTS');
  const { data: user } = await client.auth.getUser();
  const { data: me } = await client.from('profiles').select('id, role, active').eq('id', user.user!.id).maybeSingle();
  const profile = me as { id: string; role: number; active: boolean } | null;
  const mine = (due: Filter): Filter[] => [['eq', 'assigned_to', profile!.id], OPEN_TASK, due];
  const ending = await client
    .from('contracts')
    .select('id, account_id, number, commodity, volume, end_date, account:accounts(account_name)')
    .gte('end_date', today)
    .lte('end_date', addDays(today, 90))
    .order('end_date')
    .order('id')
    .limit(5);
  expect(ending.error).toBeNull();
  const registrations = await client.rpc('pending_registrations');
  const status = (s: string) => listTotal(client, 'matrix_submissions', [['eq', 'status', s]], count);
  const endingIn = (days: number) =>
    listTotal(
      client,
      'contracts',
      [
        ['gte', 'end_date', today],
        ['lte', 'end_date', addDays(today, days)],
      ],
      count,
    );
  return {
    open_pricing_requests: pricing ? await listTotal(client, 'pricing_requests_list', [['eq', 'active', true]], count) : null,
    submissions: pricing
      ? {
          draft: await status('draft'),
          submitted: await status('submitted'),
          approved: await status('approved'),
          rejected: await status('rejected'),
        }
      : null,
    contracts_ending: contracts
      ? { '30': await endingIn(30), '60': await endingIn(60), '90': await endingIn(90), '180': await endingIn(180) }
      : null,
    tasks: profile?.active
      ? {
          due_today: await listTotal(client, 'tasks', mine(['eq', 'due_date', today])),
          overdue: await listTotal(client, 'tasks', mine(['lt', 'due_date', today])),
        }
      : null,
    approvals: pricing && may('pricing.ADMIN') ? await status('submitted') : null,
    registrations: profile?.active && profile.role === 4 ? (registrations.data as unknown[]).length : null,
    ending_soon: contracts
      ? (ending.data as unknown as (Omit<EndingContract, 'account_name'> & { account: { account_name: string } | null })[]).map(
          ({ account, ...c }) => ({ ...c, account_name: account?.account_name ?? null }),
        )
      : null,
    pricing_per_week: pricing ? await perWeek(client, bounds) : null,
  };
}

describe('rpc dashboard_tiles', () => {
  const today = new Date().toISOString().slice(0, 10);
  const { bounds } = weekBounds(today);

  it.each(LOGINS)('%s gets the totals of the lists its tiles link to', async (login) => {
    const client = await signIn(login);
    const { data: me } = await serviceClient().from('profiles').select('role').eq('email', login).single();
    const { count } = bigListMeta((me as { role: number | null }).role);
    // Other test files write concurrently (registrations, tasks): read both sides again when a write
    // fell between them.
    let data: unknown;
    let expected: Tiles | undefined;
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const res = await client.rpc('dashboard_tiles', { today, estimated: count === 'estimated', week_bounds: bounds });
      expect(res.error).toBeNull();
      data = res.data;
      expected = await expectedTiles(client, today, count, bounds);
      if (JSON.stringify(data) === JSON.stringify(expected)) break;
    }
    expect(data).toEqual(expected);
    // On the demo data every list is below 1,000 rows: exact and estimated agree.
    expect((await client.rpc('dashboard_tiles', { today, week_bounds: bounds })).data).toEqual(data);
  });

  it('counts what the demo data holds: some of every tile for management, none of another tenant', async () => {
    const management = (await (await signIn('management@demo.test')).rpc('dashboard_tiles', { today })).data as Tiles;
    expect(management.open_pricing_requests).toBeGreaterThan(0);
    expect(Object.values(management.submissions!).every((n) => n > 0)).toBe(true);
    expect(management.contracts_ending!['180']).toBeGreaterThan(management.contracts_ending!['30']);
    const disabled = (await (await signIn('disabled@demo.test')).rpc('dashboard_tiles', { today })).data as Tiles;
    expect(disabled).toEqual({
      open_pricing_requests: null,
      submissions: null,
      contracts_ending: null,
      tasks: null,
      approvals: null,
      registrations: null,
      ending_soon: null,
      pricing_per_week: null,
    });
    // A day far ahead: no contract ends within 180 days of it.
    const later = (await (await signIn('management@demo.test')).rpc('dashboard_tiles', { today: '2099-01-01' })).data as Tiles;
    expect(later.contracts_ending).toEqual({ '30': 0, '60': 0, '90': 0, '180': 0 });
    expect(later.ending_soon).toEqual([]);
  });

  it('gives each role its own duties: tasks of its own, approvals to approvers, registrations to management', async () => {
    const read = async (login: string) =>
      (await (await signIn(`${login}@demo.test`)).rpc('dashboard_tiles', { today, week_bounds: bounds })).data as Tiles;
    const [management, salesRep, partnerAdmin, affiliateAdmin] = await Promise.all(
      ['management', 'sales-rep', 'partner-admin', 'affiliate-admin'].map(read),
    );
    // The demo data's tasks fall due every five days from 15 days ago: sales reps have some overdue.
    expect(salesRep.tasks!.overdue + salesRep.tasks!.due_today).toBeGreaterThan(0);
    expect(management.approvals).toBe(management.submissions!.submitted);
    expect(management.approvals).toBeGreaterThan(0);
    expect(management.registrations).not.toBeNull();
    for (const role of [salesRep, partnerAdmin, affiliateAdmin]) expect(role.registrations).toBeNull();
    // Sales reps create and submit; they do not approve (no pricing.ADMIN).
    expect(salesRep.approvals).toBeNull();
    expect(salesRep.pricing_per_week).toHaveLength(12);
    // Without week bounds, no chart.
    expect((await read('sales-rep')).pricing_per_week).toHaveLength(12);
    expect(((await (await signIn('sales-rep@demo.test')).rpc('dashboard_tiles', { today })).data as Tiles).pricing_per_week).toBeNull();
    // Contracts ending soonest: within 90 days, soonest first, at most five.
    const soon = management.ending_soon!;
    expect(soon.length).toBeGreaterThan(0);
    expect(soon.length).toBeLessThanOrEqual(5);
    expect(soon.every((c) => c.end_date >= today && c.end_date <= addDays(today, 90))).toBe(true);
    expect([...soon].sort((a, b) => a.end_date.localeCompare(b.end_date))).toEqual(soon);
  });

  it('counts a task assigned to me only when I may see its account, and only while it is open', async () => {
    const admin = serviceClient();
    const salesRep = await signIn('sales-rep@demo.test');
    const { data: seen } = await salesRep.from('accounts').select('id').limit(1).single();
    const { data: other } = await admin.from('accounts').select('id').eq('organization_id', DEMO.organizations.coastal).limit(20);
    const hidden = [];
    for (const a of other as { id: string }[]) {
      const { data } = await salesRep.from('accounts').select('id').eq('id', a.id);
      if (!data?.length) hidden.push(a.id);
    }
    expect(hidden.length).toBeGreaterThan(0);
    const tiles = async () => ((await salesRep.rpc('dashboard_tiles', { today })).data as Tiles).tasks!;
    const before = await tiles();
    const task = (account_id: string, due_date: string, status = 'open') => ({
      account_id,
      title: 'Dashboard test task',
      status,
      assigned_to: DEMO.users.salesRep,
      due_date,
    });
    const { data: created, error } = await admin
      .from('tasks')
      .insert([
        task(hidden[0]!, today),
        task(hidden[0]!, addDays(today, -3)),
        task((seen as { id: string }).id, today),
        task((seen as { id: string }).id, addDays(today, -3), 'in_progress'),
        task((seen as { id: string }).id, addDays(today, -3), 'done'),
        task((seen as { id: string }).id, addDays(today, 1)),
      ])
      .select('id');
    expect(error).toBeNull();
    try {
      expect(await tiles()).toEqual({ due_today: before.due_today + 1, overdue: before.overdue + 1 });
      // Management sees every task but none is assigned to it: its count stays its own.
      const management = await signIn('management@demo.test');
      const mine = ((await management.rpc('dashboard_tiles', { today })).data as Tiles).tasks!;
      expect(mine).toEqual({
        due_today: await listTotal(management, 'tasks', [
          ['eq', 'assigned_to', DEMO.users.management],
          OPEN_TASK,
          ['eq', 'due_date', today],
        ]),
        overdue: await listTotal(management, 'tasks', [['eq', 'assigned_to', DEMO.users.management], OPEN_TASK, ['lt', 'due_date', today]]),
      });
    } finally {
      await admin
        .from('tasks')
        .delete()
        .in(
          'id',
          (created as { id: string }[]).map((t) => t.id),
        );
    }
  });

  it('counts a new registration for management only', async () => {
    const admin = serviceClient();
    const management = await signIn('management@demo.test');
    const companyAdmin = await signIn('company-admin@demo.test');
    const count = async () => ((await management.rpc('dashboard_tiles', { today })).data as Tiles).registrations!;
    const before = await count();
    const email = `dashboard-applicant-${Date.now()}@test.local`;
    const { data, error } = await admin.auth.admin.createUser({ email, password: 'applicant-password', email_confirm: true });
    expect(error).toBeNull();
    const id = data.user!.id;
    try {
      const res = await admin
        .from('profiles')
        .insert({ id, email, first_name: 'Ada', last_name: 'Applicant', active: false, first_login: false });
      expect(res.error).toBeNull();
      // Other files register applicants concurrently: at least this one more.
      expect(await count()).toBeGreaterThanOrEqual(before + 1);
      expect(((await companyAdmin.rpc('dashboard_tiles', { today })).data as Tiles).registrations).toBeNull();
    } finally {
      await admin.auth.admin.deleteUser(id);
    }
  });

  it("counts a week's pricing requests from its first instant up to the next week's", async () => {
    const client = await signIn('management@demo.test');
    const { data: rows } = await client.from('pricing_requests').select('created_at').order('created_at', { ascending: false }).limit(1);
    const at = (rows as { created_at: string }[])[0]!.created_at;
    const ms = Date.parse(at);
    const edges = [new Date(ms - 1000).toISOString(), at, new Date(ms + 1000).toISOString()];
    const { data, error } = await client.rpc('dashboard_tiles', { today, week_bounds: edges });
    expect(error).toBeNull();
    const [before, from] = (data as Tiles).pricing_per_week!;
    expect(before).toBe(
      await listTotal(client, 'pricing_requests', [
        ['gte', 'created_at', edges[0]!],
        ['lt', 'created_at', at],
      ]),
    );
    expect(from).toBeGreaterThanOrEqual(1);
    // Bounds out of order, too many, or a missing one are refused.
    for (const week_bounds of [
      [edges[1], edges[0]],
      Array.from({ length: 55 }, (_, i) => new Date(ms + i * 1000).toISOString()),
      [edges[0], null],
    ]) {
      const bad = await client.rpc('dashboard_tiles', { today, week_bounds });
      expect(bad.error?.code).toBe('22023');
    }
  });

  it('is not callable without signing in', async () => {
    const { error } = await anonClient().rpc('dashboard_tiles', { today });
    expect(error).not.toBeNull();
  });
});
