import { List, useTable } from '@refinedev/antd';
import { Button, Table } from 'antd';
import { Link } from 'react-router';
import { ROLE_NAMES } from '../../lib/ability';

interface AssignmentRow {
  id: string;
  role: number | null;
  user: string | null;
  permission: string;
}

/** /permissions/assignments — who holds which permission, by role or by user (management only). */
export default function AssignmentsPage() {
  const { tableProps } = useTable<AssignmentRow>({
    resource: 'assigned_permissions',
    syncWithLocation: true,
    sorters: { initial: [{ field: 'permission', order: 'asc' }] },
    pagination: { pageSize: 50 },
  });
  return (
    <List
      title="Permission Assignments"
      headerButtons={() => (
        <Link to="/permissions">
          <Button>Catalogue</Button>
        </Link>
      )}
    >
      <Table {...tableProps} rowKey={(r) => `${r.permission}-${r.role ?? ''}-${r.user ?? ''}`} scroll={{ x: true }}>
        <Table.Column dataIndex="permission" title="Permission" sorter />
        <Table.Column dataIndex="role" title="Role" render={(role: number | null) => (role ? ROLE_NAMES[role] : '—')} sorter />
        <Table.Column dataIndex="user" title="User" render={(user: string | null) => user ?? '—'} />
      </Table>
    </List>
  );
}
