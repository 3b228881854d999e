import { SyncOutlined } from '@ant-design/icons';
import { ExportButton, List } from '../../src/components/crud/list';
import { useTable } from '../../src/components/crud/list-hooks';
import { useCan } from '@refinedev/core';
import { Alert, Select, Space, Tag } from 'antd';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { ChoiceFilter, ListFilterBar, listFilters, SearchFilter } from '../../src/components/list-filter-bar';
import { RetailerPicker } from '../../src/components/record-pickers';
import { useBigList } from '../../src/components/use-big-list';
import { useListExport } from '../../src/components/use-list-export';
import { formatCalendarDate } from '../../src/lib/calendar-date';
import { isoDateInDays } from '../../src/lib/dates';
import { codeLabel } from '../../src/lib/labels';
import { ENDING_WITHIN, renewalLink, type RenewableContract } from './renew';
import { CONTRACTS_LIST_SELECT, CONTRACTS_LIST_SORTERS } from './list-query';
import { useOrganizationScopeMeta } from '../../src/components/organization-scope';
import { ListTable, type ListColumn } from '../../src/components/list-table';
import { calendarDateColumn, editAction, pricedColumns, volumeColumn } from '../../src/components/list-columns';
import { NewButton } from '../../src/components/new-button';
import { useLiveListChanges } from '../../src/components/live-changes';
import { t } from '../../src/lib/i18n';

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
      { title: t('Number'), value: (r) => r.number },
      { title: t('Account'), value: (r) => r.account?.account_name },
      { title: t('Retailer'), value: (r) => r.retailer?.name },
      { title: t('Product'), value: (r) => r.product?.name },
      { title: t('Commodity'), value: (r) => codeLabel(r.commodity) },
      { title: t('Rate'), value: (r) => r.rate },
      { title: t('Volume'), value: (r) => r.volume },
      { title: t('Start'), value: (r) => r.start_date },
      { title: t('End'), value: (r) => r.end_date },
      { title: t('Status'), value: (r) => codeLabel(r.status) },
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

  const statusTag = (v: string) => <Tag color={STATUS_COLORS[v]}>{codeLabel(v)}</Tag>;
  const columns: ListColumn<Row>[] = [
    {
      key: 'number',
      dataIndex: 'number',
      title: t('Number'),
      width: 120,
      priority: 0,
      link: true,
      sorter: true,
      render: (v: string | null) => v ?? t('No number'),
    },
    {
      key: 'account',
      dataIndex: ['account', 'account_name'],
      title: t('Account'),
      width: 170,
      priority: 1,
      render: (v: string, r) => <Link to={`/accounts/${r.account_id}`}>{v}</Link>,
    },
    ...pricedColumns<Row>({ retailer: 3, product: 5, commodity: 4, rate: 3 }),
    volumeColumn<Row>('volume', t('Volume'), 130, 5),
    calendarDateColumn<Row>('start_date', t('Start'), 4),
    calendarDateColumn<Row>('end_date', t('End'), 1),
    { key: 'status', dataIndex: 'status', title: t('Status'), width: 110, priority: 1, grow: false, sorter: true, render: statusTag },
  ];

  return (
    <List
      title={t('View Contracts')}
      headerButtons={() => (
        <Space wrap>
          <ExportButton onClick={triggerExport} loading={exporting} />
          <NewButton />
        </Space>
      )}
    >
      <ListFilterBar
        active={f.count(['number'])}
        search={<SearchFilter label={t('Search contracts')} placeholder={t('Contract number')} width={200} {...f.search('number')} />}
      >
        <Select
          style={{ width: 210 }}
          aria-label={t('Ending within')}
          value={endingDays ?? 0}
          onChange={(d: number) => setEnding(d || undefined)}
          options={[
            { value: 0, label: t('Any end date') },
            ...ENDING_WITHIN.map((d) => ({ value: d, label: t('Ending within {n} days', { n: d }) })),
          ]}
        />
        <ChoiceFilter label={t('Status')} choices={['pending', 'active', 'expired', 'cancelled']} {...f.bind('status')} />
        <ChoiceFilter label={t('Commodity')} choices={['electricity', 'gas']} {...f.bind('commodity')} />
        <RetailerPicker style={{ width: 180 }} {...f.bind('retailer_id')} aria-label={t('Retailer')} />
      </ListFilterBar>
      {tableQuery.isError && (
        <Alert type="error" showIcon message={t('Contracts could not be loaded.')} description={tableQuery.error?.message} />
      )}
      {live.banner(() => void tableQuery.refetch())}
      <ListTable<Row>
        {...tableProps}
        listId="contracts"
        label={t('Contracts')}
        pagination={tableProps.pagination && { ...tableProps.pagination, showTotal: big.showTotal }}
        rowKey="id"
        columns={columns}
        sorters={sorters}
        rowLink={(r) => `/contracts/${r.id}`}
        actions={(r) => [
          { key: 'renew', label: t('Renew'), icon: <SyncOutlined />, to: renewalLink(r) },
          ...(canEdit?.can ? [editAction(`/contracts/${r.id}`)] : []),
        ]}
        card={{
          lines: (r) => [
            r.account?.account_name,
            [r.end_date && t('Ends {date}', { date: formatCalendarDate(r.end_date) }), r.retailer?.name].filter(Boolean).join(' · '),
          ],
          status: (r) => statusTag(r.status),
        }}
        error={tableQuery.isError}
        emptyText={t('No contracts found')}
        expandable={{
          expandedRowRender: (r: Row) => (
            <Suspense>
              <FileManager
                entity="contracts"
                entityId={r.id}
                organizationId={r.organization_id}
                types={['CONTRACT', 'SITES']}
                title={t('Documents')}
                readOnly={!canEdit?.can}
              />
            </Suspense>
          ),
        }}
      />
    </List>
  );
}
