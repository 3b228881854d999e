import { beforeAll, describe, expect, it } from 'vitest';
import { anonClient, raw, serviceClient } from './helpers.ts';
import { seedLibrary, uniq, type Library } from './rest-helpers.ts';

let lib: Library;
const sb = anonClient();
const books = (select: string) => sb.from('fx_books').select(select).like('title', `${lib.tag}*`).order('id');

beforeAll(async () => {
  lib = await seedLibrary();
});

describe('embedding', () => {
  it('embeds many-to-one as an object through an FK hint (column or constraint)', async () => {
    const byCol = await books('title, author:fx_authors!author_id(name)').limit(1);
    expect(byCol.data).toEqual([{ title: `${lib.tag} one`, author: { name: `${lib.tag} A` } }]);
    const byConstraint = await books('title, fx_authors!fx_books_editor_id_fkey(name)').limit(2);
    expect(byConstraint.data).toEqual([
      { title: `${lib.tag} one`, fx_authors: { name: `${lib.tag} B` } },
      { title: `${lib.tag} two`, fx_authors: null },
    ]);
    const byFkColumn = await books('title, author_id(name)').limit(1);
    expect(byFkColumn.data).toEqual([{ title: `${lib.tag} one`, author_id: { name: `${lib.tag} A` } }]);
  });

  it('answers 300 PGRST201 for an ambiguous embed and 400 PGRST200 for an unknown one', async () => {
    const amb = await books('title, fx_authors(name)');
    expect(amb.status).toBe(300);
    expect(amb.error?.code).toBe('PGRST201');
    expect(amb.error?.hint).toContain("'fx_authors!fx_books_author_id_fkey'");
    const details = amb.error?.details as unknown as { cardinality: string }[];
    expect(details.map((d) => d.cardinality)).toEqual(['many-to-one', 'many-to-one']);
    const none = await books('title, fx_nothing(*)');
    expect(none.status).toBe(400);
    expect(none.error).toMatchObject({
      code: 'PGRST200',
      message: "Could not find a relationship between 'fx_books' and 'fx_nothing' in the schema cache",
    });
  });

  it('embeds one-to-many as arrays ([] when none) with embedded filters, order and limit', async () => {
    const { data } = await sb
      .from('fx_authors')
      .select('name, written:fx_books!author_id(title, pages)')
      .like('name', `${lib.tag}*`)
      .order('name')
      .order('pages', { referencedTable: 'written', ascending: false })
      .limit(1, { referencedTable: 'written' });
    expect(data).toEqual([
      { name: `${lib.tag} A`, written: [{ title: `${lib.tag} two`, pages: 200 }] },
      { name: `${lib.tag} B`, written: [{ title: `${lib.tag} four`, pages: null }] }, // desc puts nulls first
      { name: `${lib.tag} C`, written: [{ title: `${lib.tag} five`, pages: 50 }] },
    ]);
    const filtered = await sb
      .from('fx_authors')
      .select('name, written:fx_books!author_id(title)')
      .like('name', `${lib.tag}*`)
      .eq('written.status', 'published')
      .order('name');
    expect(filtered.data!.map((a) => (a.written as unknown[]).length)).toEqual([1, 1, 0]);
  });

  it('filters parents with !inner and with embed=not.is.null / is.null', async () => {
    const inner = await sb
      .from('fx_authors')
      .select('name, fx_books!author_id!inner(title)', { count: 'exact' })
      .like('name', `${lib.tag}*`)
      .eq('fx_books.status', 'archived');
    expect(inner.count).toBe(1);
    expect(inner.data).toEqual([{ name: `${lib.tag} C`, fx_books: [{ title: `${lib.tag} five` }] }]);
    const res = await raw(
      `/rest/v1/fx_books?select=title,editor:fx_authors!editor_id(name)&title=like.${lib.tag}*&editor=not.is.null&order=id`,
    );
    expect((await res.json()).map((b: { title: string }) => b.title)).toEqual([`${lib.tag} one`, `${lib.tag} three`]);
    const anti = await raw(`/rest/v1/fx_books?select=title,editor:fx_authors!editor_id()&title=like.${lib.tag}*&editor=is.null&order=id`);
    expect(await anti.json()).toEqual([{ title: `${lib.tag} two` }, { title: `${lib.tag} four` }, { title: `${lib.tag} five` }]);
  });

  it('embeds many-to-many through the junction table, nested two levels', async () => {
    const { data, error } = await books('title, fx_tags(name), author:fx_authors!author_id(name, bio:fx_author_bios(bio))').limit(3);
    expect(error).toBeNull();
    expect(data![0]).toEqual({
      title: `${lib.tag} one`,
      fx_tags: [{ name: `${lib.tag} red` }, { name: `${lib.tag} blue` }],
      author: { name: `${lib.tag} A`, bio: null },
    });
    expect(data![1]).toMatchObject({ fx_tags: [] });
    const viaHint = await books('title, fx_tags!fx_book_tags(name)').limit(1);
    expect(viaHint.data![0]).toMatchObject({ fx_tags: [{ name: `${lib.tag} red` }, { name: `${lib.tag} blue` }] });
  });

  it('embeds one-to-one as an object', async () => {
    await serviceClient().from('fx_author_bios').insert({ author_id: lib.authors[0]!.id, bio: 'wrote one' });
    const { data } = await sb.from('fx_authors').select('name, fx_author_bios(bio)').eq('id', lib.authors[0]!.id).single();
    expect(data).toEqual({ name: `${lib.tag} A`, fx_author_bios: { bio: 'wrote one' } });
  });

  it('spreads a to-one embed into the parent', async () => {
    const { data } = await books('title, ...fx_authors!author_id(author_name:name, country)').limit(1);
    expect(data).toEqual([{ title: `${lib.tag} one`, author_name: `${lib.tag} A`, country: 'CA' }]);
  });

  it('orders parents by a to-one embedded column, and refuses to-many (PGRST118)', async () => {
    const res = await raw(
      `/rest/v1/fx_books?select=title,author:fx_authors!author_id(name)&title=like.${lib.tag}*&order=author(name).desc,id`,
    );
    expect((await res.json()).map((b: { author: { name: string } }) => b.author.name.slice(-1))).toEqual(['C', 'B', 'B', 'A', 'A']);
    const bad = await raw(`/rest/v1/fx_authors?select=name,fx_books!author_id(title)&order=fx_books(title)`);
    expect(bad.status).toBe(400);
    expect((await bad.json()).code).toBe('PGRST118');
  });

  it('applies or= inside an embed and refuses filters on embeds not selected (PGRST108)', async () => {
    const { data } = await sb
      .from('fx_authors')
      .select('name, fx_books!author_id(title)')
      .eq('id', lib.authors[0]!.id)
      .or('pages.gt.150,price.lt.10', { referencedTable: 'fx_books' })
      .single();
    expect(data).toEqual({ name: `${lib.tag} A`, fx_books: [{ title: `${lib.tag} two` }] });
    const bad = await raw(`/rest/v1/fx_authors?select=name&fx_books.title=eq.x`);
    expect(bad.status).toBe(400);
    expect((await bad.json()).code).toBe('PGRST108');
  });

  it('filters parents by an embedded column inside or=(…)', async () => {
    const { data, error } = await books('title, author:fx_authors!author_id!inner(name)').or(`title.like.*one,author.name.like.*C`);
    expect(error).toBeNull();
    expect(data!.map((b) => (b as unknown as { title: string }).title)).toEqual([`${lib.tag} one`, `${lib.tag} five`]);
    const bad = await raw(`/rest/v1/fx_books?select=title&or=(nope.name.eq.x,id.eq.1)`);
    expect(bad.status).toBe(400);
    expect((await bad.json()).code).toBe('PGRST108');
  });

  it('resolves a self-referencing FK as PostgREST does: table = children, FK column = parent, hint = the children by FK column', async () => {
    const sbs = serviceClient();
    const name = uniq('cat');
    const root = await sbs
      .from('fx_categories')
      .insert({ name: `${name} root` })
      .select()
      .single();
    await sbs.from('fx_categories').insert([
      { name: `${name} a`, parent_id: root.data.id },
      { name: `${name} b`, parent_id: root.data.id },
    ]);
    const up = await sb.from('fx_categories').select('name, parent:parent_id(name)').eq('name', `${name} a`).single();
    expect(up.data).toEqual({ name: `${name} a`, parent: { name: `${name} root` } });
    const children = [{ name: `${name} a` }, { name: `${name} b` }];
    const down = await sb.from('fx_categories').select('name, children:fx_categories!parent_id(name)').eq('id', root.data.id).single();
    expect(down.data).toEqual({ name: `${name} root`, children });
    // The table name alone is the one-to-many, not ambiguous with the many-to-one of the same FK.
    const byTable = await sb.from('fx_categories').select('name, fx_categories(name)').eq('id', root.data.id).single();
    expect(byTable.error).toBeNull();
    expect(byTable.data).toEqual({ name: `${name} root`, fx_categories: children });
    // Neither the referenced column as hint nor the constraint as target names a self relationship.
    for (const select of ['name,fx_categories!id(name)', 'name,fx_categories_parent_id_fkey(name)']) {
      const res = await raw(`/rest/v1/fx_categories?select=${select}&id=eq.${root.data.id}`);
      expect(res.status, select).toBe(400);
      expect((await res.json()).code).toBe('PGRST200');
    }
  });

  it('an FK column or constraint as target is the one many-to-one towards the table, never also a view over it', async () => {
    // fx_author_names (a view over fx_authors) inherits the FK; PostgREST skips views for these targets.
    const byColumn = await books('title, author:author_id(name)').limit(1);
    expect(byColumn.error).toBeNull();
    expect(byColumn.data).toEqual([{ title: `${lib.tag} one`, author: { name: `${lib.tag} A` } }]);
    const byConstraint = await books('title, fx_books_editor_id_fkey(name)').limit(1);
    expect(byConstraint.error).toBeNull();
    expect(byConstraint.data).toEqual([{ title: `${lib.tag} one`, fx_books_editor_id_fkey: { name: `${lib.tag} B` } }]);
    // Named by the view itself, the view is the target.
    const byView = await books('title, fx_author_names!author_id(name)').limit(1);
    expect(byView.data).toEqual([{ title: `${lib.tag} one`, fx_author_names: { name: `${lib.tag} A` } }]);
  });

  it('embeds from a view through its base table FK', async () => {
    const { data, error } = await sb
      .from('fx_books_view')
      .select('title, fx_authors(name)')
      .like('title', `${lib.tag}*`)
      .order('id')
      .limit(1);
    expect(error).toBeNull();
    expect(data).toEqual([{ title: `${lib.tag} one`, fx_authors: { name: `${lib.tag} A` } }]);
  });

  it('embeds on write responses (return=representation)', async () => {
    const { data } = await sb
      .from('fx_books')
      .insert({ title: `${lib.tag} six`, author_id: lib.authors[1]!.id })
      .select('title, author:fx_authors!author_id(name)')
      .single();
    expect(data).toEqual({ title: `${lib.tag} six`, author: { name: `${lib.tag} B` } });
  });
});
