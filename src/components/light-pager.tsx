import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { theme } from 'antd';
import { useEffect, useRef, type CSSProperties } from 'react';
import { t } from '../lib/i18n';

/** A page number, or a run of pages left out ('gap'). */
export type PagerItem = number | 'gap';

/**
 * The pages a pager shows, as antd's Pagination does: all of them up to 7; beyond, the first, the
 * last and the two either side of the current one (five in a row at either end), the runs between
 * as a gap. Unlike antd, a gap never hides a single page: that page is shown instead.
 */
export function pagerItems(current: number, pages: number): PagerItem[] {
  if (pages <= 7) return Array.from({ length: pages }, (_, i) => i + 1);
  const from = Math.max(1, Math.min(current - 2, pages - 4));
  const to = Math.min(pages, Math.max(current + 2, 5));
  const items: PagerItem[] = [];
  if (from > 1) items.push(1);
  if (from === 3) items.push(2);
  else if (from > 3) items.push('gap');
  for (let p = from; p <= to; p++) items.push(p);
  if (to === pages - 2) items.push(pages - 1);
  else if (to < pages - 2) items.push('gap');
  if (to < pages) items.push(pages);
  return items;
}

export interface LightPagerProps {
  page: number;
  pageSize: number;
  total: number;
  onChange: (page: number) => void;
  /** The navigation landmark's name (default "Pagination"). */
  label?: string;
  /** antd's Table uses its small pager for its small size. */
  size?: 'default' | 'small';
}

/**
 * Previous, page numbers (with gaps) and next, drawn like antd's Pagination: a `<nav>` of buttons,
 * the current page marked `aria-current="page"`. Nothing when everything fits on one page (a related
 * list of a page or less has no paginator: CONVENTIONS.md).
 */
export function LightPager({ page, pageSize, total, onChange, label, size = 'default' }: LightPagerProps) {
  const { token } = theme.useToken();
  const nav = useRef<HTMLElement>(null);
  const pages = Math.max(1, Math.ceil(total / pageSize));

  // Previous / Next turn disabled on the first / last page, and a disabled button loses the focus (to
  // the page's body): after a turn from the pager, the focus stays in it, on the current page.
  const turned = useRef(false);
  useEffect(() => {
    if (!turned.current) return;
    turned.current = false;
    const at = document.activeElement;
    if (!nav.current?.contains(at) || (at instanceof HTMLButtonElement && at.disabled))
      nav.current?.querySelector<HTMLButtonElement>('[aria-current=page]')?.focus();
  }, [page]);

  if (pages <= 1) return null;
  const go = (to: number) => {
    if (to === page || to < 1 || to > pages) return;
    turned.current = true;
    onChange(to);
  };
  const vars = {
    '--lp-size': `${size === 'small' ? token.controlHeightSM : token.controlHeight}px`,
    '--lp-gap': `${size === 'small' ? 0 : token.marginXS}px`,
    '--lp-radius': `${token.borderRadius}px`,
    '--lp-color': token.colorText,
    '--lp-active': token.colorPrimary,
    '--lp-hover-bg': token.colorBgTextHover,
    '--lp-disabled': token.colorTextDisabled,
    '--lp-weight': token.fontWeightStrong,
    '--lp-margin': `${token.margin}px`,
  } as CSSProperties;
  return (
    <nav ref={nav} className="light-pager" aria-label={label ?? t('Pagination')} style={vars}>
      <ul>
        <li>
          <button type="button" aria-label={t('Previous page')} disabled={page <= 1} onClick={() => go(page - 1)}>
            <LeftOutlined />
          </button>
        </li>
        {pagerItems(page, pages).map((item, i) =>
          item === 'gap' ? (
            <li key={`gap-${i}`} className="light-pager-gap" aria-hidden>
              •••
            </li>
          ) : (
            <li key={item}>
              <button
                type="button"
                aria-label={t('Page {n}', { n: item })}
                aria-current={item === page ? 'page' : undefined}
                onClick={() => go(item)}
              >
                {item}
              </button>
            </li>
          ),
        )}
        <li>
          <button type="button" aria-label={t('Next page')} disabled={page >= pages} onClick={() => go(page + 1)}>
            <RightOutlined />
          </button>
        </li>
      </ul>
    </nav>
  );
}
