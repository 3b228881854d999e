import { Create, useForm } from '@refinedev/antd';
import { useNotification } from '@refinedev/core';
import { Form } from 'antd';
import { useRef } from 'react';
import { useNavigate } from 'react-router';
import { useIdentity } from '../../src/components/route-guard';
import { ownerInvitePayload, ownerRowPayload, wantsOwnerInvite } from '../../src/components/people/owner-invite';
import { inviteUser } from '../../src/components/people/people-calls';
import { prefixedError } from '../../src/lib/error-message';
import { AffiliateFields } from './form';
import { type AffiliateValues } from './save-affiliate';

/** New affiliate; "Invite owner" invites its owner as affiliate admin. */
export default function AffiliatesCreate() {
  const identity = useIdentity();
  const navigate = useNavigate();
  const { open: notify } = useNotification();
  const submitted = useRef<AffiliateValues | null>(null);
  const { formProps, saveButtonProps, onFinish } = useForm<AffiliateValues>({
    action: 'create',
    redirect: false,
    warnWhenUnsavedChanges: true,
    successNotification: () => ({ type: 'success', message: 'Affiliate successfully saved' }),
    errorNotification: (e) => ({ type: 'error', message: prefixedError('Error Saving Affiliate', e) }),
    onMutationSuccess: async (data) => {
      const id = data.data.id as string;
      const values = submitted.current;
      if (values && wantsOwnerInvite(values, false)) {
        try {
          await inviteUser(ownerInvitePayload('affiliate', id, values));
          notify?.({ type: 'success', message: 'User created successfully', key: 'invite-owner' });
        } catch (e) {
          notify?.({ type: 'error', message: prefixedError('Error Creating User', e), key: 'invite-owner' });
        }
      }
      navigate(`/affiliates/${id}`);
    },
  });
  return (
    <Create title="New Affiliate" saveButtonProps={saveButtonProps}>
      <Form
        {...formProps}
        layout="vertical"
        initialValues={{ active: true, organization_id: identity?.profile.last_organization ?? undefined }}
        onFinish={(values) => {
          submitted.current = values as AffiliateValues;
          return onFinish(ownerRowPayload(values as AffiliateValues) as AffiliateValues);
        }}
      >
        <AffiliateFields hasOwner={false} />
      </Form>
    </Create>
  );
}
