import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { anonClient, env, raw, serviceClient } from './helpers.ts';
import { rawJson, uniq, userClientFor, userToken } from './rest-helpers.ts';

describe('row-level security', () => {
  it('runs as the JWT role with auth.uid() and request.jwt.claims set', async () => {
    const { client, sub } = await userClientFor({ email: 'x@test.local' });
    expect((await client.rpc('fx_whoami')).data).toEqual({ uid: sub, role: 'authenticated', claims_role: 'authenticated' });
    expect((await anonClient().rpc('fx_whoami')).data).toEqual({ uid: null, role: 'anon', claims_role: 'anon' });
    expect((await serviceClient().rpc('fx_whoami')).data).toMatchObject({ role: 'service_role' });
  });

  it("shows each user only their own rows; defaults use auth.uid(); others' rows are untouchable", async () => {
    const alice = await userClientFor();
    const bob = await userClientFor();
    const body = uniq('note');
    const mine = await alice.client.from('fx_notes').insert({ body }).select().single();
    expect(mine.status).toBe(201);
    expect(mine.data.owner).toBe(alice.sub);
    expect((await alice.client.from('fx_notes').select('body')).data).toEqual([{ body }]);
    expect((await bob.client.from('fx_notes').select('body')).data).toEqual([]);
    const upd = await bob.client.from('fx_notes').update({ body: 'hacked' }).eq('id', mine.data.id).select();
    expect(upd.data).toEqual([]);
    const del = await bob.client.from('fx_notes').delete().eq('id', mine.data.id).select();
    expect(del.data).toEqual([]);
    expect((await alice.client.from('fx_notes').select('body').eq('id', mine.data.id).single()).data).toEqual({ body });
    expect((await anonClient().from('fx_notes').select()).data).toEqual([]);
    expect((await serviceClient().from('fx_notes').select('body').eq('id', mine.data.id)).data).toEqual([{ body }]);
  });

  it('answers a refused write with 42501: 403 for a user, 401 for anon', async () => {
    const bob = await userClientFor();
    const forged = await bob.client.from('fx_notes').insert({ body: 'x', owner: (await userToken()).sub });
    expect(forged.status).toBe(403);
    expect(forged.error).toMatchObject({ code: '42501', message: 'new row violates row-level security policy for table "fx_notes"' });
    const anon = await anonClient().from('fx_private').insert({ secret: 's' });
    expect(anon.status).toBe(401);
    expect(anon.error?.code).toBe('42501');
  });

  it('inserts with return=minimal where the role may insert but not read back', async () => {
    const sb = anonClient();
    expect((await sb.from('fx_dropbox').insert({ msg: 'hello' })).status).toBe(201);
    const rep = await sb.from('fx_dropbox').insert({ msg: 'hello' }).select();
    expect(rep.status).toBe(401);
    expect(rep.error?.code).toBe('42501');
  });
});

describe('JWT handling', () => {
  const wwwAuth = (res: Response) => res.headers.get('www-authenticate') ?? '';

  it('treats a request without Authorization and apikey as anon', async () => {
    const res = await fetch(`${env().url}/rest/v1/rpc/fx_whoami`, { method: 'POST' });
    expect(await res.json()).toMatchObject({ role: 'anon' });
  });

  it('refuses an expired token with 401 PGRST303', async () => {
    const { token } = await userToken({ exp: Math.floor(Date.now() / 1000) - 120 });
    const res = await raw('/rest/v1/fx_authors?limit=1', { token });
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ code: 'PGRST303', details: null, hint: null, message: 'JWT expired' });
    expect(wwwAuth(res)).toContain('error="invalid_token"');
  });

  it('refuses a forged or malformed token with 401 PGRST301', async () => {
    const forged = await new SignJWT({ role: 'service_role' })
      .setProtectedHeader({ alg: 'HS256' })
      .sign(new TextEncoder().encode('not-the-secret-not-the-secret-123456'));
    const res = await raw('/rest/v1/fx_authors?limit=1', { token: forged });
    expect(res.status).toBe(401);
    expect((await res.json()).code).toBe('PGRST301');
    expect(wwwAuth(res)).toContain('Bearer');
    const junk = await raw('/rest/v1/fx_authors?limit=1', { token: 'abc.def' });
    expect(junk.status).toBe(401);
    expect(await junk.json()).toMatchObject({ code: 'PGRST301' });
  });

  it('refuses a token naming an unknown role with 401', async () => {
    const { token } = await userToken({ role: 'superuser_wannabe' });
    const res = await raw('/rest/v1/fx_authors?limit=1', { token });
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ code: '22023', message: 'role "superuser_wannabe" does not exist' });
    // the server keeps serving
    expect((await raw('/rest/v1/fx_authors?limit=1')).status).toBe(200);
  });

  it('passes request headers to SQL lower-cased', async () => {
    const res = await rawJson('/rest/v1/rpc/fx_header', 'POST', { name: 'x-custom-thing' }, { 'X-Custom-Thing': 'yes' });
    expect(await res.json()).toBe('yes');
  });
});
