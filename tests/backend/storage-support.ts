import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { randomUUID } from 'node:crypto';
import { request } from 'node:http';
import ws from 'ws';
import { signJwt } from '../../local-supabase/jwt.ts';
import { env, serviceClient } from './helpers.ts';

const options = {
  auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  realtime: { transport: ws as unknown as typeof WebSocket },
};

/**
 * A supabase-js client acting as a fresh user. Storage only verifies the JWT, so minting one with
 * the project secret is what a signed-in user's client sends, without depending on /auth.
 */
export async function userClient(): Promise<{ client: SupabaseClient; uid: string; jwt: string }> {
  const { url, anonKey, jwtSecret } = env();
  const uid = randomUUID();
  const jwt = await signJwt(jwtSecret, {
    sub: uid,
    role: 'authenticated',
    aud: 'authenticated',
    exp: Math.floor(Date.now() / 1000) + 3600,
  });
  const client = createClient(url, anonKey, { ...options, global: { headers: { Authorization: `Bearer ${jwt}` } } });
  return { client, uid, jwt };
}

/** Deterministic pseudo-random bytes, so byte equality is a real check. */
export function bytes(n: number, seed = 7): Uint8Array<ArrayBuffer> {
  const out = new Uint8Array(new ArrayBuffer(n));
  let x = seed;
  for (let i = 0; i < n; i++) {
    x = (x * 1103515245 + 12345) & 0x7fffffff;
    out[i] = x >> 16;
  }
  return out;
}

export async function blobBytes(b: Blob | null): Promise<Uint8Array> {
  if (!b) throw new Error('no blob');
  return new Uint8Array(await b.arrayBuffer());
}

/** Whether the object row exists, seen as service_role (ignores RLS). */
export async function objectExists(bucket: string, name: string): Promise<boolean> {
  const { data, error } = await serviceClient().storage.from(bucket).exists(name);
  if (error && error.message !== 'Object not found' && (error as { statusCode?: string }).statusCode !== '404') throw error;
  return data === true;
}

/**
 * Sends a request by hand over a socket and lets `write` decide what goes over the wire
 * (half a body, then a reset; a body shorter than its Content-Length; …).
 */
export function rawUpload(
  path: string,
  headers: Record<string, string>,
  write: (req: import('node:http').ClientRequest) => void,
): Promise<{ status: number | null; body: string; error?: string }> {
  const { url } = env();
  return new Promise((resolve) => {
    const req = request(url + path, { method: 'POST', headers });
    req.on('response', (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (c: string) => (body += c));
      res.on('end', () => resolve({ status: res.statusCode ?? null, body }));
      res.on('error', (e) => resolve({ status: res.statusCode ?? null, body, error: e.message }));
    });
    req.on('error', (e) => resolve({ status: null, body: '', error: e.message }));
    write(req);
  });
}

export const unique = (prefix = 'f') => `${prefix}-${randomUUID().slice(0, 8)}`;
