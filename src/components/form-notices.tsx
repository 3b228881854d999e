import { Alert, Button, Space } from 'antd';
import { formatDate, isoDateInDays } from '../lib/dates';
import { currentLocale, t } from '../lib/i18n';

// The notices a form shows above its fields when a save needs the user (issue 24; docs/frontend.md,
// "Saving"). Self-contained: any form renders them (useGuardedForm composes them into `notices`).

/** When a draft was kept, in the display zone and the user's language: "14:32" today, else with its day. */
export function draftTime(savedAt: number, now = Date.now()): string {
  const time = formatDate(savedAt, currentLocale() === 'fr' ? 'HH [h] mm' : 'HH:mm');
  return isoDateInDays(0, new Date(savedAt)) === isoDateInDays(0, new Date(now)) ? time : `${formatDate(savedAt, 'YYYY-MM-DD')} ${time}`;
}

/** "Restore unsaved changes from 14:32?" — Restore / Discard. */
export function DraftRestoreBanner({ savedAt, onRestore, onDiscard }: { savedAt: number; onRestore: () => void; onDiscard: () => void }) {
  return (
    <Alert
      type="info"
      showIcon
      data-testid="draft-restore"
      style={{ marginBottom: 12 }}
      message={t('Restore unsaved changes from {time}?', { time: draftTime(savedAt) })}
      description={t('You left this form with changes that were not saved.')}
      action={
        <Space wrap>
          <Button size="small" type="primary" onClick={onRestore}>
            {t('Restore')}
          </Button>
          <Button size="small" onClick={onDiscard}>
            {t('Discard')}
          </Button>
        </Space>
      }
    />
  );
}

/** After a sign-in that the form asked for: its changes are back. */
export function DraftRestoredNotice({ onClose }: { onClose: () => void }) {
  return (
    <Alert
      type="success"
      showIcon
      closable
      onClose={onClose}
      data-testid="draft-restored"
      style={{ marginBottom: 12 }}
      message={t('Your unsaved changes were restored. Check them, then save.')}
    />
  );
}

/** "Your session has ended — sign in to save your changes" — Sign in (the changes are kept and come back). */
export function SessionEndedNotice({ onSignIn }: { onSignIn: () => void }) {
  return (
    <Alert
      type="warning"
      showIcon
      role="alert"
      data-testid="session-ended"
      style={{ marginBottom: 12 }}
      message={t('Your session has ended — sign in to save your changes')}
      description={t('Your changes are kept in this browser and come back after you sign in.')}
      action={
        <Button size="small" type="primary" onClick={onSignIn}>
          {t('Sign in')}
        </Button>
      }
    />
  );
}

/** A save refused as stale: the changes are still in the form; Review compares them with the new version. */
export function ConflictNotice({ onReview, loading }: { onReview: () => void; loading?: boolean }) {
  return (
    <Alert
      type="warning"
      showIcon
      role="alert"
      data-testid="save-conflict"
      style={{ marginBottom: 12 }}
      message={t('Someone else saved this record after you opened it')}
      description={t('Nothing was saved and your changes are still here. Review them next to theirs, then save.')}
      action={
        <Button size="small" type="primary" onClick={onReview} loading={loading}>
          {t('Review')}
        </Button>
      }
    />
  );
}
