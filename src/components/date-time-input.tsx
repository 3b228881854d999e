import { MAX_CALENDAR_DATE, MIN_CALENDAR_DATE, inCalendarRange } from '../lib/calendar-day';
import { fromZonedWallTime, toZonedWallTime } from '../lib/dates';
import { inputToWallTime, wallTimeToInput } from '../lib/date-time-text';
import { LazyPicker } from './date-inputs';
import type { PickerProps } from './date-pickers';

// The portal's input for a date and time (src/components/date-inputs.tsx: the picker loads when the
// user reaches for the field). Until then it shows and reads the display zone's wall time without dayjs
// (src/lib/date-time-text.ts), as the calendar date inputs do.

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
      shown={wall ? wallTimeToInput(wall) : ''}
      read={(text) => {
        if (text === '') return null;
        const typed = inputToWallTime(text);
        return typed && inCalendarRange(typed.slice(0, 10)) ? fromZonedWallTime(typed, timeZone) : undefined;
      }}
      picker={(p, state) => <p.DateTimePicker {...props} {...state} timeZone={timeZone} />}
    />
  );
}
