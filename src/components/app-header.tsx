import { BulbFilled, BulbOutlined } from '@ant-design/icons';
import { Button, Grid, Layout, Space, Tag, theme } from 'antd';
import type { ReactNode } from 'react';
import { displayName } from '../../providers/session';
import { useColorMode } from './color-mode';
import { OrganizationSwitcher } from './organization-switcher';
import { SearchLauncher } from './search-launcher';
import { useIdentity } from './route-guard';
import { UserMenu } from './user-menu';
import { t } from '../lib/i18n';

/** Header: on phones the menu button, then "Viewing as …", search, organization switcher, theme switch and user menu. */
export function AppHeader({ menuButton }: { menuButton?: ReactNode }) {
  const { token } = theme.useToken();
  const identity = useIdentity();
  const { mode, setMode } = useColorMode();
  const screens = Grid.useBreakpoint();
  const phone = !screens.lg;

  return (
    <Layout.Header
      className="app-header"
      style={{ background: token.colorBgElevated, padding: phone ? '0 12px' : '0 24px', position: 'sticky', top: 0, zIndex: 10 }}
    >
      {menuButton}
      <Space size={phone ? 'small' : 'middle'} className="app-header-actions" wrap={false}>
        {identity?.sharedProfile && (
          <Tag color="purple" data-testid="viewing-as">
            {t('Viewing as {name}', { name: displayName(identity.sharedProfile) })}
          </Tag>
        )}
        {identity && <SearchLauncher compact={phone} />}
        {identity && <OrganizationSwitcher identity={identity} compact={phone} />}
        <Button
          type="text"
          aria-label={mode === 'dark' ? t('Switch to light mode') : t('Switch to dark mode')}
          icon={mode === 'dark' ? <BulbFilled /> : <BulbOutlined />}
          onClick={() => setMode(mode === 'dark' ? 'light' : 'dark')}
        />
        {identity && <UserMenu identity={identity} compact={phone} />}
      </Space>
    </Layout.Header>
  );
}
