import { Checkbox, Col, Divider, Form, Input, Row } from 'antd';
import { AffiliatePicker, PartnerPicker, SalesRepPicker } from '../../src/components/record-pickers';
import { maxLengthOf } from '../../src/lib/text-limits';
import { t } from '../../src/lib/i18n';

const required = (message: string) => [{ required: true, whitespace: true, message }];
const email = [
  {
    type: 'email' as const,
    get message() {
      return t('Please enter a valid e-mail address, e.g. name@example.com');
    },
  },
];
const phone = [
  {
    pattern: /^[0-9+()\-.\s]{7,20}$/,
    get message() {
      return t('Please enter a valid phone number (digits, spaces, + ( ) - .)');
    },
  },
];
const zip = [
  {
    pattern: /^[A-Za-z0-9\s-]{3,10}$/,
    get message() {
      return t('Please enter a valid postal / ZIP code');
    },
  },
];

/**
 * Business, contact, service address and assignment fields of an account (create and edit). An account
 * has a partner or an affiliate: the partner field shows the required mark until an affiliate is chosen.
 */
export function AccountFields() {
  const affiliate = Form.useWatch('affiliate_id') as string | null | undefined;
  return (
    <>
      <Divider orientation="left">{t('Business')}</Divider>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item name="account_name" label={t('Account name')} rules={required(t('Please enter the account name'))}>
            <Input maxLength={maxLengthOf('accounts.account_name')} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="business_type" label={t('Business type')}>
            <Input maxLength={maxLengthOf('accounts.business_type')} />
          </Form.Item>
        </Col>
      </Row>
      <Divider orientation="left">{t('Contact')}</Divider>
      <Row gutter={16}>
        <Col xs={24} md={8}>
          <Form.Item name="contact_first_name" label={t('First name')}>
            <Input maxLength={maxLengthOf('accounts.contact_first_name')} />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item name="contact_last_name" label={t('Last name')}>
            <Input maxLength={maxLengthOf('accounts.contact_last_name')} />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item name="contact_title" label={t('Title')}>
            <Input maxLength={maxLengthOf('accounts.contact_title')} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="contact_email" label={t('E-mail')} rules={email}>
            <Input maxLength={maxLengthOf('accounts.contact_email')} type="email" inputMode="email" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="contact_phone" label={t('Phone')} rules={phone}>
            <Input maxLength={maxLengthOf('accounts.contact_phone')} type="tel" inputMode="tel" />
          </Form.Item>
        </Col>
      </Row>
      <Divider orientation="left">{t('Service address')}</Divider>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item name="service_address" label={t('Address')}>
            <Input maxLength={maxLengthOf('accounts.service_address')} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="service_address_2" label={t('Address line 2')}>
            <Input maxLength={maxLengthOf('accounts.service_address_2')} />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item name="service_city" label={t('City')}>
            <Input maxLength={maxLengthOf('accounts.service_city')} />
          </Form.Item>
        </Col>
        <Col xs={12} md={8}>
          <Form.Item name="service_state" label={t('Province / state')}>
            <Input maxLength={maxLengthOf('accounts.service_state')} />
          </Form.Item>
        </Col>
        <Col xs={12} md={8}>
          <Form.Item name="service_zip" label={t('Postal / ZIP code')} rules={zip}>
            <Input maxLength={maxLengthOf('accounts.service_zip')} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="utility" label={t('Utility')}>
            <Input maxLength={maxLengthOf('accounts.utility')} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="utility_account_number" label={t('Utility account number')}>
            <Input maxLength={maxLengthOf('accounts.utility_account_number')} />
          </Form.Item>
        </Col>
      </Row>
      <Divider orientation="left">{t('Assignment')}</Divider>
      <Row gutter={16}>
        <Col xs={24} md={8}>
          <Form.Item
            name="partner_id"
            label={t('Partner')}
            required={!affiliate}
            dependencies={['affiliate_id']}
            rules={[
              ({ getFieldValue }) => ({
                validator: (_, v) =>
                  v || getFieldValue('affiliate_id')
                    ? Promise.resolve()
                    : Promise.reject(new Error(t('Please choose a partner or an affiliate'))),
              }),
            ]}
          >
            <PartnerPicker />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item name="affiliate_id" label={t('Affiliate')}>
            <AffiliatePicker />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item name="sales_rep" label={t('Sales rep')}>
            <SalesRepPicker />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item name="notes" label={t('Notes')}>
        <Input.TextArea maxLength={maxLengthOf('accounts.notes')} rows={3} />
      </Form.Item>
      <Form.Item name="active" valuePropName="checked">
        <Checkbox>{t('Active')}</Checkbox>
      </Form.Item>
    </>
  );
}

/** Empty strings become null so optional columns are cleared rather than stored blank. */
export function cleanAccount(values: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(values)) out[k] = typeof v === 'string' ? v.trim() || null : (v ?? null);
  return out;
}
