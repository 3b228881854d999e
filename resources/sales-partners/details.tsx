import { SaveButton } from '../../src/components/crud/save-button';
import { Flex, Form } from 'antd';
import { useOwnerForm } from '../../src/components/people/use-owner-form';
import { PartnerFields } from './form';
import { wantsOwnerInvite, type PartnerValues } from './save-partner';

export interface PartnerRecord extends PartnerValues {
  id: string;
  updated_at: string;
  owner: string | null;
}

/** A sales partner's Details tab: its fields (conflict-checked), and the owner's invite when asked. */
export function PartnerDetails({ id, onSaved }: { id: string; onSaved: () => void }) {
  const { formProps, saveButtonProps, record, liveNotice } = useOwnerForm<PartnerRecord>({
    action: 'edit',
    id,
    type: 'partner',
    wantsInvite: wantsOwnerInvite,
    onSaved,
  });
  return (
    <>
      {liveNotice}
      <Form {...formProps} layout="vertical">
        <PartnerFields id={id} organizationId={record?.organization_id} hasOwner={Boolean(record?.owner)} />
        <Flex justify="flex-end">
          <SaveButton {...saveButtonProps} />
        </Flex>
      </Form>
    </>
  );
}
