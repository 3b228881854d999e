// Calls Refine has no verb for: the sales-rep filter RPC, deletes by id list, the welcome e-mail.
import { callFunction } from '../../providers/edge-functions';
import { supabaseClient } from '../../providers/supabase-client';

export interface SalesRep {
  id: string;
  first_name: string | null;
  last_name: string | null;
  email: string | null;
}

export const repName = (p: Pick<SalesRep, 'first_name' | 'last_name' | 'email'>) =>
  [p.first_name, p.last_name].filter(Boolean).join(' ') || p.email || 'Unnamed';

/** Sales reps of the active pricing requests the caller sees (spec §7 RPC, param_type 'pricing'). */
export async function assignedSalesReps(): Promise<SalesRep[]> {
  const { data, error } = await supabaseClient
    .rpc('get_assigned_profiles_for_active_pricing_requests', { param_type: 'pricing' })
    .select('id, first_name, last_name, email');
  if (error) throw new Error(error.message);
  return (data ?? []) as SalesRep[];
}

type DeletableTable = 'pricing_requests' | 'pricing_requests_products' | 'proposals';

/**
 * Deletes rows by id list in one request (spec §7) and returns how many went; rows the caller may
 * not delete stay (RLS), which the caller reports.
 */
export async function deleteByIds(table: DeletableTable, ids: string[]): Promise<number> {
  if (!ids.length) return 0;
  const { data, error } = await supabaseClient.from(table).delete().in('id', ids).select('id');
  if (error) throw new Error(error.message);
  return data?.length ?? 0;
}

/** Sends the welcome e-mail of a pricing request (edge function welcome-email), once per idempotency key. */
export function sendWelcomeEmail(
  body: { account_id: string; pricing_request_id: string; document_contract: string },
  idempotencyKey?: string,
) {
  return callFunction<{ sent: boolean; to: string }>('welcome-email', body, { idempotencyKey });
}
