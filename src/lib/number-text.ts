// What a number field reads and shows (src/components/number-input.tsx), in the user's language:
//
// - Shown: plain digits, no grouping (as antd's InputNumber showed them), with the language's decimal
//   mark: `1234.5` in English, `1234,5` in French (the portal's French numbers elsewhere: 0,0950 $/kWh).
// - Read: what people type or paste in either convention. Spaces (also no-break and thin ones, French
//   grouping) and `$` are left out; `+` / `-` / `−` in front is the sign. With both `,` and `.`, the last
//   one is the decimal mark and the other groups thousands (`1,234.5`, `1.234,5`). With only commas: in
//   French a single comma is the decimal mark (`0,095`); in English it groups thousands when it does so
//   correctly (`1,234` = 1234) and is otherwise a decimal mark typed the French way (`0,095`, `1,5`). Several
//   commas (or dots) must group by three (`1,234,567`). Anything else (letters, `1,23,4`) is not a number.
import type { Locale } from './i18n';

/** Digits grouped by three with `sep`: `1,234`, `12,345,678` (the first group without a leading 0). */
const grouped = (sep: string) => new RegExp(`^[1-9]\\d{0,2}(\\${sep}\\d{3})+$`);

/**
 * The number a field's text stands for: null when it is empty, NaN when it is not a number (yet: `-`,
 * `1e`), else the number (`5.` is 5, `.5` is 0.5).
 */
export function parseNumberText(text: string, locale: Locale): number | null {
  let s = text.replace(/[\s\u00a0\u202f\u2009$]/g, '');
  if (s === '') return null;
  let sign = '';
  if (/^[-+\u2212]/.test(s)) {
    sign = s[0] === '+' ? '' : '-';
    s = s.slice(1);
  }
  if (!/^[\d.,]+$/.test(s)) return NaN;
  const commas = s.split(',').length - 1;
  const dots = s.split('.').length - 1;
  let decimal: ',' | '.' | null;
  if (commas && dots) decimal = s.lastIndexOf(',') > s.lastIndexOf('.') ? ',' : '.';
  else if (commas === 1) decimal = locale === 'en' && grouped(',').test(s) ? null : ',';
  else if (dots === 1) decimal = '.';
  else decimal = null;
  const group = decimal === '.' ? ',' : decimal === ',' ? '.' : commas ? ',' : '.';
  const [whole, fraction, ...rest] = decimal ? s.split(decimal) : [s];
  if (rest.length || /[.,]/.test(fraction ?? '')) return NaN;
  if (whole.includes(group) && !grouped(group).test(whole)) return NaN;
  const digits = whole.split(group).join('');
  if (digits === '' && !fraction) return NaN;
  return Number(`${sign}${digits || '0'}.${fraction ?? ''}`);
}

/** Decimals in a number as JavaScript writes it (0.0001 → 4, 1e-7 → 7, 12 → 0). */
export function decimalsOf(n: number): number {
  const [mantissa, exponent] = String(n).split('e');
  const decimals = mantissa.split('.')[1]?.length ?? 0;
  return Math.max(0, decimals - Number(exponent ?? 0));
}

/** `n` rounded to `decimals` places, half away from zero, without binary surprises (1.005 → 1.01). */
export function roundTo(n: number, decimals: number): number {
  if (!Number.isFinite(n)) return n;
  const sign = n < 0 ? -1 : 1;
  const scaled = Math.round(Number(`${Math.abs(n)}e${decimals}`));
  const rounded = sign * Number(`${scaled}e-${decimals}`);
  // Numbers too large or small for the exponent trick keep their own value.
  return Number.isFinite(rounded) ? rounded + 0 : n;
}

/** The text a field shows for `n`: plain digits, `decimals` places when given, the language's decimal mark. */
export function formatNumberText(n: number | null | undefined, locale: Locale, decimals?: number): string {
  if (n === null || n === undefined || Number.isNaN(n)) return '';
  const places = decimals ?? decimalsOf(n);
  // toFixed writes no exponent below 1e21: 0.0000001 reads 0.0000001, not 1e-7.
  const plain = Math.abs(n) < 1e21 ? n.toFixed(Math.min(places, 100)) : String(n);
  return locale === 'fr' ? plain.replace('.', ',') : plain;
}
