import type { ServerResponse } from 'node:http';
import { Rollback, isPgError } from '../db/types.ts';
import { sendJson } from '../http/util.ts';
import { asCaller, asSuperUser, type Caller } from './caller.ts';
import { ERRORS } from './errors.ts';
import { mustBeValidBucketName, parseFileSizeLimit } from './keys.ts';
import { BUCKET_COLUMNS, bucketJson, mustFindBucket, type BucketRow, type StorageCtx } from './rows.ts';
import { OP } from './operations.ts';

type Body = Record<string, unknown>;

const SORT_COLUMNS = new Set(['id', 'name', 'created_at', 'updated_at']);

function mimeTypes(v: unknown): string[] | null {
  if (v === undefined || v === null) return null;
  if (!Array.isArray(v) || !v.every((x): x is string => typeof x === 'string'))
    throw ERRORS.InvalidRequest('body/allowed_mime_types must be array');
  return v;
}

/** GET /bucket (limit, offset, search, sortColumn, sortOrder): the buckets the caller may see. */
export async function handleListBuckets(ctx: StorageCtx, res: ServerResponse, caller: Caller, url: URL): Promise<void> {
  const q = url.searchParams;
  const column = SORT_COLUMNS.has(q.get('sortColumn') ?? '') ? (q.get('sortColumn') as string) : 'name';
  const order = q.get('sortOrder')?.toLowerCase() === 'desc' ? 'desc' : 'asc';
  const limit = q.get('limit') ? Number(q.get('limit')) : null;
  const offset = Number(q.get('offset') ?? 0) || 0;
  const search = q.get('search') ?? '';
  const rows = await asCaller(ctx.db, caller, OP.LIST_BUCKET, async (tx) => {
    const r = await tx.query<BucketRow>(
      `select ${BUCKET_COLUMNS} from storage.buckets where ($1 = '' or name ilike '%' || $1 || '%')
       order by ${column} ${order} limit $2 offset $3`,
      [search, limit, offset],
    );
    return r.rows.map(bucketJson);
  });
  sendJson(res, 200, rows);
}

export async function handleGetBucket(ctx: StorageCtx, res: ServerResponse, caller: Caller, id: string): Promise<void> {
  const row = await asCaller(ctx.db, caller, OP.GET_BUCKET, async (tx) => {
    const r = await tx.query<BucketRow>(`select ${BUCKET_COLUMNS} from storage.buckets where id = $1`, [id]);
    return r.rows[0];
  });
  if (!row) throw ERRORS.NoSuchBucket();
  sendJson(res, 200, bucketJson(row));
}

/** POST /bucket {id?, name, public, file_size_limit, allowed_mime_types} → {name}. */
export async function handleCreateBucket(ctx: StorageCtx, res: ServerResponse, caller: Caller, body: Body): Promise<void> {
  const name = mustBeValidBucketName(typeof body.name === 'string' ? body.name : undefined);
  const id = mustBeValidBucketName(typeof body.id === 'string' && body.id ? body.id : name);
  const limit = parseFileSizeLimit(body.file_size_limit);
  const mimes = mimeTypes(body.allowed_mime_types);
  await asCaller(ctx.db, caller, OP.CREATE_BUCKET, async (tx) => {
    try {
      await tx.query(
        `insert into storage.buckets (id, name, owner, owner_id, public, file_size_limit, allowed_mime_types)
         values ($1, $2, $3, $4, $5, $6, $7)`,
        [id, name, caller.owner, caller.ownerId, body.public === true, limit, mimes],
      );
    } catch (e) {
      if (isPgError(e) && e.code === '23505') throw ERRORS.BucketAlreadyExists();
      throw e;
    }
  });
  sendJson(res, 200, { name });
}

/** PUT /bucket/{id} {public, file_size_limit, allowed_mime_types}. */
export async function handleUpdateBucket(ctx: StorageCtx, res: ServerResponse, caller: Caller, id: string, body: Body): Promise<void> {
  const sets: string[] = [];
  const params: unknown[] = [id];
  if (typeof body.public === 'boolean') sets.push(`public = $${params.push(body.public)}`);
  if ('file_size_limit' in body) sets.push(`file_size_limit = $${params.push(parseFileSizeLimit(body.file_size_limit))}`);
  if ('allowed_mime_types' in body) sets.push(`allowed_mime_types = $${params.push(mimeTypes(body.allowed_mime_types))}`);
  if (sets.length === 0) throw ERRORS.NoContentProvided();
  sets.push('updated_at = now()');
  const count = await asCaller(ctx.db, caller, OP.UPDATE_BUCKET, async (tx) => {
    return (await tx.query(`update storage.buckets set ${sets.join(', ')} where id = $1`, params)).rowCount;
  });
  if (count === 0) throw ERRORS.NoSuchBucket();
  sendJson(res, 200, { message: 'Successfully updated' });
}

/** storage-api's STORAGE_EMPTY_BUCKET_MAX default: a bucket with more objects is refused. */
const EMPTY_BUCKET_MAX = 200_000;

/**
 * POST /bucket/{id}/empty, as storage-api v1.60.2 (STOR: src/storage/storage.ts emptyBucket): as the
 * caller it finds the bucket, counts and lists one object, and test-deletes that object (rolled
 * back); then every object created before the request is deleted as superuser — hosted queues
 * that step, here it is done before answering. So RLS decides only whether the caller may empty
 * at all; the project refuses it with policies on `storage.operation()` (storage-api v1.70.1 and
 * later also refuse every role but service_role before this runs).
 */
export async function handleEmptyBucket(ctx: StorageCtx, res: ServerResponse, caller: Caller, id: string): Promise<void> {
  const before = new Date().toISOString();
  const first = await asCaller(ctx.db, caller, OP.EMPTY_BUCKET, async (tx) => {
    const b = await tx.query('select 1 from storage.buckets where id = $1', [id]);
    if (b.rows.length === 0) throw ERRORS.NoSuchBucket();
    const c = await tx.query<{ n: number }>(
      'select count(*)::int as n from (select 1 from storage.objects where bucket_id = $1 limit $2) o',
      [id, EMPTY_BUCKET_MAX + 1],
    );
    if (Number(c.rows[0].n) > EMPTY_BUCKET_MAX)
      throw ERRORS.UnableToEmptyBucket('Unable to empty the bucket because it contains too many objects');
    const o = await tx.query<{ name: string }>(
      `select name from storage.objects where bucket_id = $1 and created_at < $2 order by name collate "C" limit 1`,
      [id, before],
    );
    return o.rows[0]?.name;
  });
  if (first !== undefined) {
    await asCaller(ctx.db, caller, OP.EMPTY_BUCKET, async (tx) => {
      const d = await tx.query('delete from storage.objects where bucket_id = $1 and name = $2 returning id', [id, first]);
      if (d.rows.length === 0) throw ERRORS.NoSuchKey();
      throw new Rollback(undefined);
    });
    const removed = await asSuperUser(ctx.db, OP.EMPTY_BUCKET, async (tx) => {
      const r = await tx.query<{ version: string | null }>(
        'delete from storage.objects where bucket_id = $1 and created_at < $2 returning version',
        [id, before],
      );
      return r.rows;
    });
    for (const r of removed) if (r.version) await ctx.blobs.remove(id, r.version);
  }
  sendJson(res, 200, { message: 'Empty bucket has been queued. Completion may take up to an hour.' });
}

/**
 * DELETE /bucket/{id}, as storage-api (STOR: src/storage/storage.ts deleteBucket): the bucket is
 * found and its objects counted as superuser (so "not empty" wins), then deleted as the caller —
 * RLS on storage.buckets decides, and a refused delete reads as "Bucket not found".
 */
export async function handleDeleteBucket(ctx: StorageCtx, res: ServerResponse, caller: Caller, id: string): Promise<void> {
  await asSuperUser(ctx.db, OP.DELETE_BUCKET, async (tx) => {
    await mustFindBucket(tx, id);
    const o = await tx.query('select 1 from storage.objects where bucket_id = $1 limit 1', [id]);
    if (o.rows.length > 0) throw ERRORS.BucketNotEmpty();
  });
  await asCaller(ctx.db, caller, OP.DELETE_BUCKET, async (tx) => {
    try {
      const r = await tx.query('delete from storage.buckets where id = $1 returning id', [id]);
      if (r.rows.length === 0) throw ERRORS.NoSuchBucket();
    } catch (e) {
      if (isPgError(e) && e.code === '23503') throw ERRORS.BucketNotEmpty();
      throw e;
    }
  });
  sendJson(res, 200, { message: 'Successfully deleted' });
}
