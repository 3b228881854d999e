import { Edit, useForm } from '@refinedev/antd';
import { Alert, Flex, Form } from 'antd';
import { useEffect, useState } from 'react';
import { useParams } from 'react-router';
import { prefixedError } from '../../src/lib/error-message';
import { OrganizationFields } from './form';
import { OrganizationMembers } from './members';
import { StorageUsage } from './storage-usage';

/** Edit a company (conflict-checked), its members and its storage use. */
export default function OrganizationsEdit() {
  const { id } = useParams();
  const [loadedAt, setLoadedAt] = useState<string>();
  const { formProps, saveButtonProps, query } = useForm<{ id: string; updated_at: string }>({
    action: 'edit',
    redirect: false,
    warnWhenUnsavedChanges: true,
    queryOptions: { refetchOnWindowFocus: false },
    mutationMeta: { expectedUpdatedAt: loadedAt },
    successNotification: () => ({ type: 'success', message: 'Company successfully saved' }),
    errorNotification: (e) => ({ type: 'error', message: prefixedError('Error Saving Company', e) }),
  });
  const updatedAt = query?.data?.data?.updated_at;
  useEffect(() => setLoadedAt(updatedAt), [updatedAt]);
  return (
    <Flex vertical gap={16}>
      {query?.isError && <Alert type="error" showIcon message={prefixedError('Error Selecting Company', query.error)} />}
      <Edit title="Edit Company" saveButtonProps={saveButtonProps} canDelete={false}>
        <Form {...formProps} layout="vertical">
          <OrganizationFields id={id} />
        </Form>
      </Edit>
      {id && <StorageUsage organizationId={id} />}
      {id && <OrganizationMembers organizationId={id} />}
    </Flex>
  );
}
