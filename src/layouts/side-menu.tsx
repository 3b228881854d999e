import { theme } from 'antd';
import { Fragment, lazy, Suspense, type CSSProperties, type ReactNode } from 'react';
import { Link } from 'react-router';
import { t } from '../lib/i18n';

// A collapsed menu names its entries in a tooltip; only a collapsed menu downloads antd's Tooltip.
const Tooltip = lazy(() => import('./menu-tooltip'));

export interface SideMenuEntry {
  key: string;
  label: string;
  icon?: ReactNode;
  /** A page of the portal; an entry without one is an action (`onClick`), e.g. Logout. */
  to?: string;
  onClick?: () => void;
}

interface Props {
  entries: SideMenuEntry[];
  selectedKey?: string;
  /** Icons only (the sider's collapsed width): each entry's name in a tooltip and in its accessible name. */
  collapsed?: boolean;
  /** After an entry is chosen (the phone's drawer closes). */
  onChoose?: () => void;
}

/**
 * The sider's menu: a `<nav>` of links (a page is a link: opens in a new tab, shows its address) with
 * the current page marked (`aria-current="page"`), and antd's inline Menu's look from the theme's
 * tokens (light and dark, collapsed). Replaces antd's Menu (rc-menu and its styles, ~14 KB gzip on
 * every signed-in page) — the portal's menu is a flat list of pages, none of Menu's submenus,
 * overflow or roving focus is used.
 */
export function SideMenu({ entries, selectedKey, collapsed = false, onChoose }: Props) {
  const { token } = theme.useToken();
  const style = {
    '--side-menu-color': token.colorText,
    '--side-menu-hover-bg': token.colorBgTextHover,
    '--side-menu-selected-bg': token.controlItemBgActive,
    '--side-menu-selected-color': token.colorPrimary,
    '--side-menu-focus': token.colorPrimaryBorder,
    '--side-menu-radius': `${token.borderRadiusLG}px`,
    '--side-menu-font-size': `${token.fontSize}px`,
    '--side-menu-icon-size': `${collapsed ? token.fontSizeLG : token.fontSize}px`,
    '--side-menu-motion': token.motionDurationSlow,
  } as CSSProperties;
  return (
    <nav aria-label={t('Main menu')} className={collapsed ? 'side-menu side-menu-collapsed' : 'side-menu'} style={style}>
      <ul>
        {entries.map((entry) => {
          const selected = entry.key === selectedKey;
          const content = (
            <>
              {entry.icon && (
                <span className="side-menu-icon" aria-hidden="true">
                  {entry.icon}
                </span>
              )}
              <span className="side-menu-label">{entry.label}</span>
            </>
          );
          const control = entry.to ? (
            <Link to={entry.to} aria-current={selected ? 'page' : undefined} onClick={onChoose}>
              {content}
            </Link>
          ) : (
            <button
              type="button"
              onClick={() => {
                onChoose?.();
                entry.onClick?.();
              }}
            >
              {content}
            </button>
          );
          const item = (
            <li className={selected ? 'side-menu-item side-menu-item-selected' : 'side-menu-item'} data-menu-key={entry.key}>
              {control}
            </li>
          );
          return collapsed ? (
            <Suspense key={entry.key} fallback={item}>
              <Tooltip title={entry.label} placement="right">
                {item}
              </Tooltip>
            </Suspense>
          ) : (
            <Fragment key={entry.key}>{item}</Fragment>
          );
        })}
      </ul>
    </nav>
  );
}
