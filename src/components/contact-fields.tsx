import { Col, Form, Input, type FormRule } from 'antd';
import { maxLengthOf } from '../lib/text-limits';

/** A phone number: 7 to 20 digits, spaces and + ( ) . - (the `register` and `invites` functions check the same). */
export const PHONE_RULE = { pattern: /^[+()\d\s.-]{7,20}$/, message: 'Please enter a valid phone number' };

/** The person's own e-mail address: required and well-formed. */
export const EMAIL_RULES: FormRule[] = [
  { required: true, message: 'Please enter your email' },
  { type: 'email', message: 'Please enter a valid email' },
];

/** The person's own first and last name (required), two half-width columns of a Row. */
export function NameFields() {
  return (
    <>
      <Col xs={24} sm={12}>
        <Form.Item
          name="first_name"
          label="First name"
          rules={[{ required: true, whitespace: true, message: 'Please enter your first name' }]}
        >
          <Input maxLength={maxLengthOf('profiles.first_name')} autoComplete="given-name" />
        </Form.Item>
      </Col>
      <Col xs={24} sm={12}>
        <Form.Item
          name="last_name"
          label="Last name"
          rules={[{ required: true, whitespace: true, message: 'Please enter your last name' }]}
        >
          <Input maxLength={maxLengthOf('profiles.last_name')} autoComplete="family-name" />
        </Form.Item>
      </Col>
    </>
  );
}
