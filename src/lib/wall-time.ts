// Wall-clock times without dayjs: what a clock in a time zone shows at an instant, the instant at which it
// shows a given time, and the display formats (dayjs's format tokens, as far as the portal uses them).
// Intl holds the zones' rules (the browser's own tzdata); the rest is arithmetic. src/lib/dates.ts (instants)
// and src/lib/calendar-date.ts (calendar dates) format through it, so showing a date never loads dayjs.
import { t, tk } from './i18n';

/** A wall-clock reading: year, month (1–12), day, hour (0–23), minute, second, millisecond. */
export interface WallTime {
  y: number;
  M: number;
  D: number;
  H: number;
  m: number;
  s: number;
  ms: number;
}

const DAY = 86_400_000;

// One formatter per zone (building one costs far more than using it).
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

/** What `timeZone`'s clock shows at the instant `ms` (a valid time value). */
export function wallTimeAt(ms: number, timeZone: string): WallTime {
  const w: WallTime = { y: 0, M: 1, D: 1, H: 0, m: 0, s: 0, ms: ((ms % 1000) + 1000) % 1000 };
  for (const { type, value } of formatter(timeZone).formatToParts(ms)) {
    if (type === 'year') w.y = Number(value);
    else if (type === 'month') w.M = Number(value);
    else if (type === 'day') w.D = Number(value);
    // Some engines said 24 for midnight with hour12: false; hourCycle h23 should not, but be sure.
    else if (type === 'hour') w.H = Number(value) % 24;
    else if (type === 'minute') w.m = Number(value);
    else if (type === 'second') w.s = Number(value);
  }
  return w;
}

/** The wall time read as if it were UTC: its milliseconds since 1970-01-01 00:00 on that clock. */
export function wallMs(w: WallTime): number {
  // Not Date.UTC, which takes years 0–99 for 1900–1999.
  const d = new Date(0);
  d.setUTCFullYear(w.y, w.M - 1, w.D);
  return d.setUTCHours(w.H, w.m, w.s, w.ms);
}

/** `timeZone`'s offset from UTC at the instant `ms`, in milliseconds (Vancouver in winter: −8 h). */
export function zoneOffset(ms: number, timeZone: string): number {
  return wallMs(wallTimeAt(ms, timeZone)) - ms;
}

/**
 * The instant (ms) at which `timeZone`'s clock shows `w`. A time the clock skips (spring forward: 02:30 on
 * that day in America/Vancouver) is taken as the same moment read with the offset before the change, so it
 * lands as far past the gap's end as it was into the gap (03:30 PDT); a time the clock shows twice (fall
 * back: 01:30) is the first of the two (01:30 PDT). (Temporal's "compatible".)
 */
export function instantOfWallTime(w: WallTime, timeZone: string): number {
  const local = wallMs(w);
  // The offsets a day either side: any change of offset near `w` is between them.
  const before = zoneOffset(local - DAY, timeZone);
  const after = zoneOffset(local + DAY, timeZone);
  const fits = (offset: number) => zoneOffset(local - offset, timeZone) === offset;
  // The earlier instant is the one with the larger offset.
  const candidates = before === after ? [before] : [Math.max(before, after), Math.min(before, after)];
  for (const offset of candidates) if (fits(offset)) return local - offset;
  // Skipped: read with the offset in force before the change.
  return local - before;
}

// dayjs's format tokens that the portal uses, and a few of their kin; anything else is left as it is.
const TOKENS = /\[([^\]]+)]|YYYY|YY|MMM|MM|M|DD|D|HH|H|hh|h|mm|m|ss|s|SSS|A|a/g;
// Short month names, in the catalogue (English here, French in i18n-fr.ts: dayjs's fr-ca names).
const MONTHS = [
  tk('Jan|month'),
  tk('Feb|month'),
  tk('Mar|month'),
  tk('Apr|month'),
  tk('May|month'),
  tk('Jun|month'),
  tk('Jul|month'),
  tk('Aug|month'),
  tk('Sep|month'),
  tk('Oct|month'),
  tk('Nov|month'),
  tk('Dec|month'),
];

const pad = (n: number, width: number) => String(n).padStart(width, '0');

/**
 * `w` in a dayjs-style format: YYYY, YY, MMM (short month name in the user's language), MM, M, DD, D, HH,
 * H, hh, h, mm, m, ss, s, SSS, A, a, and [literal text] — e.g. 'YYYY-MM-DD h:mm A', 'YYYY-MM-DD HH [h] mm',
 * 'MMM D, YYYY'. The meridiem is AM / PM in both languages, as dayjs's fr-ca had it.
 */
export function formatWallTime(w: WallTime, format: string): string {
  return format.replace(TOKENS, (token, literal: string | undefined) => {
    if (literal !== undefined) return literal;
    switch (token) {
      case 'YYYY':
        return pad(w.y, 4);
      case 'YY':
        return String(w.y).slice(-2);
      case 'MMM':
        return t(MONTHS[w.M - 1]);
      case 'MM':
        return pad(w.M, 2);
      case 'M':
        return String(w.M);
      case 'DD':
        return pad(w.D, 2);
      case 'D':
        return String(w.D);
      case 'HH':
        return pad(w.H, 2);
      case 'H':
        return String(w.H);
      case 'hh':
        return pad(w.H % 12 || 12, 2);
      case 'h':
        return String(w.H % 12 || 12);
      case 'mm':
        return pad(w.m, 2);
      case 'm':
        return String(w.m);
      case 'ss':
        return pad(w.s, 2);
      case 's':
        return String(w.s);
      case 'SSS':
        return pad(w.ms, 3);
      case 'A':
        return w.H < 12 ? 'AM' : 'PM';
      default: // 'a'
        return w.H < 12 ? 'am' : 'pm';
    }
  });
}
