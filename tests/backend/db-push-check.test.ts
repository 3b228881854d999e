/**
 * scripts/db-push-check.ts, the CI step that applies supabase/migrations as hosted's non-superuser
 * `postgres` on a fresh database: it refuses what hosted Supabase refuses and lets through what hosted
 * lets through (docs/hosted-supabase.md). Each scratch project is a one-file migration set applied to
 * the same database (PGlite in memory, or a new database on DATABASE_URL's server); a refused file is
 * rolled back, so the next one starts from the same state.
 */
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDb } from '../../local-supabase/db/index.ts';
import { applyBootstrap, listMigrations, PROJECT_ROLE } from '../../local-supabase/db/migrate.ts';
import type { Db } from '../../local-supabase/db/types.ts';
import { pushCheck } from '../../scripts/db-push-check.ts';
import { freshDatabase, type FreshDatabase } from './fresh-database.ts';

let db: Db;
let fresh: FreshDatabase | undefined;
const dirs: string[] = [];

beforeAll(async () => {
  fresh = await freshDatabase('db_push_check');
  db = await openDb({ dataDir: 'memory', databaseUrl: fresh.url });
});

afterAll(async () => {
  await db?.close();
  await fresh?.drop();
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

let serial = 0;
/** A project whose supabase/migrations holds one file with this SQL (and optionally a seed). */
function project(migration: string, seed?: string): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'push-check-'));
  dirs.push(dir);
  mkdirSync(path.join(dir, 'supabase', 'migrations'), { recursive: true });
  writeFileSync(path.join(dir, 'supabase', 'migrations', `2026010100000${serial++}_scratch.sql`), migration);
  if (seed !== undefined) writeFileSync(path.join(dir, 'supabase', 'seed.sql'), seed);
  return dir;
}

const rows = async <T>(sql: string, params: unknown[] = []) => (await db.query<T>(sql, params)).rows;

describe('db push check: the starting point is hosted’s', () => {
  it('has only hosted’s default extensions, in schema extensions (Vault in its own), before any migration', async () => {
    await db.transaction((tx) => applyBootstrap(tx));
    const extensions = await rows<{ name: string; schema: string }>(
      `select extname as name, extnamespace::regnamespace::text as schema from pg_extension where extname <> 'plpgsql' order by 1`,
    );
    const expected = [
      { name: 'pg_stat_statements', schema: 'extensions' },
      { name: 'pgcrypto', schema: 'extensions' },
      { name: 'supabase_vault', schema: 'vault' },
      { name: 'uuid-ossp', schema: 'extensions' },
    ];
    // pg_stat_statements where the server has it (PGlite and the PostgreSQL images here do).
    const available = await rows(`select 1 from pg_available_extensions where name = 'pg_stat_statements'`);
    expect(extensions).toEqual(available.length ? expected : expected.slice(1));
  });

  it('offers pg_cron and pg_net for a migration to create, as hosted does (emulated), and creates neither', async () => {
    await db.transaction((tx) => applyBootstrap(tx));
    const offered = await rows<{ name: string; installed: string | null }>(
      `select name, installed_version as installed from pg_available_extensions where name in ('pg_cron', 'pg_net') order by 1`,
    );
    expect(offered).toEqual([
      { name: 'pg_cron', installed: null },
      { name: 'pg_net', installed: null },
    ]);
  });

  it('the migrations role is no superuser, bypasses RLS, and owns neither auth nor storage', async () => {
    const [role] = await rows<{ super: boolean; bypassrls: boolean; auth: boolean; storage: boolean }>(
      `select r.rolsuper as super, r.rolbypassrls as bypassrls,
              (select relowner from pg_class where oid = 'auth.users'::regclass) = r.oid as auth,
              (select relowner from pg_class where oid = 'storage.objects'::regclass) = r.oid as storage
         from pg_roles r where r.rolname = $1`,
      [PROJECT_ROLE],
    );
    expect(role).toEqual({ super: false, bypassrls: true, auth: false, storage: false });
  });
});

describe('db push check: what hosted refuses fails, with the file, the line and the error', () => {
  const refused: [string, string, RegExp][] = [
    [
      'an extension the migrations use but never create (pg_trgm is not a hosted default)',
      'create table public.scratch_names (name text);\ncreate index on public.scratch_names\n  using gin (name extensions.gin_trgm_ops);\n',
      /_scratch\.sql: ERROR: operator class "extensions\.gin_trgm_ops" does not exist for access method "gin" \(SQLSTATE 42704\)/,
    ],
    // The line comes from the error's position, which PostgreSQL gives for errors found while parsing.
    [
      'a syntax error, with its line',
      'create table public.scratch_ok (id int);\n\ncreate tabel public.scratch_typo (id int);\n',
      /_scratch\.sql:3: ERROR: syntax error at or near "tabel"/,
    ],
    ['a column added to storage.objects', 'alter table storage.objects add column scratch int;', /must be owner of storage\.objects/],
    ['a table created in auth', 'create table auth.scratch (id int);', /permission denied for schema auth/],
    ['a table created in storage', 'create table storage.scratch (id int);', /permission denied for schema storage/],
    ['an index on storage.objects', 'create index on storage.objects (owner);', /must be owner of storage\.objects/],
    ['RLS switched on auth.users', 'alter table auth.users enable row level security;', /must be owner of auth\.users/],
    [
      'a function replaced in storage',
      `create or replace function storage.filename(name text) returns text language sql as 'select name';`,
      /permission denied for schema storage/,
    ],
    ['a grant on auth.users', 'grant select on auth.users to anon;', /permission denied: GRANT on objects of schema auth/],
    [
      'default privileges for auth’s owner',
      'alter default privileges for role supabase_auth_admin in schema auth grant select on tables to anon;',
      /permission denied: ALTER DEFAULT PRIVILEGES on objects of schema auth/,
    ],
    ['a comment on storage.objects', "comment on table storage.objects is 'scratch';", /must be owner of storage\.objects/],
    ['dropping a storage table', 'drop table storage.buckets cascade;', /must be owner of table storage\.buckets/],
    [
      'a trigger renamed on storage.objects',
      'alter trigger update_objects_updated_at on storage.objects rename to scratch;',
      /must be owner of storage\.objects/,
    ],
    [
      'a superuser-only statement',
      'create event trigger scratch on ddl_command_end execute function pg_catalog.now();',
      /permission denied to create event trigger/,
    ],
    [
      'a security definer function that needs a superuser',
      `create function public.scratch_read() returns text language sql security definer set search_path = '' as $$ select pg_catalog.pg_read_file('PG_VERSION') $$;\nselect public.scratch_read();`,
      /permission denied for function pg_read_file/,
    ],
    ['leaving the role', 'reset role;\ncreate table public.scratch_escape (id int);', /left the role hosted_postgres/],
  ];
  for (const [what, sql, error] of refused) {
    it(`refuses ${what}`, async () => {
      const dir = project(sql);
      const result = await pushCheck(db, dir);
      expect(result.applied).toEqual([]);
      expect(result.failure?.file).toMatch(/^supabase\/migrations\/\d+_scratch\.sql$/);
      expect(result.failure?.message).toMatch(error);
    });
  }

  it('applies each file in one transaction: nothing of a failed file stays', async () => {
    const dir = project('create table public.scratch_half (id int);\nalter table storage.objects add column scratch int;\n');
    const result = await pushCheck(db, dir);
    expect(result.failure?.message).toMatch(/_scratch\.sql: ERROR: must be owner of storage\.objects/);
    expect(await rows(`select to_regclass('public.scratch_half') as t`)).toEqual([{ t: null }]);
  });
});

describe('db push check: what hosted allows passes', () => {
  it('policies and triggers on storage and auth tables, auth users written by the seed', async () => {
    const dir = project(
      `create function public.scratch_touch() returns trigger language plpgsql as $$ begin return new; end $$;
create trigger scratch_on_user after insert on auth.users for each row execute function public.scratch_touch();
create trigger scratch_on_object before insert on storage.objects for each row execute function public.scratch_touch();
drop trigger scratch_on_object on storage.objects;
create policy "scratch read" on storage.objects for select to authenticated using (bucket_id = 'scratch');
comment on policy "scratch read" on storage.objects is 'A signed-in user reads the scratch bucket.';
alter policy "scratch read" on storage.objects using (bucket_id = 'scratch' and owner = auth.uid());
create policy "scratch buckets" on storage.buckets for select to authenticated using (id = 'scratch');
drop policy "scratch buckets" on storage.buckets;
create policy "scratch own user" on auth.users for select to authenticated using (id = auth.uid());
grant select on storage.objects to anon;
insert into storage.buckets (id, name) values ('scratch', 'scratch');
`,
      `insert into auth.users (id, aud, role, email) values ('f0000000-0000-4000-8000-0000000c0001', 'authenticated', 'authenticated', 'scratch@test.local');
insert into auth.identities (provider_id, user_id, identity_data, provider)
  values ('f0000000-0000-4000-8000-0000000c0001', 'f0000000-0000-4000-8000-0000000c0001', '{"sub":"f0000000-0000-4000-8000-0000000c0001"}', 'email');
update auth.users set raw_user_meta_data = '{"scratch":true}' where id = 'f0000000-0000-4000-8000-0000000c0001';
`,
    );
    const result = await pushCheck(db, dir);
    expect(result.failure).toBeUndefined();
    expect(result.applied).toHaveLength(2);
    const triggers = await rows<{ t: string }>(`select tgname as t from pg_trigger where tgname like 'scratch%' order by 1`);
    expect(triggers).toEqual([{ t: 'scratch_on_user' }]);
    const policies = await rows<{ t: string; p: string }>(
      `select schemaname || '.' || tablename as t, policyname as p from pg_policies where policyname like 'scratch%' order by 1`,
    );
    expect(policies).toEqual([
      { t: 'auth.users', p: 'scratch own user' },
      { t: 'storage.objects', p: 'scratch read' },
    ]);
    const [fn] = await rows<{ owner: string }>(`select pg_get_userbyid(proowner) as owner from pg_proc where proname = 'scratch_touch'`);
    expect(fn?.owner).toBe(PROJECT_ROLE);
  });
});

describe('db push check: the project', () => {
  it('applies every migration and the seed on a fresh database', async () => {
    const own = await freshDatabase('db_push_project');
    const projectDb = await openDb({ dataDir: 'memory', databaseUrl: own.url });
    try {
      const projectDir = path.resolve(process.env.LOCAL_SUPABASE_PROJECT ?? '.');
      const result = await pushCheck(projectDb, projectDir);
      expect(result.failure).toBeUndefined();
      expect(result.applied).toHaveLength(listMigrations(projectDir).length + 1);
      expect(result.applied.at(-1)).toBe('supabase/seed.sql');
    } finally {
      await projectDb.close();
      await own.drop();
    }
  }, 60_000);
});
