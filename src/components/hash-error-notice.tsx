import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { hashErrorDescription, hashMessage } from '../lib/url-hash';
import { useNotice } from './feedback';

/** Shows an auth redirect's `error_description` (URL hash) as an error notice, '+' read as spaces; a `message` as information. */
export function HashErrorNotice() {
  const { hash } = useLocation();
  const notification = useNotice();
  useEffect(() => {
    const current = hash || window.location.hash;
    const description = hashErrorDescription(current);
    if (description) notification.error({ key: 'hash-error', message: description });
    const info = hashMessage(current);
    if (info) notification.info({ key: 'hash-message', message: info });
  }, [hash, notification]);
  return null;
}
