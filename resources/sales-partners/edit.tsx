import { Edit } from '../../src/components/crud/create-edit';
import { Flex, Form } from 'antd';
import { lazy } from 'react';
import { useParams } from 'react-router';
import { useOwnerForm } from '../../src/components/people/use-owner-form';
import { RecordUnavailable, recordMissing } from '../../src/components/record-unavailable';
import { SECTION_HEIGHT, WhenVisible } from '../../src/components/when-visible';
import { PartnerFields } from './form';
import { wantsOwnerInvite, type PartnerValues } from './save-partner';
import { t } from '../../src/lib/i18n';

// Below the form: their code (tables, the History's antd Table…) and data load when scrolled or tabbed near.
const MemberUsers = lazy(() => import('../../src/components/people/member-users').then((m) => ({ default: m.MemberUsers })));
const HistorySection = lazy(() => import('../../src/components/history/history-section').then((m) => ({ default: m.HistorySection })));

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
      {id && (
        <>
          <WhenVisible title={t('Partner Users')} minHeight={SECTION_HEIGHT.table}>
            <MemberUsers type="partner" record={id} organization={record?.organization_id} roles={[3, 7]} title={t('Partner Users')} />
          </WhenVisible>
          <WhenVisible title={t('History')} size="small" minHeight={SECTION_HEIGHT.history}>
            <HistorySection table="partners" id={id} version={record?.updated_at} />
          </WhenVisible>
        </>
      )}
    </Flex>
  );
}
