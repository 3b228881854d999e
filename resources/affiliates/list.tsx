import { CreateButton, ExportButton, List } from '../../src/components/crud/list';
import { useTable } from '../../src/components/crud/list-hooks';
import { useCan } from '@refinedev/core';
import { Space, Table } from 'antd';
import { BulkActionBar } from '../../src/components/lazy-bulk-action-bar';
import { useBulkSelection } from '../../src/components/use-bulk-selection';
import { activeColumn, editColumn } from '../../src/components/list-columns';
import { ActiveFilter, listFilters, SearchFilter } from '../../src/components/list-filter-bar';
import { personName } from '../../src/components/record-pickers';
import { useListExport } from '../../src/components/use-list-export';
import { useOrganizationScopeMeta } from '../../src/components/organization-scope';
import { ListTable } from '../../src/components/list-table';
import { useLiveListChanges } from '../../src/components/live-changes';
import { t, tk } from '../../src/lib/i18n';

interface AffiliateRow {
  id: string;
  updated_at: string;
  name: string;
  active: boolean;
  primary_email: string | null;
  phone: string | null;
  organizations: { name: string } | null;
  owner_profile: { first_name: string | null; last_name: string | null; email: string | null } | null;
}

const SELECT = '*, organizations(name), owner_profile:profiles!affiliates_owner_fkey(first_name, last_name, email)';

/** 'Affiliates': organization, owner, contact, active; search, filter, CSV export, bulk actions. */
export default function AffiliatesList() {
  const scope = useOrganizationScopeMeta();
  const live = useLiveListChanges();
  const { tableProps, filters, sorters, setFilters, tableQuery } = useTable<AffiliateRow>({
    liveMode: 'manual',
    onLiveEvent: live.onLiveEvent,
    syncWithLocation: true,
    sorters: { initial: [{ field: 'name', order: 'asc' }] },
    meta: { select: SELECT, ...scope },
  });
  const bulk = useBulkSelection<AffiliateRow>(tableQuery.data?.data);
  const { data: canEdit } = useCan({ resource: 'affiliates', action: 'EDIT' });
  const { data: canDelete } = useCan({ resource: 'affiliates', action: 'DELETE' });
  const {
    triggerExport,
    exportRows,
    isLoading: exporting,
  } = useListExport<AffiliateRow>({
    resource: 'affiliates',
    filters,
    sorters,
    meta: { select: SELECT, ...scope },
    fileName: 'affiliates',
    columns: [
      { title: t('Name'), value: (r) => r.name },
      { title: t('Organization'), value: (r) => r.organizations?.name },
      { title: t('Owner'), value: (r) => personName(r.owner_profile) },
      { title: t('Email'), value: (r) => r.primary_email },
      { title: t('Phone'), value: (r) => r.phone },
      { title: t('Active'), value: (r) => r.active },
    ],
  });
  const f = listFilters(filters, setFilters);
  return (
    <List
      title={t('Affiliates')}
      headerButtons={() => (
        <Space wrap>
          <SearchFilter label={t('Search affiliates')} placeholder={t('Search affiliates')} width={220} onSearch={f.contains('name')} />
          <ActiveFilter onChange={(active) => f.set('active', active)} />
          <ExportButton onClick={triggerExport} loading={exporting} />
          <CreateButton />
        </Space>
      )}
    >
      {live.banner(() => void tableQuery.refetch())}
      <BulkActionBar
        target="affiliates"
        noun={[tk('{n} affiliate'), tk('{n} affiliates')]}
        selection={bulk}
        can={{ activate: canEdit?.can, remove: canDelete?.can }}
        onExport={exportRows}
        exporting={exporting}
        onChanged={() => tableQuery.refetch()}
      />
      <ListTable
        {...tableProps}
        rowKey="id"
        rowSelection={bulk.rowSelection}
        scroll={{ x: true }}
        locale={{
          emptyText: tableQuery.isError
            ? t('Could not load affiliates: {error}', { error: tableQuery.error?.message })
            : t('No affiliates yet'),
        }}
      >
        <Table.Column<AffiliateRow> dataIndex="name" title={t('Name')} sorter />
        <Table.Column<AffiliateRow> title={t('Organization')} render={(_, r) => r.organizations?.name ?? '—'} />
        <Table.Column<AffiliateRow> title={t('Owner')} render={(_, r) => personName(r.owner_profile) || '—'} />
        <Table.Column<AffiliateRow> dataIndex="primary_email" title={t('Email')} sorter />
        <Table.Column<AffiliateRow> dataIndex="phone" title={t('Phone')} />
        <Table.Column<AffiliateRow> {...activeColumn} />
        <Table.Column<AffiliateRow> {...editColumn} />
      </ListTable>
    </List>
  );
}
