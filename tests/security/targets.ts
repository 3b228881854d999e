/**
 * Fresh rows for the attacks, made with the service role: users (e-mails of the file's own domain,
 * so the invariants find everything the file made), profiles with their memberships, partners,
 * affiliates and accounts.
 */
import { randomUUID } from 'node:crypto';
import { must, service } from './actors.ts';
import { DOMAIN, trustRole4 } from './invariants.ts';

/** A fresh e-mail address of this file's domain. */
export const freshEmail = (prefix = 'u') => `${prefix}-${randomUUID().slice(0, 12)}${DOMAIN}`;

/** A confirmed auth user without a profile (what an open sign-up gives anyone). */
export async function freshUser(): Promise<string> {
  const { data, error } = await service().auth.admin.createUser({ email: freshEmail(), email_confirm: true });
  if (error || !data.user) throw new Error(`createUser failed: ${error?.message}`);
  return data.user.id;
}

export interface ProfileSpec {
  role: number;
  active?: boolean;
  partner_id?: string | null;
  affiliate_id?: string | null;
  /** Memberships (assigned_organizations). */
  orgs?: string[];
}

/** A user with a profile and memberships. */
export async function freshProfile(spec: ProfileSpec): Promise<string> {
  const id = await freshUser();
  await must(
    service()
      .from('profiles')
      .insert({
        id,
        role: spec.role,
        active: spec.active ?? true,
        partner_id: spec.partner_id ?? null,
        affiliate_id: spec.affiliate_id ?? null,
        last_organization: spec.orgs?.[0] ?? null,
        first_name: 'Target',
        last_name: `R${spec.role}`,
      }),
  );
  if (spec.role === 4) trustRole4(id);
  if (spec.orgs?.length)
    await must(
      service()
        .from('assigned_organizations')
        .insert(spec.orgs.map((organization) => ({ profile: id, organization }))),
    );
  return id;
}

export async function freshPartner(org: string, extra: Record<string, unknown> = {}): Promise<string> {
  const id = randomUUID();
  await must(
    service()
      .from('partners')
      .insert({ id, name: `Attack partner ${id.slice(0, 8)}`, organization_id: org, status: 11, ...extra }),
  );
  return id;
}

export async function freshAffiliate(org: string, extra: Record<string, unknown> = {}): Promise<string> {
  const id = randomUUID();
  await must(
    service()
      .from('affiliates')
      .insert({ id, name: `Attack affiliate ${id.slice(0, 8)}`, organization_id: org, ...extra }),
  );
  return id;
}

export async function freshAccount(values: Record<string, unknown>): Promise<string> {
  const id = randomUUID();
  await must(
    service()
      .from('accounts')
      .insert({ id, account_name: `Attack account ${id.slice(0, 8)}`, ...values }),
  );
  return id;
}

/** A row as the service role reads it (null when there is none). */
export async function rowOf(table: string, key: Record<string, unknown>): Promise<Record<string, unknown> | null> {
  const { data, error } = await service().from(table).select('*').match(key).maybeSingle();
  if (error) throw new Error(`reading ${table} failed: ${error.message}`);
  return data as Record<string, unknown> | null;
}

/** Every row of a table matching a filter, ordered for comparison. */
export async function rowsOf(table: string, column: string, value: unknown, order = 'id'): Promise<Record<string, unknown>[]> {
  const { data, error } = await service().from(table).select('*').eq(column, value).order(order);
  if (error) throw new Error(`reading ${table} failed: ${error.message}`);
  return (data ?? []) as Record<string, unknown>[];
}
