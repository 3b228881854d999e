import { CreateButton, ExportButton, List } from '../../src/components/crud/list';
import { useTable } from '../../src/components/crud/list-hooks';
import { useCan } from '@refinedev/core';
import { Alert, Select, Space, Table } from 'antd';
import { BulkActionBar } from '../../src/components/lazy-bulk-action-bar';
import { useBulkSelection } from '../../src/components/use-bulk-selection';
import { activeColumn, editColumn } from '../../src/components/list-columns';
import { useBigList } from '../../src/components/use-big-list';
import { useListExport } from '../../src/components/use-list-export';
import { ListFilterBar, listFilters, SearchFilter } from '../../src/components/list-filter-bar';
import { PartnerPicker, personName, SalesRepPicker } from '../../src/components/record-pickers';
import { formatDate } from '../../src/lib/dates';
import { ACCOUNTS_LIST_SELECT, ACCOUNTS_LIST_SORTERS, searchFilter } from './list-query';
import { useOrganizationScopeMeta } from '../../src/components/organization-scope';
import { ListTable } from '../../src/components/list-table';
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
      { title: t('Contact'), value: (r) => [r.contact_first_name, r.contact_last_name].filter(Boolean).join(' ') },
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

  return (
    <List
      title="Your Accounts"
      headerButtons={() => (
        <Space wrap>
          <ExportButton onClick={triggerExport} loading={exporting} />
          <CreateButton>New Account</CreateButton>
        </Space>
      )}
    >
      <ListFilterBar>
        <SearchFilter
          label={t('Search accounts')}
          placeholder={t('Search name, contact, e-mail, phone, address')}
          width={300}
          onSearch={(v) => setFilters([searchFilter(v)], 'merge')}
        />
        <PartnerPicker style={{ width: 180 }} {...f.bind('partner_id')} aria-label={t('Partner')} />
        <SalesRepPicker style={{ width: 180 }} {...f.bind('sales_rep')} aria-label={t('Sales rep')} />
        <SearchFilter label={t('Utility')} placeholder={t('Utility')} width={150} onSearch={f.contains('utility')} />
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
      <ListTable
        {...tableProps}
        pagination={tableProps.pagination && { ...tableProps.pagination, showTotal: big.showTotal }}
        rowKey="id"
        rowSelection={bulk.rowSelection}
        scroll={{ x: true }}
        locale={{ emptyText: t('No accounts found') }}
      >
        <Table.Column<Row> dataIndex="account_name" title={t('Account')} sorter />
        <Table.Column<Row>
          key="contact"
          title={t('Contact')}
          render={(_, r) => [r.contact_first_name, r.contact_last_name].filter(Boolean).join(' ') || '—'}
        />
        <Table.Column<Row> dataIndex="contact_email" title={t('E-mail')} sorter render={(v: string | null) => v ?? '—'} />
        <Table.Column<Row> dataIndex="contact_phone" title={t('Phone')} render={(v: string | null) => v ?? '—'} />
        <Table.Column<Row> dataIndex="service_city" title={t('City')} sorter render={(v: string | null) => v ?? '—'} />
        <Table.Column<Row> dataIndex="utility" title={t('Utility')} sorter render={(v: string | null) => v ?? '—'} />
        <Table.Column<Row> dataIndex={['partner', 'name']} title={t('Partner')} render={(v: string | undefined) => v ?? '—'} />
        <Table.Column<Row> dataIndex="rep" title={t('Sales rep')} render={(v: Row['rep']) => personName(v) || '—'} />
        <Table.Column<Row> {...activeColumn} />
        <Table.Column<Row> dataIndex="created_at" title={t('Created')} sorter render={(v: string) => formatDate(v)} />
        <Table.Column<Row> {...editColumn} />
      </ListTable>
    </List>
  );
}
