import { Create } from '../../src/components/crud/create-edit';
import { Form } from 'antd';
import { useGuardedForm } from '../../src/components/use-guarded-form';
import { cleanContract, ContractFields } from './form';

/** /contracts/new (contracts.CREATE). */
export default function ContractsCreate() {
  const { formProps, saveButtonProps, onFinish, notices } = useGuardedForm({ action: 'create', resource: 'contracts', redirect: 'list' });
  return (
    <Create title="New Contract" saveButtonProps={saveButtonProps}>
      {notices}
      <Form
        {...formProps}
        layout="vertical"
        initialValues={{ commodity: 'electricity', status: 'pending' }}
        onFinish={(v) => onFinish(cleanContract(v))}
      >
        <ContractFields />
      </Form>
    </Create>
  );
}
