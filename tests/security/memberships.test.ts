/**
 * Memberships and grants: assigned_organizations (who belongs to which tenant), assigned_profiles (an
 * executive's shared profile: whose eyes they see through) and assigned_permissions, attacked through
 * REST insert / update / upsert / delete and the update-user / invites functions (which write as their
 * caller). Rules: memberships change only with profiles.EDIT, org-wide over the organization, for a
 * profile the caller administers; shared profiles and permission grants only by management.
 */
import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { FOREIGN, FOREIGN_USERS, HOME, HOME_USERS, ID, must, service, type Actor } from './actors.ts';
import { attacks, type Attack, type Call } from './attack.ts';
import { freshEmail, freshProfile, rowsOf } from './targets.ts';

interface Target {
  id: string;
  /** A value the attack writes (another profile, a permission, an e-mail). */
  value?: string;
}

const homeMember = async (): Promise<Target> => ({ id: await freshProfile({ role: 7, partner_id: HOME.partner, orgs: [HOME.org] }) });
const foreignMember = async (): Promise<Target> => ({
  id: await freshProfile({ role: 7, partner_id: FOREIGN.partner, orgs: [FOREIGN.org] }),
});
const self = async (actor: Actor): Promise<Target> => (actor === 'anon' ? homeMember() : { id: ID[actor] });
const otherOrg = (actor: Actor) => ((FOREIGN_USERS as Actor[]).includes(actor) ? HOME.org : FOREIGN.org);

const memberships = (t: Target) => rowsOf('assigned_organizations', 'profile', t.id);
const shares = (t: Target) => rowsOf('assigned_profiles', 'profile', t.id);
const join =
  (org: (actor: Actor) => string): Call<Target> =>
  (c, t, actor) =>
    c.from('assigned_organizations').insert({ profile: t.id, organization: org(actor) });
const joinUpsert =
  (org: (actor: Actor) => string): Call<Target> =>
  (c, t, actor) =>
    c.from('assigned_organizations').upsert({ profile: t.id, organization: org(actor) }, { onConflict: 'profile,organization' });
const lookAt = (c: SupabaseClient, t: Target) => c.from('profiles').select('id').eq('id', t.id);

const share = (shared: (t: Target) => string | null): Record<string, Call<Target>> => ({
  'REST insert': (c, t) => c.from('assigned_profiles').insert({ profile: t.id, shared_profile: shared(t) }),
  'REST upsert': (c, t) => c.from('assigned_profiles').upsert({ profile: t.id, shared_profile: shared(t) }, { onConflict: 'profile' }),
  'update-user': (c, t) => c.functions.invoke('update-user', { body: { id: t.id, shared_profile: shared(t) } }),
});

/** An executive of the other tenant who already sees through a regional's eyes. */
const executiveWithShare = async (): Promise<Target> => {
  const id = await freshProfile({ role: 5, orgs: [FOREIGN.org] });
  const regional = await freshProfile({ role: 6, orgs: [FOREIGN.org] });
  await must(service().from('assigned_profiles').insert({ profile: id, shared_profile: regional }));
  return { id };
};

/** A permission of its own (so a grant management is allowed to make changes nobody else's tests). */
const freshPermission = async (): Promise<string> => {
  const action = `A${randomUUID().slice(0, 8).toUpperCase()}`;
  await must(
    service()
      .from('permissions')
      .insert({ id: `sectest.${action}`, group_name: 'sectest', action }),
  );
  return `sectest.${action}`;
};
const grants = (t: Target) => rowsOf('assigned_permissions', 'permission', t.value);
/** A home member holding a user grant of a permission of its own. */
const userGrant = async (): Promise<Target> => {
  const { id } = await homeMember();
  const value = await freshPermission();
  await must(service().from('assigned_permissions').insert({ user: id, permission: value }));
  return { id, value };
};

const ATTACKS: Attack<Target>[] = [
  {
    name: 'a member is made a member of the other tenant',
    allowed: ['management'],
    setup: homeMember,
    state: memberships,
    paths: { 'REST insert': join(() => FOREIGN.org), 'REST upsert': joinUpsert(() => FOREIGN.org) },
    unseen: { by: FOREIGN_USERS, look: lookAt },
  },
  {
    name: 'a member of the other tenant is pulled into the home organization',
    allowed: ['management'],
    setup: foreignMember,
    state: memberships,
    paths: { 'REST insert': join(() => HOME.org), 'REST upsert': joinUpsert(() => HOME.org) },
    unseen: { by: HOME_USERS, look: lookAt },
  },
  {
    name: 'one makes oneself a member of the other tenant',
    allowed: [],
    skip: ['management'],
    perActor: true,
    setup: self,
    state: memberships,
    paths: { 'REST insert': join(otherOrg), 'REST upsert': joinUpsert(otherOrg) },
  },
  {
    name: 'a membership is moved to the other tenant',
    allowed: ['management'],
    setup: homeMember,
    state: memberships,
    paths: {
      'REST update': (c, t) =>
        c.from('assigned_organizations').update({ organization: FOREIGN.org }).eq('profile', t.id).eq('organization', HOME.org),
    },
  },
  {
    name: 'a management user loses a membership',
    allowed: ['management'],
    setup: async () => ({ id: await freshProfile({ role: 4, orgs: [HOME.org, FOREIGN.org] }) }),
    state: memberships,
    paths: { 'REST delete': (c, t) => c.from('assigned_organizations').delete().eq('profile', t.id) },
  },
  {
    name: 'a member is given management’s eyes (shared profile)',
    allowed: ['management'],
    setup: homeMember,
    state: shares,
    paths: share(() => ID.management),
  },
  {
    name: 'a member is given the eyes of the other tenant’s sales rep (shared profile)',
    allowed: ['management'],
    setup: homeMember,
    state: shares,
    paths: share(() => ID['sales-rep-2']),
  },
  {
    name: 'one gives oneself a shared profile',
    allowed: [],
    skip: ['management'],
    perActor: true,
    setup: self,
    state: shares,
    paths: share(() => ID.management),
  },
  {
    name: 'an executive’s shared profile is changed or removed',
    allowed: ['management'],
    setup: executiveWithShare,
    state: shares,
    paths: {
      'REST update': (c, t) => c.from('assigned_profiles').update({ shared_profile: ID.management }).eq('profile', t.id),
      'REST delete': (c, t) => c.from('assigned_profiles').delete().eq('profile', t.id),
      'update-user (another)': (c, t) => c.functions.invoke('update-user', { body: { id: t.id, shared_profile: ID.management } }),
      'update-user (none)': (c, t) => c.functions.invoke('update-user', { body: { id: t.id, shared_profile: null } }),
    },
  },
  {
    name: 'an invitee is given a shared profile',
    allowed: ['management'],
    setup: async () => ({ id: '', value: freshEmail('invitee') }),
    // Nothing of a refused invite stays behind: no profile, no shared profile (and no Auth user: fn-invites).
    state: async (t) => {
      const { data } = await service()
        .from('profiles')
        .select('id, assigned_profiles!assigned_profiles_profile_fkey(shared_profile)')
        .eq('email', t.value);
      return data;
    },
    paths: {
      invites: (c, t) =>
        c.functions.invoke('invites', {
          body: {
            email: t.value,
            type: 'partner',
            record: HOME.partner,
            role: 7,
            first_name: 'Ivy',
            last_name: 'Invitee',
            shared_profile: ID.regional,
            send: false,
          },
        }),
    },
  },
  {
    name: 'one grants oneself a permission',
    allowed: [],
    skip: ['management'],
    perActor: true,
    setup: async (actor) => ({ ...(await self(actor)), value: await freshPermission() }),
    state: grants,
    paths: {
      'REST insert': (c, t) => c.from('assigned_permissions').insert({ user: t.id, permission: t.value }),
      'REST upsert': (c, t) => c.from('assigned_permissions').upsert({ user: t.id, permission: t.value }),
    },
  },
  {
    name: 'a role is granted a permission',
    allowed: ['management'],
    setup: async () => ({ id: '', value: await freshPermission() }),
    state: grants,
    paths: {
      'REST insert': (c, t) => c.from('assigned_permissions').insert({ role: 7, permission: t.value }),
      'REST upsert': (c, t) => c.from('assigned_permissions').upsert({ role: 7, permission: t.value }),
    },
  },
  {
    name: 'another user is granted a permission (a user grant)',
    allowed: ['management'],
    setup: async () => ({ ...(await homeMember()), value: await freshPermission() }),
    state: grants,
    paths: {
      'REST insert': (c, t) => c.from('assigned_permissions').insert({ user: t.id, permission: t.value }),
      'REST upsert': (c, t) => c.from('assigned_permissions').upsert({ user: t.id, permission: t.value }),
    },
  },
  {
    // Management would succeed, and keep a grant of its own that other files' checks do not expect.
    name: 'a user grant is taken over (moved to oneself)',
    allowed: [],
    skip: ['anon', 'management'],
    setup: userGrant,
    state: grants,
    paths: {
      'REST update': (c, t, actor) =>
        c
          .from('assigned_permissions')
          .update({ user: ID[actor as Exclude<Actor, 'anon'>] })
          .eq('permission', t.value),
    },
  },
  {
    name: 'a user grant is moved to another user or withdrawn',
    allowed: ['management'],
    setup: userGrant,
    state: grants,
    paths: {
      'REST update': async (c, t) =>
        c
          .from('assigned_permissions')
          .update({ user: (await homeMember()).id })
          .eq('permission', t.value),
      'REST delete': (c, t) => c.from('assigned_permissions').delete().eq('permission', t.value),
    },
  },
  {
    // Grants follow their permission (on update cascade): renaming one moves every grant of it.
    name: 'a permission of the catalogue is renamed or removed',
    allowed: ['management'],
    setup: async () => {
      const value = await freshPermission();
      await must(service().from('assigned_permissions').insert({ role: 7, permission: value }));
      return { id: '', value };
    },
    state: async (t) => ({ permission: await rowsOf('permissions', 'id', t.value), grants: await grants(t) }),
    paths: {
      'REST update': (c, t) =>
        c
          .from('permissions')
          .update({ id: `${t.value}X`, action: `${(t.value ?? '').split('.')[1]}X` })
          .eq('id', t.value),
      'REST delete': (c, t) => c.from('permissions').delete().eq('id', t.value),
    },
  },
  {
    name: 'a role grant is withdrawn or moved',
    allowed: ['management'],
    setup: async () => {
      const value = await freshPermission();
      await must(service().from('assigned_permissions').insert({ role: 7, permission: value }));
      return { id: '', value };
    },
    state: grants,
    paths: {
      'REST delete': (c, t) => c.from('assigned_permissions').delete().eq('permission', t.value),
      'REST update': (c, t) => c.from('assigned_permissions').update({ role: 3 }).eq('permission', t.value),
    },
  },
];

attacks('memberships and grants', ATTACKS);
