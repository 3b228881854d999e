import { CreateButton, EditButton, ExportButton, List, useSelect, useTable } from '@refinedev/antd';
import { useCan, useExport } from '@refinedev/core';
import { Button, Input, Select, Space, Table, Tag } from 'antd';
import { useState } from 'react';
import { RegionalAssignment } from './regional-assignment';

interface PartnerRow {
  id: string;
  name: string;
  active: boolean;
  status: number;
  primary_email: string | null;
  partner_statuses: { name: string } | null;
  regional: { first_name: string | null; last_name: string | null } | null;
  owner_profile: { first_name: string | null; last_name: string | null; email: string | null } | null;
}

const SELECT =
  '*, partner_statuses(name), regional:profiles!partners_regional_manager_fkey(first_name, last_name), owner_profile:profiles!partners_owner_fkey(first_name, last_name, email)';
const person = (p: { first_name: string | null; last_name: string | null; email?: string | null } | null) =>
  p ? [p.first_name, p.last_name].filter(Boolean).join(' ') || p.email || '—' : '—';

/** 'Your Sales Partners': status, regional manager, owner, active; search, filters, CSV export, regional assignment. */
export default function SalesPartnersList() {
  const [assigning, setAssigning] = useState(false);
  const { data: canEdit } = useCan({ resource: 'partners', action: 'EDIT' });
  const { tableProps, setFilters, tableQuery } = useTable<PartnerRow>({
    syncWithLocation: true,
    sorters: { initial: [{ field: 'name', order: 'asc' }] },
    meta: { select: SELECT },
  });
  const { selectProps: statusProps } = useSelect({
    resource: 'partner_statuses',
    optionLabel: 'name',
    optionValue: 'id',
    sorters: [{ field: 'sort_order', order: 'asc' }],
    pagination: { pageSize: 50 },
  });
  const { triggerExport, isLoading: exporting } = useExport<PartnerRow>({
    meta: { select: SELECT },
    mapData: (r) => ({
      name: r.name,
      status: r.partner_statuses?.name,
      regional_manager: person(r.regional),
      owner: person(r.owner_profile),
      primary_email: r.primary_email,
      active: r.active,
    }),
  });

  return (
    <List
      title="Your Sales Partners"
      headerButtons={() => (
        <Space wrap>
          <Input.Search
            placeholder="Search partners"
            allowClear
            aria-label="Search partners"
            style={{ width: 220 }}
            onSearch={(v) => setFilters([{ field: 'name', operator: 'contains', value: v.trim() || undefined }], 'merge')}
          />
          <Select
            {...statusProps}
            allowClear
            placeholder="Status"
            aria-label="Filter by status"
            style={{ width: 180 }}
            onSearch={undefined}
            showSearch={false}
            onChange={(v) => setFilters([{ field: 'status', operator: 'eq', value: v ?? undefined }], 'merge')}
          />
          <Select
            allowClear
            placeholder="Active"
            aria-label="Filter by active"
            style={{ width: 120 }}
            options={[
              { value: 'true', label: 'Active' },
              { value: 'false', label: 'Inactive' },
            ]}
            onChange={(v?: string) =>
              setFilters([{ field: 'active', operator: 'eq', value: v === undefined ? undefined : v === 'true' }], 'merge')
            }
          />
          {canEdit?.can && <Button onClick={() => setAssigning(true)}>Regional Assignment</Button>}
          <ExportButton onClick={triggerExport} loading={exporting} />
          <CreateButton />
        </Space>
      )}
    >
      <Table
        {...tableProps}
        rowKey="id"
        scroll={{ x: true }}
        locale={{ emptyText: tableQuery.isError ? `Error Selecting Sales Partner: ${tableQuery.error?.message}` : 'No sales partners yet' }}
      >
        <Table.Column<PartnerRow> dataIndex="name" title="Name" sorter />
        <Table.Column<PartnerRow> dataIndex="status" title="Status" sorter render={(_, r) => r.partner_statuses?.name ?? r.status} />
        <Table.Column<PartnerRow> title="Regional Manager" render={(_, r) => person(r.regional)} />
        <Table.Column<PartnerRow> title="Owner" render={(_, r) => person(r.owner_profile)} />
        <Table.Column<PartnerRow>
          dataIndex="active"
          title="Active"
          sorter
          render={(v: boolean) => (v ? <Tag color="green">Yes</Tag> : <Tag>No</Tag>)}
        />
        <Table.Column<PartnerRow> title="Actions" render={(_, r) => <EditButton hideText size="small" recordItemId={r.id} />} />
      </Table>
      <RegionalAssignment
        open={assigning}
        onClose={(changed) => {
          setAssigning(false);
          if (changed) void tableQuery.refetch();
        }}
      />
    </List>
  );
}
