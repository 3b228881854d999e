import type { Sql } from '../db/types.ts';
import { applyEmailChange, confirmEmail, emailExists } from './accounts.ts';
import { AuthError, forbidden, validationFailed } from './errors.ts';
import type { RouteTable } from './index.ts';
import { tokenHash } from './mailer.ts';
import { redirectTarget, withFragment } from './redirect.ts';
import { normalizeEmail, str } from './request.ts';
import type { AuthSettings } from './settings.ts';
import { issueSession, type AuthMethod, type SessionJson } from './tokens.ts';
import { findUserByEmail, updateUser, type UserRow } from './users.ts';

const TYPES = ['signup', 'invite', 'recovery', 'magiclink', 'email_change', 'email'] as const;
type VerifyType = (typeof TYPES)[number];

const HALF_DONE = 'Confirmation link accepted. Please proceed to confirm link sent to the other email';
const expired = () => forbidden('otp_expired', 'Token has expired or is invalid');

type Outcome = { session: SessionJson; type: VerifyType } | { message: string };

/** Finds the user a token belongs to; `email`+`token` is an OTP, otherwise `hash` is the token hash from a link. */
async function findByToken(sql: Sql, type: VerifyType, hash: string | undefined, email: string | undefined, otp: string | undefined) {
  // An OTP is hashed with the address it was sent to (for email_change: the current or the new one).
  const wanted = email && otp ? tokenHash(email, otp) : hash;
  if (!wanted) return undefined;
  const cols =
    type === 'signup' || type === 'invite'
      ? ['confirmation_token']
      : type === 'recovery' || type === 'magiclink'
        ? ['recovery_token']
        : type === 'email_change'
          ? ['email_change_token_current', 'email_change_token_new']
          : ['confirmation_token', 'recovery_token'];
  const { rows } = await sql.query<{ u: UserRow }>(
    `select to_jsonb(u) as u from auth.users u where (${cols.map((c) => `${c} = $1`).join(' or ')})
       ${email ? 'and (lower(email) = lower($2) or lower(email_change) = lower($2))' : 'and $2::text is null'}
     limit 1 for update`,
    [wanted, email ?? null],
  );
  return rows[0]?.u;
}

function isExpired(s: AuthSettings, sentAt: string | null): boolean {
  return !sentAt || new Date(sentAt).getTime() + s.auth.email.otpExpiry * 1000 < Date.now();
}

/** The verify step shared by the mailed links (GET) and verifyOtp (POST) (AUTH: internal/api/verify.go). */
async function verify(sql: Sql, s: AuthSettings, type: VerifyType, hash?: string, email?: string, otp?: string): Promise<Outcome> {
  let user = await findByToken(sql, type, hash, email, otp);
  if (!user) throw expired();
  const used = hash ?? tokenHash(email ?? '', otp ?? '');
  let method: AuthMethod = otp ? 'otp' : 'magiclink';
  if (type === 'email_change') {
    if (isExpired(s, user.email_change_sent_at)) throw expired();
    const double = !!user.email_change_token_current && !!user.email_change_token_new;
    if (double && user.email_change_confirm_status === 0) {
      const which = user.email_change_token_current === used ? 'email_change_token_current' : 'email_change_token_new';
      await updateUser(sql, user.id, { [which]: '', email_change_confirm_status: 1 });
      return { message: HALF_DONE };
    }
    const taken = await findUserByEmail(sql, user.email_change ?? '');
    if (taken && taken.id !== user.id) throw emailExists();
    user = await applyEmailChange(sql, user);
    method = otp ? 'otp' : 'email_change';
  } else if (user.confirmation_token === used && type !== 'recovery' && type !== 'magiclink') {
    if (isExpired(s, user.confirmation_sent_at)) throw expired();
    user = await confirmEmail(sql, user);
    if (!otp) method = type === 'invite' ? 'invite' : 'email/signup';
  } else {
    if (isExpired(s, user.recovery_sent_at)) throw expired();
    user = await updateUser(sql, user.id, { recovery_token: '' });
    if (!user.email_confirmed_at) user = await confirmEmail(sql, user);
    if (!otp) method = type === 'recovery' ? 'recovery' : 'magiclink';
  }
  return { session: await issueSession(sql, s, user, method), type };
}

function parseType(v: string | undefined): VerifyType {
  if (!v || !(TYPES as readonly string[]).includes(v)) throw validationFailed(`Verify requires a verification type`);
  return v as VerifyType;
}

export const verifyRoutes: RouteTable = {
  /** The link in every auth mail: 303 to redirect_to with the session (or the error) in the fragment. */
  'GET /verify': async ({ ctx, r, s }) => {
    const target = redirectTarget(s, r.query('redirect_to'));
    const fail = (code: string, description: string) =>
      r.redirect(withFragment(target, { error: 'access_denied', error_code: code, error_description: description }));
    let type: VerifyType;
    try {
      type = parseType(r.query('type'));
    } catch {
      return fail('validation_failed', 'Verify requires a verification type');
    }
    const token = r.query('token');
    if (!token) return fail('validation_failed', 'Verify requires a token or a token hash');
    let out: Outcome;
    try {
      out = await ctx.db.transaction((sql) => verify(sql, s, type, token));
    } catch (e) {
      if (e instanceof AuthError && e.code === 'otp_expired') return fail('otp_expired', 'Email link is invalid or has expired');
      // Links are opened in a browser: every refusal goes back to the app in the fragment.
      if (e instanceof AuthError) return fail(e.code, e.message);
      throw e;
    }
    if ('message' in out) return r.redirect(withFragment(target, { message: out.message }));
    const t = out.session;
    r.redirect(
      withFragment(target, {
        access_token: t.access_token,
        expires_at: String(t.expires_at),
        expires_in: String(t.expires_in),
        refresh_token: t.refresh_token,
        token_type: t.token_type,
        type: out.type,
      }),
    );
  },

  /** verifyOtp: `{type, email, token}` or `{type, token_hash}` → session JSON. */
  'POST /verify': async ({ ctx, r, s }) => {
    const body = await r.json();
    const type = parseType(str(body, 'type'));
    const hash = str(body, 'token_hash');
    const otp = str(body, 'token');
    const rawEmail = str(body, 'email');
    if (!hash && !(otp && rawEmail)) throw validationFailed('Verify requires either a token or a token hash');
    const email = rawEmail && !hash ? normalizeEmail(rawEmail) : undefined;
    const out = await ctx.db.transaction((sql) => verify(sql, s, type, hash, email, hash ? undefined : otp));
    if ('message' in out) r.send(200, { msg: out.message, code: 200 });
    else r.send(200, out.session);
  },
};
