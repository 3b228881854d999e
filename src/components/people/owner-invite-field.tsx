import { Checkbox, Col, Form } from 'antd';
import { OWNER_INVITE_FIELDS, ownerInviteRule } from './owner-invite';

/** The "Invite owner" checkbox of a sales partner or affiliate form. */
export function OwnerInviteField() {
  return (
    <Col xs={24} md={12}>
      <Form.Item name="invite_owner" valuePropName="checked" dependencies={OWNER_INVITE_FIELDS} rules={[ownerInviteRule]}>
        <Checkbox>Invite owner</Checkbox>
      </Form.Item>
    </Col>
  );
}
