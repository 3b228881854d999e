import { Alert, Card, Table, Tag } from 'antd';
import { useEffect, useState } from 'react';
import { supabaseClient } from '../../../providers/supabase-client';
import { UserPicker } from './user-picker';
import { t } from '../../lib/i18n';

interface EffectiveRow {
  permission: string;
  source: string;
}

/** "What can this user do": the effective permissions of any user and where each comes from. */
export function EffectivePermissions() {
  const [user, setUser] = useState<string>();
  const [rows, setRows] = useState<EffectiveRow[]>([]);
  const [error, setError] = useState<string>();
  const [loading, setLoading] = useState(false);

  useEffect(() => {
    if (!user) return;
    let live = true;
    setLoading(true);
    void supabaseClient.rpc('user_permissions', { param_user: user }).then(({ data, error: e }) => {
      if (!live) return;
      setLoading(false);
      setError(e?.message);
      setRows((data ?? []) as EffectiveRow[]);
    });
    return () => {
      live = false;
    };
  }, [user]);

  return (
    <Card title={t('What Can This User Do?')}>
      <UserPicker value={user} onChange={setUser} ariaLabel="User to inspect" />
      {error && <Alert type="error" showIcon message={t('Could not load permissions: {error}', { error })} style={{ marginTop: 16 }} />}
      {user && (
        <Table<EffectiveRow>
          rowKey="permission"
          dataSource={rows}
          loading={loading}
          size="small"
          pagination={false}
          scroll={{ x: true }}
          style={{ marginTop: 16 }}
          locale={{ emptyText: t('This user has no permissions') }}
        >
          <Table.Column<EffectiveRow> title={t('Permission')} dataIndex="permission" />
          <Table.Column<EffectiveRow>
            title={t('Granted by')}
            dataIndex="source"
            render={(s: string) => s.split(', ').map((x) => <Tag key={x}>{x}</Tag>)}
          />
        </Table>
      )}
    </Card>
  );
}
