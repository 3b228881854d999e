import { Checkbox, Col, Form, Input, Row, Select } from 'antd';
import { AvatarUpload } from '../../src/components/people/avatar-upload';
import { OrganizationField, OwnerContactFields, OwnerInviteField } from '../../src/components/people/owner-fields';
import { usePartnerStatuses, useRegionalManagers } from './pickers';
import { maxLengthOf } from '../../src/lib/text-limits';
import { t } from '../../src/lib/i18n';

export const ACTIVE_STATUS = 11;

interface Props {
  id?: string;
  organizationId?: string | null;
  hasOwner: boolean;
}

/** The sales-partner fields shared by create and edit. */
export function PartnerFields({ id, organizationId, hasOwner }: Props) {
  const form = Form.useFormInstance();
  const status = Form.useWatch('status', form) as number | undefined;
  const statusProps = usePartnerStatuses();
  const managerProps = useRegionalManagers();

  return (
    <Row gutter={16}>
      <Col xs={24} md={12}>
        <Form.Item
          name="name"
          label={t('Name')}
          rules={[{ required: true, whitespace: true, message: t('Please enter the partner name') }]}
        >
          <Input maxLength={maxLengthOf('partners.name')} />
        </Form.Item>
      </Col>
      <OrganizationField />
      <Col xs={24} md={12}>
        <Form.Item name="status" label={t('Status')} rules={[{ required: true, message: t('Please pick a status') }]}>
          <Select {...statusProps} showSearch={false} onSearch={undefined} virtual={false} placeholder={t('Pick a status')} />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item name="regional_manager" label={t('Regional manager')}>
          <Select {...managerProps} allowClear placeholder={t('No regional manager')} />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item name="first_name" label={t('Owner first name')} rules={[{ max: 100 }]}>
          <Input maxLength={maxLengthOf('partners.first_name')} />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item name="last_name" label={t('Owner last name')} rules={[{ max: 100 }]}>
          <Input maxLength={maxLengthOf('partners.last_name')} />
        </Form.Item>
      </Col>
      <OwnerContactFields />
      <Col xs={24} md={12}>
        <Form.Item name="active" valuePropName="checked">
          <Checkbox>{t('Active')}</Checkbox>
        </Form.Item>
      </Col>
      {status === ACTIVE_STATUS && !hasOwner && <OwnerInviteField />}
      <Col xs={24}>
        <Form.Item name="avatar" label={t('Avatar')}>
          <AvatarUpload entity="partners" entityId={id} organizationId={organizationId} />
        </Form.Item>
      </Col>
    </Row>
  );
}
