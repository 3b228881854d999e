import { DeleteOutlined, DownloadOutlined, EyeOutlined } from '@ant-design/icons';
import { Button, Grid, Space, Table, Tooltip, Typography } from 'antd';
import type { Key } from 'react';
import type { StoredFile } from '../../../providers/files';
import { formatDateTime, relativeTime } from '../../lib/dates';
import { formatBytes } from '../../lib/numbers';
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
 * Thumbnail or type icon, name, size, who, when (relative); preview, download, delete per row. On a
 * phone (< 576 px) the name takes the width and wraps, with size and time under it (issue 16: names
 * collapsed to "N…" at 390 px).
 */
export function FileTable({ files, thumbs, loading, selected, onSelect, onPreview, onDownload, onDelete, noun }: FileTableProps) {
  const phone = !Grid.useBreakpoint().sm;
  return (
    <Table<ListedFile>
      rowKey="id"
      size="small"
      loading={loading}
      dataSource={files}
      pagination={files.length > 20 ? { pageSize: 20, showSizeChanger: false } : false}
      scroll={phone ? undefined : { x: 640 }}
      rowSelection={{ selectedRowKeys: selected, onChange: onSelect }}
      locale={{ emptyText: noun === 'photo' ? t('No photos yet') : t('No files yet') }}
      columns={[
        {
          key: 'thumb',
          width: 64,
          render: (_, f) => {
            const src = f.thumb_path ? thumbs.get(f.thumb_path) : undefined;
            return src ? (
              <img src={src} alt="" data-testid="file-thumbnail" width={48} height={48} style={{ objectFit: 'cover', borderRadius: 4 }} />
            ) : (
              <FileIcon name={f.file_name} />
            );
          },
        },
        {
          title: t('Name'),
          dataIndex: 'file_name',
          ellipsis: !phone,
          onCell: () => (phone ? { style: { whiteSpace: 'normal', wordBreak: 'break-word' } } : {}),
          render: (name: string, f) => (
            <Space direction="vertical" size={0}>
              <Typography.Link onClick={() => onPreview(f)} data-testid="file-name">
                {name}
              </Typography.Link>
              {phone && (
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {formatBytes(f.file_size ?? 0)} · {relativeTime(f.created_at)}
                </Typography.Text>
              )}
            </Space>
          ),
        },
        ...(phone
          ? []
          : [
              { title: t('Size'), dataIndex: 'file_size', width: 90, render: (n: number | null) => formatBytes(n ?? 0) },
              { title: t('Uploaded by'), key: 'who', width: 160, ellipsis: true, render: (_: unknown, f: ListedFile) => uploaderName(f) },
              {
                title: t('When'),
                dataIndex: 'created_at',
                width: 130,
                render: (at: string) => <Tooltip title={formatDateTime(at)}>{relativeTime(at)}</Tooltip>,
              },
            ]),
        {
          key: 'actions',
          width: phone ? 96 : 120,
          render: (_, f) => (
            <Space size={0}>
              <Button
                type="text"
                icon={<EyeOutlined />}
                aria-label={t('Preview {name}', { name: f.file_name })}
                onClick={() => onPreview(f)}
              />
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
      ]}
    />
  );
}
