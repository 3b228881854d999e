import { useSelect } from '../../src/components/crud/list-hooks';
import { useCan, useCreate, useDelete, useTable } from '@refinedev/core';
import { UserDeleteOutlined } from '@ant-design/icons';
import { Button, Card, Select, Space, Tag, type SelectProps } from 'antd';
import { useState } from 'react';
import { roleName } from '../../src/lib/ability';
import { prefixedError } from '../../src/lib/error-message';
import { confirmDestructive } from '../../src/components/confirm-destructive';
import { ListTable, type ListColumn } from '../../src/components/list-table';
import { activeTag, yesNoTag } from '../../src/components/list-columns';
import { t } from '../../src/lib/i18n';
import { useConfirm } from '../../src/components/feedback';
import { sectionTableProps } from '../../src/components/section-table';

interface MemberRow {
  id: number;
  profile: string;
  profiles: { first_name: string | null; last_name: string | null; email: string | null; role: number; active: boolean } | null;
}
type Person = { id: string; first_name: string | null; last_name: string | null; email: string | null };
const label = (p: Person | MemberRow['profiles']) => (p ? [p.first_name, p.last_name].filter(Boolean).join(' ') || p.email || '' : '—');

/** Members of an organization (assigned_organizations): list, add, remove. */
export function OrganizationMembers({ organizationId }: { organizationId: string }) {
  const modal = useConfirm();
  const [picked, setPicked] = useState<string>();
  const { data: canEdit } = useCan({ resource: 'profiles', action: 'EDIT' });
  const { mutate: create, mutation: creating } = useCreate();
  const { mutate: remove } = useDelete();
  const table = useTable<MemberRow>({
    resource: 'assigned_organizations',
    syncWithLocation: false,
    filters: { permanent: [{ field: 'organization', operator: 'eq', value: organizationId }] },
    sorters: { initial: [{ field: 'created_at', order: 'asc' }] },
    meta: { select: 'id, profile, profiles(first_name, last_name, email, role, active)' },
  });
  const { selectProps } = useSelect<Person>({
    resource: 'profiles',
    optionLabel: label as (p: Person) => string,
    optionValue: 'id',
    onSearch: (v) => [{ field: 'email', operator: 'contains', value: v }],
    meta: { select: 'id, first_name, last_name, email' },
    pagination: { pageSize: 50 },
  });

  const add = () =>
    picked &&
    create(
      {
        resource: 'assigned_organizations',
        values: { profile: picked, organization: organizationId },
        successNotification: () => ({ type: 'success', message: t('Member added') }),
        errorNotification: (e) => ({ type: 'error', message: prefixedError(t('Error Adding Member'), e) }),
      },
      { onSuccess: () => setPicked(undefined) },
    );

  const confirmRemove = (row: MemberRow) =>
    confirmDestructive(modal, {
      title: t('Remove Member'),
      content: t('Remove {name} from this company?', { name: label(row.profiles) }),
      okText: t('Remove'),
      onOk: () =>
        remove({
          resource: 'assigned_organizations',
          id: row.id,
          successNotification: () => ({ type: 'success', message: t('Member removed') }),
          errorNotification: (e) => ({ type: 'error', message: prefixedError(t('Error Removing Member'), e) }),
        }),
    });

  const columns: ListColumn<MemberRow>[] = [
    { key: 'name', title: t('Name'), width: 160, priority: 0, render: (_, r) => label(r.profiles) },
    { key: 'email', title: t('E-mail'), width: 200, priority: 1, render: (_, r) => r.profiles?.email ?? '—' },
    {
      key: 'role',
      title: t('Role'),
      width: 140,
      priority: 2,
      grow: false,
      render: (_, r) => <Tag>{r.profiles ? roleName(r.profiles.role) : '—'}</Tag>,
    },
    { key: 'active', title: t('Active'), width: 80, priority: 1, grow: false, render: (_, r) => yesNoTag(r.profiles?.active) },
  ];

  return (
    <Card
      title={t('Members')}
      extra={
        canEdit?.can && (
          <Space wrap>
            <Select
              {...(selectProps as SelectProps)}
              value={picked}
              onChange={(v) => setPicked(v as string)}
              placeholder={t('Add a user')}
              aria-label={t('Add a user')}
              style={{ minWidth: 220 }}
            />
            <Button type="primary" onClick={add} disabled={!picked} loading={creating.isPending}>
              {t('Add')}
            </Button>
          </Space>
        )
      }
    >
      <ListTable<MemberRow>
        label={t('Members')}
        size="small"
        rowKey="id"
        columns={columns}
        actions={
          canEdit?.can
            ? (r) => [{ key: 'remove', label: t('Remove'), icon: <UserDeleteOutlined />, danger: true, onClick: () => confirmRemove(r) }]
            : undefined
        }
        card={{
          title: (r) => label(r.profiles),
          lines: (r) => [r.profiles?.email, r.profiles ? roleName(r.profiles.role) : undefined],
          status: (r) => activeTag(r.profiles?.active),
        }}
        {...sectionTableProps(table, {
          error: (message) => t('Could not load members: {error}', { error: message }),
          empty: t('No members yet'),
        })}
      />
    </Card>
  );
}
