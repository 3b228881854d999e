/**
 * src/lib/database.types.ts must be what `npm run gen:types` produces from the current migrations
 * (CI fails when it is stale), and it must type a real supabase-js client against the live schema.
 */
import { createClient } from '@supabase/supabase-js';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import ws from 'ws';
import { generateProjectTypes, TYPES_FILE } from '../../scripts/gen-types.ts';
import type { Database, Tables, TablesInsert } from '../../src/lib/database.types.ts';
import { DEMO, env } from './helpers.ts';

describe('generated database types', () => {
  it('src/lib/database.types.ts is up to date with supabase/migrations (run npm run gen:types)', async () => {
    const fresh = await generateProjectTypes(process.env.LOCAL_SUPABASE_PROJECT);
    expect(readFileSync(TYPES_FILE, 'utf8')).toBe(fresh);
  }, 120_000);

  it('types a supabase-js client: tables, embeds and RPCs', async () => {
    const { url, anonKey } = env();
    const client = createClient<Database>(url, anonKey, {
      auth: { persistSession: false, autoRefreshToken: false },
      realtime: { transport: ws as unknown as typeof WebSocket },
    });
    const signedIn = await client.auth.signInWithPassword({ email: 'sales-rep@demo.test', password: DEMO.password });
    expect(signedIn.error).toBeNull();

    const { data, error } = await client.from('accounts').select('id, account_name, partners(name)').eq('id', DEMO.account(1)).single();
    expect(error).toBeNull();
    const name: string | undefined = data?.account_name;
    const partner: string | undefined = data?.partners?.name;
    expect([name, partner]).toEqual(['Harbourview Dental Clinic', 'Brightline Solar & Power']);

    const permissions = await client.rpc('my_permissions');
    const list: string[] | null = permissions.data;
    expect(list).toContain('accounts.EDIT');
    const usage = await client.rpc('get_organization_storage', { param_org_id: DEMO.organizations.summit });
    const bytes: number | null = usage.data;
    expect(typeof bytes).toBe('number');

    const draft: TablesInsert<'pricing_requests'> = { account_id: DEMO.account(1), name: 'Typed insert' };
    const inserted = await client.from('pricing_requests').insert(draft).select().single();
    expect(inserted.error).toBeNull();
    const row: Tables<'pricing_requests'> | null = inserted.data;
    expect(row?.organization_id).toBe(DEMO.organizations.summit);
    await client.from('pricing_requests').delete().eq('id', row!.id);
  });
});
