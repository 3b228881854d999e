// Applying a language in the browser: dayjs's texts, the stored choice (src/lib/i18n.ts holds the texts).
// dayjs loads here on demand: the first download (login page, shell) goes without it.
import { isLocale, loadFrench, setLocale, type Locale } from './i18n';

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

/**
 * Switches the portal to `locale`: French loads its antd and dayjs texts on demand (English is built in),
 * then every screen re-renders in it. Remembered in this browser.
 */
export async function applyLocale(locale: Locale): Promise<void> {
  try {
    window.localStorage.setItem(STORAGE_KEY, locale);
  } catch {
    /* private mode */
  }
  const [{ default: dayjs }] = await Promise.all([
    import('dayjs'),
    ...(locale === 'fr' ? [import('dayjs/locale/fr-ca'), loadFrench()] : []),
  ]);
  dayjs.locale(locale === 'fr' ? 'fr-ca' : 'en');
  setLocale(locale);
}
