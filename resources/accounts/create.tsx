import { Create } from '../../src/components/crud/create-edit';
import { Form } from 'antd';
import { useNavigate } from 'react-router';
import { useIdentity } from '../../src/components/route-guard';
import { useGuardedForm } from '../../src/components/use-guarded-form';
import { AccountFields, cleanAccount } from './form';

interface Account {
  id: string;
  account_name: string;
}

/** /accounts/new 'New Account'; then its edit page, which flags look-alike accounts at once. */
export default function AccountsCreate() {
  const navigate = useNavigate();
  const identity = useIdentity();
  // A sales rep's account is theirs unless they choose another rep (the database fills it in too).
  const salesRep = identity?.role === 7 ? identity.id : undefined;
  const { formProps, saveButtonProps, onFinish, notices } = useGuardedForm<Account>({
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
      {notices}
      <Form
        {...formProps}
        layout="vertical"
        initialValues={{ active: true, sales_rep: salesRep }}
        onFinish={(values) => onFinish(cleanAccount(values as unknown as Record<string, unknown>) as unknown as Account)}
      >
        <AccountFields />
      </Form>
    </Create>
  );
}
