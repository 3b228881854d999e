-- Issue 25 §2 and issue 24 §7 (quota part): the 5 GiB quota holds on every path, under concurrency,
-- on hosted Storage too; zips are derived data and do not count against it.
--
-- The holes: the quota was a condition of the storage insert *policy* (20261122004300), which
-- storage-api evaluates only on its trial insert, before a byte is read, with
-- metadata = {mimetype, contentLength = the request's Content-Length}. A chunked upload has no
-- Content-Length (0 bytes checked); a signed upload URL is checked when it is created, with the
-- metadata of the *signing* request, and the PUT then runs as superuser, unchecked; an upsert or a
-- move meets the update policy, which had no quota at all; and the counter was read before anyone
-- added to it, so ten parallel uploads all saw the same room. What storage-api does, in every version
-- since v1.x and on every path (standard upload, upsert, signed upload, TUS, S3 multipart, copy): it
-- writes the final row as superuser, in its own transaction, *after* the bytes are stored, with
-- metadata.size = the stored object's real size (uploader.completeUpload / copyObject; on failure it
-- deletes the stored bytes again). So the rule lives where every path meets it: the trigger that keeps
-- the counter (app.track_organization_storage, replaced below) now refuses a change that would take the
-- organization past its quota, as part of the same row-locked update of the organization's counter —
-- concurrent uploads of one organization take turns on that row, and each one sees the bytes the
-- previous one added. The trial insert meets the same trigger (with the declared Content-Length), so
-- an upload that says it is too large is still refused before a byte is read.
--
-- What counts (decision, docs/files.md "Quota"): every object under {org}/ — documents of records
-- (accounts, pricing requests, proposals, tasks, submissions, contracts) with their thumbnails, and
-- avatars and logos, which users upload as well — except zips ({org}/zips/…), which are built from
-- documents already counted. Zips have an allowance of their own (5 GiB as well, counted in
-- zip_bytes): any member may upload a zip, and a folder that counted nowhere would be storage without
-- limit.
--
-- The refusal is SQLSTATE 42501 with a message for people: storage-api (v1.60 and later) answers it
-- as 403 AccessDenied with that message (older versions replaced every 42501 message by "new row
-- violates row-level security policy").

alter table app.organization_storage add column zip_bytes bigint not null default 0;
comment on table app.organization_storage is
  'Bytes under {organization_id}/ in bucket organizations: bytes = documents, thumbnails, avatars and logos (the 5 GiB quota); zip_bytes = zips under {org}/zips/ (their own 5 GiB allowance).';
comment on column app.organization_storage.bytes is 'Bytes that count against the organization''s quota (every object under {org}/ but zips).';
comment on column app.organization_storage.zip_bytes is 'Bytes of the organization''s zips ({org}/zips/…): derived data, not in the quota, bounded by an allowance of their own.';

create or replace function app.storage_is_zip(name text) returns boolean
language sql immutable set search_path = '' as $$
  select split_part(name, '/', 2) = 'zips'
$$;
comment on function app.storage_is_zip(text) is 'A zip download ({org}/zips/…): derived data, outside the organization''s quota.';

create or replace function app.add_organization_storage(org uuid, zips boolean, delta bigint) returns void
language plpgsql security definer set search_path = '' as $$
declare
  quota constant bigint := 5368709120;
  used bigint;
begin
  if org is null or delta = 0 then
    return;
  end if;
  -- The counter row is the organization's lock: a concurrent change waits here, then adds to what the
  -- previous one left (read committed re-reads the row it waited for).
  insert into app.organization_storage as s (organization_id, bytes, zip_bytes)
  values (org, case when zips then 0 else greatest(delta, 0) end, case when zips then greatest(delta, 0) else 0 end)
  on conflict (organization_id) do update
    set bytes = case when zips then s.bytes else greatest(s.bytes + delta, 0) end,
        zip_bytes = case when zips then greatest(s.zip_bytes + delta, 0) else s.zip_bytes end,
        updated_at = now()
  returning case when zips then s.zip_bytes else s.bytes end into used;
  if delta > 0 and used > quota then
    if zips then
      raise exception 'This zip would take the organization''s zip downloads past their 5 GiB allowance (% of 5,368,709,120 bytes in use). Remove zips you no longer need, then try again.',
        to_char(used - delta, 'FM999,999,999,999,990')
        using errcode = '42501', detail = format('organization %s, zips: %s + %s bytes > %s', org, used - delta, delta, quota);
    end if;
    raise exception 'This file would take the organization past its 5 GiB storage quota (% of 5,368,709,120 bytes in use). Delete files you no longer need, then try again.',
      to_char(used - delta, 'FM999,999,999,999,990')
      using errcode = '42501', detail = format('organization %s: %s + %s bytes > %s', org, used - delta, delta, quota);
  end if;
end
$$;
comment on function app.add_organization_storage(uuid, boolean, bigint) is
  'Adds delta bytes to an organization''s documents (or, zips = true, its zips) under the counter row''s lock, and refuses (42501) a growth that would pass 5 GiB.';
revoke execute on function app.add_organization_storage(uuid, boolean, bigint) from public, anon, authenticated;

create or replace function app.track_organization_storage() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  old_org uuid;
  new_org uuid;
  old_zip boolean;
  new_zip boolean;
  old_size bigint := 0;
  new_size bigint := 0;
begin
  if tg_op in ('UPDATE', 'DELETE') and old.bucket_id = 'organizations' then
    old_org := app.storage_path_organization(old.name);
    old_zip := app.storage_is_zip(old.name);
    old_size := app.storage_object_size(old.metadata);
  end if;
  if tg_op in ('INSERT', 'UPDATE') and new.bucket_id = 'organizations' then
    new_org := app.storage_path_organization(new.name);
    new_zip := app.storage_is_zip(new.name);
    new_size := app.storage_object_size(new.metadata);
    if new_org is not null and not exists (select 1 from public.organizations o where o.id = new_org) then
      new_org := null;
    end if;
  end if;
  if old_org is not null and old_org = new_org and old_zip = new_zip then
    -- In place (an upsert, new metadata): the difference.
    perform app.add_organization_storage(new_org, new_zip, new_size - old_size);
  elsif old_org is not null and new_org is not null and new_org < old_org then
    -- Between two counters, always in the order of the organizations' ids, so that two moves in
    -- opposite directions never wait for each other.
    perform app.add_organization_storage(new_org, new_zip, new_size);
    perform app.add_organization_storage(old_org, old_zip, -old_size);
  else
    perform app.add_organization_storage(old_org, old_zip, -old_size);
    perform app.add_organization_storage(new_org, new_zip, new_size);
  end if;
  return null;
end
$$;
comment on function app.track_organization_storage() is
  'Every object written, resized, moved or removed in bucket organizations updates its organization''s counter (documents or zips), whoever writes it (storage-api''s final write as superuser included); a change that would pass 5 GiB is refused (app.add_organization_storage).';

-- Usage again from what is stored, now without zips (and zips on their own).
update app.organization_storage s
   set bytes = coalesce(u.bytes, 0), zip_bytes = coalesce(u.zip_bytes, 0), updated_at = now()
  from (
    select o.id,
           sum(app.storage_object_size(so.metadata)) filter (where not app.storage_is_zip(so.name)) as bytes,
           sum(app.storage_object_size(so.metadata)) filter (where app.storage_is_zip(so.name)) as zip_bytes
    from public.organizations o
    left join storage.objects so on so.bucket_id = 'organizations' and app.storage_path_organization(so.name) = o.id
    group by o.id
  ) u
 where u.id = s.organization_id;

-- The insert policy no longer carries the quota: the trigger decides, with its own message, on every path.
drop policy "organizations objects insert" on storage.objects;
create policy "organizations objects insert" on storage.objects for insert to authenticated
  with check (bucket_id = 'organizations' and app.storage_can_write(name, owner_id));
drop function app.storage_quota_allows(text, jsonb);

create or replace function public.get_organization_storage_breakdown(param_org_id uuid)
returns table (entity text, bytes bigint, objects bigint)
language sql stable security definer set search_path = '' as $$
  select split_part(so.name, '/', 2), coalesce(sum(app.storage_object_size(so.metadata)), 0)::bigint, count(*)
  from storage.objects so
  where so.bucket_id = 'organizations'
    and param_org_id = any (app.my_organizations())
    and app.storage_path_organization(so.name) = param_org_id
    and not app.storage_is_zip(so.name)
  group by 1
  order by 2 desc
$$;
comment on function public.get_organization_storage_breakdown(uuid) is
  'RPC: bytes and object count per entity folder (accounts, profiles, …) of what counts against the quota of an organization the caller belongs to (zips do not); nothing for others. Security definer: it counts every object of the organization, also those the caller could not read.';

comment on function public.get_organization_storage(uuid) is
  'RPC: bytes that count against the quota of the organization''s folder in bucket organizations (every object but zips); 0 for an organization the caller does not belong to.';
