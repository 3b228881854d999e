import { EditButton } from './crud/list';
import { Tag } from 'antd';
import { t } from '../lib/i18n';

/** A yes/no value as a tag: green "Yes", plain "No". */
export const yesNoTag = (v: unknown) => (v ? <Tag color="green">{t('Yes')}</Tag> : <Tag>{t('No')}</Tag>);

/** The sortable "Active" column: `<Table.Column<Row> {...activeColumn} />`. */
export const activeColumn = {
  dataIndex: 'active',
  get title() {
    return t('Active');
  },
  sorter: true,
  render: yesNoTag,
};

/** The "Actions" column with the row's edit button: `<Table.Column<Row> {...editColumn} />`. */
export const editColumn = {
  key: 'actions',
  get title() {
    return t('Actions');
  },
  render: (_: unknown, r: { id: string }) => <EditButton hideText size="small" recordItemId={r.id} />,
};
