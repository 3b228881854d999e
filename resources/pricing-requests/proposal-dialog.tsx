import { useCreate, useUpdate } from '@refinedev/core';
import { Form, Input, Switch } from 'antd';
import { FormDialog } from '../../src/components/form-dialog';
import { useSingleFlight } from '../../src/components/use-single-flight';
import { useCreateId } from '../../src/components/use-create-id';
import { NOTICES, noticeText } from './payload';
import { maxLengthOf } from '../../src/lib/text-limits';
import { t } from '../../src/lib/i18n';
import { useConfirm } from '../../src/components/feedback';

export interface Proposal {
  id: string;
  pricing_request_id: string;
  title: string | null;
  active: boolean;
  created_at: string;
  updated_at: string;
}

interface Values {
  title: string;
  active: boolean;
}

/**
 * Creates or edits a proposal. An edit carries the updated_at it was opened with, so a save over
 * someone else's newer one is refused ("changed by someone else") and nothing is overwritten.
 */
export function ProposalDialog({ requestId, proposal, onClose }: { requestId: string; proposal: Proposal | null; onClose: () => void }) {
  const [form] = Form.useForm<Values>();
  const { mutateAsync: create } = useCreate();
  const { mutateAsync: update } = useUpdate();
  // Busy from the first click until it settles; a new proposal carries the id made when the dialog opened.
  const { run, pending } = useSingleFlight();
  const [newProposalId, renewAfter] = useCreateId();
  const notices = {
    successNotification: () => ({ message: NOTICES.proposalSaved, type: 'success' as const }),
    errorNotification: (e: unknown) => ({ message: noticeText(NOTICES.proposalError, e), type: 'error' as const }),
  };
  const modal = useConfirm();
  const dirty = () => form.isFieldsTouched();

  const save = () =>
    run(async () => {
      const values = await form.validateFields();
      const payload = { title: values.title.trim(), active: values.active };
      if (proposal)
        await update({
          resource: 'proposals',
          id: proposal.id,
          values: payload,
          meta: { expectedUpdatedAt: proposal.updated_at },
          ...notices,
        });
      else await create({ resource: 'proposals', values: { ...payload, id: newProposalId, pricing_request_id: requestId }, ...notices });
      onClose();
      // A refused field shows at the field, a refused save in its notice; the dialog stays open with the input.
    }).catch(renewAfter);

  const cancel = () => {
    if (!dirty()) return onClose();
    modal.confirm({
      title: t('Discard changes?'),
      content: t('You have unsaved changes to this proposal.'),
      okText: t('Discard'),
      maskClosable: false,
      keyboard: false,
      onOk: onClose,
    });
  };

  return (
    <FormDialog
      open
      title={proposal ? t('Edit proposal') : t('New proposal')}
      okText={t('Save proposal')}
      onOk={() => void save()}
      onCancel={cancel}
      pending={pending}
    >
      <Form<Values>
        form={form}
        layout="vertical"
        initialValues={{ title: proposal?.title ?? '', active: proposal?.active ?? true }}
        onFinish={() => void save()}
      >
        <Form.Item
          name="title"
          label={t('Title')}
          rules={[
            { required: true, whitespace: true, message: t('Please enter a title for the proposal') },
            { max: 200, message: t('Please keep the title under 200 characters') },
          ]}
        >
          <Input maxLength={maxLengthOf('proposals.title')} placeholder={t('e.g. Northern Lights 24 mo fixed')} />
        </Form.Item>
        <Form.Item name="active" label={t('Active')} valuePropName="checked">
          <Switch />
        </Form.Item>
      </Form>
      {proposal && <p style={{ color: 'var(--ant-color-text-secondary)' }}>{t('Add or remove its files from the proposal row.')}</p>}
    </FormDialog>
  );
}
