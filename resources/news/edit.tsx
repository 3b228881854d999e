import { Button, Tag, Typography } from 'antd';
import { useNavigate, useParams } from 'react-router';
import { MarkdownView } from '../../src/components/markdown-view';
import { RecordPage, useRecordHead } from '../../src/components/record-page';
import { formatDateTime } from '../../src/lib/dates';
import { personName } from '../../src/lib/person-name';
import { t } from '../../src/lib/i18n';
import { NewsDetails } from './details';
import { useDeleteNews } from './use-delete-news';

interface NewsHead {
  id: string;
  title: string;
  body: string | null;
  active: boolean;
  published_at: string | null;
  organization_id: string | null;
  updated_at: string;
  organization: { name: string } | null;
  writer: { first_name: string | null; last_name: string | null; email: string | null } | null;
}

const HEAD_SELECT =
  'id, title, body, active, published_at, organization_id, updated_at, organization:organizations(name), writer:profiles!news_author_fkey(first_name, last_name, email)';

/** Published and due, published but waiting for its time, or not published. */
function PublishTag({ head }: { head: NewsHead }) {
  if (!head.active) return <Tag>{t('Draft|news')}</Tag>;
  if (head.published_at && new Date(head.published_at).getTime() > Date.now()) return <Tag color="gold">{t('Scheduled')}</Tag>;
  return <Tag color="green">{t('Published')}</Tag>;
}

/**
 * /admin/news/{id} 'Edit News Item': a header (title, published / scheduled / draft, audience; publishing
 * time, author; Delete) over tabs — Details (the form with its live preview) and Preview (the saved story
 * as its readers get it). News is not among the audited tables, so it has no History tab.
 */
export default function NewsEdit() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const { head, arrived, query, refetch } = useRecordHead<NewsHead>('news', id, HEAD_SELECT);
  const { canDelete, confirmDelete } = useDeleteNews(() => navigate('/admin/news'));
  const audience = head?.organization?.name ?? t('Everyone');
  return (
    <RecordPage
      query={query}
      arrived={arrived}
      ready={Boolean(head)}
      unavailable={{ what: t('News item'), listPath: '/admin/news', listLabel: t('Back to Latest News') }}
      title={head?.title}
      tags={
        head && (
          <>
            <PublishTag head={head} />
            <Tag>{audience}</Tag>
          </>
        )
      }
      facts={[
        { label: t('Publish on'), value: formatDateTime(head?.published_at) || '—' },
        { label: t('Shown to'), value: audience },
        { label: t('Author'), value: personName(head?.writer) || '—' },
      ]}
      actions={
        head &&
        canDelete && (
          <Button danger onClick={() => confirmDelete({ id: head.id, title: head.title })}>
            {t('Delete')}
          </Button>
        )
      }
      tabs={[
        { key: 'details', label: t('Details'), children: <NewsDetails id={id} onSaved={refetch} /> },
        {
          key: 'preview',
          label: t('Preview'),
          children: head && (
            <article>
              <Typography.Title level={4}>{head.title}</Typography.Title>
              <Typography.Paragraph type="secondary">{formatDateTime(head.published_at)}</Typography.Paragraph>
              <MarkdownView source={head.body} />
            </article>
          ),
        },
      ]}
    />
  );
}
