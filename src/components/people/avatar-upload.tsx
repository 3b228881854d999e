import { UploadOutlined, UserOutlined } from '@ant-design/icons';
import { Avatar, Space } from 'antd';
import { useEffect, useState } from 'react';
import { errorMessage } from '../../lib/error-message';
import { FilePickButton } from '../file-pick-button';
import { RASTER_IMAGE_ACCEPT, RASTER_IMAGE_NAME } from '../../lib/stored-content-type';
import { pictureUrl, uploadPicture } from './people-calls';
import { t } from '../../lib/i18n';
import { useMessage } from '../feedback';

interface Props {
  organizationId?: string | null;
  entity: 'partners' | 'affiliates' | 'organizations' | 'profiles';
  entityId?: string;
  value?: string | null;
  onChange?: (path: string) => void;
  label?: string;
}

/** An avatar or logo: shows the stored picture and uploads a new one (form field: the storage path). */
export function AvatarUpload({ organizationId, entity, entityId, value, onChange, label }: Props) {
  const message = useMessage();
  const [url, setUrl] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let live = true;
    if (value) void pictureUrl(value).then((u) => live && setUrl(u));
    else setUrl(null);
    return () => {
      live = false;
    };
  }, [value]);

  const ready = Boolean(organizationId && entityId);
  return (
    <Space align="center" wrap>
      <Avatar size={64} src={url ?? undefined} icon={<UserOutlined />} shape={entity === 'organizations' ? 'square' : 'circle'} />
      <FilePickButton
        accept={RASTER_IMAGE_ACCEPT}
        icon={<UploadOutlined />}
        loading={busy}
        disabled={!ready}
        onFile={(file) => {
          // No SVG: a picture shown to every member must not be able to carry script.
          if (!RASTER_IMAGE_NAME.test(file.name)) {
            void message.error(t('Please choose an image (jpg, png, gif or webp)'));
            return;
          }
          setBusy(true);
          uploadPicture(organizationId as string, entity, entityId as string, file)
            .then((path) => onChange?.(path))
            .catch((e: unknown) => void message.error(t('Upload failed: {error}', { error: errorMessage(e) })))
            .finally(() => setBusy(false));
        }}
      >
        {label ?? t('Upload picture')}
      </FilePickButton>
      {!ready && <span>{t('Save first to add a picture.')}</span>}
    </Space>
  );
}
