import { useCan, useNotification, useTable, useUpdate } from '@refinedev/core';
import { Button, Card, Input, Space, Switch, Tag } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { roleName } from '../../lib/ability';
import { prefixedError } from '../../lib/error-message';
import { newId } from '../../lib/ids';
import type { MemberRow } from './edit-user-modal';
import { deleteUser } from './people-calls';
import { confirmDestructive } from '../confirm-destructive';
import { LightTable, type LightColumn } from '../light-table';
import { t } from '../../lib/i18n';
import { useConfirm } from '../feedback';

// The invite and edit dialogs (a form in a Modal) load when first opened.
const InviteUserModal = lazy(() => import('./invite-user-modal').then((m) => ({ default: m.InviteUserModal })));
const EditUserModal = lazy(() => import('./edit-user-modal').then((m) => ({ default: m.EditUserModal })));

interface Props {
  type: 'partner' | 'affiliate';
  record: string;
  organization?: string;
  /** Roles the pickers offer (partner: partner admin and sales rep; affiliate: affiliate admin). */
  roles: number[];
  title?: string;
}

const name = (u: MemberRow) => [u.first_name, u.last_name].filter(Boolean).join(' ') || u.email || u.id;

/** The users of a partner or affiliate: invite, edit, deactivate and delete (with confirmation). */
export function MemberUsers({ type, record, organization, roles, title = t('Users') }: Props) {
  const modal = useConfirm();
  const column = type === 'partner' ? 'partner_id' : 'affiliate_id';
  const { open: notify } = useNotification();
  const [inviting, setInviting] = useState(false);
  const [editing, setEditing] = useState<MemberRow | null>(null);
  const { data: canInvite } = useCan({ resource: 'profiles', action: 'INVITE' });
  const { data: canEdit } = useCan({ resource: 'profiles', action: 'EDIT' });
  const { data: canDelete } = useCan({ resource: 'profiles', action: 'DELETE' });
  const { mutate: update, mutation: updating } = useUpdate();
  // The row whose Active switch is being saved: busy (not clickable) until it settles.
  const switching = updating.isPending ? (updating.variables?.id as string | undefined) : undefined;
  const { tableQuery, result, setFilters, currentPage, setCurrentPage, pageSize } = useTable<MemberRow>({
    resource: 'profiles',
    syncWithLocation: false,
    filters: { permanent: [{ field: column, operator: 'eq', value: record }] },
    sorters: { initial: [{ field: 'first_name', order: 'asc' }] },
    meta: { select: 'id, email, first_name, last_name, phone, role, active, updated_at' },
  });
  const refresh = () => void tableQuery.refetch();

  const confirmDelete = (user: MemberRow) => {
    // One delete however often it is sent (the key is the confirmation's).
    const key = newId();
    confirmDestructive(modal, {
      title: t('Delete User'),
      content: t('Are you sure you want to delete {name}? What they created stays.', { name: name(user) }),
      okText: t('Delete'),
      onOk: async () => {
        try {
          await deleteUser(user.id, key);
          notify?.({ type: 'success', message: t('User successfully deleted'), key: 'delete-user' });
          refresh();
        } catch (e) {
          notify?.({ type: 'error', message: prefixedError(t('Error Deleting User'), e), key: 'delete-user' });
        }
      },
    });
  };

  const setActive = (user: MemberRow, active: boolean) =>
    update(
      {
        resource: 'profiles',
        id: user.id,
        values: { active },
        meta: { expectedUpdatedAt: user.updated_at },
        successNotification: false,
        errorNotification: (e) => ({ type: 'error', message: prefixedError('Error Saving Profile', e) }),
      },
      {
        onSuccess: () => {
          notify?.({ type: 'success', message: 'Profile successfully saved' });
          refresh();
        },
      },
    );

  const columns: LightColumn<MemberRow>[] = [
    { key: 'name', title: t('Name'), render: (u) => name(u) },
    { key: 'email', title: t('Email'), render: (u) => u.email },
    { key: 'role', title: t('Role'), render: (u) => <Tag>{roleName(u.role) ?? u.role}</Tag> },
    {
      key: 'active',
      title: t('Active'),
      render: (u) => (
        <Switch
          checked={u.active}
          disabled={!canEdit?.can}
          loading={switching === u.id}
          aria-label={t('Active {name}', { name: name(u) })}
          onChange={(v) => setActive(u, v)}
        />
      ),
    },
    {
      key: 'actions',
      title: t('Actions'),
      render: (u) => (
        <Space>
          {canEdit?.can && (
            <Button size="small" onClick={() => setEditing(u)}>
              {t('Edit')}
            </Button>
          )}
          {canDelete?.can && (
            <Button size="small" danger onClick={() => confirmDelete(u)}>
              {t('Delete')}
            </Button>
          )}
        </Space>
      ),
    },
  ];

  return (
    <Card
      title={title}
      extra={
        <Space wrap>
          <Input.Search
            placeholder={t('Search users')}
            allowClear
            aria-label={t('Search users')}
            onSearch={(v) => setFilters([{ field: 'email', operator: 'contains', value: v.trim() || undefined }], 'merge')}
          />
          {canInvite?.can && (
            <Button type="primary" onClick={() => setInviting(true)}>
              {t('Invite User')}
            </Button>
          )}
        </Space>
      }
    >
      <LightTable<MemberRow>
        rowKey={(u) => u.id}
        rows={result.data}
        columns={columns}
        loading={tableQuery.isFetching}
        empty={tableQuery.isError ? t('Could not load users: {error}', { error: tableQuery.error?.message }) : t('No users yet')}
        pagination={{ page: currentPage, pageSize, total: result.total ?? 0, onChange: setCurrentPage }}
      />
      <Suspense fallback={null}>
        {inviting && (
          <InviteUserModal
            open={inviting}
            type={type}
            record={record}
            organization={organization}
            roles={roles}
            onClose={(created) => {
              setInviting(false);
              if (created) refresh();
            }}
          />
        )}
        {editing && (
          <EditUserModal
            user={editing}
            roles={roles}
            onClose={(saved) => {
              setEditing(null);
              if (saved) refresh();
            }}
          />
        )}
      </Suspense>
    </Card>
  );
}
