import { describe, expect, it } from 'vitest';
import { anonClient, raw } from './helpers.ts';
import { uniq } from './rest-helpers.ts';

describe('schema cache and profiles', () => {
  it("reloads the schema cache on NOTIFY pgrst, 'reload schema'", async () => {
    const name = uniq('t').replace('-', '_');
    const table = `fx_dyn_${name}`;
    expect((await raw(`/rest/v1/${table}`)).status).toBe(404);
    const created = await anonClient().rpc('fx_create_table', { name });
    expect(created.status).toBe(204);
    let res = await raw(`/rest/v1/${table}?select=id,label`);
    for (let i = 0; i < 50 && res.status === 404; i++) {
      await new Promise((r) => setTimeout(r, 100));
      res = await raw(`/rest/v1/${table}?select=id,label`);
    }
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual([{ id: 1, label: name }]);
  });

  it('serves the default profile and answers another exposed schema from its own cache', async () => {
    const pub = await raw('/rest/v1/fx_tags?limit=1', { headers: { 'accept-profile': 'public' } });
    expect(pub.headers.get('content-profile')).toBe('public');
    const other = await raw('/rest/v1/fx_tags', { headers: { 'accept-profile': 'graphql_public' } });
    expect(other.status).toBe(404);
    expect((await other.json()).message).toBe("Could not find the table 'graphql_public.fx_tags' in the schema cache");
    const write = await anonClient()
      .schema('public')
      .from('fx_tags')
      .insert({ name: uniq('p') })
      .select('name');
    expect(write.status).toBe(201);
  });

  it('echoes honoured preferences in Preference-Applied and exposes Content-Range to browsers', async () => {
    const res = await raw('/rest/v1/fx_tags', {
      method: 'POST',
      body: JSON.stringify({ name: uniq('pa') }),
      headers: { 'content-type': 'application/json', prefer: 'return=representation, count=exact', origin: 'http://localhost:5173' },
    });
    expect(res.headers.get('preference-applied')).toBe('return=representation, count=exact');
    expect(res.headers.get('access-control-expose-headers')).toContain('Content-Range');
    const pre = await raw('/rest/v1/fx_tags', {
      method: 'OPTIONS',
      headers: {
        origin: 'http://localhost:5173',
        'access-control-request-method': 'PATCH',
        'access-control-request-headers': 'prefer, range',
      },
    });
    expect(pre.status).toBe(200);
    expect(pre.headers.get('access-control-allow-headers')).toBe('prefer, range');
  });
});
