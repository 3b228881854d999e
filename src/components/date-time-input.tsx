import { MAX_CALENDAR_DATE, MIN_CALENDAR_DATE, inCalendarRange } from '../lib/calendar-day';
import { fromZonedWallTime, toZonedWallTime } from '../lib/dates';
import { inputToWallTime, wallTimeToInput } from '../lib/date-time-text';
import type { Rule } from 'antd/es/form';
import { t } from '../lib/i18n';
import { LazyPicker } from './date-inputs';
import type { PickerProps } from './date-pickers';

/** An ISO timestamp as the API writes it (else the value is typed text that is no date and time). */
const isInstant = (v: unknown): v is string => typeof v === 'string' && /^\d{4}-\d{2}-\d{2}T/.test(v) && !Number.isNaN(Date.parse(v));

/** Form rule of a date-and-time field: typed text that is no date and time (kept as typed) is refused. */
export function dateTimeRule(): Rule {
  return {
    validator: async (_, v?: string | null) => {
      if (!v || isInstant(v)) return;
      throw new Error(t('Enter a date and time as YYYY-MM-DD h:mm AM/PM, between 1900 and 2100'));
    },
  };
}

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
  const instant = isInstant(value) ? value : null;
  const props: PickerProps = { ...rest, value: instant, min: MIN_CALENDAR_DATE, max: MAX_CALENDAR_DATE };
  const wall = instant ? toZonedWallTime(instant, timeZone) : '';
  return (
    <LazyPicker
      {...rest}
      // Typed text that is no date and time stays as typed (the rule refuses it).
      shown={wall ? wallTimeToInput(wall) : (value ?? '')}
      read={(text) => {
        if (text === '') return null;
        const typed = inputToWallTime(text);
        return typed && inCalendarRange(typed.slice(0, 10)) ? fromZonedWallTime(typed, timeZone) : undefined;
      }}
      picker={(p, state) => <p.DateTimePicker {...props} {...state} timeZone={timeZone} />}
    />
  );
}
