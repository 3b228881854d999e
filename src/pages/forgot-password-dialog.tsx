import { MailOutlined } from '@ant-design/icons';
import { useForgotPassword } from '@refinedev/core';
import { Form, Input, Modal } from 'antd';

/** Asks for an e-mail and calls the forgot-password function; the answer never says whether the address exists. */
export default function ForgotPasswordDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
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
      <p className="auth-hint">Enter your email and we will send you a link to choose a new password.</p>
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
