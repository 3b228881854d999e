import { describe, expect, it } from 'vitest';
import { ApiError } from '../../local-supabase/rest/errors.ts';
import { parseFilter, parseLogic, parseOrder, parseQuery, parseSelect } from '../../local-supabase/rest/parse-query.ts';
import { parsePrefer } from '../../local-supabase/rest/prefer.ts';

const field = (name: string) => ({ name, json: [] });
const q = (s: string) => parseQuery(new URLSearchParams(s));

describe('select parser', () => {
  it('parses columns, aliases, casts and JSON paths', () => {
    expect(parseSelect('id,label:name,price::text,data->a->>b,d->0')).toEqual([
      { type: 'column', field: field('id'), alias: undefined, cast: undefined },
      { type: 'column', field: field('name'), alias: 'label', cast: undefined },
      { type: 'column', field: field('price'), alias: undefined, cast: 'text' },
      {
        type: 'column',
        field: {
          name: 'data',
          json: [
            { arrow: '->', key: 'a', index: false },
            { arrow: '->>', key: 'b', index: false },
          ],
        },
        alias: undefined,
        cast: undefined,
      },
      { type: 'column', field: { name: 'd', json: [{ arrow: '->', key: '0', index: true }] }, alias: undefined, cast: undefined },
    ]);
  });

  it('parses embeds with alias, hint, join type, spread and empty lists', () => {
    expect(parseSelect('*,a:authors!fk!inner(id,b(*)),...c(x),d()')).toEqual([
      { type: 'star' },
      {
        type: 'embed',
        name: 'authors',
        alias: 'a',
        hint: 'fk',
        joinType: 'inner',
        spread: false,
        children: [
          { type: 'column', field: field('id'), alias: undefined, cast: undefined },
          { type: 'embed', name: 'b', alias: undefined, hint: undefined, joinType: undefined, spread: false, children: [{ type: 'star' }] },
        ],
      },
      {
        type: 'embed',
        name: 'c',
        alias: undefined,
        hint: undefined,
        joinType: undefined,
        spread: true,
        children: [{ type: 'column', field: field('x'), alias: undefined, cast: undefined }],
      },
      { type: 'embed', name: 'd', alias: undefined, hint: undefined, joinType: undefined, spread: false, children: [] },
    ]);
  });

  it('accepts quoted names and refuses broken syntax, aggregates and bad casts', () => {
    expect(parseSelect('"my col"')).toEqual([{ type: 'column', field: field('my col'), alias: undefined, cast: undefined }]);
    expect(() => parseSelect('a(b')).toThrow(ApiError);
    expect(() => parseSelect('count()')).toThrow('Use of aggregate functions is not allowed');
    expect(() => parseSelect('a::int);drop')).toThrow(ApiError);
  });
});

describe('filter parser', () => {
  it('parses operators, negation, quantifiers and fts languages', () => {
    expect(parseFilter(field('a'), 'not.eq.5')).toMatchObject({ op: 'eq', negated: true, value: '5' });
    expect(parseFilter(field('a'), 'like(any).{x*,y*}')).toMatchObject({ op: 'like', quantifier: 'any', value: '{x*,y*}' });
    expect(parseFilter(field('a'), 'wfts(english).cat dog')).toMatchObject({ op: 'wfts', language: 'english', value: 'cat dog' });
    expect(parseFilter(field('a'), 'eq.a.b.c')).toMatchObject({ value: 'a.b.c' });
  });

  it('parses in lists with quotes, escapes and the empty list', () => {
    expect(parseFilter(field('a'), 'in.(1,"a,b","q\\"x")').value).toEqual(['1', 'a,b', 'q"x']);
    expect(parseFilter(field('a'), 'in.()').value).toEqual([]);
  });

  it('accepts is keywords case-insensitively and nothing else', () => {
    expect(parseFilter(field('a'), 'is.NULL').value).toBe('null');
    expect(parseFilter(field('a'), 'is.not_null').value).toBe('not_null');
    expect(() => parseFilter(field('a'), 'is.maybe')).toThrow(ApiError);
  });

  it('reports unknown operators like PostgREST', () => {
    try {
      parseFilter(field('id'), '0');
      expect.unreachable();
    } catch (e) {
      expect((e as ApiError).body()).toEqual({
        code: 'PGRST100',
        details: 'unexpected "0" expecting "not" or operator (eq, gt, ...)',
        hint: null,
        message: '"failed to parse filter (0)" (line 1, column 1)',
      });
    }
  });
});

describe('logic trees', () => {
  it('parses nested and/or with negation and quoted or array values', () => {
    const t = parseLogic('or', false, '(a.eq.1,not.and(b.gt.2,c.not.is.null),d.ilike."%x,y%",e.cs.{1,2},f.in.(1,2))');
    expect(t.children).toHaveLength(5);
    expect(t.children[1]).toMatchObject({
      kind: 'logic',
      op: 'and',
      negated: true,
      children: [{ op: 'gt' }, { op: 'is', negated: true, value: 'null' }],
    });
    expect(t.children[2]).toMatchObject({ op: 'ilike', value: '%x,y%' });
    expect(t.children[3]).toMatchObject({ op: 'cs', value: '{1,2}' });
    expect(t.children[4]).toMatchObject({ op: 'in', value: ['1', '2'] });
  });
});

describe('embedded columns in logic trees', () => {
  it('reads rel.col.op.value as a filter through an embed', () => {
    const t = parseLogic('or', false, '(rel.name.ilike.*x*,id.eq.1,a.b.not.is.null)');
    expect(t.children[0]).toMatchObject({ path: ['rel'], field: field('name'), op: 'ilike' });
    expect(t.children[1]).not.toHaveProperty('path');
    expect(t.children[2]).toMatchObject({ path: ['a'], field: field('b'), op: 'is', negated: true });
  });
});

describe('order parser', () => {
  it('parses directions, nulls placement, JSON paths and related columns', () => {
    expect(parseOrder('a.desc.nullslast,b,c->>d.asc,rel(e).desc')).toEqual([
      { field: field('a'), relation: undefined, direction: 'desc', nulls: 'last' },
      { field: field('b'), relation: undefined },
      { field: { name: 'c', json: [{ arrow: '->>', key: 'd', index: false }] }, relation: undefined, direction: 'asc' },
      { field: field('e'), relation: 'rel', direction: 'desc' },
    ]);
  });
});

describe('query string', () => {
  it('sorts keys into levels: filters, embedded modifiers, logic and reserved keys', () => {
    const p = q(
      'select=id,books(title)&id=gt.1&books.order=title.desc&books.limit=2&not.or=(a.eq.1,b.eq.2)&books.title=like.x*&columns="a","b"&on_conflict=a',
    );
    expect(p.columns).toEqual(['a', 'b']);
    expect(p.onConflict).toEqual(['a']);
    expect(p.levels.get('')!.conditions.map((c) => c.kind)).toEqual(['filter', 'logic']);
    expect(p.levels.get('')!.conditions[1]).toMatchObject({ kind: 'logic', op: 'or', negated: true });
    expect(p.levels.get('books')).toMatchObject({
      limit: 2,
      order: [{ field: field('title'), direction: 'desc' }],
      conditions: [{ op: 'like' }],
    });
  });

  it('decodes + as a space', () => {
    expect(q('name=eq.a+b').levels.get('')!.conditions[0]).toMatchObject({ value: 'a b' });
  });

  it('routes RPC argument names out of the filters', () => {
    const p = parseQuery(new URLSearchParams('a=1&a=2&b=eq.3'), { rpcArgNames: new Set(['a']) });
    expect(p.rpcArgs.get('a')).toEqual(['1', '2']);
    expect(p.levels.get('')!.conditions).toHaveLength(1);
  });
});

describe('Prefer header', () => {
  it('splits comma-joined values, keeps the first of each kind and ignores unknown ones', () => {
    const p = parsePrefer('count=exact, return=representation, return=minimal, tx=rollback, foo=bar');
    expect(p).toMatchObject({ count: 'exact', return: 'representation', tx: 'rollback' });
    expect(() => parsePrefer('handling=strict, foo=bar')).toThrow(ApiError);
  });

  it('accepts only a known time zone and lists it as applied', () => {
    const zones = new Set(['Europe/Berlin', 'UTC']);
    expect(parsePrefer('timezone=Europe/Berlin', zones)).toMatchObject({ timezone: 'Europe/Berlin', applied: ['timezone=Europe/Berlin'] });
    expect(parsePrefer('timezone=Mars/Olympus', zones)).toEqual({ applied: [] });
    expect(() => parsePrefer('handling=strict, timezone=Mars/Olympus', zones)).toThrow(ApiError);
  });
});
