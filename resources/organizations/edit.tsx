import { Tag } from 'antd';
import { lazy } from 'react';
import { useParams } from 'react-router';
import { RecordPage, useRecordHead } from '../../src/components/record-page';
import { t } from '../../src/lib/i18n';
import { OrganizationDetails } from './details';

// The tabs other than Details load when first opened (RecordTabs): members, storage use, the History's table.
const StorageUsage = lazy(() => import('./storage-usage').then((m) => ({ default: m.StorageUsage })));
const OrganizationMembers = lazy(() => import('./members').then((m) => ({ default: m.OrganizationMembers })));
const RecordHistory = lazy(() => import('../../src/components/history/record-history').then((m) => ({ default: m.RecordHistory })));

interface OrganizationHead {
  id: string;
  name: string;
  active: boolean;
  city: string | null;
  state: string | null;
  phone: string | null;
  email: string | null;
  website: string | null;
  updated_at: string;
}

const HEAD_SELECT = 'id, name, active, city, state, phone, email, website, updated_at';

/** A website as a link when it is one (http or https), else as text: never a `javascript:` link. */
function Website({ url }: { url: string | null | undefined }) {
  if (!url) return <>—</>;
  return /^https?:\/\//i.test(url) ? (
    <a href={url} target="_blank" rel="noreferrer noopener">
      {url}
    </a>
  ) : (
    <>{url}</>
  );
}

/**
 * /admin/organizations/{id} 'Edit Company': a header (name, active; city, phone, e-mail, website) over
 * tabs — Details (the form, the logo), Members, Storage (use of the 5 GiB quota), History.
 */
export default function OrganizationsEdit() {
  const { id = '' } = useParams();
  const { head, arrived, query, refetch } = useRecordHead<OrganizationHead>('organizations', id, HEAD_SELECT);
  return (
    <RecordPage
      query={query}
      arrived={arrived}
      ready={Boolean(head)}
      unavailable={{ what: t('Company'), listPath: '/admin/organizations', listLabel: t('Back to Your Company') }}
      title={head?.name}
      tags={head && (head.active ? <Tag color="green">{t('Active')}</Tag> : <Tag>{t('Inactive')}</Tag>)}
      facts={[
        { label: t('City'), value: [head?.city, head?.state].filter(Boolean).join(', ') || '—' },
        { label: t('Phone'), value: head?.phone || '—' },
        { label: t('E-mail'), value: head?.email || '—' },
        { label: t('Website'), value: <Website url={head?.website} /> },
      ]}
      tabs={[
        { key: 'details', label: t('Details'), children: <OrganizationDetails id={id} onSaved={refetch} /> },
        { key: 'members', label: t('Members'), children: <OrganizationMembers organizationId={id} /> },
        { key: 'storage', label: t('Storage'), children: <StorageUsage organizationId={id} /> },
        {
          key: 'history',
          label: t('History'),
          destroyOnHidden: true,
          children: <RecordHistory table="organizations" id={id} version={head?.updated_at} />,
        },
      ]}
    />
  );
}
