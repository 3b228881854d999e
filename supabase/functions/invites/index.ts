// invites: invites a user — a new one, or again a pending invitee (same user, no duplicate rows) — and,
// when `send`, mails the link that lets them choose a password.
// Only the Auth account needs the service role (account.ts). Everything in the database is written as
// the caller, so the same rules hold as for the caller's own REST calls (docs/security.md): the profile
// (profiles_insert / the profile guard: role and place), its membership (added by the database), the
// shared profile (management only) and, for owner invites, the partner's / affiliate's owner.
// Idempotent: the same `Idempotency-Key` replays the first answer and mails nothing (_shared/idempotency.ts).
import { requireCaller, requirePermission, type Caller } from '../_shared/caller.ts';
import { forbidden, handler, HttpError, json, readJson, refusedByDatabase } from '../_shared/http.ts';
import { idempotent } from '../_shared/idempotency.ts';
import { reserveMail, sendMail } from '../_shared/mail.ts';
import { serviceClient } from '../_shared/supabase.ts';
import { inviteeAccount } from './account.ts';
import { inviteMail, parseInvite, type Invite } from './input.ts';

/** The organization of the partner/affiliate (read as the caller: 403 when it is not theirs to see). */
async function organizationOf(invite: Invite, caller: Caller): Promise<string> {
  if (invite.type === 'organization') return invite.organization as string;
  const table = invite.type === 'partner' ? 'partners' : 'affiliates';
  const { data } = await caller.client.from(table).select('id, organization_id').eq('id', invite.record).maybeSingle();
  if (!data) throw forbidden(`You cannot invite users to this ${invite.type}`);
  return data.organization_id as string;
}

Deno.serve(
  handler(async (req) => {
    const caller = await requireCaller(req);
    const body = await readJson(req);
    // One invitation per Idempotency-Key: a double click or a retry gets the first answer, no second mail.
    return idempotent(req, { fn: 'invites', caller: caller.user.id, body }, () => runInvite(caller, parseInvite(body)));
  }),
);

async function runInvite(caller: Caller, invite: Invite): Promise<Response> {
  // Owner invites are the partner's / affiliate's business; member and staff invites are profiles'.
  await requirePermission(caller, invite.owner && invite.type !== 'organization' ? `${invite.type}s.INVITE` : 'profiles.INVITE');
  const organization = await organizationOf(invite, caller);
  const place = {
    partner_id: invite.type === 'partner' ? invite.record : null,
    affiliate_id: invite.type === 'affiliate' ? invite.record : null,
  };
  const notHere = 'You cannot invite a user with this role here';
  // The database's rule for the new profile, asked as the caller before anyone is created.
  const { data: allowed, error: ruleError } = await caller.client.rpc('can_create_profile', {
    param_role: invite.role,
    param_partner: place.partner_id,
    param_affiliate: place.affiliate_id,
    param_organization: organization,
  });
  if (ruleError) throw new HttpError(500, 'internal_error', `Could not invite: ${ruleError.message}`);
  if (allowed !== true) throw forbidden(invite.role === 4 ? 'Only management may invite a management user' : notHere);
  if (invite.shared_profile) {
    const { data } = await caller.client.from('profiles').select('id').eq('id', invite.shared_profile).maybeSingle();
    if (!data) throw new HttpError(400, 'bad_request', 'Please check: shared_profile', { fields: ['shared_profile'] });
  }

  // The invitation's mail slot first: an address whose mail budget is spent gets 429 before any
  // account or profile is written (never a user left without their invitation).
  if (invite.send) await reserveMail([invite.email]);

  const admin = serviceClient();
  const account = await inviteeAccount(admin, caller, invite);
  const { id } = account;
  const fail = async (e: HttpError): Promise<never> => {
    if (account.created) await admin.auth.admin.deleteUser(id);
    throw e;
  };

  const profile = {
    role: invite.role,
    active: true,
    first_name: invite.first_name,
    last_name: invite.last_name,
    phone: invite.phone,
    alt_phone: invite.alt_phone,
    job_description: invite.job_description,
    ...place,
    last_organization: organization,
  };
  if (account.hasProfile) {
    const { data, error } = await caller.client.from('profiles').update(profile).eq('id', id).select('id');
    if (error) await fail(refusedByDatabase(error, notHere));
    if (!data?.length) await fail(forbidden('You cannot invite this user again'));
  } else {
    // return=minimal: a new staff profile is visible to the caller only once its membership exists.
    const { error } = await caller.client.from('profiles').insert({ id, first_login: true, ...profile });
    if (error) await fail(refusedByDatabase(error, notHere));
  }
  if (invite.shared_profile) {
    const { error } = await caller.client
      .from('assigned_profiles')
      .upsert({ profile: id, shared_profile: invite.shared_profile }, { onConflict: 'profile' });
    if (error) await fail(refusedByDatabase(error, 'You cannot assign a shared profile'));
  }
  if (invite.owner && invite.type !== 'organization') {
    const table = invite.type === 'partner' ? 'partners' : 'affiliates';
    const { data, error } = await caller.client.from(table).update({ owner: id }).eq('id', invite.record).select('id');
    if (error) await fail(refusedByDatabase(error, `You cannot set the owner of this ${invite.type}`));
    if (!data?.length) await fail(forbidden(`You cannot set the owner of this ${invite.type}`));
  }

  if (invite.send) await sendMail({ to: invite.email, ...inviteMail(invite, account.link) }, 'counted');
  const answer = { id, email: invite.email, role: invite.role, organization, sent: invite.send, reinvited: !account.created };
  return json(answer, account.created ? 201 : 200);
}
