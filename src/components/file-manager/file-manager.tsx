import { useGetIdentity, useInvalidate, useNotification } from '@refinedev/core';
import { Card, Flex, Typography } from 'antd';
import { lazy, Suspense, useCallback, useMemo, useState, type Key, type ReactNode } from 'react';
import type { FileKind, StoredFile } from '../../../providers/files';
import type { Identity } from '../../../providers/session';
import { signedUrl } from '../../../providers/storage';
import { errorMessage, prefixedError } from '../../lib/error-message';
import type { FileEntity } from '../../lib/storage-path';
import { FileTable } from './file-table';
import { StorageBar } from './storage-usage';
import { UploadArea } from './upload-area';
import { useDeleteFile } from './use-delete-file';
import { useFiles } from './use-files';
import { useOrganizationStorage } from './use-organization-storage';
import { useUploadQueue } from './use-upload-queue';
import { ZipButton } from './zip-button';
import { plural, t } from '../../lib/i18n';

// The preview (a dialog) loads with the first preview, and stays for the next ones.
const PreviewModal = lazy(() => import('./preview-modal').then((m) => ({ default: m.PreviewModal })));

/** See the contract in ./index.ts. */
export interface FileManagerProps {
  entity: FileEntity;
  entityId: string;
  organizationId: string;
  kind?: FileKind;
  types?: readonly string[];
  extra?: Record<string, unknown>;
  accept?: string;
  capture?: boolean;
  title?: ReactNode;
  readOnly?: boolean;
  onChange?: () => void;
}

/** Saves the file under its own name through a signed URL (Content-Disposition: attachment). */
async function download(file: StoredFile): Promise<void> {
  const url = await signedUrl(file.path, file.file_name);
  const a = document.createElement('a');
  a.href = url;
  a.rel = 'noopener';
  document.body.append(a);
  a.click();
  a.remove();
}

export function FileManager(props: FileManagerProps) {
  const { entity, entityId, organizationId, types, extra, readOnly, onChange } = props;
  const kind = props.kind ?? 'files';
  const noun = kind === 'photos' ? 'photo' : 'file';
  const accept = props.accept ?? (kind === 'photos' ? 'image/*' : undefined);
  const { data: identity } = useGetIdentity<Identity>();
  const { open } = useNotification();
  const invalidate = useInvalidate();
  const { files, thumbs, loading } = useFiles({ kind, entity, entityId, types });
  const storage = useOrganizationStorage(organizationId);
  const [type, setType] = useState<string>(types?.[0] ?? 'OTHER');
  const [selected, setSelected] = useState<Key[]>([]);
  const [preview, setPreview] = useState<StoredFile | null>(null);
  const [previewed, setPreviewed] = useState(false);
  const openPreview = useCallback((f: StoredFile | null) => {
    setPreview(f);
    if (f) setPreviewed(true);
  }, []);

  const target = useMemo(
    () => ({ kind, organizationId, entity, entityId, extra, accept }),
    // `extra` is compared by value: callers pass object literals.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [kind, organizationId, entity, entityId, JSON.stringify(extra ?? {}), accept],
  );
  const queue = useUploadQueue(target, identity?.id);

  const changed = useCallback(() => {
    void invalidate({ resource: kind, invalidates: ['list', 'many', 'detail'] });
    storage.refresh();
    onChange?.();
  }, [invalidate, kind, storage, onChange]);

  const onFiles = async (picked: File[]) => {
    const { saved, failed } = await queue.upload(picked, type);
    if (saved.length) {
      open?.({
        type: 'success',
        message: kind === 'photos' ? t('Photo successfully saved') : t('File successfully saved'),
        description:
          saved.length > 1
            ? noun === 'photo'
              ? plural(saved.length, '{n} photo', '{n} photos')
              : plural(saved.length, '{n} file', '{n} files')
            : undefined,
      });
      changed();
    }
    for (const f of failed) open?.({ type: 'error', message: prefixedError(t('Error Saving File'), `${f.name}: ${f.message}`) });
  };

  const onDownload = (f: StoredFile) =>
    void download(f).catch((e: unknown) => open?.({ type: 'error', message: `${t('Error Downloading File')}: ${errorMessage(e)}` }));

  const { canDelete, confirmDelete } = useDeleteFile(kind, (f) => {
    setSelected((keys) => keys.filter((k) => k !== f.id));
    changed();
  });

  const chosen = selected.length ? files.filter((f) => selected.includes(f.id)) : files;
  return (
    <Card
      title={props.title ?? (kind === 'photos' ? t('Photos') : t('Files'))}
      extra={<StorageBar usedBytes={storage.usedBytes} quotaBytes={storage.quotaBytes} percent={storage.percent} error={storage.error} />}
      data-testid={`file-manager-${kind}`}
      data-entity={entity}
    >
      <Flex vertical gap={16}>
        {!readOnly && (
          <UploadArea
            onFiles={(f) => void onFiles(f)}
            accept={accept}
            capture={props.capture ?? kind === 'photos'}
            noun={noun}
            types={types}
            type={type}
            onTypeChange={setType}
            items={queue.items}
            onCancel={queue.cancel}
            onClear={queue.clearFinished}
          />
        )}
        <Flex justify="space-between" align="center" wrap gap={8}>
          <Typography.Text type="secondary">
            {noun === 'photo' ? plural(files.length, '{n} photo', '{n} photos') : plural(files.length, '{n} file', '{n} files')}
            {selected.length ? t(', {n} selected', { n: selected.length }) : ''}
          </Typography.Text>
          <ZipButton
            organizationId={organizationId}
            files={chosen}
            label={selected.length ? t('Download selected as zip') : t('Download all as zip')}
          />
        </Flex>
        <FileTable
          files={files}
          thumbs={thumbs}
          loading={loading}
          selected={selected}
          onSelect={setSelected}
          onPreview={openPreview}
          onDownload={onDownload}
          onDelete={canDelete && !readOnly ? confirmDelete : undefined}
          noun={noun}
        />
      </Flex>
      {previewed && (
        <Suspense>
          <PreviewModal file={preview} onClose={() => setPreview(null)} onDownload={onDownload} />
        </Suspense>
      )}
    </Card>
  );
}
