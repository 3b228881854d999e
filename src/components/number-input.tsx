import { Input, type InputProps, type InputRef } from 'antd';
import type { Rule } from 'antd/es/form';
import { forwardRef, useState, type ChangeEvent, type FocusEvent, type KeyboardEvent } from 'react';
import { currentLocale, t } from '../lib/i18n';
import { decimalsOf, formatNumberText, parseNumberText, roundTo } from '../lib/number-text';

export interface NumberInputProps extends Omit<InputProps, 'value' | 'defaultValue' | 'onChange' | 'type' | 'min' | 'max' | 'step'> {
  /** The number (a form field's value); null or undefined when empty. A numeric string is read too. */
  value?: number | string | null;
  /**
   * Called with the number the text now stands for, null when emptied; while typing, not for text that is
   * no number yet; on leaving the field (or Enter), NaN for text that is no number — kept as typed, so the
   * form's rule (`numberRule`) refuses the save with its message at the field.
   */
  onChange?: (value: number | null) => void;
  /** The bounds the arrow keys step within (and screen readers hear); a typed number is never changed to fit them: `numberRule` refuses it. */
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
 * that is no number yet changes nothing. Leaving the field, or Enter, settles it: shown with `precision`
 * decimals, or at least the step's (a rate stepping by 0.0001 reads 0.0950). Nothing typed is
 * changed behind the user's back (issue 24, item 2): a number outside `min`/`max` stays as typed, and
 * text that is no number stays too and hands the form NaN, so `numberRule` refuses the save at the
 * field. ArrowUp / ArrowDown step within `min`/`max`. A spinbutton for screen readers, the decimal
 * keypad on phones (`inputMode`).
 */
export const NumberInput = forwardRef<InputRef, NumberInputProps>(function NumberInput(
  { value, onChange, min, max, step = 1, precision, onBlur, onKeyDown, disabled, readOnly, ...rest },
  ref,
) {
  const locale = currentLocale();
  const current = toNumber(value);
  const places = (n: number) => precision ?? Math.max(decimalsOf(n), decimalsOf(step));
  const show = (n: number | null) => (n === null || Number.isNaN(n) ? '' : formatNumberText(n, locale, places(n)));
  const [text, setText] = useState(() => show(current));
  // A value set from outside (the record loaded, the form reset) replaces the text, unless the text
  // already says it (the user typing "0.0950" for 0.095, or "5." on the way to 5.5, or text that is no
  // number for NaN).
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
    // Not a number: the text stays as typed and the form holds NaN (its rule says what is wrong).
    if (Number.isNaN(typed)) return emit(NaN);
    emit(typed);
    // More decimals than the field holds (12.5 months): kept as typed, never rounded (its rule refuses it).
    if (precision !== undefined && roundTo(typed, precision) !== typed) return;
    setText(show(typed));
  };

  const stepBy = (direction: 1 | -1, tenfold: boolean) => {
    const typed = parseNumberText(text, locale);
    const base = typed !== null && !Number.isNaN(typed) ? typed : current !== null && Number.isFinite(current) ? current : 0;
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
      aria-valuenow={current !== null && Number.isFinite(current) ? current : undefined}
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

/** The field's value as a number: null when empty, NaN for text that was no number. */
function toNumber(value: number | string | null | undefined): number | null {
  if (value === null || value === undefined || value === '') return null;
  return typeof value === 'number' ? value : parseNumberText(value, 'en');
}

export interface NumberRuleOptions {
  min?: number;
  max?: number;
  /** Whole numbers only (a term in months). */
  integer?: boolean;
  /** The message for a number below `min` ('The volume cannot be negative'); default "Enter {min} or more". */
  minMessage?: string;
  maxMessage?: string;
  /** The message for a number outside min…max when both apply ('The term is 1 to 120 months'). */
  rangeMessage?: string;
}

/**
 * The rule of a number field (issue 24, item 2): empty passes (add `required` for that); text that is no
 * number ("abc", "1,2,3", "12.5.6" in either language: the field holds NaN), a number outside min…max
 * or a fraction where a whole number is due refuse the save, with the message at the field. Nothing is
 * coerced to fit.
 */
export function numberRule(options: NumberRuleOptions = {}): Rule {
  return {
    validator: async (_, v: unknown) => {
      if (v === null || v === undefined || v === '') return;
      if (typeof v !== 'number' || !Number.isFinite(v))
        throw new Error(t('Enter a number, such as {example}', { example: formatNumberText(1234.5, currentLocale()) }));
      const { min, max } = options;
      if (options.integer && !Number.isInteger(v)) throw new Error(options.rangeMessage ?? t('Enter a whole number'));
      if (min !== undefined && v < min)
        throw new Error(
          options.minMessage ?? options.rangeMessage ?? t('Enter {min} or more', { min: formatNumberText(min, currentLocale()) }),
        );
      if (max !== undefined && v > max)
        throw new Error(
          options.maxMessage ?? options.rangeMessage ?? t('Enter {max} or less', { max: formatNumberText(max, currentLocale()) }),
        );
    },
  };
}
