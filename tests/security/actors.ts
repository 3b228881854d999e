/**
 * The attackers: every demo login (README, docs/data-model.md) and anon, each signed in once per test
 * file; the tenants they belong to; and the service role that sets targets up and reads the truth.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { anonClient, DEMO, DEMO_LOGINS, serviceClient, signIn } from '../backend/helpers.ts';

export const ACTORS = ['anon', ...DEMO_LOGINS] as const;
export type Actor = (typeof ACTORS)[number];
export type User = Exclude<Actor, 'anon'>;

/** Profile id of each demo login. */
export const ID: Record<User, string> = {
  management: DEMO.users.management,
  'company-admin': DEMO.users.companyAdmin,
  'company-admin-2': DEMO.users.companyAdmin2,
  executive: DEMO.users.executive,
  regional: DEMO.users.regional,
  'partner-admin': DEMO.users.partnerAdmin,
  'partner-admin-2': DEMO.users.partnerAdmin2,
  'sales-rep': DEMO.users.salesRep,
  'sales-rep-2': DEMO.users.salesRep2,
  'affiliate-admin': DEMO.users.affiliateAdmin,
  disabled: DEMO.users.disabled,
};

/**
 * The two tenants. HOME = Summit Energy Brokers (partner Brightline, affiliate GreenLeaf); FOREIGN =
 * Coastal Power Partners (partner Harbor, affiliate Metro). company-admin, partner-admin, sales-rep,
 * affiliate-admin, regional and disabled belong to HOME; company-admin-2, partner-admin-2 and sales-rep-2
 * to FOREIGN; the executive is org-wide in FOREIGN and sees HOME's Brightline and Keystone through its
 * shared profile (regional@).
 */
export const HOME = {
  org: DEMO.organizations.summit,
  partner: DEMO.partners.brightline,
  otherPartner: DEMO.partners.keystone,
  affiliate: DEMO.affiliates.greenleaf,
  account: DEMO.account(3),
} as const;
export const FOREIGN = {
  org: DEMO.organizations.coastal,
  partner: DEMO.partners.harbor,
  otherPartner: DEMO.partners.westshore,
  affiliate: DEMO.affiliates.metro,
  account: DEMO.account(40),
} as const;

/** Everyone who works for the FOREIGN tenant (they must never see HOME's rows, nor HOME theirs). */
export const FOREIGN_USERS: User[] = ['company-admin-2', 'partner-admin-2', 'sales-rep-2'];
export const HOME_USERS: User[] = ['company-admin', 'partner-admin', 'sales-rep', 'affiliate-admin'];

const clients = new Map<Actor, Promise<SupabaseClient>>();

/** One signed-in client per actor per test file (sign-in is the slow part). */
export function as(actor: Actor): Promise<SupabaseClient> {
  let c = clients.get(actor);
  if (!c) {
    c = actor === 'anon' ? Promise.resolve(anonClient()) : signIn(`${actor}@demo.test`);
    clients.set(actor, c);
  }
  return c;
}

let svc: SupabaseClient | undefined;
/** The service role: sets targets up and reads what really is in the database. */
export const service = (): SupabaseClient => (svc ??= serviceClient());

/** A write as the service role that must succeed (test set-up). */
export async function must<T>(p: PromiseLike<{ data: T; error: unknown }>): Promise<T> {
  const { data, error } = await p;
  if (error) throw new Error(`service role set-up failed: ${JSON.stringify(error)}`);
  return data;
}
