/**
 * Accounts: organization_id, partner_id, affiliate_id and sales_rep — the columns that decide who
 * sees an account and its children — attacked by every actor through REST insert / update / upsert,
 * and partners and affiliates moved under their accounts. Rules (docs/security.md, issue 14 hole 5):
 * an account's partner and affiliate are of the account's organization and its sales rep belongs to
 * it; an account stays in its organization for API callers; a partner or affiliate with accounts stays
 * in theirs. After each refused attempt the other tenant still sees nothing.
 */
import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { describe, expect, it } from 'vitest';
import { as, FOREIGN, FOREIGN_USERS, HOME, HOME_USERS, ID, must, service, type Actor, type User } from './actors.ts';
import { attacks, type Attack, type Call } from './attack.ts';
import { freshAccount, freshPartner, rowOf } from './targets.ts';

type Row = Record<string, unknown>;
interface Target {
  id: string;
  /** A partner or affiliate the attack moves (with one of its accounts: `id`). */
  owner?: string;
}

/** The actor's tenant and the other one (anon and HOME's users: HOME; FOREIGN's users: FOREIGN). */
const sides = (actor: Actor) => {
  const foreign = (FOREIGN_USERS as Actor[]).includes(actor);
  return {
    mine: foreign ? FOREIGN : HOME,
    theirs: foreign ? HOME : FOREIGN,
    myRep: foreign ? ID['sales-rep-2'] : ID['sales-rep'],
    theirRep: foreign ? ID['sales-rep'] : ID['sales-rep-2'],
  };
};
/** The caller as sales rep (so a rep's own insert passes RLS and only the rule can refuse it). */
const self = (actor: Actor) => (actor === 'anon' ? null : ID[actor]);

const account = (t: Target) => rowOf('accounts', { id: t.id });
const lookAtAccount = (c: SupabaseClient, t: Target) => c.from('accounts').select('id').eq('id', t.id);
/** The other tenant's users watch: none of them may see an account the attempt was about. */
const watchers = {
  by: (actor: Actor): User[] => ((FOREIGN_USERS as Actor[]).includes(actor) ? HOME_USERS : FOREIGN_USERS),
  look: lookAtAccount,
};

const created = (values: (actor: Actor) => Row): Record<string, Call<Target>> => ({
  'REST insert (return=minimal)': (c, t, actor) => c.from('accounts').insert({ id: t.id, account_name: 'Mallory Ltd', ...values(actor) }),
  'REST upsert': (c, t, actor) => c.from('accounts').upsert({ id: t.id, account_name: 'Mallory Ltd', ...values(actor) }),
});
const changed = (values: (actor: Actor) => Row): Record<string, Call<Target>> => ({
  'REST update': (c, t, actor) => c.from('accounts').update(values(actor)).eq('id', t.id),
  'REST upsert': async (c, t, actor) => c.from('accounts').upsert({ ...(await account(t)), ...values(actor) }),
});

/** An account of the actor's own tenant, of its partner, sold by its sales rep, referred by its affiliate. */
const ownAccount = async (actor: Actor): Promise<Target> => {
  const { mine, myRep } = sides(actor);
  return {
    id: await freshAccount({ organization_id: mine.org, partner_id: mine.partner, affiliate_id: mine.affiliate, sales_rep: myRep }),
  };
};
const fresh = async (): Promise<Target> => ({ id: randomUUID() });

/** A seeded partner / affiliate and one of its seeded accounts: moved back home before each attempt. */
const ownerWithAccount = (table: 'partners' | 'affiliates', owner: string, org: string, accountId: string) => async (): Promise<Target> => {
  if ((await rowOf(table, { id: owner }))?.organization_id !== org)
    await must(service().from(table).update({ organization_id: org }).eq('id', owner));
  return { id: accountId, owner };
};
const ownerOf = (table: 'partners' | 'affiliates') => async (t: Target) => ({
  owner: await rowOf(table, { id: t.owner }),
  account: await account(t),
});
const moveOwner = (table: 'partners' | 'affiliates', to: string): Record<string, Call<Target>> => ({
  'REST update': (c, t) => c.from(table).update({ organization_id: to }).eq('id', t.owner),
  'REST upsert': async (c, t) => c.from(table).upsert({ ...(await rowOf(table, { id: t.owner })), organization_id: to }),
});

const ATTACKS: Attack<Target>[] = [
  {
    name: 'an account is created in one’s organization with the other tenant’s partner',
    allowed: [],
    setup: fresh,
    state: account,
    paths: created((a) => ({ organization_id: sides(a).mine.org, partner_id: sides(a).theirs.partner, sales_rep: self(a) })),
    unseen: watchers,
  },
  {
    name: 'an account is created in one’s organization with the other tenant’s affiliate',
    allowed: [],
    setup: fresh,
    state: account,
    paths: created((a) => ({
      organization_id: sides(a).mine.org,
      partner_id: sides(a).mine.partner,
      affiliate_id: sides(a).theirs.affiliate,
      sales_rep: self(a),
    })),
    unseen: watchers,
  },
  {
    name: 'an account is created for the other tenant’s sales rep',
    allowed: [],
    setup: fresh,
    state: account,
    paths: created((a) => ({ organization_id: sides(a).mine.org, partner_id: sides(a).mine.partner, sales_rep: sides(a).theirRep })),
    unseen: watchers,
  },
  {
    name: 'an account is created in the other organization under one’s own partner',
    allowed: [],
    setup: fresh,
    state: account,
    paths: created((a) => ({ organization_id: sides(a).theirs.org, partner_id: sides(a).mine.partner, sales_rep: self(a) })),
    unseen: watchers,
  },
  {
    name: 'one’s account is moved to the other tenant’s partner',
    allowed: [],
    perActor: true,
    setup: ownAccount,
    state: account,
    paths: changed((a) => ({ partner_id: sides(a).theirs.partner })),
    unseen: watchers,
  },
  {
    name: 'one’s account is moved to the other tenant’s affiliate',
    allowed: [],
    perActor: true,
    setup: ownAccount,
    state: account,
    paths: changed((a) => ({ affiliate_id: sides(a).theirs.affiliate })),
    unseen: watchers,
  },
  {
    name: 'one’s account is handed to the other tenant’s sales rep',
    allowed: [],
    perActor: true,
    setup: ownAccount,
    state: account,
    paths: changed((a) => ({ sales_rep: sides(a).theirRep })),
    unseen: watchers,
  },
  {
    name: 'one’s account moves to the other organization, alone or with the other tenant’s partner',
    allowed: [],
    perActor: true,
    setup: ownAccount,
    state: account,
    paths: {
      ...changed((a) => ({ organization_id: sides(a).theirs.org })),
      'REST update (with partner, affiliate and rep)': (c, t, a) =>
        c
          .from('accounts')
          .update({
            organization_id: sides(a).theirs.org,
            partner_id: sides(a).theirs.partner,
            affiliate_id: sides(a).theirs.affiliate,
            sales_rep: sides(a).theirRep,
          })
          .eq('id', t.id),
    },
    unseen: watchers,
  },
  {
    name: 'a partner with accounts moves to the other organization',
    allowed: [],
    setup: async () => {
      const owner = await freshPartner(HOME.org);
      return { id: await freshAccount({ organization_id: HOME.org, partner_id: owner }), owner };
    },
    state: ownerOf('partners'),
    paths: moveOwner('partners', FOREIGN.org),
    unseen: { by: FOREIGN_USERS, look: lookAtAccount },
  },
  {
    name: 'the other tenant’s partner (with accounts) moves into the home organization',
    allowed: [],
    setup: ownerWithAccount('partners', FOREIGN.partner, FOREIGN.org, FOREIGN.account),
    state: ownerOf('partners'),
    paths: moveOwner('partners', HOME.org),
  },
  {
    // GreenLeaf and one of the accounts it referred (a fresh affiliate would change other files' exact lists).
    name: 'an affiliate with accounts moves to the other organization',
    allowed: [],
    setup: ownerWithAccount('affiliates', HOME.affiliate, HOME.org, HOME.account),
    state: ownerOf('affiliates'),
    paths: moveOwner('affiliates', FOREIGN.org),
    unseen: { by: FOREIGN_USERS, look: lookAtAccount },
  },
  {
    name: 'an account is moved to another partner of its organization',
    allowed: ['management', 'company-admin', 'executive', 'regional'],
    setup: async () => ({ id: await freshAccount({ organization_id: HOME.org, partner_id: HOME.otherPartner }) }),
    state: account,
    paths: { 'REST update': (c, t) => c.from('accounts').update({ partner_id: HOME.partner }).eq('id', t.id) },
  },
];

attacks('accounts: organization, partner, affiliate and sales rep', ATTACKS);

describe('accounts: moved by the service role', () => {
  it('is held to the rule, and told why', async () => {
    const id = await freshAccount({ organization_id: HOME.org, partner_id: HOME.partner });
    const { error } = await service().from('accounts').update({ partner_id: FOREIGN.partner }).eq('id', id);
    expect(error).toMatchObject({ code: '23514', message: "An account's partner must belong to the account's organization" });
    const rep = await service().from('accounts').update({ sales_rep: ID['sales-rep-2'] }).eq('id', id);
    expect(rep.error).toMatchObject({ code: '23514', message: "An account's sales rep must belong to the account's organization" });
  });

  it('takes its children along to the new organization, out of the old one’s sight', async () => {
    const id = await freshAccount({ organization_id: HOME.org, partner_id: HOME.partner, sales_rep: ID['sales-rep'] });
    const children: Record<string, Row> = {
      tasks: { title: 'Follow the account' },
      pricing_requests: { name: 'Moving request' },
      matrix_submissions: {},
      contracts: {},
      photos: { file_name: 'site.jpg', path: `${HOME.org}/accounts/${id}/site.jpg` },
      files: { file_name: 'bill.pdf', path: `${HOME.org}/accounts/${id}/bill.pdf` },
    };
    const ids: Record<string, string> = {};
    for (const [table, values] of Object.entries(children)) {
      const row = await must(
        service()
          .from(table)
          .insert({ account_id: id, ...values })
          .select('id')
          .single<{ id: string }>(),
      );
      ids[table] = row?.id ?? '';
    }

    const moved = await service()
      .from('accounts')
      .update({ organization_id: FOREIGN.org, partner_id: FOREIGN.partner, sales_rep: ID['sales-rep-2'] })
      .eq('id', id);
    expect(moved.error).toBeNull();

    const home = await as('company-admin');
    const foreign = await as('company-admin-2');
    for (const [table, child] of Object.entries(ids)) {
      expect({ table, row: await rowOf(table, { id: child }).then((r) => r?.organization_id) }).toEqual({ table, row: FOREIGN.org });
      expect({ table, home: (await home.from(table).select('id').eq('id', child)).data }).toEqual({ table, home: [] });
      expect({ table, foreign: (await foreign.from(table).select('id').eq('id', child)).data }).toEqual({
        table,
        foreign: [{ id: child }],
      });
    }
  });
});
