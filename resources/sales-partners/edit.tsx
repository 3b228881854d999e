import { Edit, useForm } from '@refinedev/antd';
import { useNotification } from '@refinedev/core';
import { Alert, Flex, Form } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useParams } from 'react-router';
import { MemberUsers } from '../../src/components/people/member-users';
import { ownerInvitePayload } from '../../src/components/people/owner-invite';
import { inviteUser } from '../../src/components/people/people-calls';
import { prefixedError } from '../../src/lib/error-message';
import { PartnerFields } from './form';
import { partnerPayload, wantsOwnerInvite, type PartnerValues } from './save-partner';

interface PartnerRecord extends PartnerValues {
  id: string;
  updated_at: string;
  owner: string | null;
}

/** Edit a sales partner (conflict-checked on updated_at) and manage its users. */
export default function SalesPartnersEdit() {
  const { id } = useParams();
  const { open: notify } = useNotification();
  const submitted = useRef<PartnerValues | null>(null);
  // The updated_at the form was loaded with: a save is refused when someone else saved since.
  const [loadedAt, setLoadedAt] = useState<string>();
  const { formProps, saveButtonProps, onFinish, query } = useForm<PartnerRecord>({
    action: 'edit',
    redirect: false,
    warnWhenUnsavedChanges: true,
    queryOptions: { refetchOnWindowFocus: false },
    mutationMeta: { expectedUpdatedAt: loadedAt },
    successNotification: () => ({ type: 'success', message: 'Sales Partner successfully saved' }),
    errorNotification: (e) => ({ type: 'error', message: prefixedError('Error Saving Sales Partner', e) }),
    onMutationSuccess: async () => {
      const values = submitted.current;
      if (values && id && wantsOwnerInvite(values, Boolean(record?.owner))) {
        try {
          await inviteUser(ownerInvitePayload('partner', id, values));
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
      {query?.isError && <Alert type="error" showIcon message={prefixedError('Error Selecting Sales Partner', query.error)} />}
      <Edit title="Edit Sales Partner" saveButtonProps={saveButtonProps} canDelete={false}>
        <Form
          {...formProps}
          layout="vertical"
          onFinish={(values) => {
            submitted.current = values as PartnerValues;
            const payload = partnerPayload(values as PartnerValues);
            return onFinish(payload as PartnerRecord);
          }}
        >
          <PartnerFields id={id} organizationId={record?.organization_id} hasOwner={Boolean(record?.owner)} />
        </Form>
      </Edit>
      {id && <MemberUsers type="partner" record={id} organization={record?.organization_id} roles={[3, 7]} title="Partner Users" />}
    </Flex>
  );
}
