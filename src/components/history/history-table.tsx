import { Grid, Space, Tag, Typography, type TableProps } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatDateTime, relativeTime } from '../../lib/dates';
import { actorLabel, entityLabel, historyChanges, OPERATION_LABELS, recordedName, recordPath, type HistoryRow } from '../../lib/history';
import { ListTable, type ListColumn } from '../list-table';
import { HistoryChanges } from './history-changes';
import { useReferenceNames, type ReferenceNames } from './use-reference-names';
import { t } from '../../lib/i18n';

const OPERATION_COLORS = { insert: 'green', update: 'blue', delete: 'red' } as const;

/** Tables whose records have a page of their own (a deleted one's page would only say "not available"). */
const OWN_PAGES = new Set(['accounts', 'pricing_requests', 'matrix_submissions', 'contracts', 'partners', 'affiliates', 'organizations']);

/** When: "3 hours ago" over the exact time in the display zone. */
export function HistoryWhen({ at }: { at: string }) {
  return (
    <Space direction="vertical" size={0}>
      <span>{relativeTime(at)}</span>
      <Typography.Text type="secondary" className="history-exact-time">
        {formatDateTime(at)}
      </Typography.Text>
    </Space>
  );
}

/** The record a row is about: its entity, its name (now, else as recorded), a link to its page. */
function HistoryRecord({ row, names, extra }: { row: HistoryRow; names: ReferenceNames; extra?: ReactNode }) {
  const name = names.name(row.table_name, row.record_id) || recordedName(row) || `#${row.record_id.slice(0, 8)}`;
  const path = row.operation === 'delete' && OWN_PAGES.has(row.table_name) ? undefined : recordPath(row);
  return (
    <Space direction="vertical" size={0}>
      <Typography.Text type="secondary">{entityLabel(row.table_name)}</Typography.Text>
      {path ? <Link to={path}>{name}</Link> : <span>{name}</span>}
      {extra}
    </Space>
  );
}

interface Props {
  tableProps: TableProps<HistoryRow>;
  /** Show which record each row is about (the management page; a record's history with its related records). */
  showRecord?: boolean;
  /** Extra content under a row's record (e.g. "Only this record" on the management page). */
  recordExtra?: (row: HistoryRow) => ReactNode;
  emptyText?: string;
  /** The history could not be read (an alert above says why): no skeleton, no rows. */
  error?: boolean;
}

/**
 * Rows of history, newest first: when (relative and exact), who, what happened (and to which record),
 * and the fields with their values — names for ids, labels for codes. On a phone each row is a card
 * (what, to which record; who and when; the fields changed), opened to show the values.
 */
export function HistoryTable({ tableProps, showRecord = false, recordExtra, emptyText = t('No history yet'), error }: Props) {
  const rows = (tableProps.dataSource ?? []) as HistoryRow[];
  const names = useReferenceNames(rows, showRecord);
  const phone = Grid.useBreakpoint().sm === false;
  const operation = (r: HistoryRow) => <Tag color={OPERATION_COLORS[r.operation]}>{t(OPERATION_LABELS[r.operation])}</Tag>;
  const columns: ListColumn<HistoryRow>[] = [
    {
      key: 'changed_at',
      dataIndex: 'changed_at',
      title: t('When'),
      width: 170,
      priority: 0,
      grow: false,
      render: (v: string) => <HistoryWhen at={v} />,
    },
    { key: 'actor', dataIndex: 'actor_name', title: t('Who'), width: 160, priority: 1, grow: false, render: (_, r) => actorLabel(r) },
    {
      key: 'operation',
      dataIndex: 'operation',
      title: t('What'),
      width: showRecord ? 220 : 110,
      priority: 0,
      grow: false,
      wrap: true,
      render: (_, r) => (
        <Space direction="vertical" size={4}>
          {operation(r)}
          {showRecord && <HistoryRecord row={r} names={names} extra={recordExtra?.(r)} />}
        </Space>
      ),
    },
    {
      key: 'changes',
      title: t('Changes'),
      width: 260,
      priority: 0,
      wrap: true,
      render: (_, r) => <HistoryChanges row={r} names={names} />,
    },
  ];
  return (
    <ListTable<HistoryRow>
      {...tableProps}
      label={t('History')}
      rowKey="id"
      className="history-table"
      columns={columns}
      card={{
        title: (r) => (
          <Space size={6}>
            {operation(r)}
            {showRecord ? names.name(r.table_name, r.record_id) || recordedName(r) || entityLabel(r.table_name) : actorLabel(r)}
          </Space>
        ),
        lines: (r) => [
          [showRecord && actorLabel(r), relativeTime(r.changed_at)].filter(Boolean).join(' · '),
          historyChanges(r)
            .map((c) => c.label)
            .join(', '),
        ],
      }}
      expandable={phone ? { expandedRowRender: (r: HistoryRow) => <HistoryChanges row={r} names={names} /> } : undefined}
      emptyText={emptyText}
      error={error}
    />
  );
}
