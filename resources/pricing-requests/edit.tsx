import { SaveButton } from '../../src/components/crud/save-button';
import { useCan } from '@refinedev/core';
import { Alert, Card, Flex, Form, Tag } from 'antd';
import { lazy } from 'react';
import { Link, useParams } from 'react-router';
import { PageSpinner } from '../../src/components/page-spinner';
import { RecordHeader } from '../../src/components/record-header';
import { RecordTabs } from '../../src/components/record-tabs';
import { RecordUnavailable, recordMissing } from '../../src/components/record-unavailable';
import { personName } from '../../src/components/record-pickers';
import { calendarDayOf } from '../../src/lib/calendar-day';
import { codeLabel, formatVolume } from '../../src/lib/labels';
import { PricingRequestFields } from './form';
import { usePricingForm } from './use-pricing-form';
import { WelcomeEmailButton } from './welcome-email-button';
import { t } from '../../src/lib/i18n';
import { useRevealed } from '../../src/components/use-revealed';

// The tabs other than Details load when first opened (RecordTabs).
const Products = lazy(() => import('./products').then((m) => ({ default: m.Products })));
const Proposals = lazy(() => import('./proposals').then((m) => ({ default: m.Proposals })));
const Documents = lazy(() => import('./documents').then((m) => ({ default: m.Documents })));
const RecordHistory = lazy(() => import('../../src/components/history/record-history').then((m) => ({ default: m.RecordHistory })));

/**
 * Edit Pricing Request: a header (name, status, account, volume, start, rep; the welcome e-mail) over
 * tabs — Details (the form and its Save), Products, Proposals, Documents (these three save as they go),
 * History (the request's changes with its products' and proposals').
 */
export default function PricingRequestsEdit() {
  const { id } = useParams();
  const { form, formProps, saveButtonProps, onFinish, record, query, liveNotice } = usePricingForm('edit', id);
  const { data: can } = useCan({ resource: 'pricing', action: 'EDIT' });
  const readOnly = can ? !can.can : true;
  // The page renders once the record and the rights are known, in slices (src/components/use-revealed.ts).
  const revealed = useRevealed(Boolean(record) && can !== undefined);

  if (recordMissing(query, record))
    return <RecordUnavailable what="Pricing request" listPath="/pricing-requests" listLabel={t('Back to Your Pricing Requests')} />;
  // The header and tabs appear together with the record and the user's rights (no layout shift).
  if (!record || can === undefined || !revealed) return <PageSpinner />;

  return (
    <Flex vertical gap={16}>
      <RecordHeader
        title={record?.name ?? ' '}
        tags={
          record && (
            <>
              {record.active ? <Tag color="green">{t('Active')}</Tag> : <Tag>{t('Inactive')}</Tag>}
              <Tag>{codeLabel(record.commodity)}</Tag>
            </>
          )
        }
        facts={[
          {
            label: t('Account'),
            value: record?.accounts ? <Link to={`/accounts/${record.accounts.id}`}>{record.accounts.account_name}</Link> : '—',
          },
          { label: t('Total volume'), value: formatVolume(record?.total_volume, record?.commodity) },
          { label: t('Requested start'), value: calendarDayOf(record?.requested_start_date) || '—' },
          { label: t('Sales rep'), value: personName(record?.rep) || '—' },
        ]}
        actions={record && <WelcomeEmailButton request={record} disabled={readOnly} />}
      />
      {liveNotice}
      {readOnly && <Alert type="info" showIcon message={t('You can view this pricing request; editing needs pricing.EDIT.')} />}
      {record && (
        <Card size="small">
          <RecordTabs
            defaultKey="details"
            items={[
              {
                key: 'details',
                label: t('Details'),
                children: (
                  <Form {...formProps} onFinish={onFinish} layout="vertical">
                    <PricingRequestFields form={form} accountId={record.account_id} disabled={readOnly} />
                    <Flex justify="flex-end">
                      <SaveButton {...saveButtonProps} disabled={readOnly || saveButtonProps.disabled} />
                    </Flex>
                  </Form>
                ),
              },
              {
                key: 'products',
                label: t('Products'),
                children: <Products requestId={record.id} commodity={record.commodity ?? 'electricity'} readOnly={readOnly} />,
              },
              { key: 'proposals', label: t('Proposals'), children: <Proposals request={record} readOnly={readOnly} /> },
              { key: 'documents', label: t('Documents'), children: <Documents request={record} readOnly={readOnly} /> },
              {
                key: 'history',
                label: t('History'),
                destroyOnHidden: true,
                children: <RecordHistory table="pricing_requests" id={record.id} version={record.updated_at} />,
              },
            ]}
          />
        </Card>
      )}
    </Flex>
  );
}
