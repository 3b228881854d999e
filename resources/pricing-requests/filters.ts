// The list's filters as Refine filters for the view pricing_requests_list: pure, unit-tested.
import type { CrudFilter } from '@refinedev/core';
import { SEARCH_KEY } from '../../providers/list-provider';

/** The list's filter values; undefined = no filter on that field. */
export interface ListFilterValues {
  search?: string;
  account_id?: string;
  sales_rep?: string;
  commodity?: string;
  /** The request's own active flag: 'active' (default), 'inactive' or 'all'. */
  status?: 'active' | 'inactive' | 'all';
  /** Only requests whose account is active (default true). */
  accountActive?: boolean;
}

export const DEFAULT_FILTERS: ListFilterValues = { status: 'active', accountActive: true };

/** Refine filters for the view `pricing_requests_list`: search by name or account name in one `or`. */
export function toCrudFilters(v: ListFilterValues): CrudFilter[] {
  const f: CrudFilter[] = [];
  const q = v.search
    ?.replace(/[,()"\\]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (q)
    f.push({
      key: SEARCH_KEY,
      operator: 'or',
      value: [
        { field: 'name', operator: 'contains', value: q },
        { field: 'account_name', operator: 'contains', value: q },
      ],
    });
  if (v.account_id) f.push({ field: 'account_id', operator: 'eq', value: v.account_id });
  if (v.sales_rep) f.push({ field: 'sales_rep', operator: 'eq', value: v.sales_rep });
  if (v.commodity) f.push({ field: 'commodity', operator: 'eq', value: v.commodity });
  if (v.status === 'active' || v.status === 'inactive') f.push({ field: 'active', operator: 'eq', value: v.status === 'active' });
  if (v.accountActive) f.push({ field: 'account_active', operator: 'eq', value: true });
  return f;
}
