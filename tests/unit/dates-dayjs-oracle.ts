// The portal's date helpers as they were with dayjs (src/lib/dates.ts, calendar-date.ts and
// date-time-input.tsx before they went without it), kept word for word as the oracle of
// tests/unit/dates-differential.test.ts. Not used by the portal.
import dayjs from 'dayjs';
import 'dayjs/locale/fr-ca';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import relativeTimePlugin from 'dayjs/plugin/relativeTime';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';

dayjs.extend(utc);
dayjs.extend(timezone);
dayjs.extend(customParseFormat);
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

/** The language dayjs formats in, as applyLocale set it. */
export function oracleLocale(locale: 'en' | 'fr'): void {
  dayjs.locale(locale === 'fr' ? 'fr-ca' : 'en');
}

const MONTH_CUTOFF_SECONDS = 2_419_200;
const CALENDAR_FORMAT = 'YYYY-MM-DD';
const WALL_TIME_FORMAT = 'YYYY-MM-DD HH:mm';
const DATE_TIME_INPUT_FORMAT = 'YYYY-MM-DD h:mm A';

type DateInput = string | number | Date | null | undefined;

function isCalendarDate(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const probe = new Date(Date.UTC(y, mo - 1, d));
  return probe.getUTCFullYear() === y && probe.getUTCMonth() === mo - 1 && probe.getUTCDate() === d;
}

function calendarDayOf(value: string | null | undefined): string {
  if (!value) return '';
  const day = value.slice(0, 10);
  return isCalendarDate(day) ? day : '';
}

export function formatCalendarDate(value: string | null | undefined, format = CALENDAR_FORMAT): string {
  const day = calendarDayOf(value);
  return !day || format === CALENDAR_FORMAT ? day : dayjs(day, CALENDAR_FORMAT, true).format(format);
}

export function formatDate(value: DateInput, format = 'YYYY-MM-DD', tz: string): string {
  if (value === null || value === undefined || value === '') return '';
  if (typeof value === 'string' && isCalendarDate(value)) return formatCalendarDate(value, format);
  const d = dayjs(value);
  if (!d.isValid()) return '';
  return d.tz(tz).format(format);
}

export function formatDateTime(value: DateInput, locale: 'en' | 'fr', tz: string): string {
  return formatDate(value, locale === 'fr' ? 'YYYY-MM-DD HH [h] mm' : 'YYYY-MM-DD h:mm A', tz);
}

export function relativeTime(value: DateInput, now: DateInput, tz: string): string {
  if (value === null || value === undefined || value === '') return '';
  const d = dayjs(value);
  if (!d.isValid()) return '';
  const ref = dayjs(now ?? undefined);
  const seconds = Math.abs(ref.diff(d, 'second'));
  if (seconds >= MONTH_CUTOFF_SECONDS) return formatDate(d.toDate(), 'MMM D, YYYY', tz);
  return d.from(ref);
}

export function isoDateInDays(days: number, from: DateInput, tz: string): string {
  return dayjs(from ?? undefined)
    .tz(tz)
    .add(days, 'day')
    .format('YYYY-MM-DD');
}

export function toZonedWallTime(value: DateInput, tz: string): string {
  return formatDate(value, WALL_TIME_FORMAT, tz);
}

export function fromZonedWallTime(wall: string, tz: string): string {
  return dayjs.tz(wall, WALL_TIME_FORMAT, tz).toISOString();
}

/** What the date-and-time input showed for a wall time ('YYYY-MM-DD HH:mm'). */
export function inputShown(wall: string): string {
  return dayjs(wall, WALL_TIME_FORMAT).format(DATE_TIME_INPUT_FORMAT);
}

/** The wall time the date-and-time input read from a typed text (undefined: not a date and time). */
export function inputRead(text: string): string | undefined {
  const d = dayjs(text, DATE_TIME_INPUT_FORMAT, true);
  return d.isValid() ? d.format(WALL_TIME_FORMAT) : undefined;
}
