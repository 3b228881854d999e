import { useOne, type BaseRecord } from '@refinedev/core';
import { Card, Flex } from 'antd';
import { useDeferredValue, type ReactNode } from 'react';
import { PageSpinner } from './page-spinner';
import { RecordHeader, type RecordFact } from './record-header';
import { RecordTabs, type RecordTab } from './record-tabs';
import { RecordUnavailable, recordMissing } from './record-unavailable';

/**
 * The record as its page's header shows it: one read with the names it needs (`select` with embeds),
 * apart from the details form's own read, so that the header can be read afresh after a save (`refetch`)
 * without resetting what the form holds. `head` arrives as a transition (React renders the page in slices).
 */
export function useRecordHead<T extends BaseRecord>(resource: string, id: string | undefined, select: string) {
  const { result, query } = useOne<T>({ resource, id: id ?? '', meta: { select }, queryOptions: { enabled: Boolean(id) } });
  const head = useDeferredValue(result);
  return { head, arrived: result, query, refetch: () => void query.refetch() };
}

interface Props {
  /** The header's read (useRecordHead): a failed or empty read shows "… not available". */
  query: { isError?: boolean; isSuccess?: boolean };
  arrived: unknown;
  /** Ready to lay out: the record, and whatever else the header needs (rights), have arrived. */
  ready: boolean;
  unavailable: { what: string; listPath: string; listLabel: string };
  title: ReactNode;
  tags?: ReactNode;
  facts: RecordFact[];
  actions?: ReactNode;
  /** Under the header, above the tabs (a read-only notice). */
  notice?: ReactNode;
  tabs: RecordTab[];
  defaultTab?: string;
}

/**
 * Every record page's frame (CONVENTIONS, "Record pages"; issue 26, item 3): the header — name, status
 * tags, key facts, primary actions — over tabs for the details form and each related list or section, the
 * open tab in the URL (RecordTabs). The header and the tabs appear together, once the record and the
 * user's rights are known: laid out before, the header would grow and push the tabs down.
 */
export function RecordPage({
  query,
  arrived,
  ready,
  unavailable,
  title,
  tags,
  facts,
  actions,
  notice,
  tabs,
  defaultTab = 'details',
}: Props) {
  if (recordMissing(query, arrived)) return <RecordUnavailable {...unavailable} />;
  if (!ready) return <PageSpinner />;
  return (
    <Flex vertical gap={16}>
      <RecordHeader title={title} tags={tags} facts={facts} actions={actions} />
      {notice}
      <Card size="small">
        <RecordTabs defaultKey={defaultTab} items={tabs} />
      </Card>
    </Flex>
  );
}
