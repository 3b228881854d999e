import { useList } from '@refinedev/core';
import { Card, List, Skeleton, Typography } from 'antd';
import { formatDate, relativeTime } from '../../lib/dates';
import { t } from '../../lib/i18n';

interface NewsItem {
  id: string;
  title: string;
  body: string | null;
  published_at: string | null;
}

/** The latest news list shows 10 items (spec §9). */
export const LATEST_NEWS_COUNT = 10;

/** Plain text of a markdown body, for a short preview without loading a markdown parser. */
function preview(body: string | null): string {
  return (body ?? '')
    .replace(/[#*_>`~[\]]/g, '')
    .replace(/\(https?:[^)]*\)/g, '')
    .trim();
}

/**
 * The dashboard's latest news: skeleton lines until the first answer, "No news yet." only when the
 * answer is empty (issue 26: it said so while the news were loading).
 */
export function LatestNews() {
  const { result, query } = useList<NewsItem>({
    resource: 'news',
    filters: [{ field: 'active', operator: 'eq', value: true }],
    sorters: [{ field: 'published_at', order: 'desc' }],
    pagination: { currentPage: 1, pageSize: LATEST_NEWS_COUNT },
  });
  const waiting = query.isPending && !query.isError;
  return (
    <Card title={t('Latest News')} size="small" aria-busy={waiting || undefined} data-testid="latest-news">
      {waiting ? (
        <Skeleton active title={false} paragraph={{ rows: 4 }} className="list-skeleton" />
      ) : (
        <List
          dataSource={result?.data ?? []}
          locale={{ emptyText: query.isError ? t('News could not be loaded.') : t('No news yet.') }}
          renderItem={(item) => (
            <List.Item>
              <List.Item.Meta
                title={item.title}
                description={
                  <>
                    <Typography.Text type="secondary" title={formatDate(item.published_at, 'YYYY-MM-DD h:mm A')}>
                      {relativeTime(item.published_at)}
                    </Typography.Text>
                    <Typography.Paragraph ellipsis={{ rows: 2 }} style={{ marginBottom: 0 }}>
                      {preview(item.body)}
                    </Typography.Paragraph>
                  </>
                }
              />
            </List.Item>
          )}
        />
      )}
    </Card>
  );
}
