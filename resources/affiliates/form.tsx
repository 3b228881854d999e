import { Checkbox, Col, Form, Input, Row } from 'antd';
import { AvatarUpload } from '../../src/components/people/avatar-upload';
import { OrganizationField, OwnerContactFields, OwnerInviteField } from '../../src/components/people/owner-fields';
import { maxLengthOf } from '../../src/lib/text-limits';
import { t } from '../../src/lib/i18n';

/** The affiliate fields shared by create and edit. */
export function AffiliateFields({ id, organizationId, hasOwner }: { id?: string; organizationId?: string | null; hasOwner: boolean }) {
  return (
    <Row gutter={16}>
      <Col xs={24} md={12}>
        <Form.Item
          name="name"
          label={t('Name')}
          rules={[{ required: true, whitespace: true, message: t('Please enter the affiliate name') }]}
        >
          <Input maxLength={maxLengthOf('affiliates.name')} />
        </Form.Item>
      </Col>
      <OrganizationField />
      <Col xs={24} md={12}>
        <Form.Item name="first_name" label={t('Owner first name')}>
          <Input maxLength={maxLengthOf('affiliates.first_name')} />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item name="last_name" label={t('Owner last name')}>
          <Input maxLength={maxLengthOf('affiliates.last_name')} />
        </Form.Item>
      </Col>
      <OwnerContactFields />
      <Col xs={24} md={12}>
        <Form.Item name="active" valuePropName="checked">
          <Checkbox>{t('Active')}</Checkbox>
        </Form.Item>
      </Col>
      {!hasOwner && <OwnerInviteField />}
      <Col xs={24}>
        <Form.Item name="avatar" label={t('Avatar')}>
          <AvatarUpload entity="affiliates" entityId={id} organizationId={organizationId} />
        </Form.Item>
      </Col>
    </Row>
  );
}
