import { Button } from 'antd';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { NOT_AVAILABLE } from '../lib/error-message';
import { t } from '../lib/i18n';

/**
 * What every record page shows instead of its form when the record cannot be read: it does not exist,
 * the id is malformed, or row-level security hides it. The same words whatever the reason, so a page
 * tells nobody whether a record they may not see exists. Never an empty form: a save from one would
 * report success for a record that did not change.
 */
// Result carries large illustrations: a record page loads it only when it has to say this.
const Result = lazy(() => import('antd/es/result'));

export function RecordUnavailable({ what, listPath, listLabel }: { what: string; listPath: string; listLabel: string }) {
  return (
    <Suspense>
      <Result
        status="404"
        title={t('{what} not available', { what })}
        subTitle={NOT_AVAILABLE}
        extra={
          <Link to={listPath}>
            <Button type="primary">{listLabel}</Button>
          </Link>
        }
      />
    </Suspense>
  );
}

interface ReadState {
  isError?: boolean;
  isSuccess?: boolean;
}

/** True when a record page's read failed or found nothing (the page then shows RecordUnavailable). */
export function recordMissing(query: ReadState | undefined, record: unknown): boolean {
  return Boolean(query?.isError || (query?.isSuccess && !record));
}
