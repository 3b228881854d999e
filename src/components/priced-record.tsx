import { Tag } from 'antd';
import { Link } from 'react-router';
import { t } from '../lib/i18n';
import { codeLabel, formatRate } from '../lib/labels';
import type { RecordFact } from './record-header';

/** What the header of a record priced by a retailer's product (a contract, a submission) shows first. */
export interface PricedHead {
  status: string;
  commodity: string;
  account_id: string;
  rate: number | null;
  account: { account_name: string } | null;
  retailer: { name: string } | null;
}

/** The record's status (in its list's colours) and commodity, as tags for the record header. */
export function PricedTags({ head, colors, statusTestId }: { head: PricedHead; colors: Record<string, string>; statusTestId?: string }) {
  return (
    <>
      <Tag color={colors[head.status]} data-testid={statusTestId}>
        {codeLabel(head.status)}
      </Tag>
      <Tag>{codeLabel(head.commodity)}</Tag>
    </>
  );
}

/** The account (a link to it), retailer and rate: the first facts of a priced record's header. */
export function pricedFacts(head: PricedHead | undefined): RecordFact[] {
  return [
    { label: t('Account'), value: head?.account ? <Link to={`/accounts/${head.account_id}`}>{head.account.account_name}</Link> : '—' },
    { label: t('Retailer'), value: head?.retailer?.name ?? '—' },
    { label: t('Rate'), value: formatRate(head?.rate, head?.commodity) },
  ];
}
