import { useCan, useInvalidate, useNotification, useUpdate } from '@refinedev/core';
import { Button, Space, Tag } from 'antd';
import { useNavigate } from 'react-router';
import { supabaseClient } from '../../providers/supabase-client';
import { confirmAction } from '../../src/components/confirm-destructive';
import { useSingleFlight } from '../../src/components/use-single-flight';
import { errorMessage } from '../../src/lib/error-message';
import { codeLabel } from '../../src/lib/labels';
import { allowedMoves, STATUS_COLORS, type StatusAction, type SubmissionStatus } from './status-flow';
import { t } from '../../src/lib/i18n';
import { useConfirm } from '../../src/components/feedback';

interface Props {
  id: string;
  status: SubmissionStatus;
  updatedAt: string;
  contractId: string | null;
}

/** Status tag, the moves the user may make, and "Create contract" for an approved submission. */
export function StatusBar({ id, status, updatedAt, contractId }: Props) {
  const { data: admin } = useCan({ resource: 'pricing', action: 'ADMIN' });
  const { data: canContract } = useCan({ resource: 'contracts', action: 'CREATE' });
  const { mutate, mutation } = useUpdate();
  const { open } = useNotification();
  const invalidate = useInvalidate();
  const navigate = useNavigate();
  const modal = useConfirm();
  const moves = allowedMoves(status, (p) => p !== 'pricing.ADMIN' || admin?.can === true);

  const move = (to: SubmissionStatus) =>
    mutate({
      resource: 'matrix_submissions',
      id,
      values: { status: to },
      meta: { expectedUpdatedAt: updatedAt },
      successNotification: { type: 'success', message: 'Contract Submission successfully saved' },
    });

  /** Approve and Reject ask first (issue 16: they acted at once); the other moves are undone as easily. */
  const choose = (m: StatusAction) =>
    m.confirm
      ? confirmAction(modal, {
          title: t(m.confirm.title),
          content: t(m.confirm.content),
          okText: t(m.label),
          danger: m.danger,
          onOk: () => move(m.to),
        })
      : move(m.to);

  // One contract per click: busy from the first click until it settles (the database refuses a second one anyway).
  const { run: runOnce, pending: creatingContract } = useSingleFlight();
  const toContract = () =>
    runOnce(async () => {
      const { data, error } = await supabaseClient.rpc('create_contract_from_submission', { param_submission_id: id });
      if (error) {
        open?.({ type: 'error', message: t('Error Creating Contract'), description: errorMessage(error) });
        return;
      }
      open?.({ type: 'success', message: t('Contract successfully created') });
      await invalidate({ resource: 'contracts', invalidates: ['list'] });
      navigate(`/contracts/${data}`);
    });

  return (
    <Space wrap>
      <span>{t('Status:')}</span>
      <Tag color={STATUS_COLORS[status]} data-testid="submission-status">
        {codeLabel(status)}
      </Tag>
      {moves.map((m) => (
        <Button
          key={m.to}
          danger={m.danger}
          loading={mutation.isPending}
          disabled={mutation.isPending || creatingContract}
          onClick={() => choose(m)}
        >
          {t(m.label)}
        </Button>
      ))}
      {status === 'approved' && !contractId && canContract?.can && (
        <Button type="primary" loading={creatingContract} onClick={() => void toContract()}>
          {t('Create contract')}
        </Button>
      )}
      {contractId && <Button onClick={() => navigate(`/contracts/${contractId}`)}>{t('Open contract')}</Button>}
    </Space>
  );
}
