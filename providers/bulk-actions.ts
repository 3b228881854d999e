// The lists' bulk actions (docs/security.md, "Bulk actions"): one RPC per action, all rows or none.
import type { SupabaseClient } from '@supabase/supabase-js';

/** The lists with bulk actions, by table. */
export type BulkTarget = 'accounts' | 'pricing_requests' | 'partners' | 'affiliates';

/** A selected row as the list loaded it: its id and version (updated_at), which the RPC compares. */
export interface SelectedRow {
  id: string;
  updated_at?: string | null;
}

/** The columns a bulk update may set (the RPC's allow-list: app.bulk_columns). */
export type BulkChanges = { active: boolean } | { sales_rep: string };

function fail(error: { message: string; code?: string; details?: string | null }): never {
  // PT422 (refused): the message says how many rows were refused and why; nothing changed.
  throw Object.assign(new Error(error.message), error);
}

const args = (target: BulkTarget, rows: readonly SelectedRow[]) => ({
  target,
  ids: rows.map((r) => r.id),
  versions: rows.map((r) => r.updated_at ?? null),
});

/** Sets `changes` on every row, or on none (then throws with the refusals). Returns how many changed. */
export async function bulkUpdate(client: SupabaseClient, target: BulkTarget, rows: readonly SelectedRow[], changes: BulkChanges) {
  const { data, error } = await client.rpc('bulk_update', { ...args(target, rows), changes });
  if (error) fail(error);
  return data as number;
}

/** Deletes every row, or none (then throws with the refusals). Returns how many were deleted. */
export async function bulkDelete(client: SupabaseClient, target: BulkTarget, rows: readonly SelectedRow[]) {
  const { data, error } = await client.rpc('bulk_delete', args(target, rows));
  if (error) fail(error);
  return data as number;
}
