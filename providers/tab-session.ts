// The session across this browser's tabs (issue 24, item 6; docs/security.md "Cross-tab session").
//
// The session stays in sessionStorage (spec §4: a closed tab ends its sign-in; never localStorage). What
// this module adds, as supabase-js's `auth.storage`:
//
// - **A new tab opens signed in.** When a tab starts without a session, it asks the open tabs of this
//   origin for theirs over a BroadcastChannel (same origin only; storage-partitioned, so a portal page
//   framed by another site hears nothing). It asks only when one holds a session (a shared Web Lock that
//   signed-in tabs hold), so the sign-in page of a browser with no open tab does not wait. It takes the
//   answer when every tab that answered is signed in as the same user; tabs of different users → none
//   (the sign-in page, as before: it never guesses whose session to take).
// - **Refreshed sessions are shared.** A tab that refreshes its session (a new refresh token) tells the
//   other tabs, which take it if they hold a session of the same user: two tabs never both spend one
//   refresh token (GoTrue's reuse detection would revoke the whole family and sign both out).
// - **Sign-out signs out every tab of that user** (`announceSignOut`). A tab signed in as another user is
//   never overwritten: neither by another tab's sign-in, refresh or sign-out.
//
// Messages carry the session only between tabs of this origin (the browser enforces it); nothing is
// written anywhere but each tab's own sessionStorage.
import type { SupportedStorage } from '@supabase/supabase-js';

type Message =
  | { type: 'ask'; nonce: string }
  | { type: 'offer'; nonce: string; session: string }
  | { type: 'session'; session: string }
  | { type: 'signed-out'; user: string };

/**
 * How long a starting tab waits for the open tabs' answers. They exist (one holds the lock) and answer
 * from their event loop, which a tab busy rendering (a slow phone, a loaded machine) runs late. With 3 s,
 * a CI journey's second tab most likely gave up so and showed the sign-in page (CI kept no page to tell
 * for sure; not seen since the wait is 10 s). The wait ends at the first answer (+150 ms).
 */
const ANSWER_MS = 10_000;
/** After the first answer, how long the others have to disagree. */
const MORE_ANSWERS_MS = 150;
/** Without Web Locks (no way to know whether a tab is open), a short wait. */
const BLIND_MS = 400;

interface StoredSession {
  refresh_token?: string;
  expires_at?: number;
  user?: { id?: string };
}

const parse = (text: string | null): StoredSession | null => {
  if (!text) return null;
  try {
    const v = JSON.parse(text) as StoredSession;
    return v && typeof v === 'object' ? v : null;
  } catch {
    return null;
  }
};
const userOf = (text: string | null) => parse(text)?.user?.id ?? null;

let signedOutListeners: (() => void)[] = [];

/** Calls back when another tab signed this tab's user out (the app then shows the sign-in page). */
export function onSignedOutElsewhere(listener: () => void): () => void {
  signedOutListeners.push(listener);
  return () => {
    signedOutListeners = signedOutListeners.filter((l) => l !== listener);
  };
}

let announce: ((user: string) => void) | null = null;

/** Tells the other tabs that `user` signed out here: theirs end too (tabs of other users stay). */
export function announceSignOut(user: string | null | undefined): void {
  if (user) announce?.(user);
}

/**
 * supabase-js's session storage for `key`: this tab's sessionStorage, shared with the other tabs as
 * described at the top of this file. Other keys (the PKCE verifier) are this tab's alone.
 */
export function tabSessionStorage(store: Storage, key: string, onAdopted?: (accessToken: string) => void): SupportedStorage {
  const channelName = `${key}-tabs`;
  const lockName = `${key}-held`;
  const channel = typeof BroadcastChannel === 'function' ? new BroadcastChannel(channelName) : null;
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  let releaseHold: (() => void) | null = null;
  let asked: Promise<string | null> | null = null;
  let startupDone = false;
  const waiting = new Map<string, (session: string) => void>();

  /** While this tab holds a session, it holds a shared lock: a starting tab knows someone may answer. */
  const hold = () => {
    if (releaseHold || !locks) return;
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    releaseHold = release;
    void locks.request(lockName, { mode: 'shared' }, () => held).catch(() => undefined);
  };
  const unhold = () => {
    releaseHold?.();
    releaseHold = null;
  };
  const post = (message: Message) => channel?.postMessage(message);

  announce = (user) => post({ type: 'signed-out', user });
  // A tab that starts with a session (a reload) holds the lock at once, not when supabase-js first reads
  // the session: a tab opened meanwhile knows there is someone to ask.
  if (store.getItem(key) !== null) hold();

  channel?.addEventListener('message', (event: MessageEvent<Message>) => {
    const m = event.data;
    if (!m || typeof m !== 'object') return;
    const mine = store.getItem(key);
    if (m.type === 'ask') {
      if (mine) post({ type: 'offer', nonce: m.nonce, session: mine });
    } else if (m.type === 'offer') {
      waiting.get(m.nonce)?.(m.session);
    } else if (m.type === 'session') {
      // Another tab's refreshed (or new) session: taken only for the same user, and only if it is newer.
      const theirs = parse(m.session);
      const ours = parse(mine);
      if (!ours || !theirs?.user?.id || theirs.user.id !== ours.user?.id || theirs.refresh_token === ours.refresh_token) return;
      if ((theirs.expires_at ?? 0) < (ours.expires_at ?? 0)) return;
      store.setItem(key, m.session);
      const access = (theirs as { access_token?: string }).access_token;
      if (access) onAdopted?.(access);
    } else if (m.type === 'signed-out') {
      if (!mine || userOf(mine) !== m.user) return;
      store.removeItem(key);
      unhold();
      for (const listener of signedOutListeners) listener();
    }
  });

  /** Asks the open tabs for their session; null when none answers or they disagree on the user. */
  const askOtherTabs = async (): Promise<string | null> => {
    if (!channel) return null;
    let wait = BLIND_MS;
    if (locks) {
      const state = await locks.query().catch(() => null);
      const someone = state?.held?.some((l) => l.name === lockName);
      if (!someone) return null;
      wait = ANSWER_MS;
    }
    const nonce = Math.random().toString(36).slice(2) + Date.now().toString(36);
    const offers: string[] = [];
    return new Promise<string | null>((resolve) => {
      let timer: ReturnType<typeof setTimeout>;
      const finish = () => {
        waiting.delete(nonce);
        const users = new Set(offers.map(userOf));
        if (offers.length === 0 || users.size !== 1 || users.has(null)) return resolve(null);
        // The freshest of the same user's sessions.
        offers.sort((a, b) => (parse(b)?.expires_at ?? 0) - (parse(a)?.expires_at ?? 0));
        resolve(offers[0]);
      };
      waiting.set(nonce, (session) => {
        if (!offers.length) {
          clearTimeout(timer);
          timer = setTimeout(finish, MORE_ANSWERS_MS);
        }
        offers.push(session);
      });
      timer = setTimeout(finish, wait);
      post({ type: 'ask', nonce });
    });
  };

  return {
    getItem(k: string) {
      const value = store.getItem(k);
      if (k !== key) return value;
      if (value !== null) {
        startupDone = true;
        hold();
        return value;
      }
      // Only a starting tab asks (a tab whose session ended stays signed out).
      if (startupDone) return null;
      asked ??= askOtherTabs().then((session) => {
        startupDone = true;
        if (session && store.getItem(key) === null) {
          store.setItem(key, session);
          hold();
        }
        return store.getItem(key);
      });
      return asked;
    },
    setItem(k: string, value: string) {
      store.setItem(k, value);
      if (k !== key) return;
      startupDone = true;
      hold();
      post({ type: 'session', session: value });
    },
    removeItem(k: string) {
      store.removeItem(k);
      if (k !== key) return;
      startupDone = true;
      unhold();
    },
  };
}
