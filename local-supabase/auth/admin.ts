import { confirmEmail, emailExists, insertUser } from './accounts.ts';
import { requireAdmin } from './authn.ts';
import { notFound, validationFailed } from './errors.ts';
import { generateLink } from './generate-link.ts';
import type { AuthHandlerContext, RouteTable } from './index.ts';
import { checkAdminCreatePassword, checkPasswordStrength, hashPassword } from './password.ts';
import { normalizeEmail, obj, str } from './request.ts';
import { userJson } from './serialize.ts';
import { findUserByEmail, findUserById, identitiesOf, mergeMetadata, updateUser, UUID_RE, type UserRow } from './users.ts';

const UNITS: Record<string, number> = { ns: 1e-6, us: 1e-3, µs: 1e-3, ms: 1, s: 1000, m: 60_000, h: 3_600_000 };

/** ban_duration: "none" lifts a ban, otherwise a Go duration such as "24h" or "1h30m" (AUTH: admin.go). */
export function bannedUntil(v: unknown): string | null | undefined {
  if (v === undefined || v === null || v === '') return undefined;
  if (v === 'none') return null;
  const text = String(v);
  const parts = [...text.matchAll(/(\d+(?:\.\d+)?)(ns|us|µs|ms|s|m|h)/g)];
  if (!parts.length || parts.map((p) => p[0]).join('') !== text) throw validationFailed('invalid format for ban duration: ' + text);
  const ms = parts.reduce((sum, p) => sum + Number(p[1]) * UNITS[p[2]], 0);
  return new Date(Date.now() + ms).toISOString();
}

/**
 * The hash to store: `password_hash` as given, or the password hashed. `check` is the rule that path
 * applies: GoTrue's strength check on update, only bcrypt's 72-byte limit on create.
 */
async function passwordHashFrom(body: Record<string, unknown>, check: (password: string) => void): Promise<string | null | undefined> {
  const password = str(body, 'password');
  const given = str(body, 'password_hash');
  if (given) {
    if (!/^\$2[abxy]\$\d\d\$/.test(given)) throw validationFailed('Invalid password hash format');
    return given;
  }
  if (password === undefined) return undefined;
  check(password);
  return hashPassword(password);
}

async function loadUser(h: AuthHandlerContext): Promise<UserRow> {
  const id = h.params[0];
  if (!UUID_RE.test(id)) throw notFound('validation_failed', 'user_id must be an UUID');
  const user = await findUserById(h.ctx.db, id);
  if (!user) throw notFound('user_not_found', 'User not found');
  return user;
}

const withIdentities = async (h: AuthHandlerContext, u: UserRow) => userJson(u, await identitiesOf(h.ctx.db, u.id));

export const adminRoutes: RouteTable = {
  'POST /admin/users': async (h) => {
    await requireAdmin(h.r, h.s);
    const body = await h.r.json();
    const rawEmail = str(body, 'email');
    if (!rawEmail)
      throw validationFailed(str(body, 'phone') ? 'Phone logins are disabled' : 'Unable to validate request: email or phone is required');
    const email = normalizeEmail(rawEmail);
    // An empty password is none (GoTrue generates a random one the user never learns).
    if (body.password === '') delete body.password;
    const passwordHash = (await passwordHashFrom(body, checkAdminCreatePassword)) ?? null;
    const user = await h.ctx.db.transaction((sql) =>
      insertUser(sql, h.s, {
        id: str(body, 'id'),
        email,
        passwordHash,
        confirmed: body.email_confirm === true,
        userMetadata: obj(body, 'user_metadata'),
        appMetadata: obj(body, 'app_metadata'),
        role: str(body, 'role'),
        bannedUntil: bannedUntil(body.ban_duration),
      }),
    );
    h.r.send(200, await withIdentities(h, user));
  },

  /** GET /admin/users?page=&per_page=&filter= — newest first, with X-Total-Count and Link headers. */
  'GET /admin/users': async (h) => {
    await requireAdmin(h.r, h.s);
    const page = Math.max(1, Number.parseInt(h.r.query('page') ?? '1', 10) || 1);
    const perPage = Math.min(1000, Math.max(1, Number.parseInt(h.r.query('per_page') ?? '50', 10) || 50));
    const filter = h.r.query('filter') ?? '';
    const where = `($1 = '' or email ilike '%' || $1 || '%' or raw_user_meta_data ->> 'full_name' ilike '%' || $1 || '%')`;
    const total = Number(
      (await h.ctx.db.query<{ n: string }>(`select count(*)::text as n from auth.users where ${where}`, [filter])).rows[0].n,
    );
    const { rows } = await h.ctx.db.query<{ u: UserRow }>(
      `select to_jsonb(u) as u from auth.users u where ${where} order by created_at desc nulls last, id limit $2 offset $3`,
      [filter, perPage, (page - 1) * perPage],
    );
    const users = await Promise.all(rows.map((x) => withIdentities(h, x.u)));
    const last = Math.max(1, Math.ceil(total / perPage));
    const links: string[] = [];
    if (page < last) links.push(`</admin/users?page=${page + 1}&per_page=${perPage}>; rel="next"`);
    links.push(`</admin/users?page=${last}&per_page=${perPage}>; rel="last"`);
    h.r.res.setHeader('X-Total-Count', String(total));
    h.r.res.setHeader('Link', links.join(', '));
    h.r.send(200, { users, aud: h.s.aud });
  },

  'GET /admin/users/*': async (h) => {
    await requireAdmin(h.r, h.s);
    h.r.send(200, await withIdentities(h, await loadUser(h)));
  },

  /** PUT /admin/users/{id}: e-mail applied directly, metadata merged (AUTH: admin.go adminUserUpdate). */
  'PUT /admin/users/*': async (h) => {
    await requireAdmin(h.r, h.s);
    const body = await h.r.json();
    const user = await loadUser(h);
    const passwordHash = await passwordHashFrom(body, (pw) => checkPasswordStrength(pw, h.s.auth.minimumPasswordLength));
    const updated = await h.ctx.db.transaction(async (sql) => {
      let u = user;
      const set: Record<string, unknown> = {};
      const rawEmail = str(body, 'email');
      if (rawEmail) {
        const email = normalizeEmail(rawEmail);
        const other = await findUserByEmail(sql, email);
        if (other && other.id !== u.id) throw emailExists();
        set.email = email;
        await sql.query(
          `update auth.identities set identity_data = identity_data || jsonb_build_object('email', $2::text), updated_at = now()
            where user_id = $1 and provider = 'email'`,
          [u.id, email],
        );
      }
      if (passwordHash) {
        set.encrypted_password = passwordHash;
        // As GoTrue's UpdatePassword without a session: every session of the user ends.
        await sql.query('delete from auth.sessions where user_id = $1', [u.id]);
      }
      // GoTrue's order: Confirm (user_metadata.email_verified = true) before the metadata update;
      // `email_confirm: false` changes nothing.
      if (body.email_confirm === true) u = await confirmEmail(sql, u);
      const userMeta = obj(body, 'user_metadata');
      if (userMeta) set.raw_user_meta_data = JSON.stringify(mergeMetadata(u.raw_user_meta_data, userMeta));
      const appMeta = obj(body, 'app_metadata');
      if (appMeta) set.raw_app_meta_data = JSON.stringify(mergeMetadata(u.raw_app_meta_data, appMeta));
      const role = str(body, 'role');
      if (role) set.role = role;
      const ban = bannedUntil(body.ban_duration);
      if (ban !== undefined) set.banned_until = ban;
      if (Object.keys(set).length) u = await updateUser(sql, u.id, set);
      return u;
    });
    h.r.send(200, await withIdentities(h, updated));
  },

  /** DELETE /admin/users/{id} {should_soft_delete} → {}. */
  'DELETE /admin/users/*': async (h) => {
    await requireAdmin(h.r, h.s);
    const body = await h.r.json();
    const user = await loadUser(h);
    await h.ctx.db.transaction(async (sql) => {
      if (body.should_soft_delete === true) {
        // GoTrue's SoftDeleteUser: obfuscates identifiers, drops sessions and identities, keeps the row.
        await sql.query('delete from auth.sessions where user_id = $1', [user.id]);
        await sql.query('delete from auth.identities where user_id = $1', [user.id]);
        await updateUser(sql, user.id, { deleted_at: new Date().toISOString(), email: null, phone: null, encrypted_password: '' });
      } else await sql.query('delete from auth.users where id = $1', [user.id]);
    });
    h.r.send(200, {});
  },

  'POST /admin/generate_link': async (h) => {
    await requireAdmin(h.r, h.s);
    h.r.send(200, await generateLink(h));
  },
};
