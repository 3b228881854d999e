/**
 * The history of records (issue 18 §1, migration 20261126170000_record_history, docs/security.md
 * "History of records"): what the triggers record, and who sees it — a history row is visible exactly
 * to those who may see its record (RLS, through the same helpers), after the record moves and after it
 * is deleted. Writes to record_history itself: tests/security/history.test.ts.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { beforeAll, describe, expect, it } from 'vitest';
import { account, accountWithChildren, insertRow } from './accounts-support.ts';
import { DEMO, DEMO_LOGINS, serviceClient, signIn, type DemoLogin } from './helpers.ts';

interface HistoryRow {
  id: number;
  changed_at: string;
  table_name: string;
  record_id: string;
  operation: 'insert' | 'update' | 'delete';
  actor: string | null;
  actor_name: string | null;
  old_values: Record<string, unknown> | null;
  new_values: Record<string, unknown> | null;
}

const LOGINS = DEMO_LOGINS;
type Login = DemoLogin;

const clients = new Map<Login, SupabaseClient>();
const as = (login: Login) => clients.get(login)!;
let svc: SupabaseClient;

beforeAll(async () => {
  svc = serviceClient();
  await Promise.all(LOGINS.map(async (l) => clients.set(l, await signIn(`${l}@demo.test`))));
});

/** A record's history as `client` sees it, newest first. */
async function historyOf(client: SupabaseClient, table: string, id: string): Promise<HistoryRow[]> {
  const { data, error } = await client
    .from('record_history')
    .select('*')
    .eq('table_name', table)
    .eq('record_id', id)
    .order('changed_at', { ascending: false })
    .order('id', { ascending: false });
  expect(error).toBeNull();
  return (data ?? []) as HistoryRow[];
}

/** The logins that see at least one history row of the record. */
async function whoSeesHistory(table: string, id: string): Promise<Login[]> {
  const seen = await Promise.all(LOGINS.map(async (l) => ((await historyOf(as(l), table, id)).length > 0 ? l : null)));
  return seen.filter((l): l is Login => l !== null);
}

/** The logins that see the record itself. */
async function whoSeesRecord(table: string, id: string): Promise<Login[]> {
  const seen = await Promise.all(
    LOGINS.map(async (l) => {
      const { data } = await as(l).from(table).select('id').eq('id', id);
      return (data ?? []).length ? l : null;
    }),
  );
  return seen.filter((l): l is Login => l !== null);
}

describe('what is recorded', () => {
  it('an edit records who, when, and only the fields that changed, old and new; creation by the service role is "service"', async () => {
    const a = await account({ contact_phone: '604-555-0100' });
    const before = Date.now();
    const { error } = await as('sales-rep')
      .from('accounts')
      .update({ contact_phone: '604-555-0199', notes: 'Called about renewal' })
      .eq('id', a.id);
    expect(error).toBeNull();
    const rows = await historyOf(as('sales-rep'), 'accounts', a.id);
    expect(rows.map((r) => r.operation)).toEqual(['update', 'insert']);
    const [edit, created] = rows;
    expect(edit).toMatchObject({
      actor: DEMO.users.salesRep,
      actor_name: 'Sam Delgado',
      old_values: { contact_phone: '604-555-0100', notes: null },
      new_values: { contact_phone: '604-555-0199', notes: 'Called about renewal' },
    });
    expect(Math.abs(Date.parse(edit.changed_at) - before)).toBeLessThan(60_000);
    expect(created.actor).toBeNull();
    expect(created.actor_name).toBeNull();
    expect(created.new_values).toMatchObject({
      account_name: a.account_name,
      sales_rep: DEMO.users.salesRep,
      contact_phone: '604-555-0100',
    });
    // Neither the id nor the stamps are values of a change.
    for (const r of rows)
      for (const k of ['id', 'created_at', 'updated_at']) expect(Object.keys({ ...r.old_values, ...r.new_values })).not.toContain(k);
  });

  it('an update that changes nothing, or only updated_at, records nothing', async () => {
    const a = await account({ notes: 'same' });
    await as('sales-rep').from('accounts').update({ notes: 'same' }).eq('id', a.id);
    await as('sales-rep').from('accounts').update({ updated_at: new Date().toISOString() }).eq('id', a.id);
    expect((await historyOf(svc, 'accounts', a.id)).map((r) => r.operation)).toEqual(['insert']);
  });

  it('renaming an account records the account only, not the copies its pricing requests keep', async () => {
    const a = await account();
    const pr = await insertRow('pricing_requests', { account_id: a.id, name: 'Gas 2027' });
    await as('sales-rep')
      .from('accounts')
      .update({ account_name: `${a.account_name} (renamed)` })
      .eq('id', a.id);
    expect((await historyOf(svc, 'accounts', a.id)).map((r) => r.operation)).toEqual(['update', 'insert']);
    expect((await historyOf(svc, 'pricing_requests', pr.id)).map((r) => r.operation)).toEqual(['insert']);
  });

  it("a submission's status changes are recorded, each with its actor", async () => {
    const a = await account();
    const s = await insertRow('matrix_submissions', { account_id: a.id, status: 'draft', rate: 0.09, term_months: 12 });
    expect((await as('sales-rep').from('matrix_submissions').update({ status: 'submitted' }).eq('id', s.id)).error).toBeNull();
    expect((await as('company-admin').from('matrix_submissions').update({ status: 'approved' }).eq('id', s.id)).error).toBeNull();
    const rows = await historyOf(as('sales-rep'), 'matrix_submissions', s.id);
    expect(rows.map((r) => [r.operation, r.actor, r.old_values?.status, r.new_values?.status])).toEqual([
      ['update', DEMO.users.companyAdmin, 'submitted', 'approved'],
      ['update', DEMO.users.salesRep, 'draft', 'submitted'],
      ['insert', null, undefined, 'draft'],
    ]);
  });

  it("a pricing request's products and proposals are recorded under the request: its History (parent_id) shows them with it", async () => {
    const a = await account();
    const pr = await insertRow('pricing_requests', { account_id: a.id, name: 'Electricity 2027' });
    const { data: product } = await svc.from('products').select('id, retailer_id').eq('commodity', 'electricity').limit(1).single();
    const added = await as('sales-rep')
      .from('pricing_requests_products')
      .insert({ pricing_request_id: pr.id, product_id: product!.id, retailer_id: product!.retailer_id })
      .select('id')
      .single();
    expect(added.error).toBeNull();
    const { data, error } = await as('sales-rep')
      .from('record_history')
      .select('table_name, record_id, operation, actor')
      .eq('parent_id', pr.id)
      .order('id', { ascending: false });
    expect(error).toBeNull();
    expect(data).toEqual([
      { table_name: 'pricing_requests_products', record_id: added.data!.id, operation: 'insert', actor: DEMO.users.salesRep },
      { table_name: 'pricing_requests', record_id: pr.id, operation: 'insert', actor: null },
    ]);
  });

  it('a delete keeps the deleted row; deleting an account records its children deleted with it', async () => {
    const a = await account({ contact_email: 'gone@example.test' });
    const task = await insertRow('tasks', { account_id: a.id, title: 'Site visit' });
    const { error } = await as('partner-admin').from('accounts').delete().eq('id', a.id);
    expect(error).toBeNull();
    const [gone] = await historyOf(as('partner-admin'), 'accounts', a.id);
    expect(gone).toMatchObject({ operation: 'delete', actor: DEMO.users.partnerAdmin, new_values: null });
    expect(gone.old_values).toMatchObject({ account_name: a.account_name, contact_email: 'gone@example.test' });
    const [taskGone] = await historyOf(as('partner-admin'), 'tasks', task.id);
    expect(taskGone).toMatchObject({ operation: 'delete', actor: DEMO.users.partnerAdmin });
    expect(taskGone.old_values).toMatchObject({ title: 'Site visit' });
  });

  it('profiles, memberships and permission grants are recorded', async () => {
    const grant = await as('management')
      .from('assigned_permissions')
      .insert({ user: DEMO.users.salesRep2, permission: 'files.DELETE' })
      .select('id')
      .single();
    expect(grant.error).toBeNull();
    expect((await as('management').from('assigned_permissions').delete().eq('id', grant.data!.id)).error).toBeNull();
    const rows = await historyOf(as('management'), 'assigned_permissions', String(grant.data!.id));
    expect(rows.map((r) => [r.operation, r.actor])).toEqual([
      ['delete', DEMO.users.management],
      ['insert', DEMO.users.management],
    ]);
    expect(rows[1].new_values).toMatchObject({ user: DEMO.users.salesRep2, permission: 'files.DELETE' });
    // A user grant is seen by its user (and management), as the grant itself was.
    expect(await whoSeesHistory('assigned_permissions', String(grant.data!.id))).toEqual(['management', 'sales-rep-2']);
  });
});

describe('who sees a history row: exactly those who may see the record', () => {
  /** Demo accounts the RLS matrix does not write under (3 and 40), as rls-visibility.test.ts. */
  const STABLE = Array.from({ length: 60 }, (_, i) => DEMO.account(i + 1)).filter((id) => !/0(03|40)$/.test(id));

  /** The seeded records of each audited table (the seed runs after the migration, so each has history). */
  async function seeded(): Promise<Record<string, string[]>> {
    const ids = async (table: string, build: (q: ReturnType<SupabaseClient['from']>) => PromiseLike<{ data: unknown }>) =>
      (((await build(svc.from(table))).data ?? []) as { id: string | number }[]).map((r) => String(r.id));
    const requests = await ids('pricing_requests', (q) => q.select('id').in('account_id', STABLE));
    return {
      accounts: STABLE,
      pricing_requests: requests,
      pricing_requests_products: await ids('pricing_requests_products', (q) => q.select('id').in('pricing_request_id', requests)),
      proposals: await ids('proposals', (q) => q.select('id').in('pricing_request_id', requests)),
      matrix_submissions: await ids('matrix_submissions', (q) => q.select('id').in('account_id', STABLE)),
      contracts: await ids('contracts', (q) => q.select('id').in('account_id', STABLE)),
      tasks: await ids('tasks', (q) => q.select('id').in('account_id', STABLE)),
      organizations: Object.values(DEMO.organizations),
      partners: Object.values(DEMO.partners),
      affiliates: Object.values(DEMO.affiliates),
      profiles: Object.values(DEMO.users),
      assigned_organizations: await ids('assigned_organizations', (q) => q.select('id').in('profile', Object.values(DEMO.users))),
      assigned_profiles: await ids('assigned_profiles', (q) => q.select('id').in('profile', Object.values(DEMO.users))),
    };
  }

  let records: Record<string, string[]>;
  beforeAll(async () => {
    records = await seeded();
  });

  it.each(LOGINS)('as %s: the records with visible history are the records it sees, table by table', async (login) => {
    const client = as(login);
    for (const [table, ids] of Object.entries(records)) {
      const [live, history] = await Promise.all([
        client.from(table).select('id').in('id', ids),
        client.from('record_history').select('record_id').eq('table_name', table).in('record_id', ids),
      ]);
      expect(live.error).toBeNull();
      expect(history.error).toBeNull();
      const sees = [...new Set((live.data ?? []).map((r) => String(r.id)))].sort();
      const seesHistory = [...new Set((history.data ?? []).map((r) => r.record_id as string))].sort();
      expect(seesHistory, `${login}: history of ${table}`).toEqual(sees);
    }
  });

  it('the matrix is not trivial: every login sees some history, none but management all of it', async () => {
    const counts = await Promise.all(
      LOGINS.map(async (l) => {
        const { data } = await as(l).from('record_history').select('record_id').eq('table_name', 'accounts').in('record_id', STABLE);
        return new Set((data ?? []).map((r) => r.record_id as string)).size;
      }),
    );
    expect(Object.fromEntries(LOGINS.map((l, i) => [l, counts[i]]))).toEqual({
      management: 58,
      'company-admin': 37,
      'company-admin-2': 21,
      executive: 50,
      regional: 29,
      'partner-admin': 19,
      'sales-rep': 13,
      'sales-rep-2': 11,
      'affiliate-admin': 6,
      disabled: 0,
      'partner-admin-2': 15,
    });
  });

  it("a record that moves takes its history along: the new rep's partner sees it all, the old rep none of it", async () => {
    // Keystone's account (regional@ manages Keystone) served by sales-rep@; a request with a product, a task.
    const a = await account({ partner_id: DEMO.partners.keystone });
    const pr = await insertRow('pricing_requests', { account_id: a.id, name: 'Gas 2028', commodity: 'gas' });
    const { data: product } = await svc.from('products').select('id, retailer_id').eq('commodity', 'gas').limit(1).single();
    const item = await insertRow('pricing_requests_products', {
      pricing_request_id: pr.id,
      product_id: product!.id,
      retailer_id: product!.retailer_id,
    });
    const task = await insertRow('tasks', { account_id: a.id, title: 'Meter photo' });
    await as('sales-rep').from('accounts').update({ notes: 'before the move' }).eq('id', a.id);
    const records: [string, string][] = [
      ['accounts', a.id],
      ['pricing_requests', pr.id],
      ['pricing_requests_products', item.id],
      ['tasks', task.id],
    ];
    for (const [t, id] of records) {
      expect(await whoSeesHistory(t, id), `${t} before`).toEqual(await whoSeesRecord(t, id));
      expect(await whoSeesHistory(t, id)).toContain('sales-rep');
      expect(await whoSeesHistory(t, id)).not.toContain('partner-admin');
    }
    // Moved to Brightline, no sales rep: sales-rep@ loses it, Brightline's admin gains it.
    expect(
      (await as('company-admin').from('accounts').update({ partner_id: DEMO.partners.brightline, sales_rep: null }).eq('id', a.id)).error,
    ).toBeNull();
    for (const [t, id] of records) {
      const seers = await whoSeesHistory(t, id);
      expect(seers, `${t} after the move`).toEqual(await whoSeesRecord(t, id));
      expect(seers).toContain('partner-admin');
      expect(seers).not.toContain('sales-rep');
    }
    // The partner admin reads the whole story, from before the move.
    expect((await historyOf(as('partner-admin'), 'accounts', a.id)).map((r) => r.operation)).toEqual(['update', 'update', 'insert']);
  });

  it("a child moved to another account takes its history (and a request its products') to the new account's people", async () => {
    const from = await account({ partner_id: DEMO.partners.keystone });
    const to = await account({ sales_rep: null });
    const pr = await insertRow('pricing_requests', { account_id: from.id, name: 'Moving request', commodity: 'gas' });
    const { data: product } = await svc.from('products').select('id, retailer_id').eq('commodity', 'gas').limit(1).single();
    const item = await insertRow('pricing_requests_products', {
      pricing_request_id: pr.id,
      product_id: product!.id,
      retailer_id: product!.retailer_id,
    });
    expect(await whoSeesHistory('pricing_requests_products', item.id)).toContain('sales-rep');
    expect((await as('management').from('pricing_requests').update({ account_id: to.id }).eq('id', pr.id)).error).toBeNull();
    for (const [t, id] of [
      ['pricing_requests', pr.id],
      ['pricing_requests_products', item.id],
    ]) {
      const seers = await whoSeesHistory(t, id);
      expect(seers, t).toEqual(await whoSeesRecord(t, id));
      expect(seers).toContain('partner-admin');
      expect(seers).not.toContain('sales-rep');
    }
  });

  it("a deleted record's history stays visible to whoever could see it when it was deleted, and to no one else", async () => {
    const a = await account({ affiliate_id: DEMO.affiliates.greenleaf });
    const pr = await insertRow('pricing_requests', { account_id: a.id, name: 'Electricity 2029' });
    const before = { account: await whoSeesRecord('accounts', a.id), request: await whoSeesRecord('pricing_requests', pr.id) };
    expect(before.account).toEqual([
      'management',
      'company-admin',
      'executive',
      'regional',
      'partner-admin',
      'sales-rep',
      'affiliate-admin',
    ]);
    expect((await as('management').from('accounts').delete().eq('id', a.id)).error).toBeNull();
    expect(await whoSeesRecord('accounts', a.id)).toEqual([]);
    expect(await whoSeesHistory('accounts', a.id)).toEqual(before.account);
    // The request went with its account (cascade): its history too.
    expect(await whoSeesHistory('pricing_requests', pr.id)).toEqual(before.request);
    expect((await historyOf(as('affiliate-admin'), 'pricing_requests', pr.id)).map((r) => r.operation)).toEqual(['delete', 'insert']);
  });

  it('a deleted organization: only management still sees the history of it and of what went with it', async () => {
    const { data: org } = await svc.from('organizations').insert({ name: 'Short-lived Energy' }).select('id').single();
    const { data: partner } = await svc
      .from('partners')
      .insert({ name: 'Short-lived Partner', organization_id: org!.id })
      .select('id')
      .single();
    await svc.from('assigned_organizations').insert({ profile: DEMO.users.companyAdmin, organization: org!.id });
    expect(await whoSeesHistory('partners', partner!.id)).toEqual(['management', 'company-admin']);
    expect((await svc.from('organizations').delete().eq('id', org!.id)).error).toBeNull();
    expect(await whoSeesHistory('organizations', org!.id)).toEqual(['management']);
    expect(await whoSeesHistory('partners', partner!.id)).toEqual(['management']);
    const [gone] = await historyOf(as('management'), 'partners', partner!.id);
    expect(gone).toMatchObject({ operation: 'delete', actor: null });
  });
});

describe("a deleted record's id used again", () => {
  /** The ids of the history rows `client` sees of a record, its children (account_id) and a request's items (parent_id). */
  async function storyOf(client: SupabaseClient, accountId: string, requestId: string): Promise<number[]> {
    const { data, error } = await client
      .from('record_history')
      .select('id')
      .or(`record_id.in.(${accountId},${requestId}),account_id.eq.${accountId},parent_id.eq.${requestId}`)
      .order('id');
    expect(error).toBeNull();
    return (data ?? []).map((r) => r.id as number);
  }

  it("cannot be taken by another tenant (nor anyone): the deleted one's history, and its children's, stays with those who could see it", async () => {
    // HOME's account with a child of every kind and a request with a product; then HOME deletes it. (Its
    // id is no secret: every Realtime subscriber of accounts hears the DELETE with the primary key.)
    const { account: a, children } = await accountWithChildren({ notes: 'HOME confidential', contact_email: 'ceo@home.test' });
    const { data: product } = await svc.from('products').select('id, retailer_id').eq('commodity', 'electricity').limit(1).single();
    await insertRow('pricing_requests_products', {
      pricing_request_id: children.pricing_requests,
      product_id: product!.id,
      retailer_id: product!.retailer_id,
    });
    expect((await as('company-admin').from('accounts').delete().eq('id', a.id)).error).toBeNull();
    const home = await storyOf(as('company-admin'), a.id, children.pricing_requests);
    expect(home.length).toBeGreaterThan(8);

    // FOREIGN's company admin tries to make an account and a request with those ids (migration
    // 20261128100000_ids_used_once: an id a deleted record had is never stored again, 23514).
    const foreign = as('company-admin-2');
    const made = await foreign
      .from('accounts')
      .insert({ id: a.id, organization_id: DEMO.organizations.coastal, partner_id: DEMO.partners.harbor, account_name: 'Reused' });
    expect(made.error?.code).toBe('23514');
    const mine = await foreign
      .from('accounts')
      .insert({ organization_id: DEMO.organizations.coastal, partner_id: DEMO.partners.harbor, account_name: 'Not reused' })
      .select('id')
      .single();
    expect(mine.error).toBeNull();
    const request = await foreign
      .from('pricing_requests')
      .insert({ id: children.pricing_requests, account_id: mine.data!.id, name: 'Reused request' });
    expect(request.error?.code).toBe('23514');

    // It reads nothing of the deleted story; HOME still reads all of it.
    const { data: seen } = await foreign
      .from('record_history')
      .select('id')
      .or(`record_id.in.(${a.id},${children.pricing_requests}),account_id.eq.${a.id},parent_id.eq.${children.pricing_requests}`);
    expect(seen).toEqual([]);
    expect(await storyOf(as('company-admin'), a.id, children.pricing_requests)).toEqual(home);
  });
});

describe('nobody writes history, the service role included', () => {
  it('the service role may read but not insert, update or delete', async () => {
    const a = await account();
    const [row] = await historyOf(svc, 'accounts', a.id);
    const tries = await Promise.all([
      svc.from('record_history').insert({ table_name: 'accounts', record_id: a.id, operation: 'update' }),
      svc.from('record_history').update({ actor_name: 'Nobody' }).eq('id', row.id),
      svc.from('record_history').upsert({ table_name: row.table_name, record_id: row.record_id, operation: 'delete' }),
      svc.from('record_history').delete().eq('id', row.id),
    ]);
    for (const t of tries) expect(t.error?.code).toBe('42501');
    expect(await historyOf(svc, 'accounts', a.id)).toEqual([row]);
  });

  it('the trigger functions are no RPC', async () => {
    for (const fn of ['record_history_write', 'record_history_guard', 'history_organizations']) {
      const { error } = await as('management').rpc(fn);
      expect(error?.code, fn).toBe('PGRST202');
    }
  });
});
