import { useTable } from '../../src/components/crud/list-hooks';
import { PlusOutlined } from '@ant-design/icons';
import { Button, Flex, Tag } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ListTable, type ListColumn } from '../../src/components/list-table';
import { formatCalendarDate } from '../../src/lib/calendar-date';
import { formatDate } from '../../src/lib/dates';
import { codeLabel, formatRate } from '../../src/lib/labels';
import { t } from '../../src/lib/i18n';

type LinkedRow = Record<string, unknown> & { id: string };

interface Column {
  key: string;
  title: string;
  width: number;
  priority: number;
  grow?: boolean;
  render?: (row: LinkedRow) => ReactNode;
}

interface Props {
  title: string;
  resource: string;
  accountId: string;
  /** Path of one row, e.g. (id) => `/pricing-requests/${id}`. */
  rowPath: (id: string) => string;
  newPath?: string;
  /** The create button's words ("New pricing request"). */
  newLabel?: string;
  select?: string;
  /** The first is the row's name (a link to its page). */
  columns: Column[];
  /** A phone card's facts and status. */
  card: { lines: (row: LinkedRow) => ReactNode[]; status?: (row: LinkedRow) => ReactNode };
}

/**
 * A server-paged table of an account's pricing requests, submissions or contracts: a row opens its
 * record (its name is the link); no paginator while they fit on one page.
 */
function LinkedTable({ title, resource, accountId, rowPath, newPath, newLabel, select, columns, card }: Props) {
  const { tableProps, tableQuery } = useTable<LinkedRow>({
    resource,
    syncWithLocation: false,
    filters: { permanent: [{ field: 'account_id', operator: 'eq', value: accountId }] },
    sorters: { initial: [{ field: 'created_at', order: 'desc' }] },
    pagination: { pageSize: 10 },
    meta: select ? { select } : undefined,
  });
  const listColumns: ListColumn<LinkedRow>[] = columns.map((c, i) => ({
    key: c.key,
    dataIndex: c.key,
    title: c.title,
    width: c.width,
    priority: i === 0 ? 0 : c.priority,
    grow: c.grow,
    link: i === 0,
    render: (_: unknown, row: LinkedRow) => (c.render ? c.render(row) : String(row[c.key] ?? '—')),
  }));
  return (
    <Flex vertical gap={8} data-testid={`account-${resource}`}>
      {newPath && (
        <Flex justify="flex-end">
          <Link to={newPath}>
            <Button type="primary" icon={<PlusOutlined />}>
              {newLabel}
            </Button>
          </Link>
        </Flex>
      )}
      <ListTable<LinkedRow>
        {...tableProps}
        label={title}
        size="small"
        rowKey="id"
        pagination={tableProps.pagination && { ...tableProps.pagination, hideOnSinglePage: true }}
        columns={listColumns}
        rowLink={(row) => rowPath(row.id)}
        card={card}
        error={tableQuery.isError && t('Could not load this list: {error}', { error: tableQuery.error?.message })}
        emptyText={t('No {what} yet', { what: title.toLowerCase() })}
      />
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

/** The account's pricing requests; "New" opens New Pricing Request with `newPath`'s prefill (the account's name and rep). */
export function AccountPricingRequests({ accountId, newPath }: { accountId: string; newPath?: string }) {
  return (
    <LinkedTable
      title={t('Pricing requests')}
      resource="pricing_requests"
      accountId={accountId}
      rowPath={(id) => `/pricing-requests/${id}`}
      newPath={newPath ?? `/pricing-requests/new?account_id=${accountId}`}
      newLabel={t('New pricing request')}
      columns={[
        { key: 'name', title: t('Name'), width: 200, priority: 0 },
        { key: 'commodity', title: t('Commodity'), width: 120, priority: 2, grow: false, render: label('commodity') },
        { key: 'created_at', title: t('Created'), width: 110, priority: 1, grow: false, render: date('created_at') },
      ]}
      card={{ lines: (row) => [label('commodity')(row), date('created_at')(row)] }}
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
      newLabel={t('New contract submission')}
      columns={[
        { key: 'retailer', title: t('Retailer'), width: 160, priority: 0, render: retailer },
        { key: 'rate', title: t('Rate'), width: 130, priority: 2, grow: false, render: rate },
        { key: 'start_date', title: t('Start'), width: 110, priority: 1, grow: false, render: day('start_date') },
        { key: 'status', title: t('Status'), width: 110, priority: 1, grow: false, render: tag('status') },
      ]}
      card={{ lines: (row) => [[rate(row), day('start_date')(row)].join(' · ')], status: tag('status') }}
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
        { key: 'number', title: t('Number'), width: 130, priority: 0, render: (row) => (row.number as string | null) ?? t('No number') },
        { key: 'retailer', title: t('Retailer'), width: 150, priority: 2, render: retailer },
        { key: 'start_date', title: t('Start'), width: 110, priority: 3, grow: false, render: day('start_date') },
        { key: 'end_date', title: t('Ends'), width: 110, priority: 1, grow: false, render: day('end_date') },
        { key: 'status', title: t('Status'), width: 110, priority: 1, grow: false, render: tag('status') },
      ]}
      card={{ lines: (row) => [retailer(row), `${t('Ends')} ${day('end_date')(row)}`], status: tag('status') }}
    />
  );
}
