import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { signJwt } from '../../local-supabase/jwt.ts';
import { anonClient, env, mintUserJwt, serviceClient } from './helpers.ts';

type Msg = unknown[] | Record<string, unknown> | Buffer;

/** A raw Phoenix client: sends frames, and awaits received frames by predicate. */
class RawSocket {
  readonly received: Msg[] = [];
  private waiters: { pred: (m: Msg) => boolean; resolve: (m: Msg) => void }[] = [];
  constructor(readonly ws: WebSocket) {
    ws.on('message', (data: Buffer, isBinary: boolean) => {
      const m: Msg = isBinary ? data : JSON.parse(data.toString('utf8'));
      this.received.push(m);
      for (const w of [...this.waiters])
        if (w.pred(m)) {
          this.waiters.splice(this.waiters.indexOf(w), 1);
          w.resolve(m);
        }
    });
  }
  static async open(query: string): Promise<RawSocket> {
    const ws = new WebSocket(`${env().url.replace(/^http/, 'ws')}/realtime/v1/websocket?${query}`);
    const s = new RawSocket(ws);
    await new Promise((resolve, reject) => {
      ws.once('open', resolve);
      ws.once('error', reject);
    });
    return s;
  }
  send(frame: unknown) {
    this.ws.send(JSON.stringify(frame));
  }
  next(pred: (m: Msg) => boolean): Promise<Msg> {
    const hit = this.received.find(pred);
    return hit ? Promise.resolve(hit) : new Promise((resolve) => this.waiters.push({ pred, resolve }));
  }
}

const sockets: RawSocket[] = [];
afterEach(() => {
  for (const s of sockets.splice(0)) s.ws.close();
});
async function open(query = `apikey=${env().anonKey}&vsn=2.0.0`) {
  const s = await RawSocket.open(query);
  sockets.push(s);
  return s;
}
const arr = (m: Msg) => m as unknown[];

describe('realtime wire protocol (vsn 2.0.0 arrays)', () => {
  it('answers heartbeats', async () => {
    const s = await open();
    s.send([null, '1', 'phoenix', 'heartbeat', {}]);
    expect(await s.next((m) => arr(m)[1] === '1')).toEqual([null, '1', 'phoenix', 'phx_reply', { status: 'ok', response: {} }]);
  });

  it('echoes postgres_changes bindings in order with integer ids, then pushes the system message', async () => {
    const s = await open();
    const bindings = [
      { event: 'INSERT', schema: 'public', table: 'fx_rt_public', filter: 'n=eq.1' },
      { event: '*', schema: 'public', table: 'fx_rt_notes' },
      { event: 'DELETE', schema: 'public', table: 'fx_rt_public' },
    ];
    const config = {
      broadcast: { ack: false, self: false },
      presence: { key: '', enabled: false },
      postgres_changes: bindings,
      private: false,
    };
    s.send(['3', '3', 'realtime:wire-test', 'phx_join', { config }]);
    const reply = arr(await s.next((m) => arr(m)[1] === '3'));
    expect(reply.slice(0, 4)).toEqual(['3', '3', 'realtime:wire-test', 'phx_reply']);
    const payload = reply[4] as { status: string; response: { postgres_changes: Record<string, unknown>[] } };
    expect(payload.status).toBe('ok');
    const echoed = payload.response.postgres_changes;
    expect(echoed.map(({ id: _id, ...rest }) => rest)).toEqual(bindings);
    for (const b of echoed) expect(Number.isInteger(b.id) && (b.id as number) > 0).toBe(true);
    expect(new Set(echoed.map((b) => b.id)).size).toBe(3);
    const system = arr(await s.next((m) => arr(m)[3] === 'system'));
    expect(system).toEqual([
      '3',
      null,
      'realtime:wire-test',
      'system',
      { extension: 'postgres_changes', status: 'ok', message: 'Subscribed to PostgreSQL', channel: 'wire-test' },
    ]);

    // A change arrives with join_ref/ref null and the matching binding ids.
    const { data } = await serviceClient().from('fx_rt_public').insert({ channel: 'wire', n: 1 }).select().single();
    const change = arr(await s.next((m) => arr(m)[3] === 'postgres_changes'));
    expect(change.slice(0, 4)).toEqual([null, null, 'realtime:wire-test', 'postgres_changes']);
    const body = change[4] as { ids: number[]; data: Record<string, unknown> };
    expect(body.ids).toEqual([echoed[0].id]);
    expect(body.data).toMatchObject({ schema: 'public', table: 'fx_rt_public', type: 'INSERT', errors: null, record: data as object });
    expect(body.data.columns).toEqual([
      { name: 'id', type: 'int4' },
      { name: 'channel', type: 'text' },
      { name: 'n', type: 'int4' },
      { name: 'created_at', type: 'timestamptz' },
    ]);
    expect(body.data).not.toHaveProperty('old_record');

    s.send(['3', '4', 'realtime:wire-test', 'phx_leave', {}]);
    expect(await s.next((m) => arr(m)[1] === '4')).toEqual(['3', '4', 'realtime:wire-test', 'phx_reply', { status: 'ok', response: {} }]);
  });

  it('refuses joins with a bad token or filter, and sockets without a valid apikey', async () => {
    const s = await open();
    const forged = await signJwt('x'.repeat(40), { role: 'authenticated', sub: randomUUID() });
    s.send(['1', '1', 'realtime:bad', 'phx_join', { config: { postgres_changes: [] }, access_token: forged }]);
    expect(arr(await s.next((m) => arr(m)[1] === '1'))[4]).toEqual({ status: 'error', response: { reason: 'Invalid JWT' } });
    s.send([
      '2',
      '2',
      'realtime:bad2',
      'phx_join',
      { config: { postgres_changes: [{ event: '*', schema: 'public', table: 'fx_rt_public', filter: 'n=ilike.1' }] } },
    ]);
    const bad = arr(await s.next((m) => arr(m)[1] === '2'))[4] as { status: string; response: { reason: string } };
    expect(bad.status).toBe('error');
    expect(bad.response.reason).toMatch(/operator ilike is not supported/);

    await expect(RawSocket.open('vsn=2.0.0')).rejects.toThrow(/401/);
    await expect(RawSocket.open(`apikey=${forged}&vsn=2.0.0`)).rejects.toThrow(/403/);
  });

  it('switches the subscriber’s identity on an access_token push', async () => {
    const owner = randomUUID();
    const s = await open();
    const binding = { event: 'INSERT', schema: 'public', table: 'fx_rt_notes' };
    s.send(['1', '1', 'realtime:token', 'phx_join', { config: { postgres_changes: [binding] }, access_token: await mintUserJwt() }]);
    await s.next((m) => arr(m)[3] === 'system');
    s.send(['1', '2', 'realtime:token', 'access_token', { access_token: await mintUserJwt(owner) }]);
    s.send([null, '3', 'phoenix', 'heartbeat', {}]);
    await s.next((m) => arr(m)[1] === '3');
    await serviceClient().from('fx_rt_notes').insert({ owner, body: 'for the new token' });
    const change = arr(await s.next((m) => arr(m)[3] === 'postgres_changes'));
    expect((change[4] as { data: { record: { owner: string } } }).data.record.owner).toBe(owner);
  });
});

describe('realtime token expiry', () => {
  const expiredJwt = (sub: string) =>
    signJwt(env().jwtSecret, { sub, role: 'authenticated', aud: 'authenticated', exp: Math.floor(Date.now() / 1000) - 5 });

  it('refuses a join with an expired access_token', async () => {
    const s = await open();
    s.send(['1', '1', 'realtime:expired', 'phx_join', { config: { postgres_changes: [] }, access_token: await expiredJwt(randomUUID()) }]);
    expect(arr(await s.next((m) => arr(m)[1] === '1'))[4]).toEqual({ status: 'error', response: { reason: 'Token has expired' } });
  });

  it('closes the channel with a system error when an invalid access_token is pushed', async () => {
    const s = await open();
    s.send(['5', '5', 'realtime:refresh', 'phx_join', { config: { postgres_changes: [] }, access_token: await mintUserJwt() }]);
    await s.next((m) => arr(m)[1] === '5');
    s.send(['5', '6', 'realtime:refresh', 'access_token', { access_token: await expiredJwt(randomUUID()) }]);
    const system = arr(await s.next((m) => arr(m)[3] === 'system'));
    expect(system.slice(0, 3)).toEqual(['5', null, 'realtime:refresh']);
    expect(system[4]).toMatchObject({ extension: 'system', status: 'error', channel: 'refresh' });
    expect(arr(await s.next((m) => arr(m)[3] === 'phx_close')).slice(0, 3)).toEqual(['5', null, 'realtime:refresh']);
  });
});

describe('realtime wire protocol (vsn 1.0.0 objects)', () => {
  it('speaks JSON objects', async () => {
    const s = await open(`apikey=${env().anonKey}&vsn=1.0.0`);
    s.send({ topic: 'phoenix', event: 'heartbeat', payload: {}, ref: '9', join_ref: null });
    expect(await s.next((m) => (m as { ref?: string }).ref === '9')).toEqual({
      topic: 'phoenix',
      event: 'phx_reply',
      payload: { status: 'ok', response: {} },
      ref: '9',
      join_ref: null,
    });
  });
});

describe('realtime broadcast', () => {
  it('relays broadcasts between supabase-js clients (binary frames under vsn 2.0.0)', async () => {
    const name = `bc-${randomUUID().slice(0, 8)}`;
    const sender = anonClient();
    const receiver = anonClient();
    const got = new Promise<unknown>((resolve) => {
      receiver.channel(name).on('broadcast', { event: 'ping' }, (m) => resolve(m));
    });
    const join = (c: ReturnType<typeof sender.channel>) =>
      new Promise<void>((resolve) => c.subscribe((status) => status === 'SUBSCRIBED' && resolve()));
    await join(receiver.getChannels()[0]);
    const out = sender.channel(name, { config: { broadcast: { ack: true } } });
    await join(out);
    expect(await out.send({ type: 'broadcast', event: 'ping', payload: { hello: 'there' } })).toBe('ok');
    expect(await got).toEqual({ type: 'broadcast', event: 'ping', payload: { hello: 'there' } });

    const raw = await open();
    raw.send(['1', '1', `realtime:${name}`, 'phx_join', { config: { broadcast: { self: false } } }]);
    await raw.next((m) => Array.isArray(m) && m[1] === '1');
    const res = await fetch(`${env().url}/realtime/v1/api/broadcast`, {
      method: 'POST',
      headers: { apikey: env().anonKey, authorization: `Bearer ${env().anonKey}`, 'content-type': 'application/json' },
      body: JSON.stringify({ messages: [{ topic: name, event: 'rest', payload: { n: 1 }, private: false }] }),
    });
    expect(res.status).toBe(202);
    const frame = (await raw.next((m) => Buffer.isBuffer(m))) as Buffer;
    expect(frame[0]).toBe(4);
    expect(frame.subarray(5).toString()).toBe(`realtime:${name}rest{"n":1}`);

    // channel.httpSend: POST /api/broadcast/<topic>/events/<event> → 202.
    const http = await out.httpSend('viaHttp', { via: 'http' });
    expect(http).toEqual({ success: true });
    const viaHttp = (await raw.next((m) => Buffer.isBuffer(m) && m.includes('viaHttp'))) as Buffer;
    expect(viaHttp.subarray(5).toString()).toBe(`realtime:${name}viaHttp{"via":"http"}`);
    await Promise.all([sender.removeAllChannels(), receiver.removeAllChannels()]);
  });
});

describe('realtime presence', () => {
  it('tracks and untracks presences, with state for late joiners', async () => {
    const name = `presence-${randomUUID().slice(0, 8)}`;
    const alice = anonClient();
    const bob = anonClient();
    const subscribed = (c: ReturnType<typeof alice.channel>) =>
      new Promise<void>((resolve) => c.subscribe((status) => status === 'SUBSCRIBED' && resolve()));
    const a = alice.channel(name, { config: { presence: { key: 'alice' } } });
    await subscribed(a.on('presence', { event: 'sync' }, () => undefined));
    expect(await a.track({ status: 'online' })).toBe('ok');

    // Bob joins later: presence_state tells him about Alice.
    const joins: string[] = [];
    const leaves: string[] = [];
    let sawAlice: () => void = () => undefined;
    const aliceSeen = new Promise<void>((resolve) => (sawAlice = resolve));
    let sawLeave: () => void = () => undefined;
    const aliceLeft = new Promise<void>((resolve) => (sawLeave = resolve));
    const b = bob
      .channel(name, { config: { presence: { key: 'bob' } } })
      .on('presence', { event: 'join' }, ({ key }) => {
        joins.push(key);
        if (key === 'alice') sawAlice();
      })
      .on('presence', { event: 'leave' }, ({ key }) => {
        leaves.push(key);
        if (key === 'alice') sawLeave();
      });
    await subscribed(b);
    await aliceSeen;
    expect(b.presenceState()).toMatchObject({ alice: [{ status: 'online', presence_ref: expect.any(String) }] });

    expect(await a.untrack()).toBe('ok');
    await aliceLeft;
    expect(b.presenceState()).toEqual({});
    expect(joins).toEqual(['alice']);
    await Promise.all([alice.removeAllChannels(), bob.removeAllChannels()]);
  });
});
