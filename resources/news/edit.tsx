import { Edit } from '../../src/components/crud/create-edit';
import { Form } from 'antd';
import { RecordUnavailable, recordMissing } from '../../src/components/record-unavailable';
import { useGuardedForm } from '../../src/components/use-guarded-form';
import { NewsFields, toForm, toRow } from './form';
import { t } from '../../src/lib/i18n';

/** /admin/news/{id}: edit with conflict detection. */
export default function NewsEdit() {
  const { formProps, saveButtonProps, onFinish, query, liveNotice } = useGuardedForm<{
    id: string;
    published_at: string;
    organization_id: string | null;
  }>({
    action: 'edit',
    resource: 'news',
    redirect: 'list',
    toForm,
  });
  const record = query?.data?.data;
  if (recordMissing(query, record))
    return <RecordUnavailable what="News item" listPath="/admin/news" listLabel={t('Back to Latest News')} />;
  return (
    <Edit title="Edit News Item" saveButtonProps={saveButtonProps}>
      {liveNotice}
      <Form {...formProps} layout="vertical" onFinish={(v) => onFinish(toRow(v as unknown as Record<string, unknown>) as never)}>
        <NewsFields />
      </Form>
    </Edit>
  );
}
