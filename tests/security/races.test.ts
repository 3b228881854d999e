/**
 * Races that requests through the API cannot time: two transactions held open side by side on one
 * database, the second one waiting on the first, as two requests of two users can (issue 25 §1, §2,
 * §6). Each test holds the first transaction open, starts the second, and — on PostgreSQL — waits
 * until the server reports the second one waiting for a lock before the first commits, so the race is
 * the worst case every time, not a matter of luck. PGlite runs one transaction at a time (the second
 * starts once the first committed): there the same tests check the sequential outcome, which must be
 * the same; CI runs this file on PostgreSQL 15 too, where it proves the race.
 *
 * The database is this file's own (migrations and seed, as local-supabase applies them), reached
 * directly, with the roles and request settings PostgREST and storage-api use.
 */
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDb } from '../../local-supabase/db/index.ts';
import { migrate } from '../../local-supabase/db/migrate.ts';
import { withRequestContext, type RequestContext } from '../../local-supabase/db/request-context.ts';
import type { Db, Sql } from '../../local-supabase/db/types.ts';
import { DEMO } from '../backend/helpers.ts';
import { freshDatabase, type FreshDatabase } from '../backend/fresh-database.ts';

let db: Db;
let fresh: FreshDatabase | undefined;

beforeAll(async () => {
  fresh = await freshDatabase('races');
  db = await openDb({ dataDir: 'memory', databaseUrl: fresh.url });
  await migrate(db, { projectDir: path.resolve(process.env.LOCAL_SUPABASE_PROJECT ?? '.'), seed: true });
}, 300_000);

afterAll(async () => {
  await db?.close();
  await fresh?.drop();
});

const user = (sub: string): RequestContext => ({ role: 'authenticated', claims: { sub, aud: 'authenticated', email: '' } });
/** storage-api's own connection (hosted: supabase_storage_admin), which writes every final object row. */
const storageApi: RequestContext = {
  role: 'supabase_storage_admin',
  claims: {},
  settings: { 'storage.operation': 'storage.object.upload' },
};

/** A transaction that runs `fn`, then stays open until released. */
function held<T>(ctx: RequestContext, fn: (tx: Sql) => Promise<T>) {
  let release!: () => void;
  let ready!: () => void;
  const gate = new Promise<void>((r) => (release = r));
  const started = new Promise<void>((r) => (ready = r));
  const done = withRequestContext(db, ctx, async (tx) => {
    const value = await fn(tx);
    ready();
    await gate;
    return value;
  });
  done.catch(() => ready());
  return { started, done, release };
}

/** Settles to the error a statement raised (or null when it succeeded). */
const outcome = (p: Promise<unknown>) =>
  p.then(
    () => null,
    (e: { code?: string; message?: string }) => e,
  );

/** PostgreSQL: until another session of this database waits for a lock (the race's worst case is set up). */
async function someoneWaits(): Promise<void> {
  if (db.kind !== 'pg') return;
  for (let i = 0; i < 600; i++) {
    const { rows } = await db.query<{ n: number }>(
      `select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
    );
    if (rows[0].n > 0) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('the second transaction never waited for the first');
}

describe('an id deleted while another tenant inserts it (issue 25 §1)', () => {
  it('the insert waits for the delete, then meets its tombstone: refused (23514), no partner has the id', async () => {
    const id = randomUUID();
    await db.query(`insert into public.partners (id, name, organization_id, status) values ($1, 'Race partner', $2, 11)`, [
      id,
      DEMO.organizations.summit,
    ]);
    const deleting = held(user(DEMO.users.companyAdmin), (tx) => tx.query('delete from public.partners where id = $1', [id]));
    await deleting.started;
    const inserting = outcome(
      withRequestContext(db, user(DEMO.users.companyAdmin2), (tx) =>
        tx.query(`insert into public.partners (id, name, organization_id, status) values ($1, 'Twin', $2, 11)`, [
          id,
          DEMO.organizations.coastal,
        ]),
      ),
    );
    await someoneWaits();
    deleting.release();
    await deleting.done;
    expect((await inserting)?.code).toBe('23514');
    expect((await db.query('select 1 from public.partners where id = $1', [id])).rows).toEqual([]);
  });
});

describe('bulk_update against an edit committed while it runs (issue 25 §6)', () => {
  for (const edited of [0, 1] as const)
    it(`the edit holds the ${edited === 0 ? 'first' : 'second'} row; the bulk waits, then finds it changed: nothing changed (PT422 stale), the edit is kept`, async () => {
      const [a, b] = [randomUUID(), randomUUID()];
      for (const id of [a, b])
        await db.query(
          `insert into public.accounts (id, organization_id, partner_id, sales_rep, account_name) values ($1, $2, $3, $4, 'Race account')`,
          [id, DEMO.organizations.summit, DEMO.partners.brightline, DEMO.users.salesRep],
        );
      // The versions the list loaded.
      const versions = (
        await db.query<{ id: string; v: string }>(`select id, updated_at::text as v from public.accounts where id = any($1::uuid[])`, [
          [a, b],
        ])
      ).rows;
      const v = (id: string) => versions.find((r) => r.id === id)!.v;

      // Someone edits account a (a sales rep of its organization) and has not committed yet…
      const editing = held(user(DEMO.users.companyAdmin), (tx) =>
        tx.query('update public.accounts set sales_rep = $2 where id = $1', [[a, b][edited], DEMO.users.regional]),
      );
      await editing.started;
      // …while the company admin's bulk action hands both accounts to the partner admin.
      const bulk = outcome(
        withRequestContext(db, user(DEMO.users.companyAdmin), (tx) =>
          tx.query(`select public.bulk_update('accounts', $1::uuid[], $2::jsonb, $3::timestamptz[])`, [
            [a, b],
            JSON.stringify({ sales_rep: DEMO.users.partnerAdmin }),
            [v(a), v(b)],
          ]),
        ),
      );
      await someoneWaits();
      editing.release();
      await editing.done;

      const refused = await bulk;
      expect(refused?.code).toBe('PT422');
      expect(refused?.message).toMatch(
        /Nothing was changed: 1 of 2 accounts were refused \(1 changed by someone else since the list loaded/,
      );
      const after = (
        await db.query<{ id: string; sales_rep: string }>(`select id, sales_rep from public.accounts where id = any($1::uuid[])`, [[a, b]])
      ).rows;
      // The edit is kept; the other row, though the bulk had changed it (first) or found it as loaded, is as before.
      expect(after.find((r) => r.id === [a, b][edited])?.sales_rep).toBe(DEMO.users.regional);
      expect(after.find((r) => r.id === [a, b][1 - edited])?.sales_rep).toBe(DEMO.users.salesRep);
    });

  it('bulk_delete likewise: a row edited meanwhile is not deleted, and nothing is', async () => {
    const [a, b] = [randomUUID(), randomUUID()];
    for (const id of [a, b])
      await db.query(`insert into public.accounts (id, organization_id, account_name) values ($1, $2, 'Race account')`, [
        id,
        DEMO.organizations.summit,
      ]);
    const versions = (
      await db.query<{ v: string }>(
        `select updated_at::text as v from public.accounts where id = any($1::uuid[]) order by array_position($1::uuid[], id)`,
        [[a, b]],
      )
    ).rows.map((r) => r.v);
    const editing = held(user(DEMO.users.companyAdmin), (tx) =>
      tx.query(`update public.accounts set notes = 'keep me' where id = $1`, [a]),
    );
    await editing.started;
    const bulk = outcome(
      withRequestContext(db, user(DEMO.users.companyAdmin), (tx) =>
        tx.query(`select public.bulk_delete('accounts', $1::uuid[], $2::timestamptz[])`, [[a, b], versions]),
      ),
    );
    await someoneWaits();
    editing.release();
    await editing.done;
    expect((await bulk)?.code).toBe('PT422');
    const left = (
      await db.query<{ id: string; notes: string | null }>(`select id, notes from public.accounts where id = any($1::uuid[])`, [[a, b]])
    ).rows;
    expect(left.length).toBe(2);
    expect(left.find((r) => r.id === a)?.notes).toBe('keep me');
  });
});

describe('two uploads finishing at once with room for one (issue 25 §2)', () => {
  const MB = 1_048_576;
  const QUOTA = 5_368_709_120;

  async function organization(used: number): Promise<string> {
    const org = randomUUID();
    await db.query(`insert into public.organizations (id, name) values ($1, 'Race org')`, [org]);
    await db.query(
      `insert into app.organization_storage (organization_id, bytes) values ($1, $2) on conflict (organization_id) do update set bytes = excluded.bytes`,
      [org, used],
    );
    return org;
  }

  /** storage-api's final write (uploader.completeUpload): as its own role, after the bytes are stored, with their real size. */
  const finalWrite = (tx: Sql, org: string, name: string, size: number) =>
    tx.query(`insert into storage.objects (bucket_id, name, owner_id, metadata, version) values ('organizations', $1, $2, $3, $4)`, [
      `${org}/accounts/${randomUUID()}/${name}`,
      DEMO.users.companyAdmin,
      JSON.stringify({ size, contentLength: size, mimetype: 'application/pdf', eTag: '"x"', httpStatusCode: 200 }),
      randomUUID(),
    ]);

  it('the second waits for the first on the organization’s counter, then is refused with the quota message', async () => {
    const org = await organization(QUOTA - (3 * MB) / 2);
    const first = held(storageApi, (tx) => finalWrite(tx, org, 'first.pdf', MB));
    await first.started;
    const second = outcome(withRequestContext(db, storageApi, (tx) => finalWrite(tx, org, 'second.pdf', MB)));
    await someoneWaits();
    first.release();
    await first.done;
    const refused = await second;
    expect(refused?.code).toBe('42501');
    expect(refused?.message).toMatch(/past its 5 GiB storage quota/);
    const { rows } = await db.query<{ bytes: string }>(`select bytes::text from app.organization_storage where organization_id = $1`, [
      org,
    ]);
    expect(rows[0].bytes).toBe(String(QUOTA - MB / 2));
  });
});

describe("what storage-api writes, path by path (hosted's order of operations; docs/hosted-supabase.md)", () => {
  // Learned from supabase/storage (v1.60.2: src/storage/uploader.ts, object.ts, routes/object/getSignedUploadURL.ts,
  // routes/tus/lifecycle.ts): every path first tries the row as the caller (RLS, rolled back) with the
  // metadata below, then — after the bytes are stored — writes it as storage-api itself with
  // metadata.size = the stored size. Only that final write knows the size on every path.
  const MB = 1_048_576;
  const QUOTA = 5_368_709_120;
  const PATHS: { path: string; trial: (size: number) => Record<string, unknown> | null }[] = [
    { path: 'standard upload with Content-Length', trial: (size) => ({ mimetype: 'application/pdf', contentLength: size }) },
    { path: 'chunked upload (no Content-Length)', trial: () => ({ mimetype: 'application/pdf' }) },
    {
      path: 'multipart upload (the request’s Content-Length)',
      trial: (size) => ({ mimetype: 'application/pdf', contentLength: size + 180 }),
    },
    { path: 'signed upload URL (the signing request’s metadata)', trial: () => ({ mimetype: 'application/json', contentLength: 2 }) },
    { path: 'TUS resumable, Upload-Defer-Length', trial: () => ({ mimetype: 'application/pdf' }) },
    { path: 'TUS resumable, Upload-Length', trial: (size) => ({ mimetype: 'application/pdf', contentLength: size }) },
  ];

  for (const p of PATHS) {
    it(`${p.path}: the final write with the real size is refused when it does not fit`, async () => {
      const org = randomUUID();
      const account = randomUUID();
      await db.query(`insert into public.organizations (id, name) values ($1, 'Path org')`, [org]);
      await db.query(`insert into public.accounts (id, organization_id, account_name) values ($1, $2, 'Path account')`, [account, org]);
      await db.query(`insert into public.assigned_organizations (profile, organization) values ($1, $2)`, [DEMO.users.companyAdmin, org]);
      await db.query(
        `insert into app.organization_storage (organization_id, bytes) values ($1, $2) on conflict (organization_id) do update set bytes = excluded.bytes`,
        [org, QUOTA - MB / 2],
      );
      const name = `${org}/accounts/${account}/${randomUUID()}.pdf`;
      // The trial, as the company admin (a declared size that does not fit is refused here already).
      const meta = p.trial(MB);
      const trial = await outcome(
        withRequestContext(
          db,
          { ...user(DEMO.users.companyAdmin), settings: { 'storage.operation': 'storage.object.upload' } },
          async (tx) => {
            await tx.query(
              `insert into storage.objects (bucket_id, name, owner_id, metadata, version) values ('organizations', $1, $2, $3, '1')`,
              [name, DEMO.users.companyAdmin, JSON.stringify(meta)],
            );
            throw Object.assign(new Error('rolled back'), { code: 'ROLLBACK' });
          },
        ),
      );
      const declared = Number((meta ?? {}).contentLength ?? 0);
      if (declared > MB / 2) expect(trial?.message).toMatch(/past its 5 GiB storage quota/);
      else expect(trial?.code).toBe('ROLLBACK');
      // The final write.
      const final = await outcome(
        withRequestContext(db, storageApi, (tx) =>
          tx.query(`insert into storage.objects (bucket_id, name, owner_id, metadata, version) values ('organizations', $1, $2, $3, $4)`, [
            name,
            DEMO.users.companyAdmin,
            JSON.stringify({ size: MB, contentLength: MB, mimetype: 'application/pdf' }),
            randomUUID(),
          ]),
        ),
      );
      expect(final?.code).toBe('42501');
      expect((await db.query('select 1 from storage.objects where name = $1', [name])).rows).toEqual([]);
    });
  }
});
