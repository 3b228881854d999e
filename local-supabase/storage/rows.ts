import type { Sql } from '../db/types.ts';
import type { BlobStore } from './blob-store.ts';
import { ERRORS } from './errors.ts';

/** What every storage route gets. */
export interface StorageCtx {
  db: import('../db/types.ts').Db;
  blobs: BlobStore;
  jwtSecret: string;
  /** [storage] file_size_limit from supabase/config.toml, in bytes. */
  globalFileSizeLimit: number;
}

/** A timestamptz column as the JSON string node-postgres + JSON.stringify produce in storage-api. */
export const iso = (col: string) => `to_char(${col} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

export interface BucketRow {
  id: string;
  name: string;
  owner: string | null;
  owner_id: string | null;
  public: boolean;
  type: string;
  file_size_limit: number | null;
  allowed_mime_types: string[] | null;
  created_at: string;
  updated_at: string;
}

export const BUCKET_COLUMNS = `id, name, owner, owner_id, public, type, file_size_limit, allowed_mime_types,
  ${iso('created_at')} as created_at, ${iso('updated_at')} as updated_at`;

export function bucketJson(r: BucketRow): BucketRow {
  return { ...r, file_size_limit: r.file_size_limit === null ? null : Number(r.file_size_limit) };
}

export async function findBucket(tx: Sql, id: string): Promise<BucketRow | undefined> {
  const r = await tx.query<BucketRow>(`select ${BUCKET_COLUMNS} from storage.buckets where id = $1`, [id]);
  return r.rows[0] ? bucketJson(r.rows[0]) : undefined;
}

export async function mustFindBucket(tx: Sql, id: string): Promise<BucketRow> {
  const b = await findBucket(tx, id);
  if (!b) throw ERRORS.NoSuchBucket();
  return b;
}

export interface ObjectMetadata {
  eTag?: string;
  size?: number;
  mimetype?: string;
  cacheControl?: string;
  lastModified?: string;
  contentLength?: number;
  httpStatusCode?: number;
}

export interface ObjectRow {
  id: string;
  bucket_id: string;
  name: string;
  owner: string | null;
  owner_id: string | null;
  version: string | null;
  metadata: ObjectMetadata | null;
  user_metadata: Record<string, unknown> | null;
  created_at: string;
  updated_at: string;
  last_accessed_at: string;
}

export const OBJECT_COLUMNS = `id, bucket_id, name, owner, owner_id, version, metadata, user_metadata,
  ${iso('created_at')} as created_at, ${iso('updated_at')} as updated_at, ${iso('last_accessed_at')} as last_accessed_at`;

/** Finds one object through whatever role tx runs as (RLS hides what the caller may not read). */
export async function findObject(tx: Sql, bucket: string, name: string): Promise<ObjectRow | undefined> {
  const r = await tx.query<ObjectRow>(`select ${OBJECT_COLUMNS} from storage.objects where bucket_id = $1 and name = $2`, [bucket, name]);
  return r.rows[0];
}

export async function mustFindObject(tx: Sql, bucket: string, name: string): Promise<ObjectRow> {
  const o = await findObject(tx, bucket, name);
  if (!o) throw ERRORS.NoSuchKey();
  return o;
}
