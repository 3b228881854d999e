import { Card, Flex, Space, Typography } from 'antd';
import type { ReactNode } from 'react';

export interface RecordFact {
  label: string;
  value: ReactNode;
}

/**
 * The top of a record page (CONVENTIONS, "Record pages"): the record's name, its status tags, a few key
 * facts and the primary actions — what a user needs before choosing a tab.
 */
export function RecordHeader({
  title,
  tags,
  facts,
  actions,
}: {
  title: ReactNode;
  tags?: ReactNode;
  facts: RecordFact[];
  actions?: ReactNode;
}) {
  return (
    <Card size="small" data-testid="record-header">
      <Flex justify="space-between" align="flex-start" wrap gap={12}>
        <Space direction="vertical" size={4} style={{ minWidth: 0 }}>
          <Space wrap size={8} align="center">
            <Typography.Title level={4} style={{ margin: 0 }}>
              {title}
            </Typography.Title>
            {tags}
          </Space>
          <Flex wrap gap="4px 24px">
            {facts.map((f) => (
              <Typography.Text key={f.label} type="secondary" className="record-fact">
                {f.label}: <Typography.Text>{f.value}</Typography.Text>
              </Typography.Text>
            ))}
          </Flex>
        </Space>
        {actions && <Space wrap>{actions}</Space>}
      </Flex>
    </Card>
  );
}
