import { useCallback, useRef, useState } from 'react';
import type { StoredFile } from '../../../providers/files';
import {
  downloadObject,
  objectCreatedAt,
  removeObjects,
  signedUrl,
  StorageError,
  uploadObject,
  UploadCancelled,
} from '../../../providers/storage';
import { useIdentity } from '../route-guard';
import { errorMessage } from '../../lib/error-message';
import { ZIP_REUSE_MS, zipDownloadName, zipObjectPath } from '../../lib/zip-plan';

export type ZipPhase = 'idle' | 'downloading' | 'building' | 'uploading' | 'done' | 'failed' | 'cancelled';

export interface ZipState {
  phase: ZipPhase;
  percent: number;
  url?: string;
  error?: string;
}

const PARALLEL_DOWNLOADS = 4;

/** The zip code (./zip-builder.ts with its workers' pool; JSZip loads in it), loaded with the first zip. */
const loadBuilder = () => import('./zip-builder');

/**
 * Offers the files as one zip behind a signed URL. A zip of the same files (same versions, same order)
 * this user built in the last 29 days is reused as it is; otherwise the files are fetched, zipped and
 * uploaded to `{org}/zips/{user}/{hash}.zip` (src/lib/zip-plan.ts). Cancel leaves nothing behind.
 */
export function useZipDownload(organizationId: string) {
  const identity = useIdentity();
  const userId = identity?.id ?? '';
  const [state, setState] = useState<ZipState>({ phase: 'idle', percent: 0 });
  const run = useRef<AbortController | null>(null);

  const start = useCallback(
    async (files: StoredFile[]) => {
      const controller = new AbortController();
      run.current = controller;
      const { signal } = controller;
      // Set once this run stored a zip: only then may a failure or a cancel remove it.
      let uploaded: string | undefined;
      const set = (s: ZipState) => !signal.aborted && setState(s);
      try {
        set({ phase: 'downloading', percent: 0 });
        const path = await zipObjectPath(organizationId, userId, files);
        // The same zip, stored by an earlier click: its link at once, nothing built or stored again.
        const storedAt = await objectCreatedAt(path);
        signal.throwIfAborted();
        if (storedAt && Date.now() - storedAt.getTime() < ZIP_REUSE_MS) {
          const url = await signedUrl(path, zipDownloadName());
          signal.throwIfAborted();
          set({ phase: 'done', percent: 100, url });
          return;
        }
        // Stored so long ago that the nightly sweep is about to remove it: built again, with a new date.
        if (storedAt) await removeObjects([path]);
        // Loaded while the files download; a failure to load shows when the zip is due, as the zip's own.
        const builder = loadBuilder();
        builder.catch(() => undefined);
        const blobs: Blob[] = new Array(files.length);
        let fetched = 0;
        const queue = files.map((f, i) => ({ f, i }));
        await Promise.all(
          Array.from({ length: Math.min(PARALLEL_DOWNLOADS, queue.length) }, async () => {
            for (let next = queue.shift(); next; next = queue.shift()) {
              signal.throwIfAborted();
              blobs[next.i] = await downloadObject(next.f.path);
              fetched += 1;
              set({ phase: 'downloading', percent: Math.floor((fetched / files.length) * 100) });
            }
          }),
        );
        const { zipBlobs } = await builder;
        signal.throwIfAborted();
        set({ phase: 'building', percent: 0 });
        const zip = await zipBlobs(
          files.map((f, i) => ({ name: f.file_name, data: blobs[i] })),
          { signal, onProgress: (p) => set({ phase: 'building', percent: Math.floor(p) }) },
        );
        set({ phase: 'uploading', percent: 0 });
        try {
          await uploadObject(path, zip, {
            contentType: 'application/zip',
            signal,
            onProgress: (loaded, total) => set({ phase: 'uploading', percent: Math.floor((loaded / (total || 1)) * 100) }),
          });
          uploaded = path;
        } catch (e) {
          // Stored meanwhile by this user's other click or tab: the same bytes, so that one is used.
          if (!(e instanceof StorageError && e.statusCode === '409')) throw e;
        }
        const url = await signedUrl(path, zipDownloadName());
        signal.throwIfAborted();
        set({ phase: 'done', percent: 100, url });
      } catch (e) {
        // What this run stored goes again; an aborted upload normally stored nothing, and a reused zip stays.
        if (uploaded) void removeObjects([uploaded]).catch(() => undefined);
        // The builder's ZipCancelled, storage's UploadCancelled, or this run's own checks: all after an abort.
        if (signal.aborted || e instanceof UploadCancelled || (e instanceof Error && e.name === 'ZipCancelled'))
          setState({ phase: 'cancelled', percent: 0 });
        else setState({ phase: 'failed', percent: 0, error: errorMessage(e) });
      } finally {
        if (run.current === controller) run.current = null;
      }
    },
    [organizationId, userId],
  );

  const cancel = useCallback(() => {
    run.current?.abort();
    setState({ phase: 'cancelled', percent: 0 });
  }, []);
  const reset = useCallback(() => setState({ phase: 'idle', percent: 0 }), []);

  return { state, start, cancel, reset };
}
