import { emailExists, insertUser, mailWait } from './accounts.ts';
import { authenticateUser, requireAdmin } from './authn.ts';
import { badRequest, emailRateLimited, unprocessable, validationFailed } from './errors.ts';
import type { AuthHandlerContext, RouteTable } from './index.ts';
import { newOtp, sendAuthMail, verifyLink } from './mailer.ts';
import { redirectTarget } from './redirect.ts';
import { normalizeEmail, obj, str } from './request.ts';
import { userJson } from './serialize.ts';
import { findUserByEmail, identitiesOf, isConfirmed, updateUser, type UserRow } from './users.ts';
import type { Sql } from '../db/types.ts';
import { sendEmailChangeMails } from './user-routes.ts';

const now = () => new Date().toISOString();

/** A new confirmation token and the confirmation (or invite) mail. */
async function sendConfirmation(h: AuthHandlerContext, sql: Sql, user: UserRow, redirectTo: string, invite = false): Promise<UserRow> {
  const wait = invite ? 0 : mailWait(h.s, user.confirmation_sent_at);
  if (wait > 0) throw emailRateLimited(wait);
  const email = user.email ?? '';
  const { otp, hash } = newOtp(email);
  const updated = await updateUser(sql, user.id, {
    confirmation_token: hash,
    confirmation_sent_at: now(),
    ...(invite ? { invited_at: now() } : {}),
  });
  sendAuthMail(h.r.outbox, h.s, invite ? 'invite' : 'confirmation', email, {
    link: verifyLink(h.s, hash, invite ? 'invite' : 'signup', redirectTo),
    otp,
    email,
    newEmail: '',
  });
  return updated;
}

/** A new recovery token and the recovery or magic-link mail. */
async function sendRecovery(h: AuthHandlerContext, sql: Sql, user: UserRow, redirectTo: string, magic: boolean): Promise<void> {
  const wait = mailWait(h.s, user.recovery_sent_at);
  if (wait > 0) throw emailRateLimited(wait);
  const email = user.email ?? '';
  const { otp, hash } = newOtp(email);
  await updateUser(sql, user.id, { recovery_token: hash, recovery_sent_at: now() });
  sendAuthMail(h.r.outbox, h.s, magic ? 'magic_link' : 'recovery', email, {
    link: verifyLink(h.s, hash, magic ? 'magiclink' : 'recovery', redirectTo),
    otp,
    email,
    newEmail: '',
  });
}

const redirectOf = (h: AuthHandlerContext, body: Record<string, unknown>) =>
  redirectTarget(h.s, h.r.query('redirect_to') ?? str(body, 'redirect_to'));

/** [auth.email] enable_signup = false is hosted's "Email provider" switch (GOTRUE_EXTERNAL_EMAIL_ENABLED). */
const emailLoginsDisabled = (status: 400 | 422) =>
  status === 400
    ? badRequest('email_provider_disabled', 'Email logins are disabled')
    : unprocessable('email_provider_disabled', 'Email logins are disabled');

/**
 * The magic-link flow behind `/otp` and `/magiclink` (AUTH: api/magic_link.go MagicLink): a confirmed
 * user gets a magic link; a new or unconfirmed address is signed up (so with `[auth] enable_signup =
 * false`, 422 signup_disabled) and gets the confirmation mail.
 */
async function magicLink(h: AuthHandlerContext, body: Record<string, unknown>, email: string): Promise<void> {
  if (!h.s.auth.email.enableSignup) throw emailLoginsDisabled(422);
  const redirectTo = redirectOf(h, body);
  await h.ctx.db.transaction(async (sql) => {
    let user = await findUserByEmail(sql, email);
    if (!user || !isConfirmed(user)) {
      if (!h.s.auth.enableSignup) throw unprocessable('signup_disabled', 'Signups not allowed for this instance');
      user ??= await insertUser(sql, h.s, {
        email,
        passwordHash: null,
        confirmed: false,
        userMetadata: obj(body, 'data'),
        identityInMetadata: true,
      });
    }
    if (isConfirmed(user)) await sendRecovery(h, sql, user, redirectTo, true);
    else await sendConfirmation(h, sql, user, redirectTo);
  });
}

export const mailRoutes: RouteTable = {
  /** resetPasswordForEmail: `{}` whether or not the address is known (AUTH: recover.go). */
  'POST /recover': async (h) => {
    if (!h.s.auth.email.enableSignup) throw emailLoginsDisabled(400);
    const body = await h.r.json();
    const raw = str(body, 'email');
    if (!raw) throw validationFailed('Password recovery requires an email');
    const email = normalizeEmail(raw);
    await h.ctx.db.transaction(async (sql) => {
      const user = await findUserByEmail(sql, email);
      if (user) await sendRecovery(h, sql, user, redirectOf(h, body), false);
    });
    h.r.send(200, {});
  },

  /**
   * signInWithOtp (e-mail) (AUTH: api/otp.go Otp): `create_user: false` and an unknown address → 422
   * otp_disabled, before anything else; then the magic-link flow.
   */
  'POST /otp': async (h) => {
    const body = await h.r.json();
    const raw = str(body, 'email');
    if (!raw) throw validationFailed(str(body, 'phone') ? 'Unsupported phone provider' : 'An email address or phone number is required');
    const email = normalizeEmail(raw);
    if (body.create_user === false && !(await findUserByEmail(h.ctx.db, email)))
      throw unprocessable('otp_disabled', 'Signups not allowed for otp');
    await magicLink(h, body, email);
    h.r.send(200, {});
  },

  /** The older magic-link endpoint, still routed by GoTrue (its own sign_in_sign_ups bucket). */
  'POST /magiclink': async (h) => {
    const body = await h.r.json();
    const raw = str(body, 'email');
    if (!raw) throw unprocessable('validation_failed', 'Password recovery requires an email');
    await magicLink(h, body, normalizeEmail(raw));
    h.r.send(200, {});
  },

  /** resend: keyed by the current e-mail; `{}` when there is nothing to resend (AUTH: resend.go). */
  'POST /resend': async (h) => {
    const body = await h.r.json();
    const type = str(body, 'type');
    if (type !== 'signup' && type !== 'email_change')
      throw validationFailed('Missing one of these types: signup, email_change, sms, phone_change');
    const raw = str(body, 'email');
    if (!raw) throw validationFailed('Type provided requires an email address');
    if (!h.s.auth.email.enableSignup) throw emailLoginsDisabled(400);
    const email = normalizeEmail(raw);
    const redirectTo = redirectOf(h, body);
    await h.ctx.db.transaction(async (sql) => {
      const user = await findUserByEmail(sql, email);
      if (!user) return;
      if (type === 'signup' && !isConfirmed(user)) await sendConfirmation(h, sql, user, redirectTo);
      if (type === 'email_change' && user.email_change) {
        const wait = mailWait(h.s, user.email_change_sent_at);
        if (wait > 0) throw emailRateLimited(wait);
        const next = newOtp(user.email_change);
        const cur = h.s.auth.email.doubleConfirmChanges && user.email ? newOtp(user.email) : undefined;
        const updated = await updateUser(sql, user.id, {
          email_change_token_new: next.hash,
          email_change_token_current: cur?.hash ?? '',
          email_change_confirm_status: 0,
          email_change_sent_at: now(),
        });
        await sendEmailChangeMails(h, updated, { next, cur }, redirectTo);
      }
    });
    h.r.send(200, {});
  },

  /** reauthenticate: mails a code to the signed-in user. */
  'GET /reauthenticate': async (h) => {
    await h.ctx.db.transaction(async (sql) => {
      const { user } = await authenticateUser(sql, h.r, h.s);
      if (!user.email) throw validationFailed('Reauthentication requires the user to have an email or a phone number');
      const wait = mailWait(h.s, user.reauthentication_sent_at);
      if (wait > 0) throw emailRateLimited(wait);
      const { otp, hash } = newOtp(user.email);
      await updateUser(sql, user.id, { reauthentication_token: hash, reauthentication_sent_at: now() });
      sendAuthMail(h.r.outbox, h.s, 'reauthentication', user.email, { link: '', otp, email: user.email, newEmail: '' });
    });
    h.r.send(200, {});
  },

  /** inviteUserByEmail (admin): creates an invited user and mails the invite link. */
  'POST /invite': async (h) => {
    await requireAdmin(h.r, h.s);
    const body = await h.r.json();
    const raw = str(body, 'email');
    if (!raw) throw validationFailed('Unable to validate email address: invalid format');
    const email = normalizeEmail(raw);
    const redirectTo = redirectOf(h, body);
    const out = await h.ctx.db.transaction(async (sql) => {
      let user = await findUserByEmail(sql, email);
      if (user && isConfirmed(user)) throw emailExists();
      user ??= await insertUser(sql, h.s, { email, passwordHash: null, confirmed: false, invited: true, userMetadata: obj(body, 'data') });
      user = await sendConfirmation(h, sql, user, redirectTo, true);
      return userJson(user, await identitiesOf(sql, user.id));
    });
    h.r.send(200, out);
  },
};
