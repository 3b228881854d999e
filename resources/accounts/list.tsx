import { DollarOutlined } from '@ant-design/icons';
import { ExportButton, List } from '../../src/components/crud/list';
import { useTable } from '../../src/components/crud/list-hooks';
import { useCan } from '@refinedev/core';
import { Alert, Select, Space } from 'antd';
import { BulkActionBar } from '../../src/components/lazy-bulk-action-bar';
import { useBulkSelection } from '../../src/components/use-bulk-selection';
import { activeColumn, activeTag, createdColumn, editAction } from '../../src/components/list-columns';
import { useBigList } from '../../src/components/use-big-list';
import { useListExport } from '../../src/components/use-list-export';
import { ListFilterBar, listFilters, SearchFilter } from '../../src/components/list-filter-bar';
import { PartnerPicker, personName, SalesRepPicker } from '../../src/components/record-pickers';
import { formatDate } from '../../src/lib/dates';
import { ACCOUNTS_LIST_SELECT, ACCOUNTS_LIST_SORTERS, searchFilter } from './list-query';
import { useOrganizationScopeMeta } from '../../src/components/organization-scope';
import { ListTable, type ListColumn } from '../../src/components/list-table';
import { NewButton } from '../../src/components/new-button';
import { useLiveListChanges } from '../../src/components/live-changes';
import { t, tk } from '../../src/lib/i18n';

interface Row {
  id: string;
  updated_at: string;
  account_name: string;
  contact_first_name: string | null;
  contact_last_name: string | null;
  contact_email: string | null;
  contact_phone: string | null;
  service_city: string | null;
  utility: string | null;
  active: boolean;
  signature_status: string | null;
  created_at: string;
  partner: { name: string } | null;
  rep: { first_name: string | null; last_name: string | null; email: string | null } | null;
}

const contactName = (r: Row) => [r.contact_first_name, r.contact_last_name].filter(Boolean).join(' ');

/** /accounts 'Your Accounts': server-side paging, sorting, filters, search, CSV export and bulk actions. */
export default function AccountsList() {
  // Org-wide callers: estimated totals, and a search term tried on search_accounts first.
  const big = useBigList('search_accounts');
  const scope = useOrganizationScopeMeta();
  const live = useLiveListChanges();
  const { tableProps, setFilters, filters, sorters, tableQuery } = useTable<Row>({
    liveMode: 'manual',
    onLiveEvent: live.onLiveEvent,
    resource: 'accounts',
    syncWithLocation: true,
    sorters: { initial: ACCOUNTS_LIST_SORTERS },
    meta: { select: ACCOUNTS_LIST_SELECT, ...big.meta, ...scope },
    queryOptions: { enabled: big.ready },
  });
  const bulk = useBulkSelection<Row>(tableQuery.data?.data);
  const { data: canEdit } = useCan({ resource: 'accounts', action: 'EDIT' });
  const { data: canDelete } = useCan({ resource: 'accounts', action: 'DELETE' });
  const { data: canPrice } = useCan({ resource: 'pricing', action: 'CREATE' });
  const {
    triggerExport,
    exportRows,
    isLoading: exporting,
  } = useListExport<Row>({
    resource: 'accounts',
    filters,
    sorters,
    meta: { select: ACCOUNTS_LIST_SELECT, ...big.meta, ...scope },
    fileName: 'accounts',
    columns: [
      { title: t('Account'), value: (r) => r.account_name },
      { title: t('Contact'), value: contactName },
      { title: t('E-mail'), value: (r) => r.contact_email },
      { title: t('Phone'), value: (r) => r.contact_phone },
      { title: t('City'), value: (r) => r.service_city },
      { title: t('Utility'), value: (r) => r.utility },
      { title: t('Partner'), value: (r) => r.partner?.name },
      { title: t('Sales rep'), value: (r) => personName(r.rep) },
      { title: t('Active'), value: (r) => r.active },
      { title: t('Created'), value: (r) => formatDate(r.created_at) },
    ],
  });
  const f = listFilters(filters, setFilters);

  const columns: ListColumn<Row>[] = [
    { key: 'account_name', dataIndex: 'account_name', title: t('Account'), width: 190, priority: 0, link: true, sorter: true },
    { key: 'contact', title: t('Contact'), width: 140, priority: 2, render: (_, r) => contactName(r) || '—' },
    { key: 'contact_email', dataIndex: 'contact_email', title: t('E-mail'), width: 190, priority: 2, sorter: true },
    { key: 'contact_phone', dataIndex: 'contact_phone', title: t('Phone'), width: 125, priority: 4, grow: false },
    { key: 'service_city', dataIndex: 'service_city', title: t('City'), width: 110, priority: 3, sorter: true },
    { key: 'utility', dataIndex: 'utility', title: t('Utility'), width: 110, priority: 5, sorter: true },
    { key: 'partner', dataIndex: ['partner', 'name'], title: t('Partner'), width: 140, priority: 3 },
    { key: 'rep', dataIndex: 'rep', title: t('Sales rep'), width: 140, priority: 2, render: (v: Row['rep']) => personName(v) || '—' },
    activeColumn<Row>(),
    createdColumn<Row>(4),
  ];

  return (
    <List
      title={t('Your Accounts')}
      headerButtons={() => (
        <Space wrap>
          <ExportButton onClick={triggerExport} loading={exporting} />
          <NewButton />
        </Space>
      )}
    >
      <ListFilterBar
        active={f.count()}
        search={
          <SearchFilter
            label={t('Search accounts')}
            placeholder={t('Search name, contact, e-mail, phone, address')}
            width={300}
            onSearch={(v) => setFilters([searchFilter(v)], 'merge')}
          />
        }
      >
        <PartnerPicker style={{ width: 180 }} {...f.bind('partner_id')} aria-label={t('Partner')} />
        <SalesRepPicker style={{ width: 180 }} {...f.bind('sales_rep')} aria-label={t('Sales rep')} />
        <SearchFilter label={t('Utility')} placeholder={t('Utility')} width={150} {...f.search('utility')} />
        <Select
          style={{ width: 130 }}
          aria-label={t('Active')}
          value={f.value('active') === undefined ? 'all' : String(f.value('active'))}
          onChange={(v) => f.set('active', v === 'all' ? undefined : v === 'true')}
          options={[
            { value: 'all', label: t('All') },
            { value: 'true', label: t('Active') },
            { value: 'false', label: t('Inactive') },
          ]}
        />
      </ListFilterBar>
      {tableQuery.isError && (
        <Alert type="error" showIcon message={t('Accounts could not be loaded.')} description={tableQuery.error?.message} />
      )}
      {live.banner(() => void tableQuery.refetch())}
      <ListTable<Row>
        {...tableProps}
        listId="accounts"
        label={t('Accounts')}
        pagination={tableProps.pagination && { ...tableProps.pagination, showTotal: big.showTotal }}
        rowKey="id"
        rowSelection={bulk.rowSelection}
        columns={columns}
        sorters={sorters}
        rowLink={(r) => `/accounts/${r.id}`}
        actions={(r) => [
          editAction(`/accounts/${r.id}`),
          ...(canPrice?.can
            ? [{ key: 'price', label: t('New pricing request'), icon: <DollarOutlined />, to: `/pricing-requests/new?account_id=${r.id}` }]
            : []),
        ]}
        card={{
          lines: (r) => [
            [contactName(r), r.service_city].filter(Boolean).join(' · '),
            [r.partner?.name, personName(r.rep)].filter(Boolean).join(' · '),
          ],
          status: (r) => activeTag(r.active),
        }}
        error={tableQuery.isError}
        emptyText={t('No accounts found')}
      />
      <BulkActionBar
        target="accounts"
        noun={[tk('{n} account'), tk('{n} accounts')]}
        selection={bulk}
        can={{ assignRep: canEdit?.can, activate: canEdit?.can, remove: canDelete?.can }}
        onExport={exportRows}
        exporting={exporting}
        deleteNote={t('Their pricing requests, submissions, contracts and tasks go with them.')}
        onChanged={() => tableQuery.refetch()}
      />
    </List>
  );
}
