import { useSelect } from '@refinedev/antd';
import { Checkbox, Col, Form, Input, Row, Select } from 'antd';
import { AvatarUpload } from '../../src/components/people/avatar-upload';
import { OwnerInviteField } from '../../src/components/people/owner-invite-field';

export const ACTIVE_STATUS = 11;
const PHONE = /^[+()\d\s.-]{7,20}$/;

interface Props {
  id?: string;
  organizationId?: string | null;
  hasOwner: boolean;
}

type Person = { id: string; first_name: string | null; last_name: string | null; email: string | null };
const personLabel = (p: Person) => [p.first_name, p.last_name].filter(Boolean).join(' ') || p.email || '';

/** The sales-partner fields shared by create and edit. */
export function PartnerFields({ id, organizationId, hasOwner }: Props) {
  const form = Form.useFormInstance();
  const status = Form.useWatch('status', form) as number | undefined;
  const { selectProps: orgProps } = useSelect({
    resource: 'organizations',
    optionLabel: 'name',
    optionValue: 'id',
    pagination: { pageSize: 100 },
  });
  const { selectProps: statusProps } = useSelect({
    resource: 'partner_statuses',
    optionLabel: 'name',
    optionValue: 'id',
    sorters: [{ field: 'sort_order', order: 'asc' }],
    pagination: { pageSize: 50 },
  });
  const { selectProps: managerProps } = useSelect<Person>({
    resource: 'profiles',
    optionLabel: personLabel,
    optionValue: 'id',
    filters: [{ field: 'role', operator: 'eq', value: 6 }],
    onSearch: (v) => [{ field: 'email', operator: 'contains', value: v }],
    meta: { select: 'id, first_name, last_name, email' },
    pagination: { pageSize: 50 },
  });

  return (
    <Row gutter={16}>
      <Col xs={24} md={12}>
        <Form.Item name="name" label="Name" rules={[{ required: true, whitespace: true, message: 'Please enter the partner name' }]}>
          <Input maxLength={200} />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item name="organization_id" label="Organization" rules={[{ required: true, message: 'Please pick an organization' }]}>
          <Select {...orgProps} placeholder="Pick an organization" />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item name="status" label="Status" rules={[{ required: true, message: 'Please pick a status' }]}>
          <Select {...statusProps} showSearch={false} onSearch={undefined} virtual={false} placeholder="Pick a status" />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item name="regional_manager" label="Regional manager">
          <Select {...managerProps} allowClear placeholder="No regional manager" />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item name="first_name" label="Owner first name" rules={[{ max: 100 }]}>
          <Input />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item name="last_name" label="Owner last name" rules={[{ max: 100 }]}>
          <Input />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item name="primary_email" label="Primary email" rules={[{ type: 'email', message: 'Please enter a valid email' }]}>
          <Input />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item name="phone" label="Phone" rules={[{ pattern: PHONE, message: 'Please enter a valid phone number' }]}>
          <Input />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item name="active" valuePropName="checked">
          <Checkbox>Active</Checkbox>
        </Form.Item>
      </Col>
      {status === ACTIVE_STATUS && !hasOwner && <OwnerInviteField />}
      <Col xs={24}>
        <Form.Item name="avatar" label="Avatar">
          <AvatarUpload entity="partners" entityId={id} organizationId={organizationId} />
        </Form.Item>
      </Col>
    </Row>
  );
}
