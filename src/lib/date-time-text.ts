// The text of the date-and-time input (src/components/date-time-input.tsx) before its picker loads: a wall
// time of the display zone shown and read as the picker shows it ('2026-07-01 9:30 AM'), without dayjs.
import { isCalendarDate } from './calendar-day';
import { DATE_TIME_INPUT_FORMAT, WALL_TIME, WALL_TIME_FORMAT } from './dates';
import { formatWallTime } from './wall-time';

const INPUT = /^(\d{4})-(\d{2})-(\d{2}) (\d{1,2}):(\d{2}) ([AP]M)$/;

/** A wall time ('YYYY-MM-DD HH:mm') as a date-and-time input shows it ('2026-07-01 9:30 AM'). */
export function wallTimeToInput(wall: string): string {
  const p = WALL_TIME.exec(wall);
  if (!p) return '';
  const [y, M, D, H, m] = p.slice(1).map(Number);
  return formatWallTime({ y, M, D, H, m, s: 0, ms: 0 }, DATE_TIME_INPUT_FORMAT);
}

/**
 * What a date-and-time input's text says, as a wall time ('2026-07-01 9:30 AM' → '2026-07-01 09:30'):
 * only the text exactly as the input shows one (hour 1–12 without a leading zero, AM / PM), of a real
 * day; undefined for anything else.
 */
export function inputToWallTime(text: string): string | undefined {
  const p = INPUT.exec(text);
  if (!p) return undefined;
  const [y, M, D, h, m] = p.slice(1, 6).map(Number);
  const w = { y, M, D, H: (h % 12) + (p[6] === 'PM' ? 12 : 0), m, s: 0, ms: 0 };
  // Read back as shown: no 13:00 PM, 09:30 AM or 2026-02-30.
  const shown = m < 60 && isCalendarDate(`${p[1]}-${p[2]}-${p[3]}`) && formatWallTime(w, DATE_TIME_INPUT_FORMAT) === text;
  return shown ? formatWallTime(w, WALL_TIME_FORMAT) : undefined;
}
