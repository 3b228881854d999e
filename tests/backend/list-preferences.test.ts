import { describe, expect, it } from 'vitest';
import { anonClient, createUserClient, DEMO, raw, serviceClient, signIn } from './helpers.ts';

// Issue 26, item 1: a list's column chooser is kept per user on the server (public.list_preferences,
// migration 20261128140000). A user reads and writes their own rows only — by every path: REST select,
// insert, upsert, update and delete; nobody else, management included, sees or changes them.

/** A confirmed, active sales rep of Summit with a profile of their own, signed in. */
async function freshRep(active = true) {
  const { client, user, email } = await createUserClient();
  const { error } = await serviceClient().from('profiles').upsert({
    id: user.id,
    email,
    first_name: 'Lee',
    last_name: 'Chooser',
    role: 7,
    active,
    last_organization: DEMO.organizations.summit,
  });
  if (error) throw error;
  return { client, id: user.id };
}

const ON_CONFLICT = { onConflict: 'user_id,list' };

describe('list preferences (the column chooser)', () => {
  it('are the user’s own: saved with an upsert (user_id filled by the database), read back, changed, removed', async () => {
    const { client, id } = await freshRep();
    const first = await client
      .from('list_preferences')
      .upsert({ list: 'accounts', hidden_columns: ['contact_phone', 'utility'] }, ON_CONFLICT)
      .select('user_id, list, hidden_columns')
      .single();
    expect(first.error).toBeNull();
    expect(first.data).toEqual({ user_id: id, list: 'accounts', hidden_columns: ['contact_phone', 'utility'] });

    const again = await client
      .from('list_preferences')
      .upsert({ list: 'accounts', hidden_columns: ['created_at'] }, ON_CONFLICT)
      .select('hidden_columns, updated_at')
      .single();
    expect(again.error).toBeNull();
    expect(again.data?.hidden_columns).toEqual(['created_at']);

    const empty = await client.from('list_preferences').upsert({ list: 'contracts', hidden_columns: [] }, ON_CONFLICT);
    expect(empty.error).toBeNull();
    const mine = await client.from('list_preferences').select('list, hidden_columns').order('list');
    expect(mine.data).toEqual([
      { list: 'accounts', hidden_columns: ['created_at'] },
      { list: 'contracts', hidden_columns: [] },
    ]);

    const removed = await client.from('list_preferences').delete().eq('list', 'contracts').select('list');
    expect(removed.data).toEqual([{ list: 'contracts' }]);
  });

  it('are invisible to everyone else — another rep, management, anon — and nobody else can change them', async () => {
    const { client, id } = await freshRep();
    await client.from('list_preferences').upsert({ list: 'accounts', hidden_columns: ['utility'] }, ON_CONFLICT);

    for (const who of ['sales-rep@demo.test', 'management@demo.test']) {
      const other = await signIn(who);
      const read = await other.from('list_preferences').select('*').eq('user_id', id);
      expect(read.error).toBeNull();
      expect(read.data).toEqual([]);
      const changed = await other.from('list_preferences').update({ hidden_columns: [] }).eq('user_id', id).select('list');
      expect(changed.data ?? []).toEqual([]);
      const deleted = await other.from('list_preferences').delete().eq('user_id', id).select('list');
      expect(deleted.data ?? []).toEqual([]);
      // Writing a row for them: refused by the policy (42501), whether as an insert or an upsert.
      const planted = await other.from('list_preferences').insert({ user_id: id, list: 'contracts', hidden_columns: ['rate'] });
      expect(planted.error?.code).toBe('42501');
      const upserted = await other
        .from('list_preferences')
        .upsert({ user_id: id, list: 'accounts', hidden_columns: ['account_name'] }, ON_CONFLICT);
      expect(upserted.error?.code).toBe('42501');
    }
    const anon = await anonClient().from('list_preferences').select('*');
    expect(anon.data ?? []).toEqual([]);
    const anonWrite = await anonClient().from('list_preferences').insert({ user_id: id, list: 'news', hidden_columns: [] });
    expect(anonWrite.error).not.toBeNull();

    const { data } = await serviceClient().from('list_preferences').select('list, hidden_columns').eq('user_id', id);
    expect(data).toEqual([{ list: 'accounts', hidden_columns: ['utility'] }]);
  });

  it('cannot be handed to another user by an update of user_id', async () => {
    const { client, id } = await freshRep();
    await client.from('list_preferences').upsert({ list: 'accounts', hidden_columns: ['utility'] }, ON_CONFLICT);
    const moved = await client.from('list_preferences').update({ user_id: DEMO.users.salesRep }).eq('list', 'accounts');
    expect(moved.error?.code).toBe('42501');
    const { data } = await serviceClient().from('list_preferences').select('user_id').eq('list', 'accounts').eq('user_id', id);
    expect(data).toEqual([{ user_id: id }]);
  });

  it('refuse hostile list names and column keys with the rule they break, and keep what was there', async () => {
    const { client, id } = await freshRep();
    await client.from('list_preferences').upsert({ list: 'accounts', hidden_columns: ['utility'] }, ON_CONFLICT);
    const bad: { list: string; hidden_columns: unknown }[] = [
      { list: "accounts'; drop table profiles; --", hidden_columns: [] },
      { list: '', hidden_columns: [] },
      { list: 'x'.repeat(41), hidden_columns: [] },
      { list: 'Accounts', hidden_columns: [] },
      { list: 'accounts', hidden_columns: ['<script>'] },
      { list: 'accounts', hidden_columns: [''] },
      { list: 'accounts', hidden_columns: ['utility', null] },
      { list: 'accounts', hidden_columns: ['a'.repeat(41)] },
      { list: 'accounts', hidden_columns: Array.from({ length: 41 }, (_, i) => `c${i}`) },
      { list: 'accounts', hidden_columns: null },
    ];
    for (const row of bad) {
      const { error } = await client.from('list_preferences').upsert(row, ON_CONFLICT);
      expect(error?.code, JSON.stringify(row)).toMatch(/^(23514|23502)$/);
    }
    const { data } = await client.from('list_preferences').select('list, hidden_columns').eq('user_id', id);
    expect(data).toEqual([{ list: 'accounts', hidden_columns: ['utility'] }]);
    // 40 keys of 40 characters fit.
    const most = Array.from({ length: 40 }, (_, i) => `c${String(i).padStart(39, '0')}`);
    const ok = await client.from('list_preferences').upsert({ list: 'accounts', hidden_columns: most }, ON_CONFLICT).select('list');
    expect(ok.error).toBeNull();
  });

  it('are refused to an inactive profile, as every other table is', async () => {
    const { client } = await freshRep(false);
    const { error } = await client.from('list_preferences').upsert({ list: 'accounts', hidden_columns: [] }, ON_CONFLICT);
    expect(error?.code).toBe('42501');
    const read = await client.from('list_preferences').select('*');
    expect(read.data ?? []).toEqual([]);
  });

  it('go with their user: deleting the profile deletes them', async () => {
    const { client, id } = await freshRep();
    await client.from('list_preferences').upsert({ list: 'accounts', hidden_columns: ['utility'] }, ON_CONFLICT);
    const svc = serviceClient();
    expect((await svc.from('profiles').delete().eq('id', id)).error).toBeNull();
    const { data } = await svc.from('list_preferences').select('list').eq('user_id', id);
    expect(data).toEqual([]);
  });

  it('answer a malformed query with an error, not with other users’ rows', async () => {
    const { client } = await freshRep();
    const { data: session } = await client.auth.getSession();
    const res = await raw('/rest/v1/list_preferences?user_id=not.a.uuid', { token: session.session?.access_token });
    expect(res.status).toBe(400);
    const or = await raw(`/rest/v1/list_preferences?or=(user_id.eq.${DEMO.users.salesRep},list.eq.accounts)`, {
      token: session.session?.access_token,
    });
    expect(or.status).toBe(200);
    expect(await or.json()).toEqual([]);
  });
});
