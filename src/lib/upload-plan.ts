import { DEFAULT_MAX_FILE_BYTES, formatBytes, storagePercentage, STORAGE_QUOTA_BYTES } from './numbers';
import { splitExtension } from './storage-path';
import { t } from './i18n';

export { DEFAULT_MAX_FILE_BYTES };

/** What the uploader knows of a picked file. */
export interface UploadCandidate {
  name: string;
  size: number;
  type: string;
}

export interface UploadRules {
  /** Bytes the organization stores now (get_organization_storage). */
  usedBytes: number;
  quotaBytes?: number;
  /** Largest single file the bucket takes. */
  maxFileBytes?: number;
  /** An `accept` list as on <input type=file>: '.pdf', 'image/*', 'application/pdf'; empty = any. */
  accept?: string;
}

export interface PlannedUpload<F extends UploadCandidate> {
  file: F;
  /** Why the file is refused before upload; absent when it may go. */
  refusal?: string;
}

// Programs and pages a browser or OS would run or render when opened from a link: never stored.
const BLOCKED_EXTENSIONS = new Set(
  'exe msi bat cmd com scr pif cpl dll sys ps1 psm1 vbs vbe js mjs jse wsf wsh hta jar sh apk app dmg lnk reg html htm xhtml shtml svgz'.split(
    ' ',
  ),
);

/** Whether a file matches an `accept` list ('.pdf', 'image/*', 'application/pdf', comma-separated). */
export function matchesAccept(file: Pick<UploadCandidate, 'name' | 'type'>, accept: string | undefined): boolean {
  const rules = (accept ?? '')
    .split(',')
    .map((r) => r.trim().toLowerCase())
    .filter(Boolean);
  if (rules.length === 0) return true;
  const name = file.name.toLowerCase();
  const type = (file.type || '').toLowerCase();
  return rules.some((r) => {
    if (r.startsWith('.')) return name.endsWith(r);
    if (r.endsWith('/*')) return type.startsWith(r.slice(0, -1));
    return type === r;
  });
}

/** Why one file may not be uploaded at all, or null. */
export function fileRefusal(file: UploadCandidate, rules: Pick<UploadRules, 'maxFileBytes' | 'accept'> = {}): string | null {
  const max = rules.maxFileBytes ?? DEFAULT_MAX_FILE_BYTES;
  if (file.size <= 0) return t('{name} is empty (0 bytes)', { name: file.name });
  if (file.size > max)
    return t('{name} is {size}; files may be at most {max}', { name: file.name, size: formatBytes(file.size), max: formatBytes(max) });
  const { ext } = splitExtension(file.name);
  if (BLOCKED_EXTENSIONS.has(ext)) return t('{name}: .{ext} files cannot be uploaded', { name: file.name, ext });
  if (!matchesAccept(file, rules.accept)) return t('{name}: this type of file cannot be uploaded here', { name: file.name });
  return null;
}

/** Whether adding `bytes` keeps the organization within its quota. */
export function fitsQuota(usedBytes: number, bytes: number, quotaBytes = STORAGE_QUOTA_BYTES): boolean {
  return usedBytes + bytes <= quotaBytes;
}

/** The quota refusal, in the words the uploader shows. */
export function quotaRefusal(name: string, usedBytes: number, quotaBytes = STORAGE_QUOTA_BYTES): string {
  return t(
    '{name} would take your organization past its {quota} storage quota ({percent}% used). Delete files you no longer need, then try again.',
    { name, quota: formatBytes(quotaBytes), percent: storagePercentage(usedBytes, quotaBytes) },
  );
}

/**
 * Decides, in order, which picked files may be uploaded: each must pass `fileRefusal`, and the
 * accepted ones together must stay within the quota (a file that would pass it is refused, later
 * smaller ones may still fit).
 */
export function planUploads<F extends UploadCandidate>(files: F[], rules: UploadRules): PlannedUpload<F>[] {
  const quota = rules.quotaBytes ?? STORAGE_QUOTA_BYTES;
  let used = Math.max(0, rules.usedBytes || 0);
  return files.map((file) => {
    const refusal = fileRefusal(file, rules);
    if (refusal) return { file, refusal };
    if (!fitsQuota(used, file.size, quota)) return { file, refusal: quotaRefusal(file.name, used, quota) };
    used += file.size;
    return { file };
  });
}
