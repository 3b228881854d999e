import type { Sql } from '../db/types.ts';
import { isPgError } from '../db/types.ts';
import { AuthError, unprocessable, validationFailed } from './errors.ts';
import type { AuthSettings } from './settings.ts';
import { INSTANCE_ID, findUserByEmail, findUserById, mergeMetadata, updateUser, UUID_RE, type UserRow } from './users.ts';

export interface NewUser {
  id?: string;
  email: string;
  /** Already hashed (bcrypt), or null for users without a password (invite, magic link). */
  passwordHash: string | null;
  confirmed: boolean;
  invited?: boolean;
  userMetadata?: Record<string, unknown>;
  appMetadata?: Record<string, unknown>;
  role?: string;
  bannedUntil?: string | null;
  /**
   * `/signup` (and `/otp`, which signs up) copies the identity's claims into user_metadata (`sub`,
   * `email`, `email_verified`, `phone_verified`: GoTrue's RemoveUnconfirmedIdentities). Admin
   * create, invite and generate_link keep exactly the caller's data (plus `email_verified: true`
   * when the user is confirmed at once: GoTrue's Confirm).
   */
  identityInMetadata?: boolean;
}

export const emailExists = () => unprocessable('email_exists', 'A user with this email address has already been registered');

/** Inserts a user and its e-mail identity the way GoTrue's signup does (empty token columns are ''). */
export async function insertUser(sql: Sql, s: AuthSettings, n: NewUser): Promise<UserRow> {
  if (n.id !== undefined && !UUID_RE.test(n.id)) throw validationFailed('id must be a valid UUID');
  if (await findUserByEmail(sql, n.email)) throw emailExists();
  const id = n.id ?? crypto.randomUUID();
  const identityData = { sub: id, email: n.email, email_verified: n.confirmed, phone_verified: false };
  const userMeta = n.identityInMetadata
    ? { ...(n.userMetadata ?? {}), ...identityData }
    : { ...(n.userMetadata ?? {}), ...(n.confirmed ? { email_verified: true } : {}) };
  const appMeta = { ...(n.appMetadata ?? {}), provider: 'email', providers: ['email'] };
  try {
    await sql.query(
      `insert into auth.users (instance_id, id, aud, role, email, encrypted_password, email_confirmed_at, invited_at,
         raw_app_meta_data, raw_user_meta_data, created_at, updated_at, banned_until,
         confirmation_token, recovery_token, email_change_token_new, email_change, email_change_token_current,
         phone_change, phone_change_token, reauthentication_token, is_super_admin, is_anonymous)
       values ($1, $2, $3, $4, $5, $6, case when $7 then now() end, case when $8 then now() end,
         $9, $10, now(), now(), $11, '', '', '', '', '', '', '', '', false, false)`,
      [
        INSTANCE_ID,
        id,
        s.aud,
        n.role ?? 'authenticated',
        n.email,
        n.passwordHash,
        n.confirmed,
        !!n.invited,
        JSON.stringify(appMeta),
        JSON.stringify(userMeta),
        n.bannedUntil ?? null,
      ],
    );
    await sql.query(
      `insert into auth.identities (id, provider_id, user_id, identity_data, provider, last_sign_in_at, created_at, updated_at)
       values (gen_random_uuid(), $1, $2, $3, 'email', now(), now(), now())`,
      [id, id, JSON.stringify(identityData)],
    );
  } catch (e) {
    if (isPgError(e) && e.code === '23505') throw emailExists();
    // A value auth.users cannot take (e.g. a role longer than its varchar(255)): GoTrue answers 500.
    if (isPgError(e) && e.code.startsWith('22')) throw validationFailed(`Invalid user attributes: ${e.message}`);
    if (isPgError(e)) {
      console.error('[local-supabase auth] saving a new user failed:', e.message);
      throw new AuthError(500, 'unexpected_failure', 'Database error saving new user');
    }
    throw e;
  }
  return (await findUserById(sql, id)) as UserRow;
}

/** Marks the e-mail verified: email_confirmed_at, and email_verified in metadata and identity (GoTrue's Confirm). */
export async function confirmEmail(sql: Sql, u: UserRow): Promise<UserRow> {
  await sql.query(
    `update auth.identities set identity_data = identity_data || '{"email_verified": true}'::jsonb, updated_at = now()
      where user_id = $1 and provider = 'email'`,
    [u.id],
  );
  return updateUser(sql, u.id, {
    email_confirmed_at: u.email_confirmed_at ?? new Date().toISOString(),
    confirmation_token: '',
    raw_user_meta_data: JSON.stringify(mergeMetadata(u.raw_user_meta_data, { email_verified: true })),
  });
}

/** Applies a confirmed e-mail change: new address on user and identity, pending state cleared. */
export async function applyEmailChange(sql: Sql, u: UserRow): Promise<UserRow> {
  const email = u.email_change ?? '';
  await sql.query(
    `update auth.identities set identity_data = identity_data || jsonb_build_object('email', $2::text, 'email_verified', true),
            updated_at = now()
      where user_id = $1 and provider = 'email'`,
    [u.id, email],
  );
  return updateUser(sql, u.id, {
    email,
    email_change: '',
    email_change_token_current: '',
    email_change_token_new: '',
    email_change_confirm_status: 0,
    email_change_sent_at: null,
    email_confirmed_at: u.email_confirmed_at ?? new Date().toISOString(),
    raw_user_meta_data: JSON.stringify(mergeMetadata(u.raw_user_meta_data, { email, email_verified: true })),
  });
}

/** Seconds left before another mail of this kind may be sent (max_frequency), 0 when allowed. */
export function mailWait(s: AuthSettings, sentAt: string | null): number {
  if (!sentAt) return 0;
  const left = new Date(sentAt).getTime() + s.auth.email.maxFrequencySeconds * 1000 - Date.now();
  return left > 0 ? left / 1000 : 0;
}
