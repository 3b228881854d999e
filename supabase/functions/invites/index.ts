// invites: creates an invited auth user and their profile (role, organization, partner or affiliate,
// optional shared profile) and, when `send`, mails the invite link that lets them choose a password.
// Owner invites (owner = true) also link the new user as the partner's or affiliate's owner.
import { requireCaller, requirePermission } from '../_shared/caller.ts';
import { forbidden, handler, HttpError, json, readJson } from '../_shared/http.ts';
import { sendMail } from '../_shared/mail.ts';
import { serviceClient } from '../_shared/supabase.ts';
import { inviteMail, parseInvite, type Invite } from './input.ts';

/** Where the record lives: its organization, checked against what the caller may reach (RLS). */
async function resolveOrganization(invite: Invite, caller: Awaited<ReturnType<typeof requireCaller>>): Promise<string> {
  if (invite.type === 'organization') {
    const { data, error } = await caller.client.rpc('can_manage_organization', { param_org_id: invite.organization });
    if (error) throw new HttpError(500, 'internal_error', error.message);
    if (data !== true) throw forbidden('You cannot invite users to this organization');
    return invite.organization as string;
  }
  const table = invite.type === 'partner' ? 'partners' : 'affiliates';
  const { data } = await caller.client.from(table).select('id, organization_id').eq('id', invite.record).maybeSingle();
  if (!data) throw forbidden(`You cannot invite users to this ${invite.type}`);
  return data.organization_id as string;
}

Deno.serve(
  handler(async (req) => {
    const caller = await requireCaller(req);
    const invite = parseInvite(await readJson(req));
    // Owner invites are the partner's / affiliate's business; member and staff invites are profiles'.
    await requirePermission(caller, invite.owner && invite.type !== 'organization' ? `${invite.type}s.INVITE` : 'profiles.INVITE');
    if (invite.role === 4) {
      const { data: me } = await caller.client.from('profiles').select('role').eq('id', caller.user.id).maybeSingle();
      if (me?.role !== 4) throw forbidden('Only management may invite a management user');
    }
    const organization = await resolveOrganization(invite, caller);
    if (invite.shared_profile) {
      const { data } = await caller.client.from('profiles').select('id').eq('id', invite.shared_profile).maybeSingle();
      if (!data) throw new HttpError(400, 'bad_request', 'Please check: shared_profile', { fields: ['shared_profile'] });
    }

    const admin = serviceClient();
    const { data: link, error } = await admin.auth.admin.generateLink({
      type: 'invite',
      email: invite.email,
      options: {
        data: { first_name: invite.first_name, last_name: invite.last_name, role: invite.role },
        ...(invite.redirect_to ? { redirectTo: invite.redirect_to } : {}),
      },
    });
    if (error || !link?.user) {
      const code = (error as { code?: string } | null)?.code;
      if (code === 'email_exists' || code === 'user_already_exists' || (error?.status === 422 && /already/i.test(error.message))) {
        throw new HttpError(409, 'email_exists', 'Email Already Exists');
      }
      throw new HttpError(500, 'internal_error', `Could not invite: ${error?.message ?? 'unknown error'}`);
    }
    const id = link.user.id;
    const undo = async (message: string): Promise<never> => {
      await admin.auth.admin.deleteUser(id);
      throw new HttpError(500, 'internal_error', `Could not invite: ${message}`);
    };

    const { error: profileError } = await admin.from('profiles').upsert({
      id,
      email: invite.email,
      role: invite.role,
      active: true,
      first_login: true,
      first_name: invite.first_name,
      last_name: invite.last_name,
      phone: invite.phone,
      alt_phone: invite.alt_phone,
      job_description: invite.job_description,
      partner_id: invite.type === 'partner' ? invite.record : null,
      affiliate_id: invite.type === 'affiliate' ? invite.record : null,
      last_organization: organization,
    });
    if (profileError) await undo(profileError.message);
    const { error: orgError } = await admin.from('assigned_organizations').insert({ profile: id, organization });
    if (orgError) await undo(orgError.message);
    if (invite.shared_profile) {
      const { error: shareError } = await admin.from('assigned_profiles').insert({ profile: id, shared_profile: invite.shared_profile });
      if (shareError) await undo(shareError.message);
    }
    if (invite.owner && invite.type !== 'organization') {
      const table = invite.type === 'partner' ? 'partners' : 'affiliates';
      const { error: ownerError } = await admin.from(table).update({ owner: id }).eq('id', invite.record);
      if (ownerError) await undo(ownerError.message);
    }

    if (invite.send) await sendMail({ to: invite.email, ...inviteMail(invite, link.properties.action_link) });
    return json({ id, email: invite.email, role: invite.role, organization, sent: invite.send }, 201);
  }),
);
