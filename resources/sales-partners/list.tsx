import { ExportButton, List } from '../../src/components/crud/list';
import { useTable } from '../../src/components/crud/list-hooks';
import { useCan } from '@refinedev/core';
import { Button, Select, Space, Tag } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { activeColumn, activeTag, editAction } from '../../src/components/list-columns';
import { ActiveFilter, ListFilterBar, listFilters, SearchFilter } from '../../src/components/list-filter-bar';
import { personName } from '../../src/components/record-pickers';
import { useListExport } from '../../src/components/use-list-export';
import { usePartnerStatuses } from './pickers';

// The assignment dialog (a form) loads when first opened, and stays.
const RegionalAssignment = lazy(() => import('./regional-assignment').then((m) => ({ default: m.RegionalAssignment })));
import { PARTNERS_LIST_SELECT, PARTNERS_LIST_SORTERS } from './list-query';
import { useOrganizationScopeMeta } from '../../src/components/organization-scope';
import { ListTable, type ListColumn } from '../../src/components/list-table';
import { NewButton } from '../../src/components/new-button';
import { useLiveListChanges } from '../../src/components/live-changes';
import { BulkActionBar } from '../../src/components/lazy-bulk-action-bar';
import { useBulkSelection } from '../../src/components/use-bulk-selection';
import { t, tk } from '../../src/lib/i18n';
import { resourceNotice } from '../../providers/i18n-provider';

interface PartnerRow {
  id: string;
  updated_at: string;
  name: string;
  active: boolean;
  status: number;
  primary_email: string | null;
  partner_statuses: { name: string } | null;
  regional: { first_name: string | null; last_name: string | null } | null;
  owner_profile: { first_name: string | null; last_name: string | null; email: string | null } | null;
}

/** 'Your Sales Partners': status, regional manager, owner, active; search, filters, CSV export, regional assignment, bulk actions. */
export default function SalesPartnersList() {
  const [assigning, setAssigning] = useState(false);
  const [assigned, setAssigned] = useState(false);
  const assign = (open: boolean) => {
    setAssigning(open);
    if (open) setAssigned(true);
  };
  const { data: canEdit } = useCan({ resource: 'partners', action: 'EDIT' });
  const { data: canDelete } = useCan({ resource: 'partners', action: 'DELETE' });
  const scope = useOrganizationScopeMeta();
  const live = useLiveListChanges();
  const { tableProps, filters, sorters, setFilters, tableQuery } = useTable<PartnerRow>({
    liveMode: 'manual',
    onLiveEvent: live.onLiveEvent,
    syncWithLocation: true,
    sorters: { initial: PARTNERS_LIST_SORTERS },
    meta: { select: PARTNERS_LIST_SELECT, ...scope },
  });
  const statusProps = usePartnerStatuses();
  const bulk = useBulkSelection<PartnerRow>(tableQuery.data?.data);
  const {
    triggerExport,
    exportRows,
    isLoading: exporting,
  } = useListExport<PartnerRow>({
    resource: 'partners',
    filters,
    sorters,
    meta: { select: PARTNERS_LIST_SELECT, ...scope },
    fileName: 'sales-partners',
    columns: [
      { title: t('Name'), value: (r) => r.name },
      { title: t('Status'), value: (r) => r.partner_statuses?.name ?? r.status },
      { title: t('Regional Manager'), value: (r) => personName(r.regional) },
      { title: t('Owner'), value: (r) => personName(r.owner_profile) },
      { title: t('Primary e-mail'), value: (r) => r.primary_email },
      { title: t('Active'), value: (r) => r.active },
    ],
  });
  const f = listFilters(filters, setFilters);

  const statusName = (r: PartnerRow) => r.partner_statuses?.name ?? String(r.status);
  const columns: ListColumn<PartnerRow>[] = [
    { key: 'name', dataIndex: 'name', title: t('Name'), width: 200, priority: 0, link: true, sorter: true },
    {
      key: 'status',
      dataIndex: 'status',
      title: t('Status'),
      width: 140,
      priority: 1,
      sorter: true,
      render: (_, r) => <Tag>{statusName(r)}</Tag>,
    },
    { key: 'regional', title: t('Regional Manager'), width: 170, priority: 2, render: (_, r) => personName(r.regional) || '—' },
    { key: 'owner', title: t('Owner'), width: 160, priority: 2, render: (_, r) => personName(r.owner_profile) || '—' },
    { key: 'primary_email', dataIndex: 'primary_email', title: t('Primary e-mail'), width: 200, priority: 3, sorter: true },
    activeColumn<PartnerRow>(),
  ];

  return (
    <List
      title={t('Your Sales Partners')}
      headerButtons={() => (
        <Space wrap>
          {canEdit?.can && <Button onClick={() => assign(true)}>{t('Regional Assignment')}</Button>}
          <ExportButton onClick={triggerExport} loading={exporting} />
          <NewButton />
        </Space>
      )}
    >
      <ListFilterBar
        active={f.count(['name'])}
        search={<SearchFilter label={t('Search partners')} placeholder={t('Search partners')} width={220} {...f.search('name')} />}
      >
        <Select
          options={statusProps.options}
          loading={statusProps.loading}
          allowClear
          placeholder={t('Status')}
          aria-label={t('Filter by status')}
          style={{ width: 180 }}
          value={f.value('status') as number | undefined}
          onChange={(v) => f.set('status', v)}
        />
        <ActiveFilter value={f.value('active')} onChange={(active) => f.set('active', active)} />
      </ListFilterBar>
      {live.banner(() => void tableQuery.refetch())}
      <ListTable<PartnerRow>
        {...tableProps}
        listId="sales-partners"
        label={t('Sales partners')}
        rowKey="id"
        rowSelection={bulk.rowSelection}
        columns={columns}
        sorters={sorters}
        rowLink={(r) => `/sales-partners/${r.id}`}
        actions={(r) => [editAction(`/sales-partners/${r.id}`)]}
        card={{
          lines: (r) => [personName(r.owner_profile), personName(r.regional) && t('Regional: {name}', { name: personName(r.regional) })],
          status: (r) => (
            <>
              <Tag>{statusName(r)}</Tag>
              {activeTag(r.active)}
            </>
          ),
        }}
        error={tableQuery.isError && `${resourceNotice('selectError', 'partners')}: ${tableQuery.error?.message}`}
        emptyText={t('No sales partners yet')}
      />
      <BulkActionBar
        target="partners"
        noun={[tk('{n} sales partner'), tk('{n} sales partners')]}
        selection={bulk}
        can={{ activate: canEdit?.can, remove: canDelete?.can }}
        onExport={exportRows}
        exporting={exporting}
        onChanged={() => tableQuery.refetch()}
      />
      {assigned && (
        <Suspense>
          <RegionalAssignment
            open={assigning}
            onClose={(changed) => {
              setAssigning(false);
              if (changed) void tableQuery.refetch();
            }}
          />
        </Suspense>
      )}
    </List>
  );
}
