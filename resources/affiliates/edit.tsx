import { Tag } from 'antd';
import { lazy } from 'react';
import { useParams } from 'react-router';
import { RecordPage, useRecordHead } from '../../src/components/record-page';
import { t } from '../../src/lib/i18n';
import { AffiliateDetails } from './details';

// The tabs other than Details load when first opened (RecordTabs): the users' and accounts' tables, the History's.
const MemberUsers = lazy(() => import('../../src/components/people/member-users').then((m) => ({ default: m.MemberUsers })));
const ReferredAccounts = lazy(() => import('./referred-accounts').then((m) => ({ default: m.ReferredAccounts })));
const RecordHistory = lazy(() => import('../../src/components/history/record-history').then((m) => ({ default: m.RecordHistory })));

interface AffiliateHead {
  id: string;
  name: string;
  active: boolean;
  organization_id: string;
  first_name: string | null;
  last_name: string | null;
  primary_email: string | null;
  phone: string | null;
  updated_at: string;
  organization: { name: string } | null;
}

const HEAD_SELECT =
  'id, name, active, organization_id, first_name, last_name, primary_email, phone, updated_at, organization:organizations(name)';

/**
 * /affiliates/{id} 'Edit Affiliate': a header (name, active; company, owner) over tabs — Details (the
 * form, the owner's invite), Users (affiliate admins), Referred accounts, History.
 */
export default function AffiliatesEdit() {
  const { id = '' } = useParams();
  const { head, arrived, query, refetch } = useRecordHead<AffiliateHead>('affiliates', id, HEAD_SELECT);
  const owner = [[head?.first_name, head?.last_name].filter(Boolean).join(' '), head?.primary_email, head?.phone]
    .filter(Boolean)
    .join(' · ');
  return (
    <RecordPage
      query={query}
      arrived={arrived}
      ready={Boolean(head)}
      unavailable={{ what: t('Affiliate'), listPath: '/affiliates', listLabel: t('Back to Affiliates') }}
      title={head?.name}
      tags={head && (head.active ? <Tag color="green">{t('Active')}</Tag> : <Tag>{t('Inactive')}</Tag>)}
      facts={[
        { label: t('Company'), value: head?.organization?.name ?? '—' },
        { label: t('Owner'), value: owner || '—' },
      ]}
      tabs={[
        { key: 'details', label: t('Details'), children: <AffiliateDetails id={id} onSaved={refetch} /> },
        {
          key: 'users',
          label: t('Users'),
          children: head && (
            <MemberUsers type="affiliate" record={id} organization={head.organization_id} roles={[2]} title={t('Affiliate Users')} />
          ),
        },
        { key: 'accounts', label: t('Referred accounts'), children: <ReferredAccounts affiliateId={id} /> },
        {
          key: 'history',
          label: t('History'),
          destroyOnHidden: true,
          children: <RecordHistory table="affiliates" id={id} version={head?.updated_at} />,
        },
      ]}
    />
  );
}
