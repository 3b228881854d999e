import { useNotification } from '@refinedev/core';
import { Checkbox, Form, Input, Select } from 'antd';
import { roleName } from '../../lib/ability';
import { isValidationError, prefixedError } from '../../lib/error-message';
import { PHONE_RULE } from '../contact-fields';
import { FormDialog } from '../form-dialog';
import { useSingleFlight } from '../use-single-flight';
import { inviteUser, type InviteInput } from './people-calls';
import { t } from '../../lib/i18n';

interface Props {
  open: boolean;
  onClose: (created: boolean) => void;
  type: InviteInput['type'];
  record?: string;
  organization?: string;
  roles: number[];
}

interface Values {
  email: string;
  first_name: string;
  last_name: string;
  phone?: string;
  job_description?: string;
  role: number;
  send: boolean;
}

/** Invites a user (edge function `invites`); not dismissable by backdrop click or Escape. */
export function InviteUserModal({ open, onClose, type, record, organization, roles }: Props) {
  const [form] = Form.useForm<Values>();
  const { open: notify } = useNotification();
  // From the first click until it settles: one invitation (the key makes a retry the same one too).
  const { run, pending } = useSingleFlight();

  const submit = () =>
    run(async (key) => {
      const values = await form.validateFields();
      await inviteUser({ ...values, type, record, organization }, key);
      notify?.({ type: 'success', message: 'User created successfully', key: 'invite' });
      form.resetFields();
      onClose(true);
    }).catch((e: unknown) => {
      if (isValidationError(e)) return;
      notify?.({ type: 'error', message: prefixedError('Error Creating User', e), key: 'invite' });
    });

  return (
    <FormDialog title={t('Invite User')} open={open} okText={t('Invite')} onOk={submit} pending={pending} onCancel={() => onClose(false)}>
      <Form
        form={form}
        name="invite-user"
        layout="vertical"
        initialValues={{ role: roles[roles.length - 1], send: true }}
        disabled={pending}
      >
        <Form.Item name="email" label={t('Email')} rules={[{ required: true, type: 'email', message: t('Please enter a valid email') }]}>
          <Input autoComplete="off" />
        </Form.Item>
        <Form.Item
          name="first_name"
          label={t('First name')}
          rules={[{ required: true, whitespace: true, message: t('Please enter a first name') }]}
        >
          <Input />
        </Form.Item>
        <Form.Item
          name="last_name"
          label={t('Last name')}
          rules={[{ required: true, whitespace: true, message: t('Please enter a last name') }]}
        >
          <Input />
        </Form.Item>
        <Form.Item name="phone" label={t('Phone')} rules={[PHONE_RULE]}>
          <Input />
        </Form.Item>
        <Form.Item name="job_description" label={t('Job description')}>
          <Input />
        </Form.Item>
        <Form.Item name="role" label={t('Role')} rules={[{ required: true, message: t('Please pick a role') }]}>
          <Select options={roles.map((r) => ({ value: r, label: roleName(r) }))} />
        </Form.Item>
        <Form.Item name="send" valuePropName="checked">
          <Checkbox>{t('Send the invitation email now')}</Checkbox>
        </Form.Item>
      </Form>
    </FormDialog>
  );
}
