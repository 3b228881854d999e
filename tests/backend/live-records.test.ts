import type { LiveEvent } from '@refinedev/core';
import { afterAll, describe, expect, it } from 'vitest';
import { sharedLiveProvider } from '../../providers/live-provider.ts';
import { account } from './accounts-support.ts';
import { DEMO, serviceClient, signIn } from './helpers.ts';
import { record } from './realtime-helpers.ts';

// Issue 18, item 2: live screens — who saved a row last, and others' changes heard over one channel per table.
const clients: { removeAllChannels(): Promise<unknown> }[] = [];
afterAll(async () => {
  await Promise.all(clients.map((c) => c.removeAllChannels()));
});

async function as(email: string) {
  const client = await signIn(email);
  clients.push(client);
  return client;
}

/** Events a provider subscriber hears, and a wait for one. */
function listener() {
  const events: LiveEvent[] = [];
  const waiters: { pred: (e: LiveEvent) => boolean; resolve: (e: LiveEvent) => void }[] = [];
  return {
    events,
    callback: (e: LiveEvent) => {
      events.push(e);
      for (const w of [...waiters])
        if (w.pred(e)) {
          waiters.splice(waiters.indexOf(w), 1);
          w.resolve(e);
        }
    },
    waitFor: (pred: (e: LiveEvent) => boolean) =>
      events.find(pred)
        ? Promise.resolve(events.find(pred) as LiveEvent)
        : new Promise<LiveEvent>((resolve) => waiters.push({ pred, resolve })),
  };
}

/** Resolves once the table's channel has joined (the provider subscribes without waiting). */
async function joined(client: Awaited<ReturnType<typeof signIn>>, table: string) {
  for (let i = 0; i < 100; i++) {
    const ch = client.getChannels().find((c) => c.topic === `realtime:table:${table}`);
    if (ch?.state === 'joined') return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`channel for ${table} did not join`);
}

describe('updated_by: who saved a row last', () => {
  it('is the signed-in user on insert and update, whatever the client sends, and null for the service role', async () => {
    const a = await account();
    const admin = await as('partner-admin@demo.test');
    const { data, error } = await admin
      .from('accounts')
      .update({ account_name: `${a.account_name} (edited)`, updated_by: DEMO.users.management })
      .eq('id', a.id)
      .select('updated_by')
      .single();
    expect(error).toBeNull();
    expect(data?.updated_by).toBe(DEMO.users.partnerAdmin);
    const { data: bySystem } = await serviceClient()
      .from('accounts')
      .update({ notes: 'import' })
      .eq('id', a.id)
      .select('updated_by')
      .single();
    expect(bySystem?.updated_by).toBeNull();
  });
});

describe('the live provider: one channel per table, changes through RLS', () => {
  it('a list and a record page of one table share one channel, closed with the last subscriber', async () => {
    const client = await as('management@demo.test');
    const live = sharedLiveProvider(client);
    const one = live.subscribe({ channel: 'resources/accounts', types: ['*'], params: {}, callback: () => undefined });
    const two = live.subscribe({
      channel: 'resources/accounts',
      types: ['*'],
      params: { ids: [DEMO.account(3)] },
      callback: () => undefined,
    });
    const three = live.subscribe({ channel: 'resources/pricing_requests_list', types: ['*'], params: {}, callback: () => undefined });
    expect(live.openChannels()).toBe(2);
    expect(
      client
        .getChannels()
        .map((c) => c.topic)
        .sort(),
    ).toEqual(['realtime:table:accounts', 'realtime:table:pricing_requests']);
    live.unsubscribe(one);
    expect(live.openChannels()).toBe(2);
    live.unsubscribe(two);
    live.unsubscribe(three);
    expect(live.openChannels()).toBe(0);
  });

  it("management hears another user's update of an account with who made it; another tenant hears nothing", async () => {
    const a = await account();
    const management = await as('management@demo.test');
    const outsider = await as('partner-admin-2@demo.test');
    const watching = listener();
    const outside = listener();
    const liveM = sharedLiveProvider(management);
    const liveO = sharedLiveProvider(outsider);
    liveM.subscribe({ channel: 'resources/accounts', types: ['*'], params: { ids: [a.id] }, callback: watching.callback });
    liveO.subscribe({ channel: 'resources/accounts', types: ['*'], params: {}, callback: outside.callback });
    await joined(management, 'accounts');
    await joined(outsider, 'accounts');

    const editor = await as('partner-admin@demo.test');
    expect((await editor.from('accounts').update({ utility: 'FortisBC' }).eq('id', a.id)).error).toBeNull();
    const heard = await watching.waitFor((e) => e.type === 'updated');
    expect(heard.payload).toMatchObject({ id: a.id, utility: 'FortisBC', updated_by: DEMO.users.partnerAdmin });
    // A later change the outsider may see proves its channel works; the Brightline update never reached it.
    const theirs = await account({
      organization_id: DEMO.organizations.coastal,
      partner_id: DEMO.partners.harbor,
      sales_rep: DEMO.users.salesRep2,
    });
    await outside.waitFor((e) => e.type === 'created' && (e.payload as { id?: string }).id === theirs.id);
    expect(outside.events.some((e) => (e.payload as { id?: string }).id === a.id)).toBe(false);
  });

  it("another tenant hears an account's deletion as hosted Realtime sends it: the id and nothing else, and no filter on its values matches", async () => {
    const a = await account({ contact_email: 'gone@home.test' });
    const outsider = await as('partner-admin-2@demo.test');
    // A DELETE is not checked against RLS (the row is gone): every subscriber with SELECT on the table
    // hears it (docs/security.md, "Live screens") — with the primary key only.
    const all = await record(outsider, [{ event: 'DELETE', schema: 'public', table: 'accounts' }]);
    // A filter on any other column never matches a delete, so it cannot tell which row went.
    const probe = await record(outsider, [
      { event: 'DELETE', schema: 'public', table: 'accounts', filter: `contact_email=eq.gone@home.test` },
    ]);
    expect((await serviceClient().from('accounts').delete().eq('id', a.id)).error).toBeNull();
    const heard = await all.waitFor((c) => (c.old as { id?: string }).id === a.id);
    expect({ old: heard.old, new: heard.new }).toEqual({ old: { id: a.id }, new: {} });
    // Deliveries are in commit order: once the unfiltered channel hears the next deletion, the filtered
    // one would have heard the first — it heard nothing.
    const b = await account();
    expect((await serviceClient().from('accounts').delete().eq('id', b.id)).error).toBeNull();
    await all.waitFor((c) => (c.old as { id?: string }).id === b.id);
    expect(probe.events).toEqual([]);
  });

  it('a record page hears only its record (and new rows are not for it)', async () => {
    const [a, b] = [await account(), await account()];
    const client = await as('management@demo.test');
    const page = listener();
    const live = sharedLiveProvider(client);
    live.subscribe({ channel: 'resources/accounts', types: ['*'], params: { ids: [a.id] }, callback: page.callback });
    await joined(client, 'accounts');
    await serviceClient().from('accounts').update({ notes: 'b' }).eq('id', b.id);
    await serviceClient().from('accounts').update({ notes: 'a' }).eq('id', a.id);
    await page.waitFor((e) => (e.payload as { id?: string }).id === a.id);
    expect(page.events.map((e) => (e.payload as { id?: string }).id)).toEqual([a.id]);
  });
});
