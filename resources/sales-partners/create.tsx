import { Create } from '../../src/components/crud/create-edit';
import { Form } from 'antd';
import { useNavigate } from 'react-router';
import { useOwnerForm } from '../../src/components/people/use-owner-form';
import { useIdentity } from '../../src/components/route-guard';
import { PartnerFields } from './form';
import { wantsOwnerInvite, type PartnerValues } from './save-partner';
import { t } from '../../src/lib/i18n';

/** New sales partner; saving as Active (11) with "Invite owner" ticked invites the owner. */
export default function SalesPartnersCreate() {
  const identity = useIdentity();
  const navigate = useNavigate();
  const { formProps, saveButtonProps, notices } = useOwnerForm<PartnerValues>({
    action: 'create',
    label: t('Sales Partner'),
    type: 'partner',
    wantsInvite: wantsOwnerInvite,
    onSaved: (id) => navigate(`/sales-partners/${id}`),
  });

  return (
    <Create title="New Sales Partner" saveButtonProps={saveButtonProps}>
      {notices}
      <Form
        {...formProps}
        layout="vertical"
        initialValues={{ active: true, status: 1, organization_id: identity?.profile.last_organization ?? undefined }}
      >
        <PartnerFields hasOwner={false} />
      </Form>
    </Create>
  );
}
