import { describe, expect, it } from 'vitest';
import { listSource } from '../../src/lib/list-source';

describe('listSource', () => {
  it("management reads its own views of the big lists; every other role (and an unknown one) the RLS'd relation", () => {
    expect(listSource('accounts', 4)).toBe('accounts_list_management');
    expect(listSource('pricing_requests_list', 4)).toBe('pricing_requests_list_management');
    for (const role of [1, 2, 3, 5, 6, 7, null, undefined]) {
      expect(listSource('accounts', role)).toBe('accounts');
      expect(listSource('pricing_requests_list', role)).toBe('pricing_requests_list');
    }
  });
});
