import { Button, Typography } from 'antd';
import { useState } from 'react';
import { formatHistoryValue, historyChanges, referenceTable, type HistoryRow } from '../../lib/history';
import type { ReferenceNames } from './use-reference-names';
import { t } from '../../lib/i18n';

/** Values of a created or deleted record shown before "Show all". */
const FIRST = 4;

/** A value: a record's name for an id (through the viewer's RLS), else the value as the screens show it. */
export function HistoryValue({ row, field, value, names }: { row: HistoryRow; field: string; value: unknown; names: ReferenceNames }) {
  const table = referenceTable(field);
  if (table && typeof value === 'string' && value) {
    const name = names.name(table, value);
    if (name) return <>{name}</>;
    return (
      <Typography.Text type="secondary" italic>
        {name === '' ? t('Loading…') : t('Not visible to you')}
      </Typography.Text>
    );
  }
  return <>{formatHistoryValue(row.table_name, field, value, names.partnerStatuses)}</>;
}

/**
 * What a history row records, one line per field: 'Status: Draft → Submitted' for a change, the values
 * of a created or deleted record (the first few, then "Show all").
 */
export function HistoryChanges({ row, names }: { row: HistoryRow; names: ReferenceNames }) {
  const [all, setAll] = useState(false);
  const changes = historyChanges(row);
  const shown = row.operation === 'update' || all ? changes : changes.slice(0, FIRST);
  return (
    <ul className="history-changes">
      {shown.map((c) => (
        <li key={c.field}>
          <Typography.Text strong>{c.label}</Typography.Text>:{' '}
          {row.operation === 'update' ? (
            <>
              <HistoryValue row={row} field={c.field} value={c.from} names={names} /> →{' '}
              <HistoryValue row={row} field={c.field} value={c.to} names={names} />
            </>
          ) : (
            <HistoryValue row={row} field={c.field} value={row.operation === 'insert' ? c.to : c.from} names={names} />
          )}
        </li>
      ))}
      {shown.length < changes.length && (
        <li>
          <Button type="link" size="small" style={{ padding: 0 }} onClick={() => setAll(true)}>
            {t('Show all {n} values', { n: changes.length })}
          </Button>
        </li>
      )}
    </ul>
  );
}
