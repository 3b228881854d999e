import { Create } from '../../src/components/crud/create-edit';
import { Form } from 'antd';
import { useNavigate } from 'react-router';
import { useOwnerForm } from '../../src/components/people/use-owner-form';
import { useIdentity } from '../../src/components/route-guard';
import { AffiliateFields } from './form';
import { type AffiliateValues } from './save-affiliate';
import { t } from '../../src/lib/i18n';

/** New affiliate; "Invite owner" invites its owner as affiliate admin. */
export default function AffiliatesCreate() {
  const identity = useIdentity();
  const navigate = useNavigate();
  const { formProps, saveButtonProps, notices } = useOwnerForm<AffiliateValues>({
    action: 'create',
    label: t('Affiliate'),
    type: 'affiliate',
    onSaved: (id) => navigate(`/affiliates/${id}`),
  });
  return (
    <Create title="New Affiliate" saveButtonProps={saveButtonProps}>
      {notices}
      <Form
        {...formProps}
        layout="vertical"
        initialValues={{ active: true, organization_id: identity?.profile.last_organization ?? undefined }}
      >
        <AffiliateFields hasOwner={false} />
      </Form>
    </Create>
  );
}
