import type { IncomingMessage, ServerResponse } from 'node:http';
import { sendJson } from '../http/util.ts';
import { signJwt } from '../jwt.ts';
import { asSuperUser, verifySignedToken, type Caller } from './caller.ts';
import { ERRORS } from './errors.ts';
import { mustBeValidKey } from './keys.ts';
import { mustFindBucket, type StorageCtx } from './rows.ts';
import { handleUpload, trialInsert } from './upload.ts';
import { OP } from './operations.ts';

/** How long a signed upload URL lives (storage-api: 2 hours). */
const SIGNED_UPLOAD_SECONDS = 2 * 60 * 60;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * POST /object/upload/sign/{bucket}/{name}: the caller's RLS decides now (trial insert); the token
 * then lets anyone holding it upload that one name (STOR: src/http/routes/object/getSignedUploadURL.ts).
 * As there, the trial's metadata is the *signing* request's Content-Type and Content-Length (storage-js
 * posts `{}`): nothing about the file that will come. Only the final write of the PUT knows its size.
 */
export async function handleCreateSignedUpload(
  ctx: StorageCtx,
  req: IncomingMessage,
  res: ServerResponse,
  caller: Caller,
  bucket: string,
  rawName: string,
): Promise<void> {
  const name = mustBeValidKey(rawName);
  const upsert = req.headers['x-upsert'] === 'true';
  const contentType = req.headers['content-type'];
  const contentLength = req.headers['content-length'] ? Number(req.headers['content-length']) : undefined;
  await asSuperUser(ctx.db, OP.SIGN_UPLOAD_URL, (tx) => mustFindBucket(tx, bucket));
  await trialInsert(
    ctx,
    caller,
    {
      bucket,
      name,
      owner: caller.owner,
      ownerId: caller.ownerId,
      metadata: {
        ...(contentType ? { mimetype: contentType } : {}),
        ...(contentLength !== undefined && Number.isFinite(contentLength) ? { contentLength } : {}),
      },
      version: 'signed-upload',
      upsert,
    },
    OP.SIGN_UPLOAD_URL,
  );
  const iat = Math.floor(Date.now() / 1000);
  const token = await signJwt(ctx.jwtSecret, {
    owner: caller.ownerId ?? undefined,
    url: `${bucket}/${name}`,
    upsert,
    iat,
    exp: iat + SIGNED_UPLOAD_SECONDS,
  });
  sendJson(res, 200, { url: `/object/upload/sign/${bucket}/${name}?token=${token}`, token });
}

/** PUT /object/upload/sign/{bucket}/{name}?token=…: uploads as the token's owner, without RLS. */
export async function handleSignedUpload(
  ctx: StorageCtx,
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  base: Caller,
  bucket: string,
  name: string,
): Promise<void> {
  const token = url.searchParams.get('token');
  if (!token) {
    req.resume();
    throw ERRORS.InvalidSignature('Missing token');
  }
  let claims: Record<string, unknown>;
  try {
    claims = await verifySignedToken(ctx.jwtSecret, token, 'upload');
  } catch (e) {
    req.resume();
    throw e;
  }
  if (claims.url !== `${bucket}/${name}`) {
    req.resume();
    throw ERRORS.InvalidSignature('The url do not match the signature');
  }
  const owner = typeof claims.owner === 'string' ? claims.owner : null;
  const asOwner: Caller = {
    ...base,
    role: 'service_role',
    claims: { role: 'service_role', ...(owner ? { sub: owner } : {}) },
    owner: owner && UUID.test(owner) ? owner : null,
    ownerId: owner,
    authenticated: true,
  };
  await handleUpload(ctx, req, res, asOwner, bucket, name, claims.upsert === true, OP.UPLOAD_SIGN_OBJECT);
}
