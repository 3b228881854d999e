import { useList, useNotification } from '@refinedev/core';
import { Button, Card, Space, Table } from 'antd';
import { useState } from 'react';
import { updateUser } from '../../components/people/people-calls';
import { prefixedError } from '../../lib/error-message';
import { personLabel, UserPicker } from './user-picker';
import { t } from '../../lib/i18n';

type Person = { first_name: string | null; last_name: string | null; email: string | null };
interface ShareRow {
  id: number;
  profile: string;
  shared_profile: string | null;
  executive: Person | null;
  shared: Person | null;
}

/** The executive's shared profile (assigned_profiles): whose eyes they also see through. */
export function SharedProfileAssignment() {
  const { open: notify } = useNotification();
  const [executive, setExecutive] = useState<string>();
  const [shared, setShared] = useState<string>();
  const [pending, setPending] = useState(false);
  const { result, query } = useList<ShareRow>({
    resource: 'assigned_profiles',
    pagination: { mode: 'off' },
    meta: {
      select:
        'id, profile, shared_profile, executive:profiles!assigned_profiles_profile_fkey(first_name, last_name, email), shared:profiles!assigned_profiles_shared_profile_fkey(first_name, last_name, email)',
    },
  });

  const save = async (profile: string, sharedProfile: string | null) => {
    setPending(true);
    try {
      await updateUser(profile, { shared_profile: sharedProfile });
      notify?.({ type: 'success', message: t('Profile successfully saved'), key: 'shared-profile' });
      setShared(undefined);
      void query.refetch();
    } catch (e) {
      notify?.({ type: 'error', message: prefixedError(t('Error Saving Profile'), e), key: 'shared-profile' });
    } finally {
      setPending(false);
    }
  };

  return (
    <Card title={t('Executive Shared Profile')}>
      <Space wrap style={{ marginBottom: 16 }}>
        <UserPicker value={executive} onChange={setExecutive} roles={[5]} placeholder={t('Executive')} />
        <UserPicker value={shared} onChange={setShared} placeholder={t('Shared profile')} />
        <Button
          type="primary"
          disabled={!executive || !shared}
          loading={pending}
          onClick={() => executive && shared && void save(executive, shared)}
        >
          {t('Assign')}
        </Button>
      </Space>
      <Table<ShareRow>
        rowKey="id"
        dataSource={result.data}
        loading={query.isFetching}
        pagination={false}
        scroll={{ x: true }}
        locale={{
          emptyText: query.isError
            ? t('Could not load assignments: {error}', { error: query.error?.message })
            : t('No shared profiles assigned'),
        }}
      >
        <Table.Column<ShareRow> title={t('Executive')} render={(_, r) => personLabel(r.executive)} />
        <Table.Column<ShareRow> title={t('Views as')} render={(_, r) => personLabel(r.shared)} />
        <Table.Column<ShareRow>
          title={t('Actions')}
          render={(_, r) => (
            <Button size="small" danger disabled={pending} onClick={() => void save(r.profile, null)}>
              {t('Remove')}
            </Button>
          )}
        />
      </Table>
    </Card>
  );
}
