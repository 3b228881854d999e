import { App } from 'antd';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { hashErrorDescription } from '../lib/url-hash';

/** Shows an auth redirect's `error_description` (URL hash) as an error notice, '+' read as spaces. */
export function HashErrorNotice() {
  const { hash } = useLocation();
  const { notification } = App.useApp();
  useEffect(() => {
    const description = hashErrorDescription(hash || window.location.hash);
    if (!description) return;
    notification.error({ key: 'hash-error', message: description });
  }, [hash, notification]);
  return null;
}
