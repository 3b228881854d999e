import 'antd/dist/reset.css';
import { lazy, Suspense } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router';
import { ColorModeProvider } from './components/color-mode';
import { HashErrorNotice } from './components/hash-error-notice';
import { PageSpinner } from './components/page-spinner';
import { VersionNotice } from './components/version-notice';
import { LoginLayout } from './layouts/login-layout';
import { currentIdentity } from '../providers/session';
import './styles.css';

const loadShell = () => import('./portal-shell');
const PortalShell = lazy(loadShell);

// A signed-in page starts fetching the portal shell and the user's identity (profile, permissions)
// as soon as this module runs, in parallel, instead of after the first render and the shell.
if (!window.location.pathname.startsWith('/welcome')) {
  void loadShell();
  void currentIdentity().catch(() => undefined);
}
const LoginPage = lazy(() => import('./pages/login-page'));
const RegisterPage = lazy(() => import('./pages/register-page'));

/** Public pages (login layout) stand alone; everything else lives in the lazily loaded portal shell. */
export default function App() {
  return (
    <BrowserRouter>
      <ColorModeProvider>
        <Suspense fallback={<PageSpinner />}>
          <Routes>
            <Route element={<LoginLayout />}>
              <Route path="/welcome" element={<LoginPage />} />
              <Route path="/welcome/login" element={<LoginPage />} />
              <Route path="/welcome/register" element={<RegisterPage />} />
            </Route>
            <Route path="*" element={<PortalShell />} />
          </Routes>
        </Suspense>
        <HashErrorNotice />
        <VersionNotice />
      </ColorModeProvider>
    </BrowserRouter>
  );
}
