/**
 * Lints as tests, run against the catalogue of a freshly migrated and seeded database of its own
 * (PGlite in memory, or a new database on DATABASE_URL's server), plus the checks that need SQL
 * rather than an API client (the storage quota).
 */
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDb } from '../../local-supabase/db/index.ts';
import { migrate } from '../../local-supabase/db/migrate.ts';
import { withRequestContext } from '../../local-supabase/db/request-context.ts';
import type { Db } from '../../local-supabase/db/types.ts';
import { DEMO } from './helpers.ts';
import { freshDatabase, type FreshDatabase } from './fresh-database.ts';

let db: Db;
let fresh: FreshDatabase | undefined;

beforeAll(async () => {
  fresh = await freshDatabase('schema_lints');
  db = await openDb({ dataDir: 'memory', databaseUrl: fresh.url });
  await migrate(db, { projectDir: path.resolve(process.env.LOCAL_SUPABASE_PROJECT ?? '.'), seed: true });
});

afterAll(async () => {
  await db?.close();
  await fresh?.drop();
});

const rows = async <T>(sql: string, params: unknown[] = []) => (await db.query<T>(sql, params)).rows;
const as = (sub: string | null) => ({
  role: sub ? 'authenticated' : 'anon',
  claims: sub ? { sub, aud: 'authenticated', email: '' } : {},
});

describe('schema lints', () => {
  it('every table in public has RLS enabled and at least one policy', async () => {
    const offenders = await rows<{ t: string; rls: boolean; policies: number }>(`
      select c.relname as t, c.relrowsecurity as rls,
             (select count(*)::int from pg_policies p where p.schemaname = 'public' and p.tablename = c.relname) as policies
      from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind in ('r', 'p') and c.relname not like 'fx\\_%'
      order by 1`);
    expect(offenders.length).toBeGreaterThan(25);
    expect(offenders.filter((r) => !r.rls || r.policies === 0)).toEqual([]);
  });

  it('every security definer function has a fixed search_path, and every function a comment', async () => {
    const fns = await rows<{ f: string; definer: boolean; config: string[] | null; comment: string | null }>(`
      select n.nspname || '.' || p.proname as f, p.prosecdef as definer, p.proconfig as config,
             obj_description(p.oid, 'pg_proc') as comment
      from pg_proc p join pg_namespace n on n.oid = p.pronamespace
      where n.nspname in ('public', 'app')`);
    expect(fns.length).toBeGreaterThan(20);
    const definerWithoutPath = fns.filter((f) => f.definer && !(f.config ?? []).some((c) => c.startsWith('search_path=')));
    expect(definerWithoutPath.map((f) => f.f)).toEqual([]);
    expect(fns.filter((f) => !f.comment).map((f) => f.f)).toEqual([]);
  });

  it('no view exposes auth.users', async () => {
    const views = await rows<{ v: string }>(`
      select distinct v.relnamespace::regnamespace || '.' || v.relname as v
      from pg_depend d
      join pg_rewrite r on r.oid = d.objid
      join pg_class v on v.oid = r.ev_class
      where d.refobjid = 'auth.users'::regclass and v.relkind in ('v', 'm')
        and v.relnamespace::regnamespace::text in ('public', 'app')`);
    expect(views).toEqual([]);
  });

  it("every view in public reads through the caller's RLS (security_invoker), or is management's and says so", async () => {
    const definerViews = await rows<{ v: string; def: string }>(`
      select c.relname as v, pg_get_viewdef(c.oid) as def from pg_class c
      where c.relnamespace = 'public'::regnamespace and c.relkind in ('v', 'm')
        and not coalesce('security_invoker=true' = any (c.reloptions), false)
        and not coalesce('security_invoker=on' = any (c.reloptions), false)`);
    // Management's list views (docs/security.md): owner's rights, and every row gated on the caller
    // being management, who sees every row under RLS as well.
    const gate = /\bWHERE \(\s*SELECT app\.is_management\(\) AS is_management\)\s*;?\s*$/;
    const ungated = definerViews.filter((v) => !(v.v.endsWith('_management') && gate.test(v.def.trim())));
    expect(ungated.map((v) => v.v)).toEqual([]);
    expect(definerViews.map((v) => v.v).sort()).toEqual(['accounts_list_management', 'pricing_requests_list_management']);
  });

  it('anon reads nothing but version_history', async () => {
    const anonPolicies = await rows<{ t: string }>(`
      select distinct tablename as t from pg_policies
      where schemaname = 'public' and tablename not like 'fx\\_%' and (roles && array['anon', 'public']::name[])`);
    expect(anonPolicies.map((r) => r.t)).toEqual(['version_history']);
    const tables = await rows<{ t: string }>(`
      select tablename as t from pg_tables where schemaname = 'public' and tablename not like 'fx\\_%' order by 1`);
    const readable: string[] = [];
    for (const { t } of tables) {
      const n = await withRequestContext(db, as(null), async (tx) => {
        try {
          return Number((await tx.query<{ n: string }>(`select count(*)::text as n from public.${t}`)).rows[0].n);
        } catch {
          return 0;
        }
      }).catch(() => 0);
      if (n > 0) readable.push(t);
    }
    expect(readable).toEqual(['version_history']);
  });

  it('keys is unreadable to every signed-in user, management included', async () => {
    const privileges = await rows<{ anon: boolean; authed: boolean; service: boolean }>(`
      select has_table_privilege('anon', 'public.keys', 'select') as anon,
             has_table_privilege('authenticated', 'public.keys', 'select') as authed,
             has_table_privilege('service_role', 'public.keys', 'select') as service`);
    expect(privileges[0]).toEqual({ anon: false, authed: false, service: true });
    await expect(withRequestContext(db, as(DEMO.users.management), (tx) => tx.query('select * from public.keys'))).rejects.toMatchObject({
      code: '42501',
    });
  });

  it('policies call argument-free helpers and auth.uid() through (select …), once per statement', async () => {
    const policies = await rows<{ name: string; expr: string }>(`
      select schemaname || '.' || tablename || ' ' || policyname as name, coalesce(qual, '') || ' ' || coalesce(with_check, '') as expr
      from pg_policies where schemaname in ('public', 'storage') and tablename not like 'fx\\_%' and policyname not like 'fx%'`);
    const bare = policies.filter(({ expr }) =>
      [...expr.matchAll(/(app\.\w+|auth\.uid)\(\)/g)].some((m) => !/SELECT\s+$/i.test(expr.slice(0, m.index))),
    );
    expect(bare.map((p) => p.name)).toEqual([]);
  });

  it('every foreign key of public is indexed (leading column)', async () => {
    const missing = await rows<{ fk: string }>(`
      select c.conrelid::regclass || '.' || a.attname as fk
      from pg_constraint c
      join pg_attribute a on a.attrelid = c.conrelid and a.attnum = c.conkey[1]
      where c.contype = 'f' and c.connamespace = 'public'::regnamespace and c.conrelid::regclass::text not like 'fx\\_%'
        and not exists (select 1 from pg_index i where i.indrelid = c.conrelid and i.indkey[0] = c.conkey[1])`);
    expect(missing).toEqual([]);
  });

  it('every public table with updated_at stamps it on update; version_history is published to realtime', async () => {
    const unstamped = await rows<{ t: string }>(`
      select c.table_name as t from information_schema.columns c
      join information_schema.tables tb on tb.table_schema = c.table_schema and tb.table_name = c.table_name and tb.table_type = 'BASE TABLE'
      where c.table_schema = 'public' and c.column_name = 'updated_at' and c.table_name not like 'fx\\_%'
        and not exists (
          select 1 from pg_trigger tg join pg_proc p on p.oid = tg.tgfoid
          where tg.tgrelid = ('public.' || c.table_name)::regclass and p.proname = 'set_updated_at')`);
    expect(unstamped).toEqual([]);
    const published = await rows<{ t: string }>(
      `select tablename as t from pg_publication_tables where pubname = 'supabase_realtime' and schemaname = 'public'`,
    );
    expect(published.map((r) => r.t)).toContain('version_history');
  });
});

describe('storage quota (5 GiB per organization)', () => {
  const folder = `${DEMO.organizations.summit}/accounts/${DEMO.account(1)}`;
  const tryUpload = (name: string, contentLength: number) =>
    withRequestContext(db, as(DEMO.users.salesRep), (tx) =>
      tx.query(`insert into storage.objects (bucket_id, name, owner, metadata) values ('organizations', $1, $2, $3)`, [
        `${folder}/${name}`,
        DEMO.users.salesRep,
        JSON.stringify({ mimetype: 'application/pdf', contentLength }),
      ]),
    );

  it('refuses an upload that would take the organization past 5,368,709,120 bytes', async () => {
    await db.query(
      `insert into app.organization_storage (organization_id, bytes) values ($1, 5368709120 - 1000)
       on conflict (organization_id) do update set bytes = excluded.bytes`,
      [DEMO.organizations.summit],
    );
    try {
      await expect(tryUpload('too-big.pdf', 1001)).rejects.toMatchObject({ code: '42501' });
      await tryUpload('fits.pdf', 1000);
      const used = await rows<{ bytes: string }>(`select bytes::text from app.organization_storage where organization_id = $1`, [
        DEMO.organizations.summit,
      ]);
      expect(used[0].bytes).toBe('5368709120');
    } finally {
      await db.query(`delete from storage.objects where name like $1`, [`${folder}/%`]);
      await db.query(`update app.organization_storage set bytes = 0 where organization_id = $1`, [DEMO.organizations.summit]);
    }
  });
});

describe('profile guard', () => {
  const update = (sub: string, id: string, set: string) =>
    withRequestContext(db, as(sub), (tx) => tx.query(`update public.profiles set ${set} where id = $1`, [id]));

  it('a user cannot change their own role or status', async () => {
    await expect(update(DEMO.users.salesRep, DEMO.users.salesRep, 'role = 4')).rejects.toMatchObject({ code: '42501' });
    await expect(update(DEMO.users.partnerAdmin, DEMO.users.partnerAdmin, 'active = false')).rejects.toMatchObject({ code: '42501' });
  });

  it('a partner admin manages their reps but cannot make anyone management', async () => {
    await expect(update(DEMO.users.partnerAdmin, DEMO.users.salesRep, 'role = 4')).rejects.toMatchObject({ code: '42501' });
    await update(DEMO.users.partnerAdmin, DEMO.users.salesRep, `job_description = 'Senior Energy Advisor'`);
    const r = await rows<{ job_description: string }>(`select job_description from public.profiles where id = $1`, [DEMO.users.salesRep]);
    expect(r[0].job_description).toBe('Senior Energy Advisor');
  });

  it('e-mail columns cannot be edited through the API', async () => {
    await update(DEMO.users.salesRep, DEMO.users.salesRep, `email = 'spoof@evil.test', first_name = 'Sam'`);
    const r = await rows<{ email: string }>(`select email from public.profiles where id = $1`, [DEMO.users.salesRep]);
    expect(r[0].email).toBe('sales-rep@demo.test');
  });
});
