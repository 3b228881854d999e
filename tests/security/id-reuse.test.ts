/**
 * A record's id is used once (issue 25 §1; migration 20261128100000_ids_used_once, docs/security.md
 * "History of records"). The history of a deleted record keeps the keys it had — its organization,
 * partner, affiliate, sales rep, itself — and those keys are ids. Ids are no secret (every Realtime
 * subscriber hears a DELETE with its primary key) and clients choose them on insert, so a tenant that
 * could insert a record with a deleted record's id, and then belong to it, would read the deleted
 * record's history. The red team did exactly that with a partner (8 rows: its account's contact and
 * notes, a task, a pricing request), an affiliate (its referred account) and a profile (the member arm).
 *
 * Attacked here: the red team's three stories end to end, as the users they name, through REST and the
 * `invites` function; then every table with history through every door that can put an id on a row —
 * REST insert (one row, several rows), upsert (merge and ignore duplicates, on the primary key or on
 * another unique key), update of the id, and the service role that edge functions use. Client-made ids
 * keep working: a fresh random id is stored, the same id again is the usual 23505.
 */
import type { PostgrestError, SupabaseClient } from '@supabase/supabase-js';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonClient, DEMO } from '../backend/helpers.ts';
import { as, FOREIGN, HOME, must, service, type Actor } from './actors.ts';
import { managementIntact } from './invariants.ts';
import { freshAccount, freshEmail } from './targets.ts';

/** The code the database answers for an id that a deleted record had. */
const USED_ONCE = '23514';
/** …and for a record whose id would change. */
const KEEPS_ITS_ID = '42501';

type Row = Record<string, unknown>;

async function ok<T>(p: PromiseLike<{ data: T; error: PostgrestError | null }>, what: string): Promise<T> {
  const { data, error } = await p;
  if (error) throw new Error(`${what}: ${JSON.stringify(error)}`);
  return data;
}

/** The history rows `client` sees whose visibility key `column` is `id`. */
async function keyed(client: SupabaseClient, column: string, id: string): Promise<Row[]> {
  const { data, error } = await client.from('record_history').select('*').eq(column, id).order('id');
  expect(error).toBeNull();
  return data ?? [];
}

/** A signed-in user of a place, made by the service role (memberships as the API would add them). */
async function signedIn(spec: { role: number; org: string; partner_id?: string; affiliate_id?: string }) {
  const email = freshEmail('mole');
  const password = `pw-${randomUUID()}`;
  const { data, error } = await service().auth.admin.createUser({ email, password, email_confirm: true });
  if (error || !data.user) throw new Error(`createUser failed: ${error?.message}`);
  const id = data.user.id;
  await must(
    service()
      .from('profiles')
      .insert({
        id,
        role: spec.role,
        partner_id: spec.partner_id ?? null,
        affiliate_id: spec.affiliate_id ?? null,
        first_name: 'Mole',
        last_name: 'User',
      }),
  );
  await must(
    service().from('assigned_organizations').upsert({ profile: id, organization: spec.org }, { onConflict: 'profile,organization' }),
  );
  const client = anonClient();
  const signIn = await client.auth.signInWithPassword({ email, password });
  if (signIn.error) throw new Error(`sign-in failed: ${signIn.error.message}`);
  return { id, client };
}

afterAll(async () => {
  await managementIntact();
});

describe("the red team's attack: another tenant takes a deleted record's id", () => {
  it('a partner: HOME deletes it with its account (contact, notes), task and request; FOREIGN cannot take its id, and its partner admin reads nothing', async () => {
    const home = await as('company-admin');
    const partner = randomUUID();
    const account = randomUUID();
    await ok(home.from('partners').insert({ id: partner, name: 'Doomed partner', organization_id: HOME.org, status: 11 }), 'partner');
    await ok(
      home.from('accounts').insert({
        id: account,
        organization_id: HOME.org,
        partner_id: partner,
        account_name: 'Doomed account',
        contact_email: 'cfo@doomed.test',
        contact_phone: '604-555-0101',
        notes: 'HOME confidential: renewal at 9.1 cents',
      }),
      'account',
    );
    await ok(home.from('tasks').insert({ account_id: account, title: 'Call the CFO' }), 'task');
    await ok(home.from('pricing_requests').insert({ account_id: account, name: 'Doomed renewal' }), 'request');
    await ok(home.from('accounts').delete().eq('id', account), 'delete account');
    await ok(home.from('partners').delete().eq('id', partner), 'delete partner');
    const story = await keyed(home, 'partner_id', partner);
    expect(story.length).toBeGreaterThanOrEqual(8);

    // FOREIGN's company admin (it heard the DELETE on Realtime) takes the id, every way a client can…
    const foreign = await as('company-admin-2');
    const twin = { id: partner, name: 'Twin partner', organization_id: FOREIGN.org, status: 11 };
    const attempts = [];
    for (const attempt of [
      () => foreign.from('partners').insert(twin),
      () => foreign.from('partners').upsert(twin),
      () => foreign.from('partners').upsert(twin, { ignoreDuplicates: true }),
      () => foreign.from('partners').insert([{ ...twin, id: randomUUID() }, twin]),
    ])
      attempts.push((await attempt()).error);
    // …and makes its own partner admin a member of it.
    const mole = await signedIn({ role: 3, org: FOREIGN.org, partner_id: FOREIGN.partner });
    await foreign.from('profiles').update({ partner_id: partner }).eq('id', mole.id);

    // The partner admin reads nothing of HOME's: not by the partner key, not by the records' ids.
    const leaked = await keyed(mole.client, 'partner_id', partner);
    expect(JSON.stringify(leaked)).not.toMatch(/HOME confidential|cfo@doomed/);
    expect(leaked).toEqual([]);
    const { data: around } = await mole.client
      .from('record_history')
      .select('*')
      .or(`record_id.in.(${partner},${account}),account_id.eq.${account}`);
    expect(around).toEqual([]);
    // Every attempt was refused with a clear error, and no partner has the id.
    for (const error of attempts) {
      expect(error?.code, JSON.stringify(error)).toBe(USED_ONCE);
      expect(error?.message).toMatch(/deleted record.*cannot be used again/i);
    }
    expect(await service().from('partners').select('id').eq('id', partner)).toMatchObject({ data: [] });
    // HOME still reads the whole story, and only HOME.
    expect(await keyed(home, 'partner_id', partner)).toEqual(story);
    expect(await keyed(foreign, 'partner_id', partner)).toEqual([]);
  });

  it('an affiliate: HOME deletes it with its referred account; FOREIGN cannot take its id, and its affiliate admin reads nothing', async () => {
    const home = await as('company-admin');
    const affiliate = randomUUID();
    const account = randomUUID();
    await ok(home.from('affiliates').insert({ id: affiliate, name: 'Doomed affiliate', organization_id: HOME.org }), 'affiliate');
    await ok(
      home.from('accounts').insert({
        id: account,
        organization_id: HOME.org,
        affiliate_id: affiliate,
        account_name: 'Referred account',
        contact_email: 'owner@referred.test',
        notes: 'HOME confidential: referred by a friend',
      }),
      'account',
    );
    await ok(home.from('accounts').delete().eq('id', account), 'delete account');
    await ok(home.from('affiliates').delete().eq('id', affiliate), 'delete affiliate');
    const story = await keyed(home, 'affiliate_id', affiliate);
    expect(story.length).toBeGreaterThanOrEqual(4);

    const foreign = await as('company-admin-2');
    const twin = { id: affiliate, name: 'Twin affiliate', organization_id: FOREIGN.org };
    const attempts = [(await foreign.from('affiliates').insert(twin)).error, (await foreign.from('affiliates').upsert(twin)).error];
    const mole = await signedIn({ role: 2, org: FOREIGN.org, affiliate_id: FOREIGN.affiliate });
    await foreign.from('profiles').update({ affiliate_id: affiliate }).eq('id', mole.id);
    const leaked = await keyed(mole.client, 'affiliate_id', affiliate);
    expect(JSON.stringify(leaked)).not.toMatch(/HOME confidential|owner@referred/);
    expect(leaked).toEqual([]);
    for (const error of attempts) expect(error?.code, JSON.stringify(error)).toBe(USED_ONCE);
    expect(await keyed(home, 'affiliate_id', affiliate)).toEqual(story);
  });

  it('a profile: HOME deletes an invited user’s profile (the user stays); FOREIGN cannot give it a profile again, by REST or by invites, and reads none of its history', async () => {
    const home = await as('company-admin');
    const email = freshEmail('invitee');
    const invited = await home.functions.invoke<{ id: string }>('invites', {
      body: { email, type: 'partner', record: HOME.partner, role: 7, first_name: 'Ivy', last_name: 'Home', send: false },
    });
    expect(invited.error).toBeNull();
    const user = invited.data!.id;
    await ok(home.from('profiles').update({ phone: '604-555-0177', job_description: 'HOME confidential job' }).eq('id', user), 'edit');
    await ok(home.from('profiles').delete().eq('id', user), 'delete profile');
    // Who still reads a deleted profile's history: the members of its partner (and management).
    const partnerAdmin = await as('partner-admin');
    const storyOf = (c: SupabaseClient) =>
      c.from('record_history').select('*').eq('table_name', 'profiles').eq('record_id', user).order('id');
    const story = (await storyOf(partnerAdmin)).data ?? [];
    expect(story.length).toBeGreaterThanOrEqual(3);

    const foreign = await as('company-admin-2');
    const again = await foreign
      .from('profiles')
      .insert({ id: user, role: 7, partner_id: FOREIGN.partner, first_name: 'Ivy', last_name: 'Foreign' });
    const reinvited = await foreign.functions.invoke('invites', {
      body: { email, type: 'partner', record: FOREIGN.partner, role: 7, first_name: 'Ivy', last_name: 'Foreign', send: false },
    });
    const { data: seen } = await storyOf(foreign);
    expect(JSON.stringify(seen)).not.toMatch(/HOME confidential|604-555-0177/);
    expect(seen).toEqual([]);
    expect(again.error?.code, JSON.stringify(again.error)).toBe(USED_ONCE);
    expect(reinvited.error).not.toBeNull();
    expect(await service().from('profiles').select('id').eq('id', user)).toMatchObject({ data: [] });
    expect((await storyOf(partnerAdmin)).data).toEqual(story);
  });
});

// ---------------------------------------------------------------------------------------------------
// every table with history × every door
// ---------------------------------------------------------------------------------------------------

interface Side {
  org: string;
  partner: string;
  account: string;
}

let homeSide: Side;
let foreignSide: Side;
let product: { id: string; retailer_id: string };

beforeAll(async () => {
  homeSide = { org: HOME.org, partner: HOME.partner, account: await freshAccount({ organization_id: HOME.org, partner_id: HOME.partner }) };
  foreignSide = {
    org: FOREIGN.org,
    partner: FOREIGN.partner,
    account: await freshAccount({ organization_id: FOREIGN.org, partner_id: FOREIGN.partner }),
  };
  const { data } = await service().from('products').select('id, retailer_id').eq('commodity', 'electricity').limit(1).single();
  product = data as { id: string; retailer_id: string };
});

async function freshRequest(side: Side): Promise<string> {
  const id = randomUUID();
  await must(
    service().from('pricing_requests').insert({ id, account_id: side.account, name: 'Id test request', commodity: 'electricity' }),
  );
  return id;
}

async function freshAuthUser(): Promise<string> {
  const { data, error } = await service().auth.admin.createUser({ email: freshEmail('ids'), email_confirm: true });
  if (error || !data.user) throw new Error(`createUser failed: ${error?.message}`);
  return data.user.id;
}

interface Kind {
  table: string;
  /** Who may insert rows of this table in FOREIGN. */
  maker: Actor;
  /** A new id (profiles: a new user's). */
  freshId(): Promise<string>;
  /** A row of this table with this id, on that side. */
  row(id: string, side: Side): Promise<Row>;
  /** Another unique key than the id, for an upsert that would re-key an existing row. */
  onConflict?: string;
  /** The maker's upsert of a new row is refused by the table's policies whatever its id (it also needs the update policy). */
  upsertRefused?: boolean;
}

const uuid = async () => randomUUID();
const name = (id: string) => `Id test ${id.slice(0, 8)}`;
const KINDS: Kind[] = [
  { table: 'organizations', maker: 'management', freshId: uuid, row: async (id) => ({ id, name: name(id) }), upsertRefused: true },
  {
    table: 'partners',
    maker: 'company-admin-2',
    freshId: uuid,
    row: async (id, s) => ({ id, name: name(id), organization_id: s.org, status: 11 }),
  },
  { table: 'affiliates', maker: 'company-admin-2', freshId: uuid, row: async (id, s) => ({ id, name: name(id), organization_id: s.org }) },
  {
    table: 'profiles',
    maker: 'company-admin-2',
    freshId: freshAuthUser,
    row: async (id, s) => ({ id, role: 7, partner_id: s.partner, first_name: 'Id', last_name: 'Test' }),
    upsertRefused: true,
  },
  {
    table: 'accounts',
    maker: 'company-admin-2',
    freshId: uuid,
    row: async (id, s) => ({ id, organization_id: s.org, partner_id: s.partner, account_name: name(id) }),
  },
  { table: 'tasks', maker: 'company-admin-2', freshId: uuid, row: async (id, s) => ({ id, account_id: s.account, title: name(id) }) },
  {
    table: 'photos',
    maker: 'company-admin-2',
    freshId: uuid,
    row: async (id, s) => ({ id, account_id: s.account, file_name: 'meter.jpg', path: `${s.org}/accounts/${s.account}/${id}.jpg` }),
  },
  {
    table: 'files',
    maker: 'company-admin-2',
    freshId: uuid,
    row: async (id, s) => ({
      id,
      organization_id: s.org,
      account_id: s.account,
      type: 'INVOICES',
      file_name: 'invoice.pdf',
      path: `${s.org}/accounts/${s.account}/${id}.pdf`,
    }),
  },
  {
    table: 'pricing_requests',
    maker: 'company-admin-2',
    freshId: uuid,
    row: async (id, s) => ({ id, account_id: s.account, name: name(id), commodity: 'electricity' }),
  },
  {
    table: 'pricing_requests_products',
    maker: 'company-admin-2',
    freshId: uuid,
    row: async (id, s) => ({ id, pricing_request_id: await freshRequest(s), product_id: product.id, retailer_id: product.retailer_id }),
    onConflict: 'pricing_request_id,product_id',
  },
  {
    table: 'proposals',
    maker: 'company-admin-2',
    freshId: uuid,
    row: async (id, s) => ({ id, pricing_request_id: await freshRequest(s), title: name(id) }),
  },
  {
    table: 'matrix_submissions',
    maker: 'company-admin-2',
    freshId: uuid,
    row: async (id, s) => ({ id, account_id: s.account, commodity: 'electricity', status: 'draft' }),
  },
  {
    table: 'contracts',
    maker: 'company-admin-2',
    freshId: uuid,
    row: async (id, s) => ({ id, account_id: s.account, commodity: 'electricity', status: 'pending' }),
  },
];

/** A record of HOME made and deleted by the service role: its id is a deleted record's. */
async function deletedId(kind: Kind): Promise<string> {
  const id = await kind.freshId();
  await must(
    service()
      .from(kind.table)
      .insert(await kind.row(id, homeSide)),
  );
  await must(service().from(kind.table).delete().eq('id', id));
  return id;
}

/** A live record of FOREIGN, made by its maker. */
async function liveRecord(kind: Kind): Promise<{ id: string; row: Row }> {
  const id = await kind.freshId();
  const row = await kind.row(id, foreignSide);
  await ok((await as(kind.maker)).from(kind.table).insert(row), `${kind.table}: the maker's own insert`);
  return { id, row };
}

const exists = async (table: string, id: string) => ((await service().from(table).select('id').eq('id', id)).data ?? []).length > 0;

type Door = (kind: Kind, used: string) => Promise<{ error: PostgrestError | null; ids: string[] }>;

/** Doors that put an id on a new row: refused with USED_ONCE, and no row has it (nor the rest of the statement). */
const INSERTS: Record<string, Door> = {
  'REST insert': async (k, used) => ({
    ...(await (await as(k.maker)).from(k.table).insert(await k.row(used, foreignSide))),
    ids: [used],
  }),
  'REST insert of several rows (one fresh)': async (k, used) => {
    const fresh = await k.freshId();
    const rows = [await k.row(fresh, foreignSide), await k.row(used, foreignSide)];
    return { ...(await (await as(k.maker)).from(k.table).insert(rows)), ids: [used, fresh] };
  },
  'REST upsert (merge duplicates)': async (k, used) => ({
    ...(await (await as(k.maker)).from(k.table).upsert(await k.row(used, foreignSide))),
    ids: [used],
  }),
  'REST upsert (ignore duplicates)': async (k, used) => ({
    ...(await (await as(k.maker)).from(k.table).upsert(await k.row(used, foreignSide), { ignoreDuplicates: true })),
    ids: [used],
  }),
  'service role insert (edge functions)': async (k, used) => ({
    ...(await service()
      .from(k.table)
      .insert(await k.row(used, foreignSide))),
    ids: [used],
  }),
  'service role upsert': async (k, used) => ({
    ...(await service()
      .from(k.table)
      .upsert(await k.row(used, foreignSide))),
    ids: [used],
  }),
};

describe('an id a deleted record had is never used again: every table with history, every door', () => {
  for (const kind of KINDS) {
    describe(kind.table, () => {
      let used: Promise<string> | undefined;
      const usedId = () => (used ??= deletedId(kind));

      it('a fresh id chosen by the client is stored; the same id again conflicts (23505)', async () => {
        const { id, row } = await liveRecord(kind);
        expect(await exists(kind.table, id)).toBe(true);
        const again = await (await as(kind.maker)).from(kind.table).insert(row);
        expect(again.error?.code).toBe('23505');
      });

      for (const [door, attempt] of Object.entries(INSERTS)) {
        // A REST upsert that the table's policies refuse for any new row (the control: a fresh id) is refused by them.
        const byPolicy = kind.upsertRefused && door.startsWith('REST upsert');
        it(`${door}: refused, and no row has the id`, async () => {
          const { error, ids } = await attempt(kind, await usedId());
          expect(error?.code, JSON.stringify(error)).toBe(byPolicy ? '42501' : USED_ONCE);
          for (const id of ids) expect(await exists(kind.table, id), id).toBe(false);
          if (byPolicy) {
            const control = await attempt(kind, await kind.freshId());
            expect(control.error?.code, JSON.stringify(control.error)).toBe('42501');
          }
        });
      }

      for (const [who, client] of [
        ['REST', () => as(kind.maker)],
        ['service role', async () => service()],
      ] as const) {
        it(`${who} update of a live record's id (to a deleted record's, or to a fresh one): refused, the record keeps its id`, async () => {
          const live = await liveRecord(kind);
          for (const target of [await usedId(), await kind.freshId()]) {
            const { error } = await (await client()).from(kind.table).update({ id: target }).eq('id', live.id);
            expect(error?.code, JSON.stringify(error)).toBe(KEEPS_ITS_ID);
            expect(await exists(kind.table, live.id)).toBe(true);
            expect(await exists(kind.table, target)).toBe(false);
          }
        });
      }

      if (kind.onConflict) {
        it(`REST upsert on (${kind.onConflict}) with a deleted record's id: refused, the existing row keeps its id`, async () => {
          const live = await liveRecord(kind);
          const { error } = await (
            await as(kind.maker)
          )
            .from(kind.table)
            .upsert({ ...live.row, id: await usedId() }, { onConflict: kind.onConflict });
          // The table's own rule (a product once per request) answers before the update would keep the id.
          expect(error, JSON.stringify(error)).not.toBeNull();
          expect(await exists(kind.table, live.id)).toBe(true);
          expect(await exists(kind.table, await usedId())).toBe(false);
        });
      }
    });
  }

  it('memberships, shared profiles and grants: the id is the database’s own (identity), never the client’s', async () => {
    const { error } = await (
      await as('company-admin-2')
    )
      .from('assigned_organizations')
      .insert({ id: 1, profile: DEMO.users.salesRep2, organization: FOREIGN.org });
    expect(error).not.toBeNull();
  });
});

describe('delete and insert of one id at the same time', () => {
  it('the insert either meets the live record (23505) or its tombstone (23514), never a free id', async () => {
    const home = await as('company-admin');
    const foreign = await as('company-admin-2');
    const results = await Promise.all(
      Array.from({ length: 6 }, async () => {
        const id = randomUUID();
        await must(
          service()
            .from('partners')
            .insert({ id, name: name(id), organization_id: HOME.org, status: 11 }),
        );
        const [, taken] = await Promise.all([
          home.from('partners').delete().eq('id', id),
          foreign.from('partners').insert({ id, name: 'Racer', organization_id: FOREIGN.org, status: 11 }),
        ]);
        return { code: taken.error?.code, left: await exists('partners', id) };
      }),
    );
    for (const r of results) {
      expect(['23505', USED_ONCE]).toContain(r.code);
      expect(r.left).toBe(false);
    }
  });
});
