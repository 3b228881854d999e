// Bulk actions on the lists (migration 20261126181000): bulk_update / bulk_delete change every
// selected row as the caller or none of them. Per role: who may activate / deactivate, assign a sales
// rep and delete on accounts, pricing requests, sales partners and affiliates — the same as a single
// edit or delete through REST (RLS and triggers decide); a refused row (not visible, not allowed, a
// table rule, changed since the list loaded) leaves every selected row as it was, and the answer
// counts the refusals by reason. The table and column come from an allow-list; bad requests are 400.
import type { SupabaseClient } from '@supabase/supabase-js';
import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { ACTORS, as, FOREIGN, HOME, ID, must, service, type Actor } from '../security/actors.ts';

type Target = 'accounts' | 'pricing_requests' | 'partners' | 'affiliates';

const tag = `Bulk${randomUUID().slice(0, 6)}`;
const made: { table: Target; id: string }[] = [];

afterAll(async () => {
  for (const table of ['pricing_requests', 'accounts', 'partners', 'affiliates'] as const) {
    const ids = made.filter((m) => m.table === table).map((m) => m.id);
    if (ids.length) await service().from(table).delete().in('id', ids);
  }
});

type Side = typeof HOME | typeof FOREIGN;

/** Fresh rows of a table on one side (accounts: sold by that side's sales rep, referred by its affiliate). */
async function fresh(table: Target, side: Side, n = 2): Promise<string[]> {
  const rep = side === HOME ? ID['sales-rep'] : ID['sales-rep-2'];
  const rows = async (t: Target, values: Record<string, unknown>[]) => {
    const data = await must(service().from(t).insert(values).select('id'));
    const ids = (data as { id: string }[]).map((r) => r.id);
    made.push(...ids.map((id) => ({ table: t, id })));
    return ids;
  };
  const range = Array.from({ length: n }, (_, i) => i);
  switch (table) {
    case 'accounts':
      return rows(
        'accounts',
        range.map((i) => ({
          organization_id: side.org,
          partner_id: side.partner,
          affiliate_id: side.affiliate,
          sales_rep: rep,
          account_name: `${tag} account ${i}`,
        })),
      );
    case 'pricing_requests': {
      const [account] = await fresh('accounts', side, 1);
      return rows(
        'pricing_requests',
        range.map((i) => ({ account_id: account, name: `${tag} request ${i}` })),
      );
    }
    case 'partners':
      return rows(
        'partners',
        range.map((i) => ({
          organization_id: side.org,
          name: `${tag} partner ${i}`,
          regional_manager: side === HOME ? ID.regional : null,
        })),
      );
    case 'affiliates':
      return rows(
        'affiliates',
        range.map((i) => ({ organization_id: side.org, name: `${tag} affiliate ${i}` })),
      );
  }
}

/** The rows as they are (read as the service role): what changed and what did not. */
const state = async (table: Target, ids: string[]) =>
  ((await must(service().from(table).select('id, active, updated_at').in('id', ids).order('id'))) as Record<string, unknown>[]) ?? [];

const versions = async (table: Target, ids: string[]) => {
  const rows = (await must(service().from(table).select('id, updated_at').in('id', ids))) as { id: string; updated_at: string }[];
  return ids.map((id) => rows.find((r) => r.id === id)!.updated_at);
};

const deactivate = async (c: SupabaseClient, table: Target, ids: string[]) =>
  c.rpc('bulk_update', { target: table, ids, changes: { active: false }, versions: await versions(table, ids) });

/** Who may do what to HOME's rows (docs/security.md, "Changes"): the same as one edit or delete would allow. */
const MAY_DEACTIVATE: Record<Target, Actor[]> = {
  accounts: ['management', 'company-admin', 'executive', 'regional', 'partner-admin', 'sales-rep', 'affiliate-admin'],
  pricing_requests: ['management', 'company-admin', 'executive', 'regional', 'partner-admin', 'sales-rep'],
  partners: ['management', 'company-admin', 'executive', 'regional'],
  affiliates: ['management', 'company-admin'],
};
const MAY_DELETE: Record<Target, Actor[]> = {
  accounts: ['management', 'company-admin', 'partner-admin'],
  pricing_requests: ['management', 'company-admin', 'executive', 'regional', 'partner-admin', 'sales-rep'],
  partners: ['management', 'company-admin'],
  affiliates: ['management', 'company-admin'],
};

const TARGETS: Target[] = ['accounts', 'pricing_requests', 'partners', 'affiliates'];

describe.each(TARGETS)('bulk actions on %s', (table) => {
  it.each(ACTORS)('deactivate as %s: all rows, as a single edit would, or none', async (actor) => {
    const ids = await fresh(table, HOME);
    const single = (await fresh(table, HOME, 1))[0]!;
    const before = await state(table, ids);
    const c = await as(actor);
    const res = await deactivate(c, table, ids);
    const after = await state(table, ids);
    // What one PATCH through REST does to a twin row: the same rule must decide.
    await c.from(table).update({ active: false }).eq('id', single);
    const singleChanged = (await state(table, [single]))[0]!.active === false;
    const allowed = MAY_DEACTIVATE[table].includes(actor);
    expect({ actor, allowed, singleChanged }).toEqual({ actor, allowed, singleChanged: allowed });
    if (allowed) {
      expect({ actor, status: res.status, data: res.data, active: after.map((r) => r.active) }).toEqual({
        actor,
        status: 200,
        data: 2,
        active: [false, false],
      });
    } else {
      expect({ actor, after }).toEqual({ actor, after: before });
      expect({ actor, status: res.status }).toEqual({ actor, status: actor === 'anon' ? 401 : 422 });
      if (actor !== 'anon')
        expect(res.error?.message).toMatch(
          /^Nothing was changed: 2 of 2 .* were refused \(2 (not found or not visible to you|you may not change that way)\)\.$/,
        );
    }
  });

  it.each(ACTORS)('delete as %s: all rows, as a single delete would, or none', async (actor) => {
    const ids = await fresh(table, HOME);
    const single = (await fresh(table, HOME, 1))[0]!;
    const c = await as(actor);
    const res = await c.rpc('bulk_delete', { target: table, ids, versions: await versions(table, ids) });
    const left = await state(table, ids);
    await c.from(table).delete().eq('id', single);
    const singleGone = (await state(table, [single])).length === 0;
    const allowed = MAY_DELETE[table].includes(actor);
    expect({ actor, allowed, singleGone }).toEqual({ actor, allowed, singleGone: allowed });
    expect({ actor, status: res.status, data: res.data, left: left.length }).toEqual(
      allowed ? { actor, status: 200, data: 2, left: 0 } : { actor, status: actor === 'anon' ? 401 : 422, data: null, left: 2 },
    );
  });
});

describe('bulk actions, all or nothing', () => {
  it('another tenant’s id among the selection: nothing changes, and the answer says one was not visible', async () => {
    const home = await fresh('accounts', HOME, 3);
    const [away] = await fresh('accounts', FOREIGN, 1);
    const ids = [...home, away!];
    const before = await state('accounts', ids);
    for (const actor of ['company-admin', 'partner-admin', 'sales-rep'] as const) {
      const res = await (await as(actor)).rpc('bulk_update', { target: 'accounts', ids, changes: { active: false } });
      expect({ actor, status: res.status, code: res.error?.code, message: res.error?.message }).toEqual({
        actor,
        status: 422,
        code: 'PT422',
        message: 'Nothing was changed: 1 of 4 accounts were refused (1 not found or not visible to you).',
      });
      expect(JSON.parse(res.error!.details)).toEqual({
        total: 4,
        refused: 1,
        not_visible: 1,
        stale: 0,
        not_allowed: 0,
        rule: 0,
        rows: [{ id: away, reason: 'not_visible' }],
      });
      const del = await (await as(actor)).rpc('bulk_delete', { target: 'accounts', ids });
      expect({ actor, status: del.status }).toEqual({ actor, status: 422 });
    }
    expect(await state('accounts', ids)).toEqual(before);
  });

  it('a row changed since the list loaded: nothing changes', async () => {
    const ids = await fresh('accounts', HOME, 3);
    const loaded = await versions('accounts', ids);
    await must(service().from('accounts').update({ utility: 'FortisBC' }).eq('id', ids[1]!).select('id'));
    const before = await state('accounts', ids);
    const res = await (await as('sales-rep')).rpc('bulk_update', { target: 'accounts', ids, changes: { active: false }, versions: loaded });
    expect({ status: res.status, message: res.error?.message }).toEqual({
      status: 422,
      message: 'Nothing was changed: 1 of 3 accounts were refused (1 changed by someone else since the list loaded — reload it).',
    });
    expect(await state('accounts', ids)).toEqual(before);
  });

  it('assigning a sales rep: done for all, refused for all when one row would leave the caller’s reach or break a rule', async () => {
    const ids = await fresh('accounts', HOME, 3);
    const versionsOf = () => versions('accounts', ids);
    const reps = async () =>
      ((await must(service().from('accounts').select('sales_rep').in('id', ids))) as { sales_rep: string }[]).map((r) => r.sales_rep);
    // The partner admin hands them to their partner's other sales rep... (themselves, here: a member of Brightline)
    const pa = await as('partner-admin');
    const ok = await pa.rpc('bulk_update', {
      target: 'accounts',
      ids,
      changes: { sales_rep: ID['partner-admin'] },
      versions: await versionsOf(),
    });
    expect({ status: ok.status, data: ok.data }).toEqual({ status: 200, data: 3 });
    expect(await reps()).toEqual([ID['partner-admin'], ID['partner-admin'], ID['partner-admin']]);
    // ...but not to the other tenant's rep: the account's places rule refuses, for every row.
    const away = await pa.rpc('bulk_update', {
      target: 'accounts',
      ids,
      changes: { sales_rep: ID['sales-rep-2'] },
      versions: await versionsOf(),
    });
    expect({ status: away.status, message: away.error?.message }).toEqual({
      status: 422,
      message: expect.stringMatching(/^Nothing was changed: 3 of 3 accounts were refused \(3 refused: An account's .*sales rep.*\)\.$/),
    });
    expect(JSON.parse(away.error!.details)).toMatchObject({ refused: 3, rule: 3 });
    expect(await reps()).toEqual([ID['partner-admin'], ID['partner-admin'], ID['partner-admin']]);
    // A sales rep giving their accounts away would lose sight of them: RLS refuses.
    await must(service().from('accounts').update({ sales_rep: ID['sales-rep'] }).in('id', ids).select('id'));
    const rep = await (
      await as('sales-rep')
    ).rpc('bulk_update', {
      target: 'accounts',
      ids,
      changes: { sales_rep: ID['partner-admin'] },
      versions: await versionsOf(),
    });
    expect({ status: rep.status, message: rep.error?.message }).toEqual({
      status: 422,
      message: 'Nothing was changed: 3 of 3 accounts were refused (3 you may not change that way).',
    });
    expect(await reps()).toEqual([ID['sales-rep'], ID['sales-rep'], ID['sales-rep']]);
  });

  it('assigns a sales rep to pricing requests', async () => {
    const ids = await fresh('pricing_requests', HOME, 3);
    const res = await (
      await as('partner-admin')
    ).rpc('bulk_update', {
      target: 'pricing_requests',
      ids,
      changes: { sales_rep: ID['partner-admin'] },
      versions: await versions('pricing_requests', ids),
    });
    expect({ status: res.status, data: res.data }).toEqual({ status: 200, data: 3 });
    const rows = (await must(service().from('pricing_requests').select('sales_rep').in('id', ids))) as { sales_rep: string }[];
    expect(rows.map((r) => r.sales_rep)).toEqual([ID['partner-admin'], ID['partner-admin'], ID['partner-admin']]);
  });
});

describe('a pricing request’s sales rep belongs to its organization, as an account’s does', () => {
  it('assigning the other tenant’s users is refused in bulk and one by one; the organization’s are not', async () => {
    const ids = await fresh('pricing_requests', HOME, 2);
    const reps = async () =>
      ((await must(service().from('pricing_requests').select('sales_rep').in('id', ids).order('id'))) as { sales_rep: string }[]).map(
        (r) => r.sales_rep,
      );
    const before = await reps();
    expect(before).toEqual([ID['sales-rep'], ID['sales-rep']]);
    const pa = await as('partner-admin');
    for (const stranger of [ID['sales-rep-2'], ID['company-admin-2']]) {
      const bulk = await pa.rpc('bulk_update', {
        target: 'pricing_requests',
        ids,
        changes: { sales_rep: stranger },
        versions: await versions('pricing_requests', ids),
      });
      expect({ stranger, status: bulk.status, message: bulk.error?.message }).toEqual({
        stranger,
        status: 422,
        message: expect.stringMatching(
          /^Nothing was changed: 2 of 2 pricing requests were refused \(2 refused: A pricing request's sales rep must belong to/,
        ),
      });
      const single = await pa.from('pricing_requests').update({ sales_rep: stranger }).eq('id', ids[0]!).select('id');
      expect({ stranger, code: single.error?.code }).toEqual({ stranger, code: '23514' });
    }
    expect(await reps()).toEqual(before);
    // A user of the request's organization is fine.
    const ok = await pa.rpc('bulk_update', { target: 'pricing_requests', ids, changes: { sales_rep: ID['partner-admin'] } });
    expect({ status: ok.status, data: ok.data }).toEqual({ status: 200, data: 2 });
  });
});

describe('bulk actions, bad requests', () => {
  it.each([
    ['a table off the list', { target: 'profiles', ids: [HOME.account], changes: { active: false } }],
    ['a table that does not exist', { target: 'nope', ids: [HOME.account], changes: { active: false } }],
    ['an identifier', { target: 'accounts"; drop table accounts; --', ids: [HOME.account], changes: { active: false } }],
    ['a column off the list', { target: 'accounts', ids: [HOME.account], changes: { organization_id: FOREIGN.org } }],
    ['a column that does not exist', { target: 'accounts', ids: [HOME.account], changes: { 'active = false, account_name': 'x' } }],
    ['a column off the list for that table', { target: 'partners', ids: [HOME.partner], changes: { sales_rep: ID['sales-rep'] } }],
    ['no change', { target: 'accounts', ids: [HOME.account], changes: {} }],
    ['changes that are not an object', { target: 'accounts', ids: [HOME.account], changes: [true] }],
    ['a null value', { target: 'accounts', ids: [HOME.account], changes: { sales_rep: null } }],
    ['a value of the wrong type', { target: 'accounts', ids: [HOME.account], changes: { sales_rep: 'not-a-uuid' } }],
    ['a value of the wrong type (boolean)', { target: 'accounts', ids: [HOME.account], changes: { active: 'maybe' } }],
    ['no ids', { target: 'accounts', ids: [], changes: { active: false } }],
    ['an id twice', { target: 'accounts', ids: [HOME.account, HOME.account], changes: { active: false } }],
    ['a null id', { target: 'accounts', ids: [null], changes: { active: false } }],
    ['too many ids', { target: 'accounts', ids: Array.from({ length: 1001 }, () => randomUUID()), changes: { active: false } }],
    ['versions that do not match the ids', { target: 'accounts', ids: [HOME.account], changes: { active: false }, versions: [] }],
  ])('refuses %s with 400, changing nothing', async (_, args) => {
    const before = await state('accounts', [HOME.account]);
    const res = await (await as('management')).rpc('bulk_update', args);
    expect({ status: res.status, data: res.data }).toEqual({ status: 400, data: null });
    expect(await state('accounts', [HOME.account])).toEqual(before);
  });

  it('deletes nothing from a table off the list', async () => {
    const res = await (await as('management')).rpc('bulk_delete', { target: 'profiles', ids: [ID['sales-rep']] });
    expect({ status: res.status, code: res.error?.code }).toEqual({ status: 400, code: '22023' });
    expect(((await must(service().from('profiles').select('id').eq('id', ID['sales-rep']))) as unknown[]).length).toBe(1);
  });
});
