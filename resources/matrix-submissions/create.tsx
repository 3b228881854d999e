import { Create } from '../../src/components/crud/create-edit';
import { Form } from 'antd';
import { useSearchParams } from 'react-router';
import { useGuardedForm } from '../../src/components/use-guarded-form';
import { cleanSubmission, SubmissionFields } from './form';
import { t } from '../../src/lib/i18n';

/** /matrix-submissions/new — a draft; `?account_id=` preselects the account. */
export default function SubmissionsCreate() {
  const [params] = useSearchParams();
  const { formProps, saveButtonProps, onFinish, notices } = useGuardedForm({
    action: 'create',
    resource: 'matrix_submissions',
    redirect: 'edit',
  });
  return (
    <Create title="New Contract Submission" saveButtonProps={{ ...saveButtonProps, children: t('Save draft') }}>
      {notices}
      <Form
        {...formProps}
        layout="vertical"
        initialValues={{ commodity: 'electricity', account_id: params.get('account_id') ?? undefined }}
        onFinish={(v) => onFinish({ ...cleanSubmission(v), status: 'draft' })}
      >
        <SubmissionFields />
      </Form>
    </Create>
  );
}
