import type { Rule } from 'antd/es/form';
import { DatePicker } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import {
  CALENDAR_FORMAT,
  calendarRangeMessage,
  inCalendarRange,
  isCalendarDate,
  MAX_CALENDAR_DATE,
  MIN_CALENDAR_DATE,
} from '../lib/calendar-date';
import { fromZonedWallTime, toZonedWallTime, WALL_TIME_FORMAT } from '../lib/dates';

interface CalendarDateProps {
  /** 'YYYY-MM-DD' or null, as the row holds it. */
  value?: string | null;
  onChange?: (value: string | null) => void;
  /** Earliest / latest date offered (default: the portal's range, 1900-01-01 … 2100-12-31). */
  min?: string;
  max?: string;
  disabled?: boolean;
  id?: string;
  placeholder?: string;
  'aria-label'?: string;
}

// The picker works on local-midnight dayjs values; only their wall date is read back (format), never an instant.
const toPicker = (v?: string | null): Dayjs | null => (v && isCalendarDate(v) ? dayjs(v, CALENDAR_FORMAT, true) : null);

/**
 * The portal's one input for a date without a time (antd DatePicker, never a native date input): the
 * form holds 'YYYY-MM-DD', days outside `min`…`max` cannot be picked or typed.
 */
export function CalendarDateInput({ value, onChange, min = MIN_CALENDAR_DATE, max = MAX_CALENDAR_DATE, ...rest }: CalendarDateProps) {
  return (
    <DatePicker
      {...rest}
      style={{ width: '100%' }}
      format={CALENDAR_FORMAT}
      minDate={dayjs(min, CALENDAR_FORMAT)}
      maxDate={dayjs(max, CALENDAR_FORMAT)}
      value={toPicker(value)}
      onChange={(d: Dayjs | null) => onChange?.(d ? d.format(CALENDAR_FORMAT) : null)}
    />
  );
}

/** Form rule of a calendar date field: inside the range (the database refuses anything else too). */
export function calendarDateRule(min = MIN_CALENDAR_DATE, max = MAX_CALENDAR_DATE): Rule {
  return {
    validator: (_, v?: string | null) =>
      !v || inCalendarRange(v, min, max) ? Promise.resolve() : Promise.reject(new Error(calendarRangeMessage(min, max))),
  };
}

interface DateTimeProps {
  /** An ISO timestamp, or null. */
  value?: string | null;
  onChange?: (value: string | null) => void;
  /** The zone the user reads and types the time in (the portal's display zone). */
  timeZone: string;
  disabled?: boolean;
  id?: string;
}

/**
 * A date and time (a timestamp) in the display zone: the user reads and types the wall time of
 * `timeZone` — the same clock every list shows — whatever the browser's own zone is.
 */
export function DateTimeInput({ value, onChange, timeZone, ...rest }: DateTimeProps) {
  const wall = value ? toZonedWallTime(value, timeZone) : '';
  return (
    <DatePicker
      {...rest}
      style={{ width: '100%' }}
      showTime={{ format: 'h:mm A', use12Hours: true }}
      format="YYYY-MM-DD h:mm A"
      minDate={dayjs(MIN_CALENDAR_DATE, CALENDAR_FORMAT)}
      maxDate={dayjs(MAX_CALENDAR_DATE, CALENDAR_FORMAT)}
      value={wall ? dayjs(wall, WALL_TIME_FORMAT) : null}
      onChange={(d: Dayjs | null) => onChange?.(d ? fromZonedWallTime(d.format(WALL_TIME_FORMAT), timeZone) : null)}
    />
  );
}
