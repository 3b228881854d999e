import { SaveButton } from '../../src/components/crud/save-button';
import { Flex, Form } from 'antd';
import { resourceNotice } from '../../providers/i18n-provider';
import { useGuardedForm } from '../../src/components/use-guarded-form';
import { prefixedError } from '../../src/lib/error-message';
import { OrganizationFields } from './form';

/** A company's Details tab: its fields and logo, saved with conflict detection. */
export function OrganizationDetails({ id, onSaved }: { id: string; onSaved: () => void }) {
  const { formProps, saveButtonProps, liveNotice } = useGuardedForm<{ id: string; updated_at: string }>({
    action: 'edit',
    resource: 'organizations',
    id,
    redirect: false,
    queryOptions: { refetchOnWindowFocus: false },
    successNotification: () => ({ type: 'success', message: resourceNotice('saved', 'organizations') }),
    errorNotification: (e) => ({ type: 'error', message: prefixedError(resourceNotice('saveError', 'organizations'), e) }),
    onMutationSuccess: onSaved,
  });
  return (
    <>
      {liveNotice}
      <Form {...formProps} layout="vertical">
        <OrganizationFields id={id} />
        <Flex justify="flex-end">
          <SaveButton {...saveButtonProps} />
        </Flex>
      </Form>
    </>
  );
}
