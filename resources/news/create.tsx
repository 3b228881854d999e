import { Create } from '../../src/components/crud/create-edit';
import { Form } from 'antd';
import { useGuardedForm } from '../../src/components/use-guarded-form';
import { NewsFields, toForm, toRow } from './form';

/** /admin/news/new. */
export default function NewsCreate() {
  const { formProps, saveButtonProps, onFinish, notices } = useGuardedForm({ action: 'create', resource: 'news', redirect: 'list' });
  return (
    <Create title="New News Item" saveButtonProps={saveButtonProps}>
      {notices}
      <Form
        {...formProps}
        layout="vertical"
        initialValues={{ active: true, ...toForm({ published_at: null, organization_id: null }) }}
        onFinish={(v) => onFinish(toRow(v))}
      >
        <NewsFields />
      </Form>
    </Create>
  );
}
