import { LockOutlined, MailOutlined } from '@ant-design/icons';
import { useForgotPassword, useLogin } from '@refinedev/core';
import { Button, Form, Input, Modal, Typography } from 'antd';
import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { safeRedirect } from '../lib/url-hash';

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
      <Typography.Title level={4} style={{ marginTop: 0 }}>
        Please Login
      </Typography.Title>
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
      <ForgotPasswordDialog open={forgotOpen} onClose={() => setForgotOpen(false)} />
    </>
  );
}

function ForgotPasswordDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [form] = Form.useForm<{ email: string }>();
  const { mutate, isPending } = useForgotPassword<{ email: string }>();
  return (
    <Modal
      title="Forgot password"
      open={open}
      onCancel={onClose}
      maskClosable={false}
      keyboard={false}
      okText="Send reset link"
      confirmLoading={isPending}
      onOk={() => form.submit()}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">Enter your email and we will send you a link to choose a new password.</Typography.Paragraph>
      <Form
        form={form}
        layout="vertical"
        onFinish={(values) => mutate({ email: values.email.trim() }, { onSuccess: (res) => res.success && onClose() })}
      >
        <Form.Item
          name="email"
          label="Email"
          rules={[
            { required: true, message: 'Please enter your email' },
            { type: 'email', message: 'Please enter a valid email' },
          ]}
        >
          <Input prefix={<MailOutlined />} autoComplete="email" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
