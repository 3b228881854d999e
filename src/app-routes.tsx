import { DashboardOutlined, SafetyCertificateOutlined } from '@ant-design/icons';
import type { ResourceProps } from '@refinedev/core';
import { lazy, Suspense } from 'react';
import { matchRoutes, Route, Routes } from 'react-router';
import { lazyPage, type LazyPage, type ResourceMeta } from './components/resource-module';
import { PageSpinner } from './components/page-spinner';
import { RequireAccess } from './components/route-guard';
import { LoginLayout } from './layouts/login-layout';
import { RESOURCE_MODULES } from './resources';
import { tk } from './lib/i18n';

// The main layout (and with it @refinedev/antd's layout) loads only once a signed-in page is opened.
const MainLayout = lazy(() => import('./layouts/main-layout').then((m) => ({ default: m.MainLayout })));
const DashboardPage = lazyPage(() => import('./pages/dashboard/dashboard-page'));
const SettingsPage = lazyPage(() => import('./pages/settings/settings-page'));
const UpdatePasswordPage = lazyPage(() => import('./pages/update-password-page'));
const PermissionsPage = lazyPage(() => import('./pages/permissions/permissions-page'));
const AssignmentsPage = lazyPage(() => import('./pages/permissions/assignments-page'));
const NotFoundPage = lazy(() => import('./pages/not-found-page'));

/** Every signed-in page by path: what `preloadPage` looks the address up in. */
const PAGES: { path: string; page: LazyPage }[] = [
  { path: '/', page: DashboardPage },
  { path: '/dashboard', page: DashboardPage },
  { path: '/settings', page: SettingsPage },
  { path: '/update-password', page: UpdatePasswordPage },
  { path: '/permissions', page: PermissionsPage },
  { path: '/permissions/assignments', page: AssignmentsPage },
  ...RESOURCE_MODULES.flatMap(({ routes }) => routes.map(({ path, component }) => ({ path, page: component }))),
];

/**
 * Starts downloading the page an address opens (as React Router ranks the routes: `/accounts/new`
 * before `/accounts/:id`), so it arrives while the session is checked and the layout renders rather
 * than after them. The shell calls it with the address it was opened at.
 */
export function preloadPage(pathname: string): void {
  pageFor(pathname)
    ?.preload()
    .catch(() => undefined);
}

/** The signed-in page an address opens, if any. */
export function pageFor(pathname: string): LazyPage | undefined {
  return (matchRoutes(PAGES, pathname)?.[0]?.route as (typeof PAGES)[number] | undefined)?.page;
}

/** Refine resources: the shell's own pages first, then every resource module. */
export const RESOURCES: (ResourceProps & { meta: ResourceMeta })[] = [
  { name: 'dashboard', list: '/', meta: { label: tk('Dashboard'), titles: { list: tk('Partner Portal') }, icon: <DashboardOutlined /> } },
  ...RESOURCE_MODULES.map((m) => m.resource),
  {
    name: 'permissions',
    list: '/permissions',
    meta: { label: tk('Permissions'), admin: true, titles: { list: tk('Permissions') }, icon: <SafetyCertificateOutlined /> },
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
