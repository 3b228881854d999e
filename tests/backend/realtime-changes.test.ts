import { liveProvider } from '@refinedev/supabase';
import type { LiveEvent } from '@refinedev/core';
import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { anonClient, serviceClient } from './helpers.ts';
import { newRecord, record, userRealtimeClient } from './realtime-helpers.ts';

const admin = serviceClient();
const clients: { removeAllChannels(): Promise<unknown> }[] = [];
afterAll(async () => {
  await Promise.all(clients.map((c) => c.removeAllChannels()));
});

async function user() {
  const u = await userRealtimeClient();
  clients.push(u.client);
  return u;
}

async function insertNote(row: Record<string, unknown>) {
  const { data, error } = await admin.from('fx_rt_notes').insert(row).select().single();
  if (error) throw error;
  return data as Record<string, unknown>;
}

const notes = { event: '*', schema: 'public', table: 'fx_rt_notes' } as const;

describe('realtime postgres_changes: INSERT and RLS', () => {
  it('delivers an insert to the subscriber who may see the row, with typed values', async () => {
    const a = await user();
    const rec = await record(a.client, [notes]);
    const row = await insertNote({ owner: a.sub, body: 'hello', tags: ['x', 'y'], amount: 12.5, done: true, meta: { k: [1, 2] } });
    const change = await rec.waitFor((c) => newRecord(c).id === row.id);
    expect(change).toMatchObject({ schema: 'public', table: 'fx_rt_notes', eventType: 'INSERT', errors: null, old: {} });
    expect(change.commit_timestamp).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    expect(newRecord(change)).toMatchObject({
      id: row.id,
      owner: a.sub,
      body: 'hello',
      tags: ['x', 'y'],
      amount: 12.5,
      done: true,
      meta: { k: [1, 2] },
    });
    expect(Object.keys(newRecord(change))).toEqual(['id', 'owner', 'room', 'body', 'tags', 'amount', 'done', 'meta', 'created_at']);
  });

  it('does not deliver a row the subscriber’s RLS hides (others’ notes, anon)', async () => {
    const a = await user();
    const b = await user();
    const anon = anonClient();
    clients.push(anon);
    const recA = await record(a.client, [notes]);
    const recB = await record(b.client, [notes]);
    const recAnon = await record(anon, [notes, { event: 'INSERT', schema: 'public', table: 'fx_rt_public' }]);
    const secret = await insertNote({ owner: a.sub, body: 'only for a' });
    const mine = await insertNote({ owner: b.sub, body: 'only for b' });
    const { data: pub } = await admin
      .from('fx_rt_public')
      .insert({ channel: `anon-${randomUUID()}` })
      .select()
      .single();
    // Changes reach one socket in commit order: once the later row arrived, the earlier one never will.
    await recA.waitFor((c) => newRecord(c).id === secret.id);
    await recB.waitFor((c) => newRecord(c).id === mine.id);
    await recAnon.waitFor((c) => newRecord(c).id === (pub as { id: number }).id);
    expect(recB.events.map((c) => newRecord(c).id)).not.toContain(secret.id);
    expect(recA.events.map((c) => newRecord(c).id)).not.toContain(mine.id);
    expect(recAnon.events.filter((c) => c.table === 'fx_rt_notes')).toEqual([]);
  });

  it('never emits for a table outside publication supabase_realtime', async () => {
    const anon = anonClient();
    clients.push(anon);
    const rec = await record(anon, [
      { event: '*', schema: 'public', table: 'fx_rt_unpublished' },
      { event: 'INSERT', schema: 'public', table: 'fx_rt_public' },
    ]);
    expect((await admin.from('fx_rt_unpublished').insert({ body: 'silent' })).error).toBeNull();
    const { data } = await admin
      .from('fx_rt_public')
      .insert({ channel: `sentinel-${randomUUID()}` })
      .select()
      .single();
    await rec.waitFor((c) => newRecord(c).id === (data as { id: number }).id);
    expect(rec.events.filter((c) => c.table === 'fx_rt_unpublished')).toEqual([]);
  });
});

describe('realtime postgres_changes: filters, UPDATE, DELETE, leave', () => {
  it('applies eq / in / gt filters', async () => {
    const a = await user();
    const room = `room-${randomUUID().slice(0, 8)}`;
    const eq = await record(a.client, [{ ...notes, event: 'INSERT', filter: `room=eq.${room}` }]);
    const inList = await record(a.client, [{ ...notes, event: 'INSERT', filter: `room=in.(${room},other-${room})` }]);
    const gt = await record(a.client, [{ ...notes, event: 'INSERT', filter: `amount=gt.100` }]);
    const elsewhere = await insertNote({ owner: a.sub, room: `x-${room}`, body: 'elsewhere', amount: 5 });
    const other = await insertNote({ owner: a.sub, room: `other-${room}`, body: 'other', amount: 500 });
    const here = await insertNote({ owner: a.sub, room, body: 'here', amount: 150 });
    await eq.waitFor((c) => newRecord(c).id === here.id);
    await inList.waitFor((c) => newRecord(c).id === here.id);
    await gt.waitFor((c) => newRecord(c).id === here.id);
    expect(eq.events.map((c) => newRecord(c).id)).toEqual([here.id]);
    expect(inList.events.map((c) => newRecord(c).id)).toEqual([other.id, here.id]);
    expect(gt.events.map((c) => newRecord(c).id)).toEqual([other.id, here.id]);
    expect(gt.events.map((c) => newRecord(c).id)).not.toContain(elsewhere.id);
  });

  it('delivers UPDATE and DELETE with old records per replica identity and RLS', async () => {
    const a = await user();
    const rec = await record(a.client, [notes]);
    const row = await insertNote({ owner: a.sub, body: 'before' });
    expect((await admin.from('fx_rt_notes').update({ body: 'after' }).eq('id', row.id)).error).toBeNull();
    // As on Supabase, an UPDATE is delivered only if the row is still visible when it is checked.
    const upd = await rec.waitFor((c) => c.eventType === 'UPDATE' && newRecord(c).id === row.id);
    expect((await admin.from('fx_rt_notes').delete().eq('id', row.id)).error).toBeNull();
    const del = await rec.waitFor((c) => c.eventType === 'DELETE' && (c.old as { id?: unknown }).id === row.id);
    expect(upd).toMatchObject({ eventType: 'UPDATE', new: { id: row.id, body: 'after' }, old: { id: row.id } });
    // Default replica identity: only the key; RLS table: DELETE carries only the key.
    expect(upd.old).toEqual({ id: row.id });
    expect(del).toMatchObject({ eventType: 'DELETE', new: {}, old: { id: row.id } });
    expect(del.old).toEqual({ id: row.id });

    const anon = anonClient();
    clients.push(anon);
    const channel = `full-${randomUUID()}`;
    const pub = await record(anon, [{ event: 'UPDATE', schema: 'public', table: 'fx_rt_public', filter: `channel=eq.${channel}` }]);
    const { data } = await admin.from('fx_rt_public').insert({ channel, n: 1 }).select().single();
    await admin
      .from('fx_rt_public')
      .update({ n: 2 })
      .eq('id', (data as { id: number }).id);
    const full = await pub.waitFor(() => true);
    // REPLICA IDENTITY FULL: the whole old row.
    expect(full).toMatchObject({ eventType: 'UPDATE', new: { channel, n: 2 }, old: { channel, n: 1 } });
  });

  it('stops delivering after unsubscribe (leave), while other channels keep receiving', async () => {
    const a = await user();
    const left = await record(a.client, [notes]);
    const stays = await record(a.client, [notes]);
    expect(await left.channel.unsubscribe()).toBe('ok');
    const row = await insertNote({ owner: a.sub, body: 'after leave' });
    await stays.waitFor((c) => newRecord(c).id === row.id);
    expect(left.events).toEqual([]);
  });
});

describe('realtime: refine liveProvider', () => {
  it('receives created/updated events on `resources/<table>` channels with a filter', async () => {
    const a = await user();
    const live = liveProvider(a.client);
    const channelName = `ch-${randomUUID().slice(0, 8)}`;
    const seen: LiveEvent[] = [];
    let notify: (() => void) | undefined;
    const done = new Promise<void>((resolve) => (notify = resolve));
    const ch = live.subscribe({
      channel: 'resources/fx_rt_public',
      types: ['created', 'updated'],
      params: { filters: [{ field: 'channel', operator: 'eq', value: channelName }] },
      callback: (e) => {
        seen.push(e);
        if (seen.length === 2) notify?.();
      },
    }) as { topic: string; state: string };
    expect(ch.topic).toBe(`realtime:resources/fx_rt_public:INSERT|UPDATE:channel=eq.${channelName}`);
    await new Promise<void>((resolve) => {
      const tick = () => (ch.state === 'joined' ? resolve() : setTimeout(tick, 10));
      tick();
    });
    const { data } = await admin.from('fx_rt_public').insert({ channel: channelName, n: 1 }).select().single();
    await admin
      .from('fx_rt_public')
      .update({ n: 7 })
      .eq('id', (data as { id: number }).id);
    await done;
    expect(seen.map((e) => [e.channel, e.type, (e.payload as { n: number }).n])).toEqual([
      ['resources/fx_rt_public', 'created', 1],
      ['resources/fx_rt_public', 'updated', 7],
    ]);
    expect(seen[0].date).toBeInstanceOf(Date);
  });
});
