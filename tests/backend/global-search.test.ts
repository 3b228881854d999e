// The Ctrl-K search (migration 20261126180000, providers/global-search.ts): for every demo login and
// every kind of record, `global_search` answers the first rows of the list the user would filter with
// the same term — the same rows, in the list's order, and "more" exactly when the list goes on — and
// nothing about rows the caller cannot see (not through the rows, their order or the "more" flag).
// Bad input is a 200 with nothing found, or a 400 that says why; never a 5xx.
import type { BaseRecord, CrudFilter, CrudSort } from '@refinedev/core';
import { dataProvider } from '@refinedev/supabase';
import type { SupabaseClient } from '@supabase/supabase-js';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { globalSearch, type SearchHit } from '../../providers/global-search.ts';
import { searchFilter } from '../../resources/accounts/list-query.ts';
import { toCrudFilters } from '../../resources/pricing-requests/filters.ts';
import { SEARCH_KINDS, type SearchKind } from '../../src/lib/search-kinds.ts';
import { anonClient, DEMO, DEMO_LOGINS, serviceClient, signIn } from './helpers.ts';

const LOGINS = DEMO_LOGINS.map((l) => `${l}@demo.test`);

/** Words of the demo data (names, contacts, streets, contract numbers, e-mails) no other test writes. */
const TERMS = ['Harbo', 'Storage', 'Olivia', 'Main St', 'CT-2026', 'Natural Gas', 'Fraser', 'demo.test', 'Lodge'];

const contains = (field: string, value: string): CrudFilter => ({ field, operator: 'contains', value });
const anyOf = (fields: string[], value: string): CrudFilter => ({ operator: 'or', value: fields.map((f) => contains(f, value)) });
const newestFirst: CrudSort[] = [
  { field: 'created_at', order: 'desc' },
  { field: 'id', order: 'desc' },
];

/** Each kind's list, filtered as its search box (or, for submissions and contracts, by account name) filters it. */
const LISTS: Record<SearchKind, { resource: string; select?: string; filters: (t: string) => CrudFilter[]; sorters: CrudSort[] }[]> = {
  accounts: [{ resource: 'accounts', filters: (t) => [searchFilter(t)], sorters: newestFirst }],
  pricing_requests: [
    { resource: 'pricing_requests_list', filters: (t) => toCrudFilters({ search: t, status: 'all' }), sorters: newestFirst },
  ],
  matrix_submissions: [
    {
      resource: 'matrix_submissions',
      select: 'id, created_at, account:accounts!inner(account_name)',
      filters: (t) => [contains('account.account_name', t)],
      sorters: newestFirst,
    },
  ],
  contracts: ['number', 'account.account_name'].map((field) => ({
    resource: 'contracts',
    select: 'id, end_date, account:accounts!inner(account_name)',
    filters: (t: string) => [contains(field, t)],
    sorters: [
      { field: 'end_date', order: 'asc' },
      { field: 'id', order: 'asc' },
    ] as CrudSort[],
  })),
  partners: [
    {
      resource: 'partners',
      filters: (t) => [contains('name', t)],
      sorters: [
        { field: 'name', order: 'asc' },
        { field: 'id', order: 'asc' },
      ],
    },
  ],
  affiliates: [
    {
      resource: 'affiliates',
      filters: (t) => [contains('name', t)],
      sorters: [
        { field: 'name', order: 'asc' },
        { field: 'id', order: 'asc' },
      ],
    },
  ],
  users: [{ resource: 'profiles', filters: (t) => [anyOf(['first_name', 'last_name', 'email'], t)], sorters: newestFirst }],
};

/** The first `limit` ids of a kind's list for this term, as the caller's RLS shows it. */
async function listed(client: SupabaseClient, kind: SearchKind, term: string, limit: number): Promise<string[]> {
  const pages = await Promise.all(
    LISTS[kind].map((l) =>
      dataProvider(client).getList<BaseRecord & { id: string; end_date?: string | null }>({
        resource: l.resource,
        filters: l.filters(term),
        sorters: l.sorters,
        pagination: { currentPage: 1, pageSize: limit, mode: 'server' },
        meta: { select: l.select ?? 'id' },
      }),
    ),
  );
  if (pages.length === 1) return pages[0]!.data.map((r) => r.id);
  // Contracts: by number or by account name, merged in the list's order (end date, nulls last, then id).
  const rows = new Map(pages.flatMap((p) => p.data).map((r) => [r.id, r.end_date ?? null]));
  return [...rows]
    .sort(([a, x], [b, y]) => (x === y ? (a < b ? -1 : 1) : x === null ? 1 : y === null ? -1 : x < y ? -1 : 1))
    .slice(0, limit)
    .map(([id]) => id);
}

const byKind = (hits: SearchHit[], kind: SearchKind) => hits.filter((h) => h.kind === kind).sort((a, b) => a.pos - b.pos);

describe('global_search', () => {
  let found = 0;
  it.each(LOGINS)('answers %s with the first rows of each list, in its order, and "more" when the list goes on', async (login) => {
    const client = await signIn(login);
    for (const term of TERMS) {
      const [wide, narrow, ...expected] = await Promise.all([
        globalSearch(client, term, SEARCH_KINDS, 20),
        globalSearch(client, term, SEARCH_KINDS, 3),
        ...SEARCH_KINDS.map((kind) => listed(client, kind, term, 21)),
      ]);
      SEARCH_KINDS.forEach((kind, i) => {
        const list = expected[i]!;
        for (const [hits, per] of [
          [wide, 20],
          [narrow, 3],
        ] as const) {
          const mine = byKind(hits, kind);
          expect({ term, kind, per, ids: mine.map((h) => h.id), more: mine.some((h) => h.more) }).toEqual({
            term,
            kind,
            per,
            ids: list.slice(0, per),
            more: list.length > per,
          });
          expect(mine.map((h) => h.pos)).toEqual(mine.map((_, n) => n + 1));
        }
        found += list.length;
      });
    }
  });

  it('(the comparisons above found rows to compare)', () => {
    expect(found).toBeGreaterThan(100);
  });

  it('asks only the kinds it is given, and reads what it shows through RLS (titles of the records)', async () => {
    const rep = await signIn('sales-rep@demo.test');
    const hits = await globalSearch(rep, 'Harbo', ['accounts'], 20);
    expect(hits.every((h) => h.kind === 'accounts')).toBe(true);
    const { data } = await rep
      .from('accounts')
      .select('id, account_name, active')
      .in(
        'id',
        hits.map((h) => h.id),
      );
    const names = new Map((data ?? []).map((a: { id: string; account_name: string }) => [a.id, a.account_name]));
    for (const h of hits) expect(h.title).toBe(names.get(h.id));
  });

  describe('across tenants', () => {
    const tag = `Qzt${randomUUID().slice(0, 6)}`;
    const created: string[] = [];
    const account = (home: boolean, i: number) => ({
      organization_id: home ? DEMO.organizations.summit : DEMO.organizations.coastal,
      partner_id: home ? DEMO.partners.brightline : DEMO.partners.harbor,
      sales_rep: home ? DEMO.users.salesRep : DEMO.users.salesRep2,
      account_name: `${tag} ${home ? 'home' : 'away'} ${i}`,
      // The other tenant's are the newest: a cut before RLS would push the home rows out of the page.
      created_at: new Date(Date.UTC(2030, 0, 1, 0, home ? i : 100 + i)).toISOString(),
    });

    beforeAll(async () => {
      const rows = [...[0, 1, 2].map((i) => account(true, i)), ...Array.from({ length: 10 }, (_, i) => account(false, i))];
      const { data, error } = await serviceClient().from('accounts').insert(rows).select('id');
      if (error) throw new Error(error.message);
      created.push(...(data as { id: string }[]).map((r) => r.id));
    });
    afterAll(async () => {
      if (created.length) await serviceClient().from('accounts').delete().in('id', created);
    });

    const titles = async (login: string, per: number) => {
      const hits = byKind(await globalSearch(await signIn(login), tag, ['accounts', 'pricing_requests'], per), 'accounts');
      return { titles: hits.map((h) => h.title), more: hits.some((h) => h.more) };
    };

    it('never shows the other tenant’s rows, nor lets them crowd out, reorder or count towards one’s own', async () => {
      const home = [2, 1, 0].map((i) => `${tag} home ${i}`);
      const away = Array.from({ length: 10 }, (_, i) => `${tag} away ${9 - i}`);
      for (const login of ['sales-rep@demo.test', 'partner-admin@demo.test', 'company-admin@demo.test', 'regional@demo.test']) {
        expect({ login, ...(await titles(login, 3)) }).toEqual({ login, titles: home, more: false });
        expect({ login, ...(await titles(login, 2)) }).toEqual({ login, titles: home.slice(0, 2), more: true });
      }
      for (const login of ['sales-rep-2@demo.test', 'partner-admin-2@demo.test', 'company-admin-2@demo.test']) {
        expect({ login, ...(await titles(login, 3)) }).toEqual({ login, titles: away.slice(0, 3), more: true });
        expect({ login, ...(await titles(login, 20)) }).toEqual({ login, titles: away, more: false });
      }
      expect(await titles('management@demo.test', 20)).toEqual({ titles: [...away, ...home], more: false });
      expect(await titles('affiliate-admin@demo.test', 20)).toEqual({ titles: [], more: false });
      expect(await titles('disabled@demo.test', 20)).toEqual({ titles: [], more: false });
    });
  });

  describe('bad input', () => {
    let client: SupabaseClient;
    beforeAll(async () => {
      client = await signIn('management@demo.test');
    });
    const call = (args: Record<string, unknown>) => client.rpc('global_search', args);

    it.each([
      ['empty', ''],
      ['blank', '   '],
      ['one letter', 'a'],
      ['two letters', 'Ha'],
      ['a wildcard', '%'],
      ['wildcards', '%%%'],
      ['underscores', '___'],
      ['a backslash', '\\'],
      ['quotes', `'"'"`],
      ['no three letters in a row', 'a b c'],
    ])('finds nothing for %s, with 200', async (_, term) => {
      const res = await call({ term });
      expect({ status: res.status, error: res.error, data: res.data }).toEqual({ status: 200, error: null, data: [] });
    });

    it('takes quotes, SQL and wildcards as plain text', async () => {
      for (const term of [`'; drop table accounts; --`, `Harbo'`, `Harbo%`, `Ha_bo`, `Harbo\\`, `x") or 1=1 --`]) {
        const res = await call({ term });
        expect({ term, status: res.status, error: res.error, data: res.data }).toEqual({ term, status: 200, error: null, data: [] });
      }
      // % and _ match only themselves: found once the data holds them.
      const { data, error } = await serviceClient()
        .from('accounts')
        .insert({ organization_id: DEMO.organizations.summit, partner_id: DEMO.partners.brightline, account_name: 'Zq9 100% Juice_Bar' })
        .select('id')
        .single<{ id: string }>();
      expect(error).toBeNull();
      try {
        const hit = async (term: string) => ((await call({ term, kinds: ['accounts'] })).data as SearchHit[]).map((h) => h.id);
        expect(await hit('Zq9 100% Juice_Bar')).toEqual([data!.id]);
        expect(await hit('Zq9 1000 Juice')).toEqual([]);
        expect(await hit('Zq9 100%')).toEqual([data!.id]);
        expect(await hit('Zq9 100_')).toEqual([]);
        expect(await hit('Juice_B')).toEqual([data!.id]);
        expect(await hit('JuiceXB')).toEqual([]);
      } finally {
        await serviceClient().from('accounts').delete().eq('id', data!.id);
      }
    });

    it('takes 200 characters and refuses 201 with 400', async () => {
      const ok = await call({ term: 'x'.repeat(200) });
      expect({ status: ok.status, data: ok.data }).toEqual({ status: 200, data: [] });
      const long = await call({ term: 'x'.repeat(201) });
      expect({ status: long.status, code: long.error?.code, message: long.error?.message }).toEqual({
        status: 400,
        code: '22023',
        message: 'The search term is too long (at most 200 characters).',
      });
    });

    it('refuses unknown kinds and page sizes out of 1–20 with 400', async () => {
      for (const args of [
        { term: 'Harbo', kinds: ['accounts', 'keys'] },
        { term: 'Harbo', kinds: [null] },
        { term: 'Harbo', per_kind: 0 },
        { term: 'Harbo', per_kind: 21 },
        { term: 'Harbo', per_kind: 'many' },
      ]) {
        const res = await call(args);
        expect({ args, status: res.status, data: res.data }).toEqual({ args, status: 400, data: null });
      }
      const none = await call({ term: 'Harbo', kinds: [] });
      expect({ status: none.status, data: none.data }).toEqual({ status: 200, data: [] });
    });

    it('asks each kind once, however often it is named: the same answer, and no search per repetition', async () => {
      const once = await call({ term: 'Harbo', kinds: ['accounts', 'partners'], per_kind: 20 });
      expect(once.error).toBeNull();
      expect((once.data as SearchHit[]).length).toBeGreaterThan(1);
      const twice = await call({ term: 'Harbo', kinds: ['accounts', 'partners', 'accounts', 'partners', 'accounts'], per_kind: 20 });
      expect({ status: twice.status, data: twice.data }).toEqual({ status: 200, data: once.data });
      // Thousands of repetitions cost one search of the kind, not thousands (each took milliseconds).
      const started = Date.now();
      const many = await call({ term: 'Harbo', kinds: Array.from({ length: 5000 }, () => 'accounts'), per_kind: 20 });
      expect({ status: many.status, data: many.data }).toEqual({
        status: 200,
        data: (once.data as SearchHit[]).filter((h) => h.kind === 'accounts'),
      });
      expect(Date.now() - started).toBeLessThan(3000);
    });

    it('is not for anon', async () => {
      const res = await anonClient().rpc('global_search', { term: 'Harbo' });
      expect(res.data ?? []).toEqual([]);
      expect(res.error?.code).toBe('42501');
    });
  });
});
