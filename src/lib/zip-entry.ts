import { deflateSync } from 'fflate';
import { crc32 } from './crc32';
import type { ZipCompression } from './zip-plan';

/** One entry ready for the archive: what JSZip writes as is. */
export interface PreparedEntry {
  crc32: number;
  /** Uncompressed size. */
  size: number;
  /** The bytes as stored: the input itself (STORE) or its raw deflate (DEFLATE). */
  content: Uint8Array;
}

// Level 1: on CSV-like text fflate runs ~2.4× faster than the browser's CompressionStream
// ('deflate-raw', zlib's level 6) for output ~25% larger. docs/benchmarks.md § Files.
export const DEFLATE_LEVEL = 1;

/** Checksums and, for DEFLATE, compresses one entry's bytes. Runs in the zip workers (or the main thread without them). */
export function prepareEntry(bytes: Uint8Array, compression: ZipCompression): PreparedEntry {
  return {
    crc32: crc32(bytes),
    size: bytes.length,
    content: compression === 'DEFLATE' ? deflateSync(bytes, { level: DEFLATE_LEVEL }) : bytes,
  };
}
