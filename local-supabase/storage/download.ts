import type { IncomingMessage, ServerResponse } from 'node:http';
import { pipeline } from 'node:stream/promises';
import { sendJson } from '../http/util.ts';
import { asCaller, asSuperUser, type Caller } from './caller.ts';
import { ERRORS } from './errors.ts';
import { mustFindBucket, mustFindObject, type ObjectRow, type StorageCtx } from './rows.ts';
import { OP, type Operation } from './operations.ts';

export type ReadMode = 'authenticated' | 'public' | 'auto';

/**
 * Finds the object a read route serves: public buckets are read as superuser, everything else as
 * the caller (a hidden object is simply "not found"). 'auto' is `/object/{bucket}/{name}`: the
 * caller's view when a token came with the request, public buckets only otherwise.
 */
export async function findReadable(
  ctx: StorageCtx,
  caller: Caller,
  mode: ReadMode,
  bucketId: string,
  name: string,
  operation: Operation = OP.GET_AUTH_OBJECT,
): Promise<ObjectRow> {
  if (mode === 'public' || (mode === 'auto' && !caller.authenticated)) {
    return asSuperUser(ctx.db, operation, async (tx) => {
      const bucket = await mustFindBucket(tx, bucketId);
      if (!bucket.public) throw ERRORS.NoSuchBucket();
      return mustFindObject(tx, bucketId, name);
    });
  }
  return asCaller(ctx.db, caller, operation, (tx) => mustFindObject(tx, bucketId, name));
}

function contentDisposition(download: string | null): string | undefined {
  if (download === null) return undefined;
  if (download === '') return 'attachment;';
  const enc = encodeURIComponent(download);
  return `attachment; filename=${enc}; filename*=UTF-8''${enc};`;
}

/**
 * storage-api serves HTML as text/plain so an uploaded page never renders from the API's origin
 * (STOR: src/storage/renderer/renderer.ts normalizeContentType); here regardless of case.
 */
export function servedContentType(mimetype: string | undefined): string {
  if (!mimetype) return 'application/octet-stream';
  return mimetype.toLowerCase().includes('text/html') ? 'text/plain' : mimetype;
}

function parseRange(header: string | undefined, size: number): { start: number; end: number } | 'invalid' | undefined {
  if (!header) return undefined;
  const m = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!m || (m[1] === '' && m[2] === '')) return 'invalid';
  let start: number;
  let end: number;
  if (m[1] === '') {
    start = Math.max(0, size - Number(m[2]));
    end = size - 1;
  } else {
    start = Number(m[1]);
    end = m[2] === '' ? size - 1 : Math.min(Number(m[2]), size - 1);
  }
  return start > end || start >= size ? 'invalid' : { start, end };
}

/** Streams the object's bytes with the headers storage-api sets on assets. */
export async function sendObject(
  ctx: StorageCtx,
  req: IncomingMessage,
  res: ServerResponse,
  row: ObjectRow,
  download: string | null,
): Promise<void> {
  const size = row.version ? await ctx.blobs.size(row.bucket_id, row.version) : undefined;
  if (size === undefined || !row.version) throw ERRORS.NoSuchKey();
  const md = row.metadata ?? {};
  const headers: Record<string, string> = {
    'Content-Type': servedContentType(md.mimetype),
    // Not sent by storage-api: browsers must never guess a type that renders (issue 14).
    'X-Content-Type-Options': 'nosniff',
    'Cache-Control': md.cacheControl ?? 'no-cache',
    ETag: md.eTag ?? `"${row.version}"`,
    'Last-Modified': new Date(md.lastModified ?? row.updated_at).toUTCString(),
    'Accept-Ranges': 'bytes',
    'X-Robots-Tag': 'none',
  };
  const disposition = contentDisposition(download);
  if (disposition) headers['Content-Disposition'] = disposition;
  if (req.headers['if-none-match'] && req.headers['if-none-match'] === headers.ETag) {
    res.writeHead(304, headers);
    res.end();
    return;
  }
  const range = parseRange(req.headers.range, size);
  if (range === 'invalid') {
    res.writeHead(416, { ...headers, 'Content-Range': `bytes */${size}` });
    res.end();
    return;
  }
  const status = range ? 206 : 200;
  if (range) headers['Content-Range'] = `bytes ${range.start}-${range.end}/${size}`;
  headers['Content-Length'] = String(range ? range.end - range.start + 1 : size);
  if (req.method === 'HEAD') {
    res.writeHead(status, headers);
    res.end();
    return;
  }
  const body = await ctx.blobs.read(row.bucket_id, row.version, range);
  if (!body) throw ERRORS.NoSuchKey();
  res.writeHead(status, headers);
  await pipeline(body, res).catch(() => res.destroy());
}

/** GET /object/info/…: the object's facts (storage-js camelizes them). */
export function sendInfo(res: ServerResponse, row: ObjectRow): void {
  const md = row.metadata ?? {};
  sendJson(res, 200, {
    id: row.id,
    name: row.name,
    version: row.version,
    bucket_id: row.bucket_id,
    size: md.size ?? null,
    content_type: md.mimetype ?? null,
    cache_control: md.cacheControl ?? null,
    etag: md.eTag ?? null,
    metadata: row.user_metadata ?? {},
    last_modified: md.lastModified ?? row.updated_at,
    created_at: row.created_at,
  });
}
