import { Edit } from '../../src/components/crud/create-edit';
import { Form } from 'antd';
import { lazy } from 'react';
import { FileManager } from '../../src/components/file-manager';
import { RecordUnavailable, recordMissing } from '../../src/components/record-unavailable';
import { useGuardedForm } from '../../src/components/use-guarded-form';
import { SECTION_HEIGHT, WhenVisible } from '../../src/components/when-visible';
import { cleanContract, ContractFields } from './form';
import { t } from '../../src/lib/i18n';

// Below the documents: its code (antd's Table…) and rows load when scrolled or tabbed to. It starts
// just below the first screen at 1440 × 900 (a contract's at ~980 px, a submission's ~1140): loaded from
// 200 px ahead, as elsewhere, it would load with the page; so only once it is in view (rootMargin 0).
const HistorySection = lazy(() => import('../../src/components/history/history-section').then((m) => ({ default: m.HistorySection })));

const EDITABLE = ['account_id', 'number', 'retailer_id', 'product_id', 'commodity', 'status', 'rate', 'volume', 'start_date', 'end_date'];

/** /contracts/{id} (contracts.EDIT): the contract with its CONTRACT and SITES documents, and its history. */
export default function ContractsEdit() {
  const { formProps, saveButtonProps, onFinish, query, liveNotice } = useGuardedForm<{
    id: string;
    organization_id: string;
    updated_at: string;
  }>({
    action: 'edit',
    resource: 'contracts',
    redirect: false,
  });
  const record = query?.data?.data;
  if (recordMissing(query, record))
    return <RecordUnavailable what="Contract" listPath="/contracts" listLabel={t('Back to View Contracts')} />;
  return (
    <Edit title="Edit Contract" saveButtonProps={saveButtonProps}>
      {liveNotice}
      <Form
        {...formProps}
        layout="vertical"
        onFinish={(v) => onFinish(cleanContract(Object.fromEntries(EDITABLE.map((k) => [k, (v as Record<string, unknown>)[k]]))) as never)}
      >
        <ContractFields />
      </Form>
      {record && (
        <FileManager
          entity="contracts"
          entityId={record.id}
          organizationId={record.organization_id}
          types={['CONTRACT', 'SITES']}
          title={t('Documents')}
        />
      )}
      {record && (
        <WhenVisible title={t('History')} size="small" minHeight={SECTION_HEIGHT.history} rootMargin="0px">
          <HistorySection table="contracts" id={record.id} version={record.updated_at} />
        </WhenVisible>
      )}
    </Edit>
  );
}
