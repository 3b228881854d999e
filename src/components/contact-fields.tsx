import { Col, Form, Input, type FormRule } from 'antd';
import { maxLengthOf } from '../lib/text-limits';
import { t } from '../lib/i18n';

/** A phone number: 7 to 20 digits, spaces and + ( ) . - (the `register` and `invites` functions check the same). */
export const PHONE_RULE = {
  pattern: /^[+()\d\s.-]{7,20}$/,
  // A getter: the text is read when a form validates, in the language of that moment.
  get message() {
    return t('Please enter a valid phone number');
  },
};

/** The person's own e-mail address: required and well-formed. */
export const EMAIL_RULES: FormRule[] = [
  {
    required: true,
    get message() {
      return t('Please enter your e-mail');
    },
  },
  {
    type: 'email',
    get message() {
      return t('Please enter a valid e-mail address, e.g. name@example.com');
    },
  },
];

/** The person's own first and last name (required), two half-width columns of a Row. */
export function NameFields() {
  return (
    <>
      <Col xs={24} sm={12}>
        <Form.Item
          name="first_name"
          label={t('First name')}
          rules={[{ required: true, whitespace: true, message: t('Please enter your first name') }]}
        >
          <Input maxLength={maxLengthOf('profiles.first_name')} autoComplete="given-name" />
        </Form.Item>
      </Col>
      <Col xs={24} sm={12}>
        <Form.Item
          name="last_name"
          label={t('Last name')}
          rules={[{ required: true, whitespace: true, message: t('Please enter your last name') }]}
        >
          <Input maxLength={maxLengthOf('profiles.last_name')} autoComplete="family-name" />
        </Form.Item>
      </Col>
    </>
  );
}
