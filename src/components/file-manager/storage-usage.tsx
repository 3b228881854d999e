import { Flex, Tooltip, Typography } from 'antd';
import { Meter } from '../meter';
import { formatBytes } from '../../lib/numbers';
import { useOrganizationStorage } from './use-organization-storage';
import { t } from '../../lib/i18n';

/** Use of the organization's 5 GiB quota, as ceil(percent). */
export function StorageUsage({ organizationId }: { organizationId: string }) {
  const { usedBytes, quotaBytes, percent, error } = useOrganizationStorage(organizationId);
  return <StorageBar usedBytes={usedBytes} quotaBytes={quotaBytes} percent={percent} error={error} />;
}

export function StorageBar({
  usedBytes,
  quotaBytes,
  percent,
  error,
}: {
  usedBytes?: number;
  quotaBytes: number;
  percent?: number;
  error?: string;
}) {
  if (error) return <Typography.Text type="secondary">{t('Storage use unavailable: {error}', { error })}</Typography.Text>;
  return (
    <Tooltip
      title={
        usedBytes === undefined ? undefined : t('{used} of {quota} used', { used: formatBytes(usedBytes), quota: formatBytes(quotaBytes) })
      }
    >
      <Flex align="center" gap={8} data-testid="storage-usage" style={{ minWidth: 200 }}>
        <Typography.Text type="secondary">{t('Storage')}</Typography.Text>
        <Meter
          label={t('Storage')}
          percent={percent}
          text={percent === undefined ? '…' : `${percent}%`}
          valueText={percent === undefined ? undefined : `${percent}%`}
          status={(percent ?? 0) >= 95 ? 'exception' : 'normal'}
          size="small"
          style={{ flex: 1 }}
        />
      </Flex>
    </Tooltip>
  );
}
