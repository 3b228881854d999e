/**
 * The session across tabs (providers/tab-session.ts; docs/security.md "Cross-tab session"), with two
 * "tabs" in one process: each its own module instance and its own sessionStorage, talking over the
 * real BroadcastChannel (Node's, same name → delivered between instances). jsdom has no Web Locks, so
 * these run the module's path without them (a short blind wait); the journeys in
 * tests/e2e/save-flows.spec.ts run the browser's.
 */
import { createClient } from '@supabase/supabase-js';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

type TabSession = typeof import('../../providers/tab-session');

/** Each test's own key, so its channel is its own: the tabs of earlier tests (still open) hear nothing. */
let KEY = '';
let testNo = 0;
beforeEach(() => {
  KEY = `sb-test${++testNo}-auth-token`;
});

/** One tab's sessionStorage (jsdom has one per window; a second tab needs its own). */
class TabStore implements Storage {
  private items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  clear() {
    this.items.clear();
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
}

const session = (user: string, refresh: string, expiresAt: number) =>
  JSON.stringify({ access_token: `access-${refresh}`, refresh_token: refresh, expires_at: expiresAt, user: { id: user } });

/** A tab: a fresh instance of the module (its own channel and announcer) over its own store. */
async function openTab(existing?: string) {
  vi.resetModules();
  const mod: TabSession = await import('../../providers/tab-session');
  const store = new TabStore();
  if (existing) store.setItem(KEY, existing);
  const adopted: string[] = [];
  const storage = mod.tabSessionStorage(store, KEY, (token) => adopted.push(token));
  return { mod, store, storage, adopted };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

afterEach(() => {
  vi.resetModules();
});

describe('tab-session', () => {
  it('a new tab opens with the session of the open tab', async () => {
    const open = await openTab(session('u1', 'r1', 2_000_000_000));
    expect(await open.storage.getItem(KEY)).toBe(open.store.getItem(KEY));
    const fresh = await openTab();
    const got = await fresh.storage.getItem(KEY);
    expect(got).toBe(session('u1', 'r1', 2_000_000_000));
    expect(fresh.store.getItem(KEY)).toBe(got);
  });

  it('open tabs of two different users: the new tab takes neither (the sign-in page)', async () => {
    await openTab(session('u1', 'r1', 2_000_000_000));
    await openTab(session('u2', 'r2', 2_000_000_000));
    const fresh = await openTab();
    expect(await fresh.storage.getItem(KEY)).toBeNull();
    expect(fresh.store.getItem(KEY)).toBeNull();
  });

  it('a refreshed session reaches the tabs of the same user only, and only when newer', async () => {
    const a = await openTab(session('u1', 'r1', 2_000_000_000));
    const b = await openTab(session('u1', 'r1', 2_000_000_000));
    const other = await openTab(session('u2', 'r9', 2_000_000_000));
    a.storage.setItem(KEY, session('u1', 'r2', 2_000_000_100));
    await settle();
    expect(b.store.getItem(KEY)).toBe(session('u1', 'r2', 2_000_000_100));
    expect(b.adopted).toEqual(['access-r2']);
    expect(other.store.getItem(KEY)).toBe(session('u2', 'r9', 2_000_000_000));
    // An older one (a late message) is not taken over the newer one.
    a.storage.setItem(KEY, session('u1', 'r0', 1_999_999_000));
    await settle();
    expect(b.store.getItem(KEY)).toBe(session('u1', 'r2', 2_000_000_100));
  });

  it("a sign-out ends every tab of that user and no other user's tab", async () => {
    const a = await openTab(session('u1', 'r1', 2_000_000_000));
    const b = await openTab(session('u1', 'r1', 2_000_000_000));
    const other = await openTab(session('u2', 'r2', 2_000_000_000));
    let told = 0;
    b.mod.onSignedOutElsewhere(() => told++);
    a.mod.announceSignOut('u1');
    await settle();
    expect(b.store.getItem(KEY)).toBeNull();
    expect(told).toBe(1);
    expect(other.store.getItem(KEY)).not.toBeNull();
    // A tab whose session ended stays signed out: it does not ask the others again.
    expect(await b.storage.getItem(KEY)).toBeNull();
  });

  it('supabase-js still has the channel of its own that providers/supabase-client.ts closes', async () => {
    // auth-js's protected `broadcastChannel`: renamed by an upgrade, the close would silently do nothing.
    const client = createClient('http://127.0.0.1:1', 'anon', { auth: { storageKey: 'sb-probe-auth-token' } });
    const auth = client.auth as unknown as { broadcastChannel?: BroadcastChannel | null };
    expect(auth.broadcastChannel).toBeInstanceOf(BroadcastChannel);
    const { closeAuthBroadcast } = await import('../../providers/supabase-client');
    closeAuthBroadcast(client);
    expect(auth.broadcastChannel).toBeNull();
  });
});
