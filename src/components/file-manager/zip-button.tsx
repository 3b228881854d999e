import { FileZipOutlined } from '@ant-design/icons';
import { Button, Flex, Typography } from 'antd';
import { lazy, Suspense, useState } from 'react';
import type { StoredFile } from '../../../providers/files';
import { Meter } from '../meter';
import { useZipDownload, type ZipPhase } from './use-zip-download';
import { plural, t, tk } from '../../lib/i18n';

// The dialog loads when a zip is first asked for (pages with a file manager need only the button).
const Modal = lazy(() => import('antd/es/modal'));
const Result = lazy(() => import('antd/es/result'));

const PHASE_TEXT: Partial<Record<ZipPhase, string>> = {
  downloading: tk('Fetching files…'),
  building: tk('Building the zip…'),
  uploading: tk('Uploading the zip…'),
};

/** "Download all/selected as zip": progress while fetching, building and uploading; then a copyable signed link. */
export function ZipButton({ organizationId, files, label }: { organizationId: string; files: StoredFile[]; label: string }) {
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const { state, start, cancel, reset } = useZipDownload(organizationId);
  const busy = state.phase === 'downloading' || state.phase === 'building' || state.phase === 'uploading';
  const close = () => {
    if (busy) cancel();
    setOpen(false);
    reset();
  };
  return (
    <>
      <Button
        icon={<FileZipOutlined />}
        disabled={files.length === 0}
        onClick={() => {
          setOpen(true);
          setOpened(true);
          void start(files);
        }}
      >
        {label}
      </Button>
      {opened && (
        <Suspense>
          <Modal
            open={open}
            title={t('Download as zip')}
            maskClosable={false}
            keyboard={false}
            closable={false}
            onCancel={close}
            footer={[
              <Button key="close" onClick={close} type={busy ? 'default' : 'primary'}>
                {busy ? t('Cancel') : t('Close')}
              </Button>,
            ]}
          >
            {busy && (
              <Flex vertical gap={8} data-testid="zip-progress">
                <Typography.Text>{t(PHASE_TEXT[state.phase] ?? '')}</Typography.Text>
                <Meter percent={state.percent} status="active" label={t(PHASE_TEXT[state.phase] ?? '')} />
              </Flex>
            )}
            {state.phase === 'done' && state.url && (
              <Flex vertical gap={8}>
                <Button type="primary" href={state.url} icon={<FileZipOutlined />} data-testid="zip-link">
                  {t('Download zip ({count})', { count: plural(files.length, '{n} file', '{n} files') })}
                </Button>
                <Typography.Paragraph
                  copyable={{ text: state.url, tooltips: [t('Copy link'), t('Copied')] }}
                  ellipsis
                  style={{ marginBottom: 0 }}
                >
                  {state.url}
                </Typography.Paragraph>
              </Flex>
            )}
            {state.phase === 'failed' && <Result status="error" title={t('The zip could not be made')} subTitle={state.error} />}
            {state.phase === 'cancelled' && <Typography.Text type="secondary">{t('Cancelled.')}</Typography.Text>}
          </Modal>
        </Suspense>
      )}
    </>
  );
}
