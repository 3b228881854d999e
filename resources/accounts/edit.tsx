import { useCan, useOne } from '@refinedev/core';
import { Button, Card, Flex, Tag } from 'antd';
import { lazy, useDeferredValue, useEffect, useState } from 'react';
import { Link, useParams } from 'react-router';
import { PageSpinner } from '../../src/components/page-spinner';
import { RecordHeader } from '../../src/components/record-header';
import { RecordTabs } from '../../src/components/record-tabs';
import { RecordUnavailable, recordMissing } from '../../src/components/record-unavailable';
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
}

const HEAD_SELECT =
  'id, organization_id, account_name, active, signature_status, contact_first_name, contact_last_name, contact_email, contact_phone, service_city, updated_at, partner:partners(name), affiliate:affiliates(name), rep:profiles!accounts_sales_rep_fkey(first_name, last_name, email)';

/** "Possible duplicates: N", linking to /accounts/duplicate/{id}; flags a new account as soon as it opens. */
function DuplicatesTag({ id }: { id: string }) {
  const [n, setN] = useState(0);
  useEffect(() => {
    countDuplicates(id).then(setN, () => setN(0));
  }, [id]);
  if (!n) return null;
  return (
    <Link to={`/accounts/duplicate/${id}`}>
      <Tag color="orange">Possible duplicates: {n}</Tag>
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
  const { result: arrived, query } = useOne<AccountHead>({ resource: 'accounts', id, meta: { select: HEAD_SELECT } });
  // The page (header, tabs, details form) renders as a transition when the record arrives: in slices,
  // not one long task (Lighthouse's Total Blocking Time).
  const result = useDeferredValue(arrived);
  const { data: canRequest } = useCan({ resource: 'pricing', action: 'CREATE' });
  if (recordMissing(query, arrived?.id))
    return <RecordUnavailable what="Account" listPath="/accounts" listLabel={t('Back to Your Accounts')} />;
  // The header and tabs appear together with the record and the user's rights: laid out before them,
  // the header would grow (a long name wraps the actions below it) and push the tabs down.
  if (!result || canRequest === undefined) return <PageSpinner />;
  const org = result?.organization_id;
  const contact = [result?.contact_first_name, result?.contact_last_name].filter(Boolean).join(' ');
  const reach = [result?.contact_phone, result?.contact_email].filter(Boolean).join(' · ');
  return (
    <Flex vertical gap={16}>
      <RecordHeader
        title={result?.account_name ?? ' '}
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
              <Link to={`/pricing-requests/new?account_id=${id}`}>
                <Button>{t('New pricing request')}</Button>
              </Link>
              <Link to={`/matrix-submissions/new?account_id=${id}`}>
                <Button>{t('New submission')}</Button>
              </Link>
            </>
          )
        }
      />
      <Card size="small">
        <RecordTabs
          defaultKey="details"
          items={[
            { key: 'details', label: t('Details'), children: <AccountDetails id={id} onSaved={() => void query.refetch()} /> },
            { key: 'pricing', label: t('Pricing requests'), children: <AccountPricingRequests accountId={id} /> },
            { key: 'submissions', label: t('Submissions'), children: <AccountSubmissions accountId={id} /> },
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
      </Card>
    </Flex>
  );
}
