// Unsaved form drafts (issue 24, item 5; docs/frontend.md "Saving"). An edited, unsaved form is kept in
// this browser per user and per record (create pages too), so that a reload, a crash or a lost session
// does not lose it; it is offered back on return ("Restore unsaved changes from 14:32?") and cleared on
// save, on discard and on sign-out.
//
// - localStorage (a draft must outlive the tab to survive a crash), under `pp-draft:{user}:{form}`; the
//   session itself never goes there (providers/tab-session.ts).
// - Small: only the fields that differ from what the form opened with, each value at most 20,000
//   characters and the whole draft at most 64 KB (a larger one is not kept); and old: 7 days at most.
// - Never a secret: fields named like a password, token or secret are left out.

const PREFIX = 'pp-draft:';
const MAX_BYTES = 64 * 1024;
const MAX_VALUE = 20_000;
export const DRAFT_DAYS = 7;
const SECRET = /pass(word)?|secret|token|otp|pin$|confirm/i;

export interface Draft {
  /** When it was written (epoch ms). */
  savedAt: number;
  /** The edited fields' values (form values, as typed). */
  values: Record<string, unknown>;
  /** Those fields' values when the form opened: what the edits were made against. */
  base: Record<string, unknown>;
  /** The record's `updated_at` the edits were made against (edit forms). */
  stamp?: string | null;
  /** A create form's client-made id (kept so the create stays the same one: providers/create-once.ts). */
  createId?: string;
  /** Restore without asking on return: the user left to sign in again (issue 24, item 4). */
  resume?: boolean;
}

function store(): Storage | undefined {
  try {
    return typeof window !== 'undefined' ? window.localStorage : undefined;
  } catch {
    return undefined;
  }
}

const keyOf = (user: string, form: string) => `${PREFIX}${user}:${form}`;

/** Whether a field may be kept in a draft (never a password or the like). */
export const keepsField = (name: string): boolean => !SECRET.test(name);

/** Values equal as a form holds them: '' and null and undefined are all "empty"; objects by content. */
export function sameValue(a: unknown, b: unknown): boolean {
  const empty = (v: unknown) => v === undefined || v === null || v === '';
  if (empty(a) && empty(b)) return true;
  if (typeof a === 'number' && typeof b === 'number' && Number.isNaN(a) && Number.isNaN(b)) return true;
  if (a && b && typeof a === 'object' && typeof b === 'object') return JSON.stringify(a) === JSON.stringify(b);
  return a === b;
}

/** The fields of `values` that differ from `initial` (the draft's content), without secrets. */
export function changedFields(values: Record<string, unknown>, initial: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(values).filter(([k, v]) => keepsField(k) && !sameValue(v, initial[k])));
}

const tooLong = (v: unknown) => (typeof v === 'string' ? v.length > MAX_VALUE : JSON.stringify(v ?? null).length > MAX_VALUE);

/** Keeps a draft (or forgets it when nothing differs). False when it could not be kept (too large, storage full). */
export function saveDraft(user: string, form: string, draft: Draft): boolean {
  const s = store();
  if (!s) return false;
  const values = Object.fromEntries(Object.entries(draft.values).filter(([k, v]) => keepsField(k) && !tooLong(v)));
  if (!Object.keys(values).length && !draft.resume) {
    s.removeItem(keyOf(user, form));
    return true;
  }
  const base = Object.fromEntries(Object.keys(values).map((k) => [k, draft.base[k] ?? null]));
  const text = JSON.stringify({ ...draft, values, base });
  if (text.length > MAX_BYTES) return false;
  try {
    s.setItem(keyOf(user, form), text);
    return true;
  } catch {
    return false;
  }
}

/** The draft of a form, if one is kept and not older than DRAFT_DAYS. */
export function readDraft(user: string, form: string, now = Date.now()): Draft | null {
  const s = store();
  const text = s?.getItem(keyOf(user, form));
  if (!text) return null;
  try {
    const draft = JSON.parse(text) as Draft;
    if (!draft || typeof draft.savedAt !== 'number' || typeof draft.values !== 'object' || now - draft.savedAt > DRAFT_DAYS * 864e5) {
      s?.removeItem(keyOf(user, form));
      return null;
    }
    return { ...draft, base: draft.base ?? {} };
  } catch {
    s?.removeItem(keyOf(user, form));
    return null;
  }
}

export function clearDraft(user: string, form: string): void {
  store()?.removeItem(keyOf(user, form));
}

/** Forgets every draft of a user (sign-out), and every draft older than DRAFT_DAYS of anyone. */
export function clearUserDrafts(user: string | undefined, now = Date.now()): void {
  const s = store();
  if (!s) return;
  const keys: string[] = [];
  for (let i = 0; i < s.length; i++) {
    const k = s.key(i);
    if (k?.startsWith(PREFIX)) keys.push(k);
  }
  for (const k of keys) {
    if (user && k.startsWith(`${PREFIX}${user}:`)) s.removeItem(k);
    else {
      const saved = (() => {
        try {
          return (JSON.parse(s.getItem(k) ?? '') as Draft).savedAt;
        } catch {
          return 0;
        }
      })();
      if (!(now - saved <= DRAFT_DAYS * 864e5)) s.removeItem(k);
    }
  }
}
