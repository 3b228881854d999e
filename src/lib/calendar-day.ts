// The parts of calendar-date.ts that need no dayjs: the format, the range, the checks and the arithmetic.
// calendar-date.ts exports them too; a form's date inputs (src/components/date-inputs.tsx) and what a
// form with dates imports take them from here, so that the form loads without dayjs and its plugins
// (~7 KB gzip; they come with the date picker when the user reaches for a date field).

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
 * The stored day of a value, as shown: the 'YYYY-MM-DD' the API returns (or the date part of a longer
 * ISO string), '' for none or not a date. `formatCalendarDate(value)` without a format, without dayjs.
 */
export function calendarDayOf(value: string | null | undefined): string {
  if (!value) return '';
  const day = value.slice(0, 10);
  return isCalendarDate(day) ? day : '';
}

/** `iso` plus `days` (may be negative), as 'YYYY-MM-DD'; calendar arithmetic, no zone involved. */
export function addCalendarDays(iso: string, days: number): string {
  const [y, m, d] = iso.split('-').map(Number);
  const next = new Date(Date.UTC(y, m - 1, d + days));
  return next.toISOString().slice(0, 10);
}
