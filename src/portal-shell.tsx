import { Refine } from '@refinedev/core';
import { useMemo } from 'react';
import routerProvider, { UnsavedChangesNotifier } from '@refinedev/react-router';
import { accessControlProvider } from '../providers/access-control';
import { authProvider } from '../providers/auth-provider';
import { dataProvider, liveProvider } from '../providers/data-provider';
import { i18nProvider } from '../providers/i18n-provider';
import { notificationProvider } from '../providers/notification-provider';
import { QUERY_CLIENT_CONFIG } from '../providers/query-client';
import { PortalRoutes, preloadPage, RESOURCES } from './app-routes';
import { useNotice } from './components/feedback';
import { TitleHandler } from './components/title-handler';
import { productName } from './lib/page-title';
import { RESOURCE_MODULES } from './resources';

// The page the portal was opened at downloads while Refine checks the session (src/app-routes.tsx).
preloadPage(window.location.pathname);

/** Refine's notices through the portal's (refine calls this hook inside <Refine>). */
function useNotificationProvider() {
  const notification = useNotice();
  return useMemo(() => notificationProvider(notification), [notification]);
}

/**
 * Refine and every signed-in route (plus the 404). Loaded lazily, so the login page — every visitor's
 * first download — carries neither Refine nor its data layer.
 */
export default function PortalShell() {
  return (
    <Refine
      dataProvider={dataProvider}
      liveProvider={liveProvider}
      authProvider={authProvider}
      accessControlProvider={accessControlProvider}
      routerProvider={routerProvider}
      notificationProvider={useNotificationProvider}
      i18nProvider={i18nProvider}
      resources={RESOURCES}
      options={{
        syncWithLocation: true,
        warnWhenUnsavedChanges: true,
        // Pages opt in with liveMode 'auto'; refine's supabase live provider cannot share a channel between twin queries.
        liveMode: 'off',
        disableTelemetry: true,
        title: { text: `${productName()} Energy` },
        reactQuery: { clientConfig: QUERY_CLIENT_CONFIG },
      }}
    >
      <PortalRoutes />
      <TitleHandler modules={RESOURCE_MODULES} />
      <UnsavedChangesNotifier />
    </Refine>
  );
}
