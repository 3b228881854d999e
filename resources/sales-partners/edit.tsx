import { Tag } from 'antd';
import { lazy } from 'react';
import { useParams } from 'react-router';
import { RecordPage, useRecordHead } from '../../src/components/record-page';
import { personName } from '../../src/lib/person-name';
import { partnerStatusLabel } from '../../src/lib/labels';
import { t } from '../../src/lib/i18n';
import { PartnerDetails } from './details';
import { ACTIVE_STATUS } from './form';

// The tabs other than Details load when first opened (RecordTabs): the users' table, the History's.
const MemberUsers = lazy(() => import('../../src/components/people/member-users').then((m) => ({ default: m.MemberUsers })));
const RecordHistory = lazy(() => import('../../src/components/history/record-history').then((m) => ({ default: m.RecordHistory })));

interface PartnerHead {
  id: string;
  name: string;
  active: boolean;
  status: number;
  organization_id: string;
  first_name: string | null;
  last_name: string | null;
  primary_email: string | null;
  phone: string | null;
  updated_at: string;
  organization: { name: string } | null;
  partner_status: { name: string } | null;
  regional: { first_name: string | null; last_name: string | null; email: string | null } | null;
}

const HEAD_SELECT =
  'id, name, active, status, organization_id, first_name, last_name, primary_email, phone, updated_at, organization:organizations(name), partner_status:partner_statuses(name), regional:profiles!partners_regional_manager_fkey(first_name, last_name, email)';

/**
 * /sales-partners/{id} 'Edit Sales Partner': a header (name, active, pipeline status; company, owner,
 * regional manager) over tabs — Details (the form, the owner's invite), Users (partner admins and sales
 * reps), History.
 */
export default function SalesPartnersEdit() {
  const { id = '' } = useParams();
  const { head, arrived, query, refetch } = useRecordHead<PartnerHead>('partners', id, HEAD_SELECT);
  const owner = [[head?.first_name, head?.last_name].filter(Boolean).join(' '), head?.primary_email, head?.phone]
    .filter(Boolean)
    .join(' · ');
  return (
    <RecordPage
      query={query}
      arrived={arrived}
      ready={Boolean(head)}
      unavailable={{ what: t('Sales partner'), listPath: '/sales-partners', listLabel: t('Back to Your Sales Partners') }}
      title={head?.name}
      tags={
        head && (
          <>
            {head.active ? <Tag color="green">{t('Active')}</Tag> : <Tag>{t('Inactive')}</Tag>}
            <Tag color={head.status === ACTIVE_STATUS ? 'blue' : undefined}>
              {partnerStatusLabel(head.status, head.partner_status?.name)}
            </Tag>
          </>
        )
      }
      facts={[
        { label: t('Company'), value: head?.organization?.name ?? '—' },
        { label: t('Owner'), value: owner || '—' },
        { label: t('Regional manager'), value: personName(head?.regional) || '—' },
      ]}
      tabs={[
        { key: 'details', label: t('Details'), children: <PartnerDetails id={id} onSaved={refetch} /> },
        {
          key: 'users',
          label: t('Users'),
          children: head && (
            <MemberUsers type="partner" record={id} organization={head.organization_id} roles={[3, 7]} title={t('Partner Users')} />
          ),
        },
        {
          key: 'history',
          label: t('History'),
          destroyOnHidden: true,
          children: <RecordHistory table="partners" id={id} version={head?.updated_at} />,
        },
      ]}
    />
  );
}
