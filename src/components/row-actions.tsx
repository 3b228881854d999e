import { EllipsisOutlined } from '@ant-design/icons';
import { Button, Space } from 'antd';
import type { MouseEvent, ReactNode } from 'react';
import { Link, useHref, useNavigate } from 'react-router';
import { t } from '../lib/i18n';
import { LazyDropdown } from './lazy-dropdown';

/** One thing a user can do to a row: go somewhere (`to`) or act (`onClick`). */
export interface RowAction {
  key: string;
  /** Its words: the button's name (icon buttons: its accessible name and tooltip) and the phone menu's entry. */
  label: string;
  icon?: ReactNode;
  /** A page: a real link (Ctrl-click opens a new tab). */
  to?: string;
  onClick?: () => void;
  danger?: boolean;
  disabled?: boolean;
  loading?: boolean;
}

/** A plain click goes through the router; Ctrl / ⌘ / Shift / middle clicks are the browser's (a new tab). */
function useRouterClick(to: string | undefined) {
  const navigate = useNavigate();
  return (e: MouseEvent) => {
    if (!to || e.button !== 0 || e.ctrlKey || e.metaKey || e.shiftKey || e.altKey) return;
    e.preventDefault();
    void navigate(to);
  };
}

function ActionButton({ action }: { action: RowAction }) {
  const href = useHref(action.to ?? '.');
  const go = useRouterClick(action.to);
  const iconOnly = Boolean(action.icon);
  return (
    <Button
      size="small"
      type={iconOnly ? 'text' : 'default'}
      icon={action.icon}
      danger={action.danger}
      disabled={action.disabled}
      loading={action.loading}
      aria-label={iconOnly ? action.label : undefined}
      title={iconOnly ? action.label : undefined}
      href={action.to ? href : undefined}
      onClick={(e) => {
        if (action.to) go(e);
        else action.onClick?.();
      }}
    >
      {iconOnly ? null : action.label}
    </Button>
  );
}

/** A row's actions as small buttons (icons with a name, or words), in the list's pinned right column. */
export function RowActionButtons({ actions }: { actions: readonly RowAction[] }) {
  if (!actions.length) return null;
  return (
    <Space size={4} wrap={false}>
      {actions.map((a) => (
        <ActionButton key={a.key} action={a} />
      ))}
    </Space>
  );
}

/**
 * A row's actions on a phone: one "⋯" button whose menu lists them (antd's Dropdown, loaded with the
 * first tap). `name` names the record in the button's accessible name ("Actions for Harbour Café").
 */
export function RowActionMenu({ actions, name }: { actions: readonly RowAction[]; name: string }) {
  if (!actions.length) return null;
  const items = actions.map((a) => ({
    key: a.key,
    icon: a.icon,
    danger: a.danger,
    disabled: a.disabled,
    label: a.to ? <Link to={a.to}>{a.label}</Link> : a.label,
    onClick: a.to ? undefined : a.onClick,
  }));
  return (
    <LazyDropdown menu={{ items }} placement="bottomRight">
      <Button type="text" size="small" icon={<EllipsisOutlined />} aria-label={t('Actions for {name}', { name })} aria-haspopup="menu" />
    </LazyDropdown>
  );
}

/** Widths of the action column: an icon button 24 px, a word button ~7 px a letter and its padding, 4 px apart, and the cell's padding. */
export function actionsWidth(labels: readonly { label: string; icon?: ReactNode }[], padding = 16): number {
  if (!labels.length) return 0;
  const buttons = labels.reduce((sum, a) => sum + (a.icon ? 24 : Math.ceil(a.label.length * 7.2) + 16), 0);
  return buttons + 4 * (labels.length - 1) + 2 * padding;
}
