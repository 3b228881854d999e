import { ExportButton, List } from '../../src/components/crud/list';
import { useSelect, useTable } from '../../src/components/crud/list-hooks';
import type { BaseRecord } from '@refinedev/core';
import { Alert, Button, Input, Select } from 'antd';
import { CalendarDateInput } from '../../src/components/date-inputs';
import { HistoryTable } from '../../src/components/history/history-table';
import { ListFilterBar, listFilters } from '../../src/components/list-filter-bar';
import { useOrganizationScopeMeta } from '../../src/components/organization-scope';
import { personName } from '../../src/lib/person-name';
import { useListExport } from '../../src/components/use-list-export';
import { formatDateTime } from '../../src/lib/dates';
import {
  actorLabel,
  changesText,
  entityLabel,
  HISTORY_ENTITIES,
  OPERATION_LABELS,
  recordedName,
  type HistoryRow,
} from '../../src/lib/history';
import {
  actorFilter,
  actorValue,
  dayRangeFilters,
  dayRangeValue,
  HISTORY_LIST_COUNT,
  HISTORY_LIST_SELECT,
  HISTORY_LIST_SORTERS,
  historyTotal,
  historyTotalLabel,
  SERVICE_ACTOR,
} from './list-query';
import { t } from '../../src/lib/i18n';

type Person = BaseRecord & { first_name: string | null; last_name: string | null; email: string | null };

/** Every user management sees (inactive ones too: their past changes stay theirs), searched by name or e-mail, and the service. */
function useActorOptions(current: string | undefined) {
  const { selectProps } = useSelect<Person>({
    resource: 'profiles',
    optionLabel: (p) => personName(p),
    optionValue: (p) => String(p.id),
    onSearch: (v) => [
      { operator: 'or', value: ['first_name', 'last_name', 'email'].map((field) => ({ field, operator: 'contains' as const, value: v })) },
    ],
    meta: { select: 'id, first_name, last_name, email' },
    sorters: [{ field: 'first_name', order: 'asc' }],
    pagination: { pageSize: 50 },
    defaultValue: current && current !== SERVICE_ACTOR ? current : undefined,
  });
  return {
    options: [{ value: SERVICE_ACTOR, label: t('Service (functions, imports)') }, ...(selectProps.options ?? [])],
    onSearch: selectProps.onSearch,
    filterOption: selectProps.filterOption,
    loading: selectProps.loading,
  };
}

/**
 * /admin/history 'History' (management; issue 18 §1): every recorded change newest first, filtered by
 * user, entity, record, action and day range (kept in the URL), with CSV export. Counts are the
 * planner's estimate past 1,000 rows (docs/frontend.md, "Big lists").
 */
export default function HistoryList() {
  // The header's organization switcher narrows it too (rows of users, grants and deleted companies have none).
  const scope = useOrganizationScopeMeta();
  // Every role counts `estimated` here (exact up to 1,000 rows, the planner's estimate above): a
  // regional manager's or a rep's exact total reads all of their history for a page of 25.
  const meta = { select: HISTORY_LIST_SELECT, count: HISTORY_LIST_COUNT, ...scope };
  // The header's organization switcher narrows it too (rows of users, grants and deleted companies have none).
  const { tableProps, filters, sorters, setFilters, tableQuery } = useTable<HistoryRow>({
    resource: 'record_history',
    syncWithLocation: true,
    sorters: { permanent: HISTORY_LIST_SORTERS },
    pagination: { pageSize: 25 },
    meta,
  });
  const { triggerExport, isLoading: exporting } = useListExport<HistoryRow>({
    resource: 'record_history',
    filters,
    sorters,
    meta: { select: HISTORY_LIST_SELECT, ...scope },
    fileName: 'history',
    columns: [
      { title: t('When'), value: (r) => formatDateTime(r.changed_at) },
      { title: t('Who'), value: (r) => actorLabel(r) },
      { title: t('User id'), value: (r) => r.actor },
      { title: t('Action'), value: (r) => t(OPERATION_LABELS[r.operation]) },
      { title: t('Entity'), value: (r) => entityLabel(r.table_name) },
      { title: t('Record id'), value: (r) => r.record_id },
      { title: t('Record'), value: (r) => recordedName(r) },
      { title: t('Changes'), value: (r) => changesText(r) },
    ],
  });
  const current = tableProps.pagination ? (tableProps.pagination.current ?? 1) : 1;
  const pageSize = tableProps.pagination ? (tableProps.pagination.pageSize ?? 25) : 25;
  const shownTotal = historyTotal(tableQuery.data?.total ?? 0, current, pageSize, tableQuery.data?.data.length ?? 0);
  const f = listFilters(filters, setFilters);
  const actor = actorValue(filters);
  const actorOptions = useActorOptions(actor);
  const [from, to] = dayRangeValue(filters);
  const onlyRecord = (r: HistoryRow) =>
    setFilters(
      [
        { field: 'table_name', operator: 'eq', value: r.table_name },
        { field: 'record_id', operator: 'eq', value: r.record_id },
      ],
      'merge',
    );

  return (
    <List title={t('History')} headerButtons={() => <ExportButton onClick={() => void triggerExport()} loading={exporting} />}>
      <ListFilterBar>
        <Select
          {...actorOptions}
          showSearch
          allowClear
          aria-label={t('User')}
          placeholder={t('User')}
          style={{ width: 240 }}
          value={actor}
          onChange={(v?: string) => setFilters([actorFilter(v)], 'merge')}
        />
        <Select
          allowClear
          aria-label={t('Entity')}
          placeholder={t('Entity')}
          style={{ width: 200 }}
          {...f.bind('table_name')}
          options={Object.entries(HISTORY_ENTITIES).map(([value, label]) => ({ value, label: t(label) }))}
        />
        <Select
          allowClear
          aria-label={t('Action')}
          placeholder={t('Action')}
          style={{ width: 130 }}
          {...f.bind('operation')}
          options={Object.entries(OPERATION_LABELS).map(([value, label]) => ({ value, label: t(label) }))}
        />
        <Input.Search
          allowClear
          aria-label={t('Record id')}
          placeholder={t('Record id')}
          style={{ width: 300 }}
          key={f.value('record_id') ?? ''}
          defaultValue={f.value('record_id')}
          onSearch={(v) => f.set('record_id', v.trim())}
        />
        <div style={{ width: 150 }}>
          <CalendarDateInput
            aria-label={t('From day')}
            placeholder={t('From day')}
            value={from ?? null}
            keepInvalid={false}
            onChange={(day) => setFilters(dayRangeFilters(day ?? undefined, to), 'merge')}
          />
        </div>
        <div style={{ width: 150 }}>
          <CalendarDateInput
            aria-label={t('To day')}
            placeholder={t('To day')}
            value={to ?? null}
            keepInvalid={false}
            onChange={(day) => setFilters(dayRangeFilters(from, day ?? undefined), 'merge')}
          />
        </div>
      </ListFilterBar>
      {tableQuery.isError && (
        <Alert type="error" showIcon message={t('History could not be loaded.')} description={tableQuery.error?.message} />
      )}
      <HistoryTable
        tableProps={{
          ...tableProps,
          pagination: tableProps.pagination && {
            ...tableProps.pagination,
            total: shownTotal.total,
            showTotal: () => historyTotalLabel(shownTotal, current * pageSize),
          },
        }}
        showRecord
        emptyText={t('No changes found')}
        recordExtra={(r) =>
          f.value('record_id') === r.record_id ? null : (
            <Button type="link" size="small" style={{ padding: 0, height: 'auto' }} onClick={() => onlyRecord(r)}>
              {t('Only this record')}
            </Button>
          )
        }
      />
    </List>
  );
}
