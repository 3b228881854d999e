// delete-user: { id } → removes a user (auth account and profile). What they created stays: every
// reference to the profile is `on delete set null` (created_by, sales_rep, owner, …), and their
// assignments go with them. The profile is deleted as the caller, so the database decides exactly as
// for the caller's own REST delete (profiles.DELETE over a profile they administer; never oneself;
// management users only by management); only then is the Auth account removed (admin API).
import { requireCaller, requirePermission, type Caller } from '../_shared/caller.ts';
import { badRequest, forbidden, handler, HttpError, json, notFound, readJson, refusedByDatabase } from '../_shared/http.ts';
import { idempotent } from '../_shared/idempotency.ts';
import { serviceClient } from '../_shared/supabase.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

Deno.serve(
  handler(async (req) => {
    const caller = await requireCaller(req);
    const body = await readJson<{ id?: unknown }>(req);
    // A replayed delete (the answer was lost) answers as the first one did, not 404.
    return idempotent(req, { fn: 'delete-user', caller: caller.user.id, body }, () => remove(caller, body));
  }),
);

async function remove(caller: Caller, body: { id?: unknown }): Promise<Response> {
  await requirePermission(caller, 'profiles.DELETE');
  const id = typeof body.id === 'string' && UUID.test(body.id) ? body.id.toLowerCase() : '';
  if (!id) throw badRequest('Please check: id', { fields: ['id'] });

  const { data: target } = await caller.client.from('profiles').select('id').eq('id', id).maybeSingle();
  if (!target) throw notFound('No such user');
  const { data: removed, error } = await caller.client.from('profiles').delete().eq('id', id).select('id');
  if (error) throw refusedByDatabase(error, 'You cannot delete this user');
  if (!removed?.length) throw forbidden('You cannot delete this user');
  const { error: authError } = await serviceClient().auth.admin.deleteUser(id);
  if (authError && authError.status !== 404) throw new HttpError(500, 'internal_error', `Could not delete the user: ${authError.message}`);
  return json({ id, deleted: true });
}
