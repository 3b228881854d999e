import { useNotification } from '@refinedev/core';
import { Alert, Button, Card, Space, Table } from 'antd';
import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { deleteUser } from '../../src/components/people/people-calls';
import { confirmDestructive } from '../../src/components/confirm-destructive';
import { formatDateTime } from '../../src/lib/dates';
import { errorMessage, prefixedError } from '../../src/lib/error-message';
import { newId } from '../../src/lib/ids';
import { pendingRegistrations, personLabel, type Registration } from './users-api';
import { t } from '../../src/lib/i18n';
import { useConfirm } from '../../src/components/feedback';

// The approval dialog (a form) loads when an approval is started.
const ApproveDialog = lazy(() => import('./approve-dialog').then((m) => ({ default: m.ApproveDialog })));

/**
 * Registrations awaiting approval (what the register mail asks management to act on), oldest first:
 * Approve (organization, place, role; the user is mailed) or Reject (the account is deleted, after a
 * confirmation). Shown only when there are some the caller sees, or when they could not be loaded
 * (then why, and Reload).
 */
export function PendingRegistrations({ onChange }: { onChange: () => void }) {
  const [rows, setRows] = useState<Registration[]>([]);
  // Why the last load failed: said where the list goes (the dashboard's tile sends management here),
  // never an empty page that reads as "none waiting".
  const [failed, setFailed] = useState<string | null>(null);
  const [approving, setApproving] = useState<Registration | null>(null);
  const modal = useConfirm();
  const { open } = useNotification();

  const load = useCallback(() => {
    pendingRegistrations().then(
      (loaded) => {
        setRows(loaded);
        setFailed(null);
      },
      (e: unknown) => setFailed(errorMessage(e)),
    );
  }, []);
  useEffect(load, [load]);

  const reject = (r: Registration) => {
    // One rejection however often it is sent (the confirmation's OK is busy until it settles).
    const key = newId();
    confirmDestructive(modal, {
      title: t('Reject registration'),
      content: t('Reject {name} ({email})? Their account is deleted; they may register again.', { name: personLabel(r), email: r.email }),
      okText: t('Reject'),
      onOk: async () => {
        try {
          await deleteUser(r.id, key);
          open?.({ type: 'success', message: t('Registration rejected') });
          load();
          onChange();
        } catch (e) {
          open?.({ type: 'error', message: prefixedError(t('Error Rejecting Registration'), e) });
        }
      },
    });
  };

  if (failed)
    return (
      <Alert
        type="error"
        showIcon
        style={{ marginBottom: 16 }}
        message={t('Registrations awaiting approval could not be loaded.')}
        description={failed}
        action={
          <Button size="small" onClick={load}>
            {t('Reload')}
          </Button>
        }
        data-testid="pending-registrations-error"
      />
    );
  if (!rows.length) return null;
  return (
    <Card
      size="small"
      title={t('Registrations awaiting approval ({n})', { n: rows.length })}
      data-testid="pending-registrations"
      style={{ marginBottom: 16 }}
    >
      <Table<Registration> rowKey="id" size="small" dataSource={rows} pagination={false} scroll={{ x: true }}>
        <Table.Column<Registration> key="name" title={t('Name')} render={(_, r) => personLabel(r)} />
        <Table.Column<Registration> dataIndex="email" title={t('E-mail')} />
        <Table.Column<Registration> dataIndex="phone" title={t('Phone')} render={(v: string | null) => v ?? '—'} />
        <Table.Column<Registration> dataIndex="job_description" title={t('Job')} render={(v: string | null) => v ?? '—'} />
        <Table.Column<Registration> dataIndex="created_at" title={t('Registered')} render={(v: string) => formatDateTime(v)} />
        <Table.Column<Registration>
          key="actions"
          title={t('Actions')}
          render={(_, r) => (
            <Space>
              <Button type="primary" size="small" onClick={() => setApproving(r)}>
                {t('Approve')}
              </Button>
              <Button danger size="small" onClick={() => reject(r)}>
                {t('Reject')}
              </Button>
            </Space>
          )}
        />
      </Table>
      {approving && (
        <Suspense>
          <ApproveDialog
            registration={approving}
            onClose={() => setApproving(null)}
            onApproved={() => {
              setApproving(null);
              load();
              onChange();
            }}
          />
        </Suspense>
      )}
    </Card>
  );
}
