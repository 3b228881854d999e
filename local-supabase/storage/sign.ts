import type { IncomingMessage, ServerResponse } from 'node:http';
import { sendJson } from '../http/util.ts';
import { signJwt } from '../jwt.ts';
import { asCaller, asSuperUser, verifySignedToken, type Caller } from './caller.ts';
import { sendObject } from './download.ts';
import { ERRORS } from './errors.ts';
import { mustFindObject, type StorageCtx } from './rows.ts';
import { OP } from './operations.ts';

function expiresIn(body: Record<string, unknown>): number {
  const v = body.expiresIn;
  if (v === undefined || v === null) throw ERRORS.InvalidRequest("body must have required property 'expiresIn'");
  const n = typeof v === 'string' ? Number(v) : v;
  if (typeof n !== 'number' || !Number.isFinite(n) || n < 1) throw ERRORS.InvalidParameter('expiresIn');
  return Math.floor(n);
}

/** Token = HS256 `{url: "bucket/name", iat, exp}` (STOR: src/storage/object.ts signObjectUrl). */
async function signUrl(secret: string, bucket: string, name: string, seconds: number): Promise<string> {
  const iat = Math.floor(Date.now() / 1000);
  const token = await signJwt(secret, { url: `${bucket}/${name}`, iat, exp: iat + seconds });
  return `/object/sign/${bucket}/${name}?token=${token}`;
}

/** POST /object/sign/{bucket}/{name} {expiresIn}: only for an object the caller can read. */
export async function handleSignOne(
  ctx: StorageCtx,
  res: ServerResponse,
  caller: Caller,
  bucket: string,
  name: string,
  body: Record<string, unknown>,
): Promise<void> {
  const seconds = expiresIn(body);
  await asCaller(ctx.db, caller, OP.SIGN_OBJECT_URL, (tx) => mustFindObject(tx, bucket, name));
  sendJson(res, 200, { signedURL: await signUrl(ctx.jwtSecret, bucket, name, seconds) });
}

/** POST /object/sign/{bucket} {expiresIn, paths}: one entry per path, an error for the unreadable. */
export async function handleSignMany(
  ctx: StorageCtx,
  res: ServerResponse,
  caller: Caller,
  bucket: string,
  body: Record<string, unknown>,
): Promise<void> {
  const seconds = expiresIn(body);
  if (!Array.isArray(body.paths) || !body.paths.every((p): p is string => typeof p === 'string'))
    throw ERRORS.InvalidRequest("body must have required property 'paths'");
  const paths = body.paths;
  const visible = await asCaller(ctx.db, caller, OP.SIGN_OBJECT_URLS, async (tx) => {
    const r = await tx.query<{ name: string }>('select name from storage.objects where bucket_id = $1 and name = any($2::text[])', [
      bucket,
      paths,
    ]);
    return new Set(r.rows.map((x) => x.name));
  });
  const out = [];
  for (const path of paths) {
    out.push(
      visible.has(path)
        ? { error: null, path, signedURL: await signUrl(ctx.jwtSecret, bucket, path, seconds) }
        : { error: 'Either the object does not exist or you do not have access to it', path, signedURL: null },
    );
  }
  sendJson(res, 200, out);
}

/** GET /object/sign/{bucket}/{name}?token=…: the token is the only credential; no RLS. */
export async function handleSignedDownload(
  ctx: StorageCtx,
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  bucket: string,
  name: string,
): Promise<void> {
  const token = url.searchParams.get('token');
  if (!token) throw ERRORS.InvalidSignature('Missing token');
  const claims = await verifySignedToken(ctx.jwtSecret, token, 'download');
  if (claims.url !== `${bucket}/${name}`) throw ERRORS.InvalidSignature('The url do not match the signature');
  const row = await asSuperUser(ctx.db, OP.GET_SIGNED_OBJECT, (tx) => mustFindObject(tx, bucket, name));
  await sendObject(ctx, req, res, row, url.searchParams.get('download'));
}
