import dayjs from 'dayjs';
import relativeTimePlugin from 'dayjs/plugin/relativeTime';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';

dayjs.extend(utc);
dayjs.extend(timezone);
// Day counts run up to the 28-day month cut-off (dayjs would say "a month ago" from 26 days on).
dayjs.extend(relativeTimePlugin, {
  thresholds: [
    { l: 's', r: 44, d: 'second' },
    { l: 'm', r: 89 },
    { l: 'mm', r: 44, d: 'minute' },
    { l: 'h', r: 89 },
    { l: 'hh', r: 21, d: 'hour' },
    { l: 'd', r: 35 },
    { l: 'dd', r: 28, d: 'day' },
    { l: 'M', r: 45 },
    { l: 'MM', r: 10, d: 'month' },
    { l: 'y', r: 17 },
    { l: 'yy', d: 'year' },
  ],
});

/** Default display timezone (spec §9). */
export const DEFAULT_TIMEZONE = 'America/Vancouver';

/** Relative times switch to a date beyond this many seconds (28 days, spec §9). */
export const MONTH_CUTOFF_SECONDS = 2_419_200;

type DateInput = string | number | Date | null | undefined;

/** Formats a date in the given timezone (America/Vancouver unless the user chose another). */
export function formatDate(value: DateInput, format = 'YYYY-MM-DD', tz: string = DEFAULT_TIMEZONE): string {
  if (value === null || value === undefined || value === '') return '';
  const d = dayjs(value);
  if (!d.isValid()) return '';
  return d.tz(tz).format(format);
}

export function formatDateTime(value: DateInput, tz: string = DEFAULT_TIMEZONE): string {
  return formatDate(value, 'YYYY-MM-DD h:mm A', tz);
}

/**
 * "3 hours ago" / "in 2 days" while within the month cut-off of `now`; beyond it, the date itself.
 */
export function relativeTime(value: DateInput, now: DateInput = new Date(), tz: string = DEFAULT_TIMEZONE): string {
  if (value === null || value === undefined || value === '') return '';
  const d = dayjs(value);
  if (!d.isValid()) return '';
  const ref = dayjs(now ?? undefined);
  const seconds = Math.abs(ref.diff(d, 'second'));
  if (seconds >= MONTH_CUTOFF_SECONDS) return formatDate(d.toDate(), 'MMM D, YYYY', tz);
  return d.from(ref);
}

/** ISO date (YYYY-MM-DD) `days` from `from`, in the given timezone. */
export function isoDateInDays(days: number, from: DateInput = new Date(), tz: string = DEFAULT_TIMEZONE): string {
  return dayjs(from ?? undefined)
    .tz(tz)
    .add(days, 'day')
    .format('YYYY-MM-DD');
}
