import { Edit } from '../../src/components/crud/create-edit';
import { useList } from '@refinedev/core';
import { Card, Form } from 'antd';
import { lazy } from 'react';
import { FileManager } from '../../src/components/file-manager';
import { RecordUnavailable, recordMissing } from '../../src/components/record-unavailable';
import { useGuardedForm } from '../../src/components/use-guarded-form';
import { SECTION_HEIGHT, WhenVisible } from '../../src/components/when-visible';
import { cleanSubmission, SubmissionFields } from './form';
import { StatusBar } from './status-bar';
import type { SubmissionStatus } from './status-flow';
import { t } from '../../src/lib/i18n';

// Below the documents: its code (antd's Table…) and rows load when scrolled or tabbed to. It starts
// just below the first screen at 1440 × 900 (a contract's at ~980 px, a submission's ~1140): loaded from
// 200 px ahead, as elsewhere, it would load with the page; so only once it is in view (rootMargin 0).
const HistorySection = lazy(() => import('../../src/components/history/history-section').then((m) => ({ default: m.HistorySection })));

interface Submission {
  id: string;
  organization_id: string;
  status: SubmissionStatus;
  updated_at: string;
}

/** /matrix-submissions/{id} 'Edit Contract Submission': fields, status flow, documents, history (status changes included). */
export default function SubmissionsEdit() {
  const { formProps, saveButtonProps, onFinish, query, stamp, liveNotice } = useGuardedForm<Submission>({
    action: 'edit',
    resource: 'matrix_submissions',
    redirect: false,
    successNotification: { type: 'success', message: 'Contract Submission successfully saved' },
  });
  const record = query?.data?.data;
  const { result: contracts } = useList<{ id: string }>({
    resource: 'contracts',
    filters: [{ field: 'matrix_submission_id', operator: 'eq', value: record?.id }],
    queryOptions: { enabled: !!record },
    meta: { select: 'id' },
  });
  if (recordMissing(query, record))
    return (
      <RecordUnavailable what="Contract submission" listPath="/matrix-submissions" listLabel={t('Back to Your Contract Submissions')} />
    );
  return (
    <Edit title="Edit Contract Submission" saveButtonProps={saveButtonProps}>
      {record && (
        <StatusBar
          id={record.id}
          status={record.status}
          updatedAt={stamp ?? record.updated_at}
          contractId={contracts?.data?.[0]?.id ?? null}
        />
      )}
      {liveNotice}
      <Form
        {...formProps}
        layout="vertical"
        style={{ marginTop: 16 }}
        onFinish={(v) => onFinish(cleanSubmission(v as unknown as Record<string, unknown>) as never)}
      >
        <SubmissionFields locked={record?.status === 'approved'} />
      </Form>
      {record && (
        <Card size="small" title={t('Documents')}>
          <FileManager
            entity="matrix_submissions"
            entityId={record.id}
            organizationId={record.organization_id}
            types={['MATRIX', 'LOA', 'INVOICES', 'SITES']}
            title={t('Matrix, LOA, invoices and sites')}
          />
        </Card>
      )}
      {record && (
        <WhenVisible title={t('History')} size="small" minHeight={SECTION_HEIGHT.history} rootMargin="0px">
          <HistorySection table="matrix_submissions" id={record.id} version={stamp ?? record.updated_at} />
        </WhenVisible>
      )}
    </Edit>
  );
}
