import { describe, expect, it } from 'vitest';
import { listLink } from '../../src/lib/list-link';
import { mondayOf, weekBounds } from '../../src/lib/week-bounds';

describe('listLink', () => {
  it("writes an `in` filter's values one key each, as Refine's URL parser reads a list", () => {
    const link = listLink('/tasks', [
      { field: 'status', operator: 'in', value: ['open', 'in_progress'] },
      { field: 'due_date', operator: 'lt', value: '2026-11-25' },
    ]);
    // qs's bracket form (what Refine's parseTableParams reads): one key per value of the list.
    expect([...new URLSearchParams(link.slice('/tasks?'.length)).entries()]).toEqual([
      ['filters[0][field]', 'status'],
      ['filters[0][operator]', 'in'],
      ['filters[0][value][0]', 'open'],
      ['filters[0][value][1]', 'in_progress'],
      ['filters[1][field]', 'due_date'],
      ['filters[1][operator]', 'lt'],
      ['filters[1][value]', '2026-11-25'],
    ]);
  });
});

describe('weekBounds', () => {
  it('is the last 12 weeks, Monday to Monday, up to the week of today', () => {
    expect(mondayOf('2026-11-26')).toBe('2026-11-23');
    expect(mondayOf('2026-11-23')).toBe('2026-11-23');
    expect(mondayOf('2026-11-29')).toBe('2026-11-23');
    const { weeks, bounds } = weekBounds('2026-11-26', 12, 'UTC');
    expect(weeks).toHaveLength(12);
    expect(weeks[0]).toBe('2026-09-07');
    expect(weeks[11]).toBe('2026-11-23');
    expect(bounds).toHaveLength(13);
    expect(bounds[0]).toBe('2026-09-07T00:00:00.000Z');
    expect(bounds[12]).toBe('2026-11-30T00:00:00.000Z');
  });
});
