import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { ExportButton, List, useTable } from '@refinedev/antd';
import { useCan, useNotification } from '@refinedev/core';
import { Alert, App, Button, Space, Table, Tag } from 'antd';
import { useMemo, useState, type Key } from 'react';
import { Link } from 'react-router';
import { formatCalendarDate } from '../../src/lib/calendar-date';
import { formatDate } from '../../src/lib/dates';
import { formatVolume } from '../../src/lib/labels';
import { useBigList } from '../../src/components/use-big-list';
import { useListExport } from '../../src/components/use-list-export';
import { DEFAULT_FILTERS, toCrudFilters, type ListFilterValues } from './filters';
import { ListFilters, useSalesReps } from './list-filters';
import { COMMODITIES } from './payload';
import { deleteByIds, repName } from './queries';
import { confirmDestructive } from '../../src/components/confirm-destructive';
import { useOrganizationScopeMeta } from '../../src/components/organization-scope';
import { ListTable } from '../../src/components/list-table';

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
}

/** The list's relation: requests with their account's name and state, through the caller's RLS. */
const LIST_VIEW = 'pricing_requests_list';

const commodityLabel = (c: string) => COMMODITIES.find((x) => x.value === c)?.label ?? c;

/** Your Pricing Requests: server-side paging, sorting, filters, search, CSV and bulk delete. */
export default function PricingRequestsList() {
  const [values, setValues] = useState<ListFilterValues>(DEFAULT_FILTERS);
  const filters = useMemo(() => toCrudFilters(values), [values]);
  // Org-wide callers: estimated totals, and a search term tried on search_pricing_requests first.
  const big = useBigList('search_pricing_requests');
  const scope = useOrganizationScopeMeta();
  const { tableProps, tableQuery, sorters } = useTable<Row>({
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
  const [selected, setSelected] = useState<Key[]>([]);
  const { modal } = App.useApp();
  const { open } = useNotification();

  const { triggerExport, isLoading: exporting } = useListExport<Row>({
    resource: LIST_VIEW,
    filters,
    sorters,
    meta: { ...big.meta, ...scope },
    fileName: 'pricing-requests',
    columns: [
      { title: 'Name', value: (r) => r.name },
      { title: 'Account', value: (r) => r.account_name },
      { title: 'Commodity', value: (r) => commodityLabel(r.commodity) },
      { title: 'Total volume', value: (r) => r.total_volume },
      { title: 'Start', value: (r) => r.requested_start_date },
      { title: 'Sales rep', value: (r) => (r.sales_rep && names.get(r.sales_rep)) ?? '' },
      { title: 'Active', value: (r) => r.active },
      { title: 'Account active', value: (r) => r.account_active },
      { title: 'Created', value: (r) => formatDate(r.created_at) },
    ],
  });

  const confirmDelete = () =>
    confirmDestructive(modal, {
      title: 'Delete Pricing Requests',
      content: `Are you sure you want to delete the ${selected.length} selected pricing request${selected.length > 1 ? 's' : ''}? Their products, proposals and documents go with them.`,
      okText: 'Delete',
      onOk: async () => {
        try {
          const deleted = await deleteByIds('pricing_requests', selected as string[]);
          const refused = selected.length - deleted;
          open?.({
            type: refused ? 'error' : 'success',
            message: refused ? `${refused} pricing request(s) could not be deleted` : `${deleted} pricing request(s) deleted`,
          });
          setSelected([]);
          await tableQuery.refetch();
        } catch (e) {
          open?.({ type: 'error', message: `Error Deleting Pricing Request: ${(e as Error).message}` });
        }
      },
    });

  return (
    <List
      title="Your Pricing Requests"
      headerButtons={() => (
        <Space wrap>
          <ExportButton onClick={triggerExport} loading={exporting} />
          {canEdit?.can && (
            <Button danger icon={<DeleteOutlined />} disabled={!selected.length} onClick={confirmDelete}>
              Delete selected
            </Button>
          )}
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
      <ListTable<Row>
        {...tableProps}
        pagination={tableProps.pagination && { ...tableProps.pagination, showTotal: big.showTotal }}
        rowKey="id"
        scroll={{ x: true }}
        style={{ marginTop: 12 }}
        locale={{ emptyText: 'No pricing requests match these filters' }}
        rowSelection={canEdit?.can ? { selectedRowKeys: selected, onChange: setSelected } : undefined}
      >
        <Table.Column<Row>
          dataIndex="name"
          title="Name"
          sorter
          render={(v: string, r) => <Link to={`/pricing-requests/${r.id}`}>{v}</Link>}
        />
        <Table.Column dataIndex="account_name" title="Account" sorter />
        <Table.Column dataIndex="commodity" title="Commodity" sorter render={commodityLabel} />
        <Table.Column
          dataIndex="total_volume"
          title="Total volume"
          sorter
          align="right"
          render={(v: number | null, r: Row) => formatVolume(v, r.commodity)}
        />
        <Table.Column dataIndex="requested_start_date" title="Start" sorter render={(v: string | null) => formatCalendarDate(v) || '—'} />
        <Table.Column dataIndex="sales_rep" title="Sales rep" render={(v: string | null) => (v && names.get(v)) ?? '—'} />
        <Table.Column
          dataIndex="active"
          title="Status"
          render={(v: boolean, r: Row) => (
            <Space size={4}>
              {v ? <Tag color="green">Active</Tag> : <Tag>Inactive</Tag>}
              {!r.account_active && <Tag color="orange">Account inactive</Tag>}
            </Space>
          )}
        />
        <Table.Column dataIndex="created_at" title="Created" sorter defaultSortOrder="descend" render={(v: string) => formatDate(v)} />
        <Table.Column<Row>
          title="Actions"
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
