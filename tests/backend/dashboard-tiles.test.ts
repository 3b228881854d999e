// The dashboard's numbers in one call (rpc dashboard_tiles, migration 20261126160000): for every demo
// login, each count is the total of the list its tile links to (the same filters, through the
// caller's RLS, counted as the list counts for that role: src/lib/list-strategy.ts), and the tiles of
// a menu the caller may not open are null.
import type { SupabaseClient } from '@supabase/supabase-js';
import { describe, expect, it } from 'vitest';
import { bigListMeta, type ListCount } from '../../src/lib/list-strategy.ts';
import { anonClient, serviceClient, signIn } from './helpers.ts';

const LOGINS = [
  'management',
  'company-admin',
  'executive',
  'regional',
  'partner-admin',
  'sales-rep',
  'affiliate-admin',
  'sales-rep-2',
  'partner-admin-2',
  'company-admin-2',
  'disabled',
].map((who) => `${who}@demo.test`);

interface Tiles {
  open_pricing_requests: number | null;
  submissions: Record<'draft' | 'submitted' | 'approved' | 'rejected', number> | null;
  contracts_ending: Record<'30' | '60' | '90' | '180', number> | null;
}

const addDays = (iso: string, days: number) => new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

type Filter = ['eq' | 'gte' | 'lte', string, string | boolean];

/** The total a list shows for these filters: what the tile's link opens. */
async function listTotal(client: SupabaseClient, table: string, filters: Filter[], mode: ListCount = 'exact') {
  let query = client.from(table).select('id', { count: mode, head: true });
  for (const [op, column, value] of filters) query = op === 'eq' ? query.eq(column, value) : query.filter(column, op, value);
  const { count, error } = await query;
  expect(error).toBeNull();
  return count ?? 0;
}

async function expectedTiles(client: SupabaseClient, today: string, count: ListCount): Promise<Tiles> {
  const { data: permissions } = await client.rpc('my_permissions');
  const may = (p: string) => Array.isArray(permissions) && (permissions as string[]).includes(p);
  const pricing = may('navigation.PRICING');
  const contracts = may('navigation.CONTRACTS');
  const status = (s: string) => listTotal(client, 'matrix_submissions', [['eq', 'status', s]], count);
  const ending = (days: number) =>
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
      ? { '30': await ending(30), '60': await ending(60), '90': await ending(90), '180': await ending(180) }
      : null,
  };
}

describe('rpc dashboard_tiles', () => {
  const today = new Date().toISOString().slice(0, 10);

  it.each(LOGINS)('%s gets the totals of the lists its tiles link to', async (login) => {
    const client = await signIn(login);
    const { data: me } = await serviceClient().from('profiles').select('role').eq('email', login).single();
    const { count } = bigListMeta((me as { role: number | null }).role);
    const { data, error } = await client.rpc('dashboard_tiles', { today, estimated: count === 'estimated' });
    expect(error).toBeNull();
    expect(data).toEqual(await expectedTiles(client, today, count));
    // On the demo data every list is below 1,000 rows: exact and estimated agree.
    expect((await client.rpc('dashboard_tiles', { today })).data).toEqual(data);
  });

  it('counts what the demo data holds: some of every tile for management, none of another tenant', async () => {
    const management = (await (await signIn('management@demo.test')).rpc('dashboard_tiles', { today })).data as Tiles;
    expect(management.open_pricing_requests).toBeGreaterThan(0);
    expect(Object.values(management.submissions!).every((n) => n > 0)).toBe(true);
    expect(management.contracts_ending!['180']).toBeGreaterThan(management.contracts_ending!['30']);
    const disabled = (await (await signIn('disabled@demo.test')).rpc('dashboard_tiles', { today })).data as Tiles;
    expect(disabled).toEqual({ open_pricing_requests: null, submissions: null, contracts_ending: null });
    // A day far ahead: no contract ends within 180 days of it.
    const later = (await (await signIn('management@demo.test')).rpc('dashboard_tiles', { today: '2099-01-01' })).data as Tiles;
    expect(later.contracts_ending).toEqual({ '30': 0, '60': 0, '90': 0, '180': 0 });
  });

  it('is not callable without signing in', async () => {
    const { error } = await anonClient().rpc('dashboard_tiles', { today });
    expect(error).not.toBeNull();
  });
});
