import { createHash, randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { copyFile, mkdir, open, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable, Transform, type TransformCallback } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { isValidBucketName } from './keys.ts';

/** What a finished write reports: the byte count and the S3-style ETag (quoted md5). */
export interface BlobInfo {
  size: number;
  eTag: string;
}

export class BlobTooLarge extends Error {
  constructor() {
    super('blob exceeds the size limit');
  }
}

/**
 * Object bytes, addressed by (bucket, version): a version is a fresh uuid per upload, never the
 * object's name, so no name can reach the file system. A write is all-or-nothing.
 */
export interface BlobStore {
  write(bucket: string, version: string, source: Readable, maxBytes: number): Promise<BlobInfo>;
  /** Opens a reader for [start, end] (inclusive) or the whole blob; undefined when missing. */
  read(bucket: string, version: string, range?: { start: number; end: number }): Promise<Readable | undefined>;
  size(bucket: string, version: string): Promise<number | undefined>;
  copy(fromBucket: string, fromVersion: string, toBucket: string, toVersion: string): Promise<boolean>;
  remove(bucket: string, version: string): Promise<void>;
  /** Start-up cleanup: drops temp files and blobs no row points at (a crash between write and row). */
  sweep(referenced: (bucket: string, version: string) => boolean): Promise<number>;
}

/** Counts and hashes bytes as they pass, failing once more than maxBytes went through. */
class Meter extends Transform {
  size = 0;
  private readonly hash = createHash('md5');
  constructor(private readonly maxBytes: number) {
    super();
  }
  override _transform(chunk: Buffer, _enc: BufferEncoding, cb: TransformCallback): void {
    this.size += chunk.length;
    if (this.size > this.maxBytes) return cb(new BlobTooLarge());
    this.hash.update(chunk);
    cb(null, chunk);
  }
  info(): BlobInfo {
    return { size: this.size, eTag: `"${this.hash.digest('hex')}"` };
  }
}

function safeSegment(s: string): string {
  // Buckets may be created by SQL too; refuse anything that is not a plain directory name.
  if (!isValidBucketName(s) || s.includes('/') || s.includes('\\')) throw new Error(`unsafe storage path segment: ${s}`);
  return s;
}

/** Files under `${root}/<bucket>/<version>`, written to `${root}/.tmp` first, fsynced, then renamed. */
export function diskBlobStore(root: string): BlobStore {
  const tmpDir = path.join(root, '.tmp');
  const file = (bucket: string, version: string) => path.join(root, safeSegment(bucket), safeSegment(version));
  return {
    async write(bucket, version, source, maxBytes) {
      const target = file(bucket, version);
      await mkdir(tmpDir, { recursive: true });
      await mkdir(path.dirname(target), { recursive: true });
      const tmp = path.join(tmpDir, randomUUID());
      const meter = new Meter(maxBytes);
      try {
        await pipeline(source, meter, createWriteStream(tmp, { flags: 'wx' }));
        const fh = await open(tmp, 'r+');
        await fh.sync().finally(() => fh.close());
        await rename(tmp, target);
      } catch (e) {
        await rm(tmp, { force: true });
        throw e;
      }
      return meter.info();
    },
    async read(bucket, version, range) {
      const f = file(bucket, version);
      if (!(await stat(f).catch(() => undefined))) return undefined;
      return createReadStream(f, range ? { start: range.start, end: range.end } : {});
    },
    async size(bucket, version) {
      return (await stat(file(bucket, version)).catch(() => undefined))?.size;
    },
    async copy(fromBucket, fromVersion, toBucket, toVersion) {
      const target = file(toBucket, toVersion);
      const tmp = path.join(tmpDir, randomUUID());
      await mkdir(tmpDir, { recursive: true });
      await mkdir(path.dirname(target), { recursive: true });
      try {
        await copyFile(file(fromBucket, fromVersion), tmp);
        await rename(tmp, target);
        return true;
      } catch {
        await rm(tmp, { force: true });
        return false;
      }
    },
    async remove(bucket, version) {
      await rm(file(bucket, version), { force: true });
    },
    async sweep(referenced) {
      await rm(tmpDir, { recursive: true, force: true });
      let removed = 0;
      for (const bucket of await readdir(root).catch(() => [] as string[])) {
        if (bucket === '.tmp') continue;
        for (const version of await readdir(path.join(root, bucket)).catch(() => [] as string[])) {
          if (referenced(bucket, version)) continue;
          await rm(path.join(root, bucket, version), { force: true });
          removed++;
        }
      }
      return removed;
    },
  };
}

/** The same in memory (dataDir 'memory'): a blob appears only once all of it arrived. */
export function memoryBlobStore(): BlobStore {
  const blobs = new Map<string, Buffer>();
  const key = (bucket: string, version: string) => `${bucket}\u0000${version}`;
  return {
    async write(bucket, version, source, maxBytes) {
      const meter = new Meter(maxBytes);
      const chunks: Buffer[] = [];
      await pipeline(source, meter, async (it: AsyncIterable<Buffer>) => {
        for await (const c of it) chunks.push(c);
      });
      blobs.set(key(bucket, version), Buffer.concat(chunks));
      return meter.info();
    },
    async read(bucket, version, range) {
      const b = blobs.get(key(bucket, version));
      if (!b) return undefined;
      return Readable.from([range ? b.subarray(range.start, range.end + 1) : b]);
    },
    async size(bucket, version) {
      return blobs.get(key(bucket, version))?.length;
    },
    async copy(fromBucket, fromVersion, toBucket, toVersion) {
      const b = blobs.get(key(fromBucket, fromVersion));
      if (!b) return false;
      blobs.set(key(toBucket, toVersion), b);
      return true;
    },
    async remove(bucket, version) {
      blobs.delete(key(bucket, version));
    },
    async sweep() {
      return 0;
    },
  };
}
