import { useList, type CrudFilter } from '@refinedev/core';
import { useEffect, useMemo, useState } from 'react';
import type { FileKind, StoredFile } from '../../../providers/files';
import { signedUrls } from '../../../providers/storage';
import { ENTITY_COLUMN, type FileEntity } from '../../lib/storage-path';

/** A listed file with its uploader (when the caller may see that profile). */
export type ListedFile = StoredFile & {
  uploader?: { first_name: string | null; last_name: string | null; email: string | null } | null;
};

export interface UseFilesArgs {
  kind: FileKind;
  entity: FileEntity;
  entityId: string;
  types?: readonly string[];
}

/** The files (or photos) of one record, newest first, through Refine (so saves and deletes refresh every list). */
export function useFiles({ kind, entity, entityId, types }: UseFilesArgs) {
  const typeKey = types?.join(',') ?? '';
  const filters = useMemo(() => {
    const f: CrudFilter[] = [{ field: ENTITY_COLUMN[entity], operator: 'eq', value: entityId }];
    if (kind === 'files' && typeKey) f.push({ field: 'type', operator: 'in', value: typeKey.split(',') });
    return f;
  }, [kind, entity, entityId, typeKey]);
  const { result, query } = useList<ListedFile>({
    resource: kind,
    filters,
    sorters: [{ field: 'created_at', order: 'desc' }],
    pagination: { mode: 'off' },
    meta: { select: '*, uploader:profiles!profile_id(first_name, last_name, email)' },
  });
  const files = useMemo(() => result?.data ?? [], [result]);
  const thumbs = useThumbnailUrls(files);
  return { files, thumbs, loading: query.isLoading, error: query.error, refetch: query.refetch };
}

/** Signed URLs of the listed thumbnails, fetched in one request per change of the list. */
function useThumbnailUrls(files: ListedFile[]): Map<string, string> {
  const [urls, setUrls] = useState<Map<string, string>>(new Map());
  const key = files
    .map((f) => f.thumb_path)
    .filter((p): p is string => Boolean(p))
    .join('|');
  useEffect(() => {
    let live = true;
    const paths = key ? key.split('|') : [];
    signedUrls(paths)
      .then((m) => live && setUrls(m))
      .catch(() => live && setUrls(new Map()));
    return () => {
      live = false;
    };
  }, [key]);
  return urls;
}
