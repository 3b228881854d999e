import { useSelect } from '../crud/list-hooks';
import { Checkbox, Col, Form, Input, Select } from 'antd';
import { PHONE_RULE } from '../contact-fields';
import { OWNER_INVITE_FIELDS, ownerInviteRule } from './owner-invite';
import { maxLengthOf } from '../../lib/text-limits';
import { t } from '../../lib/i18n';

/** Field groups shared by the sales partner and affiliate forms (each a half-width column of a Row). */

/** The company the record belongs to (required). */
export function OrganizationField() {
  const { selectProps } = useSelect({
    resource: 'organizations',
    optionLabel: 'name',
    optionValue: 'id',
    pagination: { pageSize: 100 },
  });
  return (
    <Col xs={24} md={12}>
      <Form.Item name="organization_id" label={t('Company')} rules={[{ required: true, message: t('Please choose the company') }]}>
        <Select {...selectProps} placeholder={t('Choose a company')} />
      </Form.Item>
    </Col>
  );
}

/** The owner's e-mail (the record's primary e-mail) and phone. */
export function OwnerContactFields() {
  return (
    <>
      <Col xs={24} md={12}>
        <Form.Item
          name="primary_email"
          label={t('E-mail')}
          rules={[{ type: 'email', message: t('Please enter a valid e-mail address, e.g. name@example.com') }]}
        >
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
