import { ThunderboltFilled } from '@ant-design/icons';
import { ThemedLayout, ThemedSider, ThemedTitle, type RefineThemedLayoutSiderProps } from '@refinedev/antd';
import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { AppHeader } from '../components/app-header';
import { PageSpinner, RouteGuard } from '../components/route-guard';
import { productName } from '../lib/page-title';

function AppTitle({ collapsed }: { collapsed: boolean }) {
  return <ThemedTitle collapsed={collapsed} icon={<ThunderboltFilled />} text={`${productName()} Energy`} />;
}

function AppSider(props: RefineThemedLayoutSiderProps) {
  return <ThemedSider {...props} fixed />;
}

/** Signed-in pages: sider menu (filtered by access control), header, and the page. */
export function MainLayout() {
  return (
    <RouteGuard>
      <ThemedLayout Header={AppHeader} Sider={AppSider} Title={AppTitle}>
        <Suspense fallback={<PageSpinner />}>
          <Outlet />
        </Suspense>
      </ThemedLayout>
    </RouteGuard>
  );
}
