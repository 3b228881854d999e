import { useOne } from '@refinedev/core';
import { Card, Typography } from 'antd';
import { useParams } from 'react-router';

/** /accounts/duplicate/{id} — 'Duplicate Accounts'; the search itself comes with the accounts screens. */
export default function DuplicateAccounts() {
  const { id } = useParams();
  const { result, query } = useOne<{ id: string; account_name: string }>({ resource: 'accounts', id });
  return (
    <Card loading={query.isLoading}>
      <Typography.Title level={4} style={{ marginTop: 0 }}>
        Duplicate Accounts
      </Typography.Title>
      <Typography.Paragraph>Possible duplicates of {result?.account_name ?? 'this account'}.</Typography.Paragraph>
    </Card>
  );
}
