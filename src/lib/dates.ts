import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import relativeTimePlugin from 'dayjs/plugin/relativeTime';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import { formatCalendarDate, isCalendarDate } from './calendar-date';
import { displayTimeZone } from './display-zone';
import { currentLocale } from './i18n';

dayjs.extend(utc);
dayjs.extend(timezone);
dayjs.extend(customParseFormat);
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

// The display zone lives in a module of its own, without dayjs: the session sets it at sign-in, and the
// first download (the login page, the shell) goes without dayjs and its plugins.
export { DEFAULT_TIMEZONE, displayTimeZone, setDisplayTimeZone } from './display-zone';

/** Relative times switch to a date beyond this many seconds (28 days, spec §9). */
export const MONTH_CUTOFF_SECONDS = 2_419_200;

type DateInput = string | number | Date | null | undefined;

/**
 * Formats an instant (a timestamp) in the given timezone (America/Vancouver unless the user chose
 * another). A bare 'YYYY-MM-DD' is a calendar date, not an instant: it is shown as the same day
 * (calendar-date.ts), never moved through a zone.
 */
export function formatDate(value: DateInput, format = 'YYYY-MM-DD', tz: string = displayTimeZone()): string {
  if (value === null || value === undefined || value === '') return '';
  if (typeof value === 'string' && isCalendarDate(value)) return formatCalendarDate(value, format);
  const d = dayjs(value);
  if (!d.isValid()) return '';
  return d.tz(tz).format(format);
}

/** '2026-11-23 8:23 AM' in English, '2026-11-23 08 h 23' in French (the Canadian way), in the user's zone. */
export function formatDateTime(value: DateInput, tz: string = displayTimeZone()): string {
  return formatDate(value, currentLocale() === 'fr' ? 'YYYY-MM-DD HH [h] mm' : 'YYYY-MM-DD h:mm A', tz);
}

/**
 * "3 hours ago" / "in 2 days" while within the month cut-off of `now`; beyond it, the date itself.
 */
export function relativeTime(value: DateInput, now: DateInput = new Date(), tz: string = displayTimeZone()): string {
  if (value === null || value === undefined || value === '') return '';
  const d = dayjs(value);
  if (!d.isValid()) return '';
  const ref = dayjs(now ?? undefined);
  const seconds = Math.abs(ref.diff(d, 'second'));
  if (seconds >= MONTH_CUTOFF_SECONDS) return formatDate(d.toDate(), 'MMM D, YYYY', tz);
  return d.from(ref);
}

/** ISO date (YYYY-MM-DD) `days` from `from`, in the given timezone. */
export function isoDateInDays(days: number, from: DateInput = new Date(), tz: string = displayTimeZone()): string {
  return dayjs(from ?? undefined)
    .tz(tz)
    .add(days, 'day')
    .format('YYYY-MM-DD');
}

/** The format of a wall-clock time without a zone ('2026-11-23 14:05'). */
export const WALL_TIME_FORMAT = 'YYYY-MM-DD HH:mm';

/** How a date-and-time input shows and reads a wall time (src/components/date-inputs.tsx). */
export const DATE_TIME_INPUT_FORMAT = 'YYYY-MM-DD h:mm A';

/** The wall-clock time an instant shows in `tz` (for a picker that displays that zone's clock). */
export function toZonedWallTime(value: DateInput, tz: string = displayTimeZone()): string {
  return formatDate(value, WALL_TIME_FORMAT, tz);
}

/** The instant (ISO, UTC) at which `tz`'s clock shows `wall` ('YYYY-MM-DD HH:mm'). */
export function fromZonedWallTime(wall: string, tz: string = displayTimeZone()): string {
  return dayjs.tz(wall, WALL_TIME_FORMAT, tz).toISOString();
}
