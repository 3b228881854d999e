import { DeleteOutlined, EyeInvisibleOutlined, EyeOutlined } from '@ant-design/icons';
import { ExportButton, List } from '../../src/components/crud/list';
import { useTable } from '../../src/components/crud/list-hooks';
import { useUpdate } from '@refinedev/core';
import { Alert, Space, Tag } from 'antd';
import { lazy, Suspense } from 'react';
import { useListExport } from '../../src/components/use-list-export';
import { formatDateTime } from '../../src/lib/dates';
import { useDeleteNews } from './use-delete-news';
import { ListFilterBar, listFilters, SearchFilter } from '../../src/components/list-filter-bar';
import { ListTable, type ListColumn } from '../../src/components/list-table';
import { editAction } from '../../src/components/list-columns';
import { NewButton } from '../../src/components/new-button';
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
      { title: t('Shown to'), value: (r) => r.organization?.name ?? t('Everyone') },
      { title: t('Published'), value: (r) => r.published_at },
      { title: t('Active'), value: (r) => r.active },
      { title: t('Body'), value: (r) => r.body },
    ],
  });
  const { mutate, mutation } = useUpdate();
  const { canDelete, confirmDelete } = useDeleteNews();
  const toggle = (r: Row) =>
    mutate({ resource: 'news', id: r.id, values: { active: !r.active }, meta: { expectedUpdatedAt: r.updated_at } });

  const f = listFilters(filters, setFilters);
  const statusTag = (v: boolean) => (v ? <Tag color="green">{t('Published')}</Tag> : <Tag>{t('Unpublished')}</Tag>);
  const shownTo = (r: Row) => r.organization?.name ?? t('Everyone');
  const columns: ListColumn<Row>[] = [
    { key: 'title', dataIndex: 'title', title: t('Title'), width: 240, priority: 0, link: true, sorter: true },
    { key: 'organization', title: t('Shown to'), width: 170, priority: 2, render: (_, r) => shownTo(r) },
    {
      key: 'published_at',
      dataIndex: 'published_at',
      title: t('Published'),
      width: 170,
      priority: 1,
      grow: false,
      sorter: true,
      render: (v: string) => formatDateTime(v),
    },
    { key: 'active', dataIndex: 'active', title: t('Status'), width: 120, priority: 1, grow: false, sorter: true, render: statusTag },
  ];

  return (
    <List
      title={t('Latest News')}
      headerButtons={() => (
        <Space wrap>
          <ExportButton onClick={triggerExport} loading={exporting} />
          <NewButton />
        </Space>
      )}
    >
      <ListFilterBar
        search={<SearchFilter label={t('Search news')} placeholder={t('Search titles')} width={240} {...f.search('title')} />}
      />
      {tableQuery.isError && (
        <Alert type="error" showIcon message={t('News could not be loaded.')} description={tableQuery.error?.message} />
      )}
      <ListTable<Row>
        {...tableProps}
        listId="news"
        label={t('News')}
        rowKey="id"
        columns={columns}
        sorters={sorters}
        rowLink={(r) => `/admin/news/${r.id}`}
        actions={(r) => [
          {
            key: 'publish',
            label: r.active ? t('Unpublish') : t('Publish'),
            icon: r.active ? <EyeInvisibleOutlined /> : <EyeOutlined />,
            loading: mutation.isPending && mutation.variables?.id === r.id,
            onClick: () => toggle(r),
          },
          editAction(`/admin/news/${r.id}`),
          ...(canDelete
            ? [{ key: 'delete', label: t('Delete news item'), icon: <DeleteOutlined />, danger: true, onClick: () => confirmDelete(r) }]
            : []),
        ]}
        card={{
          lines: (r) => [formatDateTime(r.published_at), shownTo(r)],
          status: (r) => statusTag(r.active),
        }}
        error={tableQuery.isError}
        emptyText={t('No news yet')}
        expandable={{
          expandedRowRender: (r: Row) => (
            <Suspense>
              <MarkdownView source={r.body} />
            </Suspense>
          ),
        }}
      />
    </List>
  );
}
