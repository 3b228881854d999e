import { emailExists, insertUser } from './accounts.ts';
import { notFound, validationFailed } from './errors.ts';
import type { AuthHandlerContext } from './index.ts';
import { newOtp, verifyLink, type LinkType } from './mailer.ts';
import { checkPasswordStrength, hashPassword } from './password.ts';
import { redirectTarget } from './redirect.ts';
import { normalizeEmail, obj, str } from './request.ts';
import { userJson } from './serialize.ts';
import { findUserByEmail, identitiesOf, isConfirmed, updateUser, type UserRow } from './users.ts';

const TYPES = ['signup', 'invite', 'magiclink', 'recovery', 'email_change_current', 'email_change_new'] as const;

/**
 * POST /admin/generate_link: sets up the same token a mail would carry but sends nothing; answers the user
 * fields flattened with action_link, email_otp, hashed_token, verification_type, redirect_to (AUTH: admin generate_link).
 */
export async function generateLink(h: AuthHandlerContext): Promise<Record<string, unknown>> {
  const body = await h.r.json();
  const type = str(body, 'type') as (typeof TYPES)[number] | undefined;
  if (!type || !TYPES.includes(type)) throw validationFailed('Invalid type: must be one of ' + TYPES.join(', '));
  const raw = str(body, 'email');
  if (!raw) throw validationFailed('Unable to validate email address: invalid format');
  const email = normalizeEmail(raw);
  const redirectTo = redirectTarget(h.s, h.r.query('redirect_to') ?? str(body, 'redirect_to'));
  const password = str(body, 'password');
  const passwordHash =
    type === 'signup' && password ? (checkPasswordStrength(password, h.s.auth.minimumPasswordLength), await hashPassword(password)) : null;
  const now = new Date().toISOString();

  return h.ctx.db.transaction(async (sql) => {
    let user = await findUserByEmail(sql, email);
    let otp: { otp: string; hash: string };
    let linkType: LinkType;
    const create = async (invited: boolean): Promise<UserRow> => {
      if (user && isConfirmed(user)) throw emailExists();
      if (user) return passwordHash ? updateUser(sql, user.id, { encrypted_password: passwordHash }) : user;
      return insertUser(sql, h.s, { email, passwordHash, confirmed: false, invited, userMetadata: obj(body, 'data') });
    };
    if (type === 'signup' || type === 'invite') {
      if (type === 'signup' && !password) throw validationFailed('Password is required for signup link');
      user = await create(type === 'invite');
      otp = newOtp(email);
      linkType = type;
      user = await updateUser(sql, user.id, {
        confirmation_token: otp.hash,
        confirmation_sent_at: now,
        ...(type === 'invite' ? { invited_at: now } : {}),
      });
    } else {
      if (!user) throw notFound('user_not_found', 'User with this email not found');
      if (type === 'magiclink' || type === 'recovery') {
        otp = newOtp(email);
        linkType = type;
        user = await updateUser(sql, user.id, { recovery_token: otp.hash, recovery_sent_at: now });
      } else {
        const rawNew = str(body, 'new_email');
        if (!rawNew) throw validationFailed('The new email address provided is invalid');
        const newEmail = normalizeEmail(rawNew);
        const other = await findUserByEmail(sql, newEmail);
        if (other && other.id !== user.id) throw emailExists();
        // Only the requested token is (re)generated; the other one survives while the target stays the same.
        const current = type === 'email_change_current' && h.s.auth.email.doubleConfirmChanges;
        otp = newOtp(current ? email : newEmail);
        const same = (user.email_change ?? '') === newEmail;
        user = await updateUser(sql, user.id, {
          email_change: newEmail,
          email_change_token_new: current ? (same ? user.email_change_token_new : '') : otp.hash,
          email_change_token_current: current ? otp.hash : same ? user.email_change_token_current : '',
          email_change_confirm_status: 0,
          email_change_sent_at: now,
        });
        linkType = 'email_change';
      }
    }
    return {
      ...userJson(user, await identitiesOf(sql, user.id)),
      action_link: verifyLink(h.s, otp.hash, linkType, redirectTo),
      email_otp: otp.otp,
      hashed_token: otp.hash,
      verification_type: type.startsWith('email_change') ? type : linkType,
      redirect_to: redirectTo,
    };
  });
}
