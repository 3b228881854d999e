import { useList } from '@refinedev/core';
import { lazy } from 'react';
import { useParams } from 'react-router';
import { pricedFacts, PricedTags } from '../../src/components/priced-record';
import { RecordPage, useRecordHead } from '../../src/components/record-page';
import { calendarDayOf } from '../../src/lib/calendar-day';
import { formatVolume } from '../../src/lib/labels';
import { plural, t } from '../../src/lib/i18n';
import { SubmissionDetails } from './details';
import { StatusBar } from './status-bar';
import { STATUS_COLORS, type SubmissionStatus } from './status-flow';

// The tabs other than Details load when first opened (RecordTabs): the file manager, the History's table.
const FileManager = lazy(() => import('../../src/components/file-manager').then((m) => ({ default: m.FileManager })));
const RecordHistory = lazy(() => import('../../src/components/history/record-history').then((m) => ({ default: m.RecordHistory })));

interface SubmissionHead {
  id: string;
  organization_id: string;
  account_id: string;
  status: SubmissionStatus;
  commodity: string;
  rate: number | null;
  term_months: number | null;
  start_date: string | null;
  annual_volume: number | null;
  updated_at: string;
  account: { account_name: string } | null;
  retailer: { name: string } | null;
}

const HEAD_SELECT =
  'id, organization_id, account_id, status, commodity, rate, term_months, start_date, annual_volume, updated_at, account:accounts(account_name), retailer:retailers(name)';

/**
 * /matrix-submissions/{id} 'Edit Contract Submission': a header (account, status, commodity; retailer,
 * rate, term, start; the status moves and the contract) over tabs — Details, Documents (matrix, LOA,
 * invoices, sites), History (status changes included).
 */
export default function SubmissionsEdit() {
  const { id = '' } = useParams();
  const { head, arrived, query, refetch } = useRecordHead<SubmissionHead>('matrix_submissions', id, HEAD_SELECT);
  const { result: contracts, query: contractsQuery } = useList<{ id: string }>({
    resource: 'contracts',
    filters: [{ field: 'matrix_submission_id', operator: 'eq', value: id }],
    queryOptions: { enabled: Boolean(id) },
    meta: { select: 'id' },
  });
  return (
    <RecordPage
      query={query}
      arrived={arrived}
      ready={Boolean(head) && !contractsQuery.isLoading}
      unavailable={{ what: t('Contract submission'), listPath: '/matrix-submissions', listLabel: t('Back to Your Contract Submissions') }}
      title={head?.account?.account_name ?? t('Contract submission')}
      tags={head && <PricedTags head={head} colors={STATUS_COLORS} statusTestId="submission-status" />}
      facts={[
        ...pricedFacts(head),
        { label: t('Term'), value: head?.term_months ? plural(head.term_months, '{n} month', '{n} months') : '—' },
        { label: t('Start date'), value: calendarDayOf(head?.start_date) || '—' },
        { label: t('Annual volume'), value: formatVolume(head?.annual_volume, head?.commodity) },
      ]}
      actions={
        head && <StatusBar id={head.id} status={head.status} updatedAt={head.updated_at} contractId={contracts?.data?.[0]?.id ?? null} />
      }
      tabs={[
        {
          key: 'details',
          label: t('Details'),
          children: <SubmissionDetails id={id} locked={head?.status === 'approved'} onSaved={refetch} />,
        },
        {
          key: 'documents',
          label: t('Documents'),
          children: head && (
            <FileManager
              entity="matrix_submissions"
              entityId={head.id}
              organizationId={head.organization_id}
              types={['MATRIX', 'LOA', 'INVOICES', 'SITES']}
              title={t('Matrix, LOA, invoices and sites')}
            />
          ),
        },
        {
          key: 'history',
          label: t('History'),
          destroyOnHidden: true,
          children: <RecordHistory table="matrix_submissions" id={id} version={head?.updated_at} />,
        },
      ]}
    />
  );
}
