import { planZip } from '../../lib/zip-plan';

export interface ZipInput {
  name: string;
  data: Blob | Uint8Array;
}

export class ZipCancelled extends Error {
  constructor() {
    super('Zip cancelled');
    this.name = 'ZipCancelled';
  }
}

// Chunks are moved into Blobs (browser-managed memory, not the JS heap) every few MB.
const FLUSH_BYTES = 8 * 1024 * 1024;

/**
 * Builds a zip in the browser: entries `{index}_{name}` (spec §5), already-compressed types STORED,
 * the rest DEFLATED. JSZip is loaded on first use only. `onProgress` gets 0–100.
 */
export async function zipBlobs(
  inputs: ZipInput[],
  options: { onProgress?: (percent: number) => void; signal?: AbortSignal } = {},
): Promise<Blob> {
  const { default: JSZip } = await import('jszip');
  if (options.signal?.aborted) throw new ZipCancelled();
  const zip = new JSZip();
  planZip(inputs.map((i) => i.name)).forEach((p, i) => {
    zip.file(p.entry, inputs[i].data, { binary: true, compression: p.compression, compressionOptions: { level: 6 } });
  });
  return new Promise<Blob>((resolve, reject) => {
    const parts: Blob[] = [];
    let pending: Uint8Array[] = [];
    let pendingBytes = 0;
    const flush = () => {
      if (pending.length) parts.push(new Blob(pending as BlobPart[]));
      pending = [];
      pendingBytes = 0;
    };
    const stream = zip.generateInternalStream({ type: 'uint8array', streamFiles: true });
    const onAbort = () => {
      stream.pause();
      reject(new ZipCancelled());
    };
    options.signal?.addEventListener('abort', onAbort, { once: true });
    stream
      .on('data', (chunk: Uint8Array, meta: { percent: number }) => {
        pending.push(chunk);
        pendingBytes += chunk.length;
        if (pendingBytes >= FLUSH_BYTES) flush();
        options.onProgress?.(meta.percent);
      })
      .on('error', (e: Error) => {
        options.signal?.removeEventListener('abort', onAbort);
        reject(e);
      })
      .on('end', () => {
        options.signal?.removeEventListener('abort', onAbort);
        flush();
        options.onProgress?.(100);
        resolve(new Blob(parts, { type: 'application/zip' }));
      })
      .resume();
  });
}
