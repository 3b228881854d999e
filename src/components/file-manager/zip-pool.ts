import type { PreparedEntry } from '../../lib/zip-entry';
import type { ZipCompression } from '../../lib/zip-plan';

export class ZipCancelled extends Error {
  constructor() {
    super('Zip cancelled');
    this.name = 'ZipCancelled';
  }
}

export interface EntryJob {
  data: Blob | Uint8Array;
  compression: ZipCompression;
}

export interface PoolOptions {
  signal?: AbortSignal;
  /** Called as each entry is ready, with its uncompressed size. */
  onEntry?: (size: number) => void;
  /** How many workers; 0 prepares everything on the main thread. Default: one per core, at most 4. */
  workers?: number;
}

interface Reply {
  id: number;
  crc32?: number;
  size?: number;
  content?: Uint8Array;
  error?: string;
}

/** The worker itself failed (script not loaded, crashed): the job is redone on the main thread. */
class WorkerFailed extends Error {}

const MAX_WORKERS = 4;

export function defaultWorkerCount(): number {
  if (typeof Worker === 'undefined') return 0;
  const cores = typeof navigator !== 'undefined' && navigator.hardwareConcurrency ? navigator.hardwareConcurrency : 2;
  return Math.max(1, Math.min(MAX_WORKERS, cores));
}

/** A zip worker with a promise per job. */
function startWorker() {
  const worker = new Worker(new URL('./zip-worker.ts', import.meta.url), { type: 'module' });
  const pending = new Map<number, { resolve: (e: PreparedEntry) => void; reject: (e: Error) => void }>();
  let nextId = 0;
  let failed = false;
  worker.onmessage = (e: MessageEvent<Reply>) => {
    const job = pending.get(e.data.id);
    pending.delete(e.data.id);
    const { crc32, size, content, error } = e.data;
    if (content && crc32 !== undefined && size !== undefined) job?.resolve({ crc32, size, content });
    else job?.reject(new Error(error || 'Zip entry failed'));
  };
  worker.onerror = (e) => {
    e.preventDefault();
    failed = true;
    for (const job of pending.values()) job.reject(new WorkerFailed(e.message));
    pending.clear();
  };
  return {
    run(job: EntryJob): Promise<PreparedEntry> {
      if (failed) return Promise.reject(new WorkerFailed());
      const id = (nextId += 1);
      return new Promise<PreparedEntry>((resolve, reject) => {
        pending.set(id, { resolve, reject });
        worker.postMessage({ id, data: job.data, compression: job.compression });
      });
    },
    terminate: () => worker.terminate(),
  };
}

async function onMainThread(job: EntryJob): Promise<PreparedEntry> {
  const { prepareEntry } = await import('../../lib/zip-entry');
  const bytes = job.data instanceof Uint8Array ? job.data : new Uint8Array(await job.data.arrayBuffer());
  return prepareEntry(bytes, job.compression);
}

/**
 * CRC-32 and compression of every entry, in a small pool of workers (one per core, at most 4) so
 * both cores work and the main thread stays free; results come back in input order, their bytes
 * transferred rather than copied. Without workers (or if one fails) the main thread does the work.
 */
export async function prepareEntries(jobs: EntryJob[], options: PoolOptions = {}): Promise<PreparedEntry[]> {
  const { signal, onEntry } = options;
  if (signal?.aborted) throw new ZipCancelled();
  const results: PreparedEntry[] = new Array(jobs.length);
  let next = 0;
  const count = Math.min(options.workers ?? defaultWorkerCount(), jobs.length);
  const workers: ReturnType<typeof startWorker>[] = [];
  try {
    for (let i = 0; i < count; i++) workers.push(startWorker());
  } catch {
    // Workers refused (e.g. by a content security policy): the main thread does it all.
  }
  // One lane per worker (or one on the main thread), each taking the next job in turn.
  const lane = async (worker: ReturnType<typeof startWorker> | undefined) => {
    for (let i = next++; i < jobs.length && !signal?.aborted; i = next++) {
      let entry: PreparedEntry;
      try {
        entry = worker ? await worker.run(jobs[i]) : await onMainThread(jobs[i]);
      } catch (e) {
        if (!(e instanceof WorkerFailed)) throw e;
        worker = undefined;
        entry = await onMainThread(jobs[i]);
      }
      results[i] = entry;
      onEntry?.(entry.size);
    }
  };
  let onAbort = () => {};
  const cancelled = new Promise<never>((_, reject) => {
    onAbort = () => reject(new ZipCancelled());
    signal?.addEventListener('abort', onAbort, { once: true });
  });
  try {
    await Promise.race([Promise.all(workers.length ? workers.map(lane) : [lane(undefined)]), cancelled]);
    if (signal?.aborted) throw new ZipCancelled();
    return results;
  } finally {
    signal?.removeEventListener('abort', onAbort);
    cancelled.catch(() => undefined);
    for (const w of workers) w.terminate();
  }
}
