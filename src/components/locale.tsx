import type { Locale as AntdLocale } from 'antd/es/locale';
// antd's own English texts: already in every page (antd falls back to them), passed explicitly so that
// ConfigProvider always wraps the tree in its locale provider — were it given `undefined` for English,
// a switch between French and English would change the tree's shape and remount <App>, dropping the
// notice that confirmed the switch.
import enUS from 'antd/es/locale/en_US';
import { useEffect, useState } from 'react';
import { currentLocale, onLocaleChange, type Locale } from '../lib/i18n';

let antdFrench: AntdLocale | undefined;

/**
 * The current language and antd's texts for it. Subscribes to changes: the shell keys its content on the
 * language, so every `t()` in the tree renders again in it.
 */
export function useLocaleState(): { locale: Locale; antdLocale: AntdLocale } {
  const [state, setState] = useState<{ locale: Locale; antdLocale: AntdLocale }>(() => ({
    locale: currentLocale(),
    antdLocale: currentLocale() === 'fr' && antdFrench ? antdFrench : enUS,
  }));
  useEffect(() => {
    const show = (l: Locale) => {
      if (l === 'en') {
        setState({ locale: l, antdLocale: enUS });
        return;
      }
      void import('antd/es/locale/fr_CA').then((m) => {
        antdFrench = m.default;
        if (currentLocale() === l && antdFrench) setState({ locale: l, antdLocale: antdFrench });
      });
    };
    const stop = onLocaleChange(show);
    // A page opened in French starts with antd's English texts (its French loads on demand): load them now,
    // or the date pickers, pagers and confirms stay English until the language is changed.
    if (currentLocale() !== state.locale || (state.locale === 'fr' && state.antdLocale === enUS)) show(currentLocale());
    return stop;
  }, [state.locale, state.antdLocale]);
  return state;
}
