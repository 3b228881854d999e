import { useCan } from '@refinedev/core';
import { Button } from 'antd';
import { lazy } from 'react';
import { Link, useParams } from 'react-router';
import { pricedFacts, PricedTags } from '../../src/components/priced-record';
import { RecordPage, useRecordHead } from '../../src/components/record-page';
import { calendarDayOf } from '../../src/lib/calendar-day';
import { formatVolume } from '../../src/lib/labels';
import { t } from '../../src/lib/i18n';
import { ContractDetails } from './details';
import { renewalLink, type RenewableContract } from './renew';
import { STATUS_COLORS } from './statuses';

// The tabs other than Details load when first opened (RecordTabs): the file manager, the History's table.
const FileManager = lazy(() => import('../../src/components/file-manager').then((m) => ({ default: m.FileManager })));
const RecordHistory = lazy(() => import('../../src/components/history/record-history').then((m) => ({ default: m.RecordHistory })));

interface ContractHead extends RenewableContract {
  organization_id: string;
  status: string;
  rate: number | null;
  start_date: string | null;
  updated_at: string;
  account: { account_name: string } | null;
  retailer: { name: string } | null;
}

const HEAD_SELECT =
  'id, organization_id, account_id, number, status, commodity, rate, volume, start_date, end_date, updated_at, account:accounts(account_name), retailer:retailers(name)';

/**
 * /contracts/{id} 'Edit Contract': a header (number, status, commodity; account, retailer, rate, term;
 * Renew) over tabs — Details, Documents (CONTRACT and SITES), History.
 */
export default function ContractsEdit() {
  const { id = '' } = useParams();
  const { head, arrived, query, refetch } = useRecordHead<ContractHead>('contracts', id, HEAD_SELECT);
  const { data: canRenew } = useCan({ resource: 'pricing', action: 'CREATE' });
  const term = [calendarDayOf(head?.start_date), calendarDayOf(head?.end_date)].filter(Boolean).join(' → ');
  return (
    <RecordPage
      query={query}
      arrived={arrived}
      ready={Boolean(head) && canRenew !== undefined}
      unavailable={{ what: t('Contract'), listPath: '/contracts', listLabel: t('Back to View Contracts') }}
      title={head?.number ? t('Contract {number}', { number: head.number }) : t('Contract without a number')}
      tags={head && <PricedTags head={head} colors={STATUS_COLORS} />}
      facts={[
        ...pricedFacts(head),
        { label: t('Volume'), value: formatVolume(head?.volume, head?.commodity) },
        { label: t('Term'), value: term || '—' },
      ]}
      actions={
        head &&
        canRenew?.can && (
          <Link to={renewalLink(head)}>
            <Button>{t('Renew')}</Button>
          </Link>
        )
      }
      tabs={[
        { key: 'details', label: t('Details'), children: <ContractDetails id={id} onSaved={refetch} /> },
        {
          key: 'documents',
          label: t('Documents'),
          children: head && (
            <FileManager
              entity="contracts"
              entityId={head.id}
              organizationId={head.organization_id}
              types={['CONTRACT', 'SITES']}
              title={t('Documents')}
            />
          ),
        },
        {
          key: 'history',
          label: t('History'),
          destroyOnHidden: true,
          children: <RecordHistory table="contracts" id={id} version={head?.updated_at} />,
        },
      ]}
    />
  );
}
