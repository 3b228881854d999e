import { Edit } from '@refinedev/antd';
import { Flex, Form } from 'antd';
import { useParams } from 'react-router';
import { HistorySection } from '../../src/components/history/history-section';
import { MemberUsers } from '../../src/components/people/member-users';
import { useOwnerForm } from '../../src/components/people/use-owner-form';
import { RecordUnavailable, recordMissing } from '../../src/components/record-unavailable';
import { AffiliateFields } from './form';
import { ReferredAccounts } from './referred-accounts';
import { type AffiliateValues } from './save-affiliate';
import { t } from '../../src/lib/i18n';

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
      {id && <MemberUsers type="affiliate" record={id} organization={record?.organization_id} roles={[2]} title={t('Affiliate Users')} />}
      {id && <ReferredAccounts affiliateId={id} />}
      {id && <HistorySection table="affiliates" id={id} version={record?.updated_at} />}
    </Flex>
  );
}
