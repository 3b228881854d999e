import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { randomUUID } from 'node:crypto';
import { inject } from 'vitest';
import ws from 'ws';

export const env = () => inject('supabase');

const options = {
  auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  // Node 20 has no global WebSocket; supabase-js throws in createClient without a transport.
  realtime: { transport: ws as unknown as typeof WebSocket },
};

export function anonClient(): SupabaseClient {
  const { url, anonKey } = env();
  return createClient(url, anonKey, options);
}

export function serviceClient(): SupabaseClient {
  const { url, serviceRoleKey } = env();
  return createClient(url, serviceRoleKey, options);
}

/** A unique e-mail per call, so tests never collide on each other's users. */
export function uniqueEmail(prefix = 'user'): string {
  return `${prefix}-${randomUUID().slice(0, 8)}@test.local`;
}

/** Creates a confirmed user through the admin API and returns a client signed in as them. */
export async function createUserClient(opts: { email?: string; password?: string; user_metadata?: Record<string, unknown> } = {}) {
  const email = opts.email ?? uniqueEmail();
  const password = opts.password ?? 'password-123';
  const admin = serviceClient();
  const { data, error } = await admin.auth.admin.createUser({ email, password, email_confirm: true, user_metadata: opts.user_metadata });
  if (error) throw error;
  const client = anonClient();
  const signIn = await client.auth.signInWithPassword({ email, password });
  if (signIn.error) throw signIn.error;
  return { client, user: data.user, email, password };
}

/** Signs in an existing user (e.g. a demo login). */
export async function signIn(email: string, password = 'demo-password'): Promise<SupabaseClient> {
  const client = anonClient();
  const { error } = await client.auth.signInWithPassword({ email, password });
  if (error) throw new Error(`sign-in as ${email} failed: ${error.message}`);
  return client;
}

/** Raw fetch against local-supabase with the anon key, for wire-level assertions. */
export async function raw(pathAndQuery: string, init: RequestInit & { token?: string } = {}): Promise<Response> {
  const { url, anonKey } = env();
  const headers = new Headers(init.headers);
  if (!headers.has('apikey')) headers.set('apikey', anonKey);
  if (!headers.has('authorization')) headers.set('authorization', `Bearer ${init.token ?? anonKey}`);
  return fetch(url + pathAndQuery, { ...init, headers });
}

/** An HS256 user access token signed with the project secret (no Auth round trip). */
export async function mintUserJwt(sub: string = randomUUID(), extra: Record<string, unknown> = {}): Promise<string> {
  const { signJwt } = await import('../../local-supabase/jwt.ts');
  const exp = Math.floor(Date.now() / 1000) + 3600;
  return signJwt(env().jwtSecret, { sub, role: 'authenticated', aud: 'authenticated', exp, ...extra });
}

/** A client whose REST/functions calls and realtime joins carry `jwt` (a user or custom token). */
export function tokenClient(jwt: string): SupabaseClient {
  const { url, anonKey } = env();
  const client = createClient(url, anonKey, { ...options, global: { headers: { Authorization: `Bearer ${jwt}` } } });
  void client.realtime.setAuth(jwt);
  return client;
}

/** Fixed ids of the demo data in supabase/seed.sql (see docs/data-model.md). */
/** Every demo login's name (`<name>@demo.test`), in the order of the RLS matrix. */
export const DEMO_LOGINS = [
  'management',
  'company-admin',
  'company-admin-2',
  'executive',
  'regional',
  'partner-admin',
  'partner-admin-2',
  'sales-rep',
  'sales-rep-2',
  'affiliate-admin',
  'disabled',
] as const;
export type DemoLogin = (typeof DEMO_LOGINS)[number];

export const DEMO = {
  password: 'demo-password',
  users: {
    management: 'a0000000-0000-4000-8000-000000000001',
    companyAdmin: 'a0000000-0000-4000-8000-000000000002',
    executive: 'a0000000-0000-4000-8000-000000000003',
    regional: 'a0000000-0000-4000-8000-000000000004',
    partnerAdmin: 'a0000000-0000-4000-8000-000000000005',
    salesRep: 'a0000000-0000-4000-8000-000000000006',
    affiliateAdmin: 'a0000000-0000-4000-8000-000000000007',
    disabled: 'a0000000-0000-4000-8000-000000000008',
    salesRep2: 'a0000000-0000-4000-8000-000000000009',
    partnerAdmin2: 'a0000000-0000-4000-8000-000000000010',
    companyAdmin2: 'a0000000-0000-4000-8000-000000000011',
  },
  organizations: { summit: 'b0000000-0000-4000-8000-000000000001', coastal: 'b0000000-0000-4000-8000-000000000002' },
  partners: {
    brightline: 'c0000000-0000-4000-8000-000000000001',
    keystone: 'c0000000-0000-4000-8000-000000000002',
    harbor: 'c0000000-0000-4000-8000-000000000003',
    pioneer: 'c0000000-0000-4000-8000-000000000004',
    westshore: 'c0000000-0000-4000-8000-000000000005',
    fraserValley: 'c0000000-0000-4000-8000-000000000006',
  },
  affiliates: { greenleaf: 'd0000000-0000-4000-8000-000000000001', metro: 'd0000000-0000-4000-8000-000000000002' },
  /** Demo account n (1–60): f0000000-0000-4000-8000-0000000000nn. */
  account: (n: number) => `f0000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
} as const;
