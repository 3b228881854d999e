import { KeyOutlined, LogoutOutlined, UserOutlined } from '@ant-design/icons';
import { useLogout } from '@refinedev/core';
import { Avatar, Button, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { avatarUrl } from '../../providers/profile-api';
import type { Identity } from '../../providers/session';
import { roleName } from '../lib/ability';
import { t } from '../lib/i18n';
import { LazyDropdown } from './lazy-dropdown';

/** Avatar button with the user's name and role; opens profile, password and sign-out. */
export function UserMenu({ identity, compact }: { identity: Identity; compact?: boolean }) {
  const navigate = useNavigate();
  const { mutate: logout } = useLogout();
  const [src, setSrc] = useState<string | undefined>();

  useEffect(() => {
    let live = true;
    void avatarUrl(identity.avatar).then((url) => live && setSrc(url));
    return () => {
      live = false;
    };
  }, [identity.avatar]);

  const items = [
    { key: 'profile', icon: <UserOutlined />, label: t('Your Profile'), onClick: () => navigate('/settings') },
    { key: 'password', icon: <KeyOutlined />, label: t('Update Password'), onClick: () => navigate('/update-password') },
    { type: 'divider' as const },
    { key: 'logout', icon: <LogoutOutlined />, label: t('Sign out'), onClick: () => logout() },
  ];

  return (
    <LazyDropdown menu={{ items }} placement="bottomRight">
      <Button type="text" aria-label={t('User menu')} data-testid="user-menu" style={{ height: 'auto', padding: '4px 8px' }}>
        <Avatar size="small" src={src} icon={<UserOutlined />} />
        {!compact && (
          <span style={{ display: 'inline-flex', flexDirection: 'column', alignItems: 'flex-start', lineHeight: 1.2, marginLeft: 8 }}>
            <Typography.Text strong>{identity.name}</Typography.Text>
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {identity.role ? roleName(identity.role) : ''}
            </Typography.Text>
          </span>
        )}
      </Button>
    </LazyDropdown>
  );
}
