/**
 * The database layer's transaction contract, on whichever backend the run uses (PGlite in memory,
 * or a new database on DATABASE_URL's server): `batch` (one round trip on PostgreSQL, pipelined)
 * and `transaction` with a prelude must behave exactly like BEGIN … COMMIT run one by one.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDb } from '../../local-supabase/db/index.ts';
import { isPgError, preparedName, type Db } from '../../local-supabase/db/types.ts';
import { freshDatabase, type FreshDatabase } from './fresh-database.ts';

let db: Db;
let fresh: FreshDatabase | undefined;

async function errorOf(p: Promise<unknown>): Promise<{ code?: string; message: string }> {
  try {
    await p;
  } catch (e) {
    return { code: isPgError(e) ? e.code : undefined, message: e instanceof Error ? e.message : String(e) };
  }
  throw new Error('expected a failure');
}

beforeAll(async () => {
  fresh = await freshDatabase('db_batch');
  db = await openDb({ dataDir: 'memory', databaseUrl: fresh.url });
  await db.exec(`create table public.ledger (id serial primary key, label text not null unique)`);
});

afterAll(async () => {
  await db?.close();
  await fresh?.drop();
});

describe('batch', () => {
  it('returns each statement’s result, in order', async () => {
    const out = await db.batch([
      { text: `insert into public.ledger (label) values ($1) returning label`, params: ['first'] },
      { text: `select $1::int + 1 as n`, params: [41] },
      { text: `select count(*)::int as n from public.ledger where label = 'first'` },
    ]);
    expect(out.map((r) => r.rows[0])).toEqual([{ label: 'first' }, { n: 42 }, { n: 1 }]);
    expect(out[0]!.rowCount).toBe(1);
  });

  it('throws the failing statement’s own error and rolls back what ran before it', async () => {
    const err = await errorOf(
      db.batch([
        { text: `insert into public.ledger (label) values ($1)`, params: ['rolled-back'] },
        { text: `select 1 / $1::int`, params: [0] },
        { text: `insert into public.ledger (label) values ($1)`, params: ['never'] },
      ]),
    );
    expect(err.code).toBe('22012'); // division_by_zero, not 25P02 (transaction aborted)
    const { rows } = await db.query<{ n: number }>(`select count(*)::int as n from public.ledger where label in ('rolled-back', 'never')`);
    expect(rows[0]!.n).toBe(0);
  });

  it('keeps transaction-local settings inside the batch', async () => {
    const [, inside] = await db.batch([
      { text: `select set_config('request.jwt.claims', $1, true)`, params: ['{"sub":"batch"}'] },
      { text: `select current_setting('request.jwt.claims', true) as claims` },
    ]);
    expect(inside!.rows[0]).toEqual({ claims: '{"sub":"batch"}' });
    // Nothing survives the transaction on a pooled connection.
    const after = await Promise.all(
      Array.from({ length: 12 }, () => db.query<{ claims: string | null }>(`select current_setting('request.jwt.claims', true) as claims`)),
    );
    for (const r of after) expect(r.rows[0]!.claims ?? '').toBe('');
  });

  it('answers many concurrent batches, failing and succeeding, each with its own result', async () => {
    const calls = Array.from({ length: 60 }, (_, i) =>
      i % 3 === 0
        ? errorOf(db.batch([{ text: `select set_config('app.n', $1, true)`, params: [String(i)] }, { text: `select 1 / 0` }])).then(
            (e) => e.code,
          )
        : db
            .batch([
              { text: `select set_config('app.n', $1, true)`, params: [String(i)] },
              { text: `select current_setting('app.n') as n, pg_sleep(0.001)::text as slept` },
            ])
            .then((r) => r[1]!.rows[0]!.n),
    );
    const out = await Promise.all(calls);
    out.forEach((v, i) => expect(v).toBe(i % 3 === 0 ? '22012' : String(i)));
  });

  it('a unique violation is reported as such, and the next batch on the pool succeeds', async () => {
    await db.batch([{ text: `insert into public.ledger (label) values ('dup')` }]);
    const err = await errorOf(db.batch([{ text: `insert into public.ledger (label) values ('dup')` }]));
    expect(err.code).toBe('23505');
    const [r] = await db.batch([{ text: `select count(*)::int as n from public.ledger where label = 'dup'` }]);
    expect(r!.rows[0]).toEqual({ n: 1 });
  });
});

describe('named (prepared) statements', () => {
  const named = (text: string, params: unknown[] = []) => ({ text, params, name: preparedName(text) });

  it('give the same results as unnamed ones, on every pooled connection', async () => {
    const stmt = named(`select $1::int * 2 as n`);
    const out = await Promise.all(Array.from({ length: 30 }, (_, i) => db.batch([{ ...stmt, params: [i] }])));
    out.forEach((r, i) => expect(r[0]!.rows[0]).toEqual({ n: i * 2 }));
  });

  it('follow a change of the table they read', async () => {
    // The REST layer's statements always return the same columns (n, body, total) with the rows as
    // JSON, so a changed table shows up in the JSON of the next execution.
    const stmt = named(`select json_agg(l)::text as body from public.ledger l where label = $1`, ['first']);
    expect(JSON.parse((await db.batch([stmt]))[0]!.rows[0]!.body as string)).toEqual([{ id: expect.any(Number), label: 'first' }]);
    await db.exec(`alter table public.ledger add column note text default 'added'`);
    const again = (await db.batch([stmt]))[0]!.rows[0]!.body as string;
    expect(JSON.parse(again)).toEqual([{ id: expect.any(Number), label: 'first', note: 'added' }]);
  });

  // PostgreSQL only (the CI's second backend run): PGlite runs every statement unnamed.
  it.skipIf(!process.env.DATABASE_URL)('are planned for their own values (no generic plan) on PostgreSQL', async () => {
    const [mode] = await db.batch([named(`select current_setting('plan_cache_mode') as mode`)]);
    expect(mode!.rows[0]).toEqual({ mode: 'force_custom_plan' });
  });
});

describe('transaction with a prelude', () => {
  it('runs the prelude first, in the same transaction as fn', async () => {
    const seen = await db.transaction((tx) => tx.query<{ v: string }>(`select current_setting('app.who') as v`), {
      prelude: [{ text: `select set_config('app.who', $1, true)`, params: ['prelude'] }],
    });
    expect(seen.rows[0]).toEqual({ v: 'prelude' });
  });

  it('throws the prelude’s error without calling fn', async () => {
    let called = false;
    const err = await errorOf(
      db.transaction(
        async () => {
          called = true;
        },
        { prelude: [{ text: `select set_config('timezone', $1, true)`, params: ['Not/AZone'] }] },
      ),
    );
    expect(err.code).toBe('22023'); // invalid_parameter_value
    expect(called).toBe(false);
  });

  it('rolls back the prelude’s writes when fn throws', async () => {
    await errorOf(
      db.transaction(
        async () => {
          throw new Error('fn failed');
        },
        { prelude: [{ text: `insert into public.ledger (label) values ('prelude-write')` }] },
      ),
    );
    const { rows } = await db.query<{ n: number }>(`select count(*)::int as n from public.ledger where label = 'prelude-write'`);
    expect(rows[0]!.n).toBe(0);
  });
});
