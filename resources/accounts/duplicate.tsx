import { useInvalidate, useNotification, useOne } from '@refinedev/core';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Col, Descriptions, Empty, Flex, Modal, Row, Space, Tag, Typography } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { Link, useParams } from 'react-router';
import { RecordUnavailable, recordMissing } from '../../src/components/record-unavailable';
import { errorMessage } from '../../src/lib/error-message';
import { duplicateReasons } from './duplicate-reasons';
import { findDuplicates, mergeAccounts, type DuplicateRow } from './duplicates-api';
import { plural, t } from '../../src/lib/i18n';
import { fillNodes } from '../../src/components/fill-nodes';

interface Account {
  id: string;
  account_name: string;
  contact_email: string | null;
  contact_phone: string | null;
  service_address: string | null;
  service_city: string | null;
  utility: string | null;
  utility_account_number: string | null;
  active: boolean;
}

function AccountCard({
  title,
  account,
  reasons,
  extra,
}: {
  title: string;
  account: Partial<Account>;
  reasons?: string[];
  extra?: React.ReactNode;
}) {
  return (
    <Card title={title} size="small" extra={extra} style={{ height: '100%' }}>
      {reasons && (
        <Space wrap size={[4, 4]} style={{ marginBottom: 8 }}>
          <Typography.Text type="secondary">{t('Matches on:')}</Typography.Text>
          {reasons.map((r) => (
            <Tag key={r} color="orange" style={{ marginInlineEnd: 0 }}>
              {t(r)}
            </Tag>
          ))}
        </Space>
      )}
      <Descriptions column={1} size="small">
        <Descriptions.Item label={t('Name')}>
          <Link to={`/accounts/${account.id}`}>{account.account_name}</Link>
        </Descriptions.Item>
        {'contact_email' in account && <Descriptions.Item label={t('E-mail')}>{account.contact_email ?? '—'}</Descriptions.Item>}
        {'contact_phone' in account && <Descriptions.Item label={t('Phone')}>{account.contact_phone ?? '—'}</Descriptions.Item>}
        <Descriptions.Item label={t('Address')}>
          {[account.service_address, account.service_city].filter(Boolean).join(', ') || '—'}
        </Descriptions.Item>
        <Descriptions.Item label={t('Utility')}>
          {[account.utility, account.utility_account_number].filter(Boolean).join(' · ') || '—'}
        </Descriptions.Item>
        <Descriptions.Item label={t('Active')}>
          {account.active ? <Tag color="green">{t('Yes')}</Tag> : <Tag>{t('No')}</Tag>}
        </Descriptions.Item>
      </Descriptions>
    </Card>
  );
}

/** /accounts/duplicate/{id} 'Duplicate Accounts': look-alikes side by side, each mergeable into this one. */
export default function DuplicateAccounts() {
  const { id = '' } = useParams();
  const { result, query } = useOne<Account>({ resource: 'accounts', id });
  const [rows, setRows] = useState<DuplicateRow[]>();
  const [error, setError] = useState<string>();
  const [merging, setMerging] = useState<DuplicateRow | null>(null);
  const [busy, setBusy] = useState(false);
  const { open } = useNotification();
  const invalidate = useInvalidate();

  const load = useCallback(() => findDuplicates(id).then(setRows, (e: unknown) => setError(errorMessage(e))), [id]);
  useEffect(() => {
    void load();
  }, [load]);

  const merge = async () => {
    if (!merging || busy) return;
    setBusy(true);
    try {
      const moved = await mergeAccounts(id, merging.id);
      const total = Object.values(moved).reduce((a, b) => a + b, 0);
      open?.({
        type: 'success',
        message: t('Accounts successfully merged'),
        description: t('{name}: {records} moved; it is now inactive.', {
          name: merging.account_name,
          records: plural(total, '{n} record', '{n} records'),
        }),
      });
      setMerging(null);
      await invalidate({ resource: 'accounts', invalidates: ['list', 'detail'], id });
      await load();
    } catch (e) {
      open?.({ type: 'error', message: t('Error Merging Accounts'), description: errorMessage(e) });
    } finally {
      setBusy(false);
    }
  };

  if (recordMissing(query, result?.id))
    return <RecordUnavailable what={t('Account')} listPath="/accounts" listLabel={t('Back to Your Accounts')} />;
  return (
    <Card loading={query.isLoading}>
      <Flex vertical gap={4} style={{ marginBottom: 16 }}>
        <Link to={`/accounts/${id}`}>
          <ArrowLeftOutlined /> {result?.account_name ? t('Back to {name}', { name: result.account_name }) : t('Back to the account')}
        </Link>
        <Typography.Title level={4} style={{ margin: 0 }}>
          {t('Duplicate Accounts')}
        </Typography.Title>
        <Typography.Text type="secondary">
          {t(
            'Accounts that look like this one. Merging one moves its pricing requests, contract submissions, contracts, tasks, files and photos here and deactivates it.',
          )}
        </Typography.Text>
      </Flex>
      {error && <Alert type="error" showIcon message={t('Possible duplicates could not be loaded.')} description={error} />}
      <Row gutter={[16, 16]}>
        <Col xs={24} md={8}>
          {result && <AccountCard title={t('This account (kept)')} account={result} />}
        </Col>
        <Col xs={24} md={16}>
          {rows && rows.length === 0 && <Empty description={t('No possible duplicates found')} />}
          <Row gutter={[16, 16]}>
            {rows?.map((d) => (
              <Col xs={24} lg={12} key={d.id}>
                <AccountCard
                  title={t('Possible duplicate')}
                  account={d}
                  reasons={result ? duplicateReasons(result, d) : []}
                  extra={
                    <Button danger size="small" disabled={!d.active} onClick={() => setMerging(d)}>
                      {result?.account_name ? t('Merge into {name}', { name: result.account_name }) : t('Merge into this account')}
                    </Button>
                  }
                />
              </Col>
            ))}
          </Row>
        </Col>
      </Row>
      <Modal
        open={!!merging}
        title={t('Merge accounts')}
        maskClosable={false}
        keyboard={false}
        okText={t('Merge')}
        okButtonProps={{ danger: true }}
        confirmLoading={busy}
        onOk={merge}
        onCancel={() => setMerging(null)}
      >
        {fillNodes(
          t(
            'Move every pricing request, contract submission, contract, task, file and photo of {from} to {into} and deactivate {from}? This cannot be undone.',
          ),
          { from: <b>{merging?.account_name}</b>, into: <b>{result?.account_name}</b> },
        )}
      </Modal>
    </Card>
  );
}
