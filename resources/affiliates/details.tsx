import { SaveButton } from '../../src/components/crud/save-button';
import { Flex, Form } from 'antd';
import { useOwnerForm } from '../../src/components/people/use-owner-form';
import { AffiliateFields } from './form';
import { type AffiliateValues } from './save-affiliate';

interface AffiliateRecord extends AffiliateValues {
  id: string;
  updated_at: string;
}

/** An affiliate's Details tab: its fields (conflict-checked), and the owner's invite when asked. */
export function AffiliateDetails({ id, onSaved }: { id: string; onSaved: () => void }) {
  const { formProps, saveButtonProps, record, liveNotice } = useOwnerForm<AffiliateRecord>({
    action: 'edit',
    id,
    type: 'affiliate',
    onSaved,
  });
  return (
    <>
      {liveNotice}
      <Form {...formProps} layout="vertical">
        <AffiliateFields id={id} organizationId={record?.organization_id} hasOwner={Boolean(record?.owner)} />
        <Flex justify="flex-end">
          <SaveButton {...saveButtonProps} />
        </Flex>
      </Form>
    </>
  );
}
