import { describe, expect, it } from 'vitest';
import { prefillFromQuery } from '../../resources/pricing-requests/prefill';

const q = (s: string) => prefillFromQuery(new URLSearchParams(s));

describe('New Pricing Request prefill from a Renew link', () => {
  it('takes every value a contract renewal sends', () => {
    expect(
      q(
        'account_id=F0000000-0000-4000-8000-000000000001&commodity=gas&renewal_of=x&name=Renewal+C-100+Acme&total_volume=120000&requested_start_date=2027-03-01',
      ),
    ).toEqual({
      account_id: 'f0000000-0000-4000-8000-000000000001',
      commodity: 'gas',
      name: 'Renewal C-100 Acme',
      total_volume: 120000,
      requested_start_date: '2027-03-01',
    });
  });

  it("takes what an account's New pricing request sends: the account, its name and its sales rep", () => {
    expect(
      q('account_id=f0000000-0000-4000-8000-000000000005&name=Coal+Harbour+Marine+Supply&sales_rep=A0000000-0000-4000-8000-000000000006'),
    ).toEqual({
      account_id: 'f0000000-0000-4000-8000-000000000005',
      name: 'Coal Harbour Marine Supply',
      sales_rep: 'a0000000-0000-4000-8000-000000000006',
    });
  });

  it('ignores malformed values instead of prefilling them', () => {
    expect(q('account_id=1;drop table x&commodity=water&total_volume=-5&requested_start_date=03/01/2027&name=++&sales_rep=me')).toEqual({});
    expect(q('total_volume=abc&requested_start_date=2027-13-45')).toEqual({});
  });

  it('prefills nothing without parameters and caps a very long name', () => {
    expect(q('')).toEqual({});
    expect(q(`name=${'a'.repeat(500)}`).name).toHaveLength(200);
  });
});
