import { useUpdatePassword } from '@refinedev/core';
import { Button, Card, Form, Typography } from 'antd';
import { PasswordFields } from '../components/password-fields';
import { t } from '../lib/i18n';

interface Values {
  password: string;
  confirm: string;
}

/** /update-password — 'Update Password' (also where first logins and reset links land). */
export default function UpdatePasswordPage() {
  const { mutate, isPending } = useUpdatePassword<{ password: string }>();
  return (
    <Card style={{ maxWidth: 480 }}>
      <Typography.Title level={4} style={{ marginTop: 0 }}>
        {t('Update Password')}
      </Typography.Title>
      <Form<Values> name="update-password" layout="vertical" onFinish={({ password }) => mutate({ password })}>
        <PasswordFields label={t('New password')} confirmLabel={t('Confirm new password')} />
        <Button type="primary" htmlType="submit" loading={isPending}>
          {t('Update Password')}
        </Button>
      </Form>
    </Card>
  );
}
