import { Checkbox, Col, Form, Input, Row } from 'antd';
import { PHONE_RULE } from '../../src/components/contact-fields';
import { AvatarUpload } from '../../src/components/people/avatar-upload';
import { maxLengthOf } from '../../src/lib/text-limits';
import { t } from '../../src/lib/i18n';

/** A text field of the company (its label already in the user's language). */
const text = (name: string, label: string, extra: object[] = []) => (
  <Col xs={24} md={12} key={name}>
    <Form.Item name={name} label={label} rules={extra}>
      <Input maxLength={maxLengthOf(`organizations.${name}`)} />
    </Form.Item>
  </Col>
);

/** The organization fields shared by create and edit: details, address and logo. */
export function OrganizationFields({ id }: { id?: string }) {
  return (
    <Row gutter={16}>
      <Col xs={24} md={12}>
        <Form.Item
          name="name"
          label={t('Name')}
          rules={[{ required: true, whitespace: true, message: t('Please enter the company name') }]}
        >
          <Input maxLength={maxLengthOf('organizations.name')} />
        </Form.Item>
      </Col>
      {text('phone', t('Phone'), [PHONE_RULE])}
      {text('email', t('E-mail'), [{ type: 'email', message: t('Please enter a valid e-mail address, e.g. name@example.com') }])}
      {text('website', t('Website'), [{ type: 'url', message: t('Please enter a full address, e.g. https://example.com') }])}
      {text('address', t('Address'))}
      {text('address_2', t('Address line 2'))}
      {text('city', t('City'))}
      {text('state', t('Province / state'))}
      {text('zip', t('Postal / ZIP code'))}
      {text('country', t('Country'))}
      <Col xs={24} md={12}>
        <Form.Item name="active" valuePropName="checked">
          <Checkbox>{t('Active')}</Checkbox>
        </Form.Item>
      </Col>
      <Col xs={24}>
        <Form.Item name="logo" label={t('Logo')}>
          <AvatarUpload entity="organizations" entityId={id} organizationId={id} label={t('Upload logo')} />
        </Form.Item>
      </Col>
    </Row>
  );
}
