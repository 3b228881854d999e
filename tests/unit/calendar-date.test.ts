import { afterEach, describe, expect, it } from 'vitest';
import {
  addCalendarDays,
  calendarDayOf,
  calendarRangeMessage,
  formatCalendarDate,
  inCalendarRange,
  isCalendarDate,
  MAX_CALENDAR_DATE,
  MAX_CONTRACT_END_DATE,
  MIN_CALENDAR_DATE,
} from '../../src/lib/calendar-date';
import { calendarDateRule } from '../../src/components/date-inputs';
import { formatDate, fromZonedWallTime, toZonedWallTime } from '../../src/lib/dates';

const zoneAtStart = process.env.TZ;
afterEach(() => {
  process.env.TZ = zoneAtStart;
});

// Issue 16, defect 1: a stored 2023-12-16 showed as 2023-12-15 east of Pacific time.
describe('calendar dates never move with a time zone', () => {
  for (const zone of ['Asia/Tokyo', 'Europe/London', 'UTC', 'America/Toronto', 'America/Vancouver', 'Pacific/Honolulu']) {
    it(`shows 2023-12-16 as 2023-12-16 with the browser in ${zone}`, () => {
      process.env.TZ = zone;
      expect(formatCalendarDate('2023-12-16')).toBe('2023-12-16');
      expect(formatCalendarDate('2023-12-16', 'MMM D, YYYY')).toBe('Dec 16, 2023');
      // The timestamp formatter shows a bare date as that day too, whatever it is asked for.
      expect(formatDate('2023-12-16')).toBe('2023-12-16');
      expect(addCalendarDays('2024-02-28', 1)).toBe('2024-02-29');
      expect(addCalendarDays('2024-03-10', 1)).toBe('2024-03-11');
    });
  }

  it('reads only real YYYY-MM-DD dates', () => {
    expect(isCalendarDate('2026-02-28')).toBe(true);
    expect(isCalendarDate('2026-02-30')).toBe(false);
    expect(isCalendarDate('61201-02-02')).toBe(false);
    expect(isCalendarDate('2026-2-3')).toBe(false);
    expect(formatCalendarDate('nope')).toBe('');
    expect(formatCalendarDate(null)).toBe('');
    expect(formatCalendarDate('2023-12-16T00:00:00+00:00')).toBe('2023-12-16');
    // The stored day as shown, without dayjs (calendar-day.ts): what formatCalendarDate shows without a format.
    for (const v of ['2023-12-16', '2023-12-16T00:00:00+00:00', 'nope', '2026-02-30', null, undefined, ''])
      expect(calendarDayOf(v)).toBe(formatCalendarDate(v));
  });

  it('keeps dates within 1900-01-01 … 2100-12-31 (as the database does)', () => {
    expect([MIN_CALENDAR_DATE, MAX_CALENDAR_DATE]).toEqual(['1900-01-01', '2100-12-31']);
    expect(inCalendarRange('1900-01-01')).toBe(true);
    expect(inCalendarRange('2100-12-31')).toBe(true);
    expect(inCalendarRange('1899-12-31')).toBe(false);
    expect(inCalendarRange('2101-01-01')).toBe(false);
    expect(calendarRangeMessage()).toBe('Please enter a date between Jan 1, 1900 and Dec 31, 2100');
  });

  it("a form's date rule refuses a day outside the range with that message (its formatting loaded for it)", async () => {
    const rule = calendarDateRule() as { validator: (rule: unknown, value?: string | null) => Promise<void> };
    await expect(rule.validator({}, '2026-07-01')).resolves.toBeUndefined();
    await expect(rule.validator({}, null)).resolves.toBeUndefined();
    await expect(rule.validator({}, '2101-01-01')).rejects.toThrow('Please enter a date between Jan 1, 1900 and Dec 31, 2100');
    const contract = calendarDateRule(MIN_CALENDAR_DATE, MAX_CONTRACT_END_DATE) as typeof rule;
    await expect(contract.validator({}, '2105-01-01')).resolves.toBeUndefined();
  });

  it('turns a wall time of the display zone into the instant and back, whatever the browser zone', () => {
    for (const zone of ['Asia/Tokyo', 'America/Toronto']) {
      process.env.TZ = zone;
      expect(fromZonedWallTime('2026-07-01 09:30', 'America/Vancouver')).toBe('2026-07-01T16:30:00.000Z');
      expect(toZonedWallTime('2026-01-01T17:30:00.000Z', 'America/Vancouver')).toBe('2026-01-01 09:30');
    }
  });
});
