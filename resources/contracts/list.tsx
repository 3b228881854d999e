import { CreateButton, EditButton, ExportButton, List, useTable } from '@refinedev/antd';
import { useCan } from '@refinedev/core';
import { Alert, Button, Select, Space, Table, Tag } from 'antd';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { ChoiceFilter, ListFilterBar, listFilters, SearchFilter } from '../../src/components/list-filter-bar';
import { RetailerPicker } from '../../src/components/record-pickers';
import { useBigList } from '../../src/components/use-big-list';
import { useListExport } from '../../src/components/use-list-export';
import { formatCalendarDate } from '../../src/lib/calendar-date';
import { isoDateInDays } from '../../src/lib/dates';
import { codeLabel, formatRate, formatVolume } from '../../src/lib/labels';
import { ENDING_WITHIN, renewalLink, type RenewableContract } from './renew';
import { CONTRACTS_LIST_SELECT, CONTRACTS_LIST_SORTERS } from './list-query';
import { useOrganizationScopeMeta } from '../../src/components/organization-scope';
import { ListTable } from '../../src/components/list-table';
import { useLiveListChanges } from '../../src/components/live-changes';

// A contract's documents (the file manager) load when a row is first expanded.
const FileManager = lazy(() => import('../../src/components/file-manager').then((m) => ({ default: m.FileManager })));

interface Row extends RenewableContract {
  organization_id: string;
  rate: number | null;
  start_date: string | null;
  status: string;
  retailer: { name: string } | null;
  product: { name: string } | null;
  account: { account_name: string } | null;
}

const STATUS_COLORS: Record<string, string> = { pending: 'gold', active: 'green', expired: 'default', cancelled: 'red' };

/** /contracts 'View Contracts': filters incl. "ending within 30/60/90/180 days", documents, Renew. */
export default function ContractsList() {
  const { data: canEdit } = useCan({ resource: 'contracts', action: 'EDIT' });
  const { data: canCreate } = useCan({ resource: 'contracts', action: 'CREATE' });
  // Org-wide callers: estimated totals (src/lib/list-strategy.ts).
  const big = useBigList();
  const scope = useOrganizationScopeMeta();
  const live = useLiveListChanges();
  const { tableProps, filters, sorters, setFilters, tableQuery } = useTable<Row>({
    liveMode: 'manual',
    onLiveEvent: live.onLiveEvent,
    resource: 'contracts',
    syncWithLocation: true,
    sorters: { initial: CONTRACTS_LIST_SORTERS },
    meta: { select: CONTRACTS_LIST_SELECT, ...big.meta, ...scope },
    queryOptions: { enabled: big.ready },
  });
  const { triggerExport, isLoading: exporting } = useListExport<Row>({
    resource: 'contracts',
    filters,
    sorters,
    meta: { select: CONTRACTS_LIST_SELECT, ...big.meta, ...scope },
    fileName: 'contracts',
    columns: [
      { title: 'Number', value: (r) => r.number },
      { title: 'Account', value: (r) => r.account?.account_name },
      { title: 'Retailer', value: (r) => r.retailer?.name },
      { title: 'Product', value: (r) => r.product?.name },
      { title: 'Commodity', value: (r) => codeLabel(r.commodity) },
      { title: 'Rate', value: (r) => r.rate },
      { title: 'Volume', value: (r) => r.volume },
      { title: 'Start', value: (r) => r.start_date },
      { title: 'End', value: (r) => r.end_date },
      { title: 'Status', value: (r) => codeLabel(r.status) },
    ],
  });
  const f = listFilters(filters, setFilters);
  const endingDays = (() => {
    const to = f.value('end_date', 'lte');
    return ENDING_WITHIN.find((d) => isoDateInDays(d) === to);
  })();
  const setEnding = (days: number | undefined) =>
    setFilters(
      [
        { field: 'end_date', operator: 'gte', value: days ? isoDateInDays(0) : undefined },
        { field: 'end_date', operator: 'lte', value: days ? isoDateInDays(days) : undefined },
      ],
      'merge',
    );

  return (
    <List
      title="View Contracts"
      headerButtons={() => (
        <Space wrap>
          <ExportButton onClick={triggerExport} loading={exporting} />
          {canCreate?.can && <CreateButton>New Contract</CreateButton>}
        </Space>
      )}
    >
      <ListFilterBar>
        <SearchFilter label="Search contracts" placeholder="Contract number" width={200} onSearch={f.contains('number')} />
        <Select
          style={{ width: 210 }}
          aria-label="Ending within"
          value={endingDays ?? 0}
          onChange={(d: number) => setEnding(d || undefined)}
          options={[{ value: 0, label: 'Any end date' }, ...ENDING_WITHIN.map((d) => ({ value: d, label: `Ending within ${d} days` }))]}
        />
        <ChoiceFilter label="Status" choices={['pending', 'active', 'expired', 'cancelled']} {...f.bind('status')} />
        <ChoiceFilter label="Commodity" choices={['electricity', 'gas']} {...f.bind('commodity')} />
        <RetailerPicker style={{ width: 180 }} {...f.bind('retailer_id')} aria-label="Retailer" />
      </ListFilterBar>
      {tableQuery.isError && (
        <Alert type="error" showIcon message="Contracts could not be loaded." description={tableQuery.error?.message} />
      )}
      {live.banner(() => void tableQuery.refetch())}
      <ListTable
        {...tableProps}
        pagination={tableProps.pagination && { ...tableProps.pagination, showTotal: big.showTotal }}
        rowKey="id"
        scroll={{ x: true }}
        locale={{ emptyText: 'No contracts found' }}
        expandable={{
          expandedRowRender: (r: Row) => (
            <Suspense>
              <FileManager
                entity="contracts"
                entityId={r.id}
                organizationId={r.organization_id}
                types={['CONTRACT', 'SITES']}
                title="Documents"
                readOnly={!canEdit?.can}
              />
            </Suspense>
          ),
        }}
      >
        <Table.Column<Row> dataIndex="number" title="Number" sorter render={(v: string | null) => v ?? '—'} />
        <Table.Column<Row>
          dataIndex={['account', 'account_name']}
          title="Account"
          render={(v: string, r) => <Link to={`/accounts/${r.account_id}`}>{v}</Link>}
        />
        <Table.Column<Row> dataIndex={['retailer', 'name']} title="Retailer" render={(v?: string) => v ?? '—'} />
        <Table.Column<Row> dataIndex={['product', 'name']} title="Product" render={(v?: string) => v ?? '—'} />
        <Table.Column<Row> dataIndex="commodity" title="Commodity" sorter render={(v: string) => codeLabel(v)} />
        <Table.Column<Row>
          dataIndex="rate"
          title="Rate"
          sorter
          align="right"
          render={(v: number | null, r) => formatRate(v, r.commodity)}
        />
        <Table.Column<Row>
          dataIndex="volume"
          title="Volume"
          sorter
          align="right"
          render={(v: number | null, r) => formatVolume(v, r.commodity)}
        />
        <Table.Column<Row> dataIndex="start_date" title="Start" sorter render={(v: string | null) => formatCalendarDate(v) || '—'} />
        <Table.Column<Row> dataIndex="end_date" title="End" sorter render={(v: string | null) => formatCalendarDate(v) || '—'} />
        <Table.Column<Row>
          dataIndex="status"
          title="Status"
          sorter
          render={(v: string) => <Tag color={STATUS_COLORS[v]}>{codeLabel(v)}</Tag>}
        />
        <Table.Column<Row>
          key="actions"
          title="Actions"
          render={(_, r) => (
            <Space>
              <Link to={renewalLink(r)}>
                <Button size="small">Renew</Button>
              </Link>
              {canEdit?.can && <EditButton hideText size="small" recordItemId={r.id} />}
            </Space>
          )}
        />
      </ListTable>
    </List>
  );
}
