import { Spin, theme } from 'antd';
import { Suspense, useEffect, useId, useRef, useState, type CSSProperties, type KeyboardEvent, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { t } from '../lib/i18n';

export interface RecordTab {
  key: string;
  label: ReactNode;
  children: ReactNode;
  /** Unmounted when another tab is opened (History: it reads the record's changes afresh each time). */
  destroyOnHidden?: boolean;
}

/**
 * A record page's tabs, the open one kept in the URL (`?tab=files`), so a link, a reload or the back
 * button lands on it. Tabs render when first opened and stay mounted (a half-typed form survives a
 * look at another tab). A tab's content may be a lazily loaded component (the page then downloads it
 * when the tab first opens): a spinner stands in meanwhile.
 *
 * The strip is the WAI-ARIA tabs pattern (tablist / tab / tabpanel; arrow keys, Home and End move
 * between tabs and open them) drawn like antd's Tabs, without them: antd's Tabs measure every tab to
 * fold the overflow into a menu (~11 KB gzip, and layout work on every record page's first render);
 * this strip scrolls sideways on a narrow screen instead, natively, as a swipe expects. So that a phone
 * user sees there is more, an edge with tabs beyond it fades out under an arrow (‹ ›); the arrow scrolls
 * the strip by most of its width (a pointer's way; the keyboard has the arrow keys, so the arrows are no
 * tab stops and screen readers skip them — every tab is in the tablist anyway).
 */
/** The arrows at the ends of a tab strip that scrolls: they show there are more tabs that way. */
const SCROLL_HINTS = [
  { side: 'start', step: -1, arrow: '‹' },
  { side: 'end', step: 1, arrow: '›' },
] as const;

export function RecordTabs({ items, defaultKey }: { items: RecordTab[]; defaultKey: string }) {
  const [params, setParams] = useSearchParams();
  const asked = params.get('tab');
  const active = items.some((i) => i.key === asked) ? (asked as string) : defaultKey;
  const [opened, setOpened] = useState<ReadonlySet<string>>(() => new Set([active]));
  const { token } = theme.useToken();
  const base = useId();
  const tabs = useRef(new Map<string, HTMLButtonElement>());
  const strip = useRef<HTMLDivElement>(null);
  const measured = useRef(false);
  const more = useOverflow(strip);

  // The tabs that unmount when hidden, as one string: the effect runs when they or the open tab change,
  // not on every render (`items` is a new array each time).
  const unmounted = items
    .filter((i) => i.destroyOnHidden)
    .map((i) => i.key)
    .join('\n');
  useEffect(() => {
    const drop = new Set(unmounted.split('\n'));
    setOpened((was) => {
      const next = new Set([...was].filter((k) => !drop.has(k) || k === active));
      next.add(active);
      return next.size === was.size && [...next].every((k) => was.has(k)) ? was : next;
    });
  }, [active, unmounted]);

  // On a narrow screen the open tab is brought into the strip (sideways only: the page does not move).
  // The first tab needs no scrolling; the others are measured in the next frame, with the page's own
  // layout, rather than forcing one in the middle of the first render.
  useEffect(() => {
    const first = !measured.current;
    measured.current = true;
    if (first && active === items[0]?.key) return;
    const frame = requestAnimationFrame(() => {
      const tab = tabs.current.get(active);
      const list = tab?.parentElement;
      if (!tab || !list) return;
      if (tab.offsetLeft < list.scrollLeft) list.scrollLeft = tab.offsetLeft;
      else if (tab.offsetLeft + tab.offsetWidth > list.scrollLeft + list.clientWidth)
        list.scrollLeft = tab.offsetLeft + tab.offsetWidth - list.clientWidth;
    });
    return () => cancelAnimationFrame(frame);
    // Only when the open tab changes (the strip's tabs are the same from render to render).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [active]);

  const open = (key: string) =>
    setParams(
      (p) => {
        const next = new URLSearchParams(p);
        if (key === defaultKey) next.delete('tab');
        else next.set('tab', key);
        return next;
      },
      { replace: true },
    );

  const onKeyDown = (e: KeyboardEvent) => {
    const at = items.findIndex((i) => i.key === active);
    const to = { ArrowRight: at + 1, ArrowLeft: at - 1, Home: 0, End: items.length - 1 }[e.key];
    if (to === undefined) return;
    e.preventDefault();
    const key = items[(to + items.length) % items.length]!.key;
    open(key);
    tabs.current.get(key)?.focus();
  };

  const id = (kind: 'tab' | 'panel', key: string) => `${base}-${kind}-${key}`;
  const colors = {
    '--tab-color': token.colorText,
    '--tab-active': token.colorPrimary,
    '--tab-hover': token.colorPrimaryHover,
    '--tab-line': token.colorBorderSecondary,
    '--tab-gap': `${token.marginXL}px`,
    '--tab-bg': token.colorBgContainer,
  } as CSSProperties;
  const scroll = (direction: 1 | -1) => {
    const list = strip.current;
    list?.scrollBy({ left: direction * Math.max(80, list.clientWidth * 0.7), behavior: 'smooth' });
  };

  return (
    <div className="record-tabs" style={colors}>
      <div className="record-tabs-strip" data-more-start={more.start || undefined} data-more-end={more.end || undefined}>
        <div role="tablist" ref={strip} className="record-tabs-list" onKeyDown={onKeyDown}>
          {items.map((item) => (
            <button
              key={item.key}
              ref={(el) => void (el ? tabs.current.set(item.key, el) : tabs.current.delete(item.key))}
              type="button"
              role="tab"
              id={id('tab', item.key)}
              aria-selected={item.key === active}
              aria-controls={id('panel', item.key)}
              tabIndex={item.key === active ? 0 : -1}
              className="record-tabs-tab"
              onClick={() => open(item.key)}
            >
              {item.label}
            </button>
          ))}
        </div>
        {SCROLL_HINTS.filter((hint) => more[hint.side]).map((hint) => (
          <button
            key={hint.side}
            type="button"
            className={`record-tabs-more record-tabs-more-${hint.side}`}
            tabIndex={-1}
            aria-hidden
            title={hint.side === 'start' ? t('Earlier tabs') : t('More tabs')}
            onClick={() => scroll(hint.step)}
          >
            {hint.arrow}
          </button>
        ))}
      </div>
      {items
        .filter((item) => opened.has(item.key) || item.key === active)
        .map((item) => (
          <div key={item.key} role="tabpanel" id={id('panel', item.key)} aria-labelledby={id('tab', item.key)} hidden={item.key !== active}>
            <Suspense fallback={<Spin style={{ display: 'block', margin: '24px auto' }} />}>{item.children}</Suspense>
          </div>
        ))}
    </div>
  );
}

/**
 * Whether the strip has tabs hidden before its left edge (`start`) or past its right edge (`end`): read on
 * scroll and when the strip or its tabs change size (a phone turned, a language with longer words).
 */
function useOverflow(ref: { current: HTMLElement | null }): { start: boolean; end: boolean } {
  const [state, setState] = useState({ start: false, end: false });
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const read = () => {
      const start = el.scrollLeft > 1;
      const end = el.scrollLeft + el.clientWidth < el.scrollWidth - 1;
      setState((was) => (was.start === start && was.end === end ? was : { start, end }));
    };
    const frame = requestAnimationFrame(read);
    el.addEventListener('scroll', read, { passive: true });
    const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(read);
    observer?.observe(el);
    for (const child of el.children) observer?.observe(child);
    return () => {
      cancelAnimationFrame(frame);
      el.removeEventListener('scroll', read);
      observer?.disconnect();
    };
  }, [ref]);
  return state;
}
