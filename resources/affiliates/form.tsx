import { useSelect } from '@refinedev/antd';
import { Checkbox, Col, Form, Input, Row, Select } from 'antd';
import { AvatarUpload } from '../../src/components/people/avatar-upload';
import { OwnerInviteField } from '../../src/components/people/owner-invite-field';

const PHONE = /^[+()\d\s.-]{7,20}$/;

/** The affiliate fields shared by create and edit. */
export function AffiliateFields({ id, organizationId, hasOwner }: { id?: string; organizationId?: string | null; hasOwner: boolean }) {
  const { selectProps: orgProps } = useSelect({
    resource: 'organizations',
    optionLabel: 'name',
    optionValue: 'id',
    pagination: { pageSize: 100 },
  });
  return (
    <Row gutter={16}>
      <Col xs={24} md={12}>
        <Form.Item name="name" label="Name" rules={[{ required: true, whitespace: true, message: 'Please enter the affiliate name' }]}>
          <Input maxLength={200} />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item name="organization_id" label="Organization" rules={[{ required: true, message: 'Please pick an organization' }]}>
          <Select {...orgProps} placeholder="Pick an organization" />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item name="first_name" label="Owner first name">
          <Input maxLength={100} />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item name="last_name" label="Owner last name">
          <Input maxLength={100} />
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
      {!hasOwner && <OwnerInviteField />}
      <Col xs={24}>
        <Form.Item name="avatar" label="Avatar">
          <AvatarUpload entity="affiliates" entityId={id} organizationId={organizationId} />
        </Form.Item>
      </Col>
    </Row>
  );
}
