import { addCalendarDays } from './calendar-date';
import { DEFAULT_TIMEZONE, fromZonedWallTime } from './dates';

/** Monday of the week of `iso` (weeks run Monday to Sunday), as 'YYYY-MM-DD'. */
export function mondayOf(iso: string): string {
  const day = new Date(`${iso}T00:00:00Z`).getUTCDay();
  return addCalendarDays(iso, -((day + 6) % 7));
}

/**
 * The last `count` weeks up to the week of `today` (a calendar day in `tz`): each week's Monday, and
 * the `count + 1` instants (ISO, UTC) at which those weeks begin and the last ends on `tz`'s clock —
 * what rpc dashboard_tiles counts pricing requests between (`week_bounds`).
 */
export function weekBounds(today: string, count = 12, tz: string = DEFAULT_TIMEZONE): { weeks: string[]; bounds: string[] } {
  const first = addCalendarDays(mondayOf(today), -7 * (count - 1));
  const weeks = Array.from({ length: count }, (_, i) => addCalendarDays(first, 7 * i));
  const bounds = [...weeks, addCalendarDays(first, 7 * count)].map((day) => fromZonedWallTime(`${day} 00:00`, tz));
  return { weeks, bounds };
}
