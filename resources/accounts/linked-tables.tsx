import { useTable } from '../../src/components/crud/list-hooks';
import { Button, Flex, Table, Tag } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatCalendarDate } from '../../src/lib/calendar-date';
import { formatDate } from '../../src/lib/dates';
import { codeLabel, formatRate } from '../../src/lib/labels';
import { t } from '../../src/lib/i18n';

interface Column {
  key: string;
  title: string;
  render?: (row: Record<string, unknown>) => ReactNode;
}

interface Props {
  title: string;
  resource: string;
  accountId: string;
  /** Path of one row, e.g. (id) => `/pricing-requests/${id}`. */
  rowPath: (id: string) => string;
  newPath?: string;
  select?: string;
  columns: Column[];
}

/**
 * A server-paged table of an account's pricing requests, submissions or contracts, linking to each; no
 * paginator while they fit on one page.
 */
function LinkedTable({ title, resource, accountId, rowPath, newPath, select, columns }: Props) {
  const { tableProps } = useTable<Record<string, unknown>>({
    resource,
    syncWithLocation: false,
    filters: { permanent: [{ field: 'account_id', operator: 'eq', value: accountId }] },
    sorters: { initial: [{ field: 'created_at', order: 'desc' }] },
    pagination: { pageSize: 10 },
    meta: select ? { select } : undefined,
  });
  return (
    <Flex vertical gap={8} data-testid={`account-${resource}`}>
      {newPath && (
        <Flex justify="flex-end">
          <Link to={newPath}>
            <Button type="primary">{t('New')}</Button>
          </Link>
        </Flex>
      )}
      <Table
        {...tableProps}
        pagination={tableProps.pagination && { ...tableProps.pagination, hideOnSinglePage: true }}
        rowKey="id"
        size="small"
        scroll={{ x: true }}
        locale={{ emptyText: tableProps.loading ? ' ' : t('No {what} yet', { what: title.toLowerCase() }) }}
      >
        {columns.map((c) => (
          <Table.Column
            key={c.key}
            title={c.title}
            dataIndex={c.key}
            render={(_, row: Record<string, unknown>) => (c.render ? c.render(row) : String(row[c.key] ?? '—'))}
          />
        ))}
        <Table.Column
          key="open"
          title=""
          render={(_, row: Record<string, unknown>) => (
            <Link to={rowPath(String(row.id))}>
              <Button size="small">{t('Open')}</Button>
            </Link>
          )}
        />
      </Table>
    </Flex>
  );
}

/** A timestamp column (created_at), in the display zone. */
const date = (key: string) => (row: Record<string, unknown>) => (row[key] ? formatDate(row[key] as string) : '—');
/** A calendar-date column (start, end): the stored day, whatever the viewer's zone. */
const day = (key: string) => (row: Record<string, unknown>) => formatCalendarDate(row[key] as string | null) || '—';
const tag = (key: string) => (row: Record<string, unknown>) => <Tag>{codeLabel(row[key] as string | null)}</Tag>;
const label = (key: string) => (row: Record<string, unknown>) => codeLabel(row[key] as string | null);
const rate = (row: Record<string, unknown>) => formatRate(row.rate as number | null, row.commodity as string | null);
const retailer = (row: Record<string, unknown>) => (row.retailer as { name?: string } | null)?.name ?? '—';

/** The account's pricing requests. */
export function AccountPricingRequests({ accountId }: { accountId: string }) {
  return (
    <LinkedTable
      title={t('Pricing requests')}
      resource="pricing_requests"
      accountId={accountId}
      rowPath={(id) => `/pricing-requests/${id}`}
      newPath={`/pricing-requests/new?account_id=${accountId}`}
      columns={[
        { key: 'name', title: t('Name') },
        { key: 'commodity', title: t('Commodity'), render: label('commodity') },
        { key: 'created_at', title: t('Created'), render: date('created_at') },
      ]}
    />
  );
}

/** The account's contract submissions. */
export function AccountSubmissions({ accountId }: { accountId: string }) {
  return (
    <LinkedTable
      title={t('Contract submissions')}
      resource="matrix_submissions"
      accountId={accountId}
      select="id, status, commodity, rate, term_months, start_date, created_at, retailer:retailers(name)"
      rowPath={(id) => `/matrix-submissions/${id}`}
      newPath={`/matrix-submissions/new?account_id=${accountId}`}
      columns={[
        { key: 'retailer', title: t('Retailer'), render: retailer },
        { key: 'rate', title: t('Rate'), render: rate },
        { key: 'start_date', title: t('Start'), render: day('start_date') },
        { key: 'status', title: t('Status'), render: tag('status') },
      ]}
    />
  );
}

/** The account's contracts. */
export function AccountContracts({ accountId }: { accountId: string }) {
  return (
    <LinkedTable
      title={t('Contracts')}
      resource="contracts"
      accountId={accountId}
      select="id, number, status, commodity, rate, start_date, end_date, created_at, retailer:retailers(name)"
      rowPath={(id) => `/contracts/${id}`}
      columns={[
        { key: 'number', title: t('Number') },
        { key: 'retailer', title: t('Retailer'), render: retailer },
        { key: 'start_date', title: t('Start'), render: day('start_date') },
        { key: 'end_date', title: t('Ends'), render: day('end_date') },
        { key: 'status', title: t('Status'), render: tag('status') },
      ]}
    />
  );
}
