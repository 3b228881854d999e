// Instants (timestamps) as the portal shows them: in the user's display zone (src/lib/display-zone.ts) and
// language, on Intl's zone rules (src/lib/wall-time.ts) — without dayjs, which only the lazily loaded date
// pickers use (src/components/date-pickers.tsx). Calendar dates (no time) are calendar-date.ts's.
import { addCalendarDays } from './calendar-day';
import { formatCalendarDate, isCalendarDate } from './calendar-date';
import { displayTimeZone } from './display-zone';
import { currentLocale, t, tk } from './i18n';
import { formatWallTime, instantOfWallTime, wallTimeAt, zoneOffset } from './wall-time';

// The display zone lives in a module of its own, without Intl work at import: the session sets it at
// sign-in, from the first download (the login page, the shell) on.
export { DEFAULT_TIMEZONE, displayTimeZone, setDisplayTimeZone } from './display-zone';

/** Relative times switch to a date beyond this many seconds (28 days, spec §9). */
export const MONTH_CUTOFF_SECONDS = 2_419_200;

type DateInput = string | number | Date | null | undefined;

// A timestamp without a zone ('2026-11-23 14:05', '2026-11-23T14:05:00'), read in the browser's own zone
// as dayjs read it (the API always sends an offset: '2026-11-23T22:05:00+00:00'). With a Z or an offset,
// or in any other shape, the string is the JavaScript Date's to read.
const WITHOUT_ZONE = /^(\d{4})[-/]?(\d{1,2})?[-/]?(\d{0,2})[Tt\s]*(\d{1,2})?:?(\d{1,2})?:?(\d{1,2})?[.:]?(\d+)?$/;

/** The instant of `value` (ms; NaN when it is none); `undefined` is now. */
function instantOf(value: string | number | Date | undefined): number {
  if (value === undefined) return Date.now();
  if (typeof value === 'string' && !/Z$/i.test(value)) {
    const p = WITHOUT_ZONE.exec(value);
    if (p) {
      const n = (i: number) => Number(p[i]) || 0;
      return new Date(n(1), Number(p[2]) - 1 || 0, n(3) || 1, n(4), n(5), n(6), Number((p[7] || '0').slice(0, 3))).getTime();
    }
  }
  return new Date(value).getTime();
}

/**
 * Formats an instant (a timestamp) in the given timezone (America/Vancouver unless the user chose
 * another). A bare 'YYYY-MM-DD' is a calendar date, not an instant: it is shown as the same day
 * (calendar-date.ts), never moved through a zone. Formats: src/lib/wall-time.ts (formatWallTime).
 */
export function formatDate(value: DateInput, format = 'YYYY-MM-DD', tz: string = displayTimeZone()): string {
  if (value === null || value === undefined || value === '') return '';
  if (typeof value === 'string' && isCalendarDate(value)) return formatCalendarDate(value, format);
  const at = instantOf(value);
  return Number.isNaN(at) ? '' : formatWallTime(wallTimeAt(at, tz), format);
}

/** '2026-11-23 8:23 AM' in English, '2026-11-23 08 h 23' in French (the Canadian way), in the user's zone. */
export function formatDateTime(value: DateInput, tz: string = displayTimeZone()): string {
  return formatDate(value, currentLocale() === 'fr' ? 'YYYY-MM-DD HH [h] mm' : 'YYYY-MM-DD h:mm A', tz);
}

const HOUR = 3_600_000;
const DAY = 86_400_000;

// "3 hours ago": each step's text applies while the rounded count (in its unit, or the previous step's)
// is at most `upTo`; a count of 1 takes the step before ("a minute", not "1 minutes"). These are dayjs's
// relativeTime steps as the portal set them — day counts run up to the 28-day month cut-off (dayjs would
// say "a month ago" from 26 days on) — and its English and fr-ca texts, in the catalogue.
const STEPS: { text: string; upTo: number; unit?: number }[] = [
  { text: tk('a few seconds'), upTo: 44, unit: 1000 },
  { text: tk('a minute'), upTo: 89 },
  { text: tk('{n} minutes'), upTo: 44, unit: 60_000 },
  { text: tk('an hour'), upTo: 89 },
  { text: tk('{n} hours'), upTo: 21, unit: HOUR },
  { text: tk('a day'), upTo: 35 },
  // Days are counted on the clock of the display zone: across a change to summer time, 47 hours back
  // from 10:00 is 10:00 two days ago.
  { text: tk('{n} days'), upTo: 28, unit: DAY },
];

/**
 * "3 hours ago" / "in 2 days" while within the month cut-off of `now`; beyond it, the date itself.
 */
export function relativeTime(value: DateInput, now: DateInput = new Date(), tz: string = displayTimeZone()): string {
  if (value === null || value === undefined || value === '') return '';
  const at = instantOf(value);
  const ref = instantOf(now ?? undefined);
  if (Number.isNaN(at) || Number.isNaN(ref)) return '';
  const diff = at - ref;
  const date = () => formatDate(new Date(at), 'MMM D, YYYY', tz);
  if (Math.abs(Math.trunc(diff / 1000)) >= MONTH_CUTOFF_SECONDS) return date();
  let span = 0; // the difference in the unit of the step, or of the last step that had one
  for (let i = 0; i < STEPS.length; i += 1) {
    const step = STEPS[i];
    if (step.unit === DAY) span = (at + zoneOffset(at, tz) - (ref + zoneOffset(ref, tz))) / DAY;
    else if (step.unit) span = diff / step.unit;
    const n = Math.round(Math.abs(span));
    if (n > step.upTo) continue;
    const time = t((n <= 1 && i > 0 ? STEPS[i - 1] : step).text, { n });
    return span > 0 ? t('in {time}', { time }) : t('{time} ago', { time });
  }
  // Only where the zone skipped a whole day (Pacific/Apia, 2011-12-30) do 28 days of clock time come
  // out longer than the cut-off.
  return date();
}

/** ISO date (YYYY-MM-DD) `days` from `from`, in the given timezone. */
export function isoDateInDays(days: number, from: DateInput = new Date(), tz: string = displayTimeZone()): string {
  const at = instantOf(from ?? undefined);
  if (Number.isNaN(at)) return 'Invalid Date';
  return addCalendarDays(formatWallTime(wallTimeAt(at, tz), 'YYYY-MM-DD'), Math.round(days));
}

/** The format of a wall-clock time without a zone ('2026-11-23 14:05'). */
export const WALL_TIME_FORMAT = 'YYYY-MM-DD HH:mm';

/** How a date-and-time input shows and reads a wall time (src/components/date-inputs.tsx). */
export const DATE_TIME_INPUT_FORMAT = 'YYYY-MM-DD h:mm A';

/** The wall-clock time an instant shows in `tz` (for a picker that displays that zone's clock). */
export function toZonedWallTime(value: DateInput, tz: string = displayTimeZone()): string {
  return formatDate(value, WALL_TIME_FORMAT, tz);
}

/** A wall time 'YYYY-MM-DD HH:mm' (month, day, hour and minute may have one digit, as dayjs read them). */
export const WALL_TIME = /^(\d{4})-(\d{1,2})-(\d{1,2}) (\d{1,2}):(\d{1,2})$/;

/**
 * The instant (ISO, UTC) at which `tz`'s clock shows `wall` ('YYYY-MM-DD HH:mm'). A time the clock skips
 * (02:30 as it springs forward) is as far past the change (03:30 summer time); a time it shows twice
 * (01:30 as it falls back) is the first (summer time). A RangeError for anything but a wall time.
 */
export function fromZonedWallTime(wall: string, tz: string = displayTimeZone()): string {
  const p = WALL_TIME.exec(wall);
  if (!p) throw new RangeError(`Invalid wall time: ${wall}`);
  const [y, M, D, H, m] = p.slice(1).map(Number);
  return new Date(instantOfWallTime({ y, M, D, H, m, s: 0, ms: 0 }, tz)).toISOString();
}
