import { MailOutlined } from '@ant-design/icons';
import { Form, Input } from 'antd';
import { useState } from 'react';
import { authProvider } from '../../providers/auth-provider';
import { EMAIL_RULES } from '../components/contact-fields';
import { FormDialog } from '../components/form-dialog';
import { t } from '../lib/i18n';
import { useNotice } from '../components/feedback';

/** Asks for an e-mail and calls the forgot-password function; the answer never says whether the address exists. */
export default function ForgotPasswordDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [form] = Form.useForm<{ email: string }>();
  const notification = useNotice();
  const [pending, setPending] = useState(false);

  const onFinish = async ({ email }: { email: string }) => {
    setPending(true);
    try {
      const res = await authProvider.forgotPassword?.({ email: email.trim() });
      if (res?.success) {
        notification.success({ message: String(res.successNotification?.message ?? 'Check your email') });
        onClose();
      } else {
        notification.error({ message: res?.error?.message ?? 'Unable to send the reset link' });
      }
    } finally {
      setPending(false);
    }
  };

  return (
    <FormDialog
      title={t('Forgot password')}
      open={open}
      onCancel={onClose}
      okText={t('Send reset link')}
      pending={pending}
      onOk={() => form.submit()}
    >
      <p className="auth-hint">{t('Enter your email and we will send you a link to choose a new password.')}</p>
      <Form form={form} name="forgot-password" layout="vertical" onFinish={(v) => void onFinish(v)}>
        <Form.Item name="email" label={t('Email')} rules={EMAIL_RULES}>
          <Input prefix={<MailOutlined />} autoComplete="email" />
        </Form.Item>
      </Form>
    </FormDialog>
  );
}
