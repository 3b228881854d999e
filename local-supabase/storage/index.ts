import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { JsonTooDeep, parseJson } from '../http/json.ts';
import { readBody } from '../http/util.ts';
import { loadProjectConfig } from '../project-config.ts';
import type { Surface, SurfaceContext } from '../surface.ts';
import { diskBlobStore, memoryBlobStore } from './blob-store.ts';
import {
  handleCreateBucket,
  handleDeleteBucket,
  handleEmptyBucket,
  handleGetBucket,
  handleListBuckets,
  handleUpdateBucket,
} from './buckets.ts';
import { anonymousCaller, resolveCaller, type Caller } from './caller.ts';
import { findReadable, sendInfo, sendObject, type ReadMode } from './download.ts';
import { ERRORS, sendError } from './errors.ts';
import { decodeSegments, mustBeValidBucketName, splitBucketPath } from './keys.ts';
import { handleCopy, handleList, handleMove, handleRemove, handleRemoveOne } from './object-ops.ts';
import type { StorageCtx } from './rows.ts';
import { handleSignedDownload, handleSignMany, handleSignOne } from './sign.ts';
import { handleCreateSignedUpload, handleSignedUpload } from './signed-upload.ts';
import { handleUpload } from './upload.ts';
import { OP } from './operations.ts';

type Body = Record<string, unknown>;

async function jsonBody(req: IncomingMessage): Promise<Body> {
  const text = (await readBody(req)).toString('utf8');
  if (!text.trim()) return {};
  try {
    const v: unknown = parseJson(text);
    if (v && typeof v === 'object' && !Array.isArray(v)) return v as Body;
  } catch (e) {
    if (e instanceof JsonTooDeep) throw ERRORS.InvalidRequest(`Body is nested deeper than ${e.limit} levels`);
  }
  throw ERRORS.InvalidRequest('Body is not valid JSON');
}

const isRead = (m: string) => m === 'GET' || m === 'HEAD';

/** Routes of storage-api's REST surface (STOR: src/http/routes/{bucket,object}/*.ts). */
async function route(ctx: StorageCtx, req: IncomingMessage, res: ServerResponse, rest: string, url: URL): Promise<void> {
  const method = req.method ?? 'GET';
  const seg = decodeSegments(rest);
  const caller = (): Promise<Caller> => resolveCaller(req, url, ctx.jwtSecret, rest);

  if (seg[0] === 'bucket') {
    const id = seg[1];
    if (seg.length === 1 && method === 'GET') return handleListBuckets(ctx, res, await caller(), url);
    if (seg.length === 1 && method === 'POST') return handleCreateBucket(ctx, res, await caller(), await jsonBody(req));
    if (id && seg.length === 2 && method === 'GET') return handleGetBucket(ctx, res, await caller(), id);
    if (id && seg.length === 2 && method === 'PUT') return handleUpdateBucket(ctx, res, await caller(), id, await jsonBody(req));
    if (id && seg.length === 2 && method === 'DELETE') return handleDeleteBucket(ctx, res, await caller(), id);
    if (id && seg.length === 3 && seg[2] === 'empty' && method === 'POST') return handleEmptyBucket(ctx, res, await caller(), id);
    throw ERRORS.NotFound();
  }
  if (seg[0] === 'render') throw ERRORS.NotSupported('image transformation');
  if (seg[0] !== 'object') throw ERRORS.NotFound();

  const sub = seg[1];
  const tail = splitBucketPath(seg.slice(2));
  // storage-api's storage.from(bucket) refuses a bad bucket name before anything else.
  if (['list', 'sign', 'public', 'authenticated'].includes(sub ?? '') && tail.bucket) mustBeValidBucketName(tail.bucket);
  if (sub === 'list' && method === 'POST' && tail.bucket) return handleList(ctx, res, await caller(), tail.bucket, await jsonBody(req));
  if (sub === 'list-v2') throw ERRORS.NotSupported('list-v2');
  if (sub === 'move' && seg.length === 2 && method === 'POST') return handleMove(ctx, res, await caller(), await jsonBody(req));
  if (sub === 'copy' && seg.length === 2 && method === 'POST')
    return handleCopy(ctx, res, await caller(), await jsonBody(req), req.headers['x-upsert'] === 'true');
  if (sub === 'sign' && tail.bucket) {
    if (method === 'POST' && !tail.name) return handleSignMany(ctx, res, await caller(), tail.bucket, await jsonBody(req));
    if (method === 'POST') return handleSignOne(ctx, res, await caller(), tail.bucket, tail.name, await jsonBody(req));
    if (isRead(method) && tail.name) return handleSignedDownload(ctx, req, res, url, tail.bucket, tail.name);
  }
  if ((sub === 'public' || sub === 'authenticated') && isRead(method) && tail.bucket && tail.name) {
    const op = sub === 'public' ? OP.GET_PUBLIC_OBJECT : method === 'HEAD' ? OP.HEAD_AUTH_OBJECT_INFO : OP.GET_AUTH_OBJECT;
    const row = await findReadable(ctx, await caller(), sub, tail.bucket, tail.name, op);
    return sendObject(ctx, req, res, row, url.searchParams.get('download'));
  }
  if (sub === 'info' && method === 'GET') {
    const scoped = seg[2] === 'public' || seg[2] === 'authenticated';
    const mode: ReadMode = scoped ? (seg[2] as ReadMode) : 'auto';
    const t = splitBucketPath(seg.slice(scoped ? 3 : 2));
    if (!t.bucket || !t.name) throw ERRORS.NotFound();
    const op = mode === 'public' ? OP.INFO_PUBLIC_OBJECT : OP.GET_AUTH_OBJECT_INFO;
    return sendInfo(res, await findReadable(ctx, await caller(), mode, t.bucket, t.name, op));
  }
  if (sub === 'upload' && seg[2] === 'sign') {
    const t = splitBucketPath(seg.slice(3));
    if (!t.bucket) throw ERRORS.NotFound();
    if (method === 'POST') return handleCreateSignedUpload(ctx, req, res, await caller(), t.bucket, t.name);
    if (method === 'PUT') return handleSignedUpload(ctx, req, res, url, anonymousCaller(req, rest), t.bucket, t.name);
  }

  const { bucket, name } = splitBucketPath(seg.slice(1));
  if (!bucket) throw ERRORS.NotFound();
  mustBeValidBucketName(bucket);
  if (!name && method === 'DELETE') return handleRemove(ctx, res, await caller(), bucket, await jsonBody(req));
  if (method === 'POST' || method === 'PUT') {
    const upsert = method === 'PUT' || req.headers['x-upsert'] === 'true';
    return handleUpload(ctx, req, res, await caller(), bucket, name, upsert, method === 'PUT' ? OP.UPDATE_OBJECT : OP.CREATE_OBJECT);
  }
  if (isRead(method)) {
    const op = method === 'HEAD' ? OP.HEAD_AUTH_OBJECT_INFO : OP.GET_AUTH_OBJECT;
    const row = await findReadable(ctx, await caller(), 'auto', bucket, name, op);
    return sendObject(ctx, req, res, row, url.searchParams.get('download'));
  }
  if (method === 'DELETE') return handleRemoveOne(ctx, res, await caller(), bucket, name);
  throw ERRORS.NotFound();
}

export async function createStorageSurface(ctx: SurfaceContext): Promise<Surface> {
  const dataDir = ctx.config.dataDir;
  const sctx: StorageCtx = {
    db: ctx.db,
    blobs: dataDir === 'memory' ? memoryBlobStore() : diskBlobStore(path.join(dataDir, 'storage')),
    jwtSecret: ctx.config.jwtSecret,
    globalFileSizeLimit: loadProjectConfig(ctx.config.projectDir).storage.fileSizeLimit,
  };
  // Runs before the server takes requests: whatever a crash left half-done goes now.
  const rows = await ctx.db.query<{ bucket_id: string; version: string }>(
    'select bucket_id, version from storage.objects where version is not null',
  );
  const live = new Set(rows.rows.map((r) => `${r.bucket_id}/${r.version}`));
  await sctx.blobs.sweep((bucket, version) => live.has(`${bucket}/${version}`));
  return {
    prefix: '/storage/v1',
    async handle(req, res, rest, url) {
      try {
        await route(sctx, req, res, rest, url);
      } catch (e) {
        sendError(res, e);
      }
    },
  };
}
