// The list calls past their caps, on a database of this file's own (a fresh one on DATABASE_URL, or
// PGlite in memory), since the rows they need would change what the other test files count:
// - search_pricing_requests narrows the term's matches with the list's filters before its 5,000 cap
//   (migration 20261126161000): a term too broad alone is answered within filters that narrow it;
// - dashboard_tiles counts as an `estimated` list above 1,000 rows: the larger of 1,001 and the
//   planner's estimate (migration 20261126160000).
import type { CrudFilter } from '@refinedev/core';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ws from 'ws';
import { startLocalSupabase, type LocalSupabase } from '../../local-supabase/server.ts';
import { listProvider } from '../../providers/list-provider.ts';
import { toCrudFilters } from '../../resources/pricing-requests/filters.ts';
import { freshDatabase, type FreshDatabase } from './fresh-database.ts';
import { DEMO } from './helpers.ts';

let ls: LocalSupabase;
let fresh: FreshDatabase;

beforeAll(async () => {
  fresh = await freshDatabase('lists_past_caps');
  ls = await startLocalSupabase({
    port: 0,
    dataDir: 'memory',
    databaseUrl: fresh.url,
    seed: true,
    projectDir: path.resolve(__dirname, '../..'),
    log: () => undefined,
  });
}, 120_000);

afterAll(async () => {
  await ls?.close();
  await fresh?.drop();
});

const options = { auth: { persistSession: false, autoRefreshToken: false }, realtime: { transport: ws as unknown as typeof WebSocket } };
const service = () => createClient(ls.url, ls.serviceRoleKey, options);
async function management(): Promise<SupabaseClient> {
  const c = createClient(ls.url, ls.anonKey, options);
  const { error } = await c.auth.signInWithPassword({ email: 'management@demo.test', password: DEMO.password });
  expect(error).toBeNull();
  return c;
}

const page = (client: SupabaseClient, filters: CrudFilter[]) =>
  listProvider(client).getList({
    resource: 'pricing_requests_list',
    filters,
    sorters: [{ field: 'created_at', order: 'desc' }],
    pagination: { currentPage: 1, pageSize: 25, mode: 'server' },
    meta: { select: 'id, commodity', count: 'estimated', searchRpc: 'search_pricing_requests' },
  });

describe('list calls past their caps', () => {
  it('a term too broad alone (past 5,000 visible matches) is searched within the filters that narrow it', async () => {
    const tag = `Wide${Date.now()}`;
    const rows = Array.from({ length: 5003 }, (_, i) => ({
      account_id: DEMO.account(1),
      name: `${tag} request ${i}`,
      commodity: i < 3 ? 'gas' : 'electricity',
    }));
    const { error } = await service().from('pricing_requests').insert(rows);
    expect(error).toBeNull();
    const client = await management();
    const alone = await client.rpc('search_pricing_requests', { term: tag }, { get: true }).select('id');
    expect(alone.error).toMatchObject({ code: 'PT422' });
    const gas = await client.rpc('search_pricing_requests', { term: tag, commodity: 'gas' }, { get: true }).select('commodity');
    expect(gas.error).toBeNull();
    expect((gas.data as { commodity: string }[]).map((r) => r.commodity)).toEqual(['gas', 'gas', 'gas']);
    // The list asks it so: three rows, counted exactly, found by the RPC (not the table scan, which counts `planned`).
    const listed = await page(client, toCrudFilters({ search: tag, commodity: 'gas' }));
    expect(listed).toMatchObject({ total: 3 });
    expect(listed.data).toHaveLength(3);
  }, 60_000);

  it("dashboard_tiles counts an estimated list's way above 1,000 rows", async () => {
    const rows = Array.from({ length: 1005 }, () => ({ account_id: DEMO.account(1), status: 'draft' }));
    const { error } = await service().from('matrix_submissions').insert(rows);
    expect(error).toBeNull();
    const client = await management();
    const today = new Date().toISOString().slice(0, 10);
    const total = async (count: 'exact' | 'estimated') =>
      (await client.from('matrix_submissions').select('id', { count, head: true }).eq('status', 'draft')).count;
    const estimated = (await client.rpc('dashboard_tiles', { today, estimated: true })).data as { submissions: { draft: number } };
    expect(estimated.submissions.draft).toBe(await total('estimated'));
    expect(estimated.submissions.draft).toBeGreaterThan(1000);
    const exact = (await client.rpc('dashboard_tiles', { today })).data as { submissions: { draft: number } };
    expect(exact.submissions.draft).toBe(await total('exact'));
  }, 60_000);
});
