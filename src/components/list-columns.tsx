import { EditOutlined } from '@ant-design/icons';
import { Tag } from 'antd';
import { formatCalendarDate } from '../lib/calendar-date';
import { formatDate } from '../lib/dates';
import { t } from '../lib/i18n';
import { codeLabel, formatRate, formatVolume } from '../lib/labels';
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

/** A row priced by a retailer's product (contracts, submissions): the columns that show it. */
interface PricedRow {
  commodity: string;
}

/**
 * The retailer, product, commodity and rate columns of a priced row, ranked as the list ranks them
 * (`priority`: 0 is kept longest when the list narrows).
 */
export function pricedColumns<Row extends PricedRow>(priority: {
  retailer: number;
  product: number;
  commodity: number;
  rate: number;
}): ListColumn<Row>[] {
  return [
    { key: 'retailer', dataIndex: ['retailer', 'name'], title: t('Retailer'), width: 130, priority: priority.retailer },
    { key: 'product', dataIndex: ['product', 'name'], title: t('Product'), width: 140, priority: priority.product },
    {
      key: 'commodity',
      dataIndex: 'commodity',
      title: t('Commodity'),
      width: 120,
      priority: priority.commodity,
      grow: false,
      sorter: true,
      render: (v: string) => codeLabel(v),
    },
    {
      key: 'rate',
      dataIndex: 'rate',
      title: t('Rate'),
      width: 130,
      priority: priority.rate,
      align: 'right',
      sorter: true,
      render: (v: number | null, r) => formatRate(v, r.commodity),
    },
  ];
}

/** A sortable volume column, in the unit of the row's commodity. */
export function volumeColumn<Row extends PricedRow>(key: string, title: string, width: number, priority: number): ListColumn<Row> {
  return {
    key,
    dataIndex: key,
    title,
    width,
    priority,
    align: 'right',
    sorter: true,
    render: (v: number | null, r) => formatVolume(v, r.commodity),
  };
}

/** A sortable calendar-date column (a day without a time: the stored day, in any zone). */
export function calendarDateColumn<Row>(key: string, title: string, priority: number): ListColumn<Row> {
  return {
    key,
    dataIndex: key,
    title,
    width: 110,
    priority,
    grow: false,
    sorter: true,
    render: (v: string | null) => formatCalendarDate(v) || '—',
  };
}

/** The "Created" column: the row's creation day in the user's zone (sortable unless `sortable` is false). */
export function createdColumn<Row>(priority: number, sortable = true): ListColumn<Row> {
  return {
    key: 'created_at',
    dataIndex: 'created_at',
    title: t('Created'),
    width: 110,
    priority,
    grow: false,
    sorter: sortable,
    render: (v: string) => formatDate(v),
  };
}
