import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { Rollback, isPgError, type Sql } from '../db/types.ts';
import { sendJson } from '../http/util.ts';
import { BlobTooLarge, type BlobInfo } from './blob-store.ts';
import { asCaller, asSuperUser, type Caller } from './caller.ts';
import { ERRORS, StorageError } from './errors.ts';
import { drain, incomingFile } from './incoming.ts';
import { mustBeAllowedMimeType, mustBeValidKey } from './keys.ts';
import { mustFindBucket, type ObjectMetadata, type StorageCtx } from './rows.ts';
import { OP, type Operation } from './operations.ts';

interface WriteRow {
  bucket: string;
  name: string;
  owner: string | null;
  ownerId: string | null;
  metadata: ObjectMetadata;
  userMetadata?: Record<string, unknown> | null;
  version: string;
  upsert: boolean;
}

/** The final INSERT (or upsert) of an object row, reporting the version it replaced. */
export async function writeObjectRow(tx: Sql, w: WriteRow): Promise<{ id: string; old_version: string | null }> {
  const conflict = w.upsert
    ? `on conflict (bucket_id, name) do update set owner = excluded.owner, owner_id = excluded.owner_id,
         metadata = excluded.metadata, user_metadata = excluded.user_metadata, version = excluded.version,
         last_accessed_at = now()`
    : '';
  try {
    // Lock the row being replaced first, so concurrent upserts each free the version they replaced.
    const old = await tx.query<{ version: string | null }>(
      'select version from storage.objects where bucket_id = $1 and name = $2 for update',
      [w.bucket, w.name],
    );
    const r = await tx.query<{ id: string }>(
      `insert into storage.objects (bucket_id, name, owner, owner_id, metadata, user_metadata, version)
       values ($1, $2, $3, $4, $5, $6, $7) ${conflict}
       returning id`,
      [w.bucket, w.name, w.owner, w.ownerId, JSON.stringify(w.metadata), w.userMetadata ? JSON.stringify(w.userMetadata) : null, w.version],
    );
    return { id: r.rows[0].id, old_version: old.rows[0]?.version ?? null };
  } catch (e) {
    if (isPgError(e) && e.code === '23505') throw ERRORS.KeyAlreadyExists();
    if (isPgError(e) && e.code === '23503') throw ERRORS.NoSuchBucket();
    throw e;
  }
}

/** Row-level security decides, before a byte is stored: insert as the caller, then roll back. */
export async function trialInsert(ctx: StorageCtx, caller: Caller, w: WriteRow, operation: Operation = OP.CREATE_OBJECT): Promise<void> {
  // The caller's RLS must not see superuser-only rows, so the trial runs without RETURNING.
  await asCaller(ctx.db, caller, operation, async (tx) => {
    const conflict = w.upsert
      ? `on conflict (bucket_id, name) do update set owner = excluded.owner, owner_id = excluded.owner_id,
           metadata = excluded.metadata, version = excluded.version`
      : '';
    try {
      await tx.query(
        `insert into storage.objects (bucket_id, name, owner, owner_id, metadata, version)
         values ($1, $2, $3, $4, $5, $6) ${conflict}`,
        [w.bucket, w.name, w.owner, w.ownerId, JSON.stringify(w.metadata), w.version],
      );
    } catch (e) {
      if (isPgError(e) && e.code === '23505') throw ERRORS.KeyAlreadyExists();
      throw e;
    }
    throw new Rollback(undefined);
  });
}

/** POST/PUT /object/{bucket}/{name}: stream the body to a new version, then point the row at it. */
export async function handleUpload(
  ctx: StorageCtx,
  req: IncomingMessage,
  res: ServerResponse,
  caller: Caller,
  bucketId: string,
  rawName: string,
  upsert: boolean,
  operation: Operation = OP.CREATE_OBJECT,
): Promise<void> {
  let stored: string | undefined;
  try {
    const name = mustBeValidKey(rawName);
    const bucket = await asSuperUser(ctx.db, operation, (tx) => mustFindBucket(tx, bucketId));
    const limit = Math.min(bucket.file_size_limit ?? Number.MAX_SAFE_INTEGER, ctx.globalFileSizeLimit);
    const declared = req.headers['content-length'] === undefined ? undefined : Number(req.headers['content-length']);
    const file = await incomingFile(req, limit);
    mustBeAllowedMimeType(file.mimeType, bucket.allowed_mime_types);
    if (file.body === req && declared !== undefined && declared > limit) throw ERRORS.EntityTooLarge();
    const owner = { owner: caller.owner, ownerId: caller.ownerId };
    const version = randomUUID();
    const trialMeta: ObjectMetadata = { mimetype: file.mimeType, ...(declared !== undefined ? { contentLength: declared } : {}) };
    await trialInsert(ctx, caller, { bucket: bucketId, name, ...owner, metadata: trialMeta, version, upsert }, operation);

    let info: BlobInfo;
    try {
      info = await ctx.blobs.write(bucketId, version, file.body, file.meterLimit);
      stored = version;
    } catch (e) {
      if (e instanceof BlobTooLarge) throw ERRORS.EntityTooLarge();
      if (e instanceof StorageError) throw e;
      // The body broke off (client gone, multipart cut short): nothing was stored.
      throw ERRORS.NoContentProvided(e instanceof Error ? e.message : undefined);
    }
    await file.done;
    if (file.truncated() || info.size > limit) throw ERRORS.EntityTooLarge();

    const metadata: ObjectMetadata = {
      eTag: info.eTag,
      size: info.size,
      mimetype: file.mimeType,
      cacheControl: file.cacheControl,
      lastModified: new Date().toISOString(),
      contentLength: info.size,
      httpStatusCode: 200,
    };
    const row = await asSuperUser(ctx.db, operation, (tx) =>
      writeObjectRow(tx, { bucket: bucketId, name, ...owner, metadata, userMetadata: file.userMetadata, version, upsert }),
    );
    stored = undefined;
    if (row.old_version && row.old_version !== version) await ctx.blobs.remove(bucketId, row.old_version);
    sendJson(res, 200, { Id: row.id, Key: `${bucketId}/${name}` });
  } catch (e) {
    if (stored) await ctx.blobs.remove(bucketId, stored);
    if (!req.complete) drain(req);
    throw e;
  }
}
