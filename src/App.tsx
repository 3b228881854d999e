import 'antd/dist/reset.css';
import { Refine } from '@refinedev/core';
import routerProvider, { UnsavedChangesNotifier } from '@refinedev/react-router';
import { BrowserRouter } from 'react-router';
import { accessControlProvider } from '../providers/access-control';
import { authProvider } from '../providers/auth-provider';
import { dataProvider, liveProvider } from '../providers/data-provider';
import { useNotificationProvider } from '../providers/notification-provider';
import { AppRoutes, RESOURCES } from './app-routes';
import { ColorModeProvider } from './components/color-mode';
import { HashErrorNotice } from './components/hash-error-notice';
import { TitleHandler } from './components/title-handler';
import { VersionNotice } from './components/version-notice';
import { productName } from './lib/page-title';
import { RESOURCE_MODULES } from './resources';
import './styles.css';

export default function App() {
  return (
    <BrowserRouter>
      <ColorModeProvider>
        <Refine
          dataProvider={dataProvider}
          liveProvider={liveProvider}
          authProvider={authProvider}
          accessControlProvider={accessControlProvider}
          routerProvider={routerProvider}
          notificationProvider={useNotificationProvider}
          resources={RESOURCES}
          options={{
            syncWithLocation: true,
            warnWhenUnsavedChanges: true,
            // Pages opt in with liveMode 'auto'; refine's supabase live provider cannot share a channel between twin queries.
            liveMode: 'off',
            disableTelemetry: true,
            title: { text: `${productName()} Energy` },
          }}
        >
          <AppRoutes />
          <HashErrorNotice />
          <VersionNotice />
          <TitleHandler modules={RESOURCE_MODULES} />
          <UnsavedChangesNotifier />
        </Refine>
      </ColorModeProvider>
    </BrowserRouter>
  );
}
