// antd's DatePicker for the portal's date inputs, in a chunk of its own (src/components/date-inputs.tsx
// loads it when the user reaches for a date field): the picker, its panels and dayjs's plugins are ~30 KB
// gzip that a form shows no sign of until one of its date fields is used.
import { DatePicker } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { CALENDAR_FORMAT, isCalendarDate } from '../lib/calendar-date';
import { DATE_TIME_INPUT_FORMAT, fromZonedWallTime, toZonedWallTime, WALL_TIME_FORMAT } from '../lib/dates';

export interface PickerProps {
  value?: string | null;
  onChange?: (value: string | null) => void;
  min: string;
  max: string;
  disabled?: boolean;
  id?: string;
  placeholder?: string;
  'aria-label'?: string;
  /** Takes the focus as it mounts (it replaces a stand-in the user had focused). */
  autoFocus?: boolean;
  /** Opens its calendar as it mounts (the user clicked the stand-in). */
  defaultOpen?: boolean;
}

// The picker works on local-midnight dayjs values; only their wall date is read back (format), never an instant.
const toPicker = (v?: string | null): Dayjs | null => (v && isCalendarDate(v) ? dayjs(v, CALENDAR_FORMAT, true) : null);

/** An open/closed state that starts as the stand-in left it and is the picker's own from then on. */
function useOpen(defaultOpen?: boolean) {
  const [open, setOpen] = useState(Boolean(defaultOpen));
  return { open, onOpenChange: setOpen };
}

export function CalendarDatePicker({ value, onChange, min, max, defaultOpen, ...rest }: PickerProps) {
  return (
    <DatePicker
      {...rest}
      {...useOpen(defaultOpen)}
      style={{ width: '100%' }}
      format={CALENDAR_FORMAT}
      minDate={dayjs(min, CALENDAR_FORMAT)}
      maxDate={dayjs(max, CALENDAR_FORMAT)}
      value={toPicker(value)}
      onChange={(d: Dayjs | null) => onChange?.(d ? d.format(CALENDAR_FORMAT) : null)}
    />
  );
}

export function DateTimePicker({ value, onChange, min, max, defaultOpen, timeZone, ...rest }: PickerProps & { timeZone: string }) {
  const wall = value ? toZonedWallTime(value, timeZone) : '';
  return (
    <DatePicker
      {...rest}
      {...useOpen(defaultOpen)}
      style={{ width: '100%' }}
      showTime={{ format: 'h:mm A', use12Hours: true }}
      format={DATE_TIME_INPUT_FORMAT}
      minDate={dayjs(min, CALENDAR_FORMAT)}
      maxDate={dayjs(max, CALENDAR_FORMAT)}
      value={wall ? dayjs(wall, WALL_TIME_FORMAT) : null}
      onChange={(d: Dayjs | null) => onChange?.(d ? fromZonedWallTime(d.format(WALL_TIME_FORMAT), timeZone) : null)}
    />
  );
}
