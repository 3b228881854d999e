-- local-supabase Realtime: change capture for tables in publication supabase_realtime.
-- Hosted Supabase reads the WAL; here an AFTER ROW trigger queues each change and pg_notify's its
-- id. Notifications are delivered at commit, so subscribers only ever see committed changes.
-- Idempotent: re-applied whenever this file changes.
create schema if not exists realtime;

create table if not exists realtime.local_changes (
  id bigserial primary key,
  schema_name text not null,
  table_name text not null,
  op text not null,                 -- INSERT | UPDATE | DELETE
  record jsonb,                     -- the new row (INSERT, UPDATE)
  old_record jsonb,                 -- the old row (UPDATE, DELETE)
  commit_ts timestamptz not null default clock_timestamp()
);
revoke all on realtime.local_changes from public;
do $$
begin
  if exists (select 1 from pg_roles where rolname = 'anon') then
    revoke all on realtime.local_changes from anon, authenticated;
  end if;
end $$;

-- Queues one row change and wakes the realtime surface (LISTEN local_realtime).
-- security definer: it runs for whichever role wrote the row, none of which may touch the queue.
create or replace function realtime.local_capture() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  change_id bigint;
begin
  insert into realtime.local_changes (schema_name, table_name, op, record, old_record)
  values (
    tg_table_schema, tg_table_name, tg_op,
    case when tg_op <> 'DELETE' then to_jsonb(new) end,
    case when tg_op <> 'INSERT' then to_jsonb(old) end
  )
  returning id into change_id;
  perform pg_notify('local_realtime', change_id::text);
  return null;
end $$;

-- Gives every table in publication supabase_realtime the capture trigger and takes it off tables
-- that left the publication. Returns the number of triggers created or dropped.
create or replace function realtime.local_sync_triggers() returns integer
language plpgsql set search_path = '' as $$
declare
  r record;
  n integer := 0;
begin
  for r in
    select c.oid, ns.nspname, c.relname
      from pg_catalog.pg_publication_tables p
      join pg_catalog.pg_namespace ns on ns.nspname = p.schemaname
      join pg_catalog.pg_class c on c.relnamespace = ns.oid and c.relname = p.tablename
     where p.pubname = 'supabase_realtime'
       and c.relkind = 'r'
       and not exists (select 1 from pg_catalog.pg_trigger t where t.tgrelid = c.oid and t.tgname = 'local_realtime_capture')
  loop
    execute format(
      'create trigger local_realtime_capture after insert or update or delete on %I.%I for each row execute function realtime.local_capture()',
      r.nspname, r.relname);
    n := n + 1;
  end loop;
  for r in
    select t.tgrelid::regclass::text as rel
      from pg_catalog.pg_trigger t
     where t.tgname = 'local_realtime_capture'
       and not exists (
         select 1
           from pg_catalog.pg_publication_tables p
           join pg_catalog.pg_namespace ns on ns.nspname = p.schemaname
           join pg_catalog.pg_class c on c.relnamespace = ns.oid and c.relname = p.tablename
          where p.pubname = 'supabase_realtime' and c.oid = t.tgrelid)
  loop
    execute format('drop trigger local_realtime_capture on %s', r.rel);
    n := n + 1;
  end loop;
  return n;
end $$;
revoke all on function realtime.local_sync_triggers() from public;

-- ---------------------------------------------------------------------------------------------
-- Realtime Authorization: realtime.messages and realtime.topic(), as hosted Realtime's tenant
-- migrations leave them (supabase/realtime lib/realtime/tenants/repo/migrations: 20240523004032,
-- 20240919163303, 20241108114728, 20260514120000). The project's RLS policies on this table decide
-- who may join a private channel (SELECT) and send to it (INSERT), per `extension` ('broadcast' |
-- 'presence') and `realtime.topic()`; local-supabase/realtime/authorization.ts asks them as hosted does.
-- Hosted partitions the table by day; here it is one plain table (nothing is ever kept in it: every
-- row is a probe, rolled back). realtime.send()/broadcast_changes() (database-sent broadcasts) are not
-- emulated (docs/local-supabase-realtime.md).
-- ---------------------------------------------------------------------------------------------
do $$
begin
  if not exists (select 1 from pg_roles where rolname = 'supabase_realtime_admin') then
    create role supabase_realtime_admin nologin noinherit noreplication;
  end if;
  -- Hosted: GRANT supabase_realtime_admin TO postgres (so postgres may create policies on its tables).
  if exists (select 1 from pg_roles where rolname = 'hosted_postgres')
     and not exists (select 1 from pg_auth_members m
                      where m.roleid = 'supabase_realtime_admin'::regrole and m.member = 'hosted_postgres'::regrole) then
    if current_setting('server_version_num')::int >= 160000 then
      execute 'grant supabase_realtime_admin to hosted_postgres with inherit true, set false';
    else
      execute 'grant supabase_realtime_admin to hosted_postgres';
    end if;
  end if;
end $$;
grant usage on schema realtime to supabase_realtime_admin;

create table if not exists realtime.messages (
  topic text not null,
  extension text not null,
  payload jsonb,
  event text,
  private boolean default false,
  updated_at timestamp without time zone not null default now(),
  inserted_at timestamp without time zone not null default now(),
  id uuid not null default gen_random_uuid(),
  binary_payload bytea,
  constraint messages_payload_exclusive check (payload is null or binary_payload is null),
  primary key (id, inserted_at)
);
alter table realtime.messages owner to supabase_realtime_admin;
alter table realtime.messages enable row level security;
do $$
begin
  if exists (select 1 from pg_roles where rolname = 'anon') then
    grant select, insert, update on realtime.messages to anon, authenticated, service_role;
  end if;
  if exists (select 1 from pg_roles where rolname = 'hosted_postgres') then
    grant select, insert, update on realtime.messages to hosted_postgres;
  end if;
end $$;

create or replace function realtime.topic() returns text
language sql stable as $$
  select nullif(current_setting('realtime.topic', true), '')::text;
$$;
alter function realtime.topic() owner to supabase_realtime_admin;
do $$
begin
  if exists (select 1 from pg_roles where rolname = 'anon') then
    grant execute on function realtime.topic() to anon, authenticated, service_role;
  end if;
  if exists (select 1 from pg_roles where rolname = 'hosted_postgres') then
    grant execute on function realtime.topic() to hosted_postgres;
  end if;
end $$;
