/**
 * Text length limits (issue 15 §4, migration 20261126140000_text_length_limits.sql): one character
 * over a column's limit is a 400 `23514` naming the column's constraint, through the API, and the row
 * keeps its value; exactly the limit is accepted. A 1 MB value used to be a 500 from the index.
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { COLUMN_LIMITS, TEXT_LIMITS, type TextLimitKind } from '../../src/lib/text-limits';
import { DEMO, env, raw } from './helpers.ts';

const service = () => env().serviceRoleKey;

/** A value of exactly `length` characters shaped like what the column holds. */
function valueOf(kind: TextLimitKind, length: number): string {
  const head = { email: '', url: 'https://example.test/', storagePath: `${DEMO.organizations.summit}/accounts/` }[kind as string] ?? '';
  const tail = kind === 'email' ? '@example.test' : '';
  return head + 'x'.repeat(length - head.length - tail.length) + tail;
}

/** One existing row per table, as the service role sees it (files and photos: made here). */
const rows = new Map<string, string>();

beforeAll(async () => {
  // Files and photos hang off an account of this test's own.
  const made = await raw('/rest/v1/accounts?select=id', {
    method: 'POST',
    token: service(),
    headers: { prefer: 'return=representation' },
    body: JSON.stringify({ organization_id: DEMO.organizations.summit, account_name: 'Text Limits Ltd' }),
  });
  const account = ((await made.json()) as { id: string }[])[0]!.id;
  const tables = [...new Set(Object.keys(COLUMN_LIMITS).map((c) => c.split('.')[0]!))];
  for (const table of tables) {
    if (table === 'files' || table === 'photos') {
      const res = await raw(`/rest/v1/${table}?select=id`, {
        method: 'POST',
        token: service(),
        headers: { prefer: 'return=representation' },
        body: JSON.stringify({
          account_id: account,
          file_name: 'limits.txt',
          path: `${DEMO.organizations.summit}/accounts/${account}/limits-${randomUUID()}.txt`,
        }),
      });
      expect(res.status, `${table} row`).toBe(201);
      rows.set(table, ((await res.json()) as { id: string }[])[0]!.id);
      continue;
    }
    const res = await raw(`/rest/v1/${table}?select=id&limit=1`, { token: service() });
    const [row] = (await res.json()) as { id: string }[];
    expect(row, `a ${table} row in the seed`).toBeDefined();
    rows.set(table, row!.id);
  }
});

describe('text length limits', () => {
  it.each(Object.entries(COLUMN_LIMITS))('%s: one character over its %s limit → 400 23514, row unchanged', async (column, kind) => {
    const [table, col] = column.split('.') as [string, string];
    const id = rows.get(table)!;
    const read = async () =>
      ((await (await raw(`/rest/v1/${table}?select=${col}&id=eq.${id}`, { token: service() })).json()) as unknown[])[0];
    const before = await read();
    const res = await raw(`/rest/v1/${table}?id=eq.${id}`, {
      method: 'PATCH',
      token: service(),
      body: JSON.stringify({ [col]: valueOf(kind, TEXT_LIMITS[kind] + 1) }),
    });
    const body = (await res.json()) as { code: string; message: string };
    expect({ status: res.status, code: body.code }).toEqual({ status: 400, code: '23514' });
    expect(body.message).toContain(`"${table}_${col}_length"`);
    expect(await read()).toEqual(before);
  });

  it('an account with every limited field at exactly its limit is accepted (the forms allow as much)', async () => {
    const fields = Object.entries(COLUMN_LIMITS)
      .filter(([c]) => c.startsWith('accounts.'))
      .map(([c, kind]) => [c.slice('accounts.'.length), valueOf(kind, TEXT_LIMITS[kind])] as const);
    const res = await raw('/rest/v1/accounts?select=id', {
      method: 'POST',
      token: service(),
      headers: { prefer: 'return=representation' },
      body: JSON.stringify({ ...Object.fromEntries(fields), organization_id: DEMO.organizations.summit }),
    });
    expect(res.status, await res.clone().text()).toBe(201);
    const [{ id }] = (await res.json()) as { id: string }[];
    expect((await raw(`/rest/v1/accounts?id=eq.${id}`, { method: 'DELETE', token: service() })).status).toBe(204);
  });
});
