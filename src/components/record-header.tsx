import { Card, Flex, Typography } from 'antd';
import type { ReactNode } from 'react';
import { PAGE_ACTIONS } from './notice-top';

export interface RecordFact {
  label: string;
  value: ReactNode;
}

/**
 * The top of a record page (CONVENTIONS, "Record pages"): the record's name, its status tags, a few key
 * facts and the primary actions — what a user needs before choosing a tab.
 *
 * It wraps rather than clips: the name and the tags wrap onto lines of their own, each fact is a line of
 * its own on a phone, and a long value (an e-mail address, a name without spaces) breaks inside itself
 * rather than widening the page (at 390 px a contact's e-mail used to run off the card). The actions go
 * under the facts when they no longer fit beside them; a notice does not cover them (notice-top.ts).
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
        <Flex vertical gap={4} className="record-header-main">
          <Flex wrap gap={8} align="center">
            <Typography.Title level={4} className="record-header-title">
              {title}
            </Typography.Title>
            {tags}
          </Flex>
          <Flex wrap gap="4px 24px">
            {facts.map((f) => (
              <Typography.Text key={f.label} type="secondary" className="record-fact">
                {f.label}: <Typography.Text>{f.value}</Typography.Text>
              </Typography.Text>
            ))}
          </Flex>
        </Flex>
        {actions && (
          <Flex wrap gap={8} data-testid="record-actions" {...{ [PAGE_ACTIONS]: '' }}>
            {actions}
          </Flex>
        )}
      </Flex>
    </Card>
  );
}
