import { Edit } from '@refinedev/antd';
import { Flex, Form } from 'antd';
import { useParams } from 'react-router';
import { HistorySection } from '../../src/components/history/history-section';
import { useGuardedForm } from '../../src/components/use-guarded-form';
import { RecordUnavailable, recordMissing } from '../../src/components/record-unavailable';
import { prefixedError } from '../../src/lib/error-message';
import { OrganizationFields } from './form';
import { OrganizationMembers } from './members';
import { StorageUsage } from './storage-usage';
import { t } from '../../src/lib/i18n';

/** Edit a company (conflict-checked), its members, its storage use and its history. */
export default function OrganizationsEdit() {
  const { id } = useParams();
  const { formProps, saveButtonProps, query, liveNotice } = useGuardedForm<{ id: string; updated_at: string }>({
    action: 'edit',
    redirect: false,
    queryOptions: { refetchOnWindowFocus: false },
    successNotification: () => ({ type: 'success', message: 'Company successfully saved' }),
    errorNotification: (e) => ({ type: 'error', message: prefixedError('Error Saving Company', e) }),
  });
  if (recordMissing(query, query?.data?.data))
    return <RecordUnavailable what="Company" listPath="/admin/organizations" listLabel={t('Back to Your Company')} />;
  return (
    <Flex vertical gap={16}>
      <Edit title="Edit Company" saveButtonProps={saveButtonProps} canDelete={false}>
        {liveNotice}
        <Form {...formProps} layout="vertical">
          <OrganizationFields id={id} />
        </Form>
      </Edit>
      {id && <StorageUsage organizationId={id} />}
      {id && <OrganizationMembers organizationId={id} />}
      {id && <HistorySection table="organizations" id={id} version={query?.data?.data?.updated_at} />}
    </Flex>
  );
}
