import dayjs from 'dayjs';
import { MAX_CALENDAR_DATE, MIN_CALENDAR_DATE, inCalendarRange } from '../lib/calendar-date';
import { DATE_TIME_INPUT_FORMAT, fromZonedWallTime, toZonedWallTime, WALL_TIME_FORMAT } from '../lib/dates';
import { LazyPicker } from './date-inputs';
import type { PickerProps } from './date-pickers';

// The portal's input for a date and time (src/components/date-inputs.tsx: the picker loads when the
// user reaches for the field), in a module of its own: it reads and shows wall times with dayjs and its
// zone plugins, which the calendar date inputs go without.

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
export function DateTimeInput({ value, timeZone, ...rest }: DateTimeProps) {
  const props: PickerProps = { ...rest, value, min: MIN_CALENDAR_DATE, max: MAX_CALENDAR_DATE };
  const wall = value ? toZonedWallTime(value, timeZone) : '';
  return (
    <LazyPicker
      {...rest}
      shown={wall ? dayjs(wall, WALL_TIME_FORMAT).format(DATE_TIME_INPUT_FORMAT) : ''}
      read={(text) => {
        if (text === '') return null;
        const d = dayjs(text, DATE_TIME_INPUT_FORMAT, true);
        const day = d.isValid() ? d.format('YYYY-MM-DD') : '';
        return inCalendarRange(day) ? fromZonedWallTime(d.format(WALL_TIME_FORMAT), timeZone) : undefined;
      }}
      picker={(p, state) => <p.DateTimePicker {...props} {...state} timeZone={timeZone} />}
    />
  );
}
