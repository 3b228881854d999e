import type { User } from '@supabase/supabase-js';
import type { AppAbility } from '../src/lib/ability';
import { setDisplayTimeZone } from '../src/lib/display-zone';
import { ROLES } from '../src/lib/roles';
import { ACCOUNT_DISABLED, REGISTRATION_PENDING } from '../src/lib/error-message';
import { currentLocale, isLocale } from '../src/lib/i18n';
import { applyLocale } from '../src/lib/locale-runtime';
import { supabaseClient } from './supabase-client';

/** The columns of `profiles` the shell reads. */
export interface Profile {
  id: string;
  role: number | null;
  active: boolean | null;
  partner_id: string | null;
  affiliate_id: string | null;
  last_organization: string | null;
  avatar: string | null;
  email: string | null;
  new_email: string | null;
  first_name: string | null;
  last_name: string | null;
  phone: string | null;
  alt_phone: string | null;
  job_description: string | null;
  first_login: boolean | null;
  /** Preferences (issue 18): 'en' | 'fr', and an IANA time zone. */
  locale?: string | null;
  time_zone?: string | null;
  updated_at?: string | null;
}

/** Everything the shell knows about the signed-in user. */
export interface Identity {
  id: string;
  email: string;
  name: string;
  avatar: string | null;
  role: number | null;
  profile: Profile;
  /** The shared profile an executive works as ("Viewing as …"), when assigned. */
  sharedProfile: Profile | null;
  permissions: string[];
  ability: AppAbility;
  /** Pending e-mail change, from auth. */
  newEmail: string | null;
}

/** A missing or inactive profile (spec §4): refused with the spec's 'Account disabled. …'. */
export class AccountDisabledError extends Error {
  constructor() {
    super(ACCOUNT_DISABLED);
    this.name = 'Account disabled';
  }
}

/**
 * A registration awaiting approval (issue 26, item 6): an inactive profile that belongs to nothing yet
 * (`my_registration_pending`, migration 20261128150000). Asked only once the password was right, so the
 * answer tells nothing to someone who does not hold it.
 */
export class RegistrationPendingError extends Error {
  constructor() {
    super(REGISTRATION_PENDING);
    this.name = 'Registration pending';
  }
}

/** Why an inactive profile is refused: a registration not yet approved, or an account switched off. */
async function refusal(profile: Profile | null): Promise<Error> {
  if (!profile) return new AccountDisabledError();
  const { data, error } = await supabaseClient.rpc('my_registration_pending');
  return !error && data === true ? new RegistrationPendingError() : new AccountDisabledError();
}

let cached: Promise<Identity> | undefined;
let cachedUserId: string | undefined;
/** When the cached identity was read from the database. */
let cachedAt = 0;
/** An identity read this recently is not re-read on navigation (it is as fresh as a re-read would be). */
export const FRESH_IDENTITY_MS = 5_000;

export function displayName(p: Pick<Profile, 'first_name' | 'last_name' | 'email'>): string {
  const name = [p.first_name, p.last_name].filter(Boolean).join(' ').trim();
  return name || p.email || '';
}

async function loadProfile(id: string): Promise<Profile | null> {
  const { data, error } = await supabaseClient.from('profiles').select('*').eq('id', id).maybeSingle();
  if (error) throw error;
  return (data as Profile | null) ?? null;
}

/** An executive's assigned shared profile (spec §6), or null. */
async function loadSharedProfile(profile: Profile): Promise<Profile | null> {
  if (profile.role !== ROLES.EXECUTIVE) return null;
  const { data, error } = await supabaseClient.from('assigned_profiles').select('shared_profile').eq('profile', profile.id).limit(1);
  if (error || !data?.length) return null;
  const sharedId = (data[0] as { shared_profile: string | null }).shared_profile;
  return sharedId ? loadProfile(sharedId) : null;
}

async function loadPermissions(): Promise<string[]> {
  const { data, error } = await supabaseClient.rpc('my_permissions');
  if (error) throw error;
  return Array.isArray(data) ? (data as string[]) : [];
}

/** Loads profile, permissions and shared profile; refuses a missing or inactive profile. */
export async function loadIdentity(user: User): Promise<Identity> {
  const profile = await loadProfile(user.id);
  if (!profile || profile.active === false || profile.active === null) throw await refusal(profile);
  // CASL loads with the permissions: the login page, every visitor's first download, goes without it.
  const [permissions, sharedProfile, { buildAbility }] = await Promise.all([
    loadPermissions(),
    loadSharedProfile(profile),
    import('../src/lib/ability'),
    applyPreferences(profile),
  ]);
  return {
    id: user.id,
    email: user.email ?? profile.email ?? '',
    name: displayName(profile),
    avatar: profile.avatar,
    role: profile.role,
    profile,
    sharedProfile,
    permissions,
    ability: buildAbility(profile.role, permissions),
    newEmail: user.new_email ?? profile.new_email ?? null,
  };
}

/** The user's language and time zone become the portal's (before the first signed-in screen renders). */
export async function applyPreferences(profile: Pick<Profile, 'locale' | 'time_zone'>): Promise<void> {
  setDisplayTimeZone(profile.time_zone ?? undefined);
  if (isLocale(profile.locale) && profile.locale !== currentLocale()) await applyLocale(profile.locale);
}

/** The current identity, cached per user; undefined when signed out. */
export async function currentIdentity(): Promise<Identity | undefined> {
  const { data } = await supabaseClient.auth.getSession();
  const user = data.session?.user;
  if (!user) {
    cached = undefined;
    cachedUserId = undefined;
    return undefined;
  }
  if (!cached || cachedUserId !== user.id) {
    cachedUserId = user.id;
    cachedAt = Date.now();
    cached = loadIdentity(user);
    cached.catch(() => {
      cached = undefined;
      cachedUserId = undefined;
    });
  }
  return cached;
}

/**
 * Re-reads the caller's role and permissions; when they changed since the identity was loaded, the
 * identity is dropped so the next check builds a fresh ability (permission edits apply at the
 * user's next navigation, never kept stale for a session).
 */
export async function revalidateIdentity(): Promise<void> {
  const identity = await cached?.catch(() => undefined);
  if (!identity || Date.now() - cachedAt < FRESH_IDENTITY_MS) return;
  const [permissions, profile] = await Promise.all([
    loadPermissions().catch(() => undefined),
    supabaseClient.from('profiles').select('role, active').eq('id', identity.id).maybeSingle(),
  ]);
  if (!permissions) return;
  const row = profile.data as { role: number | null; active: boolean | null } | null;
  const changed =
    permissions.join() !== identity.permissions.join() || row?.role !== identity.role || row?.active !== identity.profile.active;
  if (changed) resetIdentity();
}

const listeners = new Set<() => void>();

/** Calls back whenever the cached identity is dropped (profile saved, organization switched…). */
export function onIdentityReset(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/**
 * Forgets the cached identity (after sign-out, profile edits, organization switches) and tells the
 * listeners, which reload it. Only a cached identity is announced, so a reload never loops.
 */
export function resetIdentity(): void {
  const had = cached !== undefined;
  cached = undefined;
  cachedUserId = undefined;
  if (had) for (const listener of listeners) listener();
}
