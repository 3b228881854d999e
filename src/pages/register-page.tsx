import { Button, Form, Input, Row } from 'antd';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { authProvider } from '../../providers/auth-provider';
import { EMAIL_RULES, NameFields, PHONE_RULE } from '../components/contact-fields';
import { PasswordFields } from '../components/password-fields';
import { usePageTitle } from '../components/use-page-title';
import { t } from '../lib/i18n';
import { newId } from '../lib/ids';
import { useNotice } from '../components/feedback';

export interface RegisterValues {
  first_name: string;
  last_name: string;
  email: string;
  phone?: string;
  company?: string;
  job_description?: string;
  password: string;
}

/** /welcome/register — requests an account; it stays inactive until the company approves it. */
export default function RegisterPage() {
  usePageTitle('Register');
  const navigate = useNavigate();
  const notification = useNotice();
  const [isPending, setPending] = useState(false);
  // One registration however often it is sent (a double click, a retry): the key lives as long as the page.
  const [idempotencyKey] = useState(newId);

  const register = async (values: RegisterValues) => {
    setPending(true);
    try {
      const res = await authProvider.register?.({ ...values, idempotency_key: idempotencyKey });
      if (res?.success) {
        notification.success({ message: String(res.successNotification?.message ?? 'Registration received') });
        navigate('/welcome/login');
      } else {
        notification.error({ message: res?.error?.message ?? 'Registration failed' });
      }
    } finally {
      setPending(false);
    }
  };
  return (
    <>
      <h1 className="auth-title">{t('Request an account')}</h1>
      <p className="auth-hint">{t('Your account will be active once your company approves it.')}</p>
      <Form<RegisterValues & { confirm: string }>
        name="register"
        layout="vertical"
        requiredMark="optional"
        onFinish={({ confirm: _confirm, ...values }) => void register({ ...values, email: values.email.trim() })}
      >
        <Row gutter={12}>
          <NameFields />
        </Row>
        <Form.Item name="email" label={t('Email')} rules={EMAIL_RULES}>
          <Input autoComplete="email" inputMode="email" />
        </Form.Item>
        <Form.Item name="phone" label={t('Phone')} rules={[PHONE_RULE]}>
          <Input autoComplete="tel" inputMode="tel" />
        </Form.Item>
        <Form.Item name="company" label={t('Company')}>
          <Input autoComplete="organization" />
        </Form.Item>
        <Form.Item name="job_description" label={t('Job description')}>
          <Input />
        </Form.Item>
        <PasswordFields label={t('Password')} confirmLabel={t('Confirm password')} />
        <Button type="primary" htmlType="submit" block loading={isPending}>
          {t('Request account')}
        </Button>
      </Form>
      <div style={{ marginTop: 16 }}>
        <Link to="/welcome/login">{t('Back to login')}</Link>
      </div>
    </>
  );
}
