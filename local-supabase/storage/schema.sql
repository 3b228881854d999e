-- storage-api's tables and helpers as hosted Supabase has them (STOR: migrations/tenant/0002…0060,
-- supabase/postgres init-scripts/00000000000002-storage-schema.sql), reduced to what clients, policies
-- and project SQL can observe. Idempotent: local-supabase re-applies it whenever this file changes.

create schema if not exists storage authorization supabase_admin;
grant usage on schema storage to anon, authenticated, service_role;
grant all on schema storage to supabase_storage_admin;

create table if not exists storage.buckets (
  id text primary key,
  name text not null,
  owner uuid,
  owner_id text,
  public boolean default false,
  avif_autodetection boolean default false,
  file_size_limit bigint,
  allowed_mime_types text[],
  type text not null default 'STANDARD',
  created_at timestamptz default now(),
  updated_at timestamptz default now()
);
create unique index if not exists bname on storage.buckets (name);

create table if not exists storage.objects (
  id uuid primary key default gen_random_uuid(),
  bucket_id text references storage.buckets (id),
  name text,
  owner uuid,
  owner_id text,
  metadata jsonb,
  user_metadata jsonb,
  version text,
  path_tokens text[] generated always as (string_to_array(name, '/')) stored,
  created_at timestamptz default now(),
  updated_at timestamptz default now(),
  last_accessed_at timestamptz default now()
);
create unique index if not exists bucketid_objname on storage.objects (bucket_id, name);
create index if not exists name_prefix_search on storage.objects (name text_pattern_ops);

alter table storage.buckets enable row level security;
alter table storage.objects enable row level security;

grant all on storage.buckets, storage.objects to anon, authenticated, service_role;

-- Path helpers used in policies, e.g. (storage.foldername(name))[1] = auth.uid()::text.
create or replace function storage.foldername(name text) returns text[]
language plpgsql immutable as $$
declare
  _parts text[];
begin
  select string_to_array(name, '/') into _parts;
  return _parts[1:array_length(_parts, 1) - 1];
end
$$;

create or replace function storage.filename(name text) returns text
language plpgsql immutable as $$
declare
  _parts text[];
begin
  select string_to_array(name, '/') into _parts;
  return _parts[array_length(_parts, 1)];
end
$$;

create or replace function storage.extension(name text) returns text
language plpgsql immutable as $$
declare
  _parts text[];
  _filename text;
begin
  select string_to_array(name, '/') into _parts;
  select _parts[array_length(_parts, 1)] into _filename;
  return reverse(split_part(reverse(_filename), '.', 1));
end
$$;

-- The operation storage-api runs ('object.upload', 'object.list', …), readable by policies.
create or replace function storage.operation() returns text
language plpgsql stable as $$
begin
  return current_setting('storage.operation', true);
end
$$;

-- Keeps updated_at current on every update (STOR: 0007-update-updated-at-trigger).
create or replace function storage.update_updated_at_column() returns trigger
language plpgsql as $$
begin
  new.updated_at = now();
  return new;
end
$$;
drop trigger if exists update_objects_updated_at on storage.objects;
create trigger update_objects_updated_at before update on storage.objects
  for each row execute function storage.update_updated_at_column();

-- The folder part of key after prefix, up to and including the next delimiter; null for a file at
-- this level (STOR: 0050-search-v2-optimised.sql).
create or replace function storage.get_common_prefix(p_key text, p_prefix text, p_delimiter text) returns text
language sql immutable as $$
  select case
    when position(p_delimiter in substring(p_key from length(p_prefix) + 1)) > 0
    then left(p_key, length(p_prefix) + position(p_delimiter in substring(p_key from length(p_prefix) + 1)))
    else null
  end
$$;

-- One level of a bucket listing (list()), with current storage-api's results
-- (STOR: migrations/tenant/0063-fix-search-name-relative-to-prefix.sql, kept by 0070; written here
-- set-based, which is fast enough locally). `prefix || search` is matched case-insensitively as a
-- name prefix and decides where a folder ends; names, folders' and files', are relative to `prefix`
-- (a search holding '/' keeps its path: search 'sub/' lists 'sub/x.txt' and the folder 'sub/deeper').
-- `levels` is unused, as upstream (kept for the signature). Limit is capped at 1500.
-- Sorted by name, folders and files come in ONE order, lower(name) collate "C", a folder where its
-- name falls (named after its first object in that order: the last one when descending); offset
-- and limit count both. Other sort columns list folders first, by name, then files by that column.
-- SECURITY INVOKER, so the caller's SELECT policies on storage.objects filter what is listed.
create or replace function storage.search(
  prefix text,
  bucketname text,
  limits int default 100,
  levels int default 1,
  offsets int default 0,
  search text default '',
  sortcolumn text default 'name',
  sortorder text default 'asc'
) returns table (
  name text,
  id uuid,
  updated_at timestamptz,
  created_at timestamptz,
  last_accessed_at timestamptz,
  metadata jsonb
)
language plpgsql stable as $$
declare
  v_limit int := least(coalesce(limits, 100), 1500);
  v_prefix text := coalesce(prefix, '') || coalesce(search, '');
  v_prefix_len int := length(coalesce(prefix, ''));
  v_prefix_start int := coalesce(array_length(string_to_array(coalesce(prefix, ''), '/'), 1), 1);
  v_combined_levels int := coalesce(array_length(string_to_array(coalesce(prefix, '') || coalesce(search, ''), '/'), 1), 1);
  v_order_by text;
  v_sort_order text := case when lower(coalesce(sortorder, 'asc')) = 'asc' then 'asc' else 'desc' end;
begin
  v_order_by := case lower(coalesce(sortcolumn, 'name'))
    when 'updated_at' then 'updated_at' when 'created_at' then 'created_at'
    when 'last_accessed_at' then 'last_accessed_at' else 'name' end;
  if v_order_by <> 'name' then
    return query execute format(
      'with folders as (
         select array_to_string(o.path_tokens[$1:$2], ''/'') as folder
         from storage.objects o
         where o.name ilike $3 || ''%%'' and o.bucket_id = $4 and array_length(o.path_tokens, 1) <> $2
         group by folder
         order by folder %s
       )
       (select folder as "name", null::uuid as id, null::timestamptz as updated_at,
               null::timestamptz as created_at, null::timestamptz as last_accessed_at, null::jsonb as metadata
        from folders)
       union all
       (select array_to_string(o.path_tokens[$1:$2], ''/'') as "name", o.id, o.updated_at, o.created_at,
               o.last_accessed_at, o.metadata
        from storage.objects o
        where o.name ilike $3 || ''%%'' and o.bucket_id = $4 and array_length(o.path_tokens, 1) = $2
        order by %I %s, o.name collate "C" %s)
       limit $5 offset $6',
      v_sort_order, v_order_by, v_sort_order, v_sort_order)
    using v_prefix_start, v_combined_levels, v_prefix, bucketname, v_limit, offsets;
    return;
  end if;
  return query execute format(
    'with matched as (
       select o.name, o.id, o.updated_at, o.created_at, o.last_accessed_at, o.metadata,
              lower(o.name) collate "C" as sort_key,
              storage.get_common_prefix(lower(o.name), lower($1), ''/'') as folder_key
       from storage.objects o
       where o.bucket_id = $2 and left(lower(o.name), length($1)) = lower($1)
     ),
     entries as (
       (select distinct on (m.folder_key) m.folder_key collate "C" as sort_key,
              substring(rtrim(storage.get_common_prefix(m.name, $1, ''/''), ''/'') from $3 + 1) as name,
              null::uuid as id, null::timestamptz as updated_at, null::timestamptz as created_at,
              null::timestamptz as last_accessed_at, null::jsonb as metadata
       from matched m where m.folder_key is not null
       order by m.folder_key, m.sort_key %s)
       union all
       (select m.sort_key, substring(m.name from $3 + 1), m.id, m.updated_at, m.created_at, m.last_accessed_at, m.metadata
       from matched m where m.folder_key is null)
     )
     select e.name, e.id, e.updated_at, e.created_at, e.last_accessed_at, e.metadata
     from entries e order by e.sort_key %s limit $4 offset $5',
    v_sort_order, v_sort_order)
  using v_prefix, bucketname, v_prefix_len, v_limit, offsets;
end
$$;

grant execute on function storage.foldername(text), storage.filename(text), storage.extension(text), storage.operation(),
  storage.get_common_prefix(text, text, text), storage.search(text, text, int, int, int, text, text, text)
  to anon, authenticated, service_role;

-- storage-api's objects belong to supabase_storage_admin (init-scripts/00000000000002). postgres uses
-- the schema and may read, write and grant on buckets and objects, call the functions, create and drop
-- triggers and (supautils.policy_grants) policies there; it may create nothing in the schema and alter
-- nothing (20250421084701 revokes CREATE; 20250623125453, 20250709135250 add the grant options). See
-- bootstrap.sql, "What postgres may not do".
do $$
declare
  r record;
begin
  for r in select c.oid::regclass as rel from pg_class c
    where c.relnamespace = 'storage'::regnamespace and c.relkind in ('r', 'p', 'v', 'm') and c.relowner <> 'supabase_storage_admin'::regrole
  loop
    execute format('alter table %s owner to supabase_storage_admin', r.rel);
  end loop;
  for r in select p.oid::regprocedure as fn from pg_proc p
    where p.pronamespace = 'storage'::regnamespace and p.proowner <> 'supabase_storage_admin'::regrole
  loop
    execute format('alter function %s owner to supabase_storage_admin', r.fn);
  end loop;
end $$;
grant usage on schema storage to hosted_postgres with grant option;
grant all on storage.buckets, storage.objects to hosted_postgres with grant option;
grant all on all routines in schema storage to hosted_postgres;
