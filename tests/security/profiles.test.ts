/**
 * Profiles: role, active, partner_id, affiliate_id, id and the e-mail columns, attacked by every actor
 * through REST insert / update / upsert / delete and the update-user / delete-user functions.
 * The rules (docs/security.md): only management gives the management role or touches a management
 * profile; a profile is administered (role, status, place, deletion) only by someone who administers
 * every organization it belongs to (or its partner's / affiliate's manager), never by itself.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { describe, expect, it } from 'vitest';
import { anonClient } from '../backend/helpers.ts';
import { FOREIGN, FOREIGN_USERS, HOME, HOME_USERS, ID, service, type Actor } from './actors.ts';
import { attacks, type Attack, type Call } from './attack.ts';
import { freshEmail, freshProfile, freshUser, rowOf } from './targets.ts';

type Row = Record<string, unknown>;
interface Target {
  id: string;
  other?: string;
}
/** An address to invite (the invitee does not exist yet). */
interface Invitee {
  email: string;
}

const profile = (t: Target) => rowOf('profiles', { id: t.id });
/** Only some columns (for writes the database accepts but neutralizes, which still stamp updated_at). */
const columns =
  (...names: string[]) =>
  async (t: Target) => {
    const row = await profile(t);
    return row && Object.fromEntries(names.map((n) => [n, row[n]]));
  };
/** The profile and what Auth holds for the user (e-mail, metadata role). */
const profileAndAuth = async (t: Target) => {
  const { data } = await service().auth.admin.getUserById(t.id);
  return { profile: await profile(t), email: data.user?.email ?? null, role: data.user?.user_metadata?.role ?? null };
};

const homeMember = async (): Promise<Target> => ({ id: await freshProfile({ role: 7, partner_id: HOME.partner, orgs: [HOME.org] }) });
const foreignMember = async (active = true): Promise<Target> => ({
  id: await freshProfile({ role: 7, active, partner_id: FOREIGN.partner, orgs: [FOREIGN.org] }),
});
const managementUser = async (): Promise<Target> => ({ id: await freshProfile({ role: 4, orgs: [HOME.org, FOREIGN.org] }) });
const signUp = async (): Promise<Target> => ({ id: await freshUser() });
/** The partner of the tenant the actor does not belong to. */
const otherPartner = (actor: Actor) => ((FOREIGN_USERS as Actor[]).includes(actor) ? HOME.partner : FOREIGN.partner);
/** The actor's own profile (anon has none: a home member stands in). */
const self = async (actor: Actor): Promise<Target> => (actor === 'anon' ? homeMember() : { id: ID[actor] });

const update =
  (values: Row): Call<Target> =>
  (c, t) =>
    c.from('profiles').update(values).eq('id', t.id);
const upsert =
  (values: Row): Call<Target> =>
  async (c, t) =>
    c.from('profiles').upsert({ ...(await profile(t)), ...values });
const insert =
  (values: Row): Call<Target> =>
  (c, t) =>
    c.from('profiles').insert({ id: t.id, active: true, first_name: 'Mallory', ...values });
const updateUser =
  (body: (t: Target) => Row): Call<Target> =>
  (c, t) =>
    c.functions.invoke('update-user', { body: { id: t.id, ...body(t) } });
const roleVia = (role: number) => updateUser(() => ({ data: { user_metadata: { role } } }));
const emailVia = updateUser(() => ({ data: { email: freshEmail('changed') } }));
const changed = (values: Row) => ({ 'REST update': update(values), 'REST upsert': upsert(values) });
const removed = {
  'REST delete': ((c, t) => c.from('profiles').delete().eq('id', t.id)) as Call<Target>,
  'delete-user': ((c, t) => c.functions.invoke('delete-user', { body: { id: t.id } })) as Call<Target>,
};
const lookAt = (c: SupabaseClient, t: Target) => c.from('profiles').select('id').eq('id', t.id);

/** The invites function (docs/people.md), asked to make a profile; send=false mails nothing. */
const invite =
  (place: Row): Call<Invitee> =>
  (c, t) =>
    c.functions.invoke('invites', { body: { email: t.email, first_name: 'Ivy', last_name: 'Invitee', send: false, ...place } });
const invitee = async (): Promise<Invitee> => ({ email: freshEmail('invitee') });
/** Whatever profile an invite left behind (none when refused; fn-invites: no Auth user either). */
const invited = async (t: Invitee) => {
  const { data } = await service().from('profiles').select('id, role, active, partner_id, affiliate_id').eq('email', t.email);
  return data;
};
const INVITES: Attack<Invitee>[] = [
  {
    name: 'an invitee is made management',
    allowed: ['management'],
    setup: invitee,
    state: invited,
    paths: { invites: invite({ type: 'organization', record: null, organization: HOME.org, role: 4 }) },
  },
  {
    name: 'an invitee becomes staff of the other tenant',
    allowed: ['management', 'company-admin-2'],
    setup: invitee,
    state: invited,
    paths: { invites: invite({ type: 'organization', record: null, organization: FOREIGN.org, role: 5 }) },
  },
  {
    name: 'an invitee is placed in the other tenant’s partner',
    allowed: ['management', 'company-admin-2', 'partner-admin-2'],
    setup: invitee,
    state: invited,
    paths: { invites: invite({ type: 'partner', record: FOREIGN.partner, role: 7 }) },
  },
  {
    name: 'an invitee is made admin of a partner',
    allowed: ['management', 'company-admin', 'partner-admin'],
    setup: invitee,
    state: invited,
    paths: { invites: invite({ type: 'partner', record: HOME.partner, role: 3 }) },
  },
];

const ATTACKS: Attack<Target>[] = [
  {
    name: 'a fresh sign-up is given a profile with the management role',
    allowed: ['management'],
    setup: signUp,
    state: profile,
    paths: {
      'REST insert (return=minimal), partner member': insert({ role: 4, partner_id: HOME.partner }),
      'REST insert (return=minimal), staff': insert({ role: 4, last_organization: HOME.org }),
      'REST upsert': (c, t) => c.from('profiles').upsert({ id: t.id, role: 4, active: true }),
    },
  },
  {
    name: 'a member of a partner is made management',
    allowed: ['management'],
    setup: homeMember,
    state: profileAndAuth,
    paths: { ...changed({ role: 4 }), 'update-user': roleVia(4) },
  },
  {
    name: 'a member of a partner is made company admin (an organization-wide role)',
    allowed: ['management'],
    setup: homeMember,
    state: profileAndAuth,
    paths: { ...changed({ role: 1 }), 'update-user': roleVia(1) },
  },
  {
    name: 'one raises one’s own role to management',
    allowed: [],
    skip: ['management'],
    perActor: true,
    setup: self,
    state: profileAndAuth,
    paths: { ...changed({ role: 4 }), 'update-user': roleVia(4) },
  },
  {
    name: 'one changes one’s own status (the disabled user re-activates)',
    allowed: [],
    skip: ['management'],
    perActor: true,
    setup: self,
    state: profile,
    paths: {
      'REST update': (c, t, actor) => update({ active: actor === 'disabled' })(c, t, actor),
      'REST upsert': (c, t, actor) => upsert({ active: actor === 'disabled' })(c, t, actor),
    },
  },
  {
    name: 'one moves oneself into the other tenant’s partner',
    allowed: [],
    skip: ['management'],
    perActor: true,
    setup: self,
    state: profile,
    paths: {
      'REST update': (c, t, actor) => update({ partner_id: otherPartner(actor), affiliate_id: null })(c, t, actor),
      'REST upsert': (c, t, actor) => upsert({ partner_id: otherPartner(actor), affiliate_id: null })(c, t, actor),
    },
  },
  {
    name: 'a management user is demoted',
    allowed: ['management'],
    setup: managementUser,
    state: profileAndAuth,
    paths: { ...changed({ role: 7 }), 'update-user': roleVia(7) },
  },
  {
    name: 'a management user is disabled',
    allowed: ['management'],
    setup: managementUser,
    state: profile,
    paths: changed({ active: false }),
  },
  {
    name: 'a management user’s e-mail (sign-in) is changed',
    allowed: ['management'],
    setup: managementUser,
    state: profileAndAuth,
    paths: { 'update-user': emailVia },
  },
  {
    name: 'a management user is deleted',
    allowed: ['management'],
    setup: managementUser,
    state: profile,
    paths: removed,
  },
  {
    name: 'a member of the other tenant’s partner is changed',
    allowed: ['management', 'company-admin-2', 'partner-admin-2'],
    setup: () => foreignMember(),
    state: profileAndAuth,
    paths: { 'REST update (status)': update({ active: false }), 'update-user (role)': roleVia(3), 'update-user (e-mail)': emailVia },
  },
  {
    name: 'a member of the other tenant’s partner is deleted',
    allowed: ['management', 'company-admin-2'],
    setup: () => foreignMember(),
    state: profile,
    paths: removed,
  },
  {
    name: 'an inactive member of the other tenant’s partner is activated',
    allowed: ['management', 'company-admin-2', 'partner-admin-2'],
    setup: () => foreignMember(false),
    state: profile,
    paths: changed({ active: true }),
  },
  {
    name: 'a member of a partner is moved to the other tenant’s partner',
    allowed: ['management'],
    setup: homeMember,
    state: profile,
    paths: changed({ partner_id: FOREIGN.partner }),
    unseen: { by: FOREIGN_USERS, look: lookAt },
  },
  {
    name: 'a member of the other tenant’s partner is pulled into a home partner',
    allowed: ['management'],
    setup: () => foreignMember(),
    state: profile,
    paths: changed({ partner_id: HOME.partner }),
    unseen: { by: HOME_USERS, look: lookAt },
  },
  {
    name: 'an affiliate member is moved to the other tenant’s affiliate',
    allowed: ['management'],
    setup: async () => ({ id: await freshProfile({ role: 2, affiliate_id: HOME.affiliate, orgs: [HOME.org] }) }),
    state: profile,
    paths: changed({ affiliate_id: FOREIGN.affiliate }),
    unseen: { by: FOREIGN_USERS, look: lookAt },
  },
  {
    name: 'a fresh sign-up is placed in the other tenant’s partner',
    allowed: ['management', 'company-admin-2', 'partner-admin-2'],
    setup: signUp,
    state: profile,
    paths: { 'REST insert': insert({ role: 7, partner_id: FOREIGN.partner }) },
  },
  {
    name: 'a fresh sign-up becomes staff of the other tenant',
    allowed: ['management', 'company-admin-2'],
    setup: signUp,
    state: profile,
    paths: { 'REST insert': insert({ role: 5, last_organization: FOREIGN.org }) },
  },
  {
    name: 'a profile is handed over to another user (its id)',
    allowed: [],
    setup: async () => ({ id: await freshProfile({ role: 7, partner_id: HOME.partner }), other: await freshUser() }),
    state: async (t) => ({ before: await profile(t), after: await rowOf('profiles', { id: t.other }) }),
    paths: { 'REST update': (c, t) => c.from('profiles').update({ id: t.other }).eq('id', t.id) },
  },
  {
    name: 'one deletes oneself',
    allowed: [],
    perActor: true,
    setup: self,
    state: profile,
    paths: removed,
  },
  {
    name: 'one writes one’s own e-mail columns (they mirror Auth)',
    allowed: [],
    perActor: true,
    setup: self,
    state: columns('email', 'new_email'),
    paths: changed({ email: 'mallory@evil.test', new_email: 'mallory@evil.test' }),
  },
];

attacks('profiles', ATTACKS);
attacks('profiles made through the invites function', INVITES);

/**
 * Open sign-up makes anyone `authenticated` with a throwaway address. Such a user has no profile: they
 * must not be able to give themselves one (any role, any place), and see and may nothing meanwhile.
 */
describe('a fresh sign-up, acting for itself', () => {
  const signUp = async () => {
    const email = freshEmail('signup');
    const { data, error } = await service().auth.admin.createUser({ email, password: 'sign-up-pw-1', email_confirm: true });
    if (error || !data.user) throw new Error(`createUser failed: ${error?.message}`);
    const client = anonClient();
    const signedIn = await client.auth.signInWithPassword({ email, password: 'sign-up-pw-1' });
    if (signedIn.error) throw new Error(`sign-in failed: ${signedIn.error.message}`);
    return { client, id: data.user.id };
  };
  const own: Record<string, (c: SupabaseClient, id: string) => PromiseLike<unknown>> = {
    'REST insert, management': (c, id) => c.from('profiles').insert({ id, role: 4, active: true }),
    'REST insert, company admin of the home organization': (c, id) =>
      c.from('profiles').insert({ id, role: 1, active: true, last_organization: HOME.org }),
    'REST insert, sales rep of a partner': (c, id) => c.from('profiles').insert({ id, role: 7, active: true, partner_id: HOME.partner }),
    'REST upsert, management': (c, id) => c.from('profiles').upsert({ id, role: 4, active: true }),
    'update-user on itself': (c, id) => c.functions.invoke('update-user', { body: { id, data: { user_metadata: { role: 4 } } } }),
    'invites itself': async (c) => {
      const { data } = await c.auth.getUser();
      return c.functions.invoke('invites', {
        body: {
          email: data.user?.email,
          type: 'organization',
          record: null,
          organization: HOME.org,
          role: 4,
          first_name: 'M',
          last_name: 'M',
        },
      });
    },
  };

  it.each(Object.keys(own))('%s: no profile', async (path) => {
    const { client, id } = await signUp();
    await own[path](client, id);
    expect(await rowOf('profiles', { id })).toBeNull();
  });

  it('sees no row, holds no permission, reaches no stored object', async () => {
    const { client } = await signUp();
    for (const table of ['accounts', 'profiles', 'organizations', 'partners', 'pricing_requests', 'files'])
      expect({ table, rows: (await client.from(table).select('id').limit(1)).data }).toEqual({ table, rows: [] });
    expect((await client.rpc('my_permissions')).data).toEqual([]);
    expect((await client.rpc('has_permission', { permission: 'accounts.CREATE' })).data).toBe(false);
    const listed = await client.storage.from('organizations').list(`${HOME.org}/accounts/${HOME.account}`);
    expect(listed.data ?? []).toEqual([]);
  });
});
