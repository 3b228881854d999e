import { Form, Input } from 'antd';
import { t } from '../lib/i18n';

/** A new password: at least 8 characters. */
export const PASSWORD_RULE = {
  required: true,
  min: 8,
  get message() {
    return t('Use at least 8 characters');
  },
};

/** The confirmation must repeat the `password` field. */
export const confirmPasswordRule = ({ getFieldValue }: { getFieldValue: (name: string) => unknown }) => ({
  validator: (_: unknown, value: unknown) =>
    !value || getFieldValue('password') === value ? Promise.resolve() : Promise.reject(new Error('Passwords do not match')),
});

/** A new password (`password`) and its confirmation (`confirm`), as the register and update-password forms ask them. */
export function PasswordFields({ label, confirmLabel }: { label: string; confirmLabel: string }) {
  return (
    <>
      <Form.Item name="password" label={label} rules={[PASSWORD_RULE]}>
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Form.Item
        name="confirm"
        label={confirmLabel}
        dependencies={['password']}
        rules={[{ required: true, message: t('Please confirm your password') }, confirmPasswordRule]}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
    </>
  );
}
