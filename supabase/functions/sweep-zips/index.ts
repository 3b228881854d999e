// sweep-zips: zips are derived data (issue 24 item 7). Called by the pg_cron job of the same name every
// night (supabase/migrations/20261128120000_scheduled_jobs.sql), with the service role only, it removes
// the zips built for downloads ({org}/zips/…) that are more than 30 days old — through the Storage API,
// so their bytes go with their rows (hosted refuses a plain SQL delete on storage.objects: it would
// leave the bytes behind). A zip asked for again is simply built again.
import { handler, HttpError, isUnavailable, json, unavailable } from '../_shared/http.ts';
import { reportError } from '../_shared/monitoring.ts';
import { requireServiceRole } from '../_shared/service-role.ts';

const BUCKET = 'organizations';
/** Objects per Storage API remove call. */
const BATCH = 100;
/** At most this many batches a run; the rest waits for the next night. */
const MAX_BATCHES = 50;

Deno.serve(
  handler(async (req) => {
    const db = await requireServiceRole(req);
    let removed = 0;
    for (let i = 0; i < MAX_BATCHES; i++) {
      const { data, error } = await db.rpc('expired_zips', { param_limit: BATCH });
      if (error) throw isUnavailable(error) ? unavailable() : new HttpError(500, 'internal_error', error.message);
      const names = ((data ?? []) as { name: string }[]).map((r) => r.name);
      if (!names.length) break;
      const gone = await db.storage.from(BUCKET).remove(names);
      if (gone.error || !gone.data?.length) {
        const e = new Error(`Could not remove expired zips: ${gone.error?.message ?? 'nothing was removed'}`);
        await reportError(e, { fn: 'sweep-zips', extra: { batch: names.length, removed }, fingerprint: ['sweep-zips', 'remove'] });
        throw new HttpError(502, 'storage_error', e.message);
      }
      removed += gone.data.length;
      if (names.length < BATCH) break;
    }
    return json({ removed });
  }),
);
