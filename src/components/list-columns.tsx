import { EditButton } from '@refinedev/antd';
import { Tag } from 'antd';

/** A yes/no value as a tag: green "Yes", plain "No". */
export const yesNoTag = (v: unknown) => (v ? <Tag color="green">Yes</Tag> : <Tag>No</Tag>);

/** The sortable "Active" column: `<Table.Column<Row> {...activeColumn} />`. */
export const activeColumn = { dataIndex: 'active', title: 'Active', sorter: true, render: yesNoTag };

/** The "Actions" column with the row's edit button: `<Table.Column<Row> {...editColumn} />`. */
export const editColumn = {
  key: 'actions',
  title: 'Actions',
  render: (_: unknown, r: { id: string }) => <EditButton hideText size="small" recordItemId={r.id} />,
};
