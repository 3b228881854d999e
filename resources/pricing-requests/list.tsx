import { EditOutlined, PlusOutlined } from '@ant-design/icons';
import { ExportButton, List } from '../../src/components/crud/list';
import { useTable } from '../../src/components/crud/list-hooks';
import { useCan } from '@refinedev/core';
import { Alert, Button, Space, Table, Tag } from 'antd';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
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
import { ListTable } from '../../src/components/list-table';
import { useLiveListChanges } from '../../src/components/live-changes';
import { t, tk } from '../../src/lib/i18n';

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
  const { data: canCreate } = useCan({ resource: 'pricing', action: 'CREATE' });
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

  return (
    <List
      title="Your Pricing Requests"
      headerButtons={() => (
        <Space wrap>
          <ExportButton onClick={triggerExport} loading={exporting} />
          {canCreate?.can && (
            <Link to="/pricing-requests/new">
              <Button type="primary" icon={<PlusOutlined />}>
                New Pricing Request
              </Button>
            </Link>
          )}
        </Space>
      )}
    >
      <ListFilters value={values} onChange={setValues} />
      {tableQuery.isError && (
        <Alert
          type="error"
          showIcon
          message={`Error Selecting Pricing Request: ${tableQuery.error?.message}`}
          style={{ margin: '12px 0' }}
        />
      )}
      {live.banner(() => void tableQuery.refetch())}
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
      <ListTable<Row>
        {...tableProps}
        pagination={tableProps.pagination && { ...tableProps.pagination, showTotal: big.showTotal }}
        rowKey="id"
        scroll={{ x: true }}
        style={{ marginTop: 12 }}
        locale={{ emptyText: t('No pricing requests match these filters') }}
        rowSelection={bulk.rowSelection}
      >
        <Table.Column<Row>
          dataIndex="name"
          title={t('Name')}
          sorter
          render={(v: string, r) => <Link to={`/pricing-requests/${r.id}`}>{v}</Link>}
        />
        <Table.Column dataIndex="account_name" title={t('Account')} sorter />
        <Table.Column dataIndex="commodity" title={t('Commodity')} sorter render={commodityLabel} />
        <Table.Column
          dataIndex="total_volume"
          title={t('Total volume')}
          sorter
          align="right"
          render={(v: number | null, r: Row) => formatVolume(v, r.commodity)}
        />
        <Table.Column
          dataIndex="requested_start_date"
          title={t('Start')}
          sorter
          render={(v: string | null) => formatCalendarDate(v) || '—'}
        />
        <Table.Column dataIndex="sales_rep" title={t('Sales rep')} render={(v: string | null) => (v && names.get(v)) ?? '—'} />
        <Table.Column
          dataIndex="active"
          title={t('Status')}
          render={(v: boolean, r: Row) => (
            <Space size={4}>
              {v ? <Tag color="green">{t('Active')}</Tag> : <Tag>{t('Inactive')}</Tag>}
              {!r.account_active && <Tag color="orange">{t('Account inactive')}</Tag>}
            </Space>
          )}
        />
        <Table.Column dataIndex="created_at" title={t('Created')} sorter defaultSortOrder="descend" render={(v: string) => formatDate(v)} />
        <Table.Column<Row>
          title={t('Actions')}
          key="actions"
          render={(_, r) => (
            <Link to={`/pricing-requests/${r.id}`} aria-label={`Edit ${r.name}`}>
              <Button size="small" icon={<EditOutlined />} />
            </Link>
          )}
        />
      </ListTable>
    </List>
  );
}
