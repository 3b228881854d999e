// update-user: { id, shared_profile?, data?: { email?, user_metadata?: { role? } } } → changes a user's
// e-mail (confirmed at once: an administrator vouches for it) and role, and their shared profile,
// keeping auth.users, profiles and assigned_profiles in step. Every database change is made as the
// caller, so RLS and the profile guard decide exactly as for the caller's own REST calls (only
// management touches management users or assigns shared profiles; roles only where the caller may give
// them); Auth's copy goes through the admin API only after the database accepted the change.
import { requireCaller, requirePermission, type Caller } from '../_shared/caller.ts';
import { badRequest, forbidden, handler, HttpError, json, notFound, readJson, refusedByDatabase } from '../_shared/http.ts';
import { idempotent } from '../_shared/idempotency.ts';
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

/** The shared profile, written as the caller (assigned_profiles: management only). */
async function setSharedProfile(caller: Caller, change: Change): Promise<void> {
  const denied = "You cannot change this user's shared profile";
  if (change.shared_profile === null) {
    const { data, error } = await caller.client.from('assigned_profiles').delete().eq('profile', change.id).select('id');
    if (error) throw refusedByDatabase(error, denied);
    if (data?.length) return;
    // Nothing removed: there was none, or the database refused (RLS filters the rows silently).
    const { count } = await serviceClient().from('assigned_profiles').select('id', { count: 'exact', head: true }).eq('profile', change.id);
    if (count) throw forbidden(denied);
    return;
  }
  const { data: shared } = await caller.client.from('profiles').select('id').eq('id', change.shared_profile).maybeSingle();
  if (!shared) throw badRequest('Please check: shared_profile', { fields: ['shared_profile'] });
  const { error } = await caller.client
    .from('assigned_profiles')
    .upsert({ profile: change.id, shared_profile: change.shared_profile }, { onConflict: 'profile' });
  if (error) throw refusedByDatabase(error, denied);
}

Deno.serve(
  handler(async (req) => {
    const caller = await requireCaller(req);
    const body = await readJson(req);
    return idempotent(req, { fn: 'update-user', caller: caller.user.id, body }, () => update(caller, body));
  }),
);

async function update(caller: Caller, body: Record<string, unknown>): Promise<Response> {
  await requirePermission(caller, 'profiles.EDIT');
  const change = parse(body);
  const { data: target } = await caller.client.from('profiles').select('id, role, email').eq('id', change.id).maybeSingle();
  if (!target) throw notFound('No such user');

  if (change.shared_profile !== undefined) await setSharedProfile(caller, change);
  const role = change.role ?? (target.role as number);
  if (change.email !== undefined || change.role !== undefined) {
    // The role, and the proof that the caller may edit this profile at all (an e-mail change included).
    const { data: edited, error } = await caller.client.from('profiles').update({ role }).eq('id', change.id).select('id');
    if (error) throw refusedByDatabase(error, 'You cannot edit this user');
    if (!edited?.length) throw forbidden('You cannot edit this user');
  }

  const admin = serviceClient();
  const attributes: { email?: string; email_confirm?: boolean; user_metadata?: Record<string, unknown> } = {};
  if (change.email && change.email !== target.email) Object.assign(attributes, { email: change.email, email_confirm: true });
  if (change.role !== undefined) attributes.user_metadata = { role: change.role };
  if (Object.keys(attributes).length) {
    const { error } = await admin.auth.admin.updateUserById(change.id, attributes);
    if (error) {
      // Put the role back as it was, so a refused e-mail leaves the user as they were.
      if (role !== target.role) await caller.client.from('profiles').update({ role: target.role }).eq('id', change.id);
      const code = (error as { code?: string }).code;
      if (code === 'email_exists' || (error.status === 422 && /already/i.test(error.message)))
        throw new HttpError(409, 'email_exists', 'Email Already Exists');
      throw new HttpError(500, 'internal_error', `Could not update the user: ${error.message}`);
    }
  }
  const { data: profile } = await admin.from('profiles').select('id, email, role').eq('id', change.id).single();
  const { data: share } = await admin.from('assigned_profiles').select('shared_profile').eq('profile', change.id).maybeSingle();
  return json({ ...profile, shared_profile: share?.shared_profile ?? null });
}
