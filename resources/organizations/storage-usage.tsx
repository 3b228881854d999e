import { Alert, Card, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { supabaseClient } from '../../providers/supabase-client';
import { ListTable, type ListColumn } from '../../src/components/list-table';
import { Meter } from '../../src/components/meter';
import { formatBytes, STORAGE_QUOTA_BYTES, storagePercentage } from '../../src/lib/numbers';
import { plural, t, tk } from '../../src/lib/i18n';

interface EntityUse {
  entity: string;
  bytes: number;
  objects: number;
}

/** Catalogue keys, shown through t(). */
const ENTITY_LABELS: Record<string, string> = {
  accounts: tk('Accounts'),
  pricing_requests: tk('Pricing requests'),
  proposals: tk('Proposals'),
  matrix_submissions: tk('Contract submissions'),
  contracts: tk('Contracts'),
  tasks: tk('Tasks'),
  zips: tk('Zip downloads'),
  partners: tk('Sales partner avatars'),
  affiliates: tk('Affiliate avatars'),
  profiles: tk('User avatars'),
  organizations: tk('Company logo'),
};
const entityName = (entity: string) => (ENTITY_LABELS[entity] ? t(ENTITY_LABELS[entity]) : entity);

async function loadUsage(organizationId: string): Promise<{ used: number; breakdown: EntityUse[] }> {
  const [used, breakdown] = await Promise.all([
    supabaseClient.rpc('get_organization_storage', { param_org_id: organizationId }),
    supabaseClient.rpc('get_organization_storage_breakdown', { param_org_id: organizationId }),
  ]);
  if (used.error) throw used.error;
  if (breakdown.error) throw breakdown.error;
  return { used: Number(used.data ?? 0), breakdown: (breakdown.data ?? []) as EntityUse[] };
}

// A function: t() runs when the section renders, in the user's language.
const columns = (): ListColumn<EntityUse>[] => [
  { key: 'entity', title: t('Entity'), width: 160, priority: 0, render: (_, r) => entityName(r.entity) },
  { key: 'objects', dataIndex: 'objects', title: t('Files'), width: 70, priority: 2, align: 'right' },
  { key: 'size', title: t('Size'), width: 90, priority: 1, align: 'right', render: (_, r) => formatBytes(Number(r.bytes)) },
  { key: 'share', title: t('Share'), width: 70, priority: 1, align: 'right', render: (_, r) => `${storagePercentage(Number(r.bytes))}%` },
];

/** Storage used by the organization: ceil % of the 5 GiB quota, and a breakdown by entity. */
export function StorageUsage({ organizationId }: { organizationId: string }) {
  const [data, setData] = useState<{ used: number; breakdown: EntityUse[] }>();
  const [error, setError] = useState<Error>();
  useEffect(() => {
    let live = true;
    loadUsage(organizationId)
      .then((d) => live && setData(d))
      .catch((e: Error) => live && setError(e));
    return () => {
      live = false;
    };
  }, [organizationId]);
  const isLoading = !data && !error;
  const percent = storagePercentage(data?.used ?? 0);
  return (
    <Card title={t('Storage Used')} loading={isLoading}>
      {error ? (
        <Alert type="error" showIcon message={t('Could not load storage use: {error}', { error: error.message })} />
      ) : (
        <>
          <Meter label={t('Storage Used')} percent={percent} text={`${percent}%`} status={percent >= 100 ? 'exception' : 'normal'} />
          <Typography.Paragraph>
            {t('{used} of {quota} used', { used: formatBytes(data?.used ?? 0), quota: formatBytes(STORAGE_QUOTA_BYTES) })}
          </Typography.Paragraph>
          <ListTable<EntityUse>
            label={t('Storage Used')}
            rowKey="entity"
            size="small"
            dataSource={data?.breakdown ?? []}
            pagination={false}
            columns={columns()}
            card={{
              title: (r) => entityName(r.entity),
              lines: (r) => [
                `${plural(Number(r.objects), '{n} file', '{n} files')} · ${formatBytes(Number(r.bytes))} · ${storagePercentage(Number(r.bytes))}%`,
              ],
            }}
            emptyText={t('Nothing stored yet')}
          />
        </>
      )}
    </Card>
  );
}
