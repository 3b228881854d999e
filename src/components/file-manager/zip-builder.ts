import type JSZipType from 'jszip';
import { crc32 } from '../../lib/crc32';
import { planZip, type ZipCompression } from '../../lib/zip-plan';

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

type JSZipClass = typeof JSZipType;

/**
 * JSZip writes the archive (headers, data descriptors, central directory), but its CRC-32 and
 * pure-JS deflate run at a few tens of MB/s. Entries are therefore handed over precomputed, as the
 * "compressed object" JSZip itself keeps for files it has read from a zip: our CRC-32 and the
 * browser's native deflate (CompressionStream 'deflate-raw'). JSZip passes such data through as is.
 * That object is internal to JSZip, so it is found at run time and, if a JSZip version lacks it,
 * entries go to JSZip plainly (slower, same archive). docs/files.md has the numbers.
 */
interface Precompressed {
  proto: object;
  methods: Record<ZipCompression, { magic: string }>;
}

let precompressed: Promise<Precompressed | null> | undefined;

function findPrecompressed(JSZip: JSZipClass): Promise<Precompressed | null> {
  precompressed ??= (async () => {
    try {
      const probe = new JSZip();
      probe.file('s', 'x', { compression: 'STORE' });
      probe.file('d', 'x', { compression: 'DEFLATE' });
      const read = await JSZip.loadAsync(await probe.generateAsync({ type: 'uint8array' }));
      const data = (name: string) =>
        (read.files[name] as unknown as { _data?: { compression?: { magic: string }; getCompressedWorker?: unknown } })._data;
      const [s, d] = [data('s'), data('d')];
      if (!s?.compression || !d?.compression || typeof s.getCompressedWorker !== 'function') return null;
      return { proto: Object.getPrototypeOf(s) as object, methods: { STORE: s.compression, DEFLATE: d.compression } };
    } catch {
      return null;
    }
  })();
  return precompressed;
}

/** Whether entries go to JSZip precomputed (the fast way); false means this JSZip lacks the internals. */
export async function precompressedAvailable(): Promise<boolean> {
  const { default: JSZip } = await import('jszip');
  return (await findPrecompressed(JSZip)) !== null;
}

async function deflateRaw(bytes: Uint8Array): Promise<Uint8Array> {
  const stream = new Blob([bytes as BlobPart]).stream().pipeThrough(new CompressionStream('deflate-raw'));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

const canDeflateNatively = () => {
  try {
    return typeof CompressionStream !== 'undefined' && Boolean(new CompressionStream('deflate-raw'));
  } catch {
    return false;
  }
};

// Chunks are moved into Blobs (browser-managed memory, not the JS heap) every few MB.
const FLUSH_BYTES = 8 * 1024 * 1024;

/** Streams the archive out of JSZip into a Blob; `onProgress` gets JSZip's 0–100. */
function generate(zip: JSZipType, signal: AbortSignal | undefined, onProgress: (percent: number) => void): Promise<Blob> {
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
    signal?.addEventListener('abort', onAbort, { once: true });
    stream
      .on('data', (chunk: Uint8Array, meta: { percent: number }) => {
        pending.push(chunk);
        pendingBytes += chunk.length;
        if (pendingBytes >= FLUSH_BYTES) flush();
        onProgress(meta.percent);
      })
      .on('error', (e: Error) => {
        signal?.removeEventListener('abort', onAbort);
        reject(e);
      })
      .on('end', () => {
        signal?.removeEventListener('abort', onAbort);
        flush();
        resolve(new Blob(parts, { type: 'application/zip' }));
      })
      .resume();
  });
}

/**
 * Builds a zip in the browser with JSZip (loaded on first use): entries `{index}_{name}` (spec §5),
 * already-compressed types STORED, the rest DEFLATED. `onProgress` gets 0–100: the first half
 * checksums and compresses the entries, the second writes the archive.
 */
export async function zipBlobs(
  inputs: ZipInput[],
  options: { onProgress?: (percent: number) => void; signal?: AbortSignal } = {},
): Promise<Blob> {
  const { signal, onProgress } = options;
  const { default: JSZip } = await import('jszip');
  const fast = await findPrecompressed(JSZip);
  const native = canDeflateNatively();
  const zip = new JSZip();
  const total = inputs.reduce((sum, i) => sum + (i.data instanceof Blob ? i.data.size : i.data.length), 0) || 1;
  let done = 0;
  const plan = planZip(inputs.map((i) => i.name));
  for (const [i, { entry, compression }] of plan.entries()) {
    if (signal?.aborted) throw new ZipCancelled();
    const data = inputs[i].data;
    const bytes = data instanceof Uint8Array ? data : new Uint8Array(await data.arrayBuffer());
    if (fast && (compression === 'STORE' || native)) {
      const content = compression === 'DEFLATE' ? await deflateRaw(bytes) : bytes;
      const entryData = Object.assign(Object.create(fast.proto) as object, {
        compressedSize: content.length,
        uncompressedSize: bytes.length,
        crc32: crc32(bytes),
        compression: fast.methods[compression],
        compressedContent: content,
      });
      zip.file(entry, entryData as unknown as Uint8Array, { binary: true, compression });
    } else {
      zip.file(entry, bytes, { binary: true, compression, compressionOptions: { level: 6 } });
    }
    done += bytes.length;
    onProgress?.(Math.floor((done / total) * 50));
  }
  if (signal?.aborted) throw new ZipCancelled();
  const blob = await generate(zip, signal, (p) => onProgress?.(50 + Math.floor(p / 2)));
  onProgress?.(100);
  return blob;
}
