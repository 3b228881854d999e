import { describe, expect, it } from 'vitest';
import { searchRpcCall, searchTerm, trigramSearchable } from '../../providers/list-provider';
import { searchFilter } from '../../resources/accounts/list-query';
import { toCrudFilters } from '../../resources/pricing-requests/filters';
import { bigListMeta, totalLabel } from '../../src/lib/list-strategy';

describe('big lists by role', () => {
  it('management, company admins and executives count estimated and search through the RPC; everyone else exactly, filtering', () => {
    for (const role of [4, 1, 5])
      expect(bigListMeta(role, 'search_accounts')).toEqual({ count: 'estimated', searchRpc: 'search_accounts' });
    expect(bigListMeta(4)).toEqual({ count: 'estimated' });
    for (const role of [2, 3, 6, 7, null, undefined]) expect(bigListMeta(role, 'search_accounts')).toEqual({ count: 'exact' });
  });

  it('says "about" only for an estimated total above max_rows, rounded to three digits', () => {
    expect(totalLabel(117_234, 'estimated')).toBe('about 117,000 items');
    expect(totalLabel(1_001, 'estimated')).toBe('about 1,000 items');
    expect(totalLabel(1_000, 'estimated')).toBe('1,000 items');
    expect(totalLabel(117_234, 'exact')).toBe('117,234 items');
    expect(totalLabel(1, 'exact')).toBe('1 item');
  });

  it("reads the search box's term from the lists' search filters, and tells whether trigrams can narrow it", () => {
    expect(searchTerm([searchFilter('contact100@bench.test')])).toBe('contact100@bench.test');
    expect(searchTerm(toCrudFilters({ search: 'Granite', commodity: 'gas' }))).toBe('Granite');
    expect(searchTerm(toCrudFilters({ commodity: 'gas' }))).toBeUndefined();
    expect(searchTerm([searchFilter('  ')])).toBeUndefined();
    expect(trigramSearchable('Gra')).toBe(true);
    expect(trigramSearchable('Café')).toBe(true);
    expect(trigramSearchable('a b c')).toBe(false);
    expect(trigramSearchable('ab')).toBe(false);
  });

  it("sends the pricing search's equality filters as the RPC's arguments, and leaves the rest to PostgREST", () => {
    const filters = [
      ...toCrudFilters({ search: 'Granite', commodity: 'gas', status: 'active', accountActive: true }),
      { field: 'organization_id', operator: 'eq' as const, value: 'org' },
      { field: 'created_at', operator: 'gte' as const, value: '2026-01-01' },
    ];
    expect(searchRpcCall('search_pricing_requests', 'Granite', filters)).toEqual({
      args: { term: 'Granite', commodity: 'gas', active: true, account_active: true },
      filters: [
        { field: 'organization_id', operator: 'eq', value: 'org' },
        { field: 'created_at', operator: 'gte', value: '2026-01-01' },
      ],
    });
    // search_accounts takes the term only.
    expect(
      searchRpcCall('search_accounts', 'Granite', [searchFilter('Granite'), { field: 'active', operator: 'eq', value: true }]),
    ).toEqual({
      args: { term: 'Granite' },
      filters: [{ field: 'active', operator: 'eq', value: true }],
    });
  });
});
