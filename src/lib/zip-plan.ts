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

/** Where a zip goes: `{org}/zips/{UTC time}-{random}.zip` (random, so links cannot be guessed). */
export function zipObjectPath(organizationId: string, random: string, now: Date = new Date()): string {
  return `${organizationId}/zips/${stamp(now)}-${random}.zip`;
}

/** The name the browser saves the zip under. */
export function zipDownloadName(now: Date = new Date()): string {
  return `files-${stamp(now)}.zip`;
}
