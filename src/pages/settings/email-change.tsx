import { useNotification } from '@refinedev/core';
import { Alert, Button, Form, Input, Space, Typography } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { cancelEmailChange, pendingEmail, requestEmailChange, resendEmailChange } from '../../../providers/profile-api';
import { resetIdentity } from '../../../providers/session';
import { prefixedError } from '../../lib/error-message';
import { t, tk } from '../../lib/i18n';

/** Spec §8's notice, word for word in English (translated in French). */
export const EMAIL_SENT = tk('An email has been sent to verify your new email address.');
const EMAIL_CANCELLED = tk('E-mail change cancelled');

/** Current address, a pending new one (resend / cancel) and the form to change it (spec §4). */
export function EmailChange() {
  const { open } = useNotification();
  const [state, setState] = useState<{ email: string; newEmail: string | null }>({ email: '', newEmail: null });
  const [busy, setBusy] = useState<'change' | 'resend' | 'cancel' | null>(null);
  const [form] = Form.useForm<{ email: string }>();

  const refresh = useCallback(() => {
    pendingEmail()
      .then(setState)
      .catch(() => undefined);
  }, []);
  useEffect(refresh, [refresh]);

  const run = async (kind: 'change' | 'resend' | 'cancel', action: () => Promise<void>, success: string) => {
    setBusy(kind);
    try {
      await action();
      open?.({ type: 'success', message: t(success) });
      resetIdentity();
      refresh();
      form.resetFields();
    } catch (e) {
      open?.({ type: 'error', message: prefixedError(t('Error Saving Profile'), e) });
    } finally {
      setBusy(null);
    }
  };

  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Typography.Text>
        {t('Current:')}{' '}
        <Typography.Text strong data-testid="current-email">
          {state.email}
        </Typography.Text>
      </Typography.Text>
      {state.newEmail && (
        <Alert
          type="info"
          showIcon
          data-testid="pending-email"
          message={t('Pending: {email}', { email: state.newEmail })}
          description={t('Open the link in the verification e-mail to finish the change.')}
          action={
            <Space direction="vertical" size={4}>
              <Button
                size="small"
                loading={busy === 'resend'}
                onClick={() => void run('resend', () => resendEmailChange(state.email), EMAIL_SENT)}
              >
                {t('Resend')}
              </Button>
              <Button
                size="small"
                danger
                loading={busy === 'cancel'}
                onClick={() => void run('cancel', cancelEmailChange, EMAIL_CANCELLED)}
              >
                {t('Cancel')}
              </Button>
            </Space>
          }
        />
      )}
      <Form
        form={form}
        name="email-change"
        layout="vertical"
        onFinish={({ email }) => void run('change', () => requestEmailChange(email.trim()), EMAIL_SENT)}
      >
        <Form.Item
          name="email"
          label={t('New e-mail')}
          rules={[
            { required: true, message: t('Please enter the new e-mail') },
            { type: 'email', message: t('Please enter a valid e-mail address, e.g. name@example.com') },
            {
              // Changing to the current (or already pending) address would only send a pointless mail.
              validator: (_, value: string | undefined) => {
                const typed = value?.trim().toLowerCase();
                if (typed && typed === state.email.toLowerCase())
                  return Promise.reject(new Error(t('This is already your e-mail address')));
                if (typed && typed === state.newEmail?.toLowerCase())
                  return Promise.reject(new Error(t('A change to this address is already pending: use Resend above')));
                return Promise.resolve();
              },
            },
          ]}
        >
          <Input autoComplete="email" inputMode="email" />
        </Form.Item>
        <Button htmlType="submit" loading={busy === 'change'}>
          {t('Change e-mail')}
        </Button>
      </Form>
    </Space>
  );
}
