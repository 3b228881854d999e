import { CameraOutlined, InboxOutlined } from '@ant-design/icons';
import { Button, Flex, Select, Typography } from 'antd';
import { lazy, Suspense, useRef } from 'react';
import { FileDropZone } from '../file-drop-zone';
import type { QueueItem } from './use-upload-queue';
import { t } from '../../lib/i18n';
import { fileTypeLabel } from '../../lib/labels';

// The queue (a list with progress bars) loads with the first upload.
const UploadQueue = lazy(() => import('./upload-queue').then((m) => ({ default: m.UploadQueue })));

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

/** Drop or pick several files (or take a photo); each upload shows its progress and can be cancelled. */
export function UploadArea(props: UploadAreaProps) {
  const { onFiles, accept, capture, noun, types, type, onTypeChange, items, onCancel, onClear } = props;
  const camera = useRef<HTMLInputElement>(null);
  return (
    <Flex vertical gap={8}>
      {types && types.length > 1 && (
        <Flex align="center" gap={8}>
          <Typography.Text>{t('Type')}</Typography.Text>
          <Select
            aria-label={t('File type')}
            value={type}
            onChange={onTypeChange}
            options={types.map((type) => ({ value: type, label: fileTypeLabel(type) }))}
            style={{ minWidth: 160 }}
          />
        </Flex>
      )}
      <FileDropZone
        accept={accept}
        onFiles={onFiles}
        icon={<InboxOutlined />}
        text={noun === 'photo' ? t('Drop photos here or click to choose') : t('Drop files here or click to choose')}
        hint={t('Several at once; up to 50 MB each')}
        data-testid="file-dropzone"
      />
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
            {t('Take photo')}
          </Button>
        </>
      )}
      {items.length > 0 && (
        <Suspense>
          <UploadQueue items={items} onCancel={onCancel} onClear={onClear} />
        </Suspense>
      )}
    </Flex>
  );
}
