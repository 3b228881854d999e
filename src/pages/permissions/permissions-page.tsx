import { List } from '../../components/crud/list';
import { useCreate, useDelete, useList } from '@refinedev/core';
import { Button, Checkbox, Table, Tag, Typography } from 'antd';
import { Link } from 'react-router';
import { roleName } from '../../lib/ability';
import { prefixedError } from '../../lib/error-message';
import { t, tData } from '../../lib/i18n';

interface PermissionRow {
  id: string;
  group_name: string;
  action: string;
  description: string | null;
}
interface GrantRow {
  id: number;
  role: number | null;
  permission: string;
}

/** Roles edited in the matrix; management (4) passes every check and needs no grants. */
const MATRIX_ROLES = [1, 2, 3, 5, 6, 7];
/**
 * Widths of the matrix (issue 26: "Sales Rep" was cut off at 1280 px): the permission column wraps its
 * description, a role column's name wraps onto two lines; together 260 + 7 × 100 px fit a 1280 px
 * screen's box. Narrower, the matrix scrolls sideways with the permission column held at the left.
 */
const PERMISSION_WIDTH = 260;
const ROLE_WIDTH = 100;

/** /permissions — the role × permission matrix (management only); a change applies at each user's next navigation. */
export default function PermissionsPage() {
  const { result: permissions, query: permissionsQuery } = useList<PermissionRow>({
    resource: 'permissions',
    pagination: { mode: 'off' },
    sorters: [
      { field: 'group_name', order: 'asc' },
      { field: 'action', order: 'asc' },
    ],
  });
  const { result: grants, query: grantsQuery } = useList<GrantRow>({
    resource: 'assigned_permissions',
    pagination: { mode: 'off' },
    filters: [{ field: 'user', operator: 'null', value: true }],
    meta: { select: 'id, role, permission' },
  });
  const { mutate: create, mutation: creating } = useCreate();
  const { mutate: remove, mutation: removing } = useDelete();
  // No box takes a click until the grants are in: a tick on a not-yet-loaded matrix would act on a guess.
  const busy = creating.isPending || removing.isPending || !grantsQuery.isSuccess;

  const grantOf = (role: number, permission: string) => grants.data.find((g) => g.role === role && g.permission === permission);
  const toggle = (role: number, permission: string, on: boolean) => {
    const existing = grantOf(role, permission);
    const notices = {
      successNotification: () => ({
        type: 'success' as const,
        message: on
          ? t('{permission} granted to {role}', { permission, role: roleName(role) })
          : t('{permission} removed from {role}', { permission, role: roleName(role) }),
      }),
      errorNotification: (e?: unknown) => ({ type: 'error' as const, message: prefixedError(t('Error Saving Permission'), e) }),
    };
    if (on && !existing) create({ resource: 'assigned_permissions', values: { role, permission }, ...notices });
    if (!on && existing) remove({ resource: 'assigned_permissions', id: existing.id, ...notices });
  };

  const error = permissionsQuery.error ?? grantsQuery.error;
  return (
    <List
      title={t('Permissions')}
      headerButtons={() => (
        <Link to="/permissions/assignments">
          <Button>{t('User Grants & Shared Profiles')}</Button>
        </Link>
      )}
    >
      <Typography.Paragraph type="secondary">
        {t(
          'Tick a box to grant a permission to every user of that role. Management passes every check. Users get the change at their next navigation.',
        )}
      </Typography.Paragraph>
      <Table<PermissionRow>
        rowKey="id"
        dataSource={permissions.data}
        loading={permissionsQuery.isFetching || grantsQuery.isFetching}
        pagination={false}
        size="small"
        tableLayout="fixed"
        className="permission-matrix"
        scroll={{ x: PERMISSION_WIDTH + ROLE_WIDTH * (MATRIX_ROLES.length + 1) }}
        locale={{ emptyText: error ? prefixedError(t('Could not load permissions'), error) : t('No permissions') }}
      >
        <Table.Column<PermissionRow>
          title={t('Permission')}
          fixed="left"
          width={PERMISSION_WIDTH}
          render={(_, p) => (
            <>
              <Tag>{p.group_name}</Tag>
              <strong>{p.action}</strong>
              <div>
                <Typography.Text type="secondary">{p.description && tData(p.description)}</Typography.Text>
              </div>
            </>
          )}
        />
        <Table.Column<PermissionRow>
          title={t('Management')}
          align="center"
          width={ROLE_WIDTH}
          render={() => <Checkbox checked disabled aria-label={t('Management: always')} />}
        />
        {MATRIX_ROLES.map((role) => (
          <Table.Column<PermissionRow>
            key={role}
            title={roleName(role)}
            align="center"
            width={ROLE_WIDTH}
            render={(_, p) => (
              <Checkbox
                aria-label={t('{permission} for {role}', { permission: p.id, role: roleName(role) })}
                checked={Boolean(grantOf(role, p.id))}
                disabled={busy}
                onChange={(e) => toggle(role, p.id, e.target.checked)}
              />
            )}
          />
        ))}
      </Table>
    </List>
  );
}
