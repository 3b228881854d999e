import { SaveButton } from '../../src/components/crud/save-button';
import { Flex, Form } from 'antd';
import { useGuardedForm } from '../../src/components/use-guarded-form';
import { t } from '../../src/lib/i18n';
import { cleanSubmission, SubmissionFields } from './form';

/** A submission's Details tab: its fields (locked once approved), saved with conflict detection. */
export function SubmissionDetails({ id, locked, onSaved }: { id: string; locked: boolean; onSaved: () => void }) {
  const { formProps, saveButtonProps, onFinish, liveNotice } = useGuardedForm<{ id: string; updated_at: string }>({
    action: 'edit',
    resource: 'matrix_submissions',
    id,
    redirect: false,
    successNotification: { type: 'success', message: t('Contract Submission successfully saved') },
    onMutationSuccess: onSaved,
  });
  return (
    <>
      {liveNotice}
      <Form {...formProps} layout="vertical" onFinish={(v) => onFinish(cleanSubmission(v as unknown as Record<string, unknown>) as never)}>
        <SubmissionFields locked={locked} />
        <Flex justify="flex-end">
          <SaveButton {...saveButtonProps} />
        </Flex>
      </Form>
    </>
  );
}
