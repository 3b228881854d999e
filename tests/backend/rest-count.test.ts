// `Prefer: count=planned` and `count=estimated` as PostgREST answers them (Query.hs readTotal): planned
// is the planner's row estimate of the count query; estimated is the exact count up to db-max-rows
// (1000 in supabase/config.toml) and above it the larger of max-rows + 1 and the estimate; a
// function call is counted exactly for estimated and not at all for planned.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { raw, serviceClient } from './helpers.ts';
import { uniq } from './rest-helpers.ts';

const tag = uniq('count');
const MANY = 1100;

beforeAll(async () => {
  const rows = Array.from({ length: MANY }, (_, i) => ({
    name: `${tag} ${String(i).padStart(4, '0')}`,
    country: i < 3 ? 'CA' : null,
    meta: { k: tag },
  }));
  const { error } = await serviceClient().from('fx_authors').insert(rows);
  if (error) throw error;
});

afterAll(async () => {
  await serviceClient().from('fx_authors').delete().like('name', `${tag}%`);
});

const total = async (query: string, prefer: string) => {
  const res = await raw(`/rest/v1/${query}`, { headers: { prefer } });
  expect(res.status).toBeLessThan(300);
  expect(res.headers.get('preference-applied')).toBe(prefer);
  const range = res.headers.get('content-range')!;
  return { range, total: range.split('/')[1]! };
};

describe('count=planned and count=estimated', () => {
  const mine = `fx_authors?select=id&name=like.${encodeURIComponent(tag)}*`;

  it('estimated below max_rows is the exact count', async () => {
    expect((await total(`${mine}&country=eq.CA`, 'count=estimated')).range).toBe('0-2/3');
    expect((await total(`${mine}&country=eq.CA&limit=2`, 'count=estimated')).range).toBe('0-1/3');
  });

  it('estimated above max_rows is the larger of max_rows + 1 and the planner estimate (what count=planned answers)', async () => {
    // A JSON key has no statistics: the planner takes 0.5% of the table, far below the 1,100 rows.
    const byKey = `fx_authors?select=id&meta->>k=eq.${encodeURIComponent(tag)}&limit=5`;
    expect((await total(byKey, 'count=exact')).total).toBe(String(MANY));
    const planned = Number((await total(byKey, 'count=planned')).total);
    expect(planned).toBeGreaterThan(0);
    expect(planned).toBeLessThan(1001);
    expect(await total(byKey, 'count=estimated')).toEqual({ range: '0-4/1001', total: '1001' });
    const bigger = Number((await total(`${mine}&limit=5`, 'count=planned')).total);
    expect((await total(`${mine}&limit=5`, 'count=estimated')).total).toBe(String(Math.max(1001, bigger)));
  });

  it('planned is the estimate, not a count: a primary-key lookup of a missing row is estimated at one row', async () => {
    const { data } = await serviceClient().from('fx_authors').select('id').like('name', `${tag}%`).order('id').limit(1).single();
    const id = (data as { id: number }).id;
    expect((await total(`fx_authors?select=id&id=eq.${id}`, 'count=planned')).range).toBe('0-0/1');
    expect((await total(`fx_authors?select=id&id=eq.-1`, 'count=planned')).range).toBe('*/1');
    expect((await total(`fx_authors?select=id&id=eq.-1`, 'count=exact')).range).toBe('*/0');
  });

  it('a function call is counted exactly for estimated and not for planned', async () => {
    expect((await total('rpc/fx_series?n=5', 'count=estimated')).range).toBe('0-4/5');
    expect((await total('rpc/fx_series?n=5', 'count=planned')).range).toBe('0-4/*');
    expect((await total('rpc/fx_series?n=5', 'count=exact')).range).toBe('0-4/5');
  });
});
