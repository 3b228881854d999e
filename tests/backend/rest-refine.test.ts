import { dataProvider } from '@refinedev/supabase';
import { beforeAll, describe, expect, it } from 'vitest';
import { anonClient } from './helpers.ts';
import { seedLibrary, uniq, type Library } from './rest-helpers.ts';

// Everything @refinedev/supabase 6.0.2's data provider sends, against local-supabase.
const dp = dataProvider(anonClient());
let lib: Library;
const mineFilter = () => ({ field: 'title', operator: 'startswith' as const, value: lib.tag });

beforeAll(async () => {
  lib = await seedLibrary();
});

describe('@refinedev/supabase data provider', () => {
  it('getList: server pagination with exact count, sorting and filters', async () => {
    const page1 = await dp.getList({
      resource: 'fx_books',
      pagination: { currentPage: 1, pageSize: 2 },
      sorters: [{ field: 'pages', order: 'desc' }],
      filters: [mineFilter(), { field: 'pages', operator: 'nnull', value: null }],
    });
    expect(page1.total).toBe(4);
    expect(page1.data.map((b) => b.pages)).toEqual([300, 200]);
    const page2 = await dp.getList({
      resource: 'fx_books',
      pagination: { currentPage: 2, pageSize: 2 },
      sorters: [{ field: 'pages', order: 'desc' }],
      filters: [mineFilter(), { field: 'pages', operator: 'nnull', value: null }],
    });
    expect(page2.data.map((b) => b.pages)).toEqual([100, 50]);
  });

  it('getList: sorting by an embedded field (select=*,a(b) + a.order=b.asc)', async () => {
    const res = await dp.getList({
      resource: 'fx_book_tags',
      pagination: { currentPage: 1, pageSize: 10 },
      sorters: [{ field: 'fx_tags.name', order: 'asc' }],
      filters: [{ field: 'book_id', operator: 'in', value: lib.books.map((b) => b.id) }],
    });
    expect(res.total).toBe(3);
    expect(res.data.map((r) => (r.fx_tags as { name: string }).name).sort()).toEqual([
      `${lib.tag} blue`,
      `${lib.tag} blue`,
      `${lib.tag} red`,
    ]);
  });

  it('getList: contains, in, eq, between and or filters (quoted values)', async () => {
    const contains = await dp.getList({
      resource: 'fx_books',
      filters: [mineFilter(), { field: 'title', operator: 'contains', value: 'T' }],
      sorters: [{ field: 'id', order: 'asc' }],
    });
    expect(contains.data.map((b) => b.title.split(' ')[1])).toEqual(['two', 'three']);
    const inList = await dp.getList({
      resource: 'fx_books',
      filters: [mineFilter(), { field: 'status', operator: 'in', value: ['draft', 'archived'] }],
    });
    expect(inList.total).toBe(3);
    const between = await dp.getList({
      resource: 'fx_books',
      filters: [mineFilter(), { field: 'pages', operator: 'between', value: [100, 200] }],
    });
    expect(between.total).toBe(2);
    const or = await dp.getList({
      resource: 'fx_books',
      filters: [
        mineFilter(),
        {
          operator: 'or',
          value: [
            { field: 'title', operator: 'contains', value: 'fiv' },
            { field: 'status', operator: 'in', value: ['published'] },
            { field: 'pages', operator: 'eq', value: 200 },
          ],
        },
      ],
      sorters: [{ field: 'id', order: 'asc' }],
    });
    expect(or.data.map((b) => b.title.split(' ')[1])).toEqual(['one', 'two', 'three', 'five']);
  });

  it('getList: a page past the end is an error (416) as on Supabase', async () => {
    await expect(
      dp.getList({ resource: 'fx_books', pagination: { currentPage: 50, pageSize: 10 }, filters: [mineFilter()] }),
    ).rejects.toMatchObject({ code: 'PGRST103' });
  });

  it('getMany / getOne / create / update / deleteOne', async () => {
    const ids = lib.books.slice(0, 2).map((b) => b.id);
    const many = await dp.getMany!({ resource: 'fx_books', ids });
    expect(many.data.map((b) => b.id).sort()).toEqual(ids.sort());
    const one = await dp.getOne({ resource: 'fx_books', id: ids[0]!, meta: { select: 'id, title, fx_tags(name)' } });
    expect(one.data).toEqual({ id: ids[0], title: `${lib.tag} one`, fx_tags: [{ name: `${lib.tag} red` }, { name: `${lib.tag} blue` }] });
    const name = uniq('refine');
    const created = await dp.create({ resource: 'fx_tags', variables: { name } });
    expect(created.data).toMatchObject({ name });
    const updated = await dp.update({ resource: 'fx_tags', id: created.data.id!, variables: { name: `${name}-2` } });
    expect(updated.data).toEqual({ id: created.data.id, name: `${name}-2` });
    // deleteOne sends no select: the answer is 204 without a body
    const deleted = await dp.deleteOne({ resource: 'fx_tags', id: created.data.id! });
    expect(deleted.data).toBeUndefined();
    expect((await dp.getOne({ resource: 'fx_tags', id: created.data.id! })).data).toBeUndefined();
  });
});
