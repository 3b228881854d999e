import { DashboardOutlined, SafetyCertificateOutlined } from '@ant-design/icons';
import type { ResourceProps } from '@refinedev/core';
import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router';
import type { ResourceMeta } from './components/resource-module';
import { PageSpinner } from './components/page-spinner';
import { RequireAccess } from './components/route-guard';
import { LoginLayout } from './layouts/login-layout';
import { RESOURCE_MODULES } from './resources';

// The main layout (and with it @refinedev/antd's layout) loads only once a signed-in page is opened.
const MainLayout = lazy(() => import('./layouts/main-layout').then((m) => ({ default: m.MainLayout })));
const DashboardPage = lazy(() => import('./pages/dashboard/dashboard-page'));
const SettingsPage = lazy(() => import('./pages/settings/settings-page'));
const UpdatePasswordPage = lazy(() => import('./pages/update-password-page'));
const PermissionsPage = lazy(() => import('./pages/permissions/permissions-page'));
const AssignmentsPage = lazy(() => import('./pages/permissions/assignments-page'));
const NotFoundPage = lazy(() => import('./pages/not-found-page'));

/** Refine resources: the shell's own pages first, then every resource module. */
export const RESOURCES: (ResourceProps & { meta: ResourceMeta })[] = [
  { name: 'dashboard', list: '/', meta: { label: 'Dashboard', titles: { list: 'Partner Portal' }, icon: <DashboardOutlined /> } },
  ...RESOURCE_MODULES.map((m) => m.resource),
  {
    name: 'permissions',
    list: '/permissions',
    meta: { label: 'Permissions', admin: true, titles: { list: 'Permissions' }, icon: <SafetyCertificateOutlined /> },
  },
];

/** The signed-in routes of spec §2 under the main layout, and the catch-all 404 under the login layout. */
export function PortalRoutes() {
  return (
    <Suspense fallback={<PageSpinner />}>
      <Routes>
        <Route element={<MainLayout />}>
          <Route index element={<DashboardPage />} />
          <Route path="/dashboard" element={<DashboardPage />} />
          <Route path="/settings" element={<SettingsPage />} />
          <Route path="/update-password" element={<UpdatePasswordPage />} />
          <Route element={<RequireAccess admin />}>
            <Route path="/permissions" element={<PermissionsPage />} />
            <Route path="/permissions/assignments" element={<AssignmentsPage />} />
          </Route>
          {RESOURCE_MODULES.map(({ resource, routes }) => (
            <Route key={resource.name} element={<RequireAccess admin={resource.meta.admin} permission={resource.meta.requires} />}>
              {routes.map(({ path, component: Page }) => (
                <Route key={path} path={path} element={<Page />} />
              ))}
            </Route>
          ))}
        </Route>
        <Route element={<LoginLayout />}>
          <Route path="*" element={<NotFoundPage />} />
        </Route>
      </Routes>
    </Suspense>
  );
}
