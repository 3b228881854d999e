import CalendarOutlined from '@ant-design/icons/CalendarOutlined';
import type { Rule } from 'antd/es/form';
import { ConfigProvider, Input, theme, type InputRef } from 'antd';
import { useContext, useRef, useState, type ReactNode } from 'react';
import { calendarRangeMessage, inCalendarRange, isCalendarDate, MAX_CALENDAR_DATE, MIN_CALENDAR_DATE } from '../lib/calendar-date';
import { t } from '../lib/i18n';
import { syncDayjsLocale } from '../lib/locale-runtime';
import type { PickerProps, Selection } from './date-pickers';

// The portal's date inputs are antd's DatePicker (issue 16), loaded when the user reaches for a date
// field (src/components/date-pickers.tsx, ~30 KB gzip that a form's first paint does not need). Until
// then a field is a text input that looks like the picker and already works: it shows the value in the
// picker's format and takes a typed date. Pointing at it, focusing or touching it loads the picker, which
// takes the field's place — focused, and open when the user clicked — unless the user is halfway through
// typing a date, in which case it waits until the text is a date or the field is left.
// Text left in the field that is no (permitted) date — 9999-12-31, 1899-12-31, 2026-02-30 — is never
// dropped (issue 24, item 2): it stays in the field as typed and is the form's value, so the field's rule
// (`calendarDateRule`, `dateTimeRule`) refuses the save with its message at the field.
// This module goes without dayjs, which only the pickers use (the date and time input is date-time-input.tsx).

type Pickers = typeof import('./date-pickers');
let pickers: Pickers | undefined;
let loading: Promise<Pickers> | undefined;

/** Loads the pickers' chunk once, with dayjs in the user's language (a failed load is retried on the next attempt). */
export function loadDatePickers(): Promise<Pickers> {
  loading ??= Promise.all([import('./date-pickers'), syncDayjsLocale()]).then(
    ([m]) => (pickers = m),
    (e: unknown) => {
      loading = undefined;
      throw e;
    },
  );
  return loading;
}

export interface StandInProps {
  /** The value as the picker shows it ('' for none). */
  shown: string;
  /** A typed text → the value to store (null: cleared), or undefined while it is not a (permitted) date. */
  read: (text: string) => string | null | undefined;
  onChange?: (value: string | null) => void;
  /**
   * The picker, once loaded: focused and/or open as the stand-in leaves it. `onBlurText` is called with
   * the picker's text as it loses the focus (text that is no date, which the picker would drop, is kept).
   */
  picker: (
    p: Pickers,
    state: { autoFocus: boolean; defaultOpen: boolean; selection?: Selection; onBlurText: (text: string) => void },
  ) => ReactNode;
  /** Keep text that is no date as the value (forms: their rule refuses it). False: drop it (a list filter). */
  keepInvalid?: boolean;
  disabled?: boolean;
  id?: string;
  placeholder?: string;
  'aria-label'?: string;
}

export function LazyPicker({ shown, read, onChange, picker, placeholder, keepInvalid = true, ...rest }: StandInProps) {
  const [loaded, setLoaded] = useState(pickers);
  const [focused, setFocused] = useState(false);
  // What the user has typed that is not a date yet (null: nothing pending, the field shows the value).
  const [typed, setTyped] = useState<string | null>(null);
  const clicked = useRef(false);
  // Pressed (pointer down on the stand-in) and not yet clicked or let go elsewhere.
  const [pressed, setPressed] = useState(false);
  const standIn = useRef<InputRef>(null);
  // The caret / selection in the focused stand-in, which the picker takes over (src/components/date-pickers.tsx).
  const selection = useRef<Selection | undefined>(undefined);
  const fallback = useContext(ConfigProvider.ConfigContext).locale?.DatePicker?.lang.placeholder ?? 'Select date';
  const { token } = theme.useToken();

  // The value is text that is no date (kept for the rule to refuse): the field shows it as typed.
  const invalid = shown !== '' && read(shown) === undefined;
  /** Text left in the field: a date is the value; other text is kept as the value (forms) or dropped. */
  const leave = (text: string) => {
    if (text.trim() === '' || text === shown) return;
    const value = read(text);
    if (value !== undefined) onChange?.(value);
    else if (keepInvalid) onChange?.(text);
  };
  // Not while the stand-in is pressed: a picker swapped in between the press and the click would get a
  // click whose press it never saw (its calendar closes again, or never opens); it comes with the click.
  if (loaded && !invalid && !(focused && typed !== null) && !pressed) {
    // The stand-in is still in the page as this renders: its caret or selection as it is now (a select
    // event may not have reported the latest one yet) goes to the picker, which takes it as it mounts.
    const live = standIn.current?.input;
    const carried: Selection | undefined =
      focused && live && document.activeElement === live && live.selectionStart !== null && live.selectionEnd !== null
        ? [live.selectionStart, live.selectionEnd]
        : focused
          ? selection.current
          : undefined;
    return picker(loaded, {
      autoFocus: focused,
      defaultOpen: focused && clicked.current,
      selection: carried,
      onBlurText: leave,
    });
  }

  const want = () => {
    if (!loaded) loadDatePickers().then(setLoaded, () => undefined);
  };
  return (
    <Input
      {...rest}
      ref={standIn}
      autoComplete="off"
      placeholder={placeholder ?? fallback}
      suffix={<CalendarOutlined style={{ color: token.colorTextQuaternary }} />}
      value={typed ?? shown}
      onPointerEnter={want}
      onPointerDown={() => {
        clicked.current = true;
        setPressed(true);
        want();
      }}
      onClick={() => setPressed(false)}
      onPointerCancel={() => {
        // A touch that became a scroll: no click, and no calendar opening by itself later.
        clicked.current = false;
        setPressed(false);
      }}
      onFocus={() => {
        setFocused(true);
        want();
      }}
      onBlur={() => {
        if (typed !== null) leave(typed);
        setFocused(false);
        setTyped(null);
        clicked.current = false;
        setPressed(false);
        selection.current = undefined;
      }}
      onSelect={(e) => {
        const { selectionStart, selectionEnd } = e.currentTarget;
        if (selectionStart !== null && selectionEnd !== null) selection.current = [selectionStart, selectionEnd];
      }}
      onKeyDown={(e) => {
        // The keys that open a picker's calendar.
        if (e.key === 'ArrowDown' || e.key === ' ') clicked.current = true;
      }}
      onChange={(e) => {
        const value = read(e.target.value);
        if (value === undefined) return setTyped(e.target.value);
        setTyped(null);
        onChange?.(value);
      }}
    />
  );
}

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
  /** Keep typed text that is no date as the value (default; the form's rule refuses it); false drops it. */
  keepInvalid?: boolean;
}

/**
 * The portal's one input for a date without a time (antd DatePicker, never a native date input): the
 * form holds 'YYYY-MM-DD', days outside `min`…`max` cannot be picked or typed.
 */
export function CalendarDateInput({ value, min = MIN_CALENDAR_DATE, max = MAX_CALENDAR_DATE, keepInvalid, ...rest }: CalendarDateProps) {
  const props: PickerProps = { ...rest, value: isCalendarDate(value) ? value : null, min, max };
  return (
    <LazyPicker
      {...rest}
      keepInvalid={keepInvalid}
      shown={value ?? ''}
      read={(text) => (text === '' ? null : inCalendarRange(text, min, max) ? text : undefined)}
      picker={(p, state) => <p.CalendarDatePicker {...props} {...state} />}
    />
  );
}

/**
 * Form rule of a calendar date field: a real date (text that is none, kept as typed, is refused with
 * the format), inside the range (the database refuses anything else too).
 */
export function calendarDateRule(min = MIN_CALENDAR_DATE, max = MAX_CALENDAR_DATE): Rule {
  return {
    validator: async (_, v?: string | null) => {
      if (!v || inCalendarRange(v, min, max)) return;
      if (!isCalendarDate(v)) throw new Error(t('Enter a date as YYYY-MM-DD, such as {example}', { example: '2027-03-01' }));
      throw new Error(calendarRangeMessage(min, max));
    },
  };
}
