/**
 * Partners: regional_manager (who sees a partner's accounts in full, app.my_partners()), attacked by
 * every actor through REST insert / update / upsert and the assign_regional_manager RPC. Rule
 * (docs/security.md, issue 14 hole 4): a partner's regional manager holds the regional role and
 * belongs to the partner's organization — for every writer, whatever the path; and it keeps holding
 * when the regional is demoted or leaves the organization.
 */
import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { describe, expect, it } from 'vitest';
import { as, FOREIGN, HOME, ID, must, service } from './actors.ts';
import { attacks, type Attack, type Call } from './attack.ts';
import { freshAccount, freshPartner, freshProfile, rowOf } from './targets.ts';

interface Target {
  /** The partner. */
  id: string;
  /** One of its accounts (what a wrongly named manager would see). */
  account: string;
  /** The manager the attack names. */
  manager: string;
}

const partner = (t: Target) => rowOf('partners', { id: t.id });

const setManager: Record<string, Call<Target>> = {
  'REST update': (c, t) => c.from('partners').update({ regional_manager: t.manager }).eq('id', t.id),
  'REST upsert': async (c, t) => c.from('partners').upsert({ ...(await partner(t)), regional_manager: t.manager }),
  assign_regional_manager: (c, t) => c.rpc('assign_regional_manager', { param_manager: t.manager, param_partners: [t.id] }),
};
const lookAtAccount = (c: SupabaseClient, t: Target) => c.from('accounts').select('id').eq('id', t.account);

/**
 * A seeded partner (its admin is one of the attackers), put back to its seeded regional manager
 * before each attempt, so that a wrong success cannot leak into the next one (nor other test files).
 */
const seeded = (id: string, account: string, seededManager: string | null, manager: string) => async (): Promise<Target> => {
  if ((await rowOf('partners', { id }))?.regional_manager !== seededManager)
    await must(service().from('partners').update({ regional_manager: seededManager }).eq('id', id));
  return { id, account, manager };
};

/** A fresh partner of the home organization with one account, and the manager the attack names. */
const freshHomePartner =
  (manager: () => Promise<string> | string, extra: Record<string, unknown> = {}) =>
  async (): Promise<Target> => {
    const id = await freshPartner(HOME.org, extra);
    const account = await freshAccount({ organization_id: HOME.org, partner_id: id });
    return { id, account, manager: await manager() };
  };

const foreignRegional = () => freshProfile({ role: 6, orgs: [FOREIGN.org] });

const ATTACKS: Attack<Target>[] = [
  {
    name: 'the home partner’s regional manager becomes the other tenant’s sales rep',
    allowed: [],
    setup: seeded(HOME.partner, HOME.account, ID.regional, ID['sales-rep-2']),
    state: partner,
    paths: setManager,
    unseen: { by: ['sales-rep-2'], look: lookAtAccount },
  },
  {
    name: 'the other tenant’s partner’s regional manager becomes a home sales rep',
    allowed: [],
    setup: seeded(FOREIGN.partner, FOREIGN.account, null, ID['sales-rep']),
    state: partner,
    paths: setManager,
    unseen: { by: ['sales-rep'], look: lookAtAccount },
  },
  {
    name: 'a partner’s regional manager becomes a regional of the other tenant',
    allowed: [],
    setup: freshHomePartner(foreignRegional),
    state: partner,
    paths: setManager,
  },
  {
    name: 'a partner’s regional manager becomes a home sales rep (not a regional)',
    allowed: [],
    setup: freshHomePartner(() => ID['sales-rep']),
    state: partner,
    paths: setManager,
  },
  {
    name: 'a partner’s regional manager becomes a regional of its organization',
    allowed: ['management', 'company-admin'],
    setup: freshHomePartner(() => ID.regional),
    state: partner,
    paths: setManager,
  },
  {
    // The RPC runs as the caller: "clear others" clears only partners the caller may edit.
    name: 'the other tenant’s partner loses its regional manager (assign_regional_manager, clear others)',
    allowed: ['management', 'company-admin-2', 'executive'],
    setup: async () => {
      const manager = await foreignRegional();
      const id = await freshPartner(FOREIGN.org, { regional_manager: manager });
      return { id, account: await freshAccount({ organization_id: FOREIGN.org, partner_id: id }), manager };
    },
    state: partner,
    paths: {
      'assign_regional_manager (clear others)': (c, t) =>
        c.rpc('assign_regional_manager', { param_manager: t.manager, param_partners: [], param_clear_others: true }),
    },
  },
  {
    name: 'a partner is created with the other tenant’s sales rep as regional manager',
    allowed: [],
    setup: async () => ({ id: randomUUID(), account: randomUUID(), manager: ID['sales-rep-2'] }),
    state: partner,
    paths: {
      'REST insert': (c, t) =>
        c.from('partners').insert({ id: t.id, name: 'Mallory Partners', organization_id: HOME.org, regional_manager: t.manager }),
      'REST upsert': (c, t) =>
        c.from('partners').upsert({ id: t.id, name: 'Mallory Partners', organization_id: HOME.org, regional_manager: t.manager }),
    },
  },
  {
    name: 'a partner moves to the other organization with its regional manager',
    allowed: [],
    setup: freshHomePartner(() => ID.regional, { regional_manager: ID.regional }),
    state: partner,
    paths: {
      'REST update': (c, t) => c.from('partners').update({ organization_id: FOREIGN.org }).eq('id', t.id),
      'REST upsert': async (c, t) => c.from('partners').upsert({ ...(await partner(t)), organization_id: FOREIGN.org }),
    },
  },
];

attacks('partners: regional manager', ATTACKS);

describe('partners: the regional manager rule keeps holding', () => {
  const managed = async () => {
    const regional = await freshProfile({ role: 6, orgs: [HOME.org] });
    const id = await freshPartner(HOME.org, { regional_manager: regional });
    return { regional, id };
  };
  const managerOf = async (id: string) => (await partner({ id, account: '', manager: '' }))?.regional_manager;

  it('a regional demoted by a company admin no longer manages partners', async () => {
    const { regional, id } = await managed();
    const { error } = await (await as('company-admin')).from('profiles').update({ role: 7 }).eq('id', regional);
    expect(error).toBeNull();
    expect(await managerOf(id)).toBeNull();
  });

  it('a regional removed from the organization no longer manages its partners', async () => {
    const { regional, id } = await managed();
    const { error } = await (await as('company-admin')).from('assigned_organizations').delete().eq('profile', regional);
    expect(error).toBeNull();
    expect(await managerOf(id)).toBeNull();
  });

  it('the service role is held to the rule too, and is told why', async () => {
    const id = await freshPartner(HOME.org);
    const { error } = await service().from('partners').update({ regional_manager: ID['sales-rep-2'] }).eq('id', id);
    expect(error).toMatchObject({
      code: '23514',
      message: "The regional manager must be a profile with the regional role who belongs to the partner's organization",
    });
    expect(await managerOf(id)).toBeNull();
  });
});
