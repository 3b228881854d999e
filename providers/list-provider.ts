// How the portal reads a list: refine's Supabase data provider, and for a list with a search RPC
// (meta.searchRpc) a search term goes to that RPC first (docs/security.md, "Lists through RLS").
// Plain supabase-js, no browser globals: `npm run bench:*` reads the lists through it too.
import type { BaseRecord, CrudFilter, DataProvider, GetListParams, GetListResponse } from '@refinedev/core';
import { dataProvider as supabaseDataProvider, generateFilter } from '@refinedev/supabase';
import type { SupabaseClient } from '@supabase/supabase-js';

export interface ListMeta {
  select?: string;
  /** PostgREST's Prefer: count (refine's provider asks count=exact by default). */
  count?: 'exact' | 'planned' | 'estimated';
  /**
   * An RPC `fn(term)` returning the rows the caller sees that contain the search term (the trigram
   * indexes serve it; 422 PT422 when more than 5,000 match, and the list filters the table instead,
   * counting `planned`: an exact count of a broad term's matches reads most of the table).
   */
  searchRpc?: string;
  /** Only rows of this organization (the header's organization switcher; src/components/organization-scope.tsx). */
  organizationScope?: string;
}

/** The filter a list's search box sets: `key: 'search'`, an `or` of `contains` on the searched columns. */
export const SEARCH_KEY = 'search';

/** The term of the list's search filter, if one is set. */
export function searchTerm(filters: CrudFilter[] | undefined): string | undefined {
  const f = filters?.find((x) => 'key' in x && x.key === SEARCH_KEY);
  const first = f && Array.isArray(f.value) ? (f.value[0] as { value?: unknown } | undefined) : undefined;
  return typeof first?.value === 'string' && first.value.trim() ? first.value : undefined;
}

/** pg_trgm only narrows a search that has a word of three letters or digits. */
export const trigramSearchable = (term: string) => /[\p{L}\p{N}]{3}/u.test(term);

type ListResult = GetListResponse<BaseRecord>;

/**
 * The equality filters a search RPC takes as arguments (it narrows its candidates with them before
 * deciding whether the term is too broad: migration 20261126161000); the list sends those filters
 * as arguments instead of filtering the RPC's rows.
 */
export const SEARCH_RPC_ARGS: Readonly<Record<string, readonly string[]>> = {
  search_pricing_requests: ['commodity', 'active', 'account_active', 'account_id', 'sales_rep'],
};

/** The RPC's arguments (the term and the filters it takes) and the filters left for PostgREST. */
export function searchRpcCall(rpc: string, term: string, filters: CrudFilter[] | undefined) {
  const takes = SEARCH_RPC_ARGS[rpc] ?? [];
  const args: Record<string, unknown> = { term };
  const rest: CrudFilter[] = [];
  for (const f of filters ?? []) {
    if ('key' in f && f.key === SEARCH_KEY) continue;
    if ('field' in f && f.operator === 'eq' && takes.includes(f.field) && !(f.field in args)) args[f.field] = f.value;
    else rest.push(f);
  }
  return { args, filters: rest };
}

async function viaSearchRpc(client: SupabaseClient, rpc: string, term: string, params: GetListParams): Promise<ListResult | undefined> {
  const meta = (params.meta ?? {}) as ListMeta;
  const { currentPage = 1, pageSize = 10, mode = 'server' } = params.pagination ?? {};
  const call = searchRpcCall(rpc, term, params.filters);
  const query = client.rpc(rpc, call.args, { get: true, count: meta.count ?? 'exact' }).select(meta.select ?? '*');
  if (mode === 'server') query.range((currentPage - 1) * pageSize, currentPage * pageSize - 1);
  for (const s of params.sorters ?? []) query.order(s.field, { ascending: s.order === 'asc' });
  for (const f of call.filters) generateFilter(f, query);
  const { data, count, error } = await query;
  if (error?.code === 'PT422') return undefined;
  if (error) throw Object.assign(new Error(error.message), { ...error, statusCode: Number.parseInt(error.code) || 500 });
  return { data: (data ?? []) as BaseRecord[], total: count ?? 0 };
}

/** The list's filters, plus `organization_id = scope` when the list is narrowed to one organization. */
function withScope(params: GetListParams): GetListParams {
  const scope = (params.meta as ListMeta | undefined)?.organizationScope;
  if (!scope) return params;
  return { ...params, filters: [...(params.filters ?? []), { field: 'organization_id', operator: 'eq', value: scope }] };
}

/**
 * refine's Supabase provider whose getList sends a search term to the list's search RPC first, and
 * narrows a list to the organization its meta names.
 */
export function listProvider(client: SupabaseClient): DataProvider {
  const base = supabaseDataProvider(client);
  return {
    ...base,
    getList: (async (unscoped: GetListParams) => {
      const params = withScope(unscoped);
      const rpc = (params.meta as ListMeta | undefined)?.searchRpc;
      const term = rpc ? searchTerm(params.filters) : undefined;
      if (rpc && term && trigramSearchable(term)) {
        const found = await viaSearchRpc(client, rpc, term, params);
        if (found) return found;
        return base.getList({ ...params, meta: { ...params.meta, count: 'planned' } });
      }
      return base.getList(params);
    }) as DataProvider['getList'],
  };
}
