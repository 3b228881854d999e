import { useSelect } from '../../components/crud/list-hooks';
import { useCreate, useDelete, useTable } from '@refinedev/core';
import { Button, Card, Select, Space, Table, type SelectProps } from 'antd';
import { useState } from 'react';
import { prefixedError } from '../../lib/error-message';
import { personLabel, UserPicker } from './user-picker';
import { confirmDestructive } from '../../components/confirm-destructive';
import { t } from '../../lib/i18n';
import { useConfirm } from '../../components/feedback';

interface GrantRow {
  id: number;
  permission: string;
  user: string;
  profiles: { first_name: string | null; last_name: string | null; email: string | null } | null;
}

/** Permissions granted to single users: list, grant, remove. */
export function UserGrants() {
  const modal = useConfirm();
  const [user, setUser] = useState<string>();
  const [permission, setPermission] = useState<string>();
  const { mutate: create, mutation: creating } = useCreate();
  const { mutate: remove } = useDelete();
  const { result, tableQuery, currentPage, setCurrentPage, pageSize, setFilters } = useTable<GrantRow>({
    resource: 'assigned_permissions',
    syncWithLocation: false,
    filters: { permanent: [{ field: 'role', operator: 'null', value: true }] },
    sorters: { initial: [{ field: 'permission', order: 'asc' }] },
    meta: { select: 'id, permission, user, profiles!assigned_permissions_user_fkey(first_name, last_name, email)' },
  });
  const { selectProps } = useSelect({ resource: 'permissions', optionLabel: 'id', optionValue: 'id', pagination: { mode: 'off' } });

  const grant = () =>
    user &&
    permission &&
    create(
      {
        resource: 'assigned_permissions',
        values: { user, permission },
        successNotification: () => ({ type: 'success', message: t('{permission} granted', { permission }) }),
        errorNotification: (e) => ({ type: 'error', message: prefixedError(t('Error Saving Permission'), e) }),
      },
      { onSuccess: () => setPermission(undefined) },
    );

  const confirmRemove = (row: GrantRow) =>
    confirmDestructive(modal, {
      title: t('Remove Permission'),
      content: t('Remove {permission} from {name}?', { permission: row.permission, name: personLabel(row.profiles) }),
      okText: t('Remove'),
      onOk: () =>
        remove({
          resource: 'assigned_permissions',
          id: row.id,
          successNotification: () => ({ type: 'success', message: t('{permission} removed', { permission: row.permission }) }),
          errorNotification: (e) => ({ type: 'error', message: prefixedError(t('Error Saving Permission'), e) }),
        }),
    });

  return (
    <Card title={t('Per-user Grants')}>
      <Space wrap style={{ marginBottom: 16 }}>
        <UserPicker value={user} onChange={setUser} ariaLabel="Grant to user" />
        <Select
          {...(selectProps as SelectProps)}
          showSearch
          value={permission}
          onChange={(v) => setPermission(v as string)}
          placeholder={t('Permission')}
          aria-label={t('Permission to grant')}
          style={{ minWidth: 220 }}
        />
        <Button type="primary" onClick={grant} disabled={!user || !permission} loading={creating.isPending}>
          {t('Grant')}
        </Button>
        <Select
          allowClear
          showSearch
          placeholder={t('Filter by permission')}
          aria-label={t('Filter grants by permission')}
          options={selectProps.options}
          style={{ minWidth: 200 }}
          onChange={(v?: string) => setFilters([{ field: 'permission', operator: 'eq', value: v }], 'merge')}
        />
      </Space>
      <Table<GrantRow>
        rowKey="id"
        dataSource={result.data}
        loading={tableQuery.isFetching}
        scroll={{ x: true }}
        locale={{
          emptyText: tableQuery.isError
            ? t('Could not load grants: {error}', { error: tableQuery.error?.message })
            : t('No per-user grants'),
        }}
        pagination={{ current: currentPage, pageSize, total: result.total, onChange: (p) => setCurrentPage(p) }}
      >
        <Table.Column<GrantRow> title={t('User')} render={(_, r) => personLabel(r.profiles)} />
        <Table.Column<GrantRow> title={t('Permission')} dataIndex="permission" />
        <Table.Column<GrantRow>
          title={t('Actions')}
          render={(_, r) => (
            <Button size="small" danger onClick={() => confirmRemove(r)}>
              {t('Remove')}
            </Button>
          )}
        />
      </Table>
    </Card>
  );
}
