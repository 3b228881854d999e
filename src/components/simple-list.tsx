import { CreateButton, EditButton, ExportButton, List, useTable } from '@refinedev/antd';
import { useExport, type CrudFilter } from '@refinedev/core';
import { Input, Space, Table } from 'antd';
import type { ReactNode } from 'react';
import { formatDate } from '../lib/dates';
import { yesNoTag } from './list-columns';

export interface SimpleColumn {
  field: string;
  title: string;
  kind?: 'text' | 'date' | 'boolean' | 'number';
  sorter?: boolean;
}

interface Props {
  title: string;
  columns: SimpleColumn[];
  /** Column the search box filters with `contains`. */
  searchField?: string;
  canCreate?: boolean;
  canEdit?: boolean;
  initialSort?: { field: string; order: 'asc' | 'desc' };
  extra?: ReactNode;
}

function renderValue(kind: SimpleColumn['kind'], value: unknown): ReactNode {
  if (value === null || value === undefined || value === '') return '—';
  if (kind === 'date') return formatDate(value as string);
  if (kind === 'boolean') return yesNoTag(value);
  return String(value);
}

/** A server-side paginated, sortable, searchable list with CSV export; resources start from it. */
export function SimpleList({ title, columns, searchField, canCreate = true, canEdit = true, initialSort, extra }: Props) {
  const { tableProps, setFilters } = useTable({
    syncWithLocation: true,
    sorters: { initial: [initialSort ?? { field: 'created_at', order: 'desc' }] },
  });
  const { triggerExport, isLoading: exporting } = useExport({ mapData: (row: Record<string, unknown>) => row });

  const onSearch = (value: string) => {
    if (!searchField) return;
    const filter: CrudFilter = { field: searchField, operator: 'contains', value: value.trim() || undefined };
    setFilters([filter], 'merge');
  };

  return (
    <List
      title={title}
      headerButtons={() => (
        <Space wrap>
          {searchField && <Input.Search placeholder="Search" allowClear onSearch={onSearch} style={{ width: 220 }} aria-label="Search" />}
          {extra}
          <ExportButton onClick={triggerExport} loading={exporting} />
          {canCreate && <CreateButton />}
        </Space>
      )}
    >
      <Table {...tableProps} rowKey="id" scroll={{ x: true }} locale={{ emptyText: 'Nothing here yet' }}>
        {columns.map((c) => (
          <Table.Column
            key={c.field}
            dataIndex={c.field.split('.')}
            title={c.title}
            sorter={c.sorter !== false && !c.field.includes('.')}
            render={(value: unknown) => renderValue(c.kind, value)}
          />
        ))}
        {canEdit && (
          <Table.Column<{ id: string | number }>
            title="Actions"
            key="actions"
            render={(_, record) => <EditButton hideText size="small" recordItemId={record.id} />}
          />
        )}
      </Table>
    </List>
  );
}
