import type { Locale as AntdLocale } from 'antd/es/locale';
import { useEffect, useState } from 'react';
import { currentLocale, onLocaleChange, type Locale } from '../lib/i18n';

let antdFrench: AntdLocale | undefined;

/**
 * The current language and antd's texts for it. Subscribes to changes: the shell keys its content on the
 * language, so every `t()` in the tree renders again in it.
 */
export function useLocaleState(): { locale: Locale; antdLocale: AntdLocale | undefined } {
  const [state, setState] = useState<{ locale: Locale; antdLocale: AntdLocale | undefined }>(() => ({
    locale: currentLocale(),
    antdLocale: currentLocale() === 'fr' ? antdFrench : undefined,
  }));
  useEffect(() => {
    const show = (l: Locale) => {
      if (l === 'en') {
        setState({ locale: l, antdLocale: undefined });
        return;
      }
      void import('antd/locale/fr_CA').then((m) => {
        antdFrench = m.default;
        if (currentLocale() === l) setState({ locale: l, antdLocale: antdFrench });
      });
    };
    const stop = onLocaleChange(show);
    if (currentLocale() !== state.locale) show(currentLocale());
    return stop;
  }, [state.locale]);
  return state;
}
