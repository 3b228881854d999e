import type { CrudFilter } from '@refinedev/core';
import { describe, expect, it } from 'vitest';
import { listFilters } from '../../src/components/list-filter-bar';

describe('list filters', () => {
  const current: CrudFilter[] = [
    { field: 'status', operator: 'eq', value: 'active' },
    { field: 'end_date', operator: 'gte', value: '2026-01-01' },
    { field: 'end_date', operator: 'lte', value: '2026-03-01' },
  ];
  const setup = () => {
    const calls: CrudFilter[][] = [];
    const f = listFilters(current, (filters, behavior) => {
      expect(behavior).toBe('merge');
      calls.push(filters);
    });
    return { f, calls };
  };

  it('reads the current value of a field, optionally of one operator', () => {
    const { f } = setup();
    expect(f.value('status')).toBe('active');
    expect(f.value('end_date', 'lte')).toBe('2026-03-01');
    expect(f.value('end_date', 'gte')).toBe('2026-01-01');
    expect(f.value('commodity')).toBeUndefined();
  });

  it('binds a select: its value, and equality filters that a cleared, empty or null choice removes', () => {
    const { f, calls } = setup();
    const bound = f.bind('status');
    expect(bound.value).toBe('active');
    bound.onChange('expired');
    bound.onChange(undefined);
    bound.onChange(null);
    bound.onChange('');
    f.set('active', false);
    expect(calls).toEqual([
      [{ field: 'status', operator: 'eq', value: 'expired' }],
      [{ field: 'status', operator: 'eq', value: undefined }],
      [{ field: 'status', operator: 'eq', value: undefined }],
      [{ field: 'status', operator: 'eq', value: undefined }],
      [{ field: 'active', operator: 'eq', value: false }],
    ]);
  });

  it('searches with a trimmed "contains"; blank text removes the filter', () => {
    const { f, calls } = setup();
    f.search('number').onSearch('  C-12 ');
    f.search('number').onSearch('   ');
    // The box shows the field's "contains" text only: an equality filter on it is not search text.
    expect(f.search('status').defaultValue).toBeUndefined();
    expect(calls).toEqual([
      [{ field: 'number', operator: 'contains', value: 'C-12' }],
      [{ field: 'number', operator: 'contains', value: undefined }],
    ]);
  });
});
