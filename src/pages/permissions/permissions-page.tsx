import { List, useTable } from '@refinedev/antd';
import { Button, Table } from 'antd';
import { Link } from 'react-router';

interface PermissionRow {
  id: string;
  group_name: string;
  action: string;
  description: string | null;
}

/** /permissions — the permission catalogue (management only). */
export default function PermissionsPage() {
  const { tableProps } = useTable<PermissionRow>({
    resource: 'permissions',
    syncWithLocation: true,
    sorters: { initial: [{ field: 'id', order: 'asc' }] },
    pagination: { pageSize: 50 },
  });
  return (
    <List
      title="Permissions"
      headerButtons={() => (
        <Link to="/permissions/assignments">
          <Button>Assignments</Button>
        </Link>
      )}
    >
      <Table {...tableProps} rowKey="id" scroll={{ x: true }}>
        <Table.Column dataIndex="id" title="Permission" sorter />
        <Table.Column dataIndex="group_name" title="Group" sorter />
        <Table.Column dataIndex="action" title="Action" sorter />
        <Table.Column dataIndex="description" title="Description" />
      </Table>
    </List>
  );
}
