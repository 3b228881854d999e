import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { useInvalidate, useList, useNotification } from '@refinedev/core';
import { Button, Flex } from 'antd';
import { useState, type Key } from 'react';
import { FileManager } from '../../src/components/file-manager';
import { formatDate } from '../../src/lib/dates';
import { NOTICES, noticeText } from './payload';
import { ProposalDialog, type Proposal } from './proposal-dialog';
import { deleteByIds } from './queries';
import { confirmDestructive } from '../../src/components/confirm-destructive';
import { activeTag, createdColumn } from '../../src/components/list-columns';
import { ListTable, type ListColumn } from '../../src/components/list-table';
import { plural, t } from '../../src/lib/i18n';
import { useConfirm } from '../../src/components/feedback';

type ProposalRow = Proposal & { files: { id: string }[] };

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
  const { result, query } = useList<ProposalRow>({
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

  const titleOf = (p: ProposalRow) => p.title || t('Untitled proposal');
  const columns: ListColumn<ProposalRow>[] = [
    { key: 'title', dataIndex: 'title', title: t('Title'), width: 200, priority: 0, render: (_, p) => titleOf(p) },
    { key: 'files', title: t('Files'), width: 70, priority: 2, grow: false, align: 'right', render: (_, p) => p.files?.length ?? 0 },
    { key: 'active', dataIndex: 'active', title: t('Status'), width: 100, priority: 1, grow: false, render: (v: boolean) => activeTag(v) },
    createdColumn<ProposalRow>(1, false),
  ];

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
      <ListTable<ProposalRow>
        label={t('Proposals')}
        rowKey="id"
        size="small"
        loading={query.isLoading}
        dataSource={result?.data}
        pagination={false}
        rowSelection={readOnly ? undefined : { selectedRowKeys: selected, onChange: setSelected }}
        columns={columns}
        onRowOpen={readOnly ? undefined : setEditing}
        actions={
          readOnly
            ? undefined
            : (p) => [
                {
                  key: 'edit',
                  label: p.title ? t('Edit {title}', { title: p.title }) : t('Edit proposal'),
                  icon: <EditOutlined />,
                  onClick: () => setEditing(p),
                },
              ]
        }
        card={{
          title: titleOf,
          lines: (p) => [[plural(p.files?.length ?? 0, '{n} file', '{n} files'), formatDate(p.created_at)].join(' · ')],
          status: (p) => activeTag(p.active),
        }}
        error={query.isError && noticeText(NOTICES.selectError, query.error)}
        emptyText={t('No proposals yet')}
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
      />
      {editing && <ProposalDialog requestId={request.id} proposal={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
    </Flex>
  );
}
