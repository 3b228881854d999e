import { Card } from 'antd';
import { RecordHistory } from './record-history';

/** A record page without tabs ends with its History in a card of its own. */
export function HistorySection({ table, id, version }: { table: string; id: string; version?: string | null }) {
  return (
    <Card size="small" title="History">
      <RecordHistory table={table} id={id} version={version} />
    </Card>
  );
}
