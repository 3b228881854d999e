import { List } from '../../src/components/crud/list';
import { useTable } from '../../src/components/crud/list-hooks';
import type { CrudFilter } from '@refinedev/core';
import { Alert, Select, Space, Tag } from 'antd';
import { Link } from 'react-router';
import { ListFilterBar } from '../../src/components/list-filter-bar';
import { ListTable, type ListColumn } from '../../src/components/list-table';
import { personName } from '../../src/components/record-pickers';
import { useIdentity } from '../../src/components/route-guard';
import { formatCalendarDate } from '../../src/lib/calendar-date';
import { isoDateInDays } from '../../src/lib/dates';
import { codeLabel } from '../../src/lib/labels';
import { totalLabel } from '../../src/lib/list-strategy';
import { t, tk } from '../../src/lib/i18n';

interface Row {
  id: string;
  title: string;
  status: string;
  due_date: string | null;
  account_id: string;
  account: { account_name: string } | null;
  assignee: { first_name: string | null; last_name: string | null; email: string | null } | null;
}

const SELECT =
  'id, title, status, due_date, account_id, account:accounts(account_name), assignee:profiles!tasks_assigned_to_fkey(first_name, last_name, email)';

/** Catalogue keys, shown through t(). */
const STATUS_LABELS: Record<string, string> = {
  open: tk('Open|status'),
  in_progress: tk('In progress'),
  done: tk('Done|task'),
  cancelled: tk('Cancelled|task'),
};
const STATUS_COLORS: Record<string, string> = { open: 'blue', in_progress: 'gold', done: 'green', cancelled: 'default' };
/** Not finished: what "my tasks" on the dashboard count. */
export const OPEN_STATUSES = ['open', 'in_progress'] as const;

const find = (filters: CrudFilter[], field: string, operator: string) =>
  filters.find((f) => 'field' in f && f.field === field && f.operator === operator)?.value as unknown;

/** /tasks 'Tasks': the tasks the caller sees — assigned to me, due today / overdue, by status — soonest due first. */
export default function TasksList() {
  const identity = useIdentity();
  const { tableProps, filters, sorters, setFilters, tableQuery } = useTable<Row>({
    resource: 'tasks',
    syncWithLocation: true,
    sorters: { initial: [{ field: 'due_date', order: 'asc' }] },
    meta: { select: SELECT },
  });
  const today = isoDateInDays(0);

  const mine = identity !== undefined && find(filters, 'assigned_to', 'eq') === identity.id;
  const due = find(filters, 'due_date', 'eq') === today ? 'today' : find(filters, 'due_date', 'lt') === today ? 'overdue' : 'any';
  const statusIn = find(filters, 'status', 'in');
  const status =
    Array.isArray(statusIn) && statusIn.length ? 'unfinished' : ((find(filters, 'status', 'eq') as string | undefined) ?? 'any');

  const statusTag = (v: string) => <Tag color={STATUS_COLORS[v]}>{STATUS_LABELS[v] ? t(STATUS_LABELS[v]) : codeLabel(v)}</Tag>;
  const dueCell = (d: string | null, r: Row) =>
    d && d < today && (OPEN_STATUSES as readonly string[]).includes(r.status) ? (
      <Tag color="red">{t('{date} overdue', { date: formatCalendarDate(d) })}</Tag>
    ) : (
      formatCalendarDate(d) || '—'
    );
  const columns: ListColumn<Row>[] = [
    { key: 'title', dataIndex: 'title', title: t('Title'), width: 220, priority: 0, link: true, sorter: true },
    {
      key: 'account',
      dataIndex: ['account', 'account_name'],
      title: t('Account'),
      width: 180,
      priority: 1,
      render: (v: string | undefined, r) => <Link to={`/accounts/${r.account_id}`}>{v ?? t('Account')}</Link>,
    },
    { key: 'status', dataIndex: 'status', title: t('Status'), width: 130, priority: 1, grow: false, sorter: true, render: statusTag },
    {
      key: 'assignee',
      dataIndex: 'assignee',
      title: t('Assignee'),
      width: 160,
      priority: 2,
      render: (a: Row['assignee']) => personName(a) || '—',
    },
    { key: 'due_date', dataIndex: 'due_date', title: t('Due'), width: 150, priority: 1, grow: false, sorter: true, render: dueCell },
  ];

  return (
    <List title={t('Tasks')}>
      <ListFilterBar active={(mine ? 1 : 0) + (due !== 'any' ? 1 : 0) + (status !== 'any' ? 1 : 0)}>
        <Select
          style={{ width: 170 }}
          aria-label={t('Assigned to')}
          value={mine ? 'me' : 'anyone'}
          onChange={(v: string) =>
            setFilters([{ field: 'assigned_to', operator: 'eq', value: v === 'me' ? identity?.id : undefined }], 'merge')
          }
          options={[
            { value: 'anyone', label: t('Assigned to anyone') },
            { value: 'me', label: t('Assigned to me') },
          ]}
        />
        <Select
          style={{ width: 150 }}
          aria-label={t('Due')}
          value={due}
          onChange={(v: string) =>
            setFilters(
              [
                { field: 'due_date', operator: 'eq', value: v === 'today' ? today : undefined },
                { field: 'due_date', operator: 'lt', value: v === 'overdue' ? today : undefined },
              ],
              'merge',
            )
          }
          options={[
            { value: 'any', label: t('Any due date') },
            { value: 'today', label: t('Due today') },
            { value: 'overdue', label: t('Overdue') },
          ]}
        />
        <Select
          style={{ width: 190 }}
          aria-label={t('Status')}
          value={status}
          onChange={(v: string) =>
            setFilters(
              [
                { field: 'status', operator: 'in', value: v === 'unfinished' ? [...OPEN_STATUSES] : undefined },
                { field: 'status', operator: 'eq', value: v === 'unfinished' || v === 'any' ? undefined : v },
              ],
              'merge',
            )
          }
          options={[
            { value: 'any', label: t('Any status') },
            { value: 'unfinished', label: t('Open or in progress') },
            ...Object.entries(STATUS_LABELS).map(([value, label]) => ({ value, label: t(label) })),
          ]}
        />
      </ListFilterBar>
      {tableQuery.isError && (
        <Alert type="error" showIcon message={t('Tasks could not be loaded.')} description={tableQuery.error?.message} />
      )}
      <ListTable<Row>
        {...tableProps}
        listId="tasks"
        label={t('Tasks')}
        pagination={tableProps.pagination && { ...tableProps.pagination, showTotal: (total: number) => totalLabel(total, 'exact') }}
        rowKey="id"
        columns={columns}
        sorters={sorters}
        rowLink={(r) => `/accounts/${r.account_id}?tab=tasks`}
        card={{
          lines: (r) => [
            r.account?.account_name,
            (r.assignee || r.due_date) && (
              <Space size={6}>
                {personName(r.assignee)}
                {r.due_date && dueCell(r.due_date, r)}
              </Space>
            ),
          ],
          status: (r) => statusTag(r.status),
        }}
        error={tableQuery.isError}
        emptyText={t('No tasks found')}
      />
    </List>
  );
}
