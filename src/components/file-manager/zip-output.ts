/** Where a stored entry's bytes came from: the input Blob they were read from whole. */
export interface StoredSource {
  blob: Blob;
  /** Byte offset of the entry's content in its ArrayBuffer. */
  offset: number;
}

// Written bytes (headers, deflated data) move into Blobs every few MB, off the JS heap.
const FLUSH_BYTES = 8 * 1024 * 1024;

/**
 * Collects the archive as JSZip streams it out. Building Blobs from the streamed bytes is most of
 * the writing time (copying 170 MB into blob storage); but a STORED entry's bytes are exactly its
 * input Blob's, so chunks that are views into such an entry's content become slices of that Blob
 * instead — no copy, the same bytes. Everything else (headers, deflated data) is copied as before.
 */
export class ArchiveParts {
  private parts: Blob[] = [];
  private pending: Uint8Array[] = [];
  private pendingBytes = 0;
  private run: { blob: Blob; start: number; end: number } | null = null;

  /** `sources`: the STORED entries' content buffers, each with the Blob it was read from. */
  constructor(private readonly sources: Map<ArrayBufferLike, StoredSource>) {}

  add(chunk: Uint8Array): void {
    const source = this.sources.get(chunk.buffer);
    if (source) {
      const start = chunk.byteOffset - source.offset;
      const end = start + chunk.length;
      if (this.run?.blob === source.blob && this.run.end === start) {
        this.run.end = end;
        return;
      }
      this.flushBytes();
      this.flushRun();
      this.run = { blob: source.blob, start, end };
      return;
    }
    this.flushRun();
    this.pending.push(chunk);
    this.pendingBytes += chunk.length;
    if (this.pendingBytes >= FLUSH_BYTES) this.flushBytes();
  }

  finish(type = 'application/zip'): Blob {
    this.flushBytes();
    this.flushRun();
    return new Blob(this.parts, { type });
  }

  private flushBytes() {
    if (this.pending.length) this.parts.push(new Blob(this.pending as BlobPart[]));
    this.pending = [];
    this.pendingBytes = 0;
  }

  private flushRun() {
    if (!this.run) return;
    const { blob, start, end } = this.run;
    this.parts.push(start === 0 && end === blob.size ? blob : blob.slice(start, end));
    this.run = null;
  }
}
