import type { IdentityRow, UserRow } from './users.ts';

/** GoTrue prints times in UTC with a trailing Z; normalise whatever the driver gave. */
export function isoTime(v: string | null | undefined): string | undefined {
  if (!v) return undefined;
  if (v === 'infinity') return '9999-12-31T23:59:59Z';
  const d = new Date(v.includes('T') || !v.includes(' ') ? v : v.replace(' ', 'T'));
  return Number.isNaN(d.getTime()) ? v : d.toISOString();
}

/** Drops undefined entries so `?` fields are omitted, as Go's `omitempty` does. */
function compact(o: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined));
}

export function identityJson(i: IdentityRow): Record<string, unknown> {
  return compact({
    identity_id: i.id,
    id: i.provider_id,
    user_id: i.user_id,
    identity_data: i.identity_data,
    provider: i.provider,
    last_sign_in_at: isoTime(i.last_sign_in_at),
    created_at: isoTime(i.created_at),
    updated_at: isoTime(i.updated_at),
    email: i.email ?? undefined,
  });
}

/** The user JSON of AUTH: internal/models/user.go (field order and omitempty kept). */
export function userJson(u: UserRow, identities: IdentityRow[]): Record<string, unknown> {
  return compact({
    id: u.id,
    aud: u.aud ?? '',
    role: u.role ?? '',
    email: u.email ?? '',
    email_confirmed_at: isoTime(u.email_confirmed_at),
    invited_at: isoTime(u.invited_at),
    phone: u.phone ?? '',
    phone_confirmed_at: isoTime(u.phone_confirmed_at),
    confirmation_sent_at: isoTime(u.confirmation_sent_at),
    confirmed_at: isoTime(u.confirmed_at),
    recovery_sent_at: isoTime(u.recovery_sent_at),
    new_email: u.email_change || undefined,
    email_change_sent_at: isoTime(u.email_change_sent_at),
    new_phone: u.phone_change || undefined,
    phone_change_sent_at: isoTime(u.phone_change_sent_at),
    reauthentication_sent_at: isoTime(u.reauthentication_sent_at),
    last_sign_in_at: isoTime(u.last_sign_in_at),
    app_metadata: u.raw_app_meta_data ?? {},
    user_metadata: u.raw_user_meta_data ?? {},
    identities: identities.map(identityJson),
    created_at: isoTime(u.created_at) ?? new Date(0).toISOString(),
    updated_at: isoTime(u.updated_at) ?? new Date(0).toISOString(),
    banned_until: isoTime(u.banned_until),
    deleted_at: isoTime(u.deleted_at),
    is_anonymous: u.is_anonymous,
  });
}
