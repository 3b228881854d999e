// Which of a list's columns fit its box, and how wide each is (issue 26, item 1): pure, unit-tested
// (tests/unit/list-fit.test.ts). The list table (src/components/list-table.tsx) measures its box and
// asks these two; nothing here knows antd.

export interface FitColumn {
  key: string;
  /** The least width the column needs, in px (its header with the sort arrows, or its usual content). */
  width: number;
  /**
   * 0: always shown (the record's name, the selection and action columns). Otherwise the higher the
   * number, the sooner the column leaves when the box is too narrow; among equals, the rightmost first.
   */
  priority: number;
  /** Takes a share of the room left over (text); a column without it keeps its width (tags, dates, numbers, buttons). */
  grow?: boolean;
}

/**
 * The keys of the columns shown in a box `available` px wide, in their order: lower-priority columns
 * leave (one at a time: the highest number, then the rightmost) until the rest fit. Columns of
 * priority 0 always stay, even when they alone are wider than the box (it then scrolls sideways).
 */
export function columnsThatFit(columns: readonly FitColumn[], available: number): string[] {
  let total = columns.reduce((sum, c) => sum + c.width, 0);
  const leaving = columns
    .map((c, index) => ({ c, index }))
    .filter(({ c }) => c.priority > 0)
    .sort((a, b) => b.c.priority - a.c.priority || b.index - a.index);
  const gone = new Set<string>();
  for (const { c } of leaving) {
    if (total <= available) break;
    gone.add(c.key);
    total -= c.width;
  }
  return columns.filter((c) => !gone.has(c.key)).map((c) => c.key);
}

/**
 * The width of each shown column in a box `available` px wide: each its least width, and the room
 * left over shared among the growing columns in proportion to their widths (the first takes the
 * pixels rounding leaves), so that the columns fill the box exactly. Without a growing column the
 * last one takes the room. Columns wider together than the box keep their least widths.
 */
export function columnWidths(columns: readonly FitColumn[], available: number): Map<string, number> {
  const widths = new Map(columns.map((c) => [c.key, c.width]));
  const total = columns.reduce((sum, c) => sum + c.width, 0);
  const room = Math.floor(available) - total;
  if (room <= 0 || columns.length === 0) return widths;
  const growing = columns.filter((c) => c.grow);
  const takers = growing.length ? growing : [columns[columns.length - 1]!];
  const base = takers.reduce((sum, c) => sum + c.width, 0);
  let given = 0;
  for (const c of takers) {
    const share = base > 0 ? Math.floor((room * c.width) / base) : Math.floor(room / takers.length);
    widths.set(c.key, c.width + share);
    given += share;
  }
  const first = takers[0]!;
  widths.set(first.key, widths.get(first.key)! + room - given);
  return widths;
}
