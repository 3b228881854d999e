import { Edit } from '../../src/components/crud/create-edit';
import { Flex, Form } from 'antd';
import { lazy } from 'react';
import { useParams } from 'react-router';
import { useGuardedForm } from '../../src/components/use-guarded-form';
import { RecordUnavailable, recordMissing } from '../../src/components/record-unavailable';
import { SECTION_HEIGHT, WhenVisible } from '../../src/components/when-visible';
import { prefixedError } from '../../src/lib/error-message';
import { OrganizationFields } from './form';
import { t } from '../../src/lib/i18n';

// Below the form: their code (tables, the History's antd Table…) and data load when scrolled or tabbed near.
const StorageUsage = lazy(() => import('./storage-usage').then((m) => ({ default: m.StorageUsage })));
const OrganizationMembers = lazy(() => import('./members').then((m) => ({ default: m.OrganizationMembers })));
const HistorySection = lazy(() => import('../../src/components/history/history-section').then((m) => ({ default: m.HistorySection })));

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
      {id && (
        <>
          <WhenVisible title={t('Storage Used')} minHeight={SECTION_HEIGHT.table}>
            <StorageUsage organizationId={id} />
          </WhenVisible>
          <WhenVisible title={t('Members')} minHeight={SECTION_HEIGHT.table}>
            <OrganizationMembers organizationId={id} />
          </WhenVisible>
          <WhenVisible title={t('History')} size="small" minHeight={SECTION_HEIGHT.history}>
            <HistorySection table="organizations" id={id} version={query?.data?.data?.updated_at} />
          </WhenVisible>
        </>
      )}
    </Flex>
  );
}
