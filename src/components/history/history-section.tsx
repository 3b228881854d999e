import { Card } from 'antd';
import { RecordHistory } from './record-history';
import { t } from '../../lib/i18n';

/** A record page without tabs ends with its History in a card of its own. */
export function HistorySection({ table, id, version }: { table: string; id: string; version?: string | null }) {
  return (
    <Card size="small" title={t('History')}>
      <RecordHistory table={table} id={id} version={version} />
    </Card>
  );
}
