// Calendar dates: values without a time (start, end, due dates; Postgres `date`, 'YYYY-MM-DD' on the wire).
// A calendar date is the same day for every viewer: it is never parsed as an instant, so no time
// zone — the browser's or the display zone — can move it. Every date-only value in the portal goes
// through these helpers (lists, forms, CSV, query strings); timestamps go through dates.ts.
import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import { t } from './i18n';

dayjs.extend(customParseFormat);

/** The wire and display format of a calendar date. */
export const CALENDAR_FORMAT = 'YYYY-MM-DD';

/**
 * The range a calendar date may take, here and in SQL (check constraints of migration
 * `…_calendar_date_bounds`): wide enough for any contract, narrow enough to refuse a typo like 61201-02-02.
 */
export const MIN_CALENDAR_DATE = '1900-01-01';
export const MAX_CALENDAR_DATE = '2100-12-31';
/** A contract may end up to ten years later (a 2100 start plus the longest term, 120 months). */
export const MAX_CONTRACT_END_DATE = '2110-12-31';

const SHAPE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether `value` is a real 'YYYY-MM-DD' date (2026-02-30 is not). */
export function isCalendarDate(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  const m = SHAPE.exec(value);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const probe = new Date(Date.UTC(y, mo - 1, d));
  return probe.getUTCFullYear() === y && probe.getUTCMonth() === mo - 1 && probe.getUTCDate() === d;
}

/** Whether `value` is a calendar date inside the portal's range. */
export function inCalendarRange(value: string, min = MIN_CALENDAR_DATE, max = MAX_CALENDAR_DATE): boolean {
  // 'YYYY-MM-DD' strings of four-digit years order as the dates do.
  return isCalendarDate(value) && value >= min && value <= max;
}

/**
 * A calendar date for display, e.g. '2023-12-16' or, with a format, 'Dec 16, 2023'. Accepts the
 * 'YYYY-MM-DD' the API returns (or a longer ISO string, of which only the date part counts).
 */
export function formatCalendarDate(value: string | null | undefined, format = CALENDAR_FORMAT): string {
  if (!value) return '';
  const day = value.slice(0, 10);
  if (!isCalendarDate(day)) return '';
  // Parsed as a wall date (no instant, no zone) and formatted back: the day never moves.
  return format === CALENDAR_FORMAT ? day : dayjs(day, CALENDAR_FORMAT, true).format(format);
}

/** `iso` plus `days` (may be negative), as 'YYYY-MM-DD'; calendar arithmetic, no zone involved. */
export function addCalendarDays(iso: string, days: number): string {
  const [y, m, d] = iso.split('-').map(Number);
  const next = new Date(Date.UTC(y, m - 1, d + days));
  return next.toISOString().slice(0, 10);
}

/** The message a form shows for a date outside the range. */
export function calendarRangeMessage(min = MIN_CALENDAR_DATE, max = MAX_CALENDAR_DATE): string {
  return t('Please enter a date between {min} and {max}', {
    min: formatCalendarDate(min, 'MMM D, YYYY'),
    max: formatCalendarDate(max, 'MMM D, YYYY'),
  });
}
