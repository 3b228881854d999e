import { SaveButton } from '../../src/components/crud/save-button';
import { Flex, Form } from 'antd';
import { useGuardedForm } from '../../src/components/use-guarded-form';
import { cleanContract, ContractFields } from './form';

const EDITABLE = ['account_id', 'number', 'retailer_id', 'product_id', 'commodity', 'status', 'rate', 'volume', 'start_date', 'end_date'];

/** A contract's Details tab: its fields, saved with conflict detection (contracts.EDIT). */
export function ContractDetails({ id, onSaved }: { id: string; onSaved: () => void }) {
  const { formProps, saveButtonProps, onFinish, liveNotice } = useGuardedForm<{ id: string; updated_at: string }>({
    action: 'edit',
    resource: 'contracts',
    id,
    redirect: false,
    onMutationSuccess: onSaved,
  });
  return (
    <>
      {liveNotice}
      <Form
        {...formProps}
        layout="vertical"
        onFinish={(v) => onFinish(cleanContract(Object.fromEntries(EDITABLE.map((k) => [k, (v as Record<string, unknown>)[k]]))) as never)}
      >
        <ContractFields />
        <Flex justify="flex-end">
          <SaveButton {...saveButtonProps} />
        </Flex>
      </Form>
    </>
  );
}
