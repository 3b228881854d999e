import { describe, expect, it } from 'vitest';
import { dayAfter, renewalLink } from '../../resources/contracts/renew';

describe('contract renewal link', () => {
  it('prefills a new pricing request for the account from the contract', () => {
    const url = new URL(
      renewalLink({
        id: 'c1',
        account_id: 'a1',
        commodity: 'gas',
        volume: 12000,
        end_date: '2027-02-28',
        number: 'CT-7',
        account: { account_name: 'Acme  Bakery' },
      }),
      'http://x',
    );
    expect(url.pathname).toBe('/pricing-requests/new');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      account_id: 'a1',
      commodity: 'gas',
      renewal_of: 'c1',
      name: 'Renewal CT-7 Acme Bakery',
      total_volume: '12000',
      requested_start_date: '2027-03-01',
    });
  });

  it('leaves out what the contract does not have', () => {
    const url = new URL(
      renewalLink({ id: 'c2', account_id: 'a2', commodity: 'electricity', volume: null, end_date: null, number: null }),
      'http://x',
    );
    expect([...url.searchParams.keys()]).toEqual(['account_id', 'commodity', 'renewal_of', 'name']);
    expect(url.searchParams.get('name')).toBe('Renewal');
  });

  it('the day after the last day of a year is New Year', () => {
    expect(dayAfter('2026-12-31')).toBe('2027-01-01');
  });
});
