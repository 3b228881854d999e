import { CheckCircleOutlined, DeleteOutlined, DownloadOutlined, StopOutlined, UserSwitchOutlined } from '@ant-design/icons';
import { useNotification } from '@refinedev/core';
import { Button, Form, Space, theme, Typography } from 'antd';
import { useRef, useState, type CSSProperties } from 'react';
import { bulkDelete, bulkUpdate, type BulkChanges, type BulkTarget, type SelectedRow } from '../../providers/bulk-actions';
import { supabaseClient } from '../../providers/supabase-client';
import { prefixedError } from '../lib/error-message';
import { confirmDestructive } from './confirm-destructive';
import { FormDialog } from './form-dialog';
import { SalesRepPicker } from './record-pickers';
import type { BulkSelection } from './use-bulk-selection';
import { plural, t, withoutContext } from '../lib/i18n';
import { useConfirm } from './feedback';

export interface BulkActionBarProps<Row extends SelectedRow> {
  target: BulkTarget;
  /**
   * The rows' count, as catalogue keys: [tk('{n} account'), tk('{n} accounts')]. Its English plural
   * also names the spec-style error titles ('Error Saving Accounts'), which stay English.
   */
  noun: [string, string];
  selection: BulkSelection<Row>;
  /** What the user's permissions offer (the database decides each row anyway). */
  can: { assignRep?: boolean; activate?: boolean; remove?: boolean };
  /** "Export selected": the list's CSV of just these rows (useListExport's exportRows). */
  onExport: (ids: string[]) => unknown;
  exporting?: boolean;
  /** What deleting takes along, said in the confirmation ("Their products … go with them."). */
  deleteNote?: string;
  /** The list reloads after a change. */
  onChanged: () => unknown;
}

/**
 * The bulk actions over a list's selected rows (issue 18 §6): assign a sales rep, activate, deactivate,
 * export, delete — each one request (bulk_update / bulk_delete), all rows or none; a refusal says how
 * many rows were refused and why, and changes nothing.
 */
export function BulkActionBar<Row extends SelectedRow>({
  target,
  noun,
  selection,
  can,
  onExport,
  exporting,
  deleteNote,
  onChanged,
}: BulkActionBarProps<Row>) {
  const modal = useConfirm();
  const { token } = theme.useToken();
  const { open } = useNotification();
  const [busy, setBusy] = useState<string>();
  // One bulk action at a time: every action button is disabled from the first click until it settles.
  const running = useRef(false);
  const [assigning, setAssigning] = useState(false);
  const [rep, setRep] = useState<string>();
  const rows = selection.selected;
  const count = (n: number) => plural(n, noun[0], noun[1]);
  const nouns = withoutContext(noun[1]).replace('{n} ', '');
  const Nouns = nouns.charAt(0).toUpperCase() + nouns.slice(1);

  if (!rows.length) return null;

  const run = async (key: string, action: () => Promise<number>, done: (n: number) => string, failure: string) => {
    if (running.current) return false;
    running.current = true;
    setBusy(key);
    try {
      const n = await action();
      open?.({ type: 'success', message: done(n) });
      selection.clear();
      await onChanged();
      return true;
    } catch (e) {
      open?.({ type: 'error', message: prefixedError(failure, e) });
      // Nothing changed, but a row may have: show what the list holds now (and its versions).
      await onChanged();
      return false;
    } finally {
      running.current = false;
      setBusy(undefined);
    }
  };
  const update = (key: string, changes: BulkChanges, done: (n: number) => string) =>
    run(key, () => bulkUpdate(supabaseClient, target, rows, changes), done, `Error Saving ${Nouns}`);

  // Opaque: the bar floats over the rows below the fold (src/styles.css .bulk-action-bar).
  const colors = {
    '--bulk-bg': token.colorPrimaryBg,
    '--bulk-border': token.colorPrimaryBorder,
    '--bulk-shadow': token.boxShadowSecondary,
  } as CSSProperties;
  return (
    <div className="bulk-action-bar" role="region" aria-label={t('Bulk actions')} style={colors}>
      <Typography.Text strong>{t('{count} selected', { count: count(rows.length) })}</Typography.Text>
      <Space wrap size="small">
        {can.assignRep && (
          <Button
            icon={<UserSwitchOutlined />}
            loading={busy === 'rep'}
            disabled={Boolean(busy) && busy !== 'rep'}
            onClick={() => setAssigning(true)}
          >
            {t('Assign sales rep')}
          </Button>
        )}
        {can.activate && (
          <>
            <Button
              icon={<CheckCircleOutlined />}
              loading={busy === 'activate'}
              disabled={Boolean(busy) && busy !== 'activate'}
              onClick={() => update('activate', { active: true }, (n) => t('{count} activated', { count: count(n) }))}
            >
              {t('Activate')}
            </Button>
            <Button
              icon={<StopOutlined />}
              loading={busy === 'deactivate'}
              disabled={Boolean(busy) && busy !== 'deactivate'}
              onClick={() => update('deactivate', { active: false }, (n) => t('{count} deactivated', { count: count(n) }))}
            >
              {t('Deactivate')}
            </Button>
          </>
        )}
        <Button icon={<DownloadOutlined />} loading={exporting} onClick={() => onExport(rows.map((r) => r.id))}>
          {t('Export selected')}
        </Button>
        {can.remove && (
          <Button
            danger
            icon={<DeleteOutlined />}
            loading={busy === 'delete'}
            disabled={Boolean(busy) && busy !== 'delete'}
            onClick={() =>
              confirmDestructive(modal, {
                title: t('Delete {count}', { count: count(rows.length) }),
                content: [
                  t('Are you sure you want to delete the {count} selected?', { count: count(rows.length) }),
                  deleteNote,
                  t('This cannot be undone.'),
                ]
                  .filter(Boolean)
                  .join(' '),
                okText: t('Delete'),
                onOk: () =>
                  run(
                    'delete',
                    () => bulkDelete(supabaseClient, target, rows),
                    (n) => t('{count} deleted', { count: count(n) }),
                    `Error Deleting ${Nouns}`,
                  ),
              })
            }
          >
            {t('Delete selected')}
          </Button>
        )}
        <Button type="link" onClick={selection.clear}>
          {t('Clear selection')}
        </Button>
      </Space>
      <FormDialog
        open={assigning}
        title={t('Assign a sales rep to {count}', { count: count(rows.length) })}
        okText={t('Assign')}
        pending={busy === 'rep'}
        okDisabled={!rep}
        onCancel={() => setAssigning(false)}
        onOk={async () => {
          if (!rep) return;
          const ok = await update('rep', { sales_rep: rep }, (n) => t('Sales rep assigned to {count}', { count: count(n) }));
          if (ok) {
            setAssigning(false);
            setRep(undefined);
          }
        }}
      >
        <Form layout="vertical">
          <Form.Item label={t('Sales rep')} required>
            <SalesRepPicker
              value={rep}
              onChange={(v: string | undefined) => setRep(v)}
              aria-label={t('Sales rep')}
              style={{ width: '100%' }}
            />
          </Form.Item>
        </Form>
      </FormDialog>
    </div>
  );
}
