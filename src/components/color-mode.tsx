import { ConfigProvider, theme } from 'antd';
import { createContext, Fragment, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { localeTag } from '../lib/i18n';
import { THEME } from '../theme';
import { FeedbackProvider } from './feedback';
import { useLocaleState } from './locale';

type Mode = 'light' | 'dark';

interface ColorModeValue {
  mode: Mode;
  setMode: (mode: Mode) => void;
}

const ColorModeContext = createContext<ColorModeValue>({ mode: 'light', setMode: () => undefined });

const STORAGE_KEY = 'color-mode';

/**
 * Notices show top-right for 6000 ms (spec §9); antd counts in seconds. The pointer resting on a notice
 * does not hold it: a success notice appears where the user just clicked (a record header's Submit), and
 * held there it covered the next action (Approve) for as long as the mouse stayed still.
 */
export const NOTICE_PLACEMENT = 'topRight' as const;
export const NOTICE_DURATION_SECONDS = 6;
/**
 * Notices start below the 64 px header (antd's default is 24 px from the top), so neither a notice nor
 * the update notice, which stays until answered, covers the user menu; and below a page's own actions
 * (a record's Approve, a list's Export / New) where they would cover them (notice-top.ts).
 */
export const NOTICE_TOP_PX = 72;

function initialMode(): Mode {
  try {
    const stored = window.localStorage.getItem(STORAGE_KEY);
    if (stored === 'light' || stored === 'dark') return stored;
    return window.matchMedia?.('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
  } catch {
    return 'light';
  }
}

/**
 * The page's base text as antd's App sets it (colour, size, line height and font from the theme's
 * tokens), so text outside antd's components follows the theme too.
 */
function AppSurface({ children }: { children: ReactNode }) {
  const { token } = theme.useToken();
  return (
    <div
      className="portal-app"
      style={{ color: token.colorText, fontSize: token.fontSize, lineHeight: token.lineHeight, fontFamily: token.fontFamily }}
    >
      {children}
    </div>
  );
}

/**
 * Light / dark theme through antd's ConfigProvider, remembered in localStorage; also hosts the notices
 * and confirmations (src/components/feedback.tsx).
 */
export function ColorModeProvider({ children }: { children: ReactNode }) {
  const [mode, setModeState] = useState<Mode>(initialMode);
  const setMode = useCallback((next: Mode) => {
    setModeState(next);
    try {
      window.localStorage.setItem(STORAGE_KEY, next);
    } catch {
      /* private mode: the choice lasts for this page only */
    }
  }, []);
  useEffect(() => {
    document.documentElement.dataset.theme = mode;
  }, [mode]);
  const { locale, antdLocale } = useLocaleState();
  useEffect(() => {
    document.documentElement.lang = localeTag(locale);
  }, [locale]);
  const value = useMemo(() => ({ mode, setMode }), [mode, setMode]);
  return (
    <ColorModeContext.Provider value={value}>
      <ConfigProvider
        locale={antdLocale}
        theme={{
          ...THEME,
          algorithm: mode === 'dark' ? theme.darkAlgorithm : theme.defaultAlgorithm,
        }}
      >
        <FeedbackProvider
          notification={{ placement: NOTICE_PLACEMENT, duration: NOTICE_DURATION_SECONDS, top: NOTICE_TOP_PX, pauseOnHover: false }}
        >
          <AppSurface>
            {/* Keyed on the language: a switch renders every text again in it (src/lib/i18n.ts). */}
            <Fragment key={locale}>{children}</Fragment>
          </AppSurface>
        </FeedbackProvider>
      </ConfigProvider>
    </ColorModeContext.Provider>
  );
}

export function useColorMode(): ColorModeValue {
  return useContext(ColorModeContext);
}
