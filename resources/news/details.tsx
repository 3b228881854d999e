import { SaveButton } from '../../src/components/crud/save-button';
import { Flex, Form } from 'antd';
import { useGuardedForm } from '../../src/components/use-guarded-form';
import { NewsFields, toForm, toRow } from './form';

/** A news item's Details tab: title, Markdown text with its preview, audience and publishing (conflict-checked). */
export function NewsDetails({ id, onSaved }: { id: string; onSaved: () => void }) {
  const { formProps, saveButtonProps, onFinish, liveNotice } = useGuardedForm<{
    id: string;
    published_at: string;
    organization_id: string | null;
  }>({
    action: 'edit',
    resource: 'news',
    id,
    redirect: false,
    onMutationSuccess: onSaved,
    toForm,
  });
  return (
    <>
      {liveNotice}
      <Form {...formProps} layout="vertical" onFinish={(v) => onFinish(toRow(v as unknown as Record<string, unknown>) as never)}>
        <NewsFields />
        <Flex justify="flex-end">
          <SaveButton {...saveButtonProps} />
        </Flex>
      </Form>
    </>
  );
}
