import { ExportButton, List } from '../../src/components/crud/list';
import { useTable } from '../../src/components/crud/list-hooks';
import { Alert, Select } from 'antd';
import { Link } from 'react-router';
import { ListFilterBar, listFilters, SearchFilter } from '../../src/components/list-filter-bar';
import { ListTable, type ListColumn } from '../../src/components/list-table';
import { activeTag, createdColumn } from '../../src/components/list-columns';
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
  organization: { id: string; name: string } | null;
  partner: { id: string; name: string } | null;
  affiliate: { id: string; name: string } | null;
}

const SELECT =
  'id, first_name, last_name, email, role, active, created_at, organization:organizations!profiles_last_organization_fkey(id, name), partner:partners!profiles_partner_id_fkey(id, name), affiliate:affiliates!profiles_affiliate_id_fkey(id, name)';

const name = (u: UserRow) => [u.first_name, u.last_name].filter(Boolean).join(' ') || '—';
const place = (u: UserRow) => u.partner?.name ?? u.affiliate?.name ?? u.organization?.name ?? '—';
/** The page where the user is edited: their partner's, affiliate's or company's. */
const placePath = (u: UserRow) =>
  u.partner
    ? `/sales-partners/${u.partner.id}`
    : u.affiliate
      ? `/affiliates/${u.affiliate.id}`
      : u.organization
        ? `/admin/organizations/${u.organization.id}`
        : undefined;
const placeLink = (u: UserRow) => {
  const to = placePath(u);
  return to ? <Link to={to}>{place(u)}</Link> : place(u);
};

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

  const columns: ListColumn<UserRow>[] = [
    {
      key: 'name',
      dataIndex: 'first_name',
      sortField: 'first_name',
      title: t('Name'),
      width: 180,
      priority: 0,
      sorter: true,
      render: (_, u) => name(u),
    },
    { key: 'email', dataIndex: 'email', title: t('E-mail'), width: 220, priority: 1, sorter: true },
    { key: 'role', dataIndex: 'role', title: t('Role'), width: 150, priority: 2, sorter: true, render: (v: number) => roleName(v) ?? '—' },
    { key: 'place', title: t('Works for'), width: 180, priority: 2, render: (_, u) => placeLink(u) },
    { key: 'active', dataIndex: 'active', title: t('Status'), width: 100, priority: 1, grow: false, sorter: true, render: activeTag },
    createdColumn<UserRow>(3),
  ];

  return (
    <List title={t('Users')} headerButtons={() => <ExportButton onClick={() => void triggerExport()} loading={exporting} />}>
      <PendingRegistrations onChange={() => void tableQuery.refetch()} />
      <ListFilterBar
        active={f.count()}
        search={<SearchFilter label={t('Search users')} placeholder={t('Search name or e-mail')} width={260} onSearch={search} />}
      >
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
      <ListTable<UserRow>
        {...tableProps}
        listId="users"
        label={t('Users')}
        rowKey="id"
        columns={columns}
        sorters={sorters}
        card={{
          title: name,
          lines: (u) => [u.email, [roleName(u.role), place(u)].filter((x) => x && x !== '—').join(' · ')],
          status: (u) => activeTag(u.active),
        }}
        error={tableQuery.isError}
        emptyText={t('No users found')}
      />
    </List>
  );
}
