// Calls to Storage for bucket `organizations`, one small function each. Uploads go through
// XMLHttpRequest (supabase-js' fetch reports no upload progress and cannot be cancelled halfway).
import { t } from '../src/lib/i18n';
import { storedContentType } from '../src/lib/stored-content-type';
import { DEFAULT_MAX_FILE_BYTES } from '../src/lib/numbers';
import { BUCKET, SUPABASE_ANON_KEY, SUPABASE_URL } from './config';
import { supabaseClient } from './supabase-client';

/** Signed URLs last 52,560,000 s (spec §9). */
export const SIGNED_URL_SECONDS = 52_560_000;
/** Upload cache-control, in seconds (spec §9). */
export const CACHE_CONTROL_SECONDS = 28_800;

/** A Storage refusal, with storage-api's real status ('409' = the name exists, '413' too large, '403' RLS). */
export class StorageError extends Error {
  constructor(
    message: string,
    readonly statusCode: string,
    readonly code?: string,
  ) {
    super(message);
    this.name = 'StorageError';
  }
}

/** Thrown when the caller cancels; nothing is reported for it. */
export class UploadCancelled extends Error {
  constructor() {
    super('Upload cancelled');
    this.name = 'UploadCancelled';
  }
}

export interface UploadOptions {
  contentType?: string;
  onProgress?: (loaded: number, total: number) => void;
  signal?: AbortSignal;
}

async function accessToken(): Promise<string> {
  const { data } = await supabaseClient.auth.getSession();
  return data.session?.access_token ?? SUPABASE_ANON_KEY;
}

function encodePath(path: string): string {
  return path.split('/').map(encodeURIComponent).join('/');
}

function refusal(xhr: XMLHttpRequest): StorageError {
  try {
    const body = JSON.parse(xhr.responseText) as { message?: string; statusCode?: string; error?: string; code?: string };
    return new StorageError(
      body.message || body.error || t('Upload failed (HTTP {status})', { status: xhr.status }),
      String(body.statusCode ?? xhr.status),
      body.code,
    );
  } catch {
    return new StorageError(t('Upload failed (HTTP {status})', { status: xhr.status }), String(xhr.status));
  }
}

/**
 * Uploads one object that must not exist yet (no upsert), cache-control 28800, with progress.
 * Rejects with StorageError, UploadCancelled, or a network error ('The connection was lost…').
 */
export async function uploadObject(path: string, body: Blob, options: UploadOptions = {}): Promise<void> {
  const token = await accessToken();
  if (options.signal?.aborted) throw new UploadCancelled();
  await new Promise<void>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    const abort = () => xhr.abort();
    options.signal?.addEventListener('abort', abort, { once: true });
    const done = (fn: () => void) => {
      options.signal?.removeEventListener('abort', abort);
      fn();
    };
    xhr.open('POST', `${SUPABASE_URL}/storage/v1/object/${BUCKET}/${encodePath(path)}`);
    xhr.setRequestHeader('authorization', `Bearer ${token}`);
    xhr.setRequestHeader('apikey', SUPABASE_ANON_KEY);
    xhr.setRequestHeader('x-upsert', 'false');
    xhr.setRequestHeader('cache-control', `max-age=${CACHE_CONTROL_SECONDS}`);
    // Types the bucket does not allow (SVG, HTML, …) go as application/octet-stream: downloaded, never rendered.
    xhr.setRequestHeader('content-type', storedContentType(options.contentType || body.type));
    xhr.upload.onprogress = (e) => options.onProgress?.(e.loaded, e.lengthComputable ? e.total : body.size);
    xhr.onload = () => done(() => (xhr.status >= 200 && xhr.status < 300 ? resolve() : reject(refusal(xhr))));
    xhr.onerror = () => done(() => reject(new Error('The connection was lost during the upload. Please try again.')));
    xhr.ontimeout = xhr.onerror;
    xhr.onabort = () => done(() => reject(new UploadCancelled()));
    xhr.send(body);
  });
}

/** A signed URL valid 52,560,000 s; with `download`, the browser saves it under that name. */
export async function signedUrl(path: string, download?: string): Promise<string> {
  const { data, error } = await supabaseClient.storage
    .from(BUCKET)
    .createSignedUrl(path, SIGNED_URL_SECONDS, download ? { download } : undefined);
  if (error) throw error;
  return data.signedUrl;
}

/** When an object the caller may read was stored, or undefined when there is none (or it cannot be read). */
export async function objectCreatedAt(path: string): Promise<Date | undefined> {
  const { data, error } = await supabaseClient.storage.from(BUCKET).info(path);
  if (error || !data?.createdAt) return undefined;
  const at = new Date(data.createdAt);
  return Number.isNaN(at.getTime()) ? undefined : at;
}

/** Signed URLs for many paths in one request; unreadable paths are left out. */
export async function signedUrls(paths: string[]): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  if (paths.length === 0) return out;
  const { data, error } = await supabaseClient.storage.from(BUCKET).createSignedUrls(paths, SIGNED_URL_SECONDS);
  if (error) throw error;
  for (const row of data ?? []) if (row.path && row.signedUrl && !row.error) out.set(row.path, row.signedUrl);
  return out;
}

/** Removes objects; returns the paths actually removed (storage skips what the caller may not delete). */
export async function removeObjects(paths: string[]): Promise<string[]> {
  const wanted = paths.filter(Boolean);
  if (wanted.length === 0) return [];
  const { data, error } = await supabaseClient.storage.from(BUCKET).remove(wanted);
  if (error) throw error;
  return (data ?? []).map((o) => o.name);
}

/** The object's bytes. */
export async function downloadObject(path: string): Promise<Blob> {
  const { data, error } = await supabaseClient.storage.from(BUCKET).download(path);
  if (error) throw error;
  return data;
}

/** Bytes stored under the organization's folder (RPC get_organization_storage). */
export async function organizationStorage(organizationId: string): Promise<number> {
  const { data, error } = await supabaseClient.rpc('get_organization_storage', { param_org_id: organizationId });
  if (error) throw error;
  return Number(data ?? 0);
}

let bucketLimit: Promise<number> | undefined;

/** The bucket's per-file size limit (read once). */
export function maxFileBytes(): Promise<number> {
  bucketLimit ??= supabaseClient.storage
    .getBucket(BUCKET)
    .then(({ data }) => Number(data?.file_size_limit) || DEFAULT_MAX_FILE_BYTES)
    .catch(() => DEFAULT_MAX_FILE_BYTES);
  return bucketLimit;
}
