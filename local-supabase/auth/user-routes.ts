import type { Sql } from '../db/types.ts';
import { emailExists, mailWait } from './accounts.ts';
import { authenticateUser } from './authn.ts';
import { emailRateLimited, forbidden, unprocessable } from './errors.ts';
import type { AuthHandlerContext, RouteTable } from './index.ts';
import { newOtp, sendAuthMail, verifyLink } from './mailer.ts';
import { checkPassword, checkPasswordStrength, hashPassword } from './password.ts';
import { redirectTarget } from './redirect.ts';
import { normalizeEmail, obj, str } from './request.ts';
import { userJson } from './serialize.ts';
import type { AuthSettings } from './settings.ts';
import { findUserByEmail, identitiesOf, mergeMetadata, updateUser, type UserRow } from './users.ts';

/**
 * Starts an e-mail change: GoTrue never applies it directly. The pending state lives only in auth.users
 * (email_change, email_change_token_new/current, email_change_confirm_status, email_change_sent_at),
 * so SQL such as the app's cancel_email_change() can clear it.
 */
export async function startEmailChange(
  h: AuthHandlerContext,
  sql: Sql,
  user: UserRow,
  newEmail: string,
  redirectTo: string,
): Promise<UserRow> {
  const { s } = h;
  const wait = mailWait(s, user.email_change_sent_at);
  if (wait > 0) throw emailRateLimited(wait);
  const current = user.email ?? '';
  const double = s.auth.email.doubleConfirmChanges && current !== '';
  const next = newOtp(newEmail);
  const cur = double ? newOtp(current) : undefined;
  const updated = await updateUser(sql, user.id, {
    email_change: newEmail,
    email_change_token_new: next.hash,
    email_change_token_current: cur?.hash ?? '',
    email_change_confirm_status: 0,
    email_change_sent_at: new Date().toISOString(),
  });
  await sendEmailChangeMails(h, updated, { next, cur }, redirectTo);
  return updated;
}

/** The change mails: to the new address, and with double confirm also to the current one. */
export async function sendEmailChangeMails(
  h: Pick<AuthHandlerContext, 'r' | 's'>,
  user: UserRow,
  tokens: { next: { otp: string; hash: string }; cur?: { otp: string; hash: string } },
  redirectTo: string,
): Promise<void> {
  const email = user.email ?? '';
  const newEmail = user.email_change ?? '';
  const send = (to: string, t: { otp: string; hash: string }) =>
    sendAuthMail(h.r.outbox, h.s, 'email_change', to, {
      link: verifyLink(h.s, t.hash, 'email_change', redirectTo),
      otp: t.otp,
      email,
      newEmail,
    });
  if (tokens.cur) await send(email, tokens.cur);
  await send(newEmail, tokens.next);
}

/** Checks and hashes a new password before the transaction, so bcrypt never runs while rows are locked. */
async function preparePassword(s: AuthSettings, user: UserRow, password: string): Promise<string> {
  checkPasswordStrength(password, s.auth.minimumPasswordLength);
  if (await checkPassword(password, user.encrypted_password))
    throw unprocessable('same_password', 'New password should be different from the old password.');
  return hashPassword(password);
}

async function changePassword(sql: Sql, user: UserRow, hash: string, sessionId?: string): Promise<UserRow> {
  const updated = await updateUser(sql, user.id, { encrypted_password: hash });
  // GoTrue's UpdatePassword signs out every other session of the user.
  await sql.query('delete from auth.sessions where user_id = $1 and id is distinct from $2::uuid', [user.id, sessionId ?? null]);
  return updated;
}

export const userRoutes: RouteTable = {
  'GET /user': async ({ ctx, r, s }) => {
    const out = await ctx.db.transaction(async (sql) => {
      const { user } = await authenticateUser(sql, r, s);
      return userJson(user, await identitiesOf(sql, user.id));
    });
    r.send(200, out);
  },

  /** PUT /user (AUTH: internal/api/user.go UserUpdate). */
  'PUT /user': async (h) => {
    const { ctx, r, s } = h;
    const body = await r.json();
    const password = str(body, 'password');
    const rawEmail = str(body, 'email');
    const data = obj(body, 'data');
    if (body.app_metadata !== undefined && body.app_metadata !== null)
      throw forbidden('not_admin', 'Updating app_metadata requires admin privileges');
    const redirectTo = redirectTarget(s, r.query('redirect_to'));
    const caller = await authenticateUser(ctx.db, r, s);
    const hash = password !== undefined ? await preparePassword(s, caller.user, password) : undefined;
    const out = await ctx.db.transaction(async (sql) => {
      const auth = await authenticateUser(sql, r, s);
      let user = auth.user;
      if (hash) user = await changePassword(sql, user, hash, auth.sessionId);
      if (data) user = await updateUser(sql, user.id, { raw_user_meta_data: JSON.stringify(mergeMetadata(user.raw_user_meta_data, data)) });
      if (rawEmail !== undefined && rawEmail.trim() !== '') {
        const email = normalizeEmail(rawEmail);
        if (email !== (user.email ?? '').toLowerCase()) {
          const other = await findUserByEmail(sql, email);
          if (other && other.id !== user.id) throw emailExists();
          user = await startEmailChange(h, sql, user, email, redirectTo);
        }
      }
      return userJson(user, await identitiesOf(sql, user.id));
    });
    r.send(200, out);
  },
};
