/**
 * Realtime Authorization (issue 25 §9): a private channel (`config: { private: true }`) is joined and
 * heard only by a role that may SELECT its topic in realtime.messages, and sent to (broadcast, presence
 * track) only by one that may INSERT it, as hosted Realtime decides; a private and a public channel of
 * one name never hear each other; REST broadcasts to a private topic need the same right. The portal
 * grants nothing (migration 20261128111000: only the service role); these tests use the test-only
 * policies of tests/backend/fixtures/realtime_private.sql: `fx-private:<own id>` read and write,
 * `fx-readonly:<own id>` read only. Doors: WebSocket join / broadcast / presence / access_token,
 * `POST /realtime/v1/api/broadcast` and `…/api/broadcast/<topic>/events/<event>`, with the anon key,
 * each demo login's token and the service role. docs/security.md ("Realtime channels").
 *
 * "Not delivered" is proven without waiting: every refused message is followed by a marker that
 * reaches the same receiver later through the same server, so had the refused one been delivered, it
 * would have arrived first.
 */
import type { RealtimeChannel, SupabaseClient } from '@supabase/supabase-js';
import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { anonClient, env, serviceClient, tokenClient } from '../backend/helpers.ts';
import { ACTORS, as, ID, type Actor, type User } from './actors.ts';

interface Heard {
  channel: RealtimeChannel;
  client: SupabaseClient;
  broadcasts: { event: string; payload: Record<string, unknown> }[];
  system: Record<string, unknown>[];
  presenceKeys(): string[];
  /** Resolves when a broadcast with this event has arrived. */
  waitFor(event: string): Promise<void>;
}

const open: SupabaseClient[] = [];
afterAll(async () => {
  for (const c of open) await c.removeAllChannels();
});

/** A client whose realtime connection carries `actor`'s access token (anon: the anon key; service: the service key). */
async function realtimeAs(actor: Actor | 'service'): Promise<SupabaseClient> {
  let client: SupabaseClient;
  if (actor === 'service') client = serviceClient();
  else if (actor === 'anon') client = anonClient();
  else {
    const { data } = await (await as(actor)).auth.getSession();
    client = tokenClient(data.session?.access_token as string);
  }
  open.push(client);
  return client;
}

/** Joins `name`; resolves with what it hears, or with the join's refusal. */
async function join(
  client: SupabaseClient,
  name: string,
  opts: { private: boolean; presence?: boolean; self?: boolean } = { private: true },
): Promise<Heard | { refused: string }> {
  const broadcasts: Heard['broadcasts'] = [];
  const system: Heard['system'] = [];
  const waiters: { event: string; resolve: () => void }[] = [];
  const channel = client.channel(name, {
    config: {
      private: opts.private,
      broadcast: { self: opts.self ?? false },
      presence: { key: randomUUID(), enabled: opts.presence ?? false },
    },
  });
  channel.on('broadcast', { event: '*' }, (m: { event: string; payload: Record<string, unknown> }) => {
    broadcasts.push({ event: m.event, payload: m.payload });
    for (const w of waiters.filter((x) => x.event === m.event)) {
      waiters.splice(waiters.indexOf(w), 1);
      w.resolve();
    }
  });
  channel.on('system', {}, (m: Record<string, unknown>) => system.push(m));
  if (opts.presence) channel.on('presence', { event: 'sync' }, () => undefined);
  const outcome = await new Promise<{ ok: true } | { refused: string }>((resolve) => {
    channel.subscribe((status, err) => {
      if (status === 'SUBSCRIBED') resolve({ ok: true });
      else if (status === 'CHANNEL_ERROR' || status === 'TIMED_OUT') resolve({ refused: err?.message ?? status });
    });
  });
  if ('refused' in outcome) {
    await client.removeChannel(channel);
    return outcome;
  }
  return {
    channel,
    client,
    broadcasts,
    system,
    presenceKeys: () => Object.keys(channel.presenceState()),
    waitFor: (event) =>
      broadcasts.some((b) => b.event === event) ? Promise.resolve() : new Promise<void>((resolve) => waiters.push({ event, resolve })),
  };
}

const joined = (h: Heard | { refused: string }): Heard => {
  if ('refused' in h) throw new Error(`join refused: ${h.refused}`);
  return h;
};

const refusal = (name: string) => `Unauthorized: You do not have permissions to read from this Channel topic: ${name}`;

/** A REST broadcast (the batch endpoint) with `key` as apikey and bearer. */
async function restBroadcast(key: string, messages: { topic: string; event: string; payload: unknown; private?: boolean }[]) {
  const res = await fetch(`${env().url}/realtime/v1/api/broadcast`, {
    method: 'POST',
    headers: { apikey: env().anonKey, authorization: `Bearer ${key}`, 'content-type': 'application/json' },
    body: JSON.stringify({ messages }),
  });
  await res.arrayBuffer();
  return res.status;
}

/** channel.httpSend's endpoint: one message, `?private=true` for a private topic. */
async function restSingle(key: string, topic: string, event: string, isPrivate: boolean) {
  const url = `${env().url}/realtime/v1/api/broadcast/${encodeURIComponent(topic)}/events/${encodeURIComponent(event)}${isPrivate ? '?private=true' : ''}`;
  const res = await fetch(url, {
    method: 'POST',
    headers: { apikey: env().anonKey, authorization: `Bearer ${key}`, 'content-type': 'application/json' },
    body: JSON.stringify({ n: 1 }),
  });
  return { status: res.status, body: await res.text() };
}

const serviceKey = () => env().serviceRoleKey;
const own = (user: User) => `fx-private:${ID[user]}`;
const USERS = ACTORS.filter((a): a is User => a !== 'anon');

describe('joining a private channel', () => {
  it('anon is refused every private topic; a public channel of the same name is another channel', async () => {
    const anon = await realtimeAs('anon');
    for (const name of [own('management'), `fx-readonly:${ID.management}`, 'anything', `fx-private:${randomUUID()}`])
      expect(await join(anon, name)).toEqual({ refused: refusal(name) });
    expect('channel' in (await join(anon, own('management'), { private: false }))).toBe(true);
  });

  it.each(USERS)('%s joins its own private topic and nobody else’s', async (user) => {
    const client = await realtimeAs(user);
    expect('channel' in (await join(client, own(user)))).toBe(true);
    const other: User = user === 'management' ? 'sales-rep' : 'management';
    for (const name of [own(other), `fx-private:${randomUUID()}`, `${own(user)}x`, `FX-PRIVATE:${ID[user]}`])
      expect(await join(client, name)).toEqual({ refused: refusal(name) });
  });

  it('private as a string ("true") is private, as hosted casts it; a topic without a name is refused', async () => {
    const anon = await realtimeAs('anon');
    const name = own('management');
    const channel = anon.channel(name, { config: { private: 'true' as unknown as boolean } });
    const status = await new Promise<string>((resolve) =>
      channel.subscribe((s, err) => (s === 'SUBSCRIBED' ? resolve(s) : err && resolve(err.message))),
    );
    await anon.removeChannel(channel);
    expect(status).toBe(refusal(name));
    expect(await join(anon, '', { private: false })).toEqual({ refused: 'TopicNameRequired: You must provide a topic name' });
  });

  it('the service role joins any private topic (it bypasses RLS)', async () => {
    expect('channel' in (await join(await realtimeAs('service'), `fx-private:${randomUUID()}`))).toBe(true);
  });
});

describe('broadcast and presence on a private channel', () => {
  it('a private and a public channel of one name never hear each other, over WebSocket or REST', async () => {
    const name = own('partner-admin');
    const member = joined(await join(await realtimeAs('partner-admin'), name));
    const watcher = joined(await join(await realtimeAs('service'), name));
    const outsider = joined(await join(await realtimeAs('anon'), name, { private: false }));

    await member.channel.send({ type: 'broadcast', event: 'secret', payload: { n: 1 } });
    await watcher.waitFor('secret');
    await outsider.channel.send({ type: 'broadcast', event: 'noise', payload: { n: 2 } });
    expect(await restBroadcast(env().anonKey, [{ topic: name, event: 'public-rest', payload: {} }])).toBe(202);
    await outsider.channel.untrack(); // the server has handled the outsider's frames once this returns
    expect(await restBroadcast(serviceKey(), [{ topic: name, event: 'marker', payload: {}, private: true }])).toBe(202);
    expect(await restBroadcast(env().anonKey, [{ topic: name, event: 'public-marker', payload: {} }])).toBe(202);
    await member.waitFor('marker');
    await watcher.waitFor('marker');
    await outsider.waitFor('public-marker');

    expect(member.broadcasts.map((b) => b.event)).toEqual(['marker']);
    expect(watcher.broadcasts.map((b) => b.event)).toEqual(['secret', 'marker']);
    expect(outsider.broadcasts.map((b) => b.event)).toEqual(['public-rest', 'public-marker']);
  });

  it('read but not write: the member hears, but its broadcasts are dropped and its presence refused', async () => {
    const name = `fx-readonly:${ID['sales-rep']}`;
    const member = joined(await join(await realtimeAs('sales-rep'), name, { private: true, presence: true }));
    const watcher = joined(await join(await realtimeAs('service'), name, { private: true, presence: true }));

    await member.channel.send({ type: 'broadcast', event: 'not-allowed', payload: {} });
    expect(await member.channel.track({ online: true })).toBe('error');
    expect(await restBroadcast(serviceKey(), [{ topic: name, event: 'marker', payload: {}, private: true }])).toBe(202);
    await member.waitFor('marker');
    await watcher.waitFor('marker');
    expect(watcher.broadcasts.map((b) => b.event)).toEqual(['marker']);
    expect(watcher.presenceKeys()).toEqual([]);
  });

  it('presence on a private channel is seen by its members only', async () => {
    const name = own('company-admin');
    const member = joined(await join(await realtimeAs('company-admin'), name, { private: true, presence: true }));
    const outsider = joined(await join(await realtimeAs('anon'), name, { private: false, presence: true }));
    expect(await member.channel.track({ here: true })).toBe('ok');
    expect(await restBroadcast(env().anonKey, [{ topic: name, event: 'public-marker', payload: {} }])).toBe(202);
    await outsider.waitFor('public-marker');
    expect(member.presenceKeys()).toHaveLength(1);
    expect(outsider.presenceKeys()).toEqual([]);
  });
});

describe('REST broadcasts to a private topic', () => {
  it('the batch endpoint delivers only what the key’s role may write (202 either way)', async () => {
    const name = own('affiliate-admin');
    const watcher = joined(await join(await realtimeAs('service'), name));
    const { data } = await (await as('affiliate-admin')).auth.getSession();
    const userToken = data.session?.access_token as string;
    const { data: otherData } = await (await as('regional')).auth.getSession();

    expect(await restBroadcast(env().anonKey, [{ topic: name, event: 'by-anon', payload: {}, private: true }])).toBe(202);
    expect(
      await restBroadcast(otherData.session?.access_token as string, [{ topic: name, event: 'by-other-user', payload: {}, private: true }]),
    ).toBe(202);
    expect(await restBroadcast(userToken, [{ topic: name, event: 'by-member', payload: {}, private: true }])).toBe(202);
    expect(await restBroadcast(serviceKey(), [{ topic: name, event: 'by-service', payload: {}, private: true }])).toBe(202);
    await watcher.waitFor('by-service');
    expect(watcher.broadcasts.map((b) => b.event)).toEqual(['by-member', 'by-service']);
  });

  it('the batch casts `private` as hosted does: "true" is private, a value it cannot cast fails the batch; over 100 messages is 429', async () => {
    const name = own('partner-admin-2');
    const watcher = joined(await join(await realtimeAs('service'), name));
    const outsider = joined(await join(await realtimeAs('anon'), name, { private: false }));
    expect(
      await restBroadcast(env().anonKey, [{ topic: name, event: 'string-true', payload: {}, private: 'true' as unknown as boolean }]),
    ).toBe(202);
    expect(await restBroadcast(env().anonKey, [{ topic: name, event: 'bad', payload: {}, private: 'yes' as unknown as boolean }])).toBe(
      422,
    );
    const many = Array.from({ length: 101 }, () => ({ topic: name, event: 'flood', payload: {} }));
    expect(await restBroadcast(env().anonKey, many)).toBe(429);
    expect(await restBroadcast(serviceKey(), [{ topic: name, event: 'marker', payload: {}, private: true }])).toBe(202);
    expect(await restBroadcast(env().anonKey, [{ topic: name, event: 'public-marker', payload: {} }])).toBe(202);
    await watcher.waitFor('marker');
    await outsider.waitFor('public-marker');
    expect(watcher.broadcasts.map((b) => b.event)).toEqual(['marker']);
    expect(outsider.broadcasts.map((b) => b.event)).toEqual(['public-marker']);
  });

  it('the single-message endpoint (httpSend) answers 403 Unauthorized to a role that may not write', async () => {
    const name = own('executive');
    const watcher = joined(await join(await realtimeAs('service'), name));
    expect(await restSingle(env().anonKey, name, 'by-anon', true)).toEqual({
      status: 403,
      body: JSON.stringify({ message: 'Unauthorized' }),
    });
    const { data } = await (await as('sales-rep-2')).auth.getSession();
    expect((await restSingle(data.session?.access_token as string, name, 'by-other', true)).status).toBe(403);
    expect((await restSingle(serviceKey(), name, 'by-service', true)).status).toBe(202);
    await watcher.waitFor('by-service');
    expect(watcher.broadcasts.map((b) => b.event)).toEqual(['by-service']);
  });
});

describe('a new token on a private channel', () => {
  it('is authorized again: one that may not read the topic closes the channel', async () => {
    const name = own('regional');
    const client = await realtimeAs('regional');
    const member = joined(await join(client, name));
    const { data } = await (await as('sales-rep')).auth.getSession();
    const closed = new Promise<void>((resolve) => {
      const check = setInterval(() => {
        if (member.channel.state === 'closed' || member.system.some((m) => m.status === 'error')) {
          clearInterval(check);
          resolve();
        }
      }, 20);
    });
    await client.realtime.setAuth(data.session?.access_token as string);
    await closed;
    expect(member.system).toContainEqual(
      expect.objectContaining({ status: 'error', message: `You do not have permissions to read from this Channel topic: ${name}` }),
    );
  });
});
