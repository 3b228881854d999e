import { Edit, useForm } from '@refinedev/antd';
import { useNotification } from '@refinedev/core';
import { Alert, Flex, Form } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useParams } from 'react-router';
import { MemberUsers } from '../../src/components/people/member-users';
import { ownerInvitePayload, ownerRowPayload, wantsOwnerInvite } from '../../src/components/people/owner-invite';
import { inviteUser } from '../../src/components/people/people-calls';
import { prefixedError } from '../../src/lib/error-message';
import { AffiliateFields } from './form';
import { ReferredAccounts } from './referred-accounts';
import { type AffiliateValues } from './save-affiliate';

interface AffiliateRecord extends AffiliateValues {
  id: string;
  updated_at: string;
}

/** Edit an affiliate (conflict-checked), its users (affiliate admins) and the accounts it referred. */
export default function AffiliatesEdit() {
  const { id } = useParams();
  const { open: notify } = useNotification();
  const submitted = useRef<AffiliateValues | null>(null);
  const [loadedAt, setLoadedAt] = useState<string>();
  const { formProps, saveButtonProps, onFinish, query } = useForm<AffiliateRecord>({
    action: 'edit',
    redirect: false,
    warnWhenUnsavedChanges: true,
    queryOptions: { refetchOnWindowFocus: false },
    mutationMeta: { expectedUpdatedAt: loadedAt },
    successNotification: () => ({ type: 'success', message: 'Affiliate successfully saved' }),
    errorNotification: (e) => ({ type: 'error', message: prefixedError('Error Saving Affiliate', e) }),
    onMutationSuccess: async () => {
      const values = submitted.current;
      if (values && id && wantsOwnerInvite(values, Boolean(record?.owner))) {
        try {
          await inviteUser(ownerInvitePayload('affiliate', id, values));
          notify?.({ type: 'success', message: 'User created successfully', key: 'invite-owner' });
          void query?.refetch();
        } catch (e) {
          notify?.({ type: 'error', message: prefixedError('Error Creating User', e), key: 'invite-owner' });
        }
      }
    },
  });
  const record = query?.data?.data;
  useEffect(() => setLoadedAt(record?.updated_at), [record?.updated_at]);

  return (
    <Flex vertical gap={16}>
      {query?.isError && <Alert type="error" showIcon message={prefixedError('Error Selecting Affiliate', query.error)} />}
      <Edit title="Edit Affiliate" saveButtonProps={saveButtonProps} canDelete={false}>
        <Form
          {...formProps}
          layout="vertical"
          onFinish={(values) => {
            submitted.current = values as AffiliateValues;
            return onFinish(ownerRowPayload(values as AffiliateValues) as AffiliateRecord);
          }}
        >
          <AffiliateFields id={id} organizationId={record?.organization_id} hasOwner={Boolean(record?.owner)} />
        </Form>
      </Edit>
      {id && <MemberUsers type="affiliate" record={id} organization={record?.organization_id} roles={[2]} title="Affiliate Users" />}
      {id && <ReferredAccounts affiliateId={id} />}
    </Flex>
  );
}
