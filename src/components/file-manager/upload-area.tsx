import { CameraOutlined, CloseOutlined, InboxOutlined } from '@ant-design/icons';
import { Button, Flex, List, Progress, Select, Typography, Upload } from 'antd';
import { useRef } from 'react';
import { formatBytes } from '../../lib/numbers';
import type { QueueItem } from './use-upload-queue';

export interface UploadAreaProps {
  onFiles: (files: File[]) => void;
  accept?: string;
  capture: boolean;
  noun: string;
  types?: readonly string[];
  type?: string;
  onTypeChange: (t: string) => void;
  items: QueueItem[];
  onCancel: (key: string) => void;
  onClear: () => void;
}

const STATUS: Record<QueueItem['status'], 'normal' | 'active' | 'success' | 'exception'> = {
  waiting: 'normal',
  uploading: 'active',
  done: 'success',
  failed: 'exception',
  refused: 'exception',
  cancelled: 'exception',
};

/** Drop or pick several files (or take a photo); each upload shows its progress and can be cancelled. */
export function UploadArea(props: UploadAreaProps) {
  const { onFiles, accept, capture, noun, types, type, onTypeChange, items, onCancel, onClear } = props;
  const camera = useRef<HTMLInputElement>(null);
  const finished = items.some((i) => i.status !== 'waiting' && i.status !== 'uploading');
  return (
    <Flex vertical gap={8}>
      {types && types.length > 1 && (
        <Flex align="center" gap={8}>
          <Typography.Text>Type</Typography.Text>
          <Select
            aria-label="File type"
            value={type}
            onChange={onTypeChange}
            options={types.map((t) => ({ value: t, label: t }))}
            style={{ minWidth: 160 }}
          />
        </Flex>
      )}
      <Upload.Dragger
        multiple
        accept={accept}
        fileList={[]}
        showUploadList={false}
        // antd calls this once per file with the whole batch: hand the batch over on its first file.
        beforeUpload={(file, batch) => {
          if (file === batch[0]) onFiles(batch as File[]);
          return false;
        }}
        data-testid="file-dropzone"
      >
        <p className="ant-upload-drag-icon">
          <InboxOutlined />
        </p>
        <p className="ant-upload-text">Drop {noun}s here or click to choose</p>
        <p className="ant-upload-hint">Several at once; up to 50 MB each</p>
      </Upload.Dragger>
      {capture && (
        <>
          <input
            ref={camera}
            type="file"
            accept="image/*"
            capture="environment"
            hidden
            data-testid="camera-input"
            onChange={(e) => {
              const picked = Array.from(e.target.files ?? []);
              e.target.value = '';
              if (picked.length) onFiles(picked);
            }}
          />
          <Button icon={<CameraOutlined />} onClick={() => camera.current?.click()}>
            Take photo
          </Button>
        </>
      )}
      {items.length > 0 && (
        <List
          size="small"
          bordered
          data-testid="upload-queue"
          header={
            finished ? (
              <Flex justify="end">
                <Button size="small" type="link" onClick={onClear}>
                  Clear finished
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
                        aria-label={`Cancel ${i.name}`}
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
                  <Progress percent={i.size ? Math.floor((i.loaded / i.size) * 100) : 0} status={STATUS[i.status]} size="small" />
                )}
              </Flex>
            </List.Item>
          )}
        />
      )}
    </Flex>
  );
}
