import { useNotification, useWarnAboutChange } from '@refinedev/core';
import { Spin } from 'antd';
import { createContext, useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { authProvider, LOGIN_PATH } from '../../providers/auth-provider';
import { currentIdentity, onIdentityReset, resetIdentity, revalidateIdentity, type Identity } from '../../providers/session';
import { onSignedOutElsewhere } from '../../providers/tab-session';
import { routeRefusal, type RouteRequirement } from '../lib/ability';
import { errorMessage } from '../lib/error-message';
import { PageSpinner } from './page-spinner';
import { t } from '../lib/i18n';

const IdentityContext = createContext<Identity | undefined>(undefined);

/** The signed-in user inside the main layout. */
export function useIdentity(): Identity | undefined {
  return useContext(IdentityContext);
}

/**
 * Sign-in gate of the main layout. Re-checks the session on each navigation (spinner meanwhile);
 * unauthenticated users go to login with `next` set, refused profiles are signed out with the reason.
 */
export function RouteGuard({ children }: { children: ReactNode }) {
  const location = useLocation();
  const navigate = useNavigate();
  const { open } = useNotification();
  const [identity, setIdentity] = useState<Identity | undefined>();
  const [checking, setChecking] = useState(true);
  const target = location.pathname + location.search;
  const targetRef = useRef(target);
  targetRef.current = target;

  useEffect(() => {
    let live = true;
    setChecking(true);
    revalidateIdentity()
      .catch(() => undefined)
      .then(() => currentIdentity())
      .then((found) => {
        if (!live) return;
        if (!found) {
          navigate(`${LOGIN_PATH}?next=${encodeURIComponent(targetRef.current)}`, { replace: true });
          return;
        }
        setIdentity(found);
        setChecking(false);
      })
      .catch(async (e: unknown) => {
        await authProvider.logout({});
        if (!live) return;
        open?.({ type: 'error', key: 'guard-error', message: errorMessage(e) });
        navigate(LOGIN_PATH, { replace: true });
      });
    return () => {
      live = false;
    };
  }, [location.pathname, navigate, open]);

  // Signed out in another tab (the same user): this tab signs out too (providers/tab-session.ts).
  const { setWarnWhen } = useWarnAboutChange();
  useEffect(
    () =>
      onSignedOutElsewhere(() => {
        resetIdentity();
        setWarnWhen(false);
        navigate(LOGIN_PATH, { replace: true });
      }),
    [navigate, setWarnWhen],
  );

  // A saved profile or switched organization reloads the identity in place (header, menus).
  useEffect(
    () =>
      onIdentityReset(() => {
        currentIdentity()
          .then((found) => found && setIdentity(found))
          .catch(() => undefined);
      }),
    [],
  );

  if (!identity) return <PageSpinner />;
  return (
    <IdentityContext.Provider value={identity}>
      <Spin spinning={checking} delay={0}>
        {children}
      </Spin>
    </IdentityContext.Provider>
  );
}

/** Route element for admin-flagged or permission-gated routes: refused users go to login with a notice. */
export function RequireAccess(requirement: RouteRequirement) {
  const identity = useIdentity();
  const navigate = useNavigate();
  const { open } = useNotification();
  const refusal = identity ? routeRefusal(identity.ability, requirement) : undefined;

  useEffect(() => {
    if (!refusal) return;
    open?.({ type: 'error', key: 'access-denied', message: t('Access denied'), description: refusal });
    navigate(LOGIN_PATH, { replace: true });
  }, [refusal, navigate, open]);

  if (!identity || refusal) return null;
  return <Outlet />;
}
