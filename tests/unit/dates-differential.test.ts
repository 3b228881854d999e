// The date helpers without dayjs (src/lib/dates.ts, wall-time.ts, calendar-date.ts and the date-and-time
// input's text, date-time-text.ts) against what they were with dayjs (tests/unit/dates-dayjs-oracle.ts),
// in the same runtime: thousands of seeded instants in zones with and without summer time, every change
// of offset of 2025–2027, relative times on both sides of every step, both languages, and what is not a
// date. No offset is written down here: Chromium's and Node's tzdata may differ, both implementations
// read the same Intl. Where the two differ, it is on purpose, and the tests at the end say why.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { formatCalendarDate } from '../../src/lib/calendar-date';
import {
  formatDate,
  formatDateTime,
  fromZonedWallTime,
  isoDateInDays,
  MONTH_CUTOFF_SECONDS,
  relativeTime,
  toZonedWallTime,
} from '../../src/lib/dates';
import { inputToWallTime, wallTimeToInput } from '../../src/lib/date-time-text';
import { loadFrench, setLocale, type Locale } from '../../src/lib/i18n';
import { zoneOffset } from '../../src/lib/wall-time';
import * as old from './dates-dayjs-oracle';

const ZONES = [
  'America/Vancouver',
  'America/Toronto',
  'Europe/Paris',
  'Australia/Lord_Howe',
  'Asia/Kolkata',
  'Pacific/Chatham',
  'UTC',
  'Asia/Tokyo',
];
const LOCALES: Locale[] = ['en', 'fr'];
// The formats the portal uses, and every token the formatter knows.
const FORMATS = [
  'YYYY-MM-DD',
  'YYYY-MM-DD HH:mm',
  'YYYY-MM-DD h:mm A',
  'YYYY-MM-DD HH [h] mm',
  'MMM D, YYYY',
  'YY M MM MMM D DD H HH h hh m mm s ss SSS A a [YYYY at] [h]',
];
const HOUR = 3_600_000;
const DAY = 86_400_000;

/** mulberry32: the same numbers on every run. */
function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let x = Math.imul(a ^ (a >>> 15), 1 | a);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}

const zoneAtStart = process.env.TZ;
/** Runs `f` with the runtime's own zone (the browser's, dayjs's "local") set to `zone`. */
function inBrowserZone<T>(zone: string, f: () => T): T {
  process.env.TZ = zone;
  try {
    return f();
  } finally {
    process.env.TZ = zoneAtStart;
  }
}

function inLocale(locale: Locale): void {
  setLocale(locale);
  old.oracleLocale(locale);
}

/** Each change of `zone`'s offset from 2025 to 2027: the instant, and the offsets before and after. */
function changes(zone: string): { at: number; before: number; after: number }[] {
  const found = [];
  const end = Date.UTC(2028, 0, 1);
  for (let t = Date.UTC(2025, 0, 1); t < end; t += DAY) {
    const before = zoneOffset(t, zone);
    const after = zoneOffset(t + DAY, zone);
    if (before === after) continue;
    let [lo, hi] = [t, t + DAY]; // offset(lo) = before, offset(hi) = after
    while (hi - lo > 60_000) {
      const mid = lo + Math.floor((hi - lo) / 120_000) * 60_000;
      if (zoneOffset(mid, zone) === before) lo = mid;
      else hi = mid;
    }
    found.push({ at: hi, before, after });
  }
  return found;
}

/** The wall time 'YYYY-MM-DD HH:mm' of `ms` read as UTC. */
const wallOf = (ms: number) => new Date(ms).toISOString().slice(0, 16).replace('T', ' ');

beforeAll(async () => {
  await loadFrench();
});
afterEach(() => {
  inLocale('en');
  vi.useRealTimers();
  process.env.TZ = zoneAtStart;
});
afterAll(() => inLocale('en'));

describe('showing instants, as dayjs did', () => {
  // The browser's zone is UTC here: dayjs read a zone's wall time through the browser's clock, which
  // moved it where that clock skips an hour (the last describe); UTC skips none.
  for (const zone of ZONES) {
    it(`formats 3,000 seeded instants in ${zone}, in both languages`, () => {
      const next = random(zone.length * 7919);
      let compared = 0;
      for (let i = 0; i < 3000; i += 1) {
        // Mostly 2015–2035, some anywhere in 1900–2100; now and then with milliseconds.
        const [from, to] = i % 4 === 0 ? [Date.UTC(1900, 0, 1), Date.UTC(2100, 11, 31)] : [Date.UTC(2015, 0, 1), Date.UTC(2035, 0, 1)];
        const ms = Math.floor(from + next() * (to - from));
        const at = i % 3 === 0 ? ms : ms - (ms % 60_000);
        const locale = LOCALES[i % 2];
        inLocale(locale);
        const format = FORMATS[i % FORMATS.length];
        for (const value of [new Date(at), at, new Date(at).toISOString(), new Date(at).toISOString().replace('Z', '+00:00')]) {
          expect(formatDate(value, format, zone), `${format} ${new Date(at).toISOString()}`).toBe(old.formatDate(value, format, zone));
          compared += 1;
        }
        expect(formatDateTime(at, zone)).toBe(old.formatDateTime(at, locale, zone));
        expect(toZonedWallTime(at, zone)).toBe(old.toZonedWallTime(at, zone));
        const days = Math.floor(next() * 801) - 400;
        expect(isoDateInDays(days, at, zone)).toBe(old.isoDateInDays(days, at, zone));
      }
      expect(compared).toBe(12_000);
    });
  }

  it('formats calendar dates (1900–2100) in every format and both languages', () => {
    const next = random(16);
    for (let i = 0; i < 3000; i += 1) {
      const day = new Date(Date.UTC(1900, 0, 1) + Math.floor(next() * 73_413) * DAY).toISOString().slice(0, 10);
      inLocale(LOCALES[i % 2]);
      const format = FORMATS[i % FORMATS.length];
      expect(formatCalendarDate(day, format)).toBe(old.formatCalendarDate(day, format));
      expect(formatDate(day, format, 'Asia/Tokyo')).toBe(old.formatDate(day, format, 'Asia/Tokyo'));
    }
    for (const month of [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]) {
      const day = `2026-${String(month).padStart(2, '0')}-01`;
      for (const locale of LOCALES) {
        inLocale(locale);
        expect(formatCalendarDate(day, 'MMM D, YYYY')).toBe(old.formatCalendarDate(day, 'MMM D, YYYY'));
      }
    }
    inLocale('fr');
    expect(formatCalendarDate('2026-07-14', 'MMM D, YYYY')).toBe('juil. 14, 2026');
  });

  it('shows nothing for nothing and for what is not an instant, as dayjs did', () => {
    const values = [null, undefined, '', 'nope', 'Invalid Date', new Date(NaN), Number.NaN, '2026-13-45T99:00:00Z', '2026-02-30'];
    for (const zone of ['America/Vancouver', 'UTC'])
      for (const value of values) {
        expect(formatDate(value, 'YYYY-MM-DD h:mm A', zone)).toBe(old.formatDate(value, 'YYYY-MM-DD h:mm A', zone));
        expect(formatDateTime(value, zone)).toBe(old.formatDateTime(value, 'en', zone));
        expect(relativeTime(value, '2026-11-26T12:00:00Z', zone)).toBe(old.relativeTime(value, '2026-11-26T12:00:00Z', zone));
      }
    expect(formatDate(null)).toBe('');
    expect(relativeTime('nope')).toBe('');
    // A stored day that is not a real day is read as dayjs read it (2026-02-30: 2 March, the browser's midnight).
    expect(formatDate('2026-02-30', 'YYYY-MM-DD', 'UTC')).toBe('2026-03-02');
    expect(isoDateInDays(3, 'nope', 'UTC')).toBe(old.isoDateInDays(3, 'nope', 'UTC'));
  });

  it('reads a timestamp without a zone in the browser zone, as dayjs did', () => {
    const values = [
      '2026-11-23 10:00',
      '2026-11-23T10:00:00',
      '2026-11-23T10:00:00.5',
      '2026-11-23T10:00:00.123456',
      '20261123',
      '2026',
      '2026/11/23 1:2:3',
    ];
    for (const browser of ['Asia/Tokyo', 'America/Toronto', 'UTC'])
      inBrowserZone(browser, () => {
        for (const value of values)
          for (const zone of ['America/Vancouver', 'Europe/Paris'])
            expect(formatDate(value, 'YYYY-MM-DD HH:mm:ss.SSS', zone), `${value} (${browser})`).toBe(
              old.formatDate(value, 'YYYY-MM-DD HH:mm:ss.SSS', zone),
            );
      });
  });

  it('keeps the callers’ defaults: the display zone and the English / French date and time', () => {
    expect(formatDateTime('2026-11-23T16:23:00Z')).toBe('2026-11-23 8:23 AM');
    inLocale('fr');
    expect(formatDateTime('2026-11-23T16:23:00Z')).toBe('2026-11-23 08 h 23');
    expect(formatDateTime('2026-11-23T16:23:00Z')).toBe(old.formatDateTime('2026-11-23T16:23:00Z', 'fr', 'America/Vancouver'));
  });
});

describe('every change of offset of 2025–2027', () => {
  const DST_ZONES = ['America/Vancouver', 'America/Toronto', 'Europe/Paris', 'Australia/Lord_Howe', 'Pacific/Chatham'];

  for (const zone of DST_ZONES) {
    it(`${zone}: instants around each change show as dayjs showed them`, () => {
      const found = changes(zone);
      expect(found.length).toBe(6); // twice a year
      for (const { at } of found)
        for (let t = at - 3 * HOUR; t <= at + 3 * HOUR; t += 60_000)
          for (const format of ['YYYY-MM-DD HH:mm', 'YYYY-MM-DD h:mm A'])
            expect(formatDate(t, format, zone), new Date(t).toISOString()).toBe(old.formatDate(t, format, zone));
    });

    it(`${zone}: each wall minute around each change turns into the instant dayjs gave, summer-time reading first`, () => {
      const found = changes(zone);
      const summer = found.find((c) => c.after > c.before)!.at + 7 * DAY; // a "now" in summer time
      const winter = found.find((c) => c.after < c.before)!.at + 7 * DAY;
      let skipped = 0;
      let repeated = 0;
      for (const { at, before, after } of found) {
        const jump = Math.abs(after - before);
        // The wall times from 3 h before the change (on the clock before it) to 3 h after.
        for (let local = at + before - 3 * HOUR; local <= at + before + 3 * HOUR; local += 60_000) {
          const wall = wallOf(local);
          const mine = fromZonedWallTime(wall, zone);
          vi.useFakeTimers({ toFake: ['Date'], now: summer });
          const oracleInSummer = old.fromZonedWallTime(wall, zone);
          vi.setSystemTime(winter);
          const oracleInWinter = old.fromZonedWallTime(wall, zone);
          vi.useRealTimers();
          // dayjs took a time the clock shows twice with the offset in force at the moment of the call:
          // summer time's when called in summer, the other in winter. Now always the first of the two.
          expect(mine, `${wall} ${zone}`).toBe(oracleInSummer);
          const shown = toZonedWallTime(mine, zone);
          if (after > before && local >= at + before && local < at + after) {
            // Skipped as the clock springs forward (02:30 → 03:30 summer time in Vancouver): as far past it.
            skipped += 1;
            expect(shown).toBe(wallOf(local + jump));
            expect(oracleInWinter).toBe(mine);
          } else if (after < before && local >= at + after && local < at + before) {
            // Shown twice as it falls back (01:30 in Vancouver): the first time, in summer time.
            repeated += 1;
            expect(shown).toBe(wall);
            expect(toZonedWallTime(Date.parse(mine) + jump, zone)).toBe(wall);
            expect(Date.parse(oracleInWinter)).toBe(Date.parse(mine) + jump);
          } else {
            expect(shown).toBe(wall);
            expect(oracleInWinter).toBe(mine);
          }
        }
      }
      // Three springs and three autumns of a whole hour (Lord Howe: half an hour) each.
      const gapMinutes = zone === 'Australia/Lord_Howe' ? 30 : 60;
      expect([skipped, repeated]).toEqual([3 * gapMinutes, 3 * gapMinutes]);
    });
  }

  it('says what Vancouver’s 02:30 and second 01:30 are (2026)', () => {
    // Spring forward, 8 March 2026: 02:00–02:59 does not exist; 02:30 is read as 03:30 PDT.
    expect(toZonedWallTime(fromZonedWallTime('2026-03-08 02:30', 'America/Vancouver'), 'America/Vancouver')).toBe('2026-03-08 03:30');
    // Fall back, 1 November 2026: 01:30 comes twice; it is the first (PDT), an hour before the second.
    const first = Date.parse(fromZonedWallTime('2026-11-01 01:30', 'America/Vancouver'));
    expect(toZonedWallTime(first + HOUR, 'America/Vancouver')).toBe('2026-11-01 01:30');
    expect(toZonedWallTime(first - HOUR, 'America/Vancouver')).toBe('2026-11-01 00:30');
  });

  it('refuses what is not a wall time, as dayjs did (RangeError)', () => {
    expect(() => fromZonedWallTime('nope', 'UTC')).toThrow(RangeError);
    expect(() => old.fromZonedWallTime('nope', 'UTC')).toThrow(RangeError);
  });
});

describe('relative times', () => {
  // The steps: where the rounded count goes past each limit, and the month cut-off.
  const LIMITS = [
    44.5 * 1000,
    60 * 1000,
    89.5 * 1000,
    1.5 * 60_000,
    44.5 * 60_000,
    89.5 * 60_000,
    1.5 * HOUR,
    21.5 * HOUR,
    35.5 * HOUR,
    ...Array.from({ length: 28 }, (_, k) => (k + 1.5) * DAY),
    MONTH_CUTOFF_SECONDS * 1000,
    (MONTH_CUTOFF_SECONDS + 1) * 1000,
  ];
  const NUDGES = [-1001, -1000, -501, -500, -1, 0, 1, 499, 500, 999, 1000];

  for (const zone of ZONES) {
    it(`says what dayjs said on both sides of every step, past and future, in ${zone}, both languages`, () => {
      // dayjs counted days on the browser's clock: compared with the browser in the display zone.
      inBrowserZone(zone, () => {
        const next = random(zone.length * 104_729);
        const refs = [Date.UTC(2026, 10, 26, 12), Date.UTC(2026, 0, 1), ...changes(zone).flatMap((c) => [c.at, c.at + 30 * HOUR])];
        for (let i = 0; i < 20; i += 1) refs.push(Math.floor(Date.UTC(2024, 0, 1) + next() * 5 * 365 * DAY));
        let compared = 0;
        for (const locale of LOCALES) {
          inLocale(locale);
          for (const ref of refs) {
            for (const limit of LIMITS)
              for (const nudge of NUDGES)
                for (const sign of [-1, 1]) {
                  const at = ref + sign * (limit + nudge);
                  expect(relativeTime(at, ref, zone), `${new Date(at).toISOString()} from ${new Date(ref).toISOString()}`).toBe(
                    old.relativeTime(at, ref, zone),
                  );
                  compared += 1;
                }
            for (let k = 0; k < 100; k += 1) {
              const at = ref + Math.floor((next() * 2 - 1) * 35 * DAY);
              expect(relativeTime(new Date(at).toISOString(), new Date(ref), zone)).toBe(
                old.relativeTime(new Date(at).toISOString(), new Date(ref), zone),
              );
            }
            expect(relativeTime(ref, ref, zone)).toBe(old.relativeTime(ref, ref, zone));
          }
        }
        expect(compared).toBeGreaterThan(20_000);
      });
    });
  }

  it('reads the texts of each step in English and French', () => {
    const now = Date.UTC(2026, 10, 26, 12);
    const cases: [number, string, string][] = [
      [-10_000, 'a few seconds ago', 'il y a quelques secondes'],
      [10_000, 'in a few seconds', 'dans quelques secondes'],
      [-60_000, 'a minute ago', 'il y a une minute'],
      [-5 * 60_000, '5 minutes ago', 'il y a 5 minutes'],
      [HOUR, 'in an hour', 'dans une heure'],
      [-3 * HOUR, '3 hours ago', 'il y a 3 heures'],
      [-30 * HOUR, 'a day ago', 'il y a un jour'],
      [4 * DAY, 'in 4 days', 'dans 4 jours'],
      [-(MONTH_CUTOFF_SECONDS - 1) * 1000, '28 days ago', 'il y a 28 jours'],
      [-MONTH_CUTOFF_SECONDS * 1000, 'Oct 29, 2026', 'oct. 29, 2026'],
      [40 * DAY, 'Jan 5, 2027', 'janv. 5, 2027'],
    ];
    for (const [offset, en, fr] of cases) {
      inLocale('en');
      expect(relativeTime(now + offset, now, 'America/Vancouver')).toBe(en);
      inLocale('fr');
      expect(relativeTime(now + offset, now, 'America/Vancouver')).toBe(fr);
    }
  });
});

describe('the date-and-time input reads and shows as it did', () => {
  it('shows a wall time as the input does, and reads only a text as it shows one', () => {
    const next = random(42);
    for (let i = 0; i < 2000; i += 1) {
      const wall = wallOf(Date.UTC(1990, 0, 1) + Math.floor(next() * 50 * 365 * 1440) * 60_000);
      const shown = wallTimeToInput(wall);
      expect(shown).toBe(old.inputShown(wall));
      expect(inputToWallTime(shown)).toBe(wall);
      expect(inputToWallTime(shown)).toBe(old.inputRead(shown));
    }
    const typed = [
      '2026-07-01 9:30 AM',
      '2026-07-01 12:00 AM',
      '2026-07-01 12:59 PM',
      '2026-07-01 09:30 AM',
      '2026-07-01 13:30 PM',
      '2026-07-01 0:30 AM',
      '2026-07-01 9:60 AM',
      '2026-07-01 9:30 am',
      '2026-07-01 9:30',
      '2026-7-1 9:30 AM',
      '2026-02-30 9:30 AM',
      '2024-02-29 9:30 PM',
      '2026-07-01  9:30 AM',
      ' 2026-07-01 9:30 AM',
      '2026-07-01 9:30 AM ',
      '2026-07-01 9:3 AM',
      '0050-07-01 9:30 AM',
      '',
      'nope',
    ];
    for (const locale of LOCALES) {
      inLocale(locale);
      for (const text of typed) expect(inputToWallTime(text), text).toBe(old.inputRead(text));
    }
  });
});

describe('where the two differ, on purpose', () => {
  it('the browser’s own summer time no longer moves a wall time of the display zone (dayjs read it on the browser’s clock)', () => {
    // 8 March 2026, 02:30 in Paris (CET) is 01:30 UTC; that night Toronto's clock skips 02:00–02:59.
    inBrowserZone('America/Toronto', () => {
      const at = Date.UTC(2026, 2, 8, 1, 30);
      expect(formatDate(at, 'YYYY-MM-DD HH:mm', 'Europe/Paris')).toBe('2026-03-08 02:30');
      expect(old.formatDate(at, 'YYYY-MM-DD HH:mm', 'Europe/Paris')).toBe('2026-03-08 03:30');
      // The input took that time only where the browser's clock shows it.
      expect(inputToWallTime('2026-03-08 2:30 AM')).toBe('2026-03-08 02:30');
      expect(old.inputRead('2026-03-08 2:30 AM')).toBeUndefined();
      expect(wallTimeToInput('2026-03-08 02:30')).toBe('2026-03-08 2:30 AM');
      expect(old.inputShown('2026-03-08 02:30')).toBe('2026-03-08 3:30 AM');
    });
    for (const zone of ['Asia/Tokyo', 'America/Toronto', 'UTC'])
      inBrowserZone(zone, () => expect(formatDate(Date.UTC(2026, 2, 8, 1, 30), 'HH:mm', 'Europe/Paris')).toBe('02:30'));
  });

  it('days are counted on the display zone’s clock, whatever the browser’s (dayjs counted on the browser’s)', () => {
    // 59.5 h before 10 March 2026 12:00 in Vancouver, across its change to summer time: 60.5 h on its clock.
    const now = Date.parse('2026-03-10T19:00:00Z');
    const at = now - 59.5 * HOUR;
    for (const browser of ['Asia/Tokyo', 'America/Toronto', 'America/Vancouver', 'UTC'])
      inBrowserZone(browser, () => expect(relativeTime(at, now, 'America/Vancouver')).toBe('3 days ago'));
    inBrowserZone('America/Vancouver', () => expect(old.relativeTime(at, now, 'America/Vancouver')).toBe('3 days ago'));
    inBrowserZone('Asia/Tokyo', () => expect(old.relativeTime(at, now, 'America/Vancouver')).toBe('2 days ago'));
  });

  it('a `now` that is not an instant gives nothing (dayjs said "a month ago")', () => {
    expect(relativeTime('2026-11-26T12:00:00Z', 'nope', 'UTC')).toBe('');
    expect(old.relativeTime('2026-11-26T12:00:00Z', 'nope', 'UTC')).toBe('a month ago');
  });
});
