import { beforeAll, describe, expect, it } from 'vitest';
import { anonClient, raw } from './helpers.ts';
import { seedLibrary, type Library } from './rest-helpers.ts';

let lib: Library;
const sb = anonClient();
const mine = () => sb.from('fx_authors').select('name').like('name', `${lib.tag}*`);

beforeAll(async () => {
  lib = await seedLibrary();
});

describe('select', () => {
  it('returns chosen columns, aliases, casts and JSON paths', async () => {
    const { data, error } = await sb
      .from('fx_authors')
      .select('name, land:country, rating::text, lang:meta->>lang, n:meta->n, first_tag:tags->0')
      .eq('name', `${lib.tag} A`);
    expect(error).toBeNull();
    expect(data).toEqual([{ name: `${lib.tag} A`, land: 'CA', rating: '4.50', lang: 'en', n: 1, first_tag: 'x' }]);
  });

  it('returns every column with * as Postgres renders them in JSON', async () => {
    const { data } = await sb.from('fx_authors').select('*').eq('name', `${lib.tag} A`).single();
    expect(data).toMatchObject({ name: `${lib.tag} A`, tags: ['x', 'y'], meta: { lang: 'en', n: 1 }, born: '1970-01-02', rating: 4.5 });
    expect(typeof data.created_at).toBe('string');
  });
});

describe('filters', () => {
  const names = (rows: { name: string }[] | null) => (rows ?? []).map((r) => r.name.slice(lib.tag.length + 1)).sort();

  it('compares with eq, neq, gt, gte, lt, lte', async () => {
    expect(names((await mine().eq('country', 'CA')).data)).toEqual(['A']);
    expect(names((await mine().neq('country', 'CA')).data)).toEqual(['B']);
    expect(names((await mine().gt('rating', 3)).data)).toEqual(['A']);
    expect(names((await mine().gte('rating', 3)).data)).toEqual(['A', 'B']);
    expect(names((await mine().lt('born', '1980-01-01')).data)).toEqual(['A']);
    expect(names((await mine().lte('rating', 4.5)).data)).toEqual(['A', 'B']);
  });

  it('matches like/ilike with * or % as wildcards and + as a space', async () => {
    expect(names((await sb.from('fx_authors').select('name').ilike('name', `${lib.tag.toUpperCase()}%`)).data)).toEqual(['A', 'B', 'C']);
    const res = await raw(`/rest/v1/fx_authors?select=name&name=like.${encodeURIComponent(lib.tag)}+*`);
    expect(names(await res.json())).toEqual(['A', 'B', 'C']);
  });

  it('handles is null / not null / true and in lists (quoted, empty)', async () => {
    expect(names((await mine().is('country', null)).data)).toEqual(['C']);
    expect(names((await mine().not('country', 'is', null)).data)).toEqual(['A', 'B']);
    expect(names((await mine().in('country', ['CA', 'US'])).data)).toEqual(['A', 'B']);
    expect(names((await mine().in('country', [])).data)).toEqual([]);
    expect(names((await mine().in('name', [`${lib.tag} A`, 'x,y'])).data)).toEqual(['A']);
    expect(names((await mine().not('country', 'in', '(CA,US)')).data)).toEqual([]);
    const res = await raw(`/rest/v1/fx_authors?select=name&name=like.${lib.tag}*&country=is.NULL`);
    expect(names(await res.json())).toEqual(['C']);
  });

  it('supports array and jsonb containment (cs, cd, ov)', async () => {
    expect(names((await mine().contains('tags', ['y'])).data)).toEqual(['A', 'B']);
    expect(names((await mine().containedBy('tags', ['y'])).data)).toEqual(['B', 'C']);
    expect(names((await mine().overlaps('tags', ['x', 'z'])).data)).toEqual(['A']);
    expect(names((await mine().contains('meta', { lang: 'fr' })).data)).toEqual(['B']);
  });

  it('supports regex, quantifiers and isdistinct', async () => {
    expect(names((await mine().regexMatch('name', ' [AB]$')).data)).toEqual(['A', 'B']);
    expect(names((await mine().likeAnyOf('name', ['*A', '*C'])).data)).toEqual(['A', 'C']);
    expect(names((await mine().filter('country', 'isdistinct', 'CA')).data)).toEqual(['B', 'C']);
  });

  it('combines or/and trees, nested and negated, with quoted values', async () => {
    expect(names((await mine().or('country.eq.CA,rating.lt.4')).data)).toEqual(['A', 'B']);
    expect(names((await mine().or('and(country.eq.US,rating.eq.3),born.gt.1980-01-01')).data)).toEqual(['B', 'C']);
    expect(names((await mine().or(`name.ilike."%${lib.tag} a%",country.is.null`)).data)).toEqual(['A', 'C']);
    expect(names((await mine().or('country.not.is.null,rating.not.is.null')).data)).toEqual(['A', 'B']);
    const res = await raw(`/rest/v1/fx_authors?select=name&name=like.${lib.tag}*&not.or=(name.like.*A,name.like.*B)`);
    expect(names(await res.json())).toEqual(['C']);
    const and = await raw(`/rest/v1/fx_authors?select=name&name=like.${lib.tag}*&and=(rating.gte.3,or(country.eq.US,born.is.null))`);
    expect(names(await and.json())).toEqual(['B']);
  });

  it('supports full-text search operators and filters on JSON paths', async () => {
    const books = () => sb.from('fx_books').select('title').like('title', `${lib.tag}*`);
    const fts = await books().textSearch('title', 'three', { config: 'english' });
    expect(fts.data).toEqual([{ title: `${lib.tag} three` }]);
    const web = await books().textSearch('title', 'one or two', { type: 'websearch' }).order('id');
    expect(web.data).toEqual([{ title: `${lib.tag} one` }, { title: `${lib.tag} two` }]);
    expect(names((await mine().eq('meta->>lang', 'fr')).data)).toEqual(['B']);
    expect(names((await mine().gt('meta->n', 1)).data)).toEqual(['B']);
  });

  it('treats SQL-looking values as plain values', async () => {
    const { data, error } = await sb.from('fx_authors').select('name').eq('name', "x'; drop table fx_authors; --");
    expect(error).toBeNull();
    expect(data).toEqual([]);
    expect((await mine()).data).toHaveLength(3);
  });
});

describe('order, paging and counts', () => {
  it('orders with nullsfirst/nullslast and several keys', async () => {
    const { data } = await mine().order('rating', { ascending: false, nullsFirst: true });
    expect(data!.map((r) => r.name.slice(-1))).toEqual(['C', 'A', 'B']);
    const r2 = await mine().order('rating', { ascending: true, nullsFirst: false }).order('name');
    expect(r2.data!.map((r) => r.name.slice(-1))).toEqual(['B', 'A', 'C']);
  });

  it('pages with range + exact count: Content-Range, 206 and 200', async () => {
    const page = await sb.from('fx_authors').select('name', { count: 'exact' }).like('name', `${lib.tag}*`).order('name').range(0, 1);
    expect(page.status).toBe(206);
    expect(page.count).toBe(3);
    expect(page.data!.map((r) => r.name.slice(-1))).toEqual(['A', 'B']);
    const res = await raw(`/rest/v1/fx_authors?select=name&name=like.${lib.tag}*&order=name&offset=1&limit=5`, {
      headers: { prefer: 'count=exact' },
    });
    expect(res.status).toBe(206);
    expect(res.headers.get('content-range')).toBe('1-2/3');
    const all = await raw(`/rest/v1/fx_authors?select=name&name=like.${lib.tag}*`, { headers: { prefer: 'count=exact' } });
    expect(all.status).toBe(200);
    expect(all.headers.get('content-range')).toBe('0-2/3');
    const noCount = await raw(`/rest/v1/fx_authors?select=name&name=like.${lib.tag}*&limit=2`);
    expect(noCount.headers.get('content-range')).toBe('0-1/*');
    const none = await raw(`/rest/v1/fx_authors?select=name&name=eq.nobody-${lib.tag}`, { headers: { prefer: 'count=exact' } });
    expect(none.headers.get('content-range')).toBe('*/0');
  });

  it('answers an offset past the end with 416 PGRST103', async () => {
    const res = await raw(`/rest/v1/fx_authors?select=name&name=like.${lib.tag}*&offset=20&limit=10`, {
      headers: { prefer: 'count=exact' },
    });
    expect(res.status).toBe(416);
    expect(res.headers.get('content-range')).toBe('*/3');
    expect(await res.json()).toEqual({
      code: 'PGRST103',
      message: 'Requested range not satisfiable',
      details: 'An offset of 20 was requested, but there are only 3 rows.',
      hint: null,
    });
  });

  it('honours the Range header on GET', async () => {
    const res = await raw(`/rest/v1/fx_authors?select=name&name=like.${lib.tag}*&order=name`, { headers: { range: '1-1' } });
    expect(res.headers.get('content-range')).toBe('1-1/*');
    expect((await res.json()).map((r: { name: string }) => r.name.slice(-1))).toEqual(['B']);
  });

  it('counts with HEAD and returns no body', async () => {
    const { count, data, status } = await sb.from('fx_authors').select('*', { count: 'exact', head: true }).like('name', `${lib.tag}*`);
    expect(count).toBe(3);
    expect(data).toBeNull();
    expect(status).toBe(200);
  });

  it('caps results at max_rows (1000)', async () => {
    const res = await raw(`/rest/v1/rpc/fx_series?n=1500`);
    expect((await res.json()).length).toBe(1000);
    expect(res.headers.get('content-range')).toBe('0-999/*');
    const tbl = await raw(`/rest/v1/fx_authors?select=id&limit=5000`);
    expect((await tbl.json()).length).toBeLessThanOrEqual(1000);
  });
});

describe('singular responses', () => {
  it('single() returns an object, or 406 PGRST116 when not exactly one row', async () => {
    const one = await mine().eq('country', 'CA').single();
    expect(one.data).toEqual({ name: `${lib.tag} A` });
    const many = await mine().single();
    expect(many.status).toBe(406);
    expect(many.error).toMatchObject({
      code: 'PGRST116',
      details: 'The result contains 3 rows',
      message: 'Cannot coerce the result to a single JSON object',
    });
    const res = await raw(`/rest/v1/fx_authors?name=eq.none-${lib.tag}`, { headers: { accept: 'application/vnd.pgrst.object+json' } });
    expect(res.status).toBe(406);
    expect(res.headers.get('content-type')).toContain('application/json');
  });

  it('maybeSingle() gets a plain array: null for none, object for one', async () => {
    expect((await mine().eq('country', 'nowhere').maybeSingle()).data).toBeNull();
    expect((await mine().eq('country', 'US').maybeSingle()).data).toEqual({ name: `${lib.tag} B` });
  });

  it('answers CSV when asked', async () => {
    const { data } = await mine().order('name').csv();
    expect(data).toBe(`name\n${lib.tag} A\n${lib.tag} B\n${lib.tag} C`);
  });
});
