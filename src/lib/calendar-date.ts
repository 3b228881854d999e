// Calendar dates: values without a time (start, end, due dates; Postgres `date`, 'YYYY-MM-DD' on the wire).
// A calendar date is the same day for every viewer: it is never parsed as an instant, so no time
// zone — the browser's or the display zone — can move it. Every date-only value in the portal goes
// through these helpers (lists, forms, CSV, query strings); timestamps go through dates.ts.
import { CALENDAR_FORMAT, calendarDayOf, MAX_CALENDAR_DATE, MIN_CALENDAR_DATE } from './calendar-day';
import { t } from './i18n';
import { formatWallTime } from './wall-time';

export {
  addCalendarDays,
  CALENDAR_FORMAT,
  calendarDayOf,
  inCalendarRange,
  isCalendarDate,
  MAX_CALENDAR_DATE,
  MAX_CONTRACT_END_DATE,
  MIN_CALENDAR_DATE,
} from './calendar-day';

/**
 * A calendar date for display, e.g. '2023-12-16' or, with a format, 'Dec 16, 2023'. Accepts the
 * 'YYYY-MM-DD' the API returns (or a longer ISO string, of which only the date part counts).
 */
export function formatCalendarDate(value: string | null | undefined, format = CALENDAR_FORMAT): string {
  const day = calendarDayOf(value);
  if (!day || format === CALENDAR_FORMAT) return day;
  // Its wall date (no instant, no zone), formatted: the day never moves.
  const [y, M, D] = day.split('-').map(Number);
  return formatWallTime({ y, M, D, H: 0, m: 0, s: 0, ms: 0 }, format);
}

/** The message a form shows for a date outside the range. */
export function calendarRangeMessage(min = MIN_CALENDAR_DATE, max = MAX_CALENDAR_DATE): string {
  return t('Please enter a date between {min} and {max}', {
    min: formatCalendarDate(min, 'MMM D, YYYY'),
    max: formatCalendarDate(max, 'MMM D, YYYY'),
  });
}
