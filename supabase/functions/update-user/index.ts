// update-user: { id, shared_profile?, data?: { email?, user_metadata?: { role? } } } → changes a user's
// e-mail (confirmed at once: an administrator vouches for it) and role, keeping auth.users,
// profiles and assigned_profiles in step. The caller's own RLS decides whether they may edit the
// profile, so the function never reaches further than the screens do.
import { requireCaller, requirePermission } from '../_shared/caller.ts';
import { badRequest, forbidden, handler, HttpError, json, notFound, readJson } from '../_shared/http.ts';
import { serviceClient } from '../_shared/supabase.ts';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

interface Change {
  id: string;
  email?: string;
  role?: number;
  /** undefined: leave as is; null: remove the shared profile. */
  shared_profile?: string | null;
}

function parse(body: Record<string, unknown>): Change {
  const problems: string[] = [];
  const id = typeof body.id === 'string' && UUID.test(body.id) ? body.id.toLowerCase() : '';
  if (!id) problems.push('id');
  const data = body.data && typeof body.data === 'object' ? (body.data as Record<string, unknown>) : {};
  const meta = data.user_metadata && typeof data.user_metadata === 'object' ? (data.user_metadata as Record<string, unknown>) : {};
  const change: Change = { id };
  if (data.email !== undefined) {
    const email = typeof data.email === 'string' ? data.email.trim().toLowerCase() : '';
    if (EMAIL.test(email)) change.email = email;
    else problems.push('email');
  }
  if (meta.role !== undefined) {
    const role = Number(meta.role);
    if (Number.isInteger(role) && role >= 1 && role <= 7) change.role = role;
    else problems.push('role');
  }
  if (body.shared_profile !== undefined) {
    if (body.shared_profile === null || body.shared_profile === '') change.shared_profile = null;
    else if (typeof body.shared_profile === 'string' && UUID.test(body.shared_profile) && body.shared_profile.toLowerCase() !== id)
      change.shared_profile = body.shared_profile.toLowerCase();
    else problems.push('shared_profile');
  }
  if (!problems.length && change.email === undefined && change.role === undefined && change.shared_profile === undefined)
    problems.push('data (nothing to change)');
  if (problems.length) throw badRequest(`Please check: ${problems.join(', ')}`, { fields: problems.map((p) => p.split(' ')[0]) });
  return change;
}

Deno.serve(
  handler(async (req) => {
    const caller = await requireCaller(req);
    await requirePermission(caller, 'profiles.EDIT');
    const change = parse(await readJson(req));
    const { data: target } = await caller.client.from('profiles').select('id, role, email').eq('id', change.id).maybeSingle();
    if (!target) throw notFound('No such user');
    const { data: me } = await caller.client.from('profiles').select('role').eq('id', caller.user.id).maybeSingle();
    const management = me?.role === 4;
    if (!management && (change.role === 4 || target.role === 4)) throw forbidden('Only management may grant or change the management role');
    if (!management && change.shared_profile !== undefined && change.id === caller.user.id)
      throw forbidden('You cannot change your own shared profile');

    // Proves the caller may edit this profile (RLS + the profile guard), and applies the role.
    const { data: edited, error: editError } = await caller.client
      .from('profiles')
      .update(change.role === undefined ? { role: target.role } : { role: change.role })
      .eq('id', change.id)
      .select('id');
    if (editError)
      throw editError.code === '42501' ? forbidden(editError.message) : new HttpError(500, 'internal_error', editError.message);
    if (!edited?.length) throw forbidden('You cannot edit this user');

    const admin = serviceClient();
    if (change.shared_profile) {
      const { data: shared } = await caller.client.from('profiles').select('id').eq('id', change.shared_profile).maybeSingle();
      if (!shared) throw badRequest('Please check: shared_profile', { fields: ['shared_profile'] });
    }
    const attributes: { email?: string; email_confirm?: boolean; user_metadata?: Record<string, unknown> } = {};
    if (change.email && change.email !== target.email) Object.assign(attributes, { email: change.email, email_confirm: true });
    if (change.role !== undefined) attributes.user_metadata = { role: change.role };
    if (Object.keys(attributes).length) {
      const { error } = await admin.auth.admin.updateUserById(change.id, attributes);
      if (error) {
        const code = (error as { code?: string }).code;
        if (code === 'email_exists' || (error.status === 422 && /already/i.test(error.message)))
          throw new HttpError(409, 'email_exists', 'Email Already Exists');
        throw new HttpError(500, 'internal_error', `Could not update the user: ${error.message}`);
      }
    }
    if (change.shared_profile === null) {
      await admin.from('assigned_profiles').delete().eq('profile', change.id);
    } else if (change.shared_profile) {
      const { error } = await admin
        .from('assigned_profiles')
        .upsert({ profile: change.id, shared_profile: change.shared_profile }, { onConflict: 'profile' });
      if (error) throw new HttpError(500, 'internal_error', `Could not assign the shared profile: ${error.message}`);
    }
    const { data: profile } = await admin.from('profiles').select('id, email, role').eq('id', change.id).single();
    const { data: share } = await admin.from('assigned_profiles').select('shared_profile').eq('profile', change.id).maybeSingle();
    return json({ ...profile, shared_profile: share?.shared_profile ?? null });
  }),
);
