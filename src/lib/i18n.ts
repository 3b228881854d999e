// The portal's languages (issue 18, item 4): English, and French (Canada). Texts are written in English in
// the code and looked up, as they are, in the French catalogue (src/lib/i18n-fr.ts); a text without a
// French entry shows in English. The spec's texts (the notices and dialog titles of spec §8, the page titles
// of §2) are keys like any other: word for word the spec's in English, translated in French (issue 26, item 5).
//
// The French catalogue is a chunk of its own, loaded when French is chosen (loadFrench, awaited by
// applyLocale in src/lib/locale-runtime.ts): English visitors never download it. A short word that means
// two things carries a context after a bar — `t('Open|status')` (a task that is open) is not `t('Open')`
// (the verb) — and shows without it in English.

export type Locale = 'en' | 'fr';
/** The languages, each named in itself (as language pickers do: a reader finds their own). */
export const LOCALES: { value: Locale; label: string; bcp47: string }[] = [
  // eslint-disable-next-line portal/no-literal-text -- a language's own name, the same in every language
  { value: 'en', label: 'English', bcp47: 'en-CA' },
  // eslint-disable-next-line portal/no-literal-text -- a language's own name, the same in every language
  { value: 'fr', label: 'Français', bcp47: 'fr-CA' },
];

let current: Locale = 'en';
let french: Readonly<Record<string, string>> | undefined;

/** Loads the French catalogue (once); French texts show from then on. */
export async function loadFrench(): Promise<void> {
  french ??= (await import('./i18n-fr')).FR;
}

const listeners = new Set<(l: Locale) => void>();

export const currentLocale = (): Locale => current;

/** The BCP 47 tag for Intl (numbers, currency, lists): en-CA or fr-CA. */
export const localeTag = (l: Locale = current): string => LOCALES.find((x) => x.value === l)?.bcp47 ?? 'en-CA';

export function isLocale(v: unknown): v is Locale {
  return v === 'en' || v === 'fr';
}

/** Switches the language; subscribers (the React provider) re-render. */
export function setLocale(l: Locale): void {
  if (l === current) return;
  current = l;
  for (const f of listeners) f(l);
}

export function onLocaleChange(f: (l: Locale) => void): () => void {
  listeners.add(f);
  return () => listeners.delete(f);
}

/** `{name}` placeholders filled from `vars`. */
function fill(text: string, vars?: Record<string, unknown>): string {
  if (!vars) return text;
  return text.replace(/\{(\w+)\}/g, (m, k: string) => (k in vars ? String(vars[k]) : m));
}

/**
 * A text in the current language: `t('Save')`, `t('{n} new since you opened this list', { n: 3 })`.
 * The English text is the key.
 */
export function t(text: string, vars?: Record<string, unknown>, locale: Locale = current): string {
  return fill(frenchOf(text, locale) ?? withoutContext(text), vars);
}

/** The catalogue's own French for a text: never a member every object has ('constructor', 'toString'). */
function frenchOf(text: string, locale: Locale): string | undefined {
  return locale === 'fr' && french && Object.hasOwn(french, text) ? french[text] : undefined;
}

/**
 * Data in the user's language where the catalogue has it — a permission's description, stored in English:
 * its French if catalogued, else the text exactly as stored (no `{…}` filled, no `|context` cut), whatever
 * a user with the right to write it typed.
 */
export function tData(text: string, locale: Locale = current): string {
  return frenchOf(text, locale) ?? text;
}

/**
 * A count with its noun: `plural(n, '{n} account', '{n} accounts')` — the first text for one (in French
 * also for zero: « 0 compte »), the second otherwise; `{n}` is the count with the locale's separators.
 */
export function plural(n: number, one: string, other: string, vars?: Record<string, unknown>): string {
  const singular = current === 'fr' ? Math.abs(n) < 2 : n === 1;
  return t(singular ? one : other, { n: n.toLocaleString(localeTag()), ...vars });
}

/**
 * Marks a text of a module-level table as a key of the catalogue, as it is: the screen shows it through
 * `t(label)` when it renders (so a switch of language re-renders it), and the unit test requires its French.
 */
export const tk = (key: string): string => key;

/** `Open|status` → `Open`: the English text of a key with a context. */
export function withoutContext(key: string): string {
  const bar = key.indexOf('|');
  return bar < 0 ? key : key.slice(0, bar);
}
