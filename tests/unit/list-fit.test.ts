/**
 * Which of a list's columns fit its box, and how wide each is (src/components/list-fit.ts): the
 * rules behind "no list wider than its box at 1280 px" (issue 26, item 1).
 */
import { describe, expect, it } from 'vitest';
import { columnsThatFit, columnWidths, type FitColumn } from '../../src/components/list-fit';

const COLUMNS: FitColumn[] = [
  { key: 'select', width: 48, priority: 0 },
  { key: 'name', width: 200, priority: 0, grow: true },
  { key: 'email', width: 190, priority: 2, grow: true },
  { key: 'city', width: 110, priority: 3, grow: true },
  { key: 'partner', width: 140, priority: 3, grow: true },
  { key: 'active', width: 90, priority: 1 },
  { key: 'created', width: 110, priority: 4 },
  { key: 'actions', width: 80, priority: 0 },
];
const total = (keys: string[]) => COLUMNS.filter((c) => keys.includes(c.key)).reduce((s, c) => s + c.width, 0);

describe('columnsThatFit', () => {
  it('keeps every column, in order, when they fit', () => {
    expect(columnsThatFit(COLUMNS, 2000)).toEqual(COLUMNS.map((c) => c.key));
    expect(columnsThatFit(COLUMNS, total(COLUMNS.map((c) => c.key)))).toHaveLength(COLUMNS.length);
  });

  it('drops the highest priority number first, and among equals the rightmost', () => {
    // 968 px in all: one px short drops "created" (4), then "partner" (3, right of "city").
    expect(columnsThatFit(COLUMNS, 967)).not.toContain('created');
    expect(columnsThatFit(COLUMNS, 967)).toContain('partner');
    const narrower = columnsThatFit(COLUMNS, 800);
    expect(narrower).not.toContain('partner');
    expect(narrower).toContain('city');
    expect(total(narrower)).toBeLessThanOrEqual(800);
  });

  it('never drops priority 0 columns, even when they alone overflow', () => {
    expect(columnsThatFit(COLUMNS, 100)).toEqual(['select', 'name', 'actions']);
  });

  it('keeps what is left no wider than the box, at every width from 330 to 1400 px', () => {
    for (let width = 330; width <= 1400; width += 7) expect(total(columnsThatFit(COLUMNS, width))).toBeLessThanOrEqual(width);
  });
});

describe('columnWidths', () => {
  it('fills the box exactly, sharing the room among growing columns in proportion', () => {
    const shown = COLUMNS.filter((c) => ['select', 'name', 'email', 'active', 'actions'].includes(c.key));
    const widths = columnWidths(shown, 1000.6);
    expect([...widths.values()].reduce((a, b) => a + b, 0)).toBe(1000);
    expect(widths.get('select')).toBe(48);
    expect(widths.get('active')).toBe(90);
    expect(widths.get('actions')).toBe(80);
    // 392 px of room: name 200/390 of it, email 190/390 (the first takes the rounding's pixel).
    expect(widths.get('name')! - 200).toBeGreaterThanOrEqual(Math.floor((392 * 200) / 390));
    expect(widths.get('email')).toBe(190 + Math.floor((392 * 190) / 390));
  });

  it('gives the room to the last column when none grows', () => {
    const widths = columnWidths(
      [
        { key: 'a', width: 100, priority: 0 },
        { key: 'b', width: 50, priority: 1 },
      ],
      300,
    );
    expect(widths.get('a')).toBe(100);
    expect(widths.get('b')).toBe(200);
  });

  it('keeps least widths when the columns are wider than the box', () => {
    expect([...columnWidths(COLUMNS, 300).values()]).toEqual(COLUMNS.map((c) => c.width));
  });

  it('answers nothing for no columns', () => {
    expect(columnWidths([], 500).size).toBe(0);
  });
});
