import { Table, type TableProps } from 'antd';
import type { ColumnType } from 'antd/es/table';
import { Children, isValidElement, useDeferredValue, type ReactNode } from 'react';

/**
 * A list's table that becomes a stack of cards on a phone (< 576 px): each row a card, each cell a
 * "Label: value" line (styles.css, `.list-cards`). Written with `<Table.Column>` children like a plain
 * antd Table; each column's title is copied onto its cells (`data-label`) for the phone layout.
 * Rows arriving re-render the table as a transition (useDeferredValue on the rows only): React renders
 * them in slices and the page stays responsive (Lighthouse's Total Blocking Time), instead of one long
 * task. Everything else (selection, sorting, loading) renders at once: a ticked box stays ticked.
 */
export function ListTable<Row extends object>({ children, className, dataSource, ...props }: TableProps<Row> & { children?: ReactNode }) {
  const rows = useDeferredValue(dataSource);
  const columns: ColumnType<Row>[] = [];
  Children.forEach(children, (child) => {
    if (!isValidElement(child)) return;
    const column = child.props as ColumnType<Row>;
    const label = typeof column.title === 'string' ? column.title : '';
    const onCell = column.onCell;
    columns.push({
      ...column,
      // The element's key (React keeps it off props), else the field, else the title.
      key: child.key ?? (Array.isArray(column.dataIndex) ? column.dataIndex.join('.') : String(column.dataIndex ?? label)),
      onCell: (record, index) => ({ ...onCell?.(record, index), 'data-label': label }) as React.HTMLAttributes<HTMLElement>,
    });
  });
  return <Table<Row> {...props} dataSource={rows} columns={columns} className={['list-cards', className].filter(Boolean).join(' ')} />;
}
