import { describe, expect, it } from 'vitest';
import { DEFAULT_FILTERS, toCrudFilters } from '../../resources/pricing-requests/filters';

describe('pricing requests list filters', () => {
  it('by default lists active requests whose account is active', () => {
    expect(toCrudFilters(DEFAULT_FILTERS)).toEqual([
      { field: 'active', operator: 'eq', value: true },
      { field: 'account_active', operator: 'eq', value: true },
    ]);
  });

  it('searches the name or the account name in one or-filter keyed search (the search RPC term), without PostgREST syntax characters', () => {
    expect(toCrudFilters({ search: ' Kits(ilano), ' })).toEqual([
      {
        key: 'search',
        operator: 'or',
        value: [
          { field: 'name', operator: 'contains', value: 'Kits ilano' },
          { field: 'account_name', operator: 'contains', value: 'Kits ilano' },
        ],
      },
    ]);
  });

  it('adds account, sales rep, commodity and status; "any status" and all accounts add nothing', () => {
    expect(toCrudFilters({ account_id: 'a', sales_rep: 'r', commodity: 'gas', status: 'inactive', accountActive: false })).toEqual([
      { field: 'account_id', operator: 'eq', value: 'a' },
      { field: 'sales_rep', operator: 'eq', value: 'r' },
      { field: 'commodity', operator: 'eq', value: 'gas' },
      { field: 'active', operator: 'eq', value: false },
    ]);
    expect(toCrudFilters({ status: 'all', accountActive: false })).toEqual([]);
  });
});
