import { inCalendarRange } from '../../src/lib/calendar-day';

/**
 * Initial values for New Pricing Request read from the query string — "Renew" on a contract sends
 * account_id, commodity, name, total_volume and requested_start_date; "New pricing request" on an account
 * sends account_id, name (the account's) and sales_rep (the account's rep) (docs/accounts-contracts.md).
 * Anything malformed is ignored: a hand-edited link can prefill less, never something invalid.
 */
export interface PricingPrefill {
  account_id?: string;
  commodity?: 'electricity' | 'gas';
  name?: string;
  total_volume?: number;
  requested_start_date?: string;
  sales_rep?: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const MAX_NAME = 200;

export function prefillFromQuery(params: URLSearchParams): PricingPrefill {
  const out: PricingPrefill = {};
  const account = params.get('account_id')?.trim();
  if (account && UUID.test(account)) out.account_id = account.toLowerCase();
  const commodity = params.get('commodity');
  if (commodity === 'electricity' || commodity === 'gas') out.commodity = commodity;
  const name = params.get('name')?.trim();
  if (name) out.name = name.slice(0, MAX_NAME);
  const volume = Number(params.get('total_volume'));
  if (params.get('total_volume') && Number.isFinite(volume) && volume > 0) out.total_volume = volume;
  const start = params.get('requested_start_date');
  if (start && inCalendarRange(start)) out.requested_start_date = start;
  const rep = params.get('sales_rep')?.trim();
  if (rep && UUID.test(rep)) out.sales_rep = rep.toLowerCase();
  return out;
}
