import { Grid, Layout, theme } from 'antd';
import { Suspense, useState } from 'react';
import { Outlet } from 'react-router';
import { AppHeader } from '../components/app-header';
import { OrganizationScopeProvider } from '../components/organization-scope';
import { PageSpinner } from '../components/page-spinner';
import { RouteGuard } from '../components/route-guard';
import { AppSider, MenuButton } from './app-sider';

/**
 * Signed-in pages: sider menu (only what the user may open), header, and the page. Built on antd's
 * Layout rather than @refinedev/antd's ThemedLayout, which would add ~90 KB gzip to every first page.
 */
export function MainLayout() {
  const screens = Grid.useBreakpoint();
  const phone = !screens.lg;
  const { token } = theme.useToken();
  const [collapsed, setCollapsed] = useState(false);
  const [drawerOpen, setDrawerOpen] = useState(false);

  return (
    <RouteGuard>
      <OrganizationScopeProvider>
        <Layout style={{ minHeight: '100vh' }} hasSider={!phone}>
          <AppSider phone={phone} collapsed={collapsed} setCollapsed={setCollapsed} drawerOpen={drawerOpen} setDrawerOpen={setDrawerOpen} />
          <Layout>
            <AppHeader menuButton={phone ? <MenuButton onClick={() => setDrawerOpen(true)} /> : null} />
            <Layout.Content style={{ padding: phone ? 12 : 24, background: token.colorBgLayout }}>
              <Suspense fallback={<PageSpinner />}>
                <Outlet />
              </Suspense>
            </Layout.Content>
          </Layout>
        </Layout>
      </OrganizationScopeProvider>
    </RouteGuard>
  );
}
