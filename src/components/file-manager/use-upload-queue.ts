import { useCallback, useRef, useState } from 'react';
import type { FileKind, StoredFile } from '../../../providers/files';
import { maxFileBytes, organizationStorage, UploadCancelled } from '../../../providers/storage';
import { errorMessage } from '../../lib/error-message';
import { isThumbnailable } from '../../lib/sanitize-file-name';
import type { FileEntity } from '../../lib/storage-path';
import { t } from '../../lib/i18n';

export type QueueStatus = 'waiting' | 'uploading' | 'done' | 'failed' | 'refused' | 'cancelled';

export interface QueueItem {
  key: string;
  name: string;
  size: number;
  loaded: number;
  status: QueueStatus;
  message?: string;
}

export interface UploadTarget {
  kind: FileKind;
  organizationId: string;
  entity: FileEntity;
  entityId: string;
  extra?: Record<string, unknown>;
  accept?: string;
}

export interface BatchResult {
  saved: StoredFile[];
  failed: { name: string; message: string }[];
}

const PARALLEL = 3;
let seq = 0;

type UploadSteps = typeof import('./upload-steps');
let steps: Promise<UploadSteps> | undefined;
/** The checks, thumbnails and save (./upload-steps.ts), loaded with the first batch; tried again after a failed load. */
function loadSteps(): Promise<UploadSteps> {
  steps ??= import('./upload-steps').catch((e: unknown) => {
    steps = undefined;
    throw e;
  });
  return steps;
}

/**
 * Uploads picked files: each checked first (size, type, quota), then at most three at a time with
 * progress; each can be cancelled. Resolves per batch with what was saved and what failed.
 */
export function useUploadQueue(target: UploadTarget, profileId: string | undefined) {
  const [items, setItems] = useState<QueueItem[]>([]);
  const controllers = useRef(new Map<string, AbortController>());
  const inFlightBytes = useRef(0);

  const patch = useCallback((key: string, p: Partial<QueueItem>) => {
    setItems((list) => list.map((i) => (i.key === key ? { ...i, ...p } : i)));
  }, []);

  const cancel = useCallback((key: string) => controllers.current.get(key)?.abort(), []);

  const clearFinished = useCallback(() => {
    setItems((list) => list.filter((i) => i.status === 'waiting' || i.status === 'uploading'));
  }, []);

  const upload = useCallback(
    async (files: File[], type?: string): Promise<BatchResult> => {
      const result: BatchResult = { saved: [], failed: [] };
      if (!profileId || files.length === 0) return result;
      const thumbnails = files.some((f) => isThumbnailable(f.name));
      let code: UploadSteps;
      let used: number;
      let maxBytes: number;
      try {
        [code, used, maxBytes] = await Promise.all([
          // The thumbnail worker starts as soon as its code is here, while the quota is still being read.
          loadSteps().then((m) => {
            if (thumbnails) m.warmThumbnailWorker();
            return m;
          }),
          organizationStorage(target.organizationId).catch(() => 0),
          maxFileBytes(),
        ]);
      } catch (e) {
        // The upload's code could not be loaded (offline, a new version deployed): each file says so, as a failed upload does.
        const message = errorMessage(e);
        const failed = files.map((file) => ({
          key: `u${(seq += 1)}`,
          name: file.name,
          size: file.size,
          loaded: 0,
          status: 'failed' as const,
          message,
        }));
        setItems((list) => [...list, ...failed]);
        result.failed.push(...files.map((file) => ({ name: file.name, message })));
        return result;
      }
      const { planUploads, makeThumbnail, saveFile } = code;
      const plan = planUploads(files, { usedBytes: used + inFlightBytes.current, maxFileBytes: maxBytes, accept: target.accept });
      const queued = plan.map(({ file, refusal }) => ({
        file,
        item: {
          key: `u${(seq += 1)}`,
          name: file.name,
          size: file.size,
          loaded: 0,
          status: refusal ? 'refused' : 'waiting',
          message: refusal,
        } satisfies QueueItem as QueueItem,
      }));
      for (const q of queued) if (q.item.status === 'waiting') controllers.current.set(q.item.key, new AbortController());
      setItems((list) => [...list, ...queued.map((q) => q.item)]);
      for (const q of queued) if (q.item.message) result.failed.push({ name: q.file.name, message: q.item.message });

      const todo = queued.filter((q) => q.item.status === 'waiting');
      const one = async ({ file, item }: (typeof todo)[number]) => {
        const controller = controllers.current.get(item.key) ?? new AbortController();
        inFlightBytes.current += file.size;
        patch(item.key, { status: 'uploading' });
        try {
          if (controller.signal.aborted) throw new UploadCancelled();
          // A thumbnail that cannot be made (corrupt image) is no reason to refuse the file itself.
          const thumbnail = isThumbnailable(file.name) ? await makeThumbnail(file).catch(() => null) : null;
          const row = await saveFile({
            ...target,
            file,
            type,
            thumbnail,
            profileId,
            signal: controller.signal,
            onProgress: (loaded) => patch(item.key, { loaded }),
          });
          patch(item.key, { status: 'done', loaded: file.size });
          result.saved.push(row);
        } catch (e) {
          if (e instanceof UploadCancelled) patch(item.key, { status: 'cancelled', message: t('Cancelled') });
          else {
            const message = errorMessage(e);
            patch(item.key, { status: 'failed', message });
            result.failed.push({ name: file.name, message });
          }
        } finally {
          inFlightBytes.current -= file.size;
          controllers.current.delete(item.key);
        }
      };
      const queue = [...todo];
      await Promise.all(
        Array.from({ length: Math.min(PARALLEL, queue.length) }, async () => {
          for (let next = queue.shift(); next; next = queue.shift()) await one(next);
        }),
      );
      return result;
    },
    [target, profileId, patch],
  );

  return { items, upload, cancel, clearFinished };
}
