import { DeleteOutlined } from '@ant-design/icons';
import { CreateButton, EditButton, ExportButton, List } from '../../src/components/crud/list';
import { useTable } from '../../src/components/crud/list-hooks';
import { useUpdate } from '@refinedev/core';
import { Alert, Button, Input, Space, Table, Tag } from 'antd';
import { lazy, Suspense } from 'react';
import { useListExport } from '../../src/components/use-list-export';
import { formatDateTime } from '../../src/lib/dates';
import { useDeleteNews } from './use-delete-news';
import { ListTable } from '../../src/components/list-table';
import { t } from '../../src/lib/i18n';

// A story's body (Markdown, src/components/markdown-view.tsx, ~4 KB) loads with the first row expanded.
const MarkdownView = lazy(() => import('../../src/components/markdown-view').then((m) => ({ default: m.MarkdownView })));

interface Row {
  id: string;
  title: string;
  body: string;
  published_at: string;
  active: boolean;
  updated_at: string;
  organization: { name: string } | null;
}

const SELECT = 'id, title, body, published_at, active, updated_at, organization:organizations(name)';

/** /admin/news 'Latest News': the 10 latest items first; publish/unpublish, edit, delete. */
export default function NewsList() {
  const { tableProps, setFilters, filters, sorters, tableQuery } = useTable<Row>({
    resource: 'news',
    syncWithLocation: true,
    sorters: { initial: [{ field: 'published_at', order: 'desc' }] },
    pagination: { pageSize: 10 },
    meta: { select: SELECT },
  });
  const { triggerExport, isLoading: exporting } = useListExport<Row>({
    resource: 'news',
    filters,
    sorters,
    meta: { select: SELECT },
    fileName: 'news',
    columns: [
      { title: t('Title'), value: (r) => r.title },
      { title: t('Shown to'), value: (r) => r.organization?.name ?? 'Everyone' },
      { title: t('Published'), value: (r) => r.published_at },
      { title: t('Active'), value: (r) => r.active },
      { title: t('Body'), value: (r) => r.body },
    ],
  });
  const { mutate, mutation } = useUpdate();
  const { canDelete, confirmDelete } = useDeleteNews();
  const toggle = (r: Row) =>
    mutate({ resource: 'news', id: r.id, values: { active: !r.active }, meta: { expectedUpdatedAt: r.updated_at } });

  return (
    <List
      title={t('Latest News')}
      headerButtons={() => (
        <Space wrap>
          <ExportButton onClick={triggerExport} loading={exporting} />
          <CreateButton>New News Item</CreateButton>
        </Space>
      )}
    >
      <Input.Search
        placeholder={t('Search titles')}
        allowClear
        aria-label={t('Search news')}
        style={{ width: 240, marginBottom: 16 }}
        onSearch={(v) => setFilters([{ field: 'title', operator: 'contains', value: v.trim() || undefined }], 'merge')}
      />
      {tableQuery.isError && (
        <Alert type="error" showIcon message={t('News could not be loaded.')} description={tableQuery.error?.message} />
      )}
      <ListTable
        {...tableProps}
        rowKey="id"
        scroll={{ x: true }}
        locale={{ emptyText: t('No news yet') }}
        expandable={{
          expandedRowRender: (r: Row) => (
            <Suspense>
              <MarkdownView source={r.body} />
            </Suspense>
          ),
        }}
      >
        <Table.Column<Row> dataIndex="title" title={t('Title')} sorter />
        <Table.Column<Row> dataIndex={['organization', 'name']} title={t('Shown to')} render={(v?: string) => v ?? 'Everyone'} />
        <Table.Column<Row> dataIndex="published_at" title={t('Published')} sorter render={(v: string) => formatDateTime(v)} />
        <Table.Column<Row>
          dataIndex="active"
          title={t('Status')}
          sorter
          render={(v: boolean) => (v ? <Tag color="green">{t('Published')}</Tag> : <Tag>{t('Unpublished')}</Tag>)}
        />
        <Table.Column<Row>
          key="actions"
          title={t('Actions')}
          render={(_, r) => (
            <Space>
              <Button size="small" loading={mutation.isPending} onClick={() => toggle(r)}>
                {r.active ? t('Unpublish') : t('Publish')}
              </Button>
              <EditButton hideText size="small" recordItemId={r.id} />
              {canDelete && (
                <Button size="small" danger icon={<DeleteOutlined />} aria-label={t('Delete news item')} onClick={() => confirmDelete(r)} />
              )}
            </Space>
          )}
        />
      </ListTable>
    </List>
  );
}
