import { CloseOutlined } from '@ant-design/icons';
import { Button, Flex, List, Typography } from 'antd';
import { formatBytes } from '../../lib/numbers';
import { Meter, type MeterStatus } from '../meter';
import type { QueueItem } from './use-upload-queue';
import { t } from '../../lib/i18n';

const STATUS: Record<QueueItem['status'], MeterStatus> = {
  waiting: 'normal',
  uploading: 'active',
  done: 'success',
  failed: 'exception',
  refused: 'exception',
  cancelled: 'exception',
};

/** The uploads under way and done: each with its progress, cancellable while it waits or runs. */
export function UploadQueue({ items, onCancel, onClear }: { items: QueueItem[]; onCancel: (key: string) => void; onClear: () => void }) {
  const finished = items.some((i) => i.status !== 'waiting' && i.status !== 'uploading');
  return (
    <List
      size="small"
      bordered
      data-testid="upload-queue"
      header={
        finished ? (
          <Flex justify="end">
            <Button size="small" type="link" onClick={onClear}>
              {t('Clear finished')}
            </Button>
          </Flex>
        ) : undefined
      }
      dataSource={items}
      renderItem={(i) => (
        <List.Item
          data-testid="upload-item"
          data-status={i.status}
          actions={
            i.status === 'waiting' || i.status === 'uploading'
              ? [
                  <Button
                    key="cancel"
                    size="small"
                    type="text"
                    icon={<CloseOutlined />}
                    aria-label={t('Cancel {name}', { name: i.name })}
                    onClick={() => onCancel(i.key)}
                  />,
                ]
              : []
          }
        >
          <Flex vertical style={{ width: '100%', minWidth: 0 }}>
            <Typography.Text ellipsis>
              {i.name} <Typography.Text type="secondary">({formatBytes(i.size)})</Typography.Text>
            </Typography.Text>
            {i.message ? (
              <Typography.Text type={i.status === 'cancelled' ? 'secondary' : 'danger'}>{i.message}</Typography.Text>
            ) : (
              <Meter percent={i.size ? Math.floor((i.loaded / i.size) * 100) : 0} status={STATUS[i.status]} size="small" label={i.name} />
            )}
          </Flex>
        </List.Item>
      )}
    />
  );
}
