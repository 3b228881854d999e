import { Space, Table, Tag, Typography, type TableProps } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatDateTime, relativeTime } from '../../lib/dates';
import { actorLabel, entityLabel, OPERATION_LABELS, recordedName, recordPath, type HistoryRow } from '../../lib/history';
import { ListTable } from '../list-table';
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
}

/**
 * Rows of history, newest first: when (relative and exact), who, what happened (and to which record),
 * and the fields with their values — names for ids, labels for codes. Cards on a phone (ListTable).
 */
export function HistoryTable({ tableProps, showRecord = false, recordExtra, emptyText = t('No history yet') }: Props) {
  const rows = (tableProps.dataSource ?? []) as HistoryRow[];
  const names = useReferenceNames(rows, showRecord);
  return (
    <ListTable<HistoryRow> {...tableProps} rowKey="id" scroll={{ x: true }} locale={{ emptyText }} className="history-table">
      <Table.Column<HistoryRow> dataIndex="changed_at" title={t('When')} width={170} render={(v: string) => <HistoryWhen at={v} />} />
      <Table.Column<HistoryRow> dataIndex="actor_name" title={t('Who')} width={170} render={(_, r) => actorLabel(r)} />
      <Table.Column<HistoryRow>
        dataIndex="operation"
        title={t('What')}
        width={showRecord ? 220 : 110}
        render={(_, r) => (
          <Space direction="vertical" size={4}>
            <Tag color={OPERATION_COLORS[r.operation]}>{t(OPERATION_LABELS[r.operation])}</Tag>
            {showRecord && <HistoryRecord row={r} names={names} extra={recordExtra?.(r)} />}
          </Space>
        )}
      />
      <Table.Column<HistoryRow> key="changes" title={t('Changes')} render={(_, r) => <HistoryChanges row={r} names={names} />} />
    </ListTable>
  );
}
