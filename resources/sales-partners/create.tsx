import { Create, useForm } from '@refinedev/antd';
import { useNotification } from '@refinedev/core';
import { Form } from 'antd';
import { useRef } from 'react';
import { useNavigate } from 'react-router';
import { useIdentity } from '../../src/components/route-guard';
import { ownerInvitePayload } from '../../src/components/people/owner-invite';
import { inviteUser } from '../../src/components/people/people-calls';
import { prefixedError } from '../../src/lib/error-message';
import { PartnerFields } from './form';
import { partnerPayload, wantsOwnerInvite, type PartnerValues } from './save-partner';

/** New sales partner; saving as Active (11) with "Invite owner" ticked invites the owner. */
export default function SalesPartnersCreate() {
  const identity = useIdentity();
  const navigate = useNavigate();
  const { open: notify } = useNotification();
  const submitted = useRef<PartnerValues | null>(null);
  const { formProps, saveButtonProps, onFinish } = useForm<PartnerValues>({
    action: 'create',
    redirect: false,
    warnWhenUnsavedChanges: true,
    successNotification: () => ({ type: 'success', message: 'Sales Partner successfully saved' }),
    errorNotification: (e) => ({ type: 'error', message: prefixedError('Error Saving Sales Partner', e) }),
    onMutationSuccess: async (data) => {
      const values = submitted.current;
      const id = data.data.id as string;
      if (values && wantsOwnerInvite(values, false)) {
        try {
          await inviteUser(ownerInvitePayload('partner', id, values));
          notify?.({ type: 'success', message: 'User created successfully', key: 'invite-owner' });
        } catch (e) {
          notify?.({ type: 'error', message: prefixedError('Error Creating User', e), key: 'invite-owner' });
        }
      }
      navigate(`/sales-partners/${id}`);
    },
  });

  return (
    <Create title="New Sales Partner" saveButtonProps={saveButtonProps}>
      <Form
        {...formProps}
        layout="vertical"
        initialValues={{ active: true, status: 1, organization_id: identity?.profile.last_organization ?? undefined }}
        onFinish={(values) => {
          submitted.current = values as PartnerValues;
          return onFinish(partnerPayload(values as PartnerValues) as PartnerValues);
        }}
      >
        <PartnerFields hasOwner={false} />
      </Form>
    </Create>
  );
}
