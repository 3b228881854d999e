import { ExportButton, List } from './crud/list';
import { useTable } from './crud/list-hooks';
import type { BaseRecord } from '@refinedev/core';
import { useNavigation } from '@refinedev/core';
import { Space } from 'antd';
import type { ReactNode } from 'react';
import { formatDate } from '../lib/dates';
import { t } from '../lib/i18n';
import { activeTag, editAction, yesNoTag } from './list-columns';
import { ListFilterBar, listFilters, SearchFilter } from './list-filter-bar';
import { ListTable, type ListColumn } from './list-table';
import { NewButton } from './new-button';
import { useListExport } from './use-list-export';

export interface SimpleColumn {
  field: string;
  title: string;
  kind?: 'text' | 'date' | 'boolean' | 'number';
  sorter?: boolean;
  /** 0: the record's name (a link to its page, never hidden); higher numbers leave first on narrow screens (default 1). */
  priority?: number;
  /** Least width, px (default 140; dates and yes/no narrower). */
  width?: number;
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

const valueOf = (row: BaseRecord, field: string) =>
  field.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown> | null)?.[k], row);

function renderValue(kind: SimpleColumn['kind'], value: unknown): ReactNode {
  if (value === null || value === undefined || value === '') return '—';
  if (kind === 'date') return formatDate(value as string);
  if (kind === 'boolean') return yesNoTag(value);
  return String(value);
}

/** A server-side paginated, sortable, searchable list with CSV export; resources start from it. */
export function SimpleList({ resource, title, columns, searchField, canCreate = true, canEdit = true, initialSort, extra }: Props) {
  const { editUrl } = useNavigation();
  const { tableProps, setFilters, filters, sorters, tableQuery } = useTable({
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
        const v = valueOf(row, c.field);
        return c.kind === 'date' ? formatDate(v as string) : v;
      },
    })),
  });
  const f = listFilters(filters, setFilters);
  const pageOf = (row: BaseRecord) => editUrl(resource, row.id ?? '');

  const listColumns: ListColumn<BaseRecord>[] = columns.map((c) => ({
    key: c.field,
    dataIndex: c.field.split('.'),
    title: c.title,
    width: c.width ?? (c.kind === 'date' ? 110 : c.kind === 'boolean' ? 90 : 140),
    priority: c.priority ?? 1,
    grow: c.kind === 'text' || c.kind === undefined,
    link: c.priority === 0,
    sorter: c.sorter !== false && !c.field.includes('.'),
    render: (value: unknown) => renderValue(c.kind, value),
  }));
  const [first, ...rest] = columns;
  const facts = rest.filter((c) => c.kind !== 'boolean' && c.kind !== 'date').slice(0, 2);
  const flag = rest.find((c) => c.kind === 'boolean');

  return (
    <List
      title={title}
      headerButtons={() => (
        <Space wrap>
          {extra}
          <ExportButton onClick={triggerExport} loading={exporting} />
          {canCreate && <NewButton resource={resource} />}
        </Space>
      )}
    >
      {searchField && (
        <ListFilterBar search={<SearchFilter label={t('Search')} placeholder={t('Search')} width={220} {...f.search(searchField)} />} />
      )}
      <ListTable<BaseRecord>
        {...tableProps}
        listId={resource.replace(/_/g, '-')}
        label={title}
        rowKey="id"
        columns={listColumns}
        sorters={sorters}
        rowLink={pageOf}
        actions={canEdit ? (row) => [editAction(pageOf(row))] : undefined}
        card={{
          title: first ? undefined : () => null,
          lines: (row) => facts.map((c) => renderValue(c.kind, valueOf(row, c.field))),
          status: flag ? (row) => activeTag(valueOf(row, flag.field)) : undefined,
        }}
        error={tableQuery.isError && t('Could not load this list: {error}', { error: tableQuery.error?.message })}
        emptyText={t('Nothing here yet')}
      />
    </List>
  );
}
