import { Button, Col, Form, Input, Row } from 'antd';
import { useEffect } from 'react';
import { resetIdentity, type Profile } from '../../../providers/session';
import { NameFields, PHONE_RULE } from '../../components/contact-fields';
import { useGuardedForm } from '../../components/use-guarded-form';
import { prefixedError } from '../../lib/error-message';
import { t } from '../../lib/i18n';

type Values = Pick<Profile, 'id' | 'first_name' | 'last_name' | 'phone' | 'alt_phone' | 'job_description' | 'updated_at'>;

/**
 * Name, phones and job; saved with 'Profile successfully saved' / 'Error Saving Profile: …' through the
 * portal's guarded form (one save at a time, conflict review, drafts, the lost session: use-guarded-form.ts).
 */
export function ProfileForm({ profile }: { profile: Profile }) {
  const { formProps, saveButtonProps, onFinish, notices, adoptStamp } = useGuardedForm<Values>({
    action: 'edit',
    resource: 'profiles',
    id: profile.id,
    redirect: false,
    meta: { select: 'id, first_name, last_name, phone, alt_phone, job_description, updated_at' },
    queryOptions: { refetchOnWindowFocus: false },
    successNotification: () => ({ message: 'Profile successfully saved', type: 'success' }),
    errorNotification: (error) => ({ message: prefixedError('Error Saving Profile', error), type: 'error' }),
    onMutationSuccess: () => resetIdentity(),
  });
  // The user's own preference saves (same profile row) reload the identity with the new stamp.
  useEffect(() => adoptStamp(profile.updated_at), [adoptStamp, profile.updated_at]);

  return (
    <>
      {notices}
      <Form<Values>
        {...formProps}
        name="profile"
        layout="vertical"
        onFinish={(v) =>
          onFinish({
            first_name: v.first_name,
            last_name: v.last_name,
            phone: v.phone,
            alt_phone: v.alt_phone,
            job_description: v.job_description,
          } as Values)
        }
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
        <Button type="primary" {...saveButtonProps}>
          {t('Save')}
        </Button>
      </Form>
    </>
  );
}
