import { supabaseClient } from '../../providers/supabase-client';
import type { Database } from '../../src/lib/database.types';

export type DuplicateRow = Database['public']['Functions']['find_duplicate_accounts']['Returns'][number];

/** Accounts that look like `accountId` among those the caller sees (RPC find_duplicate_accounts). */
export async function findDuplicates(accountId: string): Promise<DuplicateRow[]> {
  const { data, error } = await supabaseClient.rpc('find_duplicate_accounts', { param_account_id: accountId });
  if (error) throw new Error(error.message);
  return data ?? [];
}

/** How many look-alikes an account has (for "possible duplicates: N"). */
export async function countDuplicates(accountId: string): Promise<number> {
  return (await findDuplicates(accountId)).length;
}

/** Moves every child of `mergeId` to `keepId` and deactivates it, in one transaction (RPC merge_accounts). */
export async function mergeAccounts(keepId: string, mergeId: string): Promise<Record<string, number>> {
  const { data, error } = await supabaseClient.rpc('merge_accounts', { param_keep_id: keepId, param_merge_id: mergeId });
  if (error) throw new Error(error.message);
  return (data ?? {}) as Record<string, number>;
}
