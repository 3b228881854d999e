import { useUpdate, useWarnAboutChange } from '@refinedev/core';
import { Button, Col, Form, Input, Row } from 'antd';
import { useEffect, useState } from 'react';
import { resetIdentity, type Profile } from '../../../providers/session';
import { NameFields, PHONE_RULE } from '../../components/contact-fields';
import { prefixedError } from '../../lib/error-message';
import { t } from '../../lib/i18n';

type Values = Pick<Profile, 'first_name' | 'last_name' | 'phone' | 'alt_phone' | 'job_description'>;

/** Name, phones and job; saved with 'Profile successfully saved' / 'Error Saving Profile: …'. */
export function ProfileForm({ profile }: { profile: Profile }) {
  const [form] = Form.useForm<Values>();
  const { mutate, mutation } = useUpdate<Profile>();
  // The version the form was loaded with: a save over someone else's newer one is refused.
  const [updatedAt, setUpdatedAt] = useState(profile.updated_at ?? null);
  // The user's own preference saves (same profile row) reload the identity with the new stamp.
  useEffect(() => setUpdatedAt(profile.updated_at ?? null), [profile.updated_at]);
  const { setWarnWhen } = useWarnAboutChange();

  const onFinish = (values: Values) =>
    mutate(
      {
        resource: 'profiles',
        id: profile.id,
        values,
        meta: { expectedUpdatedAt: updatedAt },
        successNotification: () => ({ message: t('Profile successfully saved'), type: 'success' }),
        errorNotification: (error) => ({ message: prefixedError(t('Error Saving Profile'), error), type: 'error' }),
      },
      {
        onSuccess: ({ data }) => {
          setUpdatedAt(data.updated_at ?? null);
          setWarnWhen(false);
          resetIdentity();
        },
      },
    );

  return (
    <Form<Values>
      name="profile"
      form={form}
      layout="vertical"
      initialValues={{
        first_name: profile.first_name,
        last_name: profile.last_name,
        phone: profile.phone,
        alt_phone: profile.alt_phone,
        job_description: profile.job_description,
      }}
      onFinish={onFinish}
      onValuesChange={() => setWarnWhen(true)}
    >
      <Row gutter={12}>
        <NameFields />
        <Col xs={24} sm={12}>
          <Form.Item name="phone" label={t('Phone')} rules={[PHONE_RULE]}>
            <Input autoComplete="tel" inputMode="tel" />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name="alt_phone" label={t('Alternate phone')} rules={[PHONE_RULE]}>
            <Input inputMode="tel" />
          </Form.Item>
        </Col>
        <Col xs={24}>
          <Form.Item name="job_description" label={t('Job description')}>
            <Input />
          </Form.Item>
        </Col>
      </Row>
      <Button type="primary" htmlType="submit" loading={mutation.isPending}>
        {t('Save')}
      </Button>
    </Form>
  );
}
