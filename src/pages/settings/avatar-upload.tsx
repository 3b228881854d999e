import { UploadOutlined, UserOutlined } from '@ant-design/icons';
import { useNotification } from '@refinedev/core';
import { Avatar, Space } from 'antd';
import { useEffect, useState } from 'react';
import { avatarUrl, uploadAvatar } from '../../../providers/profile-api';
import { resetIdentity, type Profile } from '../../../providers/session';
import { supabaseClient } from '../../../providers/supabase-client';
import { FilePickButton } from '../../components/file-pick-button';
import { makeThumbnail } from '../../components/make-thumbnail';
import { prefixedError } from '../../lib/error-message';
import { isThumbnailable } from '../../lib/sanitize-file-name';
import { t } from '../../lib/i18n';

/** Uploads a 400×400 thumbnail of the chosen image as the profile's avatar. */
export function AvatarUpload({ profile }: { profile: Profile }) {
  const { open } = useNotification();
  const [path, setPath] = useState(profile.avatar);
  const [src, setSrc] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let live = true;
    void avatarUrl(path).then((url) => live && setSrc(url));
    return () => {
      live = false;
    };
  }, [path]);

  const upload = async (file: File) => {
    if (!isThumbnailable(file.name)) {
      open?.({ type: 'error', message: `${t('Error Saving Profile')}: ${t('please choose a jpg, gif, png or svg image')}` });
      return;
    }
    setBusy(true);
    try {
      const thumb = await makeThumbnail(file);
      const stored = await uploadAvatar(profile.id, profile.last_organization, thumb, file.name);
      const { error } = await supabaseClient.from('profiles').update({ avatar: stored }).eq('id', profile.id);
      if (error) throw error;
      resetIdentity();
      setPath(stored);
      open?.({ type: 'success', message: t('Profile successfully saved') });
    } catch (e) {
      open?.({ type: 'error', message: prefixedError(t('Error Saving Profile'), e) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Space direction="vertical" align="center" style={{ width: '100%' }}>
      <Avatar size={96} src={src} icon={<UserOutlined />} alt={t('Your photo')} />
      <FilePickButton accept=".jpg,.jpeg,.png,.gif,.svg" icon={<UploadOutlined />} loading={busy} onFile={(file) => void upload(file)}>
        {t('Upload photo')}
      </FilePickButton>
    </Space>
  );
}
