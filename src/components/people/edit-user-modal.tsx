import { useNotification } from '@refinedev/core';
import { Form, Input, Select } from 'antd';
import { useEffect } from 'react';
import { roleName } from '../../lib/ability';
import { isValidationError, prefixedError } from '../../lib/error-message';
import { FormDialog } from '../form-dialog';
import { useSingleFlight } from '../use-single-flight';
import { updateUser } from './people-calls';
import { t } from '../../lib/i18n';

export interface MemberRow {
  id: string;
  email: string | null;
  first_name: string | null;
  last_name: string | null;
  phone: string | null;
  role: number;
  active: boolean;
  updated_at: string;
}

interface Props {
  user: MemberRow | null;
  roles: number[];
  onClose: (saved: boolean) => void;
}

/** Changes a user's e-mail and role through the edge function `update-user`. */
export function EditUserModal({ user, roles, onClose }: Props) {
  const [form] = Form.useForm<{ email: string; role: number }>();
  const { open: notify } = useNotification();
  const { run, pending } = useSingleFlight();

  useEffect(() => {
    if (user) form.setFieldsValue({ email: user.email ?? '', role: user.role });
  }, [user, form]);

  const submit = () =>
    run(async (key) => {
      if (!user) return;
      const values = await form.validateFields();
      await updateUser(user.id, { email: values.email !== user.email ? values.email : undefined, role: values.role }, key);
      notify?.({ type: 'success', message: 'Profile successfully saved', key: 'edit-user' });
      onClose(true);
    }).catch((e: unknown) => {
      if (isValidationError(e)) return;
      notify?.({ type: 'error', message: prefixedError('Error Saving Profile', e), key: 'edit-user' });
    });

  return (
    <FormDialog
      title={t('Edit User')}
      open={Boolean(user)}
      okText={t('Save')}
      onOk={submit}
      pending={pending}
      onCancel={() => onClose(false)}
    >
      <Form form={form} name="edit-user" layout="vertical" disabled={pending}>
        <Form.Item name="email" label={t('Email')} rules={[{ required: true, type: 'email', message: t('Please enter a valid email') }]}>
          <Input />
        </Form.Item>
        <Form.Item name="role" label={t('Role')} rules={[{ required: true, message: t('Please pick a role') }]}>
          <Select options={roles.map((r) => ({ value: r, label: roleName(r) }))} />
        </Form.Item>
      </Form>
    </FormDialog>
  );
}
