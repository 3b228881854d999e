import { Button, Modal, Result, Spin } from 'antd';
import { useEffect, useState } from 'react';
import type { StoredFile } from '../../../providers/files';
import { signedUrl } from '../../../providers/storage';
import { errorMessage } from '../../lib/error-message';
import { splitExtension } from '../../lib/storage-path';
import { t } from '../../lib/i18n';

// Not SVG: it is stored as application/octet-stream (it may carry script), so it is downloaded.
const IMAGE = /^(jpe?g|png|gif|webp|avif|bmp)$/;

export function previewKind(name: string): 'image' | 'pdf' | 'none' {
  const { ext } = splitExtension(name);
  if (IMAGE.test(ext)) return 'image';
  return ext === 'pdf' ? 'pdf' : 'none';
}

/** Images shown as they are; PDFs in the browser's own viewer; anything else offered for download. */
export function PreviewModal({
  file,
  onClose,
  onDownload,
}: {
  file: StoredFile | null;
  onClose: () => void;
  onDownload: (f: StoredFile) => void;
}) {
  const [url, setUrl] = useState<string>();
  const [error, setError] = useState<string>();
  const path = file?.path;
  useEffect(() => {
    setUrl(undefined);
    setError(undefined);
    if (!path) return;
    let live = true;
    signedUrl(path).then(
      (u) => live && setUrl(u),
      (e: unknown) => live && setError(errorMessage(e)),
    );
    return () => {
      live = false;
    };
  }, [path]);

  const kind = file ? previewKind(file.file_name) : 'none';
  return (
    <Modal
      open={Boolean(file)}
      title={file?.file_name}
      onCancel={onClose}
      maskClosable={false}
      keyboard={false}
      width={kind === 'pdf' ? 960 : 800}
      footer={[
        url && kind === 'pdf' ? (
          <Button key="tab" href={url} target="_blank" rel="noreferrer">
            {t('Open in new tab')}
          </Button>
        ) : null,
        <Button key="download" onClick={() => file && onDownload(file)}>
          {t('Download')}
        </Button>,
        <Button key="close" type="primary" onClick={onClose}>
          {t('Close')}
        </Button>,
      ]}
      destroyOnHidden
    >
      {error ? (
        <Result status="warning" title={t('This file cannot be shown')} subTitle={error} />
      ) : !url ? (
        <Spin />
      ) : kind === 'image' ? (
        <img
          src={url}
          alt={file?.file_name}
          data-testid="preview-image"
          style={{ display: 'block', maxWidth: '100%', maxHeight: '70vh', margin: '0 auto' }}
        />
      ) : kind === 'pdf' ? (
        <iframe src={url} title={file?.file_name} data-testid="preview-pdf" style={{ width: '100%', height: '70vh', border: 0 }} />
      ) : (
        <Result status="info" title={t('No preview for this type of file')} subTitle={t('Download it to open it.')} />
      )}
    </Modal>
  );
}
