import { describe, expect, it } from 'vitest';
import { anonClient, raw, serviceClient } from './helpers.ts';
import { rawJson, uniq } from './rest-helpers.ts';

const sb = anonClient();

describe('insert', () => {
  it('inserts one row: 201, minimal by default, representation on request', async () => {
    const name = uniq('w');
    const minimal = await sb.from('fx_authors').insert({ name });
    expect(minimal).toMatchObject({ status: 201, data: null, error: null });
    const res = await rawJson('/rest/v1/fx_authors', 'POST', { name: `${name}-2` });
    expect(res.status).toBe(201);
    expect(res.headers.get('content-range')).toBe('*/*');
    expect(await res.text()).toBe('');
    const { data, status } = await sb
      .from('fx_authors')
      .insert({ name: `${name}-3`, country: 'CA' })
      .select()
      .single();
    expect(status).toBe(201);
    expect(data).toMatchObject({ name: `${name}-3`, country: 'CA', tags: [], meta: {} });
  });

  it('bulk-inserts with columns=: missing keys become NULL unless missing=default', async () => {
    const name = uniq('w');
    const { data } = await sb
      .from('fx_books')
      .insert([{ title: `${name} a`, status: 'published' }, { title: `${name} b` }])
      .select('title, status');
    // postgrest-js sends columns="title","status": the second row's status is NULL → not-null violation
    expect(data).toBeNull();
    const viaDefault = await sb
      .from('fx_books')
      .insert([{ title: `${name} a`, status: 'published' }, { title: `${name} b` }], { defaultToNull: false })
      .select('title, status');
    expect(viaDefault.error).toBeNull();
    expect(viaDefault.data).toEqual([
      { title: `${name} a`, status: 'published' },
      { title: `${name} b`, status: 'draft' },
    ]);
    const nulls = await sb
      .from('fx_authors')
      .insert([{ name: `${name} x`, country: 'CA' }, { name: `${name} y` }])
      .select('name, country');
    expect(nulls.data).toEqual([
      { name: `${name} x`, country: 'CA' },
      { name: `${name} y`, country: null },
    ]);
  });

  it('refuses mismatched keys without columns= (PGRST102) and unknown columns (PGRST204)', async () => {
    const res = await rawJson('/rest/v1/fx_authors', 'POST', [{ name: 'a' }, { name: 'b', country: 'x' }]);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: 'PGRST102', message: 'All object keys must match' });
    const unknown = await sb.from('fx_authors').insert({ name: 'a', nope: 1 });
    expect(unknown.status).toBe(400);
    expect(unknown.error).toMatchObject({
      code: 'PGRST204',
      message: "Could not find the 'nope' column of 'fx_authors' in the schema cache",
    });
  });

  it('answers headers-only with a Location header', async () => {
    const res = await rawJson('/rest/v1/fx_tags', 'POST', { name: uniq('tag') }, { prefer: 'return=headers-only' });
    expect(res.status).toBe(201);
    expect(res.headers.get('location')).toMatch(/^\/fx_tags\?id=eq\.\d+$/);
  });

  it('maps unique and FK violations to 409', async () => {
    const isbn = uniq('isbn');
    await sb.from('fx_books').insert({ title: 't', isbn });
    const dup = await sb.from('fx_books').insert({ title: 't2', isbn });
    expect(dup.status).toBe(409);
    // Postgres hides the key from roles subject to RLS; the service role sees it.
    expect(dup.error).toMatchObject({
      code: '23505',
      details: null,
      message: 'duplicate key value violates unique constraint "fx_books_isbn_key"',
    });
    const dupService = await serviceClient().from('fx_books').insert({ title: 't2', isbn });
    expect(dupService.error).toMatchObject({ code: '23505', details: `Key (isbn)=(${isbn}) already exists.` });
    const fk = await sb.from('fx_books').insert({ title: 't3', author_id: 999999999 });
    expect(fk.status).toBe(409);
    expect(fk.error?.code).toBe('23503');
    const notNull = await sb.from('fx_books').insert({ pages: 1 });
    expect(notNull.status).toBe(400);
    expect(notNull.error?.code).toBe('23502');
  });
});

describe('upsert', () => {
  it('merge-duplicates: 201 when a row was inserted, 200 when every row only updated', async () => {
    const name = uniq('tag');
    const first = await sb.from('fx_tags').upsert({ name }, { onConflict: 'name' }).select().single();
    expect(first.status).toBe(201);
    const again = await sb
      .from('fx_tags')
      .upsert({ id: first.data.id, name: `${name}-renamed` })
      .select()
      .single();
    expect(again.status).toBe(200);
    expect(again.data).toEqual({ id: first.data.id, name: `${name}-renamed` });
    const mixed = await sb.from('fx_tags').upsert([
      { id: first.data.id, name: `${name}-again` },
      { id: first.data.id + 100000, name: `${name}-new` },
    ]);
    expect(mixed.status).toBe(201);
  });

  it('ignore-duplicates keeps the existing row and still answers 201', async () => {
    const name = uniq('tag');
    const first = await sb.from('fx_tags').insert({ name }).select().single();
    const res = await sb.from('fx_tags').upsert({ id: first.data.id, name: 'ignored' }, { ignoreDuplicates: true }).select();
    expect(res.status).toBe(201);
    expect(res.data).toEqual([]);
    const after = await sb.from('fx_tags').select('name').eq('id', first.data.id).single();
    expect(after.data).toEqual({ name });
  });

  it('PUT upserts one row addressed by its primary key', async () => {
    const id = 500000 + Math.floor(Math.random() * 100000);
    const res = await rawJson(`/rest/v1/fx_tags?id=eq.${id}`, 'PUT', { id, name: uniq('put') }, { prefer: 'return=representation' });
    expect(res.status).toBe(200);
    const mismatch = await rawJson(`/rest/v1/fx_tags?id=eq.${id}`, 'PUT', { id: id + 1, name: 'x' });
    expect(mismatch.status).toBe(400);
    expect((await mismatch.json()).code).toBe('PGRST115');
  });
});

describe('update and delete', () => {
  it('updates matching rows: 204 minimal, 200 with representation; Content-Range', async () => {
    const name = uniq('w');
    await sb.from('fx_authors').insert([{ name: `${name} 1` }, { name: `${name} 2` }]);
    const res = await rawJson(`/rest/v1/fx_authors?name=like.${name}*`, 'PATCH', { country: 'FR' });
    expect(res.status).toBe(204);
    expect(res.headers.get('content-range')).toBe('0-1/*');
    const { data, status } = await sb
      .from('fx_authors')
      .update({ rating: 2.5 })
      .like('name', `${name}*`)
      .select('name, country, rating')
      .order('name');
    expect(status).toBe(200);
    expect(data).toEqual([
      { name: `${name} 1`, country: 'FR', rating: 2.5 },
      { name: `${name} 2`, country: 'FR', rating: 2.5 },
    ]);
  });

  it('refuses unfiltered UPDATE/DELETE like safeupdate (400 21000)', async () => {
    const upd = await sb.from('fx_authors').update({ country: 'XX' }).select();
    expect(upd.status).toBe(400);
    expect(upd.error).toMatchObject({ code: '21000', message: 'UPDATE requires a WHERE clause' });
    const del = await raw('/rest/v1/fx_authors', { method: 'DELETE' });
    expect(del.status).toBe(400);
    expect(await del.json()).toEqual({ code: '21000', details: null, hint: null, message: 'DELETE requires a WHERE clause' });
  });

  it('deletes with representation and returns [] when nothing matched', async () => {
    const name = uniq('w');
    await sb.from('fx_authors').insert({ name });
    const { data, status } = await sb.from('fx_authors').delete().eq('name', name).select('name');
    expect(status).toBe(200);
    expect(data).toEqual([{ name }]);
    const none = await sb.from('fx_authors').delete().eq('name', name).select();
    expect(none.data).toEqual([]);
    const minimal = await raw(`/rest/v1/fx_authors?name=eq.${name}`, { method: 'DELETE' });
    expect(minimal.status).toBe(204);
  });

  it('rolls a write back when single() sees more than one row (406)', async () => {
    const name = uniq('w');
    await sb.from('fx_authors').insert([{ name: `${name} 1` }, { name: `${name} 2` }]);
    const res = await sb.from('fx_authors').update({ country: 'ZZ' }).like('name', `${name}*`).select().single();
    expect(res.status).toBe(406);
    expect(res.error?.code).toBe('PGRST116');
    const after = await sb.from('fx_authors').select('country').like('name', `${name}*`);
    expect(after.data).toEqual([{ country: null }, { country: null }]);
  });

  it('reports the affected count with count=exact and enforces max-affected', async () => {
    const name = uniq('w');
    await sb.from('fx_authors').insert([{ name: `${name} 1` }, { name: `${name} 2` }]);
    const res = await rawJson(`/rest/v1/fx_authors?name=like.${name}*`, 'PATCH', { country: 'NO' }, { prefer: 'count=exact' });
    expect(res.headers.get('content-range')).toBe('0-1/2');
    const strict = await rawJson(
      `/rest/v1/fx_authors?name=like.${name}*`,
      'PATCH',
      { country: 'SE' },
      { prefer: 'handling=strict, max-affected=1' },
    );
    expect(strict.status).toBe(400);
    expect((await strict.json()).code).toBe('PGRST124');
  });
});
