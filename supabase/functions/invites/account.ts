// The invitee's Auth account, through Auth's admin API (the one thing the service role is needed for):
// a new address gets a new unconfirmed user; a pending invitee (invited, not yet accepted) whom the
// caller administers is invited again — same user, a fresh link, as hosted Auth's invite does; any
// other taken address answers email_exists. Only a user created by this call is ever deleted.
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Caller } from '../_shared/caller.ts';
import { HttpError } from '../_shared/http.ts';
import type { Invite } from './input.ts';

export const emailExists = () => new HttpError(409, 'email_exists', 'Email Already Exists');

const isEmailExists = (error: unknown): boolean => {
  const e = error as { code?: string; status?: number; message?: string } | null;
  return e?.code === 'email_exists' || e?.code === 'user_already_exists' || (e?.status === 422 && /already/i.test(e?.message ?? ''));
};

export interface InviteeAccount {
  id: string;
  /** This call created the user (and may delete it again when the invite fails). */
  created: boolean;
  /** The user already has a profile (a pending invitee): it is updated, not inserted. */
  hasProfile: boolean;
  /** The invite link (action_link). */
  link: string;
}

/**
 * Creates the user, or finds the pending invitee, and generates the invite link. Creating first (and
 * not letting generate_link create it) is what tells a user of this call from someone else's.
 */
export async function inviteeAccount(admin: SupabaseClient, caller: Caller, invite: Invite): Promise<InviteeAccount> {
  const metadata = { first_name: invite.first_name, last_name: invite.last_name, role: invite.role };
  const made = await admin.auth.admin.createUser({ email: invite.email, email_confirm: false, user_metadata: metadata });
  let known: { id: string; hasProfile: boolean } | null = null;
  if (made.data.user) known = { id: made.data.user.id, hasProfile: false };
  else if (!isEmailExists(made.error))
    throw new HttpError(500, 'internal_error', `Could not invite: ${made.error?.message ?? 'unknown error'}`);
  else {
    // The address is taken. Its profile (if any) must be one the caller administers — the database
    // decides (can_manage_profile, asked as the caller) — before its invitation is touched.
    const { data: existing } = await admin.from('profiles').select('id').eq('email', invite.email).maybeSingle();
    if (existing) {
      const { data: manages, error } = await caller.client.rpc('can_manage_profile', { param_profile: existing.id });
      if (error) throw new HttpError(500, 'internal_error', `Could not invite: ${error.message}`);
      if (manages !== true) throw emailExists();
      known = { id: existing.id as string, hasProfile: true };
    }
  }
  const created = Boolean(made.data.user);

  const { data: link, error } = await admin.auth.admin.generateLink({
    type: 'invite',
    email: invite.email,
    options: { data: metadata, ...(invite.redirect_to ? { redirectTo: invite.redirect_to } : {}) },
  });
  if (error || !link?.user || (known && link.user.id !== known.id)) {
    if (created) await admin.auth.admin.deleteUser(made.data.user!.id);
    // A confirmed user cannot be invited (hosted Auth: 422 email_exists).
    if (isEmailExists(error)) throw emailExists();
    throw new HttpError(500, 'internal_error', `Could not invite: ${error?.message ?? 'the address changed hands'}`);
  }
  return { id: link.user.id, created, hasProfile: known?.hasProfile ?? false, link: link.properties.action_link };
}
