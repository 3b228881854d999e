import { Button, Card } from 'antd';
import { Suspense, useCallback, useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { t } from '../lib/i18n';

/** What can take the keyboard inside a section once it has arrived. */
const FOCUSABLE =
  'button:not([disabled]), [href], input:not([disabled]):not([type=hidden]), select, textarea, [tabindex]:not([tabindex="-1"])';

/**
 * Heights (px) the sections keep from the start: about an empty one's at 1440 px wide, so the page
 * hardly moves when one arrives, and one still reading its rows does not shrink and pull the next
 * section near enough to load too.
 */
export const SECTION_HEIGHT = { table: 300, history: 280 } as const;

interface Props {
  /** The section's title: the placeholder card shows it as the section will, and names its region. */
  title: string;
  /** The section's least height in px (the placeholder's, and the section's while it reads its data). */
  minHeight: number;
  /** The placeholder card's size, as the section's card. */
  size?: 'small' | 'default';
  /** How near the viewport the section starts loading (IntersectionObserver rootMargin). */
  rootMargin?: string;
  /** The section, usually a `lazy()` component: neither its code nor its data load before it is near. */
  children: ReactNode;
}

/** Calls `onReady` once the lazy children beside it have committed (their Suspense resolved). */
function Arrived({ onReady }: { onReady: () => void }) {
  useEffect(onReady, [onReady]);
  return null;
}

/**
 * A below-the-fold section rendered only when it comes near the viewport (docs/frontend.md, "Loaded when
 * near"): until then a card with the section's title and height stands in. Scrolling to it, or reaching
 * it with Tab (the placeholder holds a button) or a screen reader (a region named by the title), loads
 * it; keyboard focus moves into the section when it arrives, so the next Tab continues inside it.
 * A cold visit thus fetches neither the section's code (the History's antd Table…) nor its data.
 */
export function WhenVisible({ title, minHeight, size, rootMargin = '200px', children }: Props) {
  const box = useRef<HTMLDivElement>(null);
  const content = useRef<HTMLDivElement>(null);
  const placeholder = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  const [ready, setReady] = useState(false);
  const focusInside = useRef(false);

  useEffect(() => {
    const el = box.current;
    if (near || !el) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setNear(true);
      },
      { rootMargin },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [near, rootMargin]);

  const arrived = useCallback(() => {
    // The placeholder goes in the same commit as the section appears; keep the keyboard where it was.
    focusInside.current = Boolean(placeholder.current?.contains(document.activeElement));
    setReady(true);
  }, []);

  useLayoutEffect(() => {
    if (!ready || !focusInside.current) return;
    focusInside.current = false;
    const target = content.current?.querySelector<HTMLElement>(FOCUSABLE) ?? content.current;
    target?.focus();
  }, [ready]);

  return (
    <div ref={box} style={{ minHeight }}>
      {!ready && (
        <div ref={placeholder} role="region" aria-label={title} aria-busy="true" data-testid="when-visible-placeholder">
          <Card title={title} size={size} style={{ height: minHeight }}>
            <Button type="text" onFocus={() => setNear(true)} onClick={() => setNear(true)}>
              {t('Loading…')}
            </Button>
          </Card>
        </div>
      )}
      {near && (
        // Mounted hidden beside the placeholder until its code has arrived, so the placeholder (and the
        // focus it may hold) stays put meanwhile. A region named like the placeholder: the focus lands on
        // it when the section has no control yet (its rows and buttons may still be on their way), and
        // the next Tab goes on inside it.
        <div ref={content} hidden={!ready} role="region" aria-label={title} tabIndex={-1} style={{ outline: 'none' }}>
          <Suspense fallback={null}>
            {children}
            <Arrived onReady={arrived} />
          </Suspense>
        </div>
      )}
    </div>
  );
}
