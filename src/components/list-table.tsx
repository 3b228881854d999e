import type { CrudSort } from '@refinedev/core';
import { Grid, Select, Skeleton, Table, type CheckboxProps, type TableProps } from 'antd';
import type { ColumnType, SortOrder, SorterResult } from 'antd/es/table/interface';
import { useDeferredValue, useLayoutEffect, useRef, useState, type Key, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { t } from '../lib/i18n';
import { ColumnChooser } from './column-chooser';
import { ListCardView, type ListCard } from './list-card';
import { columnsThatFit, columnWidths, type FitColumn } from './list-fit';
import { rowClickOpens, rowKeyOpens, type RowOpen } from './list-row-open';
import { actionsWidth, RowActionButtons, RowActionMenu, type RowAction } from './row-actions';
import { useListColumns } from './use-list-columns';

export type { ListCard } from './list-card';
export type { RowAction } from './row-actions';

/** A column of a list (issue 26, item 1). */
export interface ListColumn<Row> {
  /** Unique in the list; kept in the user's column choices. */
  key: string;
  /** Plain words: the header, the column chooser's entry. */
  title: string;
  /** The least width it needs, px (header and sort arrows, or its usual content). */
  width: number;
  /** 0: never hidden (the record's name). Otherwise higher numbers leave first when the box is narrow (default 1). */
  priority?: number;
  /** Takes a share of the room left over (default: text does; set false for tags, dates, numbers). */
  grow?: boolean;
  /** Hidden until the user picks it in the column chooser. */
  defaultHidden?: boolean;
  dataIndex?: string | string[];
  // antd's render: the value at dataIndex, the row, its index.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the value's type is the column's own (antd types it `any` too)
  render?: (value: any, row: Row, index: number) => ReactNode;
  sorter?: boolean;
  /** The field the server sorts by (default: dataIndex joined with '.', else key). */
  sortField?: string;
  align?: 'left' | 'right' | 'center';
  /** The record's name: a link to its page (with `rowLink`), and a card's title on a phone. */
  link?: boolean;
  /** Wraps instead of being cut with "…" (a history's changes). */
  wrap?: boolean;
}

type Inherited<Row> = Pick<
  TableProps<Row>,
  'dataSource' | 'loading' | 'pagination' | 'onChange' | 'rowSelection' | 'expandable' | 'size' | 'className' | 'style'
>;

export interface ListTableProps<Row> extends Inherited<Row> {
  columns: readonly ListColumn<Row>[];
  rowKey: string | ((row: Row) => Key);
  /** The table's accessible name ("Accounts"). */
  label: string;
  /** The list's key for the user's column choices (kept on the server); without it, no column chooser. */
  listId?: string;
  /** The record's page: the name is a link there, and a click or Enter on the row opens it. */
  rowLink?: (row: Row) => string;
  /** For rows without a page of their own (a task, a proposal): what a click or Enter on the row does. */
  onRowOpen?: (row: Row) => void;
  /** The row's actions: buttons in a column pinned at the right; on a phone, a "⋯" menu on the card. */
  actions?: (row: Row) => RowAction[];
  /** The row as a phone's card. */
  card: ListCard<Row>;
  /** What an empty answer says (never shown before the answer). */
  emptyText: ReactNode;
  /** The list could not be read: said in place of the rows (true: a general sentence, when an alert above says more). */
  error?: ReactNode;
  /** The list's sort (refine's `sorters`): marks the sorted column, and offers the sort on a phone. */
  sorters?: CrudSort[];
  /** refine's useTable sets it; the list table decides its own. */
  scroll?: unknown;
}

const SKELETON = Symbol('skeleton');
type Placeholder = { [SKELETON]: number };
const isPlaceholder = (row: unknown): row is Placeholder => typeof row === 'object' && row !== null && SKELETON in row;

const SELECT_KEY = '__select';
const EXPAND_KEY = '__expand';
const ACTIONS_KEY = '__actions';
const CHECKBOX_WIDTH = 48;
/** On a phone the box and the expand button take a narrow strip at the card's start. */
const PHONE_CHECKBOX_WIDTH = 32;
const CHOOSER_WIDTH = 48;

const sortFieldOf = <Row,>(c: ListColumn<Row>) =>
  c.sortField ?? (Array.isArray(c.dataIndex) ? c.dataIndex.join('.') : (c.dataIndex ?? c.key));

/** The value at a column's dataIndex (for a card's title). */
function valueAt(row: object, dataIndex: string | string[] | undefined): unknown {
  if (dataIndex === undefined) return undefined;
  const path = Array.isArray(dataIndex) ? dataIndex : [dataIndex];
  return path.reduce<unknown>((o, k) => (o as Record<string, unknown> | null | undefined)?.[k], row);
}

/** The box's width, followed as it changes (0 until measured, and where nothing measures: jsdom). */
function useBoxWidth() {
  const box = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const el = box.current;
    if (!el) return;
    setWidth(el.clientWidth);
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => setWidth(el.clientWidth));
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  return { box, width };
}

/**
 * Every list of the portal (issue 26 items 1–2, issue 28: antd's Table, behind this one component).
 *
 * - **Rows open their record**: the name is a real link (Ctrl-click, middle click: a new tab); a click
 *   anywhere else on the row opens it too, except on its links, buttons, boxes and fields, or when the
 *   click ends a text selection; rows are focusable and Enter opens (Ctrl+Enter: a new tab).
 * - **Columns fit the box**: each column has a least width and a priority; lower-priority columns leave
 *   until the rest fit the box's measured width, and the room left is shared among the text columns —
 *   never a sideways scroll at 1280 px. A column chooser (the gear in the pinned column's header) keeps
 *   the user's choice on the server. Text is cut with "…" (the whole text as a tooltip).
 * - **Actions** sit in a column pinned at the right.
 * - **Loading**: skeleton rows until the first answer, and no total under them (antd would count the
 *   placeholders: "10 items" before an answer of 4); the empty text only when the answer is empty;
 *   later reloads keep the rows under a spinner. Rows arriving render as a transition
 *   (useDeferredValue): React renders them in slices and the page stays responsive.
 * - **Phones** (< 576 px): each row a full-width card of at most four lines (`card`), the actions in a
 *   "⋯" menu, the selection box beside the card, and the sort in a select above the cards.
 */
export function ListTable<Row extends object>(props: ListTableProps<Row>) {
  const {
    columns,
    rowKey,
    label,
    listId,
    rowLink,
    onRowOpen,
    actions,
    card,
    emptyText,
    error,
    sorters,
    dataSource,
    loading,
    pagination,
    onChange,
    rowSelection,
    expandable,
    size = 'middle',
    className,
    style,
  } = props;
  const navigate = useNavigate();
  const phone = Grid.useBreakpoint().sm === false;
  const { box, width: boxWidth } = useBoxWidth();
  const defaultHidden = columns.filter((c) => c.defaultHidden && (c.priority ?? 1) > 0).map((c) => c.key);
  const prefs = useListColumns(listId, defaultHidden);

  // Rows arriving render in a transition; until they are in, the list is waiting for its answer.
  const rows = useDeferredValue(dataSource);
  const failed = Boolean(error);
  const waiting = !failed && (Boolean(loading) || rows !== dataSource || dataSource === undefined || !prefs.ready);
  const skeleton = waiting && !rows?.length;
  const pageSize = (pagination && pagination.pageSize) || 10;
  const placeholders: Placeholder[] = Array.from({ length: Math.min(pageSize, 10) }, (_, i) => ({ [SKELETON]: i }));
  const shownRows = (skeleton ? placeholders : (rows ?? [])) as Row[];

  const keyOf = (row: Row): Key =>
    isPlaceholder(row) ? `skeleton-${row[SKELETON]}` : typeof rowKey === 'function' ? rowKey(row) : (row as Record<string, Key>)[rowKey]!;

  const opens = Boolean(rowLink || onRowOpen);
  const open = (row: Row, how: RowOpen) => {
    if (!how) return;
    if (rowLink) {
      const to = rowLink(row);
      if (how === 'new-tab') window.open(to, '_blank', 'noopener');
      else void navigate(to);
    } else onRowOpen?.(row);
  };
  const onRow = (row: Row) => {
    if (isPlaceholder(row) || !opens) return {};
    return {
      tabIndex: 0,
      className: 'list-row-opens',
      onClick: (e: React.MouseEvent<HTMLElement>) => open(row, rowClickOpens(e, window.getSelection())),
      onAuxClick: (e: React.MouseEvent<HTMLElement>) => {
        if (e.button === 1) open(row, rowClickOpens(e, window.getSelection()));
      },
      onKeyDown: (e: React.KeyboardEvent<HTMLElement>) => {
        const how = rowKeyOpens(e);
        if (!how) return;
        e.preventDefault();
        open(row, how);
      },
    };
  };

  const skeletonCell = <Skeleton.Input active size="small" block className="list-skeleton" />;
  const linkColumn = columns.find((c) => c.link) ?? columns[0];
  const renderCell = (c: ListColumn<Row>) => (value: unknown, row: Row, index: number) => {
    if (isPlaceholder(row)) return skeletonCell;
    const content = c.render ? c.render(value, row, index) : ((value as ReactNode) ?? '—');
    if (c === linkColumn && rowLink)
      return (
        <Link to={rowLink(row)} tabIndex={-1} className="list-row-link">
          {content}
        </Link>
      );
    return content;
  };
  const sortOrderOf = (c: ListColumn<Row>): SortOrder | undefined => {
    if (!sorters || !c.sorter) return undefined;
    const s = sorters.find((x) => x.field === sortFieldOf(c));
    return s ? (s.order === 'asc' ? 'ascend' : 'descend') : null;
  };

  const rowName = (row: Row) => {
    const v = valueAt(row, linkColumn?.dataIndex);
    return typeof v === 'string' || typeof v === 'number' ? String(v) : label;
  };
  const rowActions = (row: Row) => (actions && !isPlaceholder(row) ? actions(row) : []);

  const selection: TableProps<Row>['rowSelection'] = rowSelection && {
    ...rowSelection,
    columnWidth: phone ? PHONE_CHECKBOX_WIDTH : CHECKBOX_WIDTH,
    // Each box named after its row ("Select Harbour Café"): antd hands these props to the box's <input>.
    getCheckboxProps: (row) =>
      isPlaceholder(row)
        ? { disabled: true }
        : ({ 'aria-label': t('Select {name}', { name: rowName(row) }), ...rowSelection.getCheckboxProps?.(row) } as CheckboxProps),
    // antd names the header's box "Select all" in English whatever its locale.
    getTitleCheckboxProps: () => ({ 'aria-label': t('Select all'), ...rowSelection.getTitleCheckboxProps?.() }),
    renderCell: (checked, row, index, node) =>
      isPlaceholder(row) ? null : rowSelection.renderCell ? rowSelection.renderCell(checked, row, index, node) : node,
  };
  const expansion: TableProps<Row>['expandable'] = expandable && {
    ...expandable,
    columnWidth: phone ? PHONE_CHECKBOX_WIDTH : CHECKBOX_WIDTH,
    rowExpandable: (row) => !isPlaceholder(row) && (expandable.rowExpandable?.(row) ?? true),
  };

  const chooseable = Boolean(listId) && columns.some((c) => (c.priority ?? 1) > 0);

  let antdColumns: ColumnType<Row>[];
  let tableWidth: number | undefined;
  if (phone) {
    const sortable = columns.filter((c) => c.sorter);
    const current = sorters?.[0];
    const sortControl =
      sorters && sortable.length ? (
        <Select
          size="small"
          className="list-card-sort"
          aria-label={t('Sort by')}
          value={current ? `${current.field}:${current.order}` : undefined}
          placeholder={t('Sort by')}
          popupMatchSelectWidth={false}
          options={sortable.flatMap((c) => [
            { value: `${sortFieldOf(c)}:asc`, label: `${c.title} ↑` },
            { value: `${sortFieldOf(c)}:desc`, label: `${c.title} ↓` },
          ])}
          onChange={(v: string) => {
            const [field, order] = v.split(':') as [string, 'asc' | 'desc'];
            const sorter: SorterResult<Row> = { columnKey: field, field, order: order === 'asc' ? 'ascend' : 'descend' };
            onChange?.({ current: 1, pageSize }, {}, sorter, { action: 'sort', currentDataSource: shownRows });
          }}
        />
      ) : null;
    antdColumns = [
      {
        key: '__card',
        title: sortControl,
        render: (_: unknown, row: Row) => {
          if (isPlaceholder(row)) return <Skeleton active title={{ width: '60%' }} paragraph={{ rows: 2, width: ['90%', '40%'] }} />;
          const title = card.title ? card.title(row) : linkColumn && renderCell(linkColumn)(valueAt(row, linkColumn.dataIndex), row, 0);
          const list = rowActions(row);
          return (
            <ListCardView
              title={title}
              lines={card.lines(row)}
              status={card.status?.(row)}
              media={card.media?.(row)}
              wrapTitle={card.wrapTitle}
              menu={list.length ? <RowActionMenu actions={list} name={rowName(row)} /> : undefined}
            />
          );
        },
      },
    ];
  } else {
    const actionWidth = Math.max(
      chooseable ? CHOOSER_WIDTH : 0,
      ...(rows ?? []).map((row) => actionsWidth(rowActions(row), size === 'small' ? 8 : 8)),
    );
    const chosen = columns.filter((c) => (c.priority ?? 1) === 0 || !prefs.hidden.has(c.key));
    const fit: FitColumn[] = [
      ...(selection ? [{ key: SELECT_KEY, width: CHECKBOX_WIDTH, priority: 0 }] : []),
      ...(expansion ? [{ key: EXPAND_KEY, width: CHECKBOX_WIDTH, priority: 0 }] : []),
      ...chosen.map((c) => ({ key: c.key, width: c.width, priority: c.priority ?? 1, grow: c.grow ?? !c.align })),
      ...(actionWidth ? [{ key: ACTIONS_KEY, width: actionWidth, priority: 0 }] : []),
    ];
    const available = boxWidth || Number.POSITIVE_INFINITY;
    const shownKeys = new Set(columnsThatFit(fit, available));
    const shownFit = fit.filter((c) => shownKeys.has(c.key));
    const widths = columnWidths(shownFit, boxWidth || shownFit.reduce((s, c) => s + c.width, 0));
    tableWidth = shownFit.reduce((sum, c) => sum + (widths.get(c.key) ?? c.width), 0);
    if (selection) selection.columnWidth = widths.get(SELECT_KEY);
    if (expansion) expansion.columnWidth = widths.get(EXPAND_KEY);
    const squeezed = new Set(chosen.filter((c) => !shownKeys.has(c.key)).map((c) => c.key));
    antdColumns = chosen
      .filter((c) => shownKeys.has(c.key))
      .map((c) => ({
        key: c.sorter ? sortFieldOf(c) : c.key,
        dataIndex: c.dataIndex,
        title: c.title,
        width: widths.get(c.key),
        align: c.align,
        ellipsis: !c.wrap,
        className: c.wrap ? 'list-cell-wrap' : undefined,
        sorter: c.sorter,
        sortOrder: sortOrderOf(c),
        render: renderCell(c),
      }));
    if (actionWidth)
      antdColumns.push({
        key: ACTIONS_KEY,
        fixed: 'right',
        width: widths.get(ACTIONS_KEY),
        align: 'right',
        className: 'list-actions',
        title: chooseable ? (
          <ColumnChooser
            columns={columns
              .filter((c) => (c.priority ?? 1) > 0)
              .map((c) => ({ key: c.key, title: c.title, squeezed: squeezed.has(c.key) }))}
            hidden={prefs.hidden}
            defaults={defaultHidden}
            onChange={prefs.setHidden}
          />
        ) : undefined,
        render: (_: unknown, row: Row) => <RowActionButtons actions={rowActions(row)} />,
      });
  }

  return (
    <div ref={box} className="list-table-box" aria-busy={waiting || undefined}>
      <Table<Row>
        aria-label={label}
        className={['list-table', phone ? 'list-table-cards' : undefined, className].filter(Boolean).join(' ')}
        style={style}
        size={size}
        tableLayout="fixed"
        columns={antdColumns}
        dataSource={shownRows}
        rowKey={keyOf}
        loading={waiting && !skeleton}
        pagination={pagination && skeleton ? { ...pagination, showTotal: undefined } : pagination}
        onChange={onChange}
        rowSelection={selection}
        expandable={expansion}
        showHeader={!phone || Boolean(selection) || Boolean(sorters && columns.some((c) => c.sorter))}
        scroll={tableWidth ? { x: tableWidth } : undefined}
        onRow={onRow}
        locale={{ emptyText: failed ? (error === true ? t('This list could not be loaded.') : error) : waiting ? ' ' : emptyText }}
      />
    </div>
  );
}
