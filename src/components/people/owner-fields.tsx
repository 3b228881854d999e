import { useSelect } from '../crud/list-hooks';
import { Checkbox, Col, Form, Input, Select } from 'antd';
import { PHONE_RULE } from '../contact-fields';
import { OWNER_INVITE_FIELDS, ownerInviteRule } from './owner-invite';
import { maxLengthOf } from '../../lib/text-limits';
import { t } from '../../lib/i18n';

/** Field groups shared by the sales partner and affiliate forms (each a half-width column of a Row). */

/** The organization the record belongs to (required). */
export function OrganizationField() {
  const { selectProps } = useSelect({
    resource: 'organizations',
    optionLabel: 'name',
    optionValue: 'id',
    pagination: { pageSize: 100 },
  });
  return (
    <Col xs={24} md={12}>
      <Form.Item name="organization_id" label={t('Organization')} rules={[{ required: true, message: t('Please pick an organization') }]}>
        <Select {...selectProps} placeholder={t('Pick an organization')} />
      </Form.Item>
    </Col>
  );
}

/** The owner's primary email and phone. */
export function OwnerContactFields() {
  return (
    <>
      <Col xs={24} md={12}>
        <Form.Item name="primary_email" label={t('Primary email')} rules={[{ type: 'email', message: t('Please enter a valid email') }]}>
          <Input maxLength={maxLengthOf('partners.primary_email')} />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item name="phone" label={t('Phone')} rules={[PHONE_RULE]}>
          <Input maxLength={maxLengthOf('partners.phone')} />
        </Form.Item>
      </Col>
    </>
  );
}

/** The "Invite owner" checkbox; ticking it needs the owner's email, first and last name. */
export function OwnerInviteField() {
  return (
    <Col xs={24} md={12}>
      <Form.Item name="invite_owner" valuePropName="checked" dependencies={OWNER_INVITE_FIELDS} rules={[ownerInviteRule]}>
        <Checkbox>{t('Invite owner')}</Checkbox>
      </Form.Item>
    </Col>
  );
}
