import { DeleteOutlined, DownloadOutlined, EyeOutlined } from '@ant-design/icons';
import { Button, Grid, Space, Tooltip, Typography } from 'antd';
import type { Key } from 'react';
import type { StoredFile } from '../../../providers/files';
import { formatDateTime, relativeTime } from '../../lib/dates';
import { formatBytes } from '../../lib/numbers';
import { LightTable, type LightColumn } from '../light-table';
import { FileIcon } from './file-icon';
import type { ListedFile } from './use-files';
import { t } from '../../lib/i18n';

function uploaderName(f: ListedFile): string {
  const u = f.uploader;
  if (!u) return '—';
  return [u.first_name, u.last_name].filter(Boolean).join(' ') || u.email || '—';
}

export interface FileTableProps {
  files: ListedFile[];
  thumbs: Map<string, string>;
  loading: boolean;
  selected: Key[];
  onSelect: (keys: Key[]) => void;
  onPreview: (f: StoredFile) => void;
  onDownload: (f: StoredFile) => void;
  onDelete?: (f: StoredFile) => void;
  noun: string;
}

/**
 * Thumbnail or type icon, name, size, who, when (relative); preview, download, delete per row; a
 * checkbox per row for the zip; pages of 20 past 20 files. On a phone (< 576 px) the name takes the
 * width and wraps, with size and time under it (issue 16: names collapsed to "N…" at 390 px). A light
 * table (src/components/light-table.tsx), not antd's: every record page with files shows it at once.
 */
export function FileTable({ files, thumbs, loading, selected, onSelect, onPreview, onDownload, onDelete, noun }: FileTableProps) {
  const phone = !Grid.useBreakpoint().sm;
  const columns: LightColumn<ListedFile>[] = [
    {
      key: 'thumb',
      width: 64,
      render: (f) => {
        const src = f.thumb_path ? thumbs.get(f.thumb_path) : undefined;
        return src ? (
          <img src={src} alt="" data-testid="file-thumbnail" width={48} height={48} style={{ objectFit: 'cover', borderRadius: 4 }} />
        ) : (
          <FileIcon name={f.file_name} />
        );
      },
    },
    {
      key: 'name',
      title: t('Name'),
      ellipsis: !phone,
      cellStyle: phone ? { whiteSpace: 'normal', wordBreak: 'break-word' } : undefined,
      render: (f) => {
        const link = (
          <Typography.Link onClick={() => onPreview(f)} data-testid="file-name">
            {f.file_name}
          </Typography.Link>
        );
        if (!phone) return link;
        return (
          <Space direction="vertical" size={0}>
            {link}
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {formatBytes(f.file_size ?? 0)} · {relativeTime(f.created_at)}
            </Typography.Text>
          </Space>
        );
      },
    },
    ...(phone
      ? []
      : [
          { key: 'size', title: t('Size'), width: 90, render: (f: ListedFile) => formatBytes(f.file_size ?? 0) },
          { key: 'who', title: t('Uploaded by'), width: 160, ellipsis: true, render: uploaderName },
          {
            key: 'when',
            title: t('When'),
            width: 130,
            render: (f: ListedFile) => <Tooltip title={formatDateTime(f.created_at)}>{relativeTime(f.created_at)}</Tooltip>,
          },
        ]),
    {
      key: 'actions',
      width: phone ? 96 : 120,
      render: (f) => (
        <Space size={0}>
          <Button type="text" icon={<EyeOutlined />} aria-label={t('Preview {name}', { name: f.file_name })} onClick={() => onPreview(f)} />
          <Button
            type="text"
            icon={<DownloadOutlined />}
            aria-label={t('Download {name}', { name: f.file_name })}
            onClick={() => onDownload(f)}
          />
          {onDelete && (
            <Button
              type="text"
              danger
              icon={<DeleteOutlined />}
              aria-label={t('Delete {name}', { name: f.file_name })}
              onClick={() => onDelete(f)}
            />
          )}
        </Space>
      ),
    },
  ];
  return (
    <LightTable<ListedFile>
      rowKey={(f) => f.id}
      size="small"
      loading={loading}
      rows={files}
      columns={columns}
      pagination={{ pageSize: 20 }}
      minWidth={phone ? undefined : 640}
      selection={{ selected, onChange: onSelect, label: (f) => t('Select {name}', { name: f.file_name }) }}
      empty={noun === 'photo' ? t('No photos yet') : t('No files yet')}
    />
  );
}
