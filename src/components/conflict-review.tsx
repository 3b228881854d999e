import { Modal, Radio, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { fieldLabel, formatHistoryValue, referenceTable, type HistoryRow } from '../lib/history';
import { t } from '../lib/i18n';
import { useReferenceNames } from './history/use-reference-names';

// Review after a refused (stale) save (issue 24, item 3): theirs and mine side by side for every field
// where they differ, with "Keep mine" or "Take theirs" per field; Save saves the result against their
// version (its updated_at). Loaded with the first review (useGuardedForm); the form keeps the user's
// work whatever they choose here, Cancel included.

export type Choice = 'mine' | 'theirs';

export interface ReviewField {
  name: string;
  mine: unknown;
  theirs: unknown;
  /** The choice offered first: theirs where the user did not touch the field, else theirs kept only if chosen. */
  initial: Choice;
}

export interface ConflictReviewProps {
  open: boolean;
  /** The table whose field words and values the dialog uses ('accounts'). */
  table: string;
  fields: ReviewField[];
  /** Who saved theirs, when known ("Sam Delgado"). */
  by?: string | null;
  saving?: boolean;
  onSave: (choices: Record<string, Choice>) => void;
  onCancel: () => void;
}

export default function ConflictReview({ open, table, fields, by, saving, onSave, onCancel }: ConflictReviewProps) {
  const [choices, setChoices] = useState<Record<string, Choice>>(() => Object.fromEntries(fields.map((f) => [f.name, f.initial])));
  // Names for ids (sales rep, partner…), through the viewer's RLS, as the History shows them.
  const rows = useMemo<HistoryRow[]>(
    () => [
      {
        id: 0,
        changed_at: '',
        table_name: table,
        record_id: '',
        operation: 'update',
        actor: null,
        actor_name: null,
        old_values: Object.fromEntries(fields.map((f) => [f.name, f.theirs])),
        new_values: Object.fromEntries(fields.map((f) => [f.name, f.mine])),
      },
    ],
    [fields, table],
  );
  const names = useReferenceNames(rows);
  const show = (field: string, value: unknown): string => {
    const ref = referenceTable(field);
    if (ref && typeof value === 'string' && value) return names.name(ref, value) || t('Not visible to you');
    if (typeof value === 'number' && Number.isNaN(value)) return t('(not a number)');
    return formatHistoryValue(table, field, value, names.partnerStatuses);
  };

  return (
    <Modal
      open={open}
      title={t('Review changes')}
      okText={t('Save')}
      cancelText={t('Keep editing')}
      onOk={() => onSave(choices)}
      onCancel={onCancel}
      okButtonProps={{ loading: saving }}
      cancelButtonProps={{ disabled: saving }}
      maskClosable={false}
      keyboard={false}
      closable={!saving}
      width={760}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">
        {by
          ? t('{who} saved this record after you opened it. For each field, keep yours or take theirs; then save.', { who: by })
          : t('Someone else saved this record after you opened it. For each field, keep yours or take theirs; then save.')}
      </Typography.Paragraph>
      {fields.length === 0 ? (
        <Typography.Paragraph>{t('Their changes do not touch the fields you edited: saving keeps both.')}</Typography.Paragraph>
      ) : (
        <div className="conflict-review" style={{ overflowX: 'auto' }}>
          <table data-testid="conflict-review" style={{ width: '100%', borderCollapse: 'collapse' }}>
            <thead>
              <tr>
                <th scope="col" style={cell}>
                  {t('Field')}
                </th>
                <th scope="col" style={cell}>
                  {t('Theirs')}
                </th>
                <th scope="col" style={cell}>
                  {t('Yours')}
                </th>
                <th scope="col" style={cell}>
                  {t('Keep')}
                </th>
              </tr>
            </thead>
            <tbody>
              {fields.map((f) => (
                <tr key={f.name} data-field={f.name}>
                  <th scope="row" style={{ ...cell, fontWeight: 500 }}>
                    {fieldLabel(f.name)}
                  </th>
                  <td style={cell} data-testid={`theirs-${f.name}`}>
                    {show(f.name, f.theirs)}
                  </td>
                  <td style={cell} data-testid={`mine-${f.name}`}>
                    {show(f.name, f.mine)}
                  </td>
                  <td style={cell}>
                    <Radio.Group
                      size="small"
                      optionType="button"
                      aria-label={t('Keep for {field}', { field: fieldLabel(f.name) })}
                      value={choices[f.name]}
                      onChange={(e) => setChoices((c) => ({ ...c, [f.name]: e.target.value as Choice }))}
                      options={[
                        { value: 'mine', label: t('Keep mine') },
                        { value: 'theirs', label: t('Take theirs') },
                      ]}
                    />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Modal>
  );
}

const cell = {
  textAlign: 'left' as const,
  verticalAlign: 'top' as const,
  padding: '6px 8px',
  borderBottom: '1px solid rgba(128,128,128,0.2)',
};
