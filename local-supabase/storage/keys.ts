import { ERRORS } from './errors.ts';

// storage-api's S3-safe character sets (STOR: src/storage/limits.ts isValidKey / isValidBucketName).
const KEY_CHARS = /^(\w|\/|!|-|\.|\*|'|\(|\)| |&|\$|@|=|;|:|\+|,|\?)*$/;
const BUCKET_CHARS = /^(\w|!|-|\.|\*|'|\(|\)| |&|\$|@|=|;|:|\+|,|\?)*$/;

/**
 * S3's limit for a key (1,024 bytes; the characters allowed are ASCII, so bytes = characters).
 * storage-api does not check it: a longer name reaches the (bucket_id, name) index, which holds at
 * most 2,704 bytes, and that is a 500 ("index row size … exceeds btree … maximum"). Refused here.
 */
export const MAX_KEY_LENGTH = 1024;

/**
 * An object name storage-api would accept, minus anything that reads as a path trick locally:
 * no `.`/`..` segments, no leading slash, no NUL, nothing over MAX_KEY_LENGTH. (Bytes are stored by
 * version id, never by name, so a name can never reach the file system anyway; this keeps names
 * portable to S3-backed Supabase.)
 */
export function isValidKey(key: string): boolean {
  if (!key || key.length > MAX_KEY_LENGTH || !KEY_CHARS.test(key) || key.startsWith('/')) return false;
  return key.split('/').every((s) => s !== '.' && s !== '..');
}

export function mustBeValidKey(key: string | undefined): string {
  if (key && key.length > MAX_KEY_LENGTH) throw ERRORS.KeyTooLong(MAX_KEY_LENGTH);
  if (!key || !isValidKey(key)) throw ERRORS.InvalidKey(key ?? '');
  return key;
}

export function isValidBucketName(name: string): boolean {
  return name.length > 0 && name.length < 64 && BUCKET_CHARS.test(name) && name !== '.' && name !== '..';
}

export function mustBeValidBucketName(name: string | undefined): string {
  if (!name || !isValidBucketName(name)) throw ERRORS.InvalidBucketName();
  return name;
}

/** Percent-decodes each path segment (Fastify's wildcard param does the same). */
export function decodeSegments(rawPath: string): string[] {
  return rawPath
    .split('/')
    .slice(1)
    .map((s) => {
      try {
        return decodeURIComponent(s);
      } catch {
        throw ERRORS.InvalidKey(s);
      }
    });
}

/** `bucket/rest/of/name` → [bucket, name]; the name may be empty. */
export function splitBucketPath(segments: string[]): { bucket: string; name: string } {
  const [bucket = '', ...rest] = segments;
  return { bucket, name: rest.join('/') };
}

/** "20MB" / 1024 / "1024" → bytes (STOR: limits.ts parseFileSizeToBytes); null clears the limit. */
export function parseFileSizeLimit(v: unknown): number | null {
  if (v === null || v === undefined) return null;
  if (typeof v === 'number') {
    if (!Number.isFinite(v) || v < 0) throw ERRORS.InvalidFileSizeLimit();
    return Math.floor(v);
  }
  if (typeof v !== 'string') throw ERRORS.InvalidFileSizeLimit();
  if (/^\d+$/.test(v)) return Number(v);
  const m = /(^[0-9]+(?:\.[0-9]+)?)(gb|mb|kb|b)$/i.exec(v.trim());
  if (!m) throw ERRORS.InvalidFileSizeLimit();
  const value = +parseFloat(m[1]).toPrecision(3);
  const mult = { GB: 1e9, MB: 1e6, KB: 1000, B: 1 }[m[2].toUpperCase()] ?? 1;
  return Math.round(value * mult);
}

/** storage-api's allowed_mime_types check: `type/sub` or `type/*` (STOR: src/storage/uploader.ts). */
export function mustBeAllowedMimeType(mime: string, allowed: string[] | null): void {
  if (!allowed || allowed.length === 0) return;
  const [type, sub, ...more] = mime.split('/');
  if (sub === undefined) throw ERRORS.InvalidMimeType(mime);
  const requested = [type, [sub, ...more].join('/')];
  for (const a of allowed) {
    const [at, as] = a.split('/');
    if (at === requested[0] && (as === '*' || as === requested[1])) return;
  }
  throw ERRORS.InvalidMimeType(mime);
}
