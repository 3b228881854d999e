import { Edit } from '@refinedev/antd';
import { Flex, Form } from 'antd';
import { useParams } from 'react-router';
import { HistorySection } from '../../src/components/history/history-section';
import { MemberUsers } from '../../src/components/people/member-users';
import { useOwnerForm } from '../../src/components/people/use-owner-form';
import { RecordUnavailable, recordMissing } from '../../src/components/record-unavailable';
import { PartnerFields } from './form';
import { wantsOwnerInvite, type PartnerValues } from './save-partner';
import { t } from '../../src/lib/i18n';

interface PartnerRecord extends PartnerValues {
  id: string;
  updated_at: string;
  owner: string | null;
}

/** Edit a sales partner (conflict-checked on updated_at), manage its users, read its history. */
export default function SalesPartnersEdit() {
  const { id } = useParams();
  const { formProps, saveButtonProps, query, record, liveNotice } = useOwnerForm<PartnerRecord>({
    action: 'edit',
    id,
    label: t('Sales Partner'),
    type: 'partner',
    wantsInvite: wantsOwnerInvite,
  });

  if (recordMissing(query, record))
    return <RecordUnavailable what="Sales partner" listPath="/sales-partners" listLabel={t('Back to Your Sales Partners')} />;
  return (
    <Flex vertical gap={16}>
      <Edit title="Edit Sales Partner" saveButtonProps={saveButtonProps} canDelete={false}>
        {liveNotice}
        <Form {...formProps} layout="vertical">
          <PartnerFields id={id} organizationId={record?.organization_id} hasOwner={Boolean(record?.owner)} />
        </Form>
      </Edit>
      {id && <MemberUsers type="partner" record={id} organization={record?.organization_id} roles={[3, 7]} title={t('Partner Users')} />}
      {id && <HistorySection table="partners" id={id} version={record?.updated_at} />}
    </Flex>
  );
}
