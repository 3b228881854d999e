import { useTable } from '@refinedev/core';
import { Card, Table } from 'antd';
import { Link } from 'react-router';
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
  return (
    <Card title={t('Referred Accounts')}>
      <Table<AccountRow>
        rowKey="id"
        dataSource={result.data}
        loading={tableQuery.isFetching}
        scroll={{ x: true }}
        locale={{
          emptyText: tableQuery.isError
            ? t('Could not load accounts: {error}', { error: tableQuery.error?.message })
            : t('No referred accounts yet'),
        }}
        pagination={{ current: currentPage, pageSize, total: result.total, onChange: (p) => setCurrentPage(p) }}
      >
        <Table.Column<AccountRow> title={t('Account')} render={(_, a) => <Link to={`/accounts/${a.id}`}>{a.account_name}</Link>} />
        <Table.Column<AccountRow> title={t('City')} dataIndex="service_city" />
        <Table.Column<AccountRow> title={t('Active')} render={(_, a) => (a.active ? 'Yes' : 'No')} />
      </Table>
    </Card>
  );
}
