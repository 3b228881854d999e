// antd's DatePicker for the portal's date inputs, in a chunk of its own (src/components/date-inputs.tsx
// loads it when the user reaches for a date field): the picker, its panels, dayjs and its plugins are ~37 KB
// gzip that a form shows no sign of until one of its date fields is used. The only module that uses dayjs:
// the rest of the portal shows and reads dates without it (src/lib/dates.ts, src/lib/wall-time.ts).
import { DatePicker, type GetRef } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import { useLayoutEffect, useMemo, useRef } from 'react';
import { CALENDAR_FORMAT, isCalendarDate } from '../lib/calendar-day';
import { DATE_TIME_INPUT_FORMAT, fromZonedWallTime, toZonedWallTime, WALL_TIME_FORMAT } from '../lib/dates';

// Reads the formats below (antd's picker extends dayjs with it too).
dayjs.extend(customParseFormat);

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
  /**
   * Opens its calendar as it mounts (the user clicked the stand-in). The picker's own `defaultOpen`, not a
   * controlled `open`: with `open` held outside, rc-picker 4.11 put the old text back when a date was typed
   * over the one shown (the History page's From day kept its old day).
   */
  defaultOpen?: boolean;
  /** The stand-in's selection when it was focused: the picker's input takes it as it mounts. */
  selection?: Selection;
  /** The input's text as it loses the focus (the stand-in keeps text that is no date: date-inputs.tsx). */
  onBlurText?: (text: string) => void;
}

/** The input's text as it is left, before the picker puts its own back. */
const blurText = (onBlurText?: (text: string) => void) => (e: { target: EventTarget }) => {
  if (onBlurText && e.target instanceof HTMLInputElement) onBlurText(e.target.value);
};

// The picker works on local-midnight dayjs values; only their wall date is read back (format), never an instant.
const toPicker = (v?: string | null): Dayjs | null => (v && isCalendarDate(v) ? dayjs(v, CALENDAR_FORMAT, true) : null);

/** A stand-in's text selection ([start, end]), carried over to the picker's input. */
export type Selection = readonly [number, number];

/**
 * The picker takes the stand-in's place with the user's caret or selection where it was: a user who had
 * selected the shown date to type over it (or a caret after a typed date) keeps that, so what they type
 * next replaces the selection instead of landing after the old date.
 */
function useCarriedSelection(selection: Selection | undefined) {
  const ref = useRef<GetRef<typeof DatePicker>>(null);
  // In the commit that swaps the picker in, before the browser hands it the next key or text: an input
  // event between the swap and a later effect would land after the old date instead of over it.
  useLayoutEffect(() => {
    const input = ref.current?.nativeElement.querySelector('input');
    if (!selection || !input) return;
    if (document.activeElement !== input) input.focus();
    input.setSelectionRange(selection[0], selection[1]);
    // Once, as the picker mounts in the stand-in's place.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return ref;
}

/** The first and last day a picker offers, one dayjs each per bound (not one per render, as the value). */
function useBounds(min: string, max: string): [Dayjs, Dayjs] {
  return useMemo(() => [dayjs(min, CALENDAR_FORMAT), dayjs(max, CALENDAR_FORMAT)], [min, max]);
}

export function CalendarDatePicker({ value, onChange, min, max, selection, onBlurText, ...rest }: PickerProps) {
  const ref = useCarriedSelection(selection);
  // One dayjs per stored value, not one per render: rc-picker puts its shown text back to the value each
  // time the value object changes, so a page drawing itself again (a list's answer arriving) between a
  // typed date and its Enter dropped the typed date (tests/unit/date-pickers.test.tsx).
  const day = useMemo(() => toPicker(value), [value]);
  const [minDay, maxDay] = useBounds(min, max);
  return (
    <DatePicker
      {...rest}
      ref={ref}
      onBlur={blurText(onBlurText)}
      style={{ width: '100%' }}
      format={CALENDAR_FORMAT}
      minDate={minDay}
      maxDate={maxDay}
      value={day}
      onChange={(d: Dayjs | null) => onChange?.(d ? d.format(CALENDAR_FORMAT) : null)}
    />
  );
}

export function DateTimePicker({
  value,
  onChange,
  min,
  max,
  timeZone,
  selection,
  onBlurText,
  ...rest
}: PickerProps & { timeZone: string }) {
  const wall = value ? toZonedWallTime(value, timeZone) : '';
  const ref = useCarriedSelection(selection);
  // One dayjs per shown time, not one per render (see CalendarDatePicker).
  const shown = useMemo(() => (wall ? dayjs(wall, WALL_TIME_FORMAT) : null), [wall]);
  const [minDay, maxDay] = useBounds(min, max);
  return (
    <DatePicker
      {...rest}
      ref={ref}
      onBlur={blurText(onBlurText)}
      style={{ width: '100%' }}
      showTime={{ format: 'h:mm A', use12Hours: true }}
      format={DATE_TIME_INPUT_FORMAT}
      minDate={minDay}
      maxDate={maxDay}
      value={shown}
      onChange={(d: Dayjs | null) => onChange?.(d ? fromZonedWallTime(d.format(WALL_TIME_FORMAT), timeZone) : null)}
    />
  );
}
