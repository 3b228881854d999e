import { Create } from '@refinedev/antd';
import { Form } from 'antd';
import { useNavigate } from 'react-router';
import { useGuardedForm } from '../../src/components/use-guarded-form';
import { AccountFields, cleanAccount } from './form';

interface Account {
  id: string;
  account_name: string;
}

/** /accounts/new 'New Account'; then its edit page, which flags look-alike accounts at once. */
export default function AccountsCreate() {
  const navigate = useNavigate();
  const { formProps, saveButtonProps, onFinish } = useGuardedForm<Account>({
    action: 'create',
    resource: 'accounts',
    redirect: false,
    onMutationSuccess: async ({ data }) => {
      // The edit page flags look-alikes ("Possible duplicates: N") as soon as it opens.
      navigate(`/accounts/${data.id}`);
    },
  });
  return (
    <Create title="New Account" saveButtonProps={saveButtonProps}>
      <Form
        {...formProps}
        layout="vertical"
        initialValues={{ active: true }}
        onFinish={(values) => onFinish(cleanAccount(values as unknown as Record<string, unknown>) as unknown as Account)}
      >
        <AccountFields />
      </Form>
    </Create>
  );
}
