-- What hosted Supabase provides before any project migration runs (supabase/postgres init scripts,
-- GoTrue's and storage-api's own migrations), reduced to what clients and project SQL can observe.
-- Idempotent: local-supabase re-runs it whenever this file changes.

-- Roles are cluster-wide: created once with their attributes, and memberships granted only when
-- missing (a catalogue update racing another database's bootstrap on the same server would fail).
do $$
declare
  r record;
begin
  for r in select * from (values ('anon', 'nologin noinherit'), ('authenticated', 'nologin noinherit'),
      ('service_role', 'nologin noinherit bypassrls'), ('authenticator', 'nologin noinherit'), ('supabase_admin', 'nologin'),
      ('supabase_auth_admin', 'nologin noinherit'), ('supabase_storage_admin', 'nologin noinherit'), ('dashboard_user', 'nologin'),
      ('hosted_postgres', 'nologin inherit bypassrls')) as t (name, attrs)
  loop
    if not exists (select 1 from pg_roles where rolname = r.name) then
      execute format('create role %I %s', r.name, r.attrs);
    end if;
  end loop;
  for r in select * from (values ('anon', 'authenticator'), ('authenticated', 'authenticator'), ('service_role', 'authenticator'),
      ('anon', 'hosted_postgres'), ('authenticated', 'hosted_postgres'), ('service_role', 'hosted_postgres'),
      ('pg_read_all_data', 'hosted_postgres'), ('pg_signal_backend', 'hosted_postgres'),
      ('supabase_auth_admin', 'hosted_postgres'), ('supabase_storage_admin', 'hosted_postgres')) as t (role, member)
  loop
    if not exists (select 1 from pg_auth_members m where m.roleid = r.role::regrole and m.member = r.member::regrole) then
      -- On PostgreSQL >= 16 without SET: were hosted_postgres to log in, it could not become them.
      if r.role like 'supabase\_%' and current_setting('server_version_num')::int >= 160000 then
        execute format('grant %I to %I with inherit true, set false', r.role, r.member);
      else
        execute format('grant %I to %I', r.role, r.member);
      end if;
    end if;
  end loop;
end $$;

-- hosted_postgres plays hosted's `postgres` (supabase/postgres: 10000000000000_demote-postgres.sql):
-- NOSUPERUSER, BYPASSRLS, owner of the database (so of schema public), a member of the API roles
-- (20230201083204) and of pg_read_all_data (20240606060239). It cannot be named `postgres` here: that
-- is PGlite's and `initdb -U postgres`'s bootstrap superuser, which PostgreSQL >= 16 will not demote.
-- local-supabase applies supabase/migrations and seed.sql as this role (`set local role`, migrate.ts).
-- Not CREATEROLE/CREATEDB/REPLICATION as on hosted: on PostgreSQL 15 CREATEROLE could alter the
-- supabase_* roles, which hosted protects with supautils.reserved_roles.
do $$
begin
  execute format('alter database %I owner to hosted_postgres', current_database());
end $$;
grant usage, create on schema public to hosted_postgres;

create schema if not exists extensions;
create schema if not exists auth authorization supabase_admin;
alter schema auth owner to supabase_admin;
create schema if not exists storage authorization supabase_admin;
alter schema storage owner to supabase_admin;
create schema if not exists realtime;
create schema if not exists graphql_public;
create schema if not exists supabase_migrations;
create schema if not exists local_supabase;
revoke all on schema local_supabase from public;

-- Hosted's default extensions, in schema extensions (supabase/postgres init-scripts/00000000000000 and
-- the image's defaults). pgjwt (PostgreSQL <= 15 images) and pg_graphql are not emulated;
-- pg_stat_statements only where the server has it; supabase_vault below. Everything else (pg_trgm…) a migration
-- creates itself.
create extension if not exists "uuid-ossp" with schema extensions;
create extension if not exists pgcrypto with schema extensions;
do $$
begin
  if exists (select 1 from pg_available_extensions where name = 'pg_stat_statements') then
    create extension if not exists pg_stat_statements with schema extensions;
  end if;
end $$;

-- Supabase Vault, a default extension on hosted (emulated: db/extensions/supabase_vault.sql), with what
-- its after-create script grants postgres and service_role (supabase/postgres ansible/files/
-- postgresql_extension_custom_scripts/supabase_vault/after-create.sql). Scheduled jobs read the
-- project's URL and key from it (docs/hosted-supabase.md, "Scheduled jobs").
create schema if not exists vault authorization supabase_admin;
create extension if not exists supabase_vault with schema vault;
grant usage on schema vault to hosted_postgres with grant option;
grant select, delete on vault.secrets, vault.decrypted_secrets to hosted_postgres with grant option;
grant execute on function vault.create_secret, vault.update_secret, vault._crypto_aead_det_decrypt to hosted_postgres with grant option;
grant usage on schema vault to service_role;
grant select, delete on vault.secrets, vault.decrypted_secrets to service_role;
grant execute on function vault.create_secret, vault.update_secret, vault._crypto_aead_det_decrypt to service_role;

grant usage on schema public, extensions, graphql_public to anon, authenticated, service_role;
grant usage on schema auth, storage, realtime to anon, authenticated, service_role;
grant all on all functions in schema extensions to anon, authenticated, service_role;
-- postgres on extensions (demote-postgres, 20230224042246_grant_extensions_perms_for_postgres).
grant all on schema extensions to hosted_postgres;
grant all on all tables in schema extensions to hosted_postgres with grant option;
grant all on all routines in schema extensions to hosted_postgres with grant option;
grant all on all sequences in schema extensions to hosted_postgres with grant option;
alter default privileges in schema extensions grant all on tables to hosted_postgres with grant option;
alter default privileges in schema extensions grant all on routines to hosted_postgres with grant option;
alter default privileges in schema extensions grant all on sequences to hosted_postgres with grant option;
grant usage on schema realtime, graphql_public to hosted_postgres;

-- Supabase's default privileges: everything postgres creates in public is granted to the API roles,
-- so RLS is the only barrier (supabase/postgres init-scripts/00000000000000-initial-schema.sql, run as
-- postgres).
alter default privileges for role hosted_postgres in schema public grant all on tables to anon, authenticated, service_role;
alter default privileges for role hosted_postgres in schema public grant all on functions to anon, authenticated, service_role;
alter default privileges for role hosted_postgres in schema public grant all on sequences to anon, authenticated, service_role;

-- ---------------------------------------------------------------------------------------------
-- auth (GoTrue's tables, with the columns seeds written for hosted Supabase use)
-- ---------------------------------------------------------------------------------------------
create table if not exists auth.users (
  instance_id uuid,
  id uuid primary key default gen_random_uuid(),
  aud varchar(255),
  role varchar(255),
  email varchar(255),
  encrypted_password varchar(255),
  email_confirmed_at timestamptz,
  invited_at timestamptz,
  confirmation_token varchar(255) default '',
  confirmation_sent_at timestamptz,
  recovery_token varchar(255) default '',
  recovery_sent_at timestamptz,
  email_change_token_new varchar(255) default '',
  email_change varchar(255) default '',
  email_change_sent_at timestamptz,
  email_change_token_current varchar(255) default '',
  email_change_confirm_status smallint default 0 check (email_change_confirm_status between 0 and 2),
  last_sign_in_at timestamptz,
  raw_app_meta_data jsonb,
  raw_user_meta_data jsonb,
  is_super_admin boolean,
  created_at timestamptz,
  updated_at timestamptz,
  phone text unique default null,
  phone_confirmed_at timestamptz,
  phone_change text default '',
  phone_change_token varchar(255) default '',
  phone_change_sent_at timestamptz,
  confirmed_at timestamptz generated always as (least(email_confirmed_at, phone_confirmed_at)) stored,
  banned_until timestamptz,
  reauthentication_token varchar(255) default '',
  reauthentication_sent_at timestamptz,
  is_sso_user boolean not null default false,
  deleted_at timestamptz,
  is_anonymous boolean not null default false
);
create unique index if not exists users_email_partial_key on auth.users (email) where is_sso_user = false;
create index if not exists users_instance_id_email_idx on auth.users (instance_id, lower(email));

create table if not exists auth.identities (
  provider_id text not null,
  user_id uuid not null references auth.users (id) on delete cascade,
  identity_data jsonb not null,
  provider text not null,
  last_sign_in_at timestamptz,
  created_at timestamptz,
  updated_at timestamptz,
  email text generated always as (lower(identity_data ->> 'email')) stored,
  id uuid primary key default gen_random_uuid(),
  unique (provider_id, provider)
);
create index if not exists identities_user_id_idx on auth.identities (user_id);

create table if not exists auth.sessions (
  id uuid primary key,
  user_id uuid not null references auth.users (id) on delete cascade,
  created_at timestamptz,
  updated_at timestamptz,
  aal text default 'aal1',
  not_after timestamptz,
  refreshed_at timestamp,
  user_agent text,
  ip text
);
create index if not exists sessions_user_id_idx on auth.sessions (user_id);

create table if not exists auth.refresh_tokens (
  instance_id uuid,
  id bigserial primary key,
  token varchar(255) unique,
  user_id varchar(255),
  revoked boolean,
  created_at timestamptz,
  updated_at timestamptz,
  parent varchar(255),
  session_id uuid references auth.sessions (id) on delete cascade
);
create index if not exists refresh_tokens_session_id_idx on auth.refresh_tokens (session_id);
create index if not exists refresh_tokens_parent_idx on auth.refresh_tokens (parent);
-- How each session was authenticated (the access token's amr claim).
create table if not exists auth.mfa_amr_claims (
  session_id uuid not null references auth.sessions (id) on delete cascade,
  created_at timestamptz not null,
  updated_at timestamptz not null,
  authentication_method text not null,
  id uuid primary key,
  unique (session_id, authentication_method)
);

-- Helpers that RLS policies call (GoTrue migrations 20220224000811, 20220531120530).
create or replace function auth.uid() returns uuid language sql stable as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim.sub', true), ''),
    (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'sub')
  )::uuid
$$;
create or replace function auth.role() returns text language sql stable as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim.role', true), ''),
    (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'role')
  )::text
$$;
create or replace function auth.email() returns text language sql stable as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim.email', true), ''),
    (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'email')
  )::text
$$;
create or replace function auth.jwt() returns jsonb language sql stable as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim', true), ''),
    nullif(current_setting('request.jwt.claims', true), '')
  )::jsonb
$$;
grant execute on function auth.uid(), auth.role(), auth.email(), auth.jwt() to anon, authenticated, service_role;

-- GoTrue's objects belong to supabase_auth_admin (supabase/postgres init-scripts/00000000000001,
-- 20211124212715_update-auth-owner). postgres may read and write every table and call every function
-- in auth, but not create anything there (20211115181400_update-auth-permissions,
-- 20240627101908_revoke_supabase_auth_admin_from_postgres).
do $$
declare
  r record;
begin
  for r in select c.oid::regclass as rel from pg_class c
    where c.relnamespace = 'auth'::regnamespace and c.relkind in ('r', 'p', 'v', 'm') and c.relowner <> 'supabase_auth_admin'::regrole
  loop
    execute format('alter table %s owner to supabase_auth_admin', r.rel);
  end loop;
  for r in select p.oid::regprocedure as fn from pg_proc p
    where p.pronamespace = 'auth'::regnamespace and p.proowner <> 'supabase_auth_admin'::regrole
  loop
    execute format('alter function %s owner to supabase_auth_admin', r.fn);
  end loop;
end $$;
grant all on schema auth to supabase_auth_admin;
grant usage on schema auth to hosted_postgres;
grant all on all tables in schema auth to hosted_postgres;
grant all on all sequences in schema auth to hosted_postgres;
grant all on all routines in schema auth to hosted_postgres;
alter default privileges for role supabase_auth_admin in schema auth grant all on tables to hosted_postgres;
alter default privileges for role supabase_auth_admin in schema auth grant all on sequences to hosted_postgres;
alter default privileges for role supabase_auth_admin in schema auth grant all on routines to hosted_postgres;

-- ---------------------------------------------------------------------------------------------
-- migrations bookkeeping (Supabase CLI)
-- ---------------------------------------------------------------------------------------------
create table if not exists supabase_migrations.schema_migrations (
  version text primary key,
  statements text[],
  name text
);
create table if not exists supabase_migrations.seed_files (
  path text primary key,
  hash text not null
);
create table if not exists supabase_migrations.local_bootstrap (
  part text primary key,
  hash text not null,
  applied_at timestamptz not null default now()
);

-- realtime publication (Supabase creates it empty; projects add tables to it)
do $$
begin
  if not exists (select 1 from pg_publication where pubname = 'supabase_realtime') then
    create publication supabase_realtime;
  end if;
end $$;
-- On hosted, supautils runs postgres' ALTER PUBLICATION as superuser; here postgres owns it.
alter publication supabase_realtime owner to hosted_postgres;

-- ---------------------------------------------------------------------------------------------
-- What postgres may not do to Supabase's own objects (supautils, emulated)
-- ---------------------------------------------------------------------------------------------
-- Hosted's postgres owns neither auth nor storage. supautils.policy_grants lets it create, alter,
-- comment on and drop policies on auth.users, auth.identities, auth.sessions, auth.refresh_tokens,
-- storage.buckets, storage.objects (and other tables of theirs), and supautils.drop_trigger_grants
-- lets it drop triggers on them; creating a trigger needs only the TRIGGER privilege it holds.
-- Everything else that needs ownership fails: create/alter/drop table, index, column, function,
-- enable row level security, comment on table…
-- Here hosted_postgres is a member of supabase_auth_admin and supabase_storage_admin (so the
-- ownership checks of those policy and trigger statements pass), and these event triggers refuse
-- every other DDL it runs on an object in auth or storage, and every GRANT/REVOKE/ALTER DEFAULT
-- PRIVILEGES that changes what was granted there (hosted's postgres holds the grant option only on
-- storage.buckets and storage.objects: 20250623125453).
create or replace function local_supabase.refuse_owner_ddl() returns event_trigger
language plpgsql set search_path = '' as $$
declare
  r record;
  nsp text;
  target text;
  acls text;
begin
  -- Only hosted_postgres is judged: it alone is a member of the owner roles, so what any other
  -- non-superuser may do here PostgreSQL already limits. Policies and new triggers are allowed
  -- anywhere. (Plain comparisons first, no query: this runs for every DDL statement. Everything is
  -- inline: the caller, whose rights this runs with, has no access to schema local_supabase.)
  if current_user <> 'hosted_postgres' or tg_tag in ('CREATE POLICY', 'ALTER POLICY', 'CREATE TRIGGER') then
    return;
  end if;
  if tg_tag in ('GRANT', 'REVOKE', 'ALTER DEFAULT PRIVILEGES') then
    -- Every privilege held on auth's and storage's objects, except on storage.buckets and storage.objects.
    select pg_catalog.md5(pg_catalog.concat_ws('|',
      (select pg_catalog.string_agg(n.oid || ':' || coalesce(n.nspacl::text, ''), ',' order by n.oid)
         from pg_catalog.pg_namespace n where n.nspname in ('auth', 'storage')),
      (select pg_catalog.string_agg(c.oid || ':' || coalesce(c.relacl::text, ''), ',' order by c.oid)
         from pg_catalog.pg_class c
        where c.relnamespace in ('auth'::regnamespace, 'storage'::regnamespace)
          and not (c.relnamespace = 'storage'::regnamespace and c.relname in ('buckets', 'objects'))),
      (select pg_catalog.string_agg(a.attrelid || '.' || a.attnum || ':' || a.attacl::text, ',' order by a.attrelid, a.attnum)
         from pg_catalog.pg_attribute a join pg_catalog.pg_class c on c.oid = a.attrelid
        where c.relnamespace in ('auth'::regnamespace, 'storage'::regnamespace) and a.attacl is not null),
      (select pg_catalog.string_agg(p.oid || ':' || coalesce(p.proacl::text, ''), ',' order by p.oid)
         from pg_catalog.pg_proc p where p.pronamespace in ('auth'::regnamespace, 'storage'::regnamespace)),
      (select pg_catalog.string_agg(d.oid || ':' || d.defaclacl::text, ',' order by d.oid)
         from pg_catalog.pg_default_acl d
        where d.defaclrole in ('supabase_admin'::regrole, 'supabase_auth_admin'::regrole, 'supabase_storage_admin'::regrole)
           or d.defaclnamespace in ('auth'::regnamespace, 'storage'::regnamespace))))
      into acls;
    if tg_event = 'ddl_command_start' then
      perform pg_catalog.set_config('local_supabase.owner_acls', acls, true);
    elsif acls is distinct from pg_catalog.current_setting('local_supabase.owner_acls', true) then
      raise exception 'permission denied: % on objects of schema auth or storage other than storage.buckets and storage.objects', tg_tag
        using errcode = '42501',
              hint = 'Hosted Supabase''s postgres holds the grant option only on storage.buckets and storage.objects (docs/hosted-supabase.md).';
    end if;
    return;
  end if;
  if tg_event = 'sql_drop' then
    for r in select * from pg_catalog.pg_event_trigger_dropped_objects() loop
      if r.schema_name in ('auth', 'storage') and r.object_type not in ('policy', 'trigger') then
        raise exception 'must be owner of % %', r.object_type, r.object_identity
          using errcode = '42501',
                hint = 'Hosted Supabase''s postgres owns neither auth nor storage: it may only create, alter and drop policies and create and drop triggers there (docs/hosted-supabase.md).';
      end if;
    end loop;
    return;
  end if;
  -- Policies, triggers, rules and statistics report no schema: they are judged by their table's.
  for r in select c.command_tag, c.object_type, c.schema_name, c.object_identity, c.objid
             from pg_catalog.pg_event_trigger_ddl_commands() c
            where c.schema_name in ('auth', 'storage') or c.object_type in ('policy', 'trigger', 'rule', 'statistics object') loop
    nsp := r.schema_name;
    target := null;
    if r.object_type = 'policy' then
      select c.relnamespace::regnamespace::text, c.oid::regclass::text into nsp, target
        from pg_catalog.pg_policy p join pg_catalog.pg_class c on c.oid = p.polrelid where p.oid = r.objid;
    elsif r.object_type = 'trigger' then
      select c.relnamespace::regnamespace::text, c.oid::regclass::text into nsp, target
        from pg_catalog.pg_trigger t join pg_catalog.pg_class c on c.oid = t.tgrelid where t.oid = r.objid;
    elsif r.object_type = 'rule' then
      select c.relnamespace::regnamespace::text, c.oid::regclass::text into nsp, target
        from pg_catalog.pg_rewrite w join pg_catalog.pg_class c on c.oid = w.ev_class where w.oid = r.objid;
    elsif r.object_type = 'index' then
      select c.relnamespace::regnamespace::text, c.oid::regclass::text into nsp, target
        from pg_catalog.pg_index i join pg_catalog.pg_class c on c.oid = i.indrelid where i.indexrelid = r.objid;
    elsif r.object_type = 'statistics object' then
      select c.relnamespace::regnamespace::text, c.oid::regclass::text into nsp, target
        from pg_catalog.pg_statistic_ext s join pg_catalog.pg_class c on c.oid = s.stxrelid where s.oid = r.objid;
    end if;
    if nsp in ('auth', 'storage') and not (
      r.command_tag in ('CREATE POLICY', 'ALTER POLICY', 'CREATE TRIGGER')
      or (r.command_tag = 'COMMENT' and r.object_type = 'policy')
    ) then
      if r.command_tag like 'CREATE %' and target is null then
        raise exception 'permission denied for schema %', nsp
          using errcode = '42501',
                hint = 'Hosted Supabase''s postgres cannot create objects in auth or storage (docs/hosted-supabase.md).';
      end if;
      raise exception 'must be owner of %', coalesce(target, r.object_identity)
        using errcode = '42501',
              detail = pg_catalog.format('%s on %s %s', r.command_tag, r.object_type, r.object_identity),
              hint = 'Hosted Supabase''s postgres owns neither auth nor storage: it may only create, alter and drop policies and create and drop triggers there (docs/hosted-supabase.md).';
    end if;
  end loop;
end $$;

do $$
begin
  if not exists (select 1 from pg_event_trigger where evtname = 'local_supabase_owner_ddl') then
    create event trigger local_supabase_owner_ddl on ddl_command_end execute function local_supabase.refuse_owner_ddl();
  end if;
  if not exists (select 1 from pg_event_trigger where evtname = 'local_supabase_owner_drop') then
    create event trigger local_supabase_owner_drop on sql_drop execute function local_supabase.refuse_owner_ddl();
  end if;
  if not exists (select 1 from pg_event_trigger where evtname = 'local_supabase_owner_grants') then
    create event trigger local_supabase_owner_grants on ddl_command_start
      when tag in ('GRANT', 'REVOKE', 'ALTER DEFAULT PRIVILEGES') execute function local_supabase.refuse_owner_ddl();
  end if;
end $$;
-- Fire whatever session_replication_role says.
alter event trigger local_supabase_owner_ddl enable always;
alter event trigger local_supabase_owner_drop enable always;
alter event trigger local_supabase_owner_grants enable always;
