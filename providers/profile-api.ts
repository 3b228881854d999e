import { sanitizeFileName } from '../src/lib/sanitize-file-name';
import { storedContentType } from '../src/lib/stored-content-type';
import { BUCKET } from './config';
import { resetIdentity } from './session';
import { supabaseClient } from './supabase-client';

/** Signed URLs last 52,560,000 s (spec §9). */
export const SIGNED_URL_SECONDS = 52_560_000;

/** Starts an e-mail change: the address stays pending (new_email) until verified. */
export async function requestEmailChange(email: string): Promise<void> {
  const { error } = await supabaseClient.auth.updateUser({ email }, { emailRedirectTo: `${window.location.origin}/settings` });
  if (error) throw error;
}

/** Sends the verification e-mail again; keyed by the current address. */
export async function resendEmailChange(currentEmail: string): Promise<void> {
  const { error } = await supabaseClient.auth.resend({
    type: 'email_change',
    email: currentEmail,
    options: { emailRedirectTo: `${window.location.origin}/settings` },
  });
  if (error) throw error;
}

export async function cancelEmailChange(): Promise<void> {
  const { error } = await supabaseClient.rpc('cancel_email_change');
  if (error) throw error;
}

/** The signed-in user's pending e-mail change, fresh from auth. */
export async function pendingEmail(): Promise<{ email: string; newEmail: string | null }> {
  const { data, error } = await supabaseClient.auth.getUser();
  if (error) throw error;
  return { email: data.user?.email ?? '', newEmail: data.user?.new_email ?? null };
}

/** Uploads an avatar under the user's organization and returns its storage path. */
export async function uploadAvatar(profileId: string, organizationId: string | null, file: Blob, name: string): Promise<string> {
  const path = `${organizationId ?? 'users'}/profiles/${profileId}/${Date.now()}_${sanitizeFileName(name)}`;
  const { error } = await supabaseClient.storage
    .from(BUCKET)
    .upload(path, file, { cacheControl: '28800', upsert: true, contentType: storedContentType(file.type) });
  if (error) throw error;
  return path;
}

/** A displayable URL for a stored avatar path (or an absolute URL as is). */
export async function avatarUrl(path: string | null | undefined): Promise<string | undefined> {
  if (!path) return undefined;
  if (/^(https?:|data:|blob:)/.test(path)) return path;
  const { data, error } = await supabaseClient.storage.from(BUCKET).createSignedUrl(path, SIGNED_URL_SECONDS);
  if (error) return undefined;
  return data.signedUrl;
}

/** Switches the organization the user works in (`last_organization`). */
export async function switchOrganization(profileId: string, organizationId: string): Promise<void> {
  const { error } = await supabaseClient.from('profiles').update({ last_organization: organizationId }).eq('id', profileId);
  if (error) throw error;
  resetIdentity();
}

export interface OrganizationOption {
  id: string;
  name: string;
}

export async function listOrganizations(): Promise<OrganizationOption[]> {
  const { data, error } = await supabaseClient.from('organizations').select('id, name').order('name');
  if (error) throw error;
  return (data ?? []) as OrganizationOption[];
}
