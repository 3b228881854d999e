import { callFunction } from '../../providers/edge-functions';
import { supabaseClient } from '../../providers/supabase-client';

export interface Registration {
  id: string;
  email: string | null;
  first_name: string | null;
  last_name: string | null;
  phone: string | null;
  job_description: string | null;
  created_at: string;
}

/** A registration's name, or its e-mail when it gave none. */
export const personLabel = (r: Pick<Registration, 'first_name' | 'last_name' | 'email'>) =>
  [r.first_name, r.last_name].filter(Boolean).join(' ') || r.email || '';

/** Registrations awaiting approval that the caller sees (RPC pending_registrations: management). */
export async function pendingRegistrations(): Promise<Registration[]> {
  const { data, error } = await supabaseClient.rpc('pending_registrations');
  if (error) throw error;
  return (data ?? []) as Registration[];
}

export interface Approval {
  id: string;
  role: number;
  organization: string;
  partner?: string | null;
  affiliate?: string | null;
}

/** Edge function `approve-registration`: activates the user in that place and mails them. */
export function approveRegistration(approval: Approval, idempotencyKey?: string) {
  return callFunction<{ id: string; approved: boolean; mailed: boolean }>(
    'approve-registration',
    { ...approval, redirect_to: `${window.location.origin}/welcome/login` },
    { idempotencyKey },
  );
}
