import { LockOutlined, MailOutlined } from '@ant-design/icons';
import { useLogin } from '@refinedev/core';
import { Button, Form, Input } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { safeRedirect } from '../lib/url-hash';

// The dialog (antd Modal) loads on demand: the login page is every visitor's first download.
const ForgotPasswordDialog = lazy(() => import('./forgot-password-dialog'));

interface LoginValues {
  email: string;
  password: string;
}

/** /welcome and /welcome/login — 'Please Login'. */
export default function LoginPage() {
  const { search } = useLocation();
  const { mutate: login, isPending } = useLogin<LoginValues & { redirectTo: string }>();
  const [forgotOpen, setForgotOpen] = useState(false);

  return (
    <>
      <h1 className="auth-title">Please Login</h1>
      <Form<LoginValues>
        layout="vertical"
        requiredMark={false}
        onFinish={(values) => login({ ...values, email: values.email.trim(), redirectTo: safeRedirect(search) })}
      >
        <Form.Item
          name="email"
          label="Email"
          rules={[
            { required: true, message: 'Please enter your email' },
            { type: 'email', message: 'Please enter a valid email' },
          ]}
        >
          <Input prefix={<MailOutlined />} autoComplete="email" inputMode="email" size="large" />
        </Form.Item>
        <Form.Item name="password" label="Password" rules={[{ required: true, message: 'Please enter your password' }]}>
          <Input.Password prefix={<LockOutlined />} autoComplete="current-password" size="large" />
        </Form.Item>
        <Button type="primary" htmlType="submit" block size="large" loading={isPending}>
          Sign in
        </Button>
      </Form>
      <div style={{ display: 'flex', justifyContent: 'space-between', marginTop: 16, gap: 8, flexWrap: 'wrap' }}>
        <Button type="link" style={{ padding: 0 }} onClick={() => setForgotOpen(true)}>
          Forgot password?
        </Button>
        <Link to="/welcome/register">Request an account</Link>
      </div>
      {forgotOpen && (
        <Suspense fallback={null}>
          <ForgotPasswordDialog open={forgotOpen} onClose={() => setForgotOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
