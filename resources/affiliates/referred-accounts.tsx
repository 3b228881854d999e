import { useTable } from '@refinedev/core';
import { Card } from 'antd';
import { Link } from 'react-router';
import { LightTable, type LightColumn } from '../../src/components/light-table';
import { t } from '../../src/lib/i18n';

interface AccountRow {
  id: string;
  account_name: string;
  service_city: string | null;
  active: boolean;
}

/** The accounts an affiliate referred (accounts.affiliate_id). */
export function ReferredAccounts({ affiliateId }: { affiliateId: string }) {
  const { result, tableQuery, currentPage, setCurrentPage, pageSize } = useTable<AccountRow>({
    resource: 'accounts',
    syncWithLocation: false,
    filters: { permanent: [{ field: 'affiliate_id', operator: 'eq', value: affiliateId }] },
    sorters: { initial: [{ field: 'account_name', order: 'asc' }] },
    meta: { select: 'id, account_name, service_city, active' },
  });
  const columns: LightColumn<AccountRow>[] = [
    { key: 'account', title: t('Account'), render: (a) => <Link to={`/accounts/${a.id}`}>{a.account_name}</Link> },
    { key: 'city', title: t('City'), render: (a) => a.service_city },
    { key: 'active', title: t('Active'), render: (a) => (a.active ? 'Yes' : 'No') },
  ];
  return (
    <Card title={t('Referred Accounts')}>
      <LightTable<AccountRow>
        rowKey={(a) => a.id}
        rows={result.data}
        columns={columns}
        loading={tableQuery.isFetching}
        empty={
          tableQuery.isError ? t('Could not load accounts: {error}', { error: tableQuery.error?.message }) : t('No referred accounts yet')
        }
        pagination={{ page: currentPage, pageSize, total: result.total ?? 0, onChange: setCurrentPage }}
      />
    </Card>
  );
}
