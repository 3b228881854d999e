import { useTable } from '../crud/list-hooks';
import type { CrudFilter } from '@refinedev/core';
import { Alert, Flex, Switch, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { HISTORY_SELECT, type HistoryRow } from '../../lib/history';
import { HistoryTable } from './history-table';
import { t } from '../../lib/i18n';

interface Props {
  /** The record's table (record_history.table_name) and id. */
  table: string;
  id: string;
  /**
   * Changes whenever the record is saved (its updated_at): the history is read again. A tab mounted
   * before a save, or a section beside the form, shows the new row without a reload.
   */
  version?: string | null;
}

/** Which rows are the record's: a pricing request's include its products and proposals; an account's, optionally its children. */
function recordFilters(table: string, id: string, related: boolean): CrudFilter[] {
  if (table === 'pricing_requests') return [{ field: 'parent_id', operator: 'eq', value: id }];
  if (table === 'accounts' && related) return [{ field: 'account_id', operator: 'eq', value: id }];
  return [
    { field: 'table_name', operator: 'eq', value: table },
    { field: 'record_id', operator: 'eq', value: id },
  ];
}

/**
 * A record's History tab or section (issue 18 §1): its changes newest first — who, when, which fields,
 * old → new with names for ids — ten a page. An account's can include its pricing requests,
 * submissions, contracts, tasks, photos and files. RLS shows exactly what the viewer may see.
 */
export function RecordHistory({ table, id, version }: Props) {
  const [related, setRelated] = useState(false);
  const { tableProps, tableQuery } = useTable<HistoryRow>({
    resource: 'record_history',
    syncWithLocation: false,
    filters: { permanent: recordFilters(table, id, related) },
    sorters: {
      permanent: [
        { field: 'changed_at', order: 'desc' },
        { field: 'id', order: 'desc' },
      ],
    },
    pagination: { pageSize: 10 },
    meta: { select: HISTORY_SELECT },
  });
  const { refetch } = tableQuery;
  const seen = useRef(version);
  useEffect(() => {
    if (version === seen.current) return;
    seen.current = version;
    void refetch();
  }, [version, refetch]);
  return (
    <Flex vertical gap={12} data-testid="record-history">
      {table === 'accounts' && (
        <Flex align="center" gap={8}>
          <Switch size="small" checked={related} onChange={setRelated} aria-label={t('Include related records')} />
          <Typography.Text>
            {t('Include related records (pricing requests, contract submissions, contracts, tasks, photos, files)')}
          </Typography.Text>
        </Flex>
      )}
      {tableQuery.isError && (
        <Alert type="error" showIcon message={t('History could not be loaded.')} description={tableQuery.error?.message} />
      )}
      <HistoryTable
        tableProps={{ ...tableProps, pagination: tableProps.pagination && { ...tableProps.pagination, showSizeChanger: false } }}
        showRecord={related || table === 'pricing_requests'}
        error={tableQuery.isError}
      />
    </Flex>
  );
}
