import { CreateButton, ExportButton, List, useTable } from '@refinedev/antd';
import { useExport } from '@refinedev/core';
import { Input, Select, Space, Table } from 'antd';
import { activeColumn, editColumn } from '../../src/components/list-columns';
import { personName } from '../../src/components/record-pickers';

interface AffiliateRow {
  id: string;
  name: string;
  active: boolean;
  primary_email: string | null;
  phone: string | null;
  organizations: { name: string } | null;
  owner_profile: { first_name: string | null; last_name: string | null; email: string | null } | null;
}

const SELECT = '*, organizations(name), owner_profile:profiles!affiliates_owner_fkey(first_name, last_name, email)';

/** 'Affiliates': organization, owner, contact, active; search, filter, CSV export. */
export default function AffiliatesList() {
  const { tableProps, setFilters, tableQuery } = useTable<AffiliateRow>({
    syncWithLocation: true,
    sorters: { initial: [{ field: 'name', order: 'asc' }] },
    meta: { select: SELECT },
  });
  const { triggerExport, isLoading: exporting } = useExport<AffiliateRow>({
    meta: { select: SELECT },
    mapData: (r) => ({
      name: r.name,
      organization: r.organizations?.name,
      owner: personName(r.owner_profile) || '—',
      primary_email: r.primary_email,
      phone: r.phone,
      active: r.active,
    }),
  });
  return (
    <List
      title="Affiliates"
      headerButtons={() => (
        <Space wrap>
          <Input.Search
            placeholder="Search affiliates"
            allowClear
            aria-label="Search affiliates"
            style={{ width: 220 }}
            onSearch={(v) => setFilters([{ field: 'name', operator: 'contains', value: v.trim() || undefined }], 'merge')}
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
          <ExportButton onClick={triggerExport} loading={exporting} />
          <CreateButton />
        </Space>
      )}
    >
      <Table
        {...tableProps}
        rowKey="id"
        scroll={{ x: true }}
        locale={{ emptyText: tableQuery.isError ? `Could not load affiliates: ${tableQuery.error?.message}` : 'No affiliates yet' }}
      >
        <Table.Column<AffiliateRow> dataIndex="name" title="Name" sorter />
        <Table.Column<AffiliateRow> title="Organization" render={(_, r) => r.organizations?.name ?? '—'} />
        <Table.Column<AffiliateRow> title="Owner" render={(_, r) => personName(r.owner_profile) || '—'} />
        <Table.Column<AffiliateRow> dataIndex="primary_email" title="Email" sorter />
        <Table.Column<AffiliateRow> dataIndex="phone" title="Phone" />
        <Table.Column<AffiliateRow> {...activeColumn} />
        <Table.Column<AffiliateRow> {...editColumn} />
      </Table>
    </List>
  );
}
