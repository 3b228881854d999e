/**
 * The Storage side of the adversarial suite (attackers: ./actors.ts): which folders of bucket
 * `organizations` they aim at, and one probe per operation that reports what really happened to
 * the objects (read back as the service role), not what the API answered.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { randomUUID } from 'node:crypto';
import { DEMO, serviceClient } from '../backend/helpers.ts';
import type { Actor } from './actors.ts';

export const BUCKET = 'organizations';

const summit = DEMO.organizations.summit;
const coastal = DEMO.organizations.coastal;

/** A folder under attack; `seededBy` is who creates its objects (owner matters for zips). */
export interface Target {
  key: string;
  folder: (ids: TargetIds) => string;
  seededBy?: Actor;
}

export interface TargetIds {
  pricingRequest: string;
}

export const TARGETS: Target[] = [
  { key: 'accounts/ (home)', folder: () => `${summit}/accounts/${DEMO.account(3)}` },
  { key: 'accounts/ (foreign)', folder: () => `${coastal}/accounts/${DEMO.account(40)}` },
  { key: 'pricing_requests/', folder: (ids) => `${summit}/pricing_requests/${ids.pricingRequest}` },
  { key: "profiles/ (management's avatar)", folder: () => `${summit}/profiles/${DEMO.users.management}` },
  { key: "profiles/ (sales rep's avatar)", folder: () => `${summit}/profiles/${DEMO.users.salesRep}` },
  { key: 'partners/ (avatar)', folder: () => `${summit}/partners/${DEMO.partners.brightline}` },
  { key: 'affiliates/ (avatar)', folder: () => `${summit}/affiliates/${DEMO.affiliates.greenleaf}` },
  { key: 'organizations/ (logo)', folder: () => `${summit}/organizations/${summit}` },
  { key: "zips/ (company admin's zip)", folder: () => `${summit}/zips`, seededBy: 'company-admin' },
  // Where the portal puts a user's zips ({org}/zips/{user id}/{hash}.zip): theirs alone, to write too.
  { key: "zips/ (sales rep's folder)", folder: () => `${summit}/zips/${DEMO.users.salesRep}`, seededBy: 'sales-rep' },
  { key: 'not an organization', folder: () => 'not-an-org/files' },
];

/** The operations, in the order of the letters in a matrix cell. */
export const OPERATIONS = ['download', 'sign', 'list', 'upload', 'upsert', 'copy', 'move', 'remove'] as const;
export const LETTERS = 'SGLIUCMD';

const bytes = (label: string) => new TextEncoder().encode(`${label} ${randomUUID()}`);

/** The object's bytes as the service role sees them, or null when it does not exist. */
async function stored(svc: SupabaseClient, path: string): Promise<string | null> {
  const { data, error } = await svc.storage.from(BUCKET).download(path);
  return error || !data ? null : await data.text();
}

async function seed(client: SupabaseClient, path: string, label: string): Promise<string> {
  const body = bytes(label);
  const { error } = await client.storage.from(BUCKET).upload(path, body, { contentType: 'application/octet-stream' });
  if (error) throw new Error(`seeding ${path} failed: ${error.message}`);
  return new TextDecoder().decode(body);
}

/**
 * Runs every operation once as `client` against fresh objects in `folder`; each letter is the
 * outcome: the letter when the API agreed and the objects show it, '-' when it refused and
 * nothing changed, '!' when answer and objects disagree (or anything else changed).
 */
export async function probe(client: SupabaseClient, seeder: SupabaseClient, folder: string): Promise<string> {
  const svc = serviceClient();
  const api = client.storage.from(BUCKET);
  const name = (what: string) => `${folder}/${what}-${randomUUID()}.bin`;
  const victim = name('victim');
  const movable = name('movable');
  const removable = name('removable');
  const original = await seed(seeder, victim, 'victim');
  await seed(seeder, movable, 'movable');
  await seed(seeder, removable, 'removable');
  const cleanup: string[] = [victim, movable, removable];
  const out: string[] = [];
  const verdict = (accepted: boolean, happened: boolean, sideEffectsOk = true) =>
    !sideEffectsOk ? '!' : accepted && happened ? 'ok' : !accepted && !happened ? '-' : '!';
  const push = (v: string, letter: string) => out.push(v === 'ok' ? letter : v);

  try {
    const dl = await api.download(victim);
    const dlText = dl.data ? await dl.data.text() : null;
    push(verdict(!dl.error, dlText === original), 'S');

    const sg = await api.createSignedUrl(victim, 60);
    const sgText = sg.data?.signedUrl ? await (await fetch(sg.data.signedUrl)).text() : null;
    push(verdict(!sg.error, sgText === original), 'G');

    const ls = await api.list(folder, { search: victim.slice(folder.length + 1) });
    const listed = (ls.data ?? []).some((o) => `${folder}/${o.name}` === victim);
    push(verdict(!ls.error && listed, listed), 'L');

    const fresh = name('upload');
    cleanup.push(fresh);
    const freshBody = bytes('upload');
    const up = await api.upload(fresh, freshBody, { contentType: 'application/octet-stream' });
    push(verdict(!up.error, (await stored(svc, fresh)) === new TextDecoder().decode(freshBody)), 'I');

    const replacement = bytes('upsert');
    const us = await api.upload(victim, replacement, { upsert: true, contentType: 'application/octet-stream' });
    const afterUpsert = await stored(svc, victim);
    const upserted = afterUpsert === new TextDecoder().decode(replacement);
    push(verdict(!us.error, upserted, upserted || afterUpsert === original), 'U');

    const copyTo = name('copy');
    cleanup.push(copyTo);
    const cp = await api.copy(victim, copyTo);
    const copied = await stored(svc, copyTo);
    push(verdict(!cp.error, copied !== null && copied === afterUpsert, (await stored(svc, victim)) === afterUpsert), 'C');

    const moveTo = name('moved');
    cleanup.push(moveTo);
    const movedBefore = await stored(svc, movable);
    const mv = await api.move(movable, moveTo);
    const gone = (await stored(svc, movable)) === null;
    const arrived = (await stored(svc, moveTo)) === movedBefore;
    push(verdict(!mv.error, gone && arrived, gone === arrived), 'M');

    const rm = await api.remove([removable]);
    const removed = (await stored(svc, removable)) === null;
    push(verdict(!rm.error && (rm.data ?? []).length === 1, removed), 'D');
  } finally {
    await svc.storage.from(BUCKET).remove(cleanup);
  }
  return out.join('');
}

/** A pricing request on the home account (account 3), for the pricing_requests/ folder. */
export async function homePricingRequest(): Promise<string> {
  const svc = serviceClient();
  const { data, error } = await svc.from('pricing_requests').select('id').eq('account_id', DEMO.account(3)).limit(1);
  if (error) throw error;
  if (data?.[0]) return (data[0] as { id: string }).id;
  const made = await svc
    .from('pricing_requests')
    .insert({ account_id: DEMO.account(3), name: 'Storage security' })
    .select('id')
    .single();
  if (made.error) throw made.error;
  return (made.data as { id: string }).id;
}
