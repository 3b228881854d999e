/**
 * The bad-input corpus (issue 15 §4): malformed requests per surface, each expected to get the 4xx
 * and the error shape hosted Supabase gives — never a 5xx, never a reset — and to write nothing.
 */
import { expect } from 'vitest';
import { env, raw } from './helpers.ts';

/** Error bodies as each hosted service shapes them. */
export type Shape = 'rest' | 'auth' | 'storage' | 'function';

export interface BadRequest {
  name: string;
  method?: string;
  /** Path and query under the API URL, e.g. `/rest/v1/accounts?x=1`. */
  path: string;
  body?: string;
  headers?: Record<string, string>;
  /** Bearer token; the anon key when absent. */
  token?: string;
}

export interface Refusal {
  status: number;
  shape: Shape;
  /** The error code in the body (`code` for REST, auth and functions; storage's `statusCode` string is checked apart). */
  code?: string | RegExp;
  message?: string | RegExp;
  /** storage-api's real status, carried as a string in `statusCode` (the HTTP status is 400 or 500). */
  storageStatus?: string;
}

/** Sends one malformed request and checks the refusal; returns the parsed body. */
export async function expectRefused(req: BadRequest, want: Refusal): Promise<Record<string, unknown>> {
  const headers: Record<string, string> = { ...req.headers };
  // auth-js always sends the API version, and errors then come as {code, message}.
  if (want.shape === 'auth' && !('x-supabase-api-version' in headers)) headers['x-supabase-api-version'] = '2024-01-01';
  if (req.body !== undefined && !Object.keys(headers).some((h) => h.toLowerCase() === 'content-type'))
    headers['content-type'] = 'application/json';
  let res: Response;
  try {
    res = await raw(req.path, { method: req.method ?? 'GET', headers, body: req.body, token: req.token, redirect: 'manual' });
  } catch (e) {
    throw new Error(`${req.name}: no response (${String((e as { cause?: unknown }).cause ?? e)})`);
  }
  const text = await res.text();
  let body: Record<string, unknown>;
  try {
    body = JSON.parse(text) as Record<string, unknown>;
  } catch {
    throw new Error(`${req.name}: ${res.status} with a body that is not JSON: ${text.slice(0, 200)}`);
  }
  expect({ status: res.status, body }, req.name).toMatchObject({ status: want.status });
  switch (want.shape) {
    case 'rest':
      expect(Object.keys(body).sort(), `${req.name}: PostgREST's four keys`).toEqual(['code', 'details', 'hint', 'message']);
      break;
    case 'auth':
      expect(typeof body.code === 'string' && typeof body.message === 'string', `${req.name}: GoTrue's {code, message}`).toBe(true);
      expect(res.headers.get('x-sb-error-code')).toBe(body.code);
      break;
    case 'storage':
      expect(Object.keys(body).sort(), `${req.name}: storage-api's error`).toEqual(['code', 'error', 'message', 'statusCode']);
      if (want.storageStatus) expect(body.statusCode, req.name).toBe(want.storageStatus);
      else expect(String(body.statusCode)[0], `${req.name}: a 4xx status code`).toBe('4');
      break;
    case 'function':
      expect(typeof body.code === 'string' && typeof body.message === 'string', `${req.name}: the functions' {code, message}`).toBe(true);
  }
  if (want.code !== undefined)
    expect(body.code, req.name).toEqual(want.code instanceof RegExp ? expect.stringMatching(want.code) : want.code);
  if (want.message !== undefined)
    expect(body.message ?? body.msg, req.name).toEqual(want.message instanceof RegExp ? expect.stringMatching(want.message) : want.message);
  return body;
}

/** `{"a":{"a":…1…}}`, `depth` objects deep. */
export const nested = (depth: number, leaf = '1') => '{"a":'.repeat(depth) + leaf + '}'.repeat(depth);

/** Rows of `table` where `column` = `value`, as the service role counts them (RLS aside). */
export async function countRows(table: string, column: string, value: string): Promise<number> {
  const res = await raw(`/rest/v1/${table}?select=id&${column}=eq.${encodeURIComponent(value)}`, {
    token: env().serviceRoleKey,
    headers: { prefer: 'count=exact', 'range-unit': 'items', range: '0-0' },
  });
  expect(res.status).toBeLessThan(300);
  return Number(res.headers.get('content-range')?.split('/')[1] ?? NaN);
}

/** Auth users whose e-mail contains `text` (GoTrue's admin list filter). */
export async function usersMatching(text: string): Promise<number> {
  const res = await raw(`/auth/v1/admin/users?filter=${encodeURIComponent(text)}`, { token: env().serviceRoleKey });
  expect(res.status).toBe(200);
  return ((await res.json()) as { users: unknown[] }).users.length;
}
