/**
 * What may be stored in bucket `organizations`, and as which type. The bucket's allowed_mime_types
 * (supabase/migrations/…_storage_owner_rules.sql) is this same list, checked by a backend test:
 * only types a browser never runs or renders as a page. Anything else — SVG, HTML, XML, scripts,
 * unknown types — is stored as application/octet-stream, which browsers download instead of
 * opening, so an uploaded file can never act as a page of the Storage origin (docs/files.md).
 */
export const STORED_MIME_TYPES = [
  'application/octet-stream',
  'application/pdf',
  'image/jpeg',
  'image/png',
  'image/gif',
  'image/webp',
  'image/heic',
  'image/heif',
  'image/avif',
  'image/bmp',
  'image/tiff',
  'text/plain',
  'text/plain;charset=UTF-8',
  'text/csv',
  'application/zip',
  'application/x-zip-compressed',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.ms-excel',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/vnd.ms-powerpoint',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  'application/vnd.oasis.opendocument.text',
  'application/vnd.oasis.opendocument.spreadsheet',
  'application/vnd.oasis.opendocument.presentation',
  'application/rtf',
  'application/vnd.ms-outlook',
  'message/rfc822',
  'audio/mpeg',
  'audio/mp4',
  'video/mp4',
  'video/quicktime',
] as const;

const STORED = new Set<string>(STORED_MIME_TYPES);

/** The Content-Type to upload a file with: its own when stored as is, else application/octet-stream. */
export function storedContentType(type: string | undefined | null): string {
  const t = (type ?? '').trim();
  return STORED.has(t) ? t : 'application/octet-stream';
}

/** Pictures shown inline (avatars, logos, signatures): raster images only, never SVG. */
export const RASTER_IMAGE_ACCEPT = 'image/png,image/jpeg,image/gif,image/webp';
export const RASTER_IMAGE_NAME = /\.(jpe?g|png|gif|webp)$/i;
