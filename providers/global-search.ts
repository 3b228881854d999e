// The Ctrl-K search's one call (docs/security.md, "Search"): plain supabase-js, so that
// `npm run bench:search` times exactly what the palette sends.
import type { SupabaseClient } from '@supabase/supabase-js';
import { PER_KIND, type SearchKind } from '../src/lib/search-kinds';

/** One row of `global_search`: a record the caller sees, as the palette lists it. */
export interface SearchHit {
  kind: SearchKind;
  id: string;
  title: string;
  detail: string | null;
  active: boolean;
  /** There are further hits of this kind beyond the page. */
  more: boolean;
  pos: number;
}

/** The first `perKind` records of each kind whose searched columns contain `term`, in each list's order. */
export async function globalSearch(
  client: SupabaseClient,
  term: string,
  kinds: readonly SearchKind[],
  perKind = PER_KIND,
): Promise<SearchHit[]> {
  if (!kinds.length) return [];
  const { data, error } = await client.rpc('global_search', { term, kinds, per_kind: perKind });
  if (error) throw Object.assign(new Error(error.message), error);
  return (data ?? []) as SearchHit[];
}
