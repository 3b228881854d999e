import type JSZipType from 'jszip';
import { planZip, type ZipCompression } from '../../lib/zip-plan';
import { ArchiveParts, type StoredSource } from './zip-output';
import { prepareEntries, ZipCancelled } from './zip-pool';

export { ZipCancelled };

export interface ZipInput {
  name: string;
  data: Blob | Uint8Array;
}

type JSZipClass = typeof JSZipType;

/**
 * JSZip writes the archive (headers, data descriptors, central directory), but its CRC-32 and
 * pure-JS deflate (pako, level 6) run at a few tens of MB/s on the main thread. Entries are
 * therefore handed over precomputed — CRC-32 and fflate's level-1 deflate, made in workers
 * (`zip-pool.ts`) — as the "compressed object" JSZip itself keeps for files it has read from a zip,
 * which it passes through as is. That object is internal to JSZip, so it is found at run time and,
 * if a JSZip version lacks it, entries go to JSZip plainly (slower, same archive). docs/files.md.
 */
interface Precompressed {
  proto: { getCompressedWorker(): unknown };
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
      return { proto: Object.getPrototypeOf(s) as Precompressed['proto'], methods: { STORE: s.compression, DEFLATE: d.compression } };
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

/** JSZip's reader of entry data (DataWorker): one 16 KB chunk per macrotask. */
interface ChunkReader {
  _tick?: () => unknown;
  isPaused?: boolean;
  isFinished?: boolean;
}
const CHUNKS_PER_TICK = 64;

/**
 * JSZip emits entry data 16 KB per macrotask, each after a setImmediate (a postMessage round trip in
 * browsers): ~11,000 of them for 170 MB. Handing out 64 chunks (1 MB) per macrotask instead takes
 * that scheduling off the writing time; pausing still stops at the next chunk.
 */
function inBiggerSteps(reader: ChunkReader): ChunkReader {
  const tick = reader._tick;
  if (typeof tick !== 'function') return reader;
  reader._tick = function (this: ChunkReader) {
    let result: unknown = false;
    for (let k = 0; k < CHUNKS_PER_TICK && !this.isPaused && !this.isFinished; k++) result = tick.call(this);
    return result;
  };
  return reader;
}

/** Streams the archive out of JSZip into `out`; `onProgress` gets JSZip's 0–100. */
function generate(
  zip: JSZipType,
  out: ArchiveParts,
  signal: AbortSignal | undefined,
  onProgress: (percent: number) => void,
): Promise<Blob> {
  return new Promise<Blob>((resolve, reject) => {
    const stream = zip.generateInternalStream({ type: 'uint8array', streamFiles: true });
    const onAbort = () => {
      stream.pause();
      reject(new ZipCancelled());
    };
    signal?.addEventListener('abort', onAbort, { once: true });
    stream
      .on('data', (chunk: Uint8Array, meta: { percent: number }) => {
        out.add(chunk);
        onProgress(meta.percent);
      })
      .on('error', (e: Error) => {
        signal?.removeEventListener('abort', onAbort);
        reject(e);
      })
      .on('end', () => {
        signal?.removeEventListener('abort', onAbort);
        resolve(out.finish());
      })
      .resume();
  });
}

/**
 * Builds a zip in the browser with JSZip (loaded on first use): entries `{index}_{name}` (spec §5),
 * already-compressed types STORED, the rest DEFLATED. `onProgress` gets 0–100: the first half
 * checksums and compresses the entries (in workers, `prepareEntries`), the second writes the archive.
 * `workers` is for tests and the bench (0: all on the main thread).
 */
export async function zipBlobs(
  inputs: ZipInput[],
  options: { onProgress?: (percent: number) => void; signal?: AbortSignal; workers?: number } = {},
): Promise<Blob> {
  const { signal, onProgress } = options;
  const { default: JSZip } = await import('jszip');
  const fast = await findPrecompressed(JSZip);
  const zip = new JSZip();
  const plan = planZip(inputs.map((i) => i.name));
  const stored = new Map<ArrayBufferLike, StoredSource>();
  if (fast) {
    const total = inputs.reduce((sum, i) => sum + (i.data instanceof Blob ? i.data.size : i.data.length), 0) || 1;
    let done = 0;
    const entries = await prepareEntries(
      inputs.map((input, i) => ({ data: input.data, compression: plan[i].compression })),
      {
        signal,
        workers: options.workers,
        onEntry: (size) => {
          done += size;
          onProgress?.(Math.floor((done / total) * 50));
        },
      },
    );
    for (const [i, { entry, compression }] of plan.entries()) {
      const { crc32, size, content } = entries[i];
      const data = inputs[i].data;
      if (compression === 'STORE' && data instanceof Blob && data.size === content.length) {
        stored.set(content.buffer, { blob: data, offset: content.byteOffset });
      }
      const entryData = Object.assign(Object.create(fast.proto) as object, {
        compressedSize: content.length,
        uncompressedSize: size,
        crc32,
        compression: fast.methods[compression],
        compressedContent: content,
        getCompressedWorker(this: Precompressed['proto']) {
          return inBiggerSteps(fast.proto.getCompressedWorker.call(this) as ChunkReader);
        },
      });
      zip.file(entry, entryData as unknown as Uint8Array, { binary: true, compression });
    }
  } else {
    for (const [i, { entry, compression }] of plan.entries()) {
      if (signal?.aborted) throw new ZipCancelled();
      const data = inputs[i].data;
      zip.file(entry, data instanceof Uint8Array ? data : await data.arrayBuffer(), { binary: true, compression });
    }
  }
  if (signal?.aborted) throw new ZipCancelled();
  const blob = await generate(zip, new ArchiveParts(stored), signal, (p) => onProgress?.(50 + Math.floor(p / 2)));
  onProgress?.(100);
  return blob;
}
