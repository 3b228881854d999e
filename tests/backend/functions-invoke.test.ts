import { FunctionsHttpError } from '@supabase/supabase-js';
import { describe, expect, it } from 'vitest';
import { signJwt } from '../../local-supabase/jwt.ts';
import { anonClient, env, mintUserJwt, raw, serviceClient, tokenClient } from './helpers.ts';

type Echo = {
  method: string;
  path: string;
  query: Record<string, string>;
  authorization: string | null;
  apikey: string | null;
  contentType: string | null;
  body: string | null;
  env: Record<string, string | undefined>;
};

describe('functions: invoke through supabase-js', () => {
  it('invokes with the anon key: POST, JSON body, the function sees the gateway headers and Supabase env', async () => {
    const { data, error, response } = await anonClient().functions.invoke<Echo>('fx-echo', { body: { hello: 'world' } });
    expect(error).toBeNull();
    expect(response?.status).toBe(200);
    expect(response?.headers.get('x-fx')).toBe('echo');
    const { url, anonKey, serviceRoleKey } = env();
    expect(data).toMatchObject({
      method: 'POST',
      path: '/fx-echo',
      authorization: `Bearer ${anonKey}`,
      apikey: anonKey,
      contentType: 'application/json',
      body: JSON.stringify({ hello: 'world' }),
    });
    expect(data?.env).toEqual({
      SUPABASE_URL: url,
      SUPABASE_ANON_KEY: anonKey,
      SUPABASE_SERVICE_ROLE_KEY: serviceRoleKey,
      MAIL_API_URL: `${url}/mail`,
      MAIL_API_KEY: expect.any(String),
      // supabase/functions/.env values are added; SUPABASE_* ones there are ignored, as in the CLI.
      FX_FROM_DOTENV: 'from dotenv',
    });
  });

  it('passes a user JWT through, plus method, sub-path, query and text bodies', async () => {
    const jwt = await mintUserJwt();
    const { data, error } = await tokenClient(jwt).functions.invoke<Echo>('fx-echo/sub/path?x=1&y=two', {
      method: 'PUT',
      body: 'plain text',
    });
    expect(error).toBeNull();
    expect(data).toMatchObject({
      method: 'PUT',
      path: '/fx-echo/sub/path',
      query: { x: '1', y: 'two' },
      authorization: `Bearer ${jwt}`,
      contentType: 'text/plain',
      body: 'plain text',
    });
  });

  it('returns non-2xx answers as FunctionsHttpError with the Response as context', async () => {
    const { data, error } = await anonClient().functions.invoke('fx-cors', { body: { name: 42 } });
    expect(data).toBeNull();
    expect(error).toBeInstanceOf(FunctionsHttpError);
    const context = (error as FunctionsHttpError).context as Response;
    expect(context.status).toBe(400);
    expect(await context.json()).toEqual({ code: 'bad_request', message: 'name is required' });
  });

  it('parses JSON answers by Content-Type', async () => {
    const { data, error } = await serviceClient().functions.invoke('fx-cors', { body: { name: 'Ada' } });
    expect(error).toBeNull();
    expect(data).toEqual({ hello: 'Ada' });
  });
});

describe('functions: the gateway (verify_jwt, 404, worker errors)', () => {
  const post = (slug: string, headers: Record<string, string>) =>
    fetch(`${env().url}/functions/v1/${slug}`, { method: 'POST', headers, body: '{}' });

  it('refuses calls without a valid JWT with the gateway’s 401 {msg} answers', async () => {
    const missing = await post('fx-echo', {});
    expect(missing.status).toBe(401);
    expect(await missing.json()).toEqual({ msg: 'Error: Missing authorization header' });

    const notBearer = await post('fx-echo', { authorization: 'Basic dXNlcjpwdw==' });
    expect(notBearer.status).toBe(401);
    expect(await notBearer.json()).toEqual({ msg: "Error: Auth header is not 'Bearer {token}'" });

    const forged = await signJwt('another-secret-that-is-at-least-32-characters', { role: 'anon' });
    const invalid = await post('fx-echo', { authorization: `Bearer ${forged}` });
    expect(invalid.status).toBe(401);
    expect(await invalid.json()).toEqual({ msg: 'Invalid JWT' });

    const expired = await signJwt(env().jwtSecret, { role: 'anon', exp: Math.floor(Date.now() / 1000) - 3600 });
    expect((await post('fx-echo', { authorization: `Bearer ${expired}` })).status).toBe(401);
  });

  it('uses the apikey header when there is no Authorization, like the gateway', async () => {
    const r = await post('fx-echo', { apikey: env().anonKey });
    // The raw apikey is passed upstream as Authorization: not "Bearer …", so refused.
    expect(r.status).toBe(401);
    expect(await r.json()).toEqual({ msg: "Error: Auth header is not 'Bearer {token}'" });
  });

  it('skips the JWT check for functions with verify_jwt = false', async () => {
    const r = await post('fx-public', {});
    expect(r.status).toBe(200);
    expect(await r.json()).toEqual({ public: true, authorization: null });
  });

  it('answers 404 text "Function not found" for unknown, disabled and invalid slugs', async () => {
    for (const slug of ['does-not-exist', 'fx-disabled', '_shared', '']) {
      const r = await raw(`/functions/v1/${slug}`, { method: 'POST' });
      expect(r.status, slug).toBe(404);
      expect(r.headers.get('content-type')).toMatch(/^text\/plain/);
      expect(await r.text()).toBe('Function not found');
    }
  });

  it('turns a thrown error into 500 WORKER_ERROR and keeps serving', async () => {
    const { error } = await anonClient().functions.invoke('fx-throw');
    expect(error).toBeInstanceOf(FunctionsHttpError);
    const context = (error as FunctionsHttpError).context as Response;
    expect(context.status).toBe(500);
    expect(await context.json()).toEqual({ code: 'WORKER_ERROR', message: 'Function exited due to an error (please check logs)' });

    const notResponse = await raw('/functions/v1/fx-throw?mode=not-a-response', { method: 'POST' });
    expect(notResponse.status).toBe(500);
    expect(((await notResponse.json()) as { code: string }).code).toBe('WORKER_ERROR');

    const again = await raw('/functions/v1/fx-throw?mode=ok', { method: 'POST' });
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({ ok: true });
  });
});

describe('functions: CORS is the function’s job', () => {
  it('passes the preflight to the function, which answers with supabase-js’s corsHeaders plus the Idempotency-Key it takes', async () => {
    const r = await fetch(`${env().url}/functions/v1/fx-cors`, {
      method: 'OPTIONS',
      headers: {
        origin: 'http://127.0.0.1:5173',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization, apikey, content-type',
      },
    });
    expect(r.status).toBe(204);
    expect(r.headers.get('access-control-allow-origin')).toBe('*');
    expect(r.headers.get('access-control-allow-headers')).toBe(
      'authorization, x-client-info, apikey, content-type, x-retry-count, idempotency-key',
    );
    expect(r.headers.get('access-control-allow-methods')).toBe('GET, POST, PUT, PATCH, DELETE, OPTIONS');
  });

  it('adds no CORS headers of its own when the function sends none', async () => {
    const r = await raw('/functions/v1/fx-echo', { method: 'POST', headers: { origin: 'http://127.0.0.1:5173' } });
    expect(r.status).toBe(200);
    expect(r.headers.get('access-control-allow-origin')).toBeNull();
    const pre = await fetch(`${env().url}/functions/v1/fx-echo`, {
      method: 'OPTIONS',
      headers: { origin: 'http://x', 'access-control-request-method': 'POST' },
    });
    // fx-echo has no preflight handling: the browser would see no CORS headers, exactly as on Supabase.
    expect(pre.headers.get('access-control-allow-origin')).toBeNull();
  });
});
