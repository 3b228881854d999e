import { randomUUID } from 'node:crypto';
import type { Db, Sql } from '../db/types.ts';
import { isPgError, Rollback } from '../db/types.ts';
import type { JwtClaims } from '../jwt.ts';

/**
 * Realtime Authorization as hosted Realtime does it (RT: lib/realtime/tenants/authorization.ex): a
 * private channel's topic may be read (joined, and then broadcasts and presence received) when the
 * caller's role may SELECT a row of `realtime.messages` with that `topic` and `extension`, and written
 * (broadcast sent, presence tracked) when it may INSERT one. The rows are probes, rolled back at once;
 * the project's RLS policies on `realtime.messages` decide, with `realtime.topic()` returning the topic.
 */
export type Extension = 'broadcast' | 'presence';

/** Who asks, about which topic (the channel's name without `realtime:`). */
export interface AuthorizationContext {
  topic: string;
  role: string;
  claims: JwtClaims;
  /** The WebSocket upgrade's (or the REST call's) headers, lower-case names. */
  headers: Record<string, string>;
}

/** Each extension's answer; absent = not asked yet. */
export interface Policies {
  broadcast: { read?: boolean; write?: boolean };
  presence: { read?: boolean; write?: boolean };
}

export const noPolicies = (): Policies => ({ broadcast: {}, presence: {} });

/** The GUCs hosted Realtime sets before a check (Authorization.set_conn_config), transaction-local. */
async function actAs(tx: Sql, ctx: AuthorizationContext): Promise<void> {
  const sub = typeof ctx.claims.sub === 'string' ? ctx.claims.sub : '';
  await tx.query(
    `select set_config('role', $1, true), set_config('realtime.topic', $2, true), set_config('request.jwt.claims', $3, true),
            set_config('request.jwt.claim.sub', $4, true), set_config('request.jwt.claim.role', $1, true),
            set_config('request.headers', $5, true)`,
    [ctx.role, ctx.topic, JSON.stringify(ctx.claims), sub, JSON.stringify(ctx.headers)],
  );
}

/** Runs a check in a transaction that is always rolled back; an error (a policy that fails, an unknown role) denies. */
async function rolledBack(db: Db, what: string, fn: (tx: Sql) => Promise<boolean>): Promise<boolean> {
  try {
    return await db.transaction(async (tx) => {
      throw new Rollback(await fn(tx));
    });
  } catch (e) {
    if (e instanceof Rollback) return e.value as boolean;
    // Hosted logs RlsPolicyError and refuses; the database being away is the caller's to report.
    if (isPgError(e)) {
      console.error(`[realtime] ${what}: ${e.message}`);
      return false;
    }
    throw e;
  }
}

/**
 * Read: one probe row per extension is inserted (as the server), then selected as the caller; each
 * extension is readable when its row comes back (get_read_authorizations).
 */
export async function authorizeRead(db: Db, ctx: AuthorizationContext, extensions: Extension[], into: Policies): Promise<Policies> {
  for (const extension of extensions) {
    into[extension].read = await rolledBack(db, `read check of ${ctx.topic}`, async (tx) => {
      const id = randomUUID();
      await tx.query('insert into realtime.messages (id, topic, extension) values ($1, $2, $3)', [id, ctx.topic, extension]);
      await actAs(tx, ctx);
      const { rows } = await tx.query('select 1 from realtime.messages where id = $1', [id]);
      return rows.length > 0;
    });
  }
  return into;
}

/** Write: a row is inserted as the caller; refused by RLS (42501) = not writable (get_write_authorizations). */
export async function authorizeWrite(db: Db, ctx: AuthorizationContext, extension: Extension, into: Policies): Promise<boolean> {
  const allowed = await rolledBack(db, `write check of ${ctx.topic}`, async (tx) => {
    await actAs(tx, ctx);
    try {
      await tx.query('insert into realtime.messages (topic, extension) values ($1, $2)', [ctx.topic, extension]);
      return true;
    } catch (e) {
      if (isPgError(e) && e.code === '42501') return false;
      throw e;
    }
  });
  into[extension].write = allowed;
  return allowed;
}

/** `realtime:<name>` → `<name>`, the topic policies see through `realtime.topic()`. */
export const subTopic = (topic: string) => topic.slice('realtime:'.length);

/** The room of a channel: public and private channels of one topic never hear each other. */
export const roomOf = (topic: string, isPrivate: boolean) => `${isPrivate ? 'private' : 'public'}|${topic}`;

type Audience = { private: boolean; policies: Policies };

/** Whether a channel receives broadcasts (a private one only with broadcast read; hosted drops them otherwise). */
export const hearsBroadcasts = (c: Audience) => !c.private || c.policies.broadcast.read === true;

/** Whether a channel receives presence state and diffs (a private one only with presence read). */
export const hearsPresence = (c: Audience) => !c.private || c.policies.presence.read === true;

/**
 * A boolean as hosted Realtime's Ecto schemas cast it: true/false, "true"/"false", "1"/"0"; absent →
 * `fallback`; anything else → undefined (not a boolean).
 */
export function ectoBoolean(v: unknown, fallback: boolean): boolean | undefined {
  if (v === undefined || v === null) return fallback;
  if (v === true || v === 'true' || v === '1') return true;
  if (v === false || v === 'false' || v === '0') return false;
  return undefined;
}
