/**
 * Invariants the security suite checks after every attempt (role 4) and after every table of attacks
 * (management intact). Each test file has its own e-mail domain, so files running side by side never
 * mistake each other's users for their own.
 */
import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { DEMO, signIn } from '../backend/helpers.ts';
import { service, type Actor } from './actors.ts';

/** E-mail domain of every user this test file makes. */
export const DOMAIN = `@a${randomUUID().slice(0, 8)}.attack.test`;

/** Profiles of this file with role 4 already accounted for: made by the set-up, or seen after an attempt. */
const knownRole4 = new Set<string>();
export const trustRole4 = (id: string) => knownRole4.add(id);

/**
 * No one but management causes a profile with role 4: after each attempt, a role-4 profile among this
 * file's users that was not there before must be management's doing (each one is blamed once).
 */
export async function role4Made(actor: Actor): Promise<void> {
  const { data, error } = await service().from('profiles').select('id').eq('role', 4).like('email', `%${DOMAIN}`);
  if (error) throw new Error(`reading role-4 profiles failed: ${error.message}`);
  const fresh = (data ?? []).map((r) => r.id as string).filter((id) => !knownRole4.has(id));
  fresh.forEach(trustRole4);
  if (actor !== 'management') expect(fresh, `${actor} caused a profile with role 4`).toEqual([]);
}

const DEMO_ACCOUNTS = Array.from({ length: 60 }, (_, i) => DEMO.account(i + 1));

/** Management still signs in, holds every permission and sees every demo row. */
export async function managementIntact(): Promise<void> {
  const { data: profile } = await service().from('profiles').select('role, active').eq('id', DEMO.users.management).single();
  expect(profile).toEqual({ role: 4, active: true });
  const mgmt = await signIn('management@demo.test');
  const { count: catalogue } = await service().from('permissions').select('id', { count: 'exact', head: true });
  const { data: mine } = await mgmt.rpc('my_permissions');
  expect((mine as string[]).length).toBe(catalogue);
  const seen = async (table: string, ids: string[]) => {
    const { data } = await mgmt.from(table).select('id').in('id', ids);
    return (data ?? []).length;
  };
  expect(await seen('accounts', DEMO_ACCOUNTS)).toBe(60);
  expect(await seen('profiles', Object.values(DEMO.users))).toBe(Object.keys(DEMO.users).length);
  expect(await seen('organizations', Object.values(DEMO.organizations))).toBe(2);
  expect(await seen('partners', Object.values(DEMO.partners))).toBe(6);
  expect(await seen('affiliates', Object.values(DEMO.affiliates))).toBe(2);
}
