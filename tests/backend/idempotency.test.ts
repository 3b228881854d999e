/**
 * No double effects (issue 24, item 1), from the server's side: the same request sent twice — at the
 * same moment, or again after it succeeded — creates one record and sends one e-mail.
 *
 * - REST creates carry the client's own id (providers/create-once.ts): a second insert of that id meets
 *   the first row (23505 on the primary key) and reads it back.
 * - Edge functions take `Idempotency-Key` (supabase/functions/_shared/idempotency.ts, migration
 *   20261128130000_idempotency_keys): the first request claims the key, an identical one waits for its
 *   answer or replays it, a different body with the same key is refused (422), a failure frees the key.
 * Mails are counted in local-supabase's mail catcher (its JSON API).
 */
import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { describe, expect, it } from 'vitest';
import { insertOnce } from '../../providers/create-once.ts';
import { mailsTo } from './auth-support.ts';
import { DEMO, env, serviceClient, signIn, uniqueEmail } from './helpers.ts';
import { companyAdmin, partnerAdmin, partnerInvite, salesRep } from './people-support.ts';

const INVITE_SUBJECT = 'You have been invited to the Partner Portal';

interface Answer {
  status: number;
  body: Record<string, unknown>;
  replayed: boolean;
}

async function tokenOf(client: SupabaseClient): Promise<string> {
  const { data } = await client.auth.getSession();
  return data.session?.access_token as string;
}

/** One function call on the wire, as supabase-js sends it, with an optional Idempotency-Key. */
async function call(fn: string, body: unknown, opts: { token?: string; key?: string } = {}): Promise<Answer> {
  const { url, anonKey } = env();
  const headers: Record<string, string> = {
    apikey: anonKey,
    authorization: `Bearer ${opts.token ?? anonKey}`,
    'content-type': 'application/json',
  };
  if (opts.key !== undefined) headers['idempotency-key'] = opts.key;
  const res = await fetch(`${url}/functions/v1/${fn}`, { method: 'POST', headers, body: JSON.stringify(body) });
  return {
    status: res.status,
    body: (await res.json()) as Record<string, unknown>,
    replayed: res.headers.get('idempotent-replayed') === 'true',
  };
}

/** Auth users with this e-mail (GoTrue's admin list, filtered). */
async function authUsers(email: string): Promise<string[]> {
  const { url, serviceRoleKey } = env();
  const res = await fetch(`${url}/auth/v1/admin/users?filter=${encodeURIComponent(email)}`, {
    headers: { apikey: serviceRoleKey, authorization: `Bearer ${serviceRoleKey}` },
  });
  const { users } = (await res.json()) as { users: { id: string; email: string }[] };
  return users.filter((u) => u.email === email).map((u) => u.id);
}

const invitesTo = async (email: string) => (await mailsTo(email)).filter((m) => m.subject === INVITE_SUBJECT);

describe('idempotent invites (Idempotency-Key)', () => {
  it('two identical invites at the same moment: one user, one profile, one e-mail, the same answer', async () => {
    const token = await tokenOf(await partnerAdmin());
    const body = partnerInvite();
    const key = randomUUID();
    const [a, b] = await Promise.all([call('invites', body, { token, key }), call('invites', body, { token, key })]);
    expect([a.status, b.status]).toEqual([201, 201]);
    expect(a.body).toEqual(b.body);
    // One of them ran; the other waited for its answer and replayed it.
    expect([a.replayed, b.replayed].sort()).toEqual([false, true]);
    const email = body.email as string;
    expect(await authUsers(email)).toEqual([a.body.id]);
    const { data: profiles } = await serviceClient().from('profiles').select('id').eq('email', email);
    expect(profiles).toEqual([{ id: a.body.id }]);
    expect(await invitesTo(email)).toHaveLength(1);
  });

  it('a replay after success gets the same answer and sends nothing', async () => {
    const token = await tokenOf(await partnerAdmin());
    const body = partnerInvite();
    const key = randomUUID();
    const first = await call('invites', body, { token, key });
    expect(first).toMatchObject({ status: 201, replayed: false });
    // The same request again, with the keys of its JSON in another order: the same request.
    const reordered = Object.fromEntries(Object.entries(body).reverse());
    const again = await call('invites', reordered, { token, key });
    expect(again).toEqual({ ...first, replayed: true });
    expect(await invitesTo(body.email as string)).toHaveLength(1);
  });

  it('the same key with another body is refused (422), and runs nothing', async () => {
    const token = await tokenOf(await partnerAdmin());
    const key = randomUUID();
    const first = partnerInvite();
    expect((await call('invites', first, { token, key })).status).toBe(201);
    const other = partnerInvite();
    const refused = await call('invites', other, { token, key });
    expect(refused.status).toBe(422);
    expect(refused.body.code).toBe('idempotency_key_reused');
    expect(await authUsers(other.email as string)).toEqual([]);
    expect(await invitesTo(other.email as string)).toHaveLength(0);
  });

  it('a failure frees the key: the corrected retry runs', async () => {
    const token = await tokenOf(await partnerAdmin());
    const key = randomUUID();
    const body = partnerInvite();
    const bad = await call('invites', { ...body, first_name: '' }, { token, key });
    expect(bad.status).toBe(400);
    const retried = await call('invites', body, { token, key });
    expect(retried).toMatchObject({ status: 201, replayed: false });
  });

  it('keys are per caller: another user with the same key is not given the first answer', async () => {
    const key = randomUUID();
    const one = partnerInvite();
    const first = await call('invites', one, { token: await tokenOf(await partnerAdmin()), key });
    expect(first.status).toBe(201);
    // The same key and body from someone else: their own request — here refused by their permissions, not a replay.
    const theirs = await call('invites', one, { token: await tokenOf(await salesRep()), key });
    expect(theirs.status).toBe(403);
    expect(theirs.replayed).toBe(false);
    const other = await call('invites', partnerInvite(), { token: await tokenOf(await companyAdmin()), key });
    expect(other).toMatchObject({ status: 201, replayed: false });
    expect(other.body.id).not.toBe(first.body.id);
  });

  it('a malformed key is refused (400) before anything runs', async () => {
    const token = await tokenOf(await partnerAdmin());
    const body = partnerInvite();
    for (const key of ['', 'x'.repeat(256), 'has space', 'é']) {
      const res = await call('invites', body, { token, key });
      expect(res.status, JSON.stringify(key)).toBe(400);
    }
    expect(await authUsers(body.email as string)).toEqual([]);
  });

  it('the keys are nobody’s through the API: no table to read, no function to call but the service role’s', async () => {
    const client = await partnerAdmin();
    const claim = await client.rpc('claim_idempotency_key', {
      param_function: 'invites',
      param_caller: 'x',
      param_key: 'k',
      param_fingerprint: '0'.repeat(64),
    });
    expect(claim.error?.code).toBe('42501');
    for (const fn of ['finish_idempotency_key', 'release_idempotency_key']) {
      const { error } = await client.rpc(fn, {
        param_function: 'invites',
        param_caller: 'x',
        param_key: 'k',
        param_fingerprint: '0'.repeat(64),
        ...(fn === 'finish_idempotency_key' ? { param_status: 200, param_body: '{}' } : {}),
      });
      expect(error?.code, fn).toBe('42501');
    }
    const anon = await call('invites', partnerInvite(), { key: randomUUID() });
    expect(anon.status).toBe(401);
  });
});

describe('a sales partner saved twice at once with "Invite owner" (the double click of issue 24)', () => {
  it('makes one partner and sends one invitation', { timeout: 60_000 }, async () => {
    // Two tabs of the same company admin, each sending the form's requests: the client's id and the
    // form's invite key are the same (made when the form opened).
    const [tab1, tab2] = await Promise.all([companyAdmin(), companyAdmin()]);
    const id = randomUUID();
    const owner = uniqueEmail('owner');
    const row = { id, name: `Twice Solar ${id.slice(0, 8)}`, organization_id: DEMO.organizations.summit, status: 11, primary_email: owner };
    const saved = await Promise.all([insertOnce(tab1, 'partners', row), insertOnce(tab2, 'partners', row)]);
    expect(saved.map((s) => (s.data as { id: string }).id)).toEqual([id, id]);
    expect(saved.map((s) => s.replayed).sort()).toEqual([false, true]);
    const { count } = await serviceClient().from('partners').select('id', { count: 'exact', head: true }).eq('name', row.name);
    expect(count).toBe(1);

    const invite = {
      type: 'partner',
      record: id,
      organization: DEMO.organizations.summit,
      email: owner,
      first_name: 'Olive',
      last_name: 'Owner',
      phone: null,
      owner: true,
      role: 3,
      send: true,
      redirect_to: 'http://localhost:5173/update-password',
    };
    const key = randomUUID();
    const [a, b] = await Promise.all([
      call('invites', invite, { token: await tokenOf(tab1), key }),
      call('invites', invite, { token: await tokenOf(tab2), key }),
    ]);
    expect([a.status, b.status]).toEqual([201, 201]);
    expect(a.body.id).toBe(b.body.id);
    expect(await authUsers(owner)).toHaveLength(1);
    expect(await invitesTo(owner)).toHaveLength(1);
    const { data: partner } = await serviceClient().from('partners').select('owner').eq('id', id).single();
    expect(partner?.owner).toBe(a.body.id);
  });

  it('a create replayed after its record was deleted is an error, not a success', async () => {
    const admin = await companyAdmin();
    const id = randomUUID();
    const row = { id, name: `Gone Solar ${id.slice(0, 8)}`, organization_id: DEMO.organizations.summit, status: 1 };
    await insertOnce(admin, 'partners', row);
    const { error } = await serviceClient().from('partners').delete().eq('id', id);
    expect(error).toBeNull();
    // The database refuses a deleted record's id (issue 25 §1) — when that rule is there; either way the
    // replay must not report the deleted record as saved.
    const replay = insertOnce(admin, 'partners', row);
    const outcome = await replay.then(
      (r) => ({ ok: true as const, replayed: r.replayed }),
      (e: { code?: string }) => ({ ok: false as const, code: e.code }),
    );
    if (outcome.ok) expect(outcome.replayed).toBe(false);
    else expect(outcome.code).toBe('record_id_used');
  });
});

describe('idempotent register, approve, welcome e-mail', () => {
  it('register twice at once with one key: one account, one mail', async () => {
    const email = uniqueEmail('register');
    const body = { email, password: 'long-enough-1', first_name: 'Rae', last_name: 'Twice' };
    const key = randomUUID();
    const [a, b] = await Promise.all([call('register', body, { key }), call('register', body, { key })]);
    expect([a.status, b.status]).toEqual([201, 201]);
    expect(a.body).toEqual(b.body);
    expect(await authUsers(email)).toHaveLength(1);
    expect((await mailsTo(email)).filter((m) => m.subject === 'We received your registration')).toHaveLength(1);
    // A different password under the same key is another request.
    expect((await call('register', { ...body, password: 'long-enough-2' }, { key })).status).toBe(422);
  });

  it('approve-registration replayed: one approval, one notice mail', async () => {
    const email = uniqueEmail('approve');
    expect((await call('register', { email, password: 'long-enough-1', first_name: 'Abe', last_name: 'Pending' })).status).toBe(201);
    const { data: profile } = await serviceClient().from('profiles').select('id').eq('email', email).single();
    const token = await tokenOf(await signIn('management@demo.test'));
    const key = randomUUID();
    const body = { id: profile?.id, role: 7, organization: DEMO.organizations.summit };
    const [a, b] = await Promise.all([
      call('approve-registration', body, { token, key }),
      call('approve-registration', body, { token, key }),
    ]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(a.body).toEqual(b.body);
    expect((await mailsTo(email)).filter((m) => m.subject === 'Your Partner Portal account is active')).toHaveLength(1);
    const again = await call('approve-registration', body, { token, key });
    expect(again).toMatchObject({ status: 200, replayed: true });
  });
});

describe('invites and the mail budget', () => {
  it('an address whose mail budget is spent gets 429 before any account or profile is written', async () => {
    const token = await tokenOf(await partnerAdmin());
    const body = partnerInvite();
    const email = body.email as string;
    // The address's budget for the hour (5, migration 20261128110000_mail_budget), spent elsewhere.
    for (let i = 0; i < 5; i++) {
      const { data, error } = await serviceClient().rpc('take_mail_slot', { param_addresses: [email] });
      expect(error).toBeNull();
      expect(data).toBe(0);
    }
    const res = await call('invites', body, { token, key: randomUUID() });
    expect(res.status).toBe(429);
    expect(res.body.code).toBe('over_email_send_rate_limit');
    expect(await authUsers(email)).toEqual([]);
    const { data: profiles } = await serviceClient().from('profiles').select('id').eq('email', email);
    expect(profiles).toEqual([]);
  });
});
