import { Edit } from '@refinedev/antd';
import { useCan } from '@refinedev/core';
import { Alert, Form, Tabs } from 'antd';
import { useParams } from 'react-router';
import { RecordUnavailable, recordMissing } from '../../src/components/record-unavailable';
import { Documents } from './documents';
import { PricingRequestFields } from './form';
import { Products } from './products';
import { Proposals } from './proposals';
import { usePricingForm } from './use-pricing-form';
import { WelcomeEmailButton } from './welcome-email-dialog';

/** Edit Pricing Request: details, products per retailer, proposals, documents, welcome e-mail. */
export default function PricingRequestsEdit() {
  const { id } = useParams();
  const { form, formProps, saveButtonProps, onFinish, record, query } = usePricingForm('edit', id);
  const { data: can } = useCan({ resource: 'pricing', action: 'EDIT' });
  const readOnly = can ? !can.can : true;

  if (recordMissing(query, record))
    return <RecordUnavailable what="Pricing request" listPath="/pricing-requests" listLabel="Back to Your Pricing Requests" />;

  return (
    <Edit
      title="Edit Pricing Request"
      isLoading={query?.isLoading}
      saveButtonProps={{ ...saveButtonProps, disabled: readOnly || saveButtonProps.disabled }}
      headerButtons={() => (record ? <WelcomeEmailButton request={record} disabled={readOnly} /> : null)}
    >
      {readOnly && (
        <Alert type="info" showIcon style={{ marginBottom: 16 }} message="You can view this pricing request; editing needs pricing.EDIT." />
      )}
      <Form {...formProps} onFinish={onFinish} layout="vertical">
        <PricingRequestFields form={form} accountId={record?.account_id} disabled={readOnly} />
      </Form>
      {record && (
        <Tabs
          destroyOnHidden={false}
          items={[
            {
              key: 'products',
              label: 'Products',
              children: <Products requestId={record.id} commodity={record.commodity ?? 'electricity'} readOnly={readOnly} />,
            },
            { key: 'proposals', label: 'Proposals', children: <Proposals request={record} readOnly={readOnly} /> },
            { key: 'documents', label: 'Documents', children: <Documents request={record} readOnly={readOnly} /> },
          ]}
        />
      )}
    </Edit>
  );
}
