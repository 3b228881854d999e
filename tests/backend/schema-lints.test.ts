/**
 * Lints as tests, run against the catalogue of a freshly migrated and seeded database of its own
 * (PGlite in memory, or a new database on DATABASE_URL's server), plus the checks that need SQL
 * rather than an API client (the storage quota).
 */
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDb } from '../../local-supabase/db/index.ts';
import { migrate, PROJECT_ROLE } from '../../local-supabase/db/migrate.ts';
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

  // Migrations run as hosted's postgres, which is not a superuser: a security definer function owned by
  // a superuser would do locally what it cannot do on hosted (docs/hosted-supabase.md).
  it('the migrations ran as a non-superuser that owns every object of public and app, and nothing of auth or storage', async () => {
    const [role] = await rows<{ super: boolean; bypassrls: boolean }>(
      `select rolsuper as super, rolbypassrls as bypassrls from pg_roles where rolname = $1`,
      [PROJECT_ROLE],
    );
    expect(role).toEqual({ super: false, bypassrls: true });
    const owners = await rows<{ kind: string; schema: string; owner: string; n: number }>(`
      select kind, schema, owner, count(*)::int as n from (
        select 'relation' as kind, c.relnamespace::regnamespace::text as schema, pg_get_userbyid(c.relowner) as owner
          from pg_class c where c.relnamespace in ('public'::regnamespace, 'app'::regnamespace, 'auth'::regnamespace, 'storage'::regnamespace)
        union all
        select 'function', p.pronamespace::regnamespace::text, pg_get_userbyid(p.proowner)
          from pg_proc p where p.pronamespace in ('public'::regnamespace, 'app'::regnamespace, 'auth'::regnamespace, 'storage'::regnamespace)
        union all
        select 'type', t.typnamespace::regnamespace::text, pg_get_userbyid(t.typowner)
          from pg_type t where t.typnamespace in ('public'::regnamespace, 'app'::regnamespace)
        union all
        select 'schema', n.nspname::text, pg_get_userbyid(n.nspowner)
          from pg_namespace n where n.nspname in ('app', 'auth', 'storage')
      ) o group by 1, 2, 3 order by 2, 1, 3`);
    const owner = (schema: string) => [...new Set(owners.filter((o) => o.schema === schema).map((o) => o.owner))].sort();
    expect(owner('public')).toEqual([PROJECT_ROLE]);
    expect(owner('app')).toEqual([PROJECT_ROLE]);
    expect(owner('auth')).toEqual(['supabase_admin', 'supabase_auth_admin']);
    expect(owner('storage')).toEqual(['supabase_admin', 'supabase_storage_admin']);
    expect(owners.filter((o) => o.schema === 'public' && o.kind === 'function').length).toBeGreaterThan(0);
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

  // Supabase's advisor, lint 0010 security_definer_view (level ERROR), as splinter's SQL asks it: a
  // view that anon or authenticated may select from, outside Supabase's own schemas and not owned by
  // an extension, without security_invoker, runs with its owner's rights and ignores RLS.
  it("security_definer_view: no view that API roles can read runs with its owner's rights", async () => {
    const definerViews = await rows<{ v: string }>(`
      select n.nspname || '.' || c.relname as v
      from pg_catalog.pg_class c
      join pg_catalog.pg_namespace n on n.oid = c.relnamespace
      left join pg_catalog.pg_depend dep on dep.objid = c.oid and dep.deptype = 'e'
      where c.relkind = 'v'
        and (pg_catalog.has_table_privilege('anon', c.oid, 'SELECT') or pg_catalog.has_table_privilege('authenticated', c.oid, 'SELECT'))
        and n.nspname not in ('auth', 'cron', 'extensions', 'graphql', 'graphql_public', 'information_schema', 'net', 'pgsodium',
                              'pgsodium_masks', 'pgbouncer', 'pg_catalog', 'pgtle', 'realtime', 'storage', 'supabase_functions',
                              'supabase_migrations', 'vault')
        and dep.objid is null
        and not (lower(coalesce(c.reloptions::text, '{}'))::text[]
                 && array['security_invoker=1', 'security_invoker=true', 'security_invoker=yes', 'security_invoker=on'])
      order by 1`);
    expect(definerViews.map((v) => v.v)).toEqual([]);
    // The lint only sees what it can see: the list views exist and are the caller's.
    const listViews = await rows<{ v: string }>(`
      select c.relname as v from pg_class c
      where c.relnamespace = 'public'::regnamespace and c.relkind = 'v' order by 1`);
    expect(listViews.map((v) => v.v)).toContain('pricing_requests_list');
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

  it('avatars and logos follow their row: the update policies call the helpers the storage rule calls', async () => {
    const policies = await rows<{ t: string; qual: string }>(`
      select tablename as t, qual from pg_policies
      where schemaname = 'public' and policyname in ('profiles_update', 'partners_update', 'affiliates_update', 'organizations_update')
      order by 1`);
    expect(policies.map((p) => [p.t, /app\.can_edit_\w+/.exec(p.qual)?.[0]])).toEqual([
      ['affiliates', 'app.can_edit_affiliate'],
      ['organizations', 'app.can_edit_organization'],
      ['partners', 'app.can_edit_partner'],
      ['profiles', 'app.can_edit_profile'],
    ]);
    const [picture] = await rows<{ src: string }>(
      `select prosrc as src from pg_proc where oid = 'app.can_edit_picture(text)'::regprocedure`,
    );
    for (const helper of ['can_edit_profile', 'can_edit_partner', 'can_edit_affiliate', 'can_edit_organization'])
      expect(picture.src).toContain(`app.${helper}(`);
  });

  it('buckets are the service role’s: no API role may insert, update or delete one, nor empty one', async () => {
    const writes = await rows<{ p: string }>(`
      select policyname as p from pg_policies
      where schemaname = 'storage' and tablename = 'buckets' and cmd <> 'SELECT' and permissive = 'PERMISSIVE'
        and policyname not like 'fx%'`);
    expect(writes).toEqual([]);
    const guards = await rows<{ t: string; cmd: string }>(`
      select tablename as t, cmd from pg_policies
      where schemaname = 'storage' and permissive = 'RESTRICTIVE' and qual like '%storage.bucket.empty%' order by 1`);
    expect(guards).toEqual([
      { t: 'buckets', cmd: 'SELECT' },
      { t: 'objects', cmd: 'DELETE' },
    ]);
  });

  it('policies call argument-free helpers and auth.uid() through (select …), once per statement', async () => {
    const policies = await rows<{ name: string; expr: string }>(`
      select schemaname || '.' || tablename || ' ' || policyname as name, coalesce(qual, '') || ' ' || coalesce(with_check, '') as expr
      from pg_policies where schemaname in ('public', 'storage') and tablename not like 'fx\\_%' and policyname not like 'fx%'`);
    // The planner hint of the list tables' select policies (migration 20261123100000, docs/security.md):
    // a plain call behind a gate that is never true, so it is evaluated while planning and never per row.
    const hint = '((( SELECT 0) <> 0) AND (organization_id = ANY (app.planned_org_wide())))';
    const hinted = policies.filter(({ expr }) => expr.includes(hint)).map((p) => p.name);
    expect(hinted.sort()).toEqual([
      'public.accounts accounts_select',
      'public.contracts contracts_select',
      'public.matrix_submissions matrix_submissions_select',
      'public.pricing_requests pricing_requests_select',
      'public.record_history record_history_select',
    ]);
    // record_history's select policy also hints the partner and sales-rep rules (migration
    // 20261126170000_record_history: a regional's or a rep's history is too large to sort for a page).
    const historyHints = [
      '((( SELECT 0) <> 0) AND (partner_id = ANY (app.planned_my_partners())))',
      '((( SELECT 0) <> 0) AND (profile_id = ANY (app.planned_visible_profiles())))',
    ];
    for (const h of historyHints)
      expect(policies.filter(({ expr }) => expr.includes(h)).map((p) => p.name)).toEqual(['public.record_history record_history_select']);
    const bare = policies.filter(({ expr }) => {
      const rest = [hint, ...historyHints].reduce((e, h) => e.replaceAll(h, ''), expr);
      return [...rest.matchAll(/(app\.\w+|auth\.uid)\(\)/g)].some((m) => !/SELECT\s+$/i.test(rest.slice(0, m.index)));
    });
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
