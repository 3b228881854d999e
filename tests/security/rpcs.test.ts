/**
 * The RPCs, misused across tenants. Writes (through the attack engine): merge_accounts with an
 * account of the other tenant, create_contract_from_submission on the other tenant's submission,
 * cancel_email_change aimed at someone else's pending change. Reads: every RPC that answers about an
 * organization, an account or a user tells a caller nothing about the tenant they do not belong to.
 * Rules (docs/security.md § Threat model): an RPC does what its caller may do — the security definer
 * ones (merge_accounts, cancel_email_change, get_organization_storage_breakdown) check it themselves.
 */
import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUserClient, uniqueEmail } from '../backend/helpers.ts';
import { ACTORS, as, FOREIGN, FOREIGN_USERS, HOME, HOME_USERS, ID, must, service, type Actor } from './actors.ts';
import { attacks, type Attack } from './attack.ts';
import { freshAccount, rowOf, rowsOf } from './targets.ts';

interface Merge {
  keep: string;
  merge: string;
  /** A task of the merged account (what moves). */
  task: string;
}

/** A Brightline account sold by sales-rep@ (HOME) or a Harbor account sold by sales-rep-2@ (FOREIGN), with a task. */
const accountWithTask = async (side: typeof HOME | typeof FOREIGN) => {
  const id = await freshAccount({
    organization_id: side.org,
    partner_id: side.partner,
    sales_rep: side === HOME ? ID['sales-rep'] : ID['sales-rep-2'],
  });
  const task = await must(service().from('tasks').insert({ account_id: id, title: 'Call back' }).select('id').single<{ id: string }>());
  return { id, task: task!.id };
};
const mergeTarget = (keepSide: typeof HOME | typeof FOREIGN) => async (): Promise<Merge> => {
  const keep = await accountWithTask(keepSide);
  const merge = await accountWithTask(keepSide === HOME ? FOREIGN : HOME);
  return { keep: keep.id, merge: merge.id, task: merge.task };
};
const mergeState = async (t: Merge) => ({
  keep: (await rowOf('accounts', { id: t.keep }))?.active,
  merge: (await rowOf('accounts', { id: t.merge }))?.active,
  task: (await rowOf('tasks', { id: t.task }))?.account_id,
});
const merge = (c: SupabaseClient, t: Merge) => c.rpc('merge_accounts', { param_keep_id: t.keep, param_merge_id: t.merge });
const lookAtTask = (c: SupabaseClient, t: Merge) => c.from('tasks').select('id').eq('id', t.task);

interface Submission {
  id: string;
}

interface PendingChange {
  user: string;
}

// Only callers who reach both accounts may merge them: management, and the executive (org-wide in the
// other tenant, and Brightline's through the regional's eyes).
const mergeIntoHome: Attack<Merge> = {
  name: 'the other tenant’s account is merged into a home account (its task moves home)',
  allowed: ['management', 'executive'],
  setup: mergeTarget(HOME),
  state: mergeState,
  paths: { merge_accounts: merge },
  unseen: { by: HOME_USERS, look: lookAtTask },
};

const mergeIntoForeign: Attack<Merge> = {
  name: 'a home account is merged into the other tenant’s account (its task moves there)',
  allowed: ['management', 'executive'],
  setup: mergeTarget(FOREIGN),
  state: mergeState,
  paths: { merge_accounts: merge },
  unseen: { by: FOREIGN_USERS, look: lookAtTask },
};

const contractFromForeignSubmission: Attack<Submission> = {
  name: 'a contract is made from the other tenant’s approved submission',
  allowed: ['management', 'company-admin-2'],
  setup: async () => {
    const { id: account } = await accountWithTask(FOREIGN);
    const s = await must(
      service()
        .from('matrix_submissions')
        .insert({ account_id: account, status: 'approved', rate: 0.0912, term_months: 12, start_date: '2027-01-01' })
        .select('id')
        .single<{ id: string }>(),
    );
    return { id: s!.id };
  },
  state: (t) => rowsOf('contracts', 'matrix_submission_id', t.id),
  paths: { create_contract_from_submission: (c, t) => c.rpc('create_contract_from_submission', { param_submission_id: t.id }) },
  unseen: { by: HOME_USERS, look: (c, t) => c.from('contracts').select('id').eq('matrix_submission_id', t.id) },
};

// It takes no argument: whoever calls it cancels only their own change.
const cancelSomeoneElsesChange: Attack<PendingChange> = {
  name: 'someone else’s pending e-mail change is cancelled',
  allowed: [],
  setup: async () => {
    const { client, user } = await createUserClient();
    const { error } = await client.auth.updateUser({ email: uniqueEmail('pending') });
    if (error) throw new Error(`e-mail change failed: ${error.message}`);
    return { user: user.id };
  },
  state: async (t) => (await service().auth.admin.getUserById(t.user)).data.user?.new_email ?? null,
  paths: { cancel_email_change: (c) => c.rpc('cancel_email_change') },
};

attacks('RPCs misused across tenants', [mergeIntoHome, mergeIntoForeign, contractFromForeignSubmission, cancelSomeoneElsesChange]);

/** The tenant an actor does not belong to; management and the executive see both and are not asked. */
type Side = typeof HOME | typeof FOREIGN;
const otherSide = (actor: Actor): Side => ((FOREIGN_USERS as Actor[]).includes(actor) ? HOME : FOREIGN);
const OUTSIDERS = ACTORS.filter((a) => a !== 'management' && a !== 'executive');
const MEMBERS = (side: Side) => (side === HOME ? HOME_USERS : FOREIGN_USERS);

describe('RPCs tell nobody about the other tenant', () => {
  /** Per side: an object stored in its folder, and two look-alike accounts with a name no other test uses. */
  const probes = new Map<string, { path: string; name: string; accounts: string[] }>();
  const probe = (side: Side) => probes.get(side.org)!;

  beforeAll(async () => {
    for (const side of [HOME, FOREIGN]) {
      const name = `Rpc Probe ${randomUUID().slice(0, 8)}`;
      const accounts = [
        await freshAccount({ organization_id: side.org, partner_id: side.partner, account_name: name }),
        await freshAccount({ organization_id: side.org, partner_id: side.partner, account_name: name }),
      ];
      const path = `${side.org}/accounts/${accounts[0]}/rpc-probe-${randomUUID().slice(0, 8)}.bin`;
      const { error } = await service()
        .storage.from('organizations')
        .upload(path, new TextEncoder().encode('probe'), { contentType: 'application/octet-stream' });
      if (error) throw new Error(`upload failed: ${error.message}`);
      probes.set(side.org, { path, name, accounts });
    }
  });

  afterAll(async () => {
    await service()
      .storage.from('organizations')
      .remove([...probes.values()].map((p) => p.path));
  });

  const list = (data: unknown) => (data as { id?: string }[] | null) ?? [];
  /** Each read RPC: what it answers about a side, and whether that answer tells anything about it. */
  const READS: Record<
    string,
    { ask: (c: SupabaseClient, side: Side) => PromiseLike<{ data: unknown }>; tells: (data: unknown, side: Side) => boolean }
  > = {
    get_organization_storage: {
      ask: (c, side) => c.rpc('get_organization_storage', { param_org_id: side.org }),
      tells: (data) => Number(data ?? 0) > 0,
    },
    get_organization_storage_breakdown: {
      ask: (c, side) => c.rpc('get_organization_storage_breakdown', { param_org_id: side.org }),
      tells: (data) => list(data).length > 0,
    },
    can_manage_organization: {
      ask: (c, side) => c.rpc('can_manage_organization', { param_org_id: side.org }),
      tells: (data) => data === true,
    },
    find_duplicate_accounts: {
      ask: (c, side) => c.rpc('find_duplicate_accounts', { param_account_id: probe(side).accounts[0] }),
      tells: (data) => list(data).length > 0,
    },
    search_accounts: {
      ask: (c, side) => c.rpc('search_accounts', { term: probe(side).name }),
      tells: (data) => list(data).length > 0,
    },
    global_search: {
      ask: (c, side) => c.rpc('global_search', { term: probe(side).name }),
      tells: (data) => list(data).length > 0,
    },
    user_permissions: {
      ask: (c, side) => c.rpc('user_permissions', { param_user: side === HOME ? ID['sales-rep'] : ID['sales-rep-2'] }),
      tells: (data) => list(data).length > 0,
    },
    get_assigned_profiles_for_active_pricing_requests: {
      ask: (c) => c.rpc('get_assigned_profiles_for_active_pricing_requests', {}),
      tells: (data, side) => list(data).some((p) => MEMBERS(side).some((u) => ID[u] === p.id)),
    },
  };

  describe.each(Object.keys(READS))('%s', (rpc) => {
    it('tells management about both tenants (the call is real)', async () => {
      const mgmt = await as('management');
      for (const side of [HOME, FOREIGN]) {
        const { data } = await READS[rpc].ask(mgmt, side);
        expect({ side: side.org, tells: READS[rpc].tells(data, side) }).toEqual({ side: side.org, tells: true });
      }
    });

    it.each(OUTSIDERS)('tells %s nothing about the other tenant', async (actor) => {
      const side = otherSide(actor);
      const { data } = await READS[rpc].ask(await as(actor), side);
      expect(READS[rpc].tells(data, side), JSON.stringify(data)).toBe(false);
    });
  });
});
