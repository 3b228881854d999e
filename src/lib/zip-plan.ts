import { zipEntryName } from './sanitize-file-name';
import { splitExtension } from './storage-path';

// Formats that are compressed already: deflating them again costs time and saves nothing.
const COMPRESSED = new Set(
  [
    'zip gz tgz bz2 xz 7z rar zst', // archives
    'jpg jpeg png gif webp heic heif avif', // images
    'mp3 m4a aac ogg opus mp4 m4v mov webm avi mkv', // audio, video
    'pdf docx xlsx pptx odt ods odp epub', // documents (their streams or parts are deflated)
  ]
    .join(' ')
    .split(' '),
);

export type ZipCompression = 'STORE' | 'DEFLATE';

/** STORE for already-compressed types, DEFLATE for the rest. */
export function zipCompression(name: string): ZipCompression {
  return COMPRESSED.has(splitExtension(name).ext) ? 'STORE' : 'DEFLATE';
}

export interface ZipEntryPlan {
  /** Entry name in the archive: `{index}_{name}` (spec §5), index from 0 in list order. */
  entry: string;
  compression: ZipCompression;
}

/** The archive's entries, one per file, in the order given. */
export function planZip(names: string[]): ZipEntryPlan[] {
  return names.map((name, i) => ({ entry: zipEntryName(i, name), compression: zipCompression(name) }));
}

function stamp(d: Date): string {
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getUTCFullYear()}${p(d.getUTCMonth() + 1)}${p(d.getUTCDate())}-${p(d.getUTCHours())}${p(d.getUTCMinutes())}${p(d.getUTCSeconds())}`;
}

/** A file as a zip entry: which row, which object, which version. */
export interface ZipSource {
  id: string;
  path: string;
  file_name: string;
  updated_at: string;
}

/**
 * What a zip holds, as text: its version, who asked (a zip is readable by its creator only, so each
 * user has their own), then one line per entry, in entry order (entries are numbered in list order,
 * spec §5): the row, its object, its last change and its name. Equal text, equal zip.
 */
export function zipIdentity(userId: string, files: ZipSource[]): string {
  return ['zip-v1', userId, ...files.map((f) => [f.id, f.path, f.updated_at, f.file_name].join('\t'))].join('\n');
}

/** Days a zip is kept: the server's sweep (edge function sweep-zips, nightly) removes older ones. */
export const ZIP_KEPT_DAYS = 30;
/** A stored zip is reused while younger than this: its link then works for at least a day more. */
export const ZIP_REUSE_MS = (ZIP_KEPT_DAYS - 1) * 86_400_000;

/**
 * Where a zip goes: `{org}/zips/{user id}/{sha-256 of zipIdentity}.zip`. The same files, unchanged,
 * asked for again by the same user land on the same object, which is then reused instead of built and
 * stored again (issue 24, item 7); a changed file, another selection or another order is another zip.
 * Only the user may write in their folder (storage rule app.storage_can_write), so nobody can put
 * something of theirs where a colleague's zip will be looked for. The sweep removes zips after
 * ZIP_KEPT_DAYS (docs/files.md).
 */
export async function zipObjectPath(organizationId: string, userId: string, files: ZipSource[]): Promise<string> {
  if (!userId) throw new Error('A zip needs the signed-in user');
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(zipIdentity(userId, files)));
  const hex = Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
  return `${organizationId}/zips/${userId}/${hex}.zip`;
}

/** The name the browser saves the zip under. */
export function zipDownloadName(now: Date = new Date()): string {
  return `files-${stamp(now)}.zip`;
}
