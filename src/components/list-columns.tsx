import { EditOutlined } from '@ant-design/icons';
import { Tag } from 'antd';
import { t } from '../lib/i18n';
import type { ListColumn, RowAction } from './list-table';

/** A yes/no value as a tag: green "Yes", plain "No". */
export const yesNoTag = (v: unknown) => (v ? <Tag color="green">{t('Yes')}</Tag> : <Tag>{t('No')}</Tag>);

/** Active / Inactive as a tag (a card's status). */
export const activeTag = (v: unknown) => (v ? <Tag color="green">{t('Active')}</Tag> : <Tag>{t('Inactive')}</Tag>);

/** The sortable "Active" column (a function: its title is read in the user's language when the list renders). */
export function activeColumn<Row>(): ListColumn<Row> {
  return { key: 'active', dataIndex: 'active', title: t('Active'), width: 90, priority: 1, grow: false, sorter: true, render: yesNoTag };
}

/** A row's "Edit" action: its record's page. */
export function editAction(to: string): RowAction {
  return { key: 'edit', label: t('Edit'), icon: <EditOutlined />, to };
}
