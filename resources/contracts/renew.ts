import { addCalendarDays } from '../../src/lib/calendar-date';

/** What "Renew" needs of a contract. */
export interface RenewableContract {
  id: string;
  account_id: string;
  commodity: string;
  volume: number | null;
  end_date: string | null;
  number: string | null;
  account?: { account_name: string } | null;
}

/** The day after `iso` (YYYY-MM-DD), as YYYY-MM-DD. */
export const dayAfter = (iso: string): string => addCalendarDays(iso, 1);

/**
 * "Renew": a new pricing request for the contract's account, prefilled through query parameters that
 * the pricing-request form reads (documented in docs/accounts-contracts.md).
 */
export function renewalLink(c: RenewableContract): string {
  const q = new URLSearchParams({ account_id: c.account_id, commodity: c.commodity, renewal_of: c.id });
  q.set('name', `Renewal ${c.number ?? ''} ${c.account?.account_name ?? ''}`.replace(/\s+/g, ' ').trim());
  if (c.volume) q.set('total_volume', String(c.volume));
  if (c.end_date) q.set('requested_start_date', dayAfter(c.end_date));
  return `/pricing-requests/new?${q.toString()}`;
}

/** "Ending within N days": contracts whose end date is from today up to today + N. */
export const ENDING_WITHIN = [30, 60, 90, 180] as const;
