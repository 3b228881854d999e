import { Create } from '../../src/components/crud/create-edit';
import { Form } from 'antd';
import { useGuardedForm } from '../../src/components/use-guarded-form';
import { prefixedError } from '../../src/lib/error-message';
import { OrganizationFields } from './form';

/** New company; the logo can be added once it is saved. */
export default function OrganizationsCreate() {
  const { formProps, saveButtonProps, notices } = useGuardedForm({
    action: 'create',
    redirect: 'edit',
    successNotification: () => ({ type: 'success', message: 'Company successfully saved' }),
    errorNotification: (e) => ({ type: 'error', message: prefixedError('Error Saving Company', e) }),
  });
  return (
    <Create title="New Company" saveButtonProps={saveButtonProps}>
      {notices}
      <Form {...formProps} layout="vertical" initialValues={{ active: true, country: 'CA' }}>
        <OrganizationFields />
      </Form>
    </Create>
  );
}
