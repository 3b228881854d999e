import { useTable } from '../../src/components/crud/list-hooks';
import { useCan, useCreate, useUpdate } from '@refinedev/core';
import { Button, Card, Form, Input, Select, Table, Tag } from 'antd';
import { useState } from 'react';
import { CalendarDateInput, calendarDateRule } from '../../src/components/date-inputs';
import { FileManager } from '../../src/components/file-manager';
import { FormDialog } from '../../src/components/form-dialog';
import { useSingleFlight } from '../../src/components/use-single-flight';
import { useCreateId } from '../../src/components/use-create-id';
import { PersonPicker, personName } from '../../src/components/record-pickers';
import { formatCalendarDate } from '../../src/lib/calendar-date';
import { prefixedError } from '../../src/lib/error-message';
import { maxLengthOf } from '../../src/lib/text-limits';
import { t } from '../../src/lib/i18n';

interface Task {
  id: string;
  title: string;
  status: string;
  assigned_to: string | null;
  due_date: string | null;
  updated_at: string;
  assignee: { first_name: string | null; last_name: string | null; email: string | null } | null;
}

const STATUSES = [
  {
    value: 'open',
    get label() {
      return t('Open|status');
    },
  },
  {
    value: 'in_progress',
    get label() {
      return t('In progress');
    },
  },
  {
    value: 'done',
    get label() {
      return t('Done');
    },
  },
  {
    value: 'cancelled',
    get label() {
      return t('Cancelled');
    },
  },
];

const TASK_NOTICES = {
  successNotification: () => ({ type: 'success' as const, message: 'Task successfully saved' }),
  errorNotification: (e?: unknown) => ({ type: 'error' as const, message: prefixedError('Error Saving Task', e) }),
};

/**
 * Create or edit one task in a dialog (not dismissed by backdrop or Escape); edits are conflict-checked.
 * Save is busy from the first click until the save settles, and a new task carries the id made when the
 * dialog opened: a double click or a retry makes one task (providers/create-once.ts).
 */
function TaskDialog({ accountId, task, onClose }: { accountId: string; task: Task | 'new'; onClose: () => void }) {
  const [form] = Form.useForm();
  const { mutateAsync: create } = useCreate();
  const { mutateAsync: update } = useUpdate();
  const { run, pending } = useSingleFlight();
  const [newTaskId, renewAfter] = useCreateId();
  const editing = task !== 'new';
  const save = () =>
    run(async () => {
      const values = (await form.validateFields()) as Record<string, unknown>;
      const variables = { ...values, due_date: values.due_date || null, assigned_to: values.assigned_to ?? null };
      if (editing)
        await update({ resource: 'tasks', id: task.id, values: variables, meta: { expectedUpdatedAt: task.updated_at }, ...TASK_NOTICES });
      else await create({ resource: 'tasks', values: { ...variables, id: newTaskId, account_id: accountId }, ...TASK_NOTICES });
      onClose();
      // A refused field shows at the field; a refused save in refine's notice. Either way the dialog stays.
    }).catch(renewAfter);
  return (
    <FormDialog
      open
      title={editing ? t('Edit task') : t('New task')}
      onCancel={onClose}
      okText={t('Save task')}
      pending={pending}
      onOk={() => void save()}
    >
      <Form form={form} layout="vertical" onFinish={() => void save()} initialValues={editing ? task : { status: 'open' }}>
        <Form.Item
          name="title"
          label={t('Title')}
          rules={[{ required: true, whitespace: true, message: t('Please enter the task title') }]}
        >
          <Input maxLength={maxLengthOf('tasks.title')} />
        </Form.Item>
        <Form.Item name="status" label={t('Status')} rules={[{ required: true, message: t('Please choose a status') }]}>
          <Select options={STATUSES} />
        </Form.Item>
        <Form.Item name="assigned_to" label={t('Assignee')}>
          <PersonPicker />
        </Form.Item>
        <Form.Item name="due_date" label={t('Due date')} rules={[calendarDateRule()]}>
          <CalendarDateInput />
        </Form.Item>
      </Form>
    </FormDialog>
  );
}

/** The account's tasks; each row expands to its photos (camera on phones) and files. */
export function AccountTasks({ accountId, organizationId }: { accountId: string; organizationId: string }) {
  const [dialog, setDialog] = useState<Task | 'new' | null>(null);
  const { data: canCreate } = useCan({ resource: 'tasks', action: 'CREATE' });
  const { data: canEdit } = useCan({ resource: 'tasks', action: 'EDIT' });
  const { tableProps } = useTable<Task>({
    resource: 'tasks',
    syncWithLocation: false,
    filters: { permanent: [{ field: 'account_id', operator: 'eq', value: accountId }] },
    sorters: { initial: [{ field: 'created_at', order: 'desc' }] },
    pagination: { pageSize: 10 },
    meta: {
      select:
        'id, title, status, assigned_to, due_date, updated_at, assignee:profiles!tasks_assigned_to_fkey(first_name, last_name, email)',
    },
  });
  return (
    <Card
      title={t('Tasks')}
      size="small"
      data-testid="account-tasks"
      extra={canCreate?.can !== false && <Button onClick={() => setDialog('new')}>{t('Add task')}</Button>}
    >
      <Table
        {...tableProps}
        rowKey="id"
        size="small"
        scroll={{ x: true }}
        locale={{ emptyText: t('No tasks yet') }}
        expandable={{
          expandedRowRender: (task: Task) => (
            <>
              <FileManager
                entity="tasks"
                entityId={task.id}
                organizationId={organizationId}
                kind="photos"
                extra={{ account_id: accountId }}
                title={t('Task photos')}
              />
              <FileManager
                entity="tasks"
                entityId={task.id}
                organizationId={organizationId}
                extra={{ account_id: accountId }}
                title={t('Task files')}
              />
            </>
          ),
        }}
      >
        <Table.Column<Task> dataIndex="title" title={t('Title')} />
        <Table.Column<Task>
          dataIndex="status"
          title={t('Status')}
          render={(s: string) => <Tag>{STATUSES.find((x) => x.value === s)?.label ?? s}</Tag>}
        />
        <Table.Column<Task> dataIndex="assignee" title={t('Assignee')} render={(a: Task['assignee']) => personName(a) || '—'} />
        <Table.Column<Task> dataIndex="due_date" title={t('Due')} render={(d: string | null) => formatCalendarDate(d) || '—'} />
        {canEdit?.can !== false && (
          <Table.Column<Task>
            key="edit"
            title=""
            render={(_, task) => (
              <Button size="small" onClick={() => setDialog(task)}>
                {t('Edit')}
              </Button>
            )}
          />
        )}
      </Table>
      {dialog && <TaskDialog accountId={accountId} task={dialog} onClose={() => setDialog(null)} />}
    </Card>
  );
}
