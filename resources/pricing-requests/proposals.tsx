import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { useInvalidate, useList, useNotification } from '@refinedev/core';
import { Button, Empty, Flex, Switch, Table, Tag } from 'antd';
import { useState, type Key } from 'react';
import { FileManager } from '../../src/components/file-manager';
import { formatDate } from '../../src/lib/dates';
import { NOTICES, noticeText } from './payload';
import { ProposalDialog, type Proposal } from './proposal-dialog';
import { deleteByIds } from './queries';
import { confirmDestructive } from '../../src/components/confirm-destructive';
import { plural, t } from '../../src/lib/i18n';
import { useConfirm } from '../../src/components/feedback';

interface Request {
  id: string;
  organization_id: string;
}

/** Proposals of a pricing request: create, edit, delete by id list; each with its files. */
export function Proposals({ request, readOnly }: { request: Request; readOnly?: boolean }) {
  const [editing, setEditing] = useState<Proposal | 'new' | null>(null);
  const [selected, setSelected] = useState<Key[]>([]);
  const modal = useConfirm();
  const { open } = useNotification();
  const invalidate = useInvalidate();
  const { result, query } = useList<Proposal & { files: { id: string }[] }>({
    resource: 'proposals',
    filters: [{ field: 'pricing_request_id', operator: 'eq', value: request.id }],
    sorters: [{ field: 'created_at', order: 'desc' }],
    pagination: { mode: 'off' },
    meta: { select: '*, files(id)' },
  });

  const remove = () =>
    confirmDestructive(modal, {
      title: t('Delete proposals'),
      content: plural(
        selected.length,
        'Delete the {n} selected proposal and their files?',
        'Delete the {n} selected proposals and their files?',
      ),
      okText: t('Delete'),
      onOk: async () => {
        try {
          await deleteByIds('proposals', selected as string[]);
          setSelected([]);
        } catch (e) {
          open?.({ type: 'error', message: noticeText(NOTICES.proposalError, e) });
        }
        await invalidate({ resource: 'proposals', invalidates: ['list'] });
      },
    });

  return (
    <Flex vertical gap={12}>
      {!readOnly && (
        <Flex wrap gap={8}>
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
            {t('New proposal')}
          </Button>
          <Button danger icon={<DeleteOutlined />} disabled={!selected.length} onClick={remove}>
            {t('Delete selected')}
          </Button>
        </Flex>
      )}
      <Table<Proposal & { files: { id: string }[] }>
        rowKey="id"
        size="small"
        loading={query.isLoading}
        dataSource={result?.data ?? []}
        pagination={false}
        scroll={{ x: true }}
        rowSelection={readOnly ? undefined : { selectedRowKeys: selected, onChange: setSelected }}
        locale={{
          emptyText: query.isError ? noticeText(NOTICES.selectError, query.error) : <Empty description={t('No proposals yet')} />,
        }}
        expandable={{
          expandedRowRender: (p) => (
            <FileManager
              entity="proposals"
              entityId={p.id}
              organizationId={request.organization_id}
              title={p.title ? t('Files of {title}', { title: p.title }) : t('Files of this proposal')}
              readOnly={readOnly}
              onChange={() => void invalidate({ resource: 'proposals', invalidates: ['list'] })}
            />
          ),
        }}
        columns={[
          { title: t('Title'), dataIndex: 'title', render: (v: string | null) => v || 'Untitled proposal' },
          { title: t('Files'), key: 'files', render: (_, p) => p.files?.length ?? 0 },
          {
            title: t('Status'),
            dataIndex: 'active',
            render: (v: boolean) => (v ? <Tag color="green">{t('Active')}</Tag> : <Tag>{t('Inactive')}</Tag>),
          },
          { title: t('Created'), dataIndex: 'created_at', render: (v: string) => formatDate(v) },
          {
            title: t('Actions'),
            key: 'actions',
            render: (_, p) =>
              readOnly ? (
                <Switch size="small" checked={p.active} disabled />
              ) : (
                <Button
                  size="small"
                  icon={<EditOutlined />}
                  aria-label={p.title ? t('Edit {title}', { title: p.title }) : t('Edit proposal')}
                  onClick={() => setEditing(p)}
                />
              ),
          },
        ]}
      />
      {editing && <ProposalDialog requestId={request.id} proposal={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
    </Flex>
  );
}
