import { ExportButton, List } from '../../src/components/crud/list';
import { useTable } from '../../src/components/crud/list-hooks';
import { useCan } from '@refinedev/core';
import { Alert, Space, Tag } from 'antd';
import { useMemo, useState } from 'react';
import { formatCalendarDate } from '../../src/lib/calendar-date';
import { formatDate } from '../../src/lib/dates';
import { formatVolume } from '../../src/lib/labels';
import { useBigList } from '../../src/components/use-big-list';
import { useListExport } from '../../src/components/use-list-export';
import { DEFAULT_FILTERS, toCrudFilters, type ListFilterValues } from './filters';
import { ListFilters, useSalesReps } from './list-filters';
import { COMMODITIES } from './payload';
import { repName } from './queries';
import { BulkActionBar } from '../../src/components/lazy-bulk-action-bar';
import { useBulkSelection } from '../../src/components/use-bulk-selection';
import { useOrganizationScopeMeta } from '../../src/components/organization-scope';
import { ListTable, type ListColumn } from '../../src/components/list-table';
import { activeTag, createdColumn, editAction } from '../../src/components/list-columns';
import { NewButton } from '../../src/components/new-button';
import { useLiveListChanges } from '../../src/components/live-changes';
import { t, tk } from '../../src/lib/i18n';
import { resourceNotice } from '../../providers/i18n-provider';

/** A row of the view pricing_requests_list. */
interface Row {
  id: string;
  name: string;
  account_id: string;
  account_name: string;
  active: boolean;
  account_active: boolean;
  commodity: string;
  total_volume: number | null;
  requested_start_date: string | null;
  sales_rep: string | null;
  created_at: string;
  updated_at: string;
}

/** The list's relation: requests with their account's name and state, through the caller's RLS. */
const LIST_VIEW = 'pricing_requests_list';

const commodityLabel = (c: string) => COMMODITIES.find((x) => x.value === c)?.label ?? c;

/** Your Pricing Requests: server-side paging, sorting, filters, search, CSV and bulk actions. */
export default function PricingRequestsList() {
  const [values, setValues] = useState<ListFilterValues>(DEFAULT_FILTERS);
  const filters = useMemo(() => toCrudFilters(values), [values]);
  // Org-wide callers: estimated totals, and a search term tried on search_pricing_requests first.
  const big = useBigList('search_pricing_requests');
  const scope = useOrganizationScopeMeta();
  const live = useLiveListChanges();
  const { tableProps, tableQuery, sorters } = useTable<Row>({
    liveMode: 'manual',
    onLiveEvent: live.onLiveEvent,
    resource: LIST_VIEW,
    sorters: { initial: [{ field: 'created_at', order: 'desc' }] },
    filters: { permanent: filters },
    pagination: { pageSize: 25 },
    meta: { ...big.meta, ...scope },
    queryOptions: { enabled: big.ready },
  });
  const reps = useSalesReps();
  const names = useMemo(() => new Map((reps.data ?? []).map((p) => [p.id, repName(p)])), [reps.data]);
  const { data: canEdit } = useCan({ resource: 'pricing', action: 'EDIT' });
  const bulk = useBulkSelection<Row>(tableQuery.data?.data);

  const {
    triggerExport,
    exportRows,
    isLoading: exporting,
  } = useListExport<Row>({
    resource: LIST_VIEW,
    filters,
    sorters,
    meta: { ...big.meta, ...scope },
    fileName: 'pricing-requests',
    columns: [
      { title: t('Name'), value: (r) => r.name },
      { title: t('Account'), value: (r) => r.account_name },
      { title: t('Commodity'), value: (r) => commodityLabel(r.commodity) },
      { title: t('Total volume'), value: (r) => r.total_volume },
      { title: t('Start'), value: (r) => r.requested_start_date },
      { title: t('Sales rep'), value: (r) => (r.sales_rep && names.get(r.sales_rep)) ?? '' },
      { title: t('Active'), value: (r) => r.active },
      { title: t('Account active'), value: (r) => r.account_active },
      { title: t('Created'), value: (r) => formatDate(r.created_at) },
    ],
  });

  const statusTags = (r: Row) => (
    <Space size={4}>
      {activeTag(r.active)}
      {!r.account_active && <Tag color="orange">{t('Account inactive')}</Tag>}
    </Space>
  );
  const repOf = (r: Row) => (r.sales_rep && names.get(r.sales_rep)) ?? '';
  const columns: ListColumn<Row>[] = [
    { key: 'name', dataIndex: 'name', title: t('Name'), width: 190, priority: 0, link: true, sorter: true },
    { key: 'account_name', dataIndex: 'account_name', title: t('Account'), width: 170, priority: 1, sorter: true },
    {
      key: 'commodity',
      dataIndex: 'commodity',
      title: t('Commodity'),
      width: 120,
      priority: 3,
      grow: false,
      sorter: true,
      render: commodityLabel,
    },
    {
      key: 'total_volume',
      dataIndex: 'total_volume',
      title: t('Total volume'),
      width: 140,
      priority: 4,
      align: 'right',
      sorter: true,
      render: (v: number | null, r) => formatVolume(v, r.commodity),
    },
    {
      key: 'requested_start_date',
      dataIndex: 'requested_start_date',
      title: t('Start'),
      width: 110,
      priority: 3,
      grow: false,
      sorter: true,
      render: (v: string | null) => formatCalendarDate(v) || '—',
    },
    { key: 'sales_rep', dataIndex: 'sales_rep', title: t('Sales rep'), width: 140, priority: 2, render: (_, r) => repOf(r) || '—' },
    { key: 'status', dataIndex: 'active', title: t('Status'), width: 170, priority: 1, grow: false, render: (_, r) => statusTags(r) },
    createdColumn<Row>(2),
  ];

  return (
    <List
      title={t('Your Pricing Requests')}
      headerButtons={() => (
        <Space wrap>
          <ExportButton onClick={triggerExport} loading={exporting} />
          <NewButton />
        </Space>
      )}
    >
      <ListFilters value={values} onChange={setValues} />
      {tableQuery.isError && (
        <Alert
          type="error"
          showIcon
          message={`${resourceNotice('selectError', 'pricing_requests')}: ${tableQuery.error?.message}`}
          style={{ margin: '12px 0' }}
        />
      )}
      {live.banner(() => void tableQuery.refetch())}
      <ListTable<Row>
        {...tableProps}
        listId="pricing-requests"
        label={t('Pricing requests')}
        pagination={tableProps.pagination && { ...tableProps.pagination, showTotal: big.showTotal }}
        rowKey="id"
        rowSelection={bulk.rowSelection}
        columns={columns}
        sorters={sorters}
        rowLink={(r) => `/pricing-requests/${r.id}`}
        actions={(r) => [editAction(`/pricing-requests/${r.id}`)]}
        card={{
          lines: (r) => [
            r.account_name,
            [repOf(r), r.requested_start_date && t('Starts {date}', { date: formatCalendarDate(r.requested_start_date) })]
              .filter(Boolean)
              .join(' · '),
          ],
          status: statusTags,
        }}
        error={tableQuery.isError}
        emptyText={t('No pricing requests match these filters')}
      />
      <BulkActionBar
        target="pricing_requests"
        noun={[tk('{n} pricing request'), tk('{n} pricing requests')]}
        selection={bulk}
        can={{ assignRep: canEdit?.can, activate: canEdit?.can, remove: canEdit?.can }}
        onExport={exportRows}
        exporting={exporting}
        deleteNote={t('Their products, proposals and documents go with them.')}
        onChanged={() => tableQuery.refetch()}
      />
    </List>
  );
}
