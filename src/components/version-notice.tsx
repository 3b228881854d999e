import { Button } from 'antd';
import { useCallback, useEffect } from 'react';
import { authProvider } from '../../providers/auth-provider';
import { reportError } from '../../providers/monitoring';
import {
  fetchLatestVersion,
  readLocalVersion,
  reloadPage,
  subscribeToVersions,
  writeLocalVersion,
  type AppVersion,
} from '../../providers/version';
import { t } from '../lib/i18n';
import { useNotice } from './feedback';

export const VERSION_ERROR = 'Unable to get latest version';
export const VERSION_SET_ERROR = 'Unable to set your app version. Letting the IT peeps know... beep bop';
const NOTICE_KEY = 'app-version';

async function signOutAndReload(): Promise<void> {
  await authProvider.logout({});
  reloadPage();
}

/**
 * App version notice (spec §4): reads the latest version on start and listens for new ones.
 * A different version shows a notice that never times out; `force` signs out and reloads at once.
 */
export function VersionNotice() {
  const notification = useNotice();

  const accept = useCallback(
    async (v: AppVersion) => {
      try {
        writeLocalVersion(v.version);
      } catch (e) {
        reportError(e, { version: v.version });
        notification.error({ key: 'app-version-error', message: VERSION_SET_ERROR });
        return;
      }
      notification.destroy(NOTICE_KEY);
      await signOutAndReload();
    },
    [notification],
  );

  const consider = useCallback(
    (v: AppVersion | null, onStart: boolean) => {
      if (!v?.version) return;
      const local = readLocalVersion();
      // A first visit adopts the current version silently.
      if (local === null && onStart) {
        try {
          writeLocalVersion(v.version);
        } catch (e) {
          reportError(e);
        }
        return;
      }
      if (local === v.version) return;
      if (v.force) {
        void accept(v);
        return;
      }
      notification.info({
        key: NOTICE_KEY,
        message: t('A new version ({version}) is available', { version: v.version }),
        description: v.description ?? t('Update to get the latest changes.'),
        duration: 0,
        closeIcon: false,
        actions: (
          <Button type="primary" size="small" onClick={() => void accept(v)}>
            {t('Update now')}
          </Button>
        ),
      });
    },
    [accept, notification],
  );

  useEffect(() => {
    let live = true;
    fetchLatestVersion()
      .then((v) => live && consider(v, true))
      .catch((e: unknown) => {
        reportError(e);
        if (live) notification.error({ key: 'app-version-error', message: VERSION_ERROR });
      });
    const unsubscribe = subscribeToVersions((v) => consider(v, false));
    return () => {
      live = false;
      unsubscribe();
    };
  }, [consider, notification]);

  return null;
}
