import { localeTag, t } from './i18n';
/** Organization storage quota: 5 GiB (spec §9). */
export const STORAGE_QUOTA_BYTES = 5_368_709_120;

/**
 * The bucket's own limit (supabase/migrations: organizations.file_size_limit) when it cannot be read.
 * Here rather than in upload-plan.ts, which loads with the first upload: providers/storage.ts, in the
 * page, needs only this.
 */
export const DEFAULT_MAX_FILE_BYTES = 52_428_800;

/** Percentage of the quota used, as the ceiling of use over quota (spec §9). */
export function storagePercentage(usedBytes: number, quota = STORAGE_QUOTA_BYTES): number {
  if (!Number.isFinite(usedBytes) || usedBytes <= 0) return 0;
  return Math.ceil((usedBytes / quota) * 100);
}

/** Whole years between a birth date and `now`; null when unknown, invalid or 110 or older (spec §5). */
export function age(birthDate: string | Date | null | undefined, now: Date = new Date()): number | null {
  if (!birthDate) return null;
  const born = typeof birthDate === 'string' ? new Date(birthDate) : birthDate;
  if (Number.isNaN(born.getTime())) return null;
  let years = now.getUTCFullYear() - born.getUTCFullYear();
  const beforeBirthday =
    now.getUTCMonth() < born.getUTCMonth() || (now.getUTCMonth() === born.getUTCMonth() && now.getUTCDate() < born.getUTCDate());
  if (beforeBirthday) years -= 1;
  if (years < 0 || years >= 110) return null;
  return years;
}

/** Human file size, e.g. 1.5 MB. */
export function formatBytes(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 1024) return `${Math.max(0, Math.round(bytes || 0))} ${t('B')}`;
  const units = [t('KB'), t('MB'), t('GB'), t('TB')];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const digits = value < 10 ? 1 : 0;
  const n = value.toLocaleString(localeTag(), { minimumFractionDigits: digits, maximumFractionDigits: digits });
  return `${n} ${units[unit]}`;
}
