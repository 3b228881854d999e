import { randomUUID } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import { Rollback, isPgError } from '../db/types.ts';
import { sendJson } from '../http/util.ts';
import { asCaller, asSuperUser, type Caller } from './caller.ts';
import { ERRORS } from './errors.ts';
import { mustBeValidBucketName, mustBeValidKey } from './keys.ts';
import { iso, mustFindBucket, mustFindObject, OBJECT_COLUMNS, type ObjectRow, type StorageCtx } from './rows.ts';
import { trialInsert, writeObjectRow } from './upload.ts';
import { OP } from './operations.ts';

type Body = Record<string, unknown>;
const str = (v: unknown): string | undefined => (typeof v === 'string' && v ? v : undefined);

/** DELETE /object/{bucket} {prefixes}: deletes what the caller can see and delete; returns those rows. */
export async function handleRemove(ctx: StorageCtx, res: ServerResponse, caller: Caller, bucket: string, body: Body): Promise<void> {
  const prefixes = body.prefixes;
  if (!Array.isArray(prefixes) || !prefixes.every((p): p is string => typeof p === 'string'))
    throw ERRORS.InvalidRequest("body must have required property 'prefixes'");
  if (prefixes.length > 1000) throw ERRORS.InvalidRequest('body/prefixes must NOT have more than 1000 items');
  const rows = await asCaller(ctx.db, caller, OP.DELETE_OBJECTS, async (tx) => {
    const r = await tx.query<ObjectRow>(
      `delete from storage.objects where bucket_id = $1 and name = any($2::text[]) returning ${OBJECT_COLUMNS}`,
      [bucket, prefixes],
    );
    return r.rows;
  });
  for (const r of rows) if (r.version) await ctx.blobs.remove(r.bucket_id, r.version);
  sendJson(res, 200, rows);
}

/** DELETE /object/{bucket}/{name}: one object, "not found" when the caller cannot delete it. */
export async function handleRemoveOne(ctx: StorageCtx, res: ServerResponse, caller: Caller, bucket: string, name: string): Promise<void> {
  const rows = await asCaller(ctx.db, caller, OP.DELETE_OBJECT, async (tx) => {
    const r = await tx.query<{ version: string | null }>(
      'delete from storage.objects where bucket_id = $1 and name = $2 returning version',
      [bucket, name],
    );
    return r.rows;
  });
  if (rows.length === 0) throw ERRORS.NoSuchKey();
  for (const r of rows) if (r.version) await ctx.blobs.remove(bucket, r.version);
  sendJson(res, 200, { message: 'Successfully deleted' });
}

const SORT_COLUMNS = ['name', 'updated_at', 'created_at', 'last_accessed_at'];
const INT4_MAX = 2_147_483_647;

/** A JSON-schema integer as storage-api's Fastify/Ajv validates it (numeric strings coerced). */
function integerField(body: Body, key: string, min: number): number | undefined {
  const v = body[key];
  if (v === undefined) return undefined;
  const n = typeof v === 'string' && /^-?\d+$/.test(v.trim()) ? Number(v) : v;
  if (typeof n !== 'number' || !Number.isInteger(n)) throw ERRORS.InvalidRequest(`body/${key} must be integer`);
  if (n < min) throw ERRORS.InvalidRequest(`body/${key} must be >= ${min}`);
  // Postgres int4 (storage.search's limits/offsets); storage-api would answer 500 for these.
  if (n > INT4_MAX) throw ERRORS.InvalidRequest(`body/${key} must be <= ${INT4_MAX}`);
  return n;
}

function stringField(body: Body, key: string, path = `body/${key}`): string | undefined {
  const v = body[key];
  if (v === undefined) return undefined;
  if (typeof v === 'number' || typeof v === 'boolean') return String(v);
  if (typeof v !== 'string') throw ERRORS.InvalidRequest(`${path} must be string`);
  return v;
}

/** storage-api's body schema for list (STOR: src/http/routes/object/listObjects.ts). */
function listOptions(body: Body) {
  const raw = stringField(body, 'prefix');
  if (raw === undefined) throw ERRORS.InvalidRequest("body must have required property 'prefix'");
  const limit = integerField(body, 'limit', 1) ?? 100;
  const offset = integerField(body, 'offset', 0) ?? 0;
  const search = stringField(body, 'search') ?? '';
  let column = 'name';
  let order = 'asc';
  if (body.sortBy !== undefined) {
    if (!body.sortBy || typeof body.sortBy !== 'object' || Array.isArray(body.sortBy))
      throw ERRORS.InvalidRequest('body/sortBy must be object');
    const sortBy = body.sortBy as Body;
    const c = stringField(sortBy, 'column', 'body/sortBy/column');
    if (c === undefined) throw ERRORS.InvalidRequest("body/sortBy must have required property 'column'");
    if (!SORT_COLUMNS.includes(c)) throw ERRORS.InvalidRequest('body/sortBy/column must be equal to one of the allowed values');
    const o = stringField(sortBy, 'order', 'body/sortBy/order');
    if (o !== undefined && o !== 'asc' && o !== 'desc')
      throw ERRORS.InvalidRequest('body/sortBy/order must be equal to one of the allowed values');
    column = c;
    order = o ?? 'asc';
  }
  // "Assuming prefix is always a folder" (STOR: src/storage/object.ts searchObjects).
  const prefix = raw.length > 0 && !raw.endsWith('/') ? `${raw}/` : raw;
  // Only the non-name listing matches with ILIKE; storage-api escapes % and _ for it alone.
  const escape = (v: string) => (column === 'name' ? v : v.replace(/([%_])/g, '\\$1'));
  // levels as storage-api computes it (from prefix and search); current storage.search ignores it.
  const levels = (escape(prefix) + escape(search)).split('/').length;
  return { prefix: escape(prefix), levels, limit, offset, search: escape(search), column, order };
}

/** POST /object/list/{bucket}: one folder level through storage.search (the caller's RLS applies). */
export async function handleList(ctx: StorageCtx, res: ServerResponse, caller: Caller, bucket: string, body: Body): Promise<void> {
  const o = listOptions(body);
  const rows = await asCaller(ctx.db, caller, OP.LIST_OBJECTS, async (tx) => {
    const r = await tx.query(
      `select name, id, ${iso('updated_at')} as updated_at, ${iso('created_at')} as created_at,
              ${iso('last_accessed_at')} as last_accessed_at, metadata
       from storage.search($1, $2, $3, $4, $5, $6, $7, $8)`,
      [o.prefix, bucket, o.limit, o.levels, o.offset, o.search, o.column, o.order],
    );
    return r.rows;
  });
  sendJson(res, 200, rows);
}

interface Transfer {
  sourceBucket: string;
  source: string;
  destBucket: string;
  dest: string;
}

function transfer(body: Body): Transfer {
  const sourceBucket = str(body.bucketId);
  if (!sourceBucket) throw ERRORS.InvalidRequest("body must have required property 'bucketId'");
  mustBeValidBucketName(sourceBucket);
  const destBucket = str(body.destinationBucket);
  if (destBucket !== undefined) mustBeValidBucketName(destBucket);
  const source = mustBeValidKey(str(body.sourceKey));
  const dest = mustBeValidKey(str(body.destinationKey));
  return { sourceBucket, source, destBucket: destBucket ?? sourceBucket, dest };
}

/** POST /object/move: the caller must be able to read and update the source into its new place. */
export async function handleMove(ctx: StorageCtx, res: ServerResponse, caller: Caller, body: Body): Promise<void> {
  const t = transfer(body);
  await asSuperUser(ctx.db, OP.MOVE_OBJECT, (tx) => mustFindBucket(tx, t.destBucket));
  await asCaller(ctx.db, caller, OP.MOVE_OBJECT, async (tx) => {
    await mustFindObject(tx, t.sourceBucket, t.source);
    try {
      const r = await tx.query(
        'update storage.objects set name = $3, bucket_id = $4, owner = $5, owner_id = $6 where bucket_id = $1 and name = $2',
        [t.sourceBucket, t.source, t.dest, t.destBucket, caller.owner, caller.ownerId],
      );
      if (r.rowCount === 0) throw ERRORS.NoSuchKey();
    } catch (e) {
      if (isPgError(e) && e.code === '23505') throw ERRORS.KeyAlreadyExists();
      throw e;
    }
    throw new Rollback(undefined);
  });
  const src = await asSuperUser(ctx.db, OP.MOVE_OBJECT, (tx) => mustFindObject(tx, t.sourceBucket, t.source));
  let version = src.version;
  if (t.destBucket !== t.sourceBucket && src.version) {
    version = randomUUID();
    if (!(await ctx.blobs.copy(t.sourceBucket, src.version, t.destBucket, version))) throw ERRORS.NoSuchKey();
  }
  try {
    await asSuperUser(ctx.db, OP.MOVE_OBJECT, (tx) =>
      tx.query(
        'update storage.objects set name = $3, bucket_id = $4, owner = $5, owner_id = $6, version = $7 where id = $1 and name = $2',
        [src.id, t.source, t.dest, t.destBucket, caller.owner, caller.ownerId, version],
      ),
    );
  } catch (e) {
    if (version && version !== src.version) await ctx.blobs.remove(t.destBucket, version);
    if (isPgError(e) && e.code === '23505') throw ERRORS.KeyAlreadyExists();
    throw e;
  }
  if (version !== src.version && src.version) await ctx.blobs.remove(t.sourceBucket, src.version);
  sendJson(res, 200, { message: 'Successfully moved' });
}

/** POST /object/copy: read the source, insert the destination (trial as the caller), copy the bytes. */
export async function handleCopy(ctx: StorageCtx, res: ServerResponse, caller: Caller, body: Body, upsert: boolean): Promise<void> {
  const t = transfer(body);
  await asSuperUser(ctx.db, OP.COPY_OBJECT, (tx) => mustFindBucket(tx, t.destBucket));
  const src = await asCaller(ctx.db, caller, OP.COPY_OBJECT, (tx) => mustFindObject(tx, t.sourceBucket, t.source));
  if (!src.version) throw ERRORS.NoSuchKey();
  const version = randomUUID();
  const owner = { owner: caller.owner, ownerId: caller.ownerId };
  const md = src.metadata ?? {};
  await trialInsert(
    ctx,
    caller,
    {
      bucket: t.destBucket,
      name: t.dest,
      ...owner,
      metadata: { mimetype: md.mimetype, contentLength: md.size },
      version,
      upsert,
    },
    OP.COPY_OBJECT,
  );
  if (!(await ctx.blobs.copy(t.sourceBucket, src.version, t.destBucket, version))) throw ERRORS.NoSuchKey();
  const metadata = { ...md, lastModified: new Date().toISOString() };
  const userMetadata = body.copyMetadata === false ? ((body.metadata as Body | undefined) ?? null) : src.user_metadata;
  try {
    const row = await asSuperUser(ctx.db, OP.COPY_OBJECT, (tx) =>
      writeObjectRow(tx, { bucket: t.destBucket, name: t.dest, ...owner, metadata, userMetadata, version, upsert }),
    );
    if (row.old_version && row.old_version !== version) await ctx.blobs.remove(t.destBucket, row.old_version);
    sendJson(res, 200, { Id: row.id, Key: `${t.destBucket}/${t.dest}`, name: t.dest, bucket_id: t.destBucket });
  } catch (e) {
    await ctx.blobs.remove(t.destBucket, version);
    throw e;
  }
}
