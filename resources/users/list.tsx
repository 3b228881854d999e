import { ExportButton, List } from '../../src/components/crud/list';
import { useTable } from '../../src/components/crud/list-hooks';
import { Alert, Select, Table, Tag } from 'antd';
import { ListFilterBar, listFilters, SearchFilter } from '../../src/components/list-filter-bar';
import { ListTable } from '../../src/components/list-table';
import { useListExport } from '../../src/components/use-list-export';
import { roleName, ROLES } from '../../src/lib/ability';
import { formatDate } from '../../src/lib/dates';
import { PendingRegistrations } from './pending-registrations';
import { t } from '../../src/lib/i18n';

interface UserRow {
  id: string;
  first_name: string | null;
  last_name: string | null;
  email: string | null;
  role: number;
  active: boolean;
  created_at: string;
  organization: { name: string } | null;
  partner: { name: string } | null;
  affiliate: { name: string } | null;
}

const SELECT =
  'id, first_name, last_name, email, role, active, created_at, organization:organizations!profiles_last_organization_fkey(name), partner:partners!profiles_partner_id_fkey(name), affiliate:affiliates!profiles_affiliate_id_fkey(name)';

const name = (u: UserRow) => [u.first_name, u.last_name].filter(Boolean).join(' ') || '—';
const place = (u: UserRow) => u.partner?.name ?? u.affiliate?.name ?? u.organization?.name ?? '—';

/**
 * /admin/users 'Users' (issue 16, defect 11): registrations awaiting approval first (management), then
 * every user the caller sees through RLS — search by name or e-mail, filter by role and status, sort,
 * CSV export. Editing a user stays on their partner's, affiliate's or company's page.
 */
export default function UsersList() {
  const { tableProps, filters, sorters, setFilters, tableQuery } = useTable<UserRow>({
    resource: 'profiles',
    syncWithLocation: true,
    sorters: { initial: [{ field: 'created_at', order: 'desc' }] },
    meta: { select: SELECT },
  });
  const { triggerExport, isLoading: exporting } = useListExport<UserRow>({
    resource: 'profiles',
    filters,
    sorters,
    meta: { select: SELECT },
    fileName: 'users',
    columns: [
      { title: t('Name'), value: name },
      { title: t('E-mail'), value: (u) => u.email },
      { title: t('Role'), value: (u) => roleName(u.role) },
      { title: t('Works for'), value: place },
      { title: t('Active'), value: (u) => u.active },
      { title: t('Created'), value: (u) => formatDate(u.created_at) },
    ],
  });
  const f = listFilters(filters, setFilters);
  const search = (text: string) => {
    // PostgREST's or=(…) syntax: commas and parentheses would split the term.
    const v = text.trim().replace(/[,()]/g, ' ');
    setFilters(
      [
        {
          key: 'search',
          operator: 'or',
          value: v ? ['first_name', 'last_name', 'email'].map((field) => ({ field, operator: 'contains' as const, value: v })) : [],
        },
      ],
      'merge',
    );
  };

  return (
    <List title={t('Users')} headerButtons={() => <ExportButton onClick={() => void triggerExport()} loading={exporting} />}>
      <PendingRegistrations onChange={() => void tableQuery.refetch()} />
      <ListFilterBar>
        <SearchFilter label={t('Search users')} placeholder={t('Search name or e-mail')} width={260} onSearch={search} />
        <Select
          allowClear
          aria-label={t('Role')}
          placeholder={t('Role')}
          style={{ width: 160 }}
          value={f.value('role')}
          onChange={(v) => f.set('role', v)}
          options={Object.values(ROLES).map((id) => ({ value: id, label: roleName(id) }))}
        />
        <Select
          aria-label={t('Status')}
          style={{ width: 130 }}
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
        <Alert type="error" showIcon message={t('Users could not be loaded.')} description={tableQuery.error?.message} />
      )}
      <ListTable<UserRow> {...tableProps} rowKey="id" scroll={{ x: true }} locale={{ emptyText: t('No users found') }}>
        <Table.Column<UserRow> key="name" dataIndex="first_name" title={t('Name')} sorter render={(_, u) => name(u)} />
        <Table.Column<UserRow> dataIndex="email" title={t('E-mail')} sorter render={(v: string | null) => v ?? '—'} />
        <Table.Column<UserRow> dataIndex="role" title={t('Role')} sorter render={(v: number) => roleName(v) ?? '—'} />
        <Table.Column<UserRow> key="place" title={t('Works for')} render={(_, u) => place(u)} />
        <Table.Column<UserRow>
          dataIndex="active"
          title={t('Status')}
          sorter
          render={(v: boolean) => (v ? <Tag color="green">{t('Active')}</Tag> : <Tag>{t('Inactive')}</Tag>)}
        />
        <Table.Column<UserRow> dataIndex="created_at" title={t('Created')} sorter render={(v: string) => formatDate(v)} />
      </ListTable>
    </List>
  );
}
