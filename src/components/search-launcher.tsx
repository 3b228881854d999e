import { Button } from 'antd';
import { lazy, Suspense, useEffect, useState } from 'react';
import { MagnifierIcon } from './magnifier-icon';
import { t } from '../lib/i18n';

// The palette (its search, lists and keyboard handling) loads on first use, not with the page.
const SearchPalette = lazy(() => import('./search-palette'));

const isMac = () => typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);

/**
 * The header's search button, and Ctrl-K / ⌘-K from anywhere in the signed-in app: both open the
 * search palette (src/components/search-palette.tsx). Phones have no Ctrl-K: the button is there.
 */
export function SearchLauncher({ compact }: { compact: boolean }) {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if ((e.ctrlKey || e.metaKey) && !e.altKey && !e.shiftKey && e.key.toLowerCase() === 'k') {
        // Browsers put Ctrl-K on their own search bar: the portal's search comes first here.
        e.preventDefault();
        setWanted(true);
        setOpen(true);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  // The key's name on the keyboard: the same in every language.
  const shortcut = isMac() ? '⌘K' : 'Ctrl K';
  return (
    <>
      <Button
        type="text"
        icon={<MagnifierIcon />}
        aria-label={t('Search everything')}
        aria-keyshortcuts="Control+K Meta+K"
        title={t('Search ({keys})', { keys: isMac() ? '⌘K' : 'Ctrl+K' })}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
      >
        {!compact && <span className="search-launcher-hint">{shortcut}</span>}
      </Button>
      {wanted && (
        <Suspense fallback={null}>
          <SearchPalette open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
