import { Input, type InputProps, type InputRef } from 'antd';
import { forwardRef, useState, type ChangeEvent, type FocusEvent, type KeyboardEvent } from 'react';
import { currentLocale } from '../lib/i18n';
import { decimalsOf, formatNumberText, parseNumberText, roundTo } from '../lib/number-text';

export interface NumberInputProps extends Omit<InputProps, 'value' | 'defaultValue' | 'onChange' | 'type' | 'min' | 'max' | 'step'> {
  /** The number (a form field's value); null or undefined when empty. A numeric string is read too. */
  value?: number | string | null;
  /** Called with the number the text now stands for, null when emptied; not for text that is no number yet. */
  onChange?: (value: number | null) => void;
  /** Leaving the field (or Enter) brings a number below `min` up to it, above `max` down to it. */
  min?: number;
  max?: number;
  /** ArrowUp / ArrowDown add / take away `step` (Shift: ten steps); its decimals are the least shown. Default 1. */
  step?: number;
  /** Decimals kept: leaving the field rounds to them and shows exactly that many. */
  precision?: number;
}

/**
 * A number field on antd's `Input` (in every form already), for what antd's InputNumber did in the
 * portal's forms without it (InputNumber, rc-input-number and its decimal library: ~7.6 KB gzip). The
 * text is read as the user types it, in either language's way of writing numbers (src/lib/number-text.ts):
 * each keystroke that makes a number hands it over (so the form's rules speak at once, as before), text
 * that is no number yet changes nothing. Leaving the field, or Enter, settles it: rounded to `precision`,
 * brought within `min`/`max`, shown with at least the step's decimals (a rate stepping by 0.0001 reads
 * 0.0950), and text that is no number goes back to the last number. ArrowUp / ArrowDown step. A
 * spinbutton for screen readers, the decimal keypad on phones (`inputMode`).
 */
export const NumberInput = forwardRef<InputRef, NumberInputProps>(function NumberInput(
  { value, onChange, min, max, step = 1, precision, onBlur, onKeyDown, disabled, readOnly, ...rest },
  ref,
) {
  const locale = currentLocale();
  const current = toNumber(value);
  const places = (n: number) => precision ?? Math.max(decimalsOf(n), decimalsOf(step));
  const show = (n: number | null) => (n === null ? '' : formatNumberText(n, locale, places(n)));
  const [text, setText] = useState(() => show(current));
  // A value set from outside (the record loaded, the form reset) replaces the text, unless the text
  // already says it (the user typing "0.0950" for 0.095, or "5." on the way to 5.5).
  const [seen, setSeen] = useState(current);
  if (!Object.is(seen, current)) {
    setSeen(current);
    if (!Object.is(parseNumberText(text, locale), current)) setText(show(current));
  }

  const emit = (n: number | null) => {
    if (!Object.is(n, current)) onChange?.(n);
  };
  const within = (n: number) => Math.min(max ?? Infinity, Math.max(min ?? -Infinity, n));

  const settle = () => {
    const typed = parseNumberText(text, locale);
    if (typed === null) {
      emit(null);
      setText('');
      return;
    }
    const n = Number.isNaN(typed) ? current : within(precision === undefined ? typed : roundTo(typed, precision));
    if (n !== null) emit(n);
    setText(show(n));
  };

  const stepBy = (direction: 1 | -1, tenfold: boolean) => {
    const typed = parseNumberText(text, locale);
    const base = typed === null || Number.isNaN(typed) ? (current ?? 0) : typed;
    const n = within(roundTo(base + direction * step * (tenfold ? 10 : 1), precision ?? Math.max(decimalsOf(base), decimalsOf(step))));
    emit(n);
    setText(show(n));
  };

  return (
    <Input
      {...rest}
      ref={ref}
      disabled={disabled}
      readOnly={readOnly}
      value={text}
      inputMode={precision === 0 ? 'numeric' : 'decimal'}
      autoComplete="off"
      role="spinbutton"
      aria-valuenow={current ?? undefined}
      aria-valuemin={min}
      aria-valuemax={max}
      onChange={(e: ChangeEvent<HTMLInputElement>) => {
        setText(e.target.value);
        const n = parseNumberText(e.target.value, locale);
        if (!Number.isNaN(n)) emit(n);
      }}
      onBlur={(e: FocusEvent<HTMLInputElement>) => {
        settle();
        onBlur?.(e);
      }}
      onKeyDown={(e: KeyboardEvent<HTMLInputElement>) => {
        if (!disabled && !readOnly) {
          // Settled before the form sees Enter (and submits).
          if (e.key === 'Enter') settle();
          if (e.key === 'ArrowUp' || e.key === 'ArrowDown') {
            e.preventDefault();
            stepBy(e.key === 'ArrowUp' ? 1 : -1, e.shiftKey);
          }
        }
        onKeyDown?.(e);
      }}
    />
  );
});

function toNumber(value: number | string | null | undefined): number | null {
  if (value === null || value === undefined || value === '') return null;
  const n = typeof value === 'number' ? value : parseNumberText(value, 'en');
  return n === null || Number.isNaN(n) ? null : n;
}
