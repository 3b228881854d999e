import { List, useTable } from '@refinedev/antd';
import type { CrudFilter } from '@refinedev/core';
import { Alert, Select, Table, Tag } from 'antd';
import { Link } from 'react-router';
import { ListFilterBar } from '../../src/components/list-filter-bar';
import { ListTable } from '../../src/components/list-table';
import { personName } from '../../src/components/record-pickers';
import { useIdentity } from '../../src/components/route-guard';
import { formatCalendarDate } from '../../src/lib/calendar-date';
import { isoDateInDays } from '../../src/lib/dates';
import { totalLabel } from '../../src/lib/list-strategy';

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

const STATUS_LABELS: Record<string, string> = { open: 'Open', in_progress: 'In progress', done: 'Done', cancelled: 'Cancelled' };
const STATUS_COLORS: Record<string, string> = { open: 'blue', in_progress: 'gold', done: 'green', cancelled: 'default' };
/** Not finished: what "my tasks" on the dashboard count. */
export const OPEN_STATUSES = ['open', 'in_progress'] as const;

const find = (filters: CrudFilter[], field: string, operator: string) =>
  filters.find((f) => 'field' in f && f.field === field && f.operator === operator)?.value as unknown;

/** /tasks 'Tasks': the tasks the caller sees — assigned to me, due today / overdue, by status — soonest due first. */
export default function TasksList() {
  const identity = useIdentity();
  const { tableProps, filters, setFilters, tableQuery } = useTable<Row>({
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

  return (
    <List title="Tasks">
      <ListFilterBar>
        <Select
          style={{ width: 170 }}
          aria-label="Assigned to"
          value={mine ? 'me' : 'anyone'}
          onChange={(v: string) =>
            setFilters([{ field: 'assigned_to', operator: 'eq', value: v === 'me' ? identity?.id : undefined }], 'merge')
          }
          options={[
            { value: 'anyone', label: 'Assigned to anyone' },
            { value: 'me', label: 'Assigned to me' },
          ]}
        />
        <Select
          style={{ width: 150 }}
          aria-label="Due"
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
            { value: 'any', label: 'Any due date' },
            { value: 'today', label: 'Due today' },
            { value: 'overdue', label: 'Overdue' },
          ]}
        />
        <Select
          style={{ width: 190 }}
          aria-label="Status"
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
            { value: 'any', label: 'Any status' },
            { value: 'unfinished', label: 'Open or in progress' },
            ...Object.entries(STATUS_LABELS).map(([value, label]) => ({ value, label })),
          ]}
        />
      </ListFilterBar>
      {tableQuery.isError && <Alert type="error" showIcon message="Tasks could not be loaded." description={tableQuery.error?.message} />}
      <ListTable
        {...tableProps}
        pagination={tableProps.pagination && { ...tableProps.pagination, showTotal: (total: number) => totalLabel(total, 'exact') }}
        rowKey="id"
        scroll={{ x: true }}
        locale={{ emptyText: 'No tasks found' }}
      >
        <Table.Column<Row> dataIndex="title" title="Title" sorter />
        <Table.Column<Row>
          dataIndex={['account', 'account_name']}
          title="Account"
          render={(v: string | undefined, r) => <Link to={`/accounts/${r.account_id}`}>{v ?? 'Account'}</Link>}
        />
        <Table.Column<Row>
          dataIndex="status"
          title="Status"
          sorter
          render={(v: string) => <Tag color={STATUS_COLORS[v]}>{STATUS_LABELS[v] ?? v}</Tag>}
        />
        <Table.Column<Row> dataIndex="assignee" title="Assignee" render={(a: Row['assignee']) => personName(a) || '—'} />
        <Table.Column<Row>
          dataIndex="due_date"
          title="Due"
          sorter
          render={(d: string | null, r) =>
            d && d < today && (OPEN_STATUSES as readonly string[]).includes(r.status) ? (
              <Tag color="red">{formatCalendarDate(d)} overdue</Tag>
            ) : (
              formatCalendarDate(d) || '—'
            )
          }
        />
      </ListTable>
    </List>
  );
}
