import type { Sql } from '../db/types.ts';

/** GoTrue looks users up under this instance id; seeds use it too. */
export const INSTANCE_ID = '00000000-0000-0000-0000-000000000000';

/** A row of auth.users as `to_jsonb` returns it (timestamps as ISO text). */
export interface UserRow {
  instance_id: string | null;
  id: string;
  aud: string | null;
  role: string | null;
  email: string | null;
  encrypted_password: string | null;
  email_confirmed_at: string | null;
  invited_at: string | null;
  confirmation_token: string | null;
  confirmation_sent_at: string | null;
  recovery_token: string | null;
  recovery_sent_at: string | null;
  email_change_token_new: string | null;
  email_change: string | null;
  email_change_sent_at: string | null;
  email_change_token_current: string | null;
  email_change_confirm_status: number | null;
  last_sign_in_at: string | null;
  raw_app_meta_data: Record<string, unknown> | null;
  raw_user_meta_data: Record<string, unknown> | null;
  created_at: string | null;
  updated_at: string | null;
  phone: string | null;
  phone_confirmed_at: string | null;
  phone_change: string | null;
  phone_change_sent_at: string | null;
  confirmed_at: string | null;
  banned_until: string | null;
  reauthentication_token: string | null;
  reauthentication_sent_at: string | null;
  deleted_at: string | null;
  is_anonymous: boolean;
}

export interface IdentityRow {
  id: string;
  provider_id: string;
  user_id: string;
  identity_data: Record<string, unknown>;
  provider: string;
  last_sign_in_at: string | null;
  created_at: string | null;
  updated_at: string | null;
  email: string | null;
}

export const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

async function one(sql: Sql, where: string, params: unknown[]): Promise<UserRow | undefined> {
  const { rows } = await sql.query<{ u: UserRow }>(`select to_jsonb(u) as u from auth.users u where ${where} limit 1`, params);
  return rows[0]?.u;
}

export function findUserById(sql: Sql, id: string): Promise<UserRow | undefined> {
  if (!UUID_RE.test(id)) return Promise.resolve(undefined);
  return one(sql, 'id = $1', [id]);
}

/** E-mail lookups are case-insensitive, as GoTrue stores e-mails lower-cased. */
export function findUserByEmail(sql: Sql, email: string): Promise<UserRow | undefined> {
  return one(sql, 'lower(email) = lower($1) and is_sso_user = false order by created_at nulls last', [email]);
}

/** Locks the row for a read-modify-write inside a transaction. */
export function lockUser(sql: Sql, id: string): Promise<UserRow | undefined> {
  return one(sql, 'id = $1 for update', [id]);
}

export async function identitiesOf(sql: Sql, userId: string): Promise<IdentityRow[]> {
  const { rows } = await sql.query<{ i: IdentityRow }>(
    'select to_jsonb(i) as i from auth.identities i where user_id = $1 order by created_at nulls first, id',
    [userId],
  );
  return rows.map((r) => r.i);
}

export function isConfirmed(u: UserRow): boolean {
  return !!(u.email_confirmed_at || u.phone_confirmed_at);
}

export function isBanned(u: UserRow): boolean {
  if (!u.banned_until) return false;
  return u.banned_until === 'infinity' || new Date(u.banned_until).getTime() > Date.now();
}

/** Sets columns by name (names come from code, never from requests) and returns the updated row. */
export async function updateUser(sql: Sql, id: string, set: Record<string, unknown>): Promise<UserRow> {
  const cols = Object.keys(set);
  const assignments = cols.map((c, i) => `${c} = $${i + 2}`);
  assignments.push('updated_at = now()');
  const { rows } = await sql.query<{ u: UserRow }>(
    `update auth.users u set ${assignments.join(', ')} where id = $1 returning to_jsonb(u) as u`,
    [id, ...cols.map((c) => set[c])],
  );
  return rows[0].u;
}

/** Merges `patch` into a metadata object; `null` values delete keys (GoTrue's UpdateUserMetaData). */
export function mergeMetadata(base: Record<string, unknown> | null, patch: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = { ...(base ?? {}) };
  for (const [k, v] of Object.entries(patch)) {
    if (v === null) delete out[k];
    else out[k] = v;
  }
  return out;
}
