import { CreateButton, EditButton, ExportButton, List } from './crud/list';
import { useTable } from './crud/list-hooks';
import type { CrudFilter } from '@refinedev/core';
import { Input, Space, Table } from 'antd';
import type { ReactNode } from 'react';
import { formatDate } from '../lib/dates';
import { yesNoTag } from './list-columns';
import { useListExport } from './use-list-export';
import { ListTable } from './list-table';
import { t } from '../lib/i18n';

export interface SimpleColumn {
  field: string;
  title: string;
  kind?: 'text' | 'date' | 'boolean' | 'number';
  sorter?: boolean;
}

interface Props {
  /** The table, and the CSV file's name (`{resource}-{date}.csv`, underscores as hyphens). */
  resource: string;
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
export function SimpleList({ resource, title, columns, searchField, canCreate = true, canEdit = true, initialSort, extra }: Props) {
  const { tableProps, setFilters, filters, sorters } = useTable({
    resource,
    syncWithLocation: true,
    sorters: { initial: [initialSort ?? { field: 'created_at', order: 'desc' }] },
  });
  const { triggerExport, isLoading: exporting } = useListExport<Record<string, unknown>>({
    resource,
    filters,
    sorters,
    fileName: resource,
    columns: columns.map((c) => ({
      title: c.title,
      value: (row) => {
        const v = c.field.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown> | null)?.[k], row);
        return c.kind === 'date' ? formatDate(v as string) : v;
      },
    })),
  });

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
          {searchField && (
            <Input.Search placeholder={t('Search')} allowClear onSearch={onSearch} style={{ width: 220 }} aria-label={t('Search')} />
          )}
          {extra}
          <ExportButton onClick={triggerExport} loading={exporting} />
          {canCreate && <CreateButton />}
        </Space>
      )}
    >
      <ListTable {...tableProps} rowKey="id" scroll={{ x: true }} locale={{ emptyText: t('Nothing here yet') }}>
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
            title={t('Actions')}
            key="actions"
            render={(_, record) => <EditButton hideText size="small" recordItemId={record.id} />}
          />
        )}
      </ListTable>
    </List>
  );
}
