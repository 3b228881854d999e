import { useTable } from '@refinedev/core';
import { Card } from 'antd';
import { activeTag, yesNoTag } from '../../src/components/list-columns';
import { ListTable, type ListColumn } from '../../src/components/list-table';
import { t } from '../../src/lib/i18n';
import { sectionTableProps } from '../../src/components/section-table';

interface AccountRow {
  id: string;
  account_name: string;
  service_city: string | null;
  active: boolean;
}

/** The accounts an affiliate referred (accounts.affiliate_id); a row opens its account. */
export function ReferredAccounts({ affiliateId }: { affiliateId: string }) {
  const table = useTable<AccountRow>({
    resource: 'accounts',
    syncWithLocation: false,
    filters: { permanent: [{ field: 'affiliate_id', operator: 'eq', value: affiliateId }] },
    sorters: { initial: [{ field: 'account_name', order: 'asc' }] },
    meta: { select: 'id, account_name, service_city, active' },
  });
  const columns: ListColumn<AccountRow>[] = [
    { key: 'account_name', dataIndex: 'account_name', title: t('Account'), width: 200, priority: 0, link: true },
    { key: 'service_city', dataIndex: 'service_city', title: t('City'), width: 130, priority: 1 },
    { key: 'active', dataIndex: 'active', title: t('Active'), width: 80, priority: 1, grow: false, render: yesNoTag },
  ];
  return (
    <Card title={t('Referred Accounts')}>
      <ListTable<AccountRow>
        label={t('Referred Accounts')}
        size="small"
        rowKey="id"
        columns={columns}
        rowLink={(a) => `/accounts/${a.id}`}
        card={{ lines: (a) => [a.service_city], status: (a) => activeTag(a.active) }}
        {...sectionTableProps(table, {
          error: (message) => t('Could not load accounts: {error}', { error: message }),
          empty: t('No referred accounts yet'),
        })}
      />
    </Card>
  );
}
