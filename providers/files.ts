// Files and photos: the object in bucket `organizations` first, then its row — never a row without
// its object, and no object left behind when a later step fails (see docs/files.md).
import type { Tables } from '../src/lib/database.types';
import { fitsQuota, quotaRefusal } from '../src/lib/upload-plan';
import {
  displayFileName,
  ENTITY_COLUMN,
  entityFolder,
  randomSuffix,
  storedFileName,
  thumbnailPath,
  withSuffix,
  type FileEntity,
} from '../src/lib/storage-path';
import { organizationStorage, removeObjects, signedUrl, StorageError, uploadObject, UploadCancelled, type UploadOptions } from './storage';
import { supabaseClient } from './supabase-client';
import { t } from '../src/lib/i18n';

export type FileKind = 'files' | 'photos';
export type FileRow = Tables<'files'>;
export type PhotoRow = Tables<'photos'>;
/** A row of either table, as lists show it. */
export type StoredFile = (FileRow | PhotoRow) & { type?: string };

export interface SaveFileInput {
  kind: FileKind;
  organizationId: string;
  entity: FileEntity;
  entityId: string;
  file: File;
  /** files.type (INVOICES, LOA, …); ignored for photos. */
  type?: string;
  /** Made by the caller (off the main thread) for thumbnailable images; null when none. */
  thumbnail?: Blob | null;
  /** The signed-in user: files.profile_id / photos.profile_id. */
  profileId: string;
  /** More columns for the row, e.g. account_id for a task's photo. */
  extra?: Record<string, unknown>;
  onProgress?: UploadOptions['onProgress'];
  signal?: AbortSignal;
}

const MAX_NAME_TRIES = 4;

/**
 * Uploads under `{folder}/{name}`; when the name is taken (409) tries `name-xxxxxx.ext` instead, so a
 * second upload of a name never replaces the first. Returns the path used.
 */
export async function uploadUnique(folder: string, name: string, body: Blob, options: UploadOptions): Promise<string> {
  let candidate = name;
  for (let attempt = 1; ; attempt += 1) {
    const path = `${folder}/${candidate}`;
    try {
      await uploadObject(path, body, options);
      return path;
    } catch (e) {
      if (!(e instanceof StorageError && e.statusCode === '409') || attempt >= MAX_NAME_TRIES) throw e;
      candidate = withSuffix(name, randomSuffix());
    }
  }
}

/** Storage's RLS refusal reads "new row violates…": say "quota" when that is the reason. */
async function explainRefusal(e: unknown, organizationId: string, bytes: number, name: string): Promise<unknown> {
  if (!(e instanceof StorageError && e.statusCode === '403')) return e;
  const used = await organizationStorage(organizationId).catch(() => 0);
  return fitsQuota(used, bytes)
    ? new Error(t('You may not upload files here ({error})', { error: e.message }))
    : new Error(quotaRefusal(name, used));
}

/** Best-effort removal after a failure; a cancelled or dropped upload may have stored nothing. */
async function cleanUp(paths: string[]): Promise<void> {
  await removeObjects(paths).catch(() => undefined);
}

/**
 * Stores a file: original (unique name), thumbnail beside it, signed URL, then the row with
 * file_size, path, url, thumb_path, thumb_file_size, organization_id, profile_id. Any failure removes
 * what was uploaded and rethrows; a cancel rejects with UploadCancelled.
 */
export async function saveFile(input: SaveFileInput): Promise<StoredFile> {
  const folder = entityFolder(input.organizationId, input.entity, input.entityId);
  const fileName = displayFileName(input.file.name);
  const uploaded: string[] = [];
  try {
    const path = await uploadUnique(folder, storedFileName(input.file.name), input.file, {
      contentType: input.file.type || undefined,
      onProgress: input.onProgress,
      signal: input.signal,
    }).catch(async (e: unknown) => {
      throw await explainRefusal(e, input.organizationId, input.file.size, fileName);
    });
    uploaded.push(path);
    let thumbPath: string | null = null;
    if (input.thumbnail) {
      thumbPath = await uploadUnique(`${folder}/thumbnails`, thumbnailPath(path).split('/').pop()!, input.thumbnail, {
        contentType: input.thumbnail.type,
        signal: input.signal,
      });
      uploaded.push(thumbPath);
    }
    if (input.signal?.aborted) throw new UploadCancelled();
    const row: Record<string, unknown> = {
      ...input.extra,
      [ENTITY_COLUMN[input.entity]]: input.entityId,
      organization_id: input.organizationId,
      profile_id: input.profileId,
      file_name: fileName,
      file_size: input.file.size,
      path,
      url: await signedUrl(path),
      thumb_path: thumbPath,
      thumb_file_size: input.thumbnail && thumbPath ? input.thumbnail.size : null,
    };
    if (input.kind === 'files') row.type = input.type ?? 'OTHER';
    const { data, error } = await supabaseClient.from(input.kind).insert(row).select().single();
    if (error) throw error;
    return data as StoredFile;
  } catch (e) {
    await cleanUp(uploaded);
    throw e;
  }
}

/**
 * Deletes the row (RLS: files.DELETE on a visible file), then its object and thumbnail. The row
 * goes first: a refused delete must leave the object, and a vanished row must not keep a link alive.
 */
export async function deleteStoredFile(kind: FileKind, file: Pick<StoredFile, 'id' | 'path' | 'thumb_path'>): Promise<void> {
  const { data, error } = await supabaseClient.from(kind).delete().eq('id', file.id).select('id');
  if (error) throw error;
  if (!data?.length) throw new Error('You may not delete this file, or it was already deleted');
  await removeObjects([file.path, file.thumb_path ?? '']);
}
