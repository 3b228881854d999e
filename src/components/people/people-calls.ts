import { callFunction } from '../../../providers/edge-functions';
import { supabaseClient } from '../../../providers/supabase-client';
import { storedContentType } from '../../lib/stored-content-type';

/** Where invite links land: the page where the new user chooses a password. */
export const inviteRedirect = () => `${window.location.origin}/update-password`;

export interface InviteInput {
  email: string;
  type: 'partner' | 'affiliate' | 'organization';
  record?: string | null;
  organization?: string | null;
  first_name: string;
  last_name: string;
  phone?: string | null;
  alt_phone?: string | null;
  job_description?: string | null;
  role?: number;
  owner?: boolean;
  send?: boolean;
  shared_profile?: string | null;
}

/**
 * Edge function `invites`: creates the user and profile and mails the invite link. `idempotencyKey`
 * (made when the form or dialog opened, kept for its retries) makes a repeated call one invitation.
 */
export function inviteUser(input: InviteInput, idempotencyKey?: string): Promise<{ id: string }> {
  return callFunction('invites', { send: true, ...input, redirect_to: inviteRedirect() }, { idempotencyKey });
}

/** Edge function `update-user`: e-mail and role (and the shared profile when given). */
export function updateUser(id: string, change: { email?: string; role?: number; shared_profile?: string | null }, idempotencyKey?: string) {
  const data: Record<string, unknown> = {};
  if (change.email) data.email = change.email;
  if (change.role) data.user_metadata = { role: change.role };
  const body: Record<string, unknown> = { id, data };
  if (change.shared_profile !== undefined) body.shared_profile = change.shared_profile;
  return callFunction<{ id: string }>('update-user', body, { idempotencyKey });
}

/** Edge function `delete-user`. */
export function deleteUser(id: string, idempotencyKey?: string) {
  return callFunction<{ id: string }>('delete-user', { id }, { idempotencyKey });
}

/** Uploads an avatar or logo into the organization's folder and returns its storage path. */
export async function uploadPicture(organizationId: string, entity: string, entityId: string, file: File): Promise<string> {
  const ext = (/\.([a-z0-9]+)$/i.exec(file.name)?.[1] ?? 'png').toLowerCase();
  const path = `${organizationId}/${entity}/${entityId}/avatar-${Date.now()}.${ext}`;
  const { error } = await supabaseClient.storage
    .from('organizations')
    .upload(path, file, { cacheControl: '28800', contentType: storedContentType(file.type) });
  if (error) throw error;
  return path;
}

/** A displayable URL for a stored picture (signed: the bucket is private). */
export async function pictureUrl(path: string): Promise<string | null> {
  if (/^https?:\/\//.test(path)) return path;
  const { data } = await supabaseClient.storage.from('organizations').createSignedUrl(path, 52_560_000);
  return data?.signedUrl ?? null;
}
