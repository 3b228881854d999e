import { useCan } from '@refinedev/core';
import { Button, Tag } from 'antd';
import { lazy, useEffect, useState } from 'react';
import { Link, useParams } from 'react-router';
import { RecordPage, useRecordHead } from '../../src/components/record-page';
import { personName } from '../../src/components/record-pickers';
import { AccountDetails } from './details';
import { countDuplicates } from './duplicates-api';
import { t } from '../../src/lib/i18n';

// The tabs other than Details load when first opened (RecordTabs): tables, file manager, signature pad.
const FileManager = lazy(() => import('../../src/components/file-manager').then((m) => ({ default: m.FileManager })));
const AccountPricingRequests = lazy(() => import('./linked-tables').then((m) => ({ default: m.AccountPricingRequests })));
const AccountSubmissions = lazy(() => import('./linked-tables').then((m) => ({ default: m.AccountSubmissions })));
const AccountContracts = lazy(() => import('./linked-tables').then((m) => ({ default: m.AccountContracts })));
const AccountTasks = lazy(() => import('./tasks').then((m) => ({ default: m.AccountTasks })));
const AccountSignature = lazy(() => import('./signature').then((m) => ({ default: m.AccountSignature })));
const RecordHistory = lazy(() => import('../../src/components/history/record-history').then((m) => ({ default: m.RecordHistory })));

interface AccountHead {
  id: string;
  organization_id: string;
  account_name: string;
  active: boolean;
  signature_status: string | null;
  contact_first_name: string | null;
  contact_last_name: string | null;
  contact_email: string | null;
  contact_phone: string | null;
  service_city: string | null;
  updated_at: string;
  partner: { name: string } | null;
  affiliate: { name: string } | null;
  rep: { first_name: string | null; last_name: string | null; email: string | null } | null;
  sales_rep: string | null;
}

/**
 * "New pricing request" from an account (issue 26, item 6): the form opens on this account, named after it,
 * with its sales rep (resources/pricing-requests/prefill.ts reads these).
 */
function newRequestParams(id: string, head: AccountHead | undefined): string {
  const q = new URLSearchParams({ account_id: id });
  if (head?.account_name) q.set('name', head.account_name);
  if (head?.sales_rep) q.set('sales_rep', head.sales_rep);
  return q.toString();
}

const HEAD_SELECT =
  'id, organization_id, account_name, active, signature_status, contact_first_name, contact_last_name, contact_email, contact_phone, service_city, sales_rep, updated_at, partner:partners(name), affiliate:affiliates(name), rep:profiles!accounts_sales_rep_fkey(first_name, last_name, email)';

/** "Possible duplicates: N", linking to /accounts/duplicate/{id}; flags a new account as soon as it opens. */
function DuplicatesTag({ id }: { id: string }) {
  const [n, setN] = useState(0);
  useEffect(() => {
    countDuplicates(id).then(setN, () => setN(0));
  }, [id]);
  if (!n) return null;
  return (
    <Link to={`/accounts/duplicate/${id}`}>
      <Tag color="orange">{t('Possible duplicates: {n}', { n })}</Tag>
    </Link>
  );
}

/**
 * /accounts/{id} 'Edit Account': a header (name, status, partner, rep, contact; new request or
 * submission) over tabs — Details, Pricing requests, Submissions, Contracts, Tasks, Photos, Files,
 * Signature, History — the open one kept in the URL (`?tab=tasks`).
 */
export default function AccountsEdit() {
  const { id = '' } = useParams();
  const { head: result, arrived, query, refetch } = useRecordHead<AccountHead>('accounts', id, HEAD_SELECT);
  const { data: canRequest } = useCan({ resource: 'pricing', action: 'CREATE' });
  const org = result?.organization_id;
  const contact = [result?.contact_first_name, result?.contact_last_name].filter(Boolean).join(' ');
  const reach = [result?.contact_phone, result?.contact_email].filter(Boolean).join(' · ');
  return (
    <RecordPage
      query={query}
      arrived={arrived}
      ready={Boolean(result) && canRequest !== undefined}
      unavailable={{ what: t('Account'), listPath: '/accounts', listLabel: t('Back to Your Accounts') }}
      title={result?.account_name}
      tags={
        result && (
          <>
            {result.active ? <Tag color="green">{t('Active')}</Tag> : <Tag>{t('Inactive')}</Tag>}
            {result.signature_status === 'signed' ? <Tag color="blue">{t('Signed')}</Tag> : <Tag>{t('Not signed')}</Tag>}
            {result.active && <DuplicatesTag id={id} />}
          </>
        )
      }
      facts={[
        {
          label: result?.affiliate && !result.partner ? t('Affiliate') : t('Partner'),
          value: result?.partner?.name ?? result?.affiliate?.name ?? '—',
        },
        { label: t('Sales rep'), value: personName(result?.rep) || '—' },
        { label: t('Contact'), value: [contact, reach].filter(Boolean).join(' — ') || '—' },
        { label: t('City'), value: result?.service_city ?? '—' },
      ]}
      actions={
        canRequest?.can && (
          <>
            <Link to={`/pricing-requests/new?${newRequestParams(id, result)}`}>
              <Button>{t('New pricing request')}</Button>
            </Link>
            <Link to={`/matrix-submissions/new?account_id=${id}`}>
              <Button>{t('New contract submission')}</Button>
            </Link>
          </>
        )
      }
      tabs={[
        { key: 'details', label: t('Details'), children: <AccountDetails id={id} onSaved={refetch} /> },
        {
          key: 'pricing',
          label: t('Pricing requests'),
          children: <AccountPricingRequests accountId={id} newPath={`/pricing-requests/new?${newRequestParams(id, result)}`} />,
        },
        { key: 'submissions', label: t('Contract submissions'), children: <AccountSubmissions accountId={id} /> },
        { key: 'contracts', label: t('Contracts'), children: <AccountContracts accountId={id} /> },
        { key: 'tasks', label: t('Tasks'), children: org && <AccountTasks accountId={id} organizationId={org} /> },
        {
          key: 'photos',
          label: t('Photos'),
          children: org && <FileManager entity="accounts" entityId={id} organizationId={org} kind="photos" title={t('Photos')} />,
        },
        {
          key: 'files',
          label: t('Files'),
          children: org && <FileManager entity="accounts" entityId={id} organizationId={org} title={t('Files')} />,
        },
        { key: 'signature', label: t('Signature'), children: <AccountSignature id={id} /> },
        {
          key: 'history',
          label: t('History'),
          destroyOnHidden: true,
          children: <RecordHistory table="accounts" id={id} version={result?.updated_at} />,
        },
      ]}
    />
  );
}
