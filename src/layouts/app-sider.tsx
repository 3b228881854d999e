import { BarsOutlined, LeftOutlined, LogoutOutlined, RightOutlined, ThunderboltFilled } from '@ant-design/icons';
import { useLogout, useMenu } from '@refinedev/core';
import { Button, Layout, theme } from 'antd';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import type { ResourceMeta } from '../components/resource-module';
import { useAllowedMenuItems } from '../components/use-menu-access';
import { brandName } from '../lib/page-title';
import { SideMenu, type SideMenuEntry } from './side-menu';
import { t } from '../lib/i18n';

// Only phones open the menu in a drawer: desktops never download it.
const Drawer = lazy(() => import('antd/es/drawer'));

function Brand({ collapsed }: { collapsed: boolean }) {
  const { token } = theme.useToken();
  return (
    <Link to="/" className="app-brand" style={{ color: token.colorText }}>
      <ThunderboltFilled style={{ color: token.colorPrimary, fontSize: 20 }} />
      {!collapsed && <span>{brandName()}</span>}
    </Link>
  );
}

/** Menu entries the user may open (src/components/use-menu-access.ts), and Logout. */
function useMenuEntries(): SideMenuEntry[] {
  const allowed = useAllowedMenuItems();
  const { mutate: logout } = useLogout();
  return [
    ...allowed.map((item) => ({
      key: item.key,
      icon: (item.meta as ResourceMeta | undefined)?.icon,
      label: t(String(item.label ?? item.name)),
      to: item.route as string,
    })),
    { key: 'logout', icon: <LogoutOutlined />, label: t('Logout'), onClick: () => logout() },
  ];
}

interface Props {
  phone: boolean;
  collapsed: boolean;
  setCollapsed: (collapsed: boolean) => void;
  drawerOpen: boolean;
  setDrawerOpen: (open: boolean) => void;
}

/** The sider: fixed on wide screens (collapsible), a drawer opened from the header on phones. */
export function AppSider({ phone, collapsed, setCollapsed, drawerOpen, setDrawerOpen }: Props) {
  const { token } = theme.useToken();
  const { selectedKey } = useMenu();
  const entries = useMenuEntries();
  const menu = (
    <SideMenu entries={entries} selectedKey={selectedKey} collapsed={!phone && collapsed} onChoose={() => setDrawerOpen(false)} />
  );

  if (phone) {
    return (
      <Suspense>
        <Drawer
          open={drawerOpen}
          onClose={() => setDrawerOpen(false)}
          placement="left"
          width={260}
          closable={false}
          styles={{ body: { padding: 0 } }}
        >
          <Layout.Sider width="100%" style={{ background: token.colorBgContainer }}>
            <Brand collapsed={false} />
            {menu}
          </Layout.Sider>
        </Drawer>
      </Suspense>
    );
  }
  return (
    <Layout.Sider
      width={220}
      collapsed={collapsed}
      collapsedWidth={64}
      style={{
        background: token.colorBgContainer,
        borderRight: `1px solid ${token.colorBorderSecondary}`,
        position: 'sticky',
        top: 0,
        height: '100vh',
      }}
    >
      <div style={{ display: 'flex', flexDirection: 'column', height: '100%' }}>
        <Brand collapsed={collapsed} />
        <div style={{ flex: 1, overflowY: 'auto' }}>{menu}</div>
        <Button
          type="text"
          aria-label={collapsed ? t('Expand menu') : t('Collapse menu')}
          icon={collapsed ? <RightOutlined /> : <LeftOutlined />}
          onClick={() => setCollapsed(!collapsed)}
          style={{ margin: 8 }}
        />
      </div>
    </Layout.Sider>
  );
}

/** The header button that opens the phone drawer. */
export function MenuButton({ onClick }: { onClick: () => void }) {
  return <Button type="text" aria-label={t('Open menu')} icon={<BarsOutlined />} onClick={onClick} />;
}
