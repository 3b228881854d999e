// Applying a language in the browser: the stored choice, the catalogue (src/lib/i18n.ts holds the texts)
// and dayjs's language. Only antd's date pickers use dayjs (src/components/date-pickers.tsx, loaded when
// the user reaches for a date field): its language is set as they load and, from then on, on each switch;
// a page without a picker never downloads dayjs.
import { currentLocale, isLocale, loadFrench, setLocale, type Locale } from './i18n';

const STORAGE_KEY = 'portal.locale';

/** The language this browser last used (the sign-in page shows it before anyone is known). */
export function storedLocale(): Locale {
  try {
    const v = window.localStorage.getItem(STORAGE_KEY);
    return isLocale(v) ? v : 'en';
  } catch {
    return 'en';
  }
}

// The language being switched to (applyLocale), else the current one; and whether the pickers need dayjs.
let target: Locale | undefined;
let dayjsInUse = false;

/** dayjs in `locale`, its French texts loaded on demand; a later switch wins over one still loading. */
async function setDayjsLocale(locale: Locale): Promise<void> {
  const [{ default: dayjs }] = await Promise.all([import('dayjs'), ...(locale === 'fr' ? [import('dayjs/locale/fr-ca')] : [])]);
  if ((target ?? currentLocale()) === locale) dayjs.locale(locale === 'fr' ? 'fr-ca' : 'en');
}

/** Loads dayjs in the portal's language, for the date pickers (src/components/date-inputs.tsx). */
export function syncDayjsLocale(): Promise<void> {
  dayjsInUse = true;
  return setDayjsLocale(target ?? currentLocale());
}

/**
 * Switches the portal to `locale`: French loads its texts on demand (English is built in; dayjs's too once
 * the pickers are in use), then every screen re-renders in it. Remembered in this browser.
 */
export async function applyLocale(locale: Locale): Promise<void> {
  try {
    window.localStorage.setItem(STORAGE_KEY, locale);
  } catch {
    /* private mode */
  }
  target = locale;
  await Promise.all([dayjsInUse ? setDayjsLocale(locale) : undefined, locale === 'fr' ? loadFrench() : undefined]);
  if (target !== locale) return; // switched again meanwhile: that switch finishes the job
  setLocale(locale);
  target = undefined;
}
