import { useCan, useNotification, useTable, useUpdate } from '@refinedev/core';
import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { Button, Card, Input, Space, Switch, Tag } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { roleName } from '../../lib/ability';
import { prefixedError } from '../../lib/error-message';
import { newId } from '../../lib/ids';
import type { MemberRow } from './edit-user-modal';
import { deleteUser } from './people-calls';
import { confirmDestructive } from '../confirm-destructive';
import { ListTable, type ListColumn, type RowAction } from '../list-table';
import { t } from '../../lib/i18n';
import { useConfirm } from '../feedback';
import { sectionTableProps } from '../section-table';

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
  const table = useTable<MemberRow>({
    resource: 'profiles',
    syncWithLocation: false,
    filters: { permanent: [{ field: column, operator: 'eq', value: record }] },
    sorters: { initial: [{ field: 'first_name', order: 'asc' }] },
    meta: { select: 'id, email, first_name, last_name, phone, role, active, updated_at' },
  });
  const { tableQuery, setFilters } = table;
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
        errorNotification: (e) => ({ type: 'error', message: prefixedError(t('Error Saving Profile'), e) }),
      },
      {
        onSuccess: () => {
          notify?.({ type: 'success', message: t('Profile successfully saved') });
          refresh();
        },
      },
    );

  const activeSwitch = (u: MemberRow) => (
    <Switch
      checked={u.active}
      disabled={!canEdit?.can}
      loading={switching === u.id}
      aria-label={t('Active {name}', { name: name(u) })}
      onChange={(v) => setActive(u, v)}
    />
  );
  const columns: ListColumn<MemberRow>[] = [
    { key: 'name', title: t('Name'), width: 160, priority: 0, render: (_, u) => name(u) },
    { key: 'email', dataIndex: 'email', title: t('E-mail'), width: 200, priority: 1 },
    {
      key: 'role',
      dataIndex: 'role',
      title: t('Role'),
      width: 140,
      priority: 2,
      grow: false,
      render: (_, u) => <Tag>{roleName(u.role) ?? u.role}</Tag>,
    },
    { key: 'active', dataIndex: 'active', title: t('Active'), width: 80, priority: 1, grow: false, render: (_, u) => activeSwitch(u) },
  ];
  const actions = (u: MemberRow): RowAction[] => [
    ...(canEdit?.can ? [{ key: 'edit', label: t('Edit'), icon: <EditOutlined />, onClick: () => setEditing(u) }] : []),
    ...(canDelete?.can
      ? [{ key: 'delete', label: t('Delete'), icon: <DeleteOutlined />, danger: true, onClick: () => confirmDelete(u) }]
      : []),
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
      <ListTable<MemberRow>
        label={title}
        size="small"
        rowKey="id"
        columns={columns}
        actions={actions}
        onRowOpen={canEdit?.can ? setEditing : undefined}
        card={{
          title: name,
          lines: (u) => [u.email, roleName(u.role)],
          status: (u) => (
            <Space size={6}>
              {activeSwitch(u)}
              {u.active ? t('Active') : t('Inactive')}
            </Space>
          ),
        }}
        {...sectionTableProps(table, {
          error: (message) => t('Could not load users: {error}', { error: message }),
          empty: t('No users yet'),
        })}
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
