import { Create } from '@refinedev/antd';
import { useCan } from '@refinedev/core';
import { Form, Result } from 'antd';
import { PricingRequestFields } from './form';
import { usePricingForm } from './use-pricing-form';

/** New Pricing Request (needs pricing.CREATE); after the save the edit page opens for products and documents. */
export default function PricingRequestsCreate() {
  const { form, formProps, saveButtonProps, onFinish } = usePricingForm('create');
  const { data: can, isLoading } = useCan({ resource: 'pricing', action: 'CREATE' });
  if (!isLoading && !can?.can)
    return <Result status="403" title="You cannot create pricing requests" subTitle="You need the pricing.CREATE permission." />;
  return (
    <Create title="New Pricing Request" saveButtonProps={saveButtonProps}>
      <Form {...formProps} onFinish={onFinish} layout="vertical" initialValues={{ commodity: 'electricity', active: true }}>
        <PricingRequestFields form={form} />
      </Form>
    </Create>
  );
}
