import { useUpdatePassword } from '@refinedev/core';
import { Button, Card, Form, Input, Typography } from 'antd';

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
        Update Password
      </Typography.Title>
      <Form<Values> name="update-password" layout="vertical" onFinish={({ password }) => mutate({ password })}>
        <Form.Item name="password" label="New password" rules={[{ required: true, min: 8, message: 'Use at least 8 characters' }]}>
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Form.Item
          name="confirm"
          label="Confirm new password"
          dependencies={['password']}
          rules={[
            { required: true, message: 'Please confirm your password' },
            ({ getFieldValue }) => ({
              validator: (_, value) =>
                !value || getFieldValue('password') === value ? Promise.resolve() : Promise.reject(new Error('Passwords do not match')),
            }),
          ]}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={isPending}>
          Update Password
        </Button>
      </Form>
    </Card>
  );
}
