import { Edit } from '../../src/components/crud/create-edit';
import { Flex, Form } from 'antd';
import { lazy } from 'react';
import { useParams } from 'react-router';
import { useOwnerForm } from '../../src/components/people/use-owner-form';
import { RecordUnavailable, recordMissing } from '../../src/components/record-unavailable';
import { SECTION_HEIGHT, WhenVisible } from '../../src/components/when-visible';
import { AffiliateFields } from './form';
import { type AffiliateValues } from './save-affiliate';
import { t } from '../../src/lib/i18n';

// Below the form: their code (tables, the History's antd Table…) and data load when scrolled or tabbed near.
const MemberUsers = lazy(() => import('../../src/components/people/member-users').then((m) => ({ default: m.MemberUsers })));
const ReferredAccounts = lazy(() => import('./referred-accounts').then((m) => ({ default: m.ReferredAccounts })));
const HistorySection = lazy(() => import('../../src/components/history/history-section').then((m) => ({ default: m.HistorySection })));

interface AffiliateRecord extends AffiliateValues {
  id: string;
  updated_at: string;
}

/** Edit an affiliate (conflict-checked), its users (affiliate admins), the accounts it referred, its history. */
export default function AffiliatesEdit() {
  const { id } = useParams();
  const { formProps, saveButtonProps, query, record, liveNotice } = useOwnerForm<AffiliateRecord>({
    action: 'edit',
    id,
    label: t('Affiliate'),
    type: 'affiliate',
  });

  if (recordMissing(query, record))
    return <RecordUnavailable what="Affiliate" listPath="/affiliates" listLabel={t('Back to Affiliates')} />;
  return (
    <Flex vertical gap={16}>
      <Edit title="Edit Affiliate" saveButtonProps={saveButtonProps} canDelete={false}>
        {liveNotice}
        <Form {...formProps} layout="vertical">
          <AffiliateFields id={id} organizationId={record?.organization_id} hasOwner={Boolean(record?.owner)} />
        </Form>
      </Edit>
      {id && (
        <>
          <WhenVisible title={t('Affiliate Users')} minHeight={SECTION_HEIGHT.table}>
            <MemberUsers type="affiliate" record={id} organization={record?.organization_id} roles={[2]} title={t('Affiliate Users')} />
          </WhenVisible>
          <WhenVisible title={t('Referred Accounts')} minHeight={SECTION_HEIGHT.table}>
            <ReferredAccounts affiliateId={id} />
          </WhenVisible>
          <WhenVisible title={t('History')} size="small" minHeight={SECTION_HEIGHT.history}>
            <HistorySection table="affiliates" id={id} version={record?.updated_at} />
          </WhenVisible>
        </>
      )}
    </Flex>
  );
}
