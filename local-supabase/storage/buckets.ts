import type { ServerResponse } from 'node:http';
import { isPgError } from '../db/types.ts';
import { sendJson } from '../http/util.ts';
import { asCaller, type Caller } from './caller.ts';
import { ERRORS } from './errors.ts';
import { mustBeValidBucketName, parseFileSizeLimit } from './keys.ts';
import { BUCKET_COLUMNS, bucketJson, type BucketRow, type StorageCtx } from './rows.ts';

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
  const rows = await asCaller(ctx.db, caller, 'bucket.list', async (tx) => {
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
  const row = await asCaller(ctx.db, caller, 'bucket.get', async (tx) => {
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
  await asCaller(ctx.db, caller, 'bucket.create', async (tx) => {
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
  sets.push('updated_at = now()');
  const count = await asCaller(ctx.db, caller, 'bucket.update', async (tx) => {
    return (await tx.query(`update storage.buckets set ${sets.join(', ')} where id = $1`, params)).rowCount;
  });
  if (count === 0) throw ERRORS.NoSuchBucket();
  sendJson(res, 200, { message: 'Successfully updated' });
}

/** POST /bucket/{id}/empty: deletes every object the caller may delete, bytes included. */
export async function handleEmptyBucket(ctx: StorageCtx, res: ServerResponse, caller: Caller, id: string): Promise<void> {
  const removed = await asCaller(ctx.db, caller, 'bucket.empty', async (tx) => {
    const b = await tx.query('select 1 from storage.buckets where id = $1', [id]);
    if (b.rows.length === 0) throw ERRORS.NoSuchBucket();
    const r = await tx.query<{ version: string | null }>('delete from storage.objects where bucket_id = $1 returning version', [id]);
    return r.rows;
  });
  for (const r of removed) if (r.version) await ctx.blobs.remove(id, r.version);
  sendJson(res, 200, { message: 'Successfully emptied' });
}

/** DELETE /bucket/{id}: only an empty bucket. */
export async function handleDeleteBucket(ctx: StorageCtx, res: ServerResponse, caller: Caller, id: string): Promise<void> {
  await asCaller(ctx.db, caller, 'bucket.delete', async (tx) => {
    const b = await tx.query('select 1 from storage.buckets where id = $1', [id]);
    if (b.rows.length === 0) throw ERRORS.NoSuchBucket();
    try {
      const r = await tx.query('delete from storage.buckets where id = $1', [id]);
      if (r.rowCount === 0) throw ERRORS.NoSuchBucket();
    } catch (e) {
      if (isPgError(e) && e.code === '23503') throw ERRORS.BucketNotEmpty();
      throw e;
    }
  });
  sendJson(res, 200, { message: 'Successfully deleted' });
}
