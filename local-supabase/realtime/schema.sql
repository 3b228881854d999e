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
