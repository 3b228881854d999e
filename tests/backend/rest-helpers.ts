import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { randomUUID } from 'node:crypto';
import ws from 'ws';
import { signJwt } from '../../local-supabase/jwt.ts';
import { env, raw, serviceClient } from './helpers.ts';

/** A short unique marker so parallel tests only ever look at their own rows. */
export function uniq(prefix = 'r'): string {
  return `${prefix}-${randomUUID().slice(0, 8)}`;
}

/** A token signed with the project secret (what GoTrue would issue), without going through Auth. */
export async function userToken(claims: Record<string, unknown> = {}): Promise<{ token: string; sub: string }> {
  const sub = (claims.sub as string | undefined) ?? randomUUID();
  const now = Math.floor(Date.now() / 1000);
  const token = await signJwt(env().jwtSecret, { aud: 'authenticated', role: 'authenticated', sub, iat: now, exp: now + 3600, ...claims });
  return { token, sub };
}

/** supabase-js as a signed-in user with a fresh user id. */
export async function userClientFor(claims: Record<string, unknown> = {}): Promise<{ client: SupabaseClient; sub: string; token: string }> {
  const { token, sub } = await userToken(claims);
  const client = createClient(env().url, env().anonKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    global: { headers: { Authorization: `Bearer ${token}` } },
    realtime: { transport: ws as unknown as typeof WebSocket },
  });
  return { client, sub, token };
}

/** Raw request with a JSON body. */
export function rawJson(
  path: string,
  method: string,
  body: unknown,
  headers: Record<string, string> = {},
  token?: string,
): Promise<Response> {
  return raw(path, { method, body: JSON.stringify(body), headers: { 'content-type': 'application/json', ...headers }, token });
}

export interface Library {
  tag: string;
  authors: { id: number; name: string }[];
  books: { id: number; title: string; author_id: number; editor_id: number | null }[];
  tags: { id: number; name: string }[];
}

/**
 * Three authors (A, B, C) and five books tagged with two tags, all named with a unique tag so a
 * test can filter to exactly its own rows (`name=like.<tag>*`).
 */
export async function seedLibrary(): Promise<Library> {
  const sb = serviceClient();
  const tag = uniq('lib');
  const a = await sb
    .from('fx_authors')
    .insert([
      { name: `${tag} A`, country: 'CA', tags: ['x', 'y'], meta: { lang: 'en', n: 1 }, born: '1970-01-02', rating: 4.5 },
      { name: `${tag} B`, country: 'US', tags: ['y'], meta: { lang: 'fr', n: 2 }, born: null, rating: 3 },
      { name: `${tag} C`, country: null, tags: [], meta: {}, born: '1990-05-06', rating: null },
    ])
    .select('id,name')
    .order('id');
  if (a.error) throw new Error(a.error.message);
  const [A, B, C] = a.data as { id: number; name: string }[];
  const b = await sb
    .from('fx_books')
    .insert([
      { title: `${tag} one`, author_id: A!.id, editor_id: B!.id, pages: 100, status: 'published', price: 10.5 },
      { title: `${tag} two`, author_id: A!.id, editor_id: null, pages: 200, status: 'draft', price: 20 },
      { title: `${tag} three`, author_id: B!.id, editor_id: A!.id, pages: 300, status: 'published', price: null },
      { title: `${tag} four`, author_id: B!.id, editor_id: null, pages: null, status: 'draft', price: 5 },
      { title: `${tag} five`, author_id: C!.id, editor_id: null, pages: 50, status: 'archived', price: 1 },
    ])
    .select('id,title,author_id,editor_id')
    .order('id');
  if (b.error) throw new Error(b.error.message);
  const t = await sb
    .from('fx_tags')
    .insert([{ name: `${tag} red` }, { name: `${tag} blue` }])
    .select('id,name')
    .order('id');
  if (t.error) throw new Error(t.error.message);
  const books = b.data as Library['books'];
  const tags = t.data as Library['tags'];
  const links = [
    { book_id: books[0]!.id, tag_id: tags[0]!.id },
    { book_id: books[0]!.id, tag_id: tags[1]!.id },
    { book_id: books[2]!.id, tag_id: tags[1]!.id },
  ];
  const l = await sb.from('fx_book_tags').insert(links);
  if (l.error) throw new Error(l.error.message);
  return { tag, authors: a.data as Library['authors'], books, tags };
}
