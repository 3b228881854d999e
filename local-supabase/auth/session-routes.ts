import { confirmEmail, insertUser } from './accounts.ts';
import { authenticateUser } from './authn.ts';
import { AuthError, badRequest, unprocessable, validationFailed } from './errors.ts';
import type { RouteTable } from './index.ts';
import { enforceLimit } from './rate-limit.ts';
import { newOtp, sendAuthMail, verifyLink } from './mailer.ts';
import { checkPassword, checkPasswordStrength, hashPassword, spendPasswordCheck, weakPasswordOf } from './password.ts';
import { redirectTarget } from './redirect.ts';
import { normalizeEmail, obj, str } from './request.ts';
import { userJson } from './serialize.ts';
import { issueSession, refreshGrant } from './tokens.ts';
import { findUserByEmail, identitiesOf, isBanned, isConfirmed, mergeMetadata, updateUser } from './users.ts';

const invalidCredentials = () => badRequest('invalid_credentials', 'Invalid login credentials');

export const sessionRoutes: RouteTable = {
  /** POST /signup (AUTH: internal/api/signup.go), e-mail + password only. */
  'POST /signup': async ({ ctx, r, s }) => {
    const body = await r.json();
    const rawEmail = str(body, 'email');
    const password = str(body, 'password');
    if (!rawEmail && !str(body, 'phone')) throw unprocessable('anonymous_provider_disabled', 'Anonymous sign-ins are disabled');
    enforceLimit({ r, s }, 'signup');
    if (!s.auth.enableSignup) throw unprocessable('signup_disabled', 'Signups not allowed for this instance');
    if (!rawEmail) throw unprocessable('phone_provider_disabled', 'Phone signups are disabled');
    if (!password) throw validationFailed('Signup requires a valid password');
    checkPasswordStrength(password, s.auth.minimumPasswordLength);
    // [auth.email] enable_signup = false switches the e-mail provider off (GOTRUE_EXTERNAL_EMAIL_ENABLED).
    if (!s.auth.email.enableSignup) throw badRequest('email_provider_disabled', 'Email signups are disabled');
    const email = normalizeEmail(rawEmail);
    const data = obj(body, 'data') ?? {};
    const redirectTo = redirectTarget(s, r.query('redirect_to') ?? str(body, 'redirect_to'));
    const hash = await hashPassword(password);
    const out = await ctx.db.transaction(async (sql) => {
      const existing = await findUserByEmail(sql, email);
      if (existing && isConfirmed(existing)) {
        if (s.autoconfirm) throw unprocessable('user_already_exists', 'User already registered');
        // With confirmations on GoTrue hides that the address is taken: a fake user without identities.
        const fake = { ...existing, id: crypto.randomUUID(), raw_user_meta_data: data, email_confirmed_at: null };
        return { status: 200, body: userJson(fake, []) };
      }
      let user = existing;
      if (user) {
        // An unconfirmed (e.g. invited) user signing up: new password and data, as GoTrue does.
        user = await updateUser(sql, user.id, {
          encrypted_password: hash,
          raw_user_meta_data: JSON.stringify(mergeMetadata(user.raw_user_meta_data, data)),
        });
        if (s.autoconfirm) user = await confirmEmail(sql, user);
      } else
        user = await insertUser(sql, s, {
          email,
          passwordHash: hash,
          confirmed: s.autoconfirm,
          userMetadata: data,
          identityInMetadata: true,
        });
      if (s.autoconfirm) return { status: 200, body: await issueSession(sql, s, user, 'password') };
      const { otp, hash: tokenHash } = newOtp(email);
      user = await updateUser(sql, user.id, { confirmation_token: tokenHash, confirmation_sent_at: new Date().toISOString() });
      sendAuthMail(r.outbox, s, 'confirmation', email, {
        link: verifyLink(s, tokenHash, 'signup', redirectTo),
        otp,
        email,
        newEmail: '',
      });
      return { status: 200, body: userJson(user, await identitiesOf(sql, user.id)) };
    });
    r.send(out.status, out.body);
  },

  /** POST /token?grant_type=password|refresh_token (AUTH: internal/api/token.go). */
  'POST /token': async ({ ctx, r, s }) => {
    const grant = r.query('grant_type');
    if (grant !== 'password' && grant !== 'refresh_token') throw badRequest('invalid_credentials', 'unsupported_grant_type');
    // Both grants share the token_refresh limit, checked before the body is read (AUTH: api/token.go).
    enforceLimit({ r, s }, 'token');
    const body = await r.json();
    if (grant === 'password') {
      const rawEmail = str(body, 'email');
      const password = str(body, 'password') ?? '';
      if (!rawEmail) {
        if (str(body, 'phone')) throw invalidCredentials();
        throw validationFailed('missing email or phone');
      }
      // [auth.email] enable_signup = false is hosted's "Email provider" switch: no e-mail sign-in at all.
      if (!s.auth.email.enableSignup) throw unprocessable('email_provider_disabled', 'Email logins are disabled');
      const email = rawEmail.trim().toLowerCase();
      const user = await findUserByEmail(ctx.db, email);
      // GoTrue's order (AUTH: api/token.go ResourceOwnerPasswordGrant): unknown address or no password
      // → invalid_credentials, banned → user_banned, then the password. An unknown address costs a
      // bcrypt comparison here too, so the answer's time does not tell whether the address is known.
      if (!user || !user.encrypted_password) {
        await spendPasswordCheck(password);
        throw invalidCredentials();
      }
      if (isBanned(user)) {
        await spendPasswordCheck(password);
        throw badRequest('user_banned', 'User is banned');
      }
      if (!(await checkPassword(password, user.encrypted_password))) throw invalidCredentials();
      if (!isConfirmed(user)) throw badRequest('email_not_confirmed', 'Email not confirmed');
      const session = await ctx.db.transaction((sql) => issueSession(sql, s, user, 'password'));
      const weak = weakPasswordOf(password, s.auth.minimumPasswordLength);
      r.send(200, weak ? { ...session, weak_password: weak } : session);
      return;
    }
    if (grant === 'refresh_token') {
      const token = str(body, 'refresh_token');
      if (!token) throw badRequest('refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found');
      const out = await ctx.db.transaction((sql) => refreshGrant(sql, s, token));
      if (out instanceof AuthError) throw out;
      r.send(200, out);
    }
  },

  /** POST /logout?scope=global|local|others → 204 (AUTH: internal/api/logout.go). */
  'POST /logout': async ({ ctx, r, s }) => {
    const scope = r.query('scope') ?? 'global';
    if (!['global', 'local', 'others'].includes(scope)) throw badRequest('validation_failed', `Unsupported logout scope "${scope}"`);
    await ctx.db.transaction(async (sql) => {
      const { user, sessionId } = await authenticateUser(sql, r, s);
      if (scope === 'local' && sessionId) await sql.query('delete from auth.sessions where id = $1', [sessionId]);
      else if (scope === 'others')
        await sql.query('delete from auth.sessions where user_id = $1 and id is distinct from $2::uuid', [user.id, sessionId ?? null]);
      else if (scope !== 'local') await sql.query('delete from auth.sessions where user_id = $1', [user.id]);
    });
    r.send(204, undefined);
  },
};
