import { ExportButton, List } from '../../src/components/crud/list';
import { useTable } from '../../src/components/crud/list-hooks';
import { useCan } from '@refinedev/core';
import { Space } from 'antd';
import { BulkActionBar } from '../../src/components/lazy-bulk-action-bar';
import { useBulkSelection } from '../../src/components/use-bulk-selection';
import { activeColumn, activeTag, editAction } from '../../src/components/list-columns';
import { ActiveFilter, ListFilterBar, listFilters, SearchFilter } from '../../src/components/list-filter-bar';
import { personName } from '../../src/components/record-pickers';
import { useListExport } from '../../src/components/use-list-export';
import { useOrganizationScopeMeta } from '../../src/components/organization-scope';
import { ListTable, type ListColumn } from '../../src/components/list-table';
import { NewButton } from '../../src/components/new-button';
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
      { title: t('Company'), value: (r) => r.organizations?.name },
      { title: t('Owner'), value: (r) => personName(r.owner_profile) },
      { title: t('E-mail'), value: (r) => r.primary_email },
      { title: t('Phone'), value: (r) => r.phone },
      { title: t('Active'), value: (r) => r.active },
    ],
  });
  const f = listFilters(filters, setFilters);
  const columns: ListColumn<AffiliateRow>[] = [
    { key: 'name', dataIndex: 'name', title: t('Name'), width: 200, priority: 0, link: true, sorter: true },
    { key: 'organization', title: t('Company'), width: 170, priority: 3, render: (_, r) => r.organizations?.name ?? '—' },
    { key: 'owner', title: t('Owner'), width: 160, priority: 2, render: (_, r) => personName(r.owner_profile) || '—' },
    { key: 'primary_email', dataIndex: 'primary_email', title: t('E-mail'), width: 200, priority: 2, sorter: true },
    { key: 'phone', dataIndex: 'phone', title: t('Phone'), width: 130, priority: 4, grow: false },
    activeColumn<AffiliateRow>(),
  ];
  return (
    <List
      title={t('Affiliates')}
      headerButtons={() => (
        <Space wrap>
          <ExportButton onClick={triggerExport} loading={exporting} />
          <NewButton />
        </Space>
      )}
    >
      <ListFilterBar
        active={f.count(['name'])}
        search={<SearchFilter label={t('Search affiliates')} placeholder={t('Search affiliates')} width={220} {...f.search('name')} />}
      >
        <ActiveFilter value={f.value('active')} onChange={(active) => f.set('active', active)} />
      </ListFilterBar>
      {live.banner(() => void tableQuery.refetch())}
      <ListTable<AffiliateRow>
        {...tableProps}
        listId="affiliates"
        label={t('Affiliates')}
        rowKey="id"
        rowSelection={bulk.rowSelection}
        columns={columns}
        sorters={sorters}
        rowLink={(r) => `/affiliates/${r.id}`}
        actions={(r) => [editAction(`/affiliates/${r.id}`)]}
        card={{
          lines: (r) => [personName(r.owner_profile), r.primary_email],
          status: (r) => activeTag(r.active),
        }}
        error={tableQuery.isError && t('Could not load affiliates: {error}', { error: tableQuery.error?.message })}
        emptyText={t('No affiliates yet')}
      />
      <BulkActionBar
        target="affiliates"
        noun={[tk('{n} affiliate'), tk('{n} affiliates')]}
        selection={bulk}
        can={{ activate: canEdit?.can, remove: canDelete?.can }}
        onExport={exportRows}
        exporting={exporting}
        onChanged={() => tableQuery.refetch()}
      />
    </List>
  );
}
