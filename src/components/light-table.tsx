import { Checkbox, Spin, theme } from 'antd';
import { useEffect, useState, type CSSProperties, type Key, type ReactNode } from 'react';
import { t } from '../lib/i18n';
import { LightPager } from './light-pager';

export interface LightColumn<T> {
  key: string;
  /** The header's text (a column without one, such as a row's buttons, has an empty header cell). */
  title?: ReactNode;
  render: (row: T, index: number) => ReactNode;
  width?: number | string;
  /** One line, cut with "…" (the whole text in a tooltip when it is text); the table then lays out fixed, as antd's does. */
  ellipsis?: boolean;
  align?: 'start' | 'center' | 'end';
  cellStyle?: CSSProperties;
}

/** The table shows `rows` as one page of `total` and asks for another page through `onChange` (server side). */
export interface ServerPaging {
  page: number;
  pageSize: number;
  total: number;
  onChange: (page: number) => void;
  label?: string;
}
/** The table pages `rows` itself, `pageSize` a page. */
export interface ClientPaging {
  pageSize: number;
  label?: string;
}

export interface RowSelection<T> {
  selected: readonly Key[];
  onChange: (keys: Key[]) => void;
  /** The row's checkbox's accessible name ("Select invoice.pdf"). */
  label: (row: T) => string;
}

export interface LightTableProps<T> {
  rows: readonly T[];
  rowKey: (row: T) => Key;
  columns: readonly LightColumn<T>[];
  size?: 'default' | 'small';
  /** Keeps the rows, dimmed under a spinner; the table is `aria-busy`. */
  loading?: boolean;
  /** What an empty table says (not shown while it loads). */
  empty?: ReactNode;
  selection?: RowSelection<T>;
  pagination?: ServerPaging | ClientPaging;
  /** Least width of the table: narrower screens scroll it sideways inside its own box. */
  minWidth?: number;
  'aria-label'?: string;
  className?: string;
}

const isServer = (p: ServerPaging | ClientPaging): p is ServerPaging => 'onChange' in p;

/**
 * A small table for record pages: a semantic `<table>` drawn like antd's Table (its tokens, light
 * and dark; sizes default and small) without antd's Table and Pagination (~31 KB gzip). Columns,
 * loading, empty text, a checkbox column and a pager — no sorting, filters, expandable or fixed
 * columns: lists that need those keep antd's Table (docs/frontend.md, "Light table and meter").
 */
export function LightTable<T>(props: LightTableProps<T>) {
  const { rows, rowKey, columns, size = 'default', loading = false, empty, selection, pagination, minWidth, className } = props;
  const { token } = theme.useToken();
  const [clientPage, setClientPage] = useState(1);

  const server = pagination && isServer(pagination) ? pagination : undefined;
  const pageSize = pagination?.pageSize ?? Math.max(rows.length, 1);
  const total = server ? server.total : rows.length;
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const page = Math.min(server ? server.page : clientPage, pages);
  // Fewer rows than the page shown needs (the last ones deleted): the last page there is.
  if (!server && clientPage > pages) setClientPage(pages);
  const shown = pagination && !server ? rows.slice((page - 1) * pageSize, page * pageSize) : rows;

  // A server page past the end (its last row deleted): go to the last page there is.
  const serverPage = server?.page;
  const serverChange = server?.onChange;
  useEffect(() => {
    if (serverPage !== undefined && !loading && serverPage > pages) serverChange?.(pages);
  }, [serverPage, pages, loading, serverChange]);

  const keys = shown.map(rowKey);
  const picked = new Set(selection?.selected ?? []);
  const pickedHere = keys.filter((k) => picked.has(k)).length;
  const toggleAll = () => {
    if (!selection) return;
    const here = new Set(keys);
    const rest = selection.selected.filter((k) => !here.has(k));
    selection.onChange(pickedHere === keys.length ? rest : [...rest, ...keys]);
  };
  const toggle = (key: Key, on: boolean) =>
    selection?.onChange(on ? [...selection.selected.filter((k) => k !== key), key] : selection.selected.filter((k) => k !== key));

  const fixed = columns.some((c) => c.ellipsis);
  const span = columns.length + (selection ? 1 : 0);
  const vars = {
    '--lt-bg': token.colorBgContainer,
    '--lt-color': token.colorText,
    '--lt-header-bg': token.colorFillAlter,
    '--lt-header-color': token.colorTextHeading,
    '--lt-weight': token.fontWeightStrong,
    '--lt-border': token.colorBorderSecondary,
    '--lt-hover': token.colorFillAlter,
    '--lt-selected': token.controlItemBgActive,
    '--lt-selected-hover': token.controlItemBgActiveHover,
    '--lt-empty': token.colorTextDisabled,
    '--lt-radius': `${token.borderRadiusLG}px`,
    '--lt-pad': `${size === 'small' ? token.paddingXS : token.padding}px`,
    '--lt-font': `${token.fontSize}px`,
    '--lt-motion': token.motionDurationMid,
    '--lt-select-width': `${token.controlHeight}px`,
  } as CSSProperties;

  return (
    <div className={['light-table', `light-table-${size}`, className].filter(Boolean).join(' ')} style={vars}>
      <Spin spinning={loading}>
        <div className="light-table-scroll">
          <table
            aria-label={props['aria-label']}
            aria-busy={loading || undefined}
            style={{ minWidth, tableLayout: fixed ? 'fixed' : 'auto' }}
          >
            <colgroup>
              {selection && <col className="light-table-select-col" />}
              {columns.map((c) => (
                <col key={c.key} style={c.width === undefined ? undefined : { width: c.width }} />
              ))}
            </colgroup>
            <thead>
              <tr>
                {selection && (
                  <th scope="col" className="light-table-select">
                    <Checkbox
                      aria-label={t('Select all')}
                      checked={keys.length > 0 && pickedHere === keys.length}
                      indeterminate={pickedHere > 0 && pickedHere < keys.length}
                      disabled={keys.length === 0}
                      onChange={toggleAll}
                    />
                  </th>
                )}
                {columns.map((c) => (
                  <th key={c.key} scope="col" style={{ textAlign: c.align }}>
                    {c.title}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {shown.length === 0 ? (
                <tr className="light-table-placeholder">
                  <td colSpan={span}>{loading ? '\u00a0' : empty}</td>
                </tr>
              ) : (
                shown.map((row, i) => {
                  const key = keys[i]!;
                  return (
                    <tr key={key} className={picked.has(key) ? 'light-table-row-selected' : undefined}>
                      {selection && (
                        <td className="light-table-select">
                          <Checkbox
                            aria-label={selection.label(row)}
                            checked={picked.has(key)}
                            onChange={(e) => toggle(key, e.target.checked)}
                          />
                        </td>
                      )}
                      {columns.map((c) => (
                        <Cell key={c.key} column={c} content={c.render(row, i)} />
                      ))}
                    </tr>
                  );
                })
              )}
            </tbody>
          </table>
        </div>
      </Spin>
      {pagination && (
        <LightPager
          page={page}
          pageSize={pageSize}
          total={total}
          onChange={server ? server.onChange : setClientPage}
          label={pagination.label}
          size={size}
        />
      )}
    </div>
  );
}

function Cell<T>({ column, content }: { column: LightColumn<T>; content: ReactNode }) {
  const text = typeof content === 'string' || typeof content === 'number' ? String(content) : undefined;
  return (
    <td
      className={column.ellipsis ? 'light-table-ellipsis' : undefined}
      title={column.ellipsis ? text : undefined}
      style={column.align || column.cellStyle ? { textAlign: column.align, ...column.cellStyle } : undefined}
    >
      {content}
    </td>
  );
}
