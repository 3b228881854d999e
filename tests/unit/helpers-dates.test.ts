import { describe, expect, it } from 'vitest';
import { DEFAULT_TIMEZONE, formatDate, isoDateInDays, MONTH_CUTOFF_SECONDS, relativeTime } from '../../src/lib/dates';

describe('dates', () => {
  it('formats in America/Vancouver by default', () => {
    expect(DEFAULT_TIMEZONE).toBe('America/Vancouver');
    // 03:00 UTC on Jan 2 is still Jan 1 in Vancouver (UTC-8).
    expect(formatDate('2026-01-02T03:00:00Z')).toBe('2026-01-01');
    expect(formatDate('2026-01-02T03:00:00Z', 'YYYY-MM-DD HH:mm', 'UTC')).toBe('2026-01-02 03:00');
  });
  it('formats nothing for empty or invalid input', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate('nope')).toBe('');
  });
  it('shows relative times below the 2,419,200 s month cut-off and a date from it on', () => {
    const now = new Date('2026-03-31T12:00:00Z');
    expect(MONTH_CUTOFF_SECONDS).toBe(2_419_200);
    expect(relativeTime(new Date(now.getTime() - 3 * 3600_000), now)).toBe('3 hours ago');
    expect(relativeTime(new Date(now.getTime() - (MONTH_CUTOFF_SECONDS - 1) * 1000), now)).toBe('28 days ago');
    expect(relativeTime(new Date(now.getTime() - MONTH_CUTOFF_SECONDS * 1000), now)).toBe('Mar 3, 2026');
  });
  it('gives ISO dates some days ahead in the display timezone', () => {
    expect(isoDateInDays(30, '2026-01-01T20:00:00Z')).toBe('2026-01-31');
  });
});
