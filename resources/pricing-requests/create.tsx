import { Create } from '../../src/components/crud/create-edit';
import { useCan } from '@refinedev/core';
import { Form } from 'antd';
import { lazy, Suspense, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { PricingRequestFields } from './form';
import { prefillFromQuery } from './prefill';
import { usePricingForm } from './use-pricing-form';
import { t } from '../../src/lib/i18n';

// The refusal's illustration loads only for the few who see it.
const Result = lazy(() => import('antd/es/result'));

/**
 * New Pricing Request (needs pricing.CREATE); after the save the edit page opens for products and documents.
 * A contract's "Renew" link prefills it through the query string.
 */
export default function PricingRequestsCreate() {
  const { form, formProps, saveButtonProps, onFinish, notices } = usePricingForm('create');
  const { data: can, isLoading } = useCan({ resource: 'pricing', action: 'CREATE' });
  const [params] = useSearchParams();
  const prefill = useMemo(() => prefillFromQuery(params), [params]);
  if (!isLoading && !can?.can)
    return (
      <Suspense>
        <Result status="403" title={t('You cannot create pricing requests')} subTitle={t('You need the pricing.CREATE permission.')} />
      </Suspense>
    );
  return (
    <Create title="New Pricing Request" saveButtonProps={saveButtonProps}>
      {notices}
      <Form {...formProps} onFinish={onFinish} layout="vertical" initialValues={{ commodity: 'electricity', active: true, ...prefill }}>
        <PricingRequestFields form={form} accountId={prefill.account_id} />
      </Form>
    </Create>
  );
}
