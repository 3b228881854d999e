/**
 * One request, one transaction: whatever the backend does to save round trips (on PostgreSQL the
 * settings, the statement and COMMIT leave together), each request must see only its own role,
 * claims and settings, a failure must undo the request's writes, and the next request must not notice.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { mintUserJwt, raw, serviceClient } from './helpers.ts';

const post = (path: string, body: unknown, token?: string, headers: Record<string, string> = {}) =>
  raw(path, { method: 'POST', token, headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });

describe('per-request transactions', () => {
  it('keeps concurrent users apart while others fail around them', async () => {
    const users = Array.from({ length: 6 }, () => randomUUID());
    const tokens = await Promise.all(users.map((u) => mintUserJwt(u)));
    const calls = Array.from({ length: 90 }, async (_, i) => {
      const u = i % users.length;
      if (i % 5 === 0) {
        const res = await post('/rest/v1/rpc/fx_fail', {}, tokens[u]);
        return { i, status: res.status, body: (await res.json()) as Record<string, unknown> };
      }
      if (i % 7 === 0) {
        const res = await raw('/rest/v1/fx_books?id=eq.not-a-number', { token: tokens[u] });
        return { i, status: res.status, body: (await res.json()) as Record<string, unknown> };
      }
      const res = await post('/rest/v1/rpc/fx_whoami', {}, tokens[u]);
      return { i, status: res.status, body: (await res.json()) as Record<string, unknown> };
    });
    for (const { i, status, body } of await Promise.all(calls)) {
      if (i % 5 === 0) {
        expect(status).toBe(400);
        expect(body).toMatchObject({ code: 'P0001', message: 'fx_fail was called' });
      } else if (i % 7 === 0) {
        expect(status).toBe(400);
        expect(body.code).toBe('22P02');
      } else {
        expect(status).toBe(200);
        expect(body).toEqual({ uid: users[i % users.length], role: 'authenticated', claims_role: 'authenticated' });
      }
    }
  });

  it('applies each caller’s row-level security to the same cached read, on shared connections', async () => {
    // The same GET shape is planned once and kept prepared per connection; rows must still follow
    // whoever is asking, and anon sees nothing.
    const users = Array.from({ length: 4 }, () => randomUUID());
    const tokens = await Promise.all(users.map((u) => mintUserJwt(u)));
    for (const [i, token] of tokens.entries()) {
      const res = await post('/rest/v1/fx_notes', { body: `note of ${i}` }, token);
      expect(res.status).toBe(201);
    }
    const reads = Array.from({ length: 60 }, async (_, k) => {
      const who = k % (users.length + 1); // the last slot reads as anon
      const res = await raw('/rest/v1/fx_notes?select=owner,body&order=body', { token: tokens[who] });
      return { who, status: res.status, body: (await res.json()) as { owner: string; body: string }[] };
    });
    for (const { who, status, body } of await Promise.all(reads)) {
      expect(status).toBe(200);
      if (who === users.length) expect(body).toEqual([]);
      else expect(body).toEqual([{ owner: users[who], body: `note of ${who}` }]);
    }
  });

  it('undoes a write when the same request fails after it', async () => {
    const msg = `undone-${randomUUID()}`;
    const res = await post('/rest/v1/rpc/fx_touch_then_fail', { msg });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: 'P0001', message: `fx_touch_then_fail: ${msg}` });
    const kept = `kept-${randomUUID()}`;
    expect((await post('/rest/v1/rpc/fx_touch', { msg: kept })).status).toBe(200);
    const { data, error } = await serviceClient().from('fx_dropbox').select('msg').in('msg', [msg, kept]);
    expect(error).toBeNull();
    expect(data).toEqual([{ msg: kept }]);
  });

  it('refuses writes in a GET, and the next GET on the same server still reads', async () => {
    const write = await raw(`/rest/v1/rpc/fx_touch?msg=${encodeURIComponent('from-get')}`);
    expect(write.status).toBe(405);
    expect((await write.json()).code).toBe('25006');
    const read = await raw('/rest/v1/rpc/fx_add?a=1&b=2');
    expect(await read.text()).toBe('3');
  });
});

describe('Prefer: timezone', () => {
  it('applies a zone from pg_timezone_names to this request only and echoes it', async () => {
    const res = await post('/rest/v1/rpc/fx_timezone', {}, undefined, { prefer: 'timezone=America/Los_Angeles' });
    expect(res.status).toBe(200);
    expect(await res.json()).toBe('America/Los_Angeles');
    expect(res.headers.get('preference-applied')).toBe('timezone=America/Los_Angeles');
    const next = await post('/rest/v1/rpc/fx_timezone', {});
    expect(await next.json()).not.toBe('America/Los_Angeles');
    expect(next.headers.get('preference-applied')).toBeNull();
  });

  it('ignores an unknown zone, and refuses it with handling=strict (PGRST122)', async () => {
    const lenient = await post('/rest/v1/rpc/fx_timezone', {}, undefined, { prefer: 'timezone=Not/AZone' });
    expect(lenient.status).toBe(200);
    expect(lenient.headers.get('preference-applied')).toBeNull();
    const strict = await post('/rest/v1/rpc/fx_timezone', {}, undefined, { prefer: 'handling=strict, timezone=Not/AZone' });
    expect(strict.status).toBe(400);
    expect(await strict.json()).toMatchObject({ code: 'PGRST122', details: 'Invalid preferences: timezone=Not/AZone' });
  });
});
