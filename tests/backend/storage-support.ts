import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { randomUUID } from 'node:crypto';
import { connect } from 'node:net';
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
  const { data, error } = await serviceClient().storage.from(bucket).info(name);
  if (error && (error as { statusCode?: string }).statusCode === '404') return false;
  if (error) throw error;
  return data !== null;
}

export const unique = (prefix = 'f') => `${prefix}-${randomUUID().slice(0, 8)}`;

/** Writes raw bytes to the server's socket (for requests no HTTP client would send) and collects the reply. */
export function rawSocket(
  chunks: (string | Uint8Array)[],
  opts: { end?: 'end' | 'destroy' | 'none'; waitMs?: number } = {},
): Promise<string> {
  const { url } = env();
  const u = new URL(url);
  return new Promise((resolve) => {
    const socket = connect(Number(u.port), u.hostname);
    let out = '';
    let timer: NodeJS.Timeout | undefined;
    const done = () => {
      if (timer) clearTimeout(timer);
      socket.destroy();
      resolve(out);
    };
    socket.setEncoding('utf8');
    socket.on('data', (d: string) => (out += d));
    socket.on('close', done);
    socket.on('error', done);
    socket.on('connect', () => {
      for (const c of chunks) socket.write(c);
      if (opts.end === 'end') socket.end();
      if (opts.end === 'destroy') setTimeout(() => socket.destroy(), 50);
      timer = setTimeout(done, opts.waitMs ?? 1500);
    });
  });
}
