import { DeleteOutlined, DownloadOutlined, EyeOutlined } from '@ant-design/icons';
import { Tooltip, Typography } from 'antd';
import type { Key } from 'react';
import type { StoredFile } from '../../../providers/files';
import { formatDateTime, relativeTime } from '../../lib/dates';
import { formatBytes } from '../../lib/numbers';
import { ListTable, type ListColumn, type RowAction } from '../list-table';
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
 * checkbox per row for the zip; pages of 20 past 20 files. A click on a row previews its file. On a
 * phone (< 576 px) each file is a card: its picture, its name on up to two lines (issue 16: names
 * collapsed to "N…" at 390 px), size and age under it, its actions in a "⋯" menu.
 */
export function FileTable({ files, thumbs, loading, selected, onSelect, onPreview, onDownload, onDelete, noun }: FileTableProps) {
  const picture = (f: ListedFile, size: number) => {
    const src = f.thumb_path ? thumbs.get(f.thumb_path) : undefined;
    return src ? (
      <img src={src} alt="" data-testid="file-thumbnail" width={size} height={size} style={{ objectFit: 'cover', borderRadius: 4 }} />
    ) : (
      <FileIcon name={f.file_name} />
    );
  };
  const nameLink = (f: ListedFile) => (
    <Typography.Link onClick={() => onPreview(f)} data-testid="file-name">
      {f.file_name}
    </Typography.Link>
  );
  const columns: ListColumn<ListedFile>[] = [
    { key: 'thumb', title: '', width: 64, priority: 0, grow: false, render: (_, f) => picture(f, 48) },
    { key: 'name', dataIndex: 'file_name', title: t('Name'), width: 200, priority: 0, link: true, render: (_, f) => nameLink(f) },
    { key: 'size', title: t('Size'), width: 90, priority: 2, grow: false, render: (_, f) => formatBytes(f.file_size ?? 0) },
    { key: 'who', title: t('Uploaded by'), width: 150, priority: 3, render: (_, f) => uploaderName(f) },
    {
      key: 'when',
      title: t('When'),
      width: 130,
      priority: 1,
      grow: false,
      render: (_, f) => <Tooltip title={formatDateTime(f.created_at)}>{relativeTime(f.created_at)}</Tooltip>,
    },
  ];
  const actions = (f: ListedFile): RowAction[] => [
    { key: 'preview', label: t('Preview {name}', { name: f.file_name }), icon: <EyeOutlined />, onClick: () => onPreview(f) },
    { key: 'download', label: t('Download {name}', { name: f.file_name }), icon: <DownloadOutlined />, onClick: () => onDownload(f) },
    ...(onDelete
      ? [
          {
            key: 'delete',
            label: t('Delete {name}', { name: f.file_name }),
            icon: <DeleteOutlined />,
            danger: true,
            onClick: () => onDelete(f),
          },
        ]
      : []),
  ];
  return (
    <ListTable<ListedFile>
      label={noun === 'photo' ? t('Photos') : t('Files')}
      rowKey="id"
      size="small"
      loading={loading}
      dataSource={files}
      columns={columns}
      actions={actions}
      onRowOpen={onPreview}
      pagination={{ pageSize: 20, hideOnSinglePage: true, showSizeChanger: false }}
      rowSelection={{
        selectedRowKeys: selected,
        onChange: (keys) => onSelect(keys),
        preserveSelectedRowKeys: true,
      }}
      card={{
        title: nameLink,
        wrapTitle: true,
        media: (f) => picture(f, 40),
        lines: (f) => [`${formatBytes(f.file_size ?? 0)} · ${relativeTime(f.created_at)}`],
      }}
      emptyText={noun === 'photo' ? t('No photos yet') : t('No files yet')}
    />
  );
}
