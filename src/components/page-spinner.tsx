import { Spin } from 'antd';
import { t } from '../lib/i18n';

/** The spinner shown while a page or the session check loads. */
export function PageSpinner() {
  return (
    <div className="page-spinner" role="status" aria-label={t('Loading')}>
      <Spin size="large" />
    </div>
  );
}
