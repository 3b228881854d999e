-- Storage: the private `organizations` bucket, policies on storage.objects that mirror row
-- visibility through the path's organization folder, the 5 GiB per-organization quota, and
-- get_organization_storage(). Object paths: {organization_id}/{entity}/{entity_id}/{file name}.

insert into storage.buckets (id, name, public, file_size_limit)
values ('organizations', 'organizations', false, 52428800)
on conflict (id) do update set public = false, file_size_limit = excluded.file_size_limit;

-- Bytes stored per organization, kept by a trigger so quota checks and the usage RPC are O(1).
create table app.organization_storage (
  organization_id uuid primary key references public.organizations (id) on delete cascade,
  bytes bigint not null default 0,
  updated_at timestamptz not null default now()
);
comment on table app.organization_storage is 'Bytes under {organization_id}/ in bucket organizations (originals, thumbnails, zips).';

create or replace function app.storage_path_organization(name text) returns uuid
language sql immutable set search_path = '' as $$
  select case
    when split_part(name, '/', 1) ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'
    then split_part(name, '/', 1)::uuid
  end
$$;
comment on function app.storage_path_organization(text) is 'The organization an object belongs to: its first folder, when that is a uuid.';

create or replace function app.storage_object_size(metadata jsonb) returns bigint
language sql immutable set search_path = '' as $$
  select coalesce(
    case when metadata ->> 'size' ~ '^[0-9]+$' then (metadata ->> 'size')::bigint end,
    case when metadata ->> 'contentLength' ~ '^[0-9]+$' then (metadata ->> 'contentLength')::bigint end,
    0)
$$;
comment on function app.storage_object_size(jsonb) is 'An object''s size: metadata.size once stored, metadata.contentLength while an upload is being checked.';

create or replace function app.track_organization_storage() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  old_org uuid;
  new_org uuid;
begin
  if tg_op in ('UPDATE', 'DELETE') and old.bucket_id = 'organizations' then
    old_org := app.storage_path_organization(old.name);
  end if;
  if tg_op in ('INSERT', 'UPDATE') and new.bucket_id = 'organizations' then
    new_org := app.storage_path_organization(new.name);
  end if;
  if old_org is not null then
    update app.organization_storage s
       set bytes = greatest(s.bytes - app.storage_object_size(old.metadata), 0), updated_at = now()
     where s.organization_id = old_org;
  end if;
  if new_org is not null and exists (select 1 from public.organizations o where o.id = new_org) then
    insert into app.organization_storage as s (organization_id, bytes)
    values (new_org, app.storage_object_size(new.metadata))
    on conflict (organization_id) do update set bytes = s.bytes + excluded.bytes, updated_at = now();
  end if;
  return null;
end
$$;
comment on function app.track_organization_storage() is 'Every object written, resized, moved or removed in bucket organizations updates its organization''s byte count.';
create trigger organizations_storage_usage after insert or update of name, bucket_id, metadata or delete on storage.objects
  for each row execute function app.track_organization_storage();

insert into app.organization_storage (organization_id, bytes)
select o.id, coalesce(sum(app.storage_object_size(so.metadata)), 0)
from public.organizations o
left join storage.objects so on so.bucket_id = 'organizations' and app.storage_path_organization(so.name) = o.id
group by o.id
on conflict (organization_id) do update set bytes = excluded.bytes;

create or replace function app.organization_storage_used(org uuid) returns bigint
language sql stable security definer set search_path = '' as $$
  select coalesce((select s.bytes from app.organization_storage s where s.organization_id = org), 0)
$$;
comment on function app.organization_storage_used(uuid) is 'Bytes an organization stores (no visibility check: for quota checks and trusted callers).';

create or replace function app.storage_quota_allows(name text, metadata jsonb) returns boolean
language sql stable security definer set search_path = '' as $$
  select app.organization_storage_used(app.storage_path_organization(name)) + app.storage_object_size(metadata) <= 5368709120
$$;
comment on function app.storage_quota_allows(text, jsonb) is 'An upload is refused when it would take its organization past the 5 GiB (5,368,709,120 bytes) quota.';

create or replace function app.can_access_object(name text) returns boolean
language plpgsql stable security definer set search_path = '' as $$
declare
  org uuid := app.storage_path_organization(name);
  entity text := split_part(name, '/', 2);
  entity_id text := split_part(name, '/', 3);
  eid uuid;
begin
  if org is null or not app.is_active() then
    return false;
  end if;
  if org = any (app.org_wide_organizations()) then
    return true;
  end if;
  if not (org = any (app.my_organizations())) then
    return false;
  end if;
  -- Zip downloads are built from files the caller could read; their names are random.
  if entity = 'zips' then
    return true;
  end if;
  if entity_id !~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' then
    return false;
  end if;
  eid := entity_id::uuid;
  return case entity
    when 'accounts' then eid = any (app.visible_account_ids())
    when 'pricing_requests' then exists (
      select 1 from public.pricing_requests pr where pr.id = eid and pr.organization_id = org and pr.account_id = any (app.visible_account_ids()))
    when 'proposals' then exists (
      select 1 from public.proposals p join public.pricing_requests pr on pr.id = p.pricing_request_id
      where p.id = eid and pr.organization_id = org and pr.account_id = any (app.visible_account_ids()))
    when 'tasks' then exists (
      select 1 from public.tasks t where t.id = eid and t.organization_id = org and t.account_id = any (app.visible_account_ids()))
    when 'matrix_submissions' then exists (
      select 1 from public.matrix_submissions m where m.id = eid and m.organization_id = org and m.account_id = any (app.visible_account_ids()))
    when 'contracts' then exists (
      select 1 from public.contracts c where c.id = eid and c.organization_id = org and c.account_id = any (app.visible_account_ids()))
    -- Avatars and logos are shown to everyone in the organization.
    when 'profiles' then true
    when 'partners' then true
    when 'affiliates' then true
    when 'organizations' then true
    else false
  end;
end
$$;
comment on function app.can_access_object(text) is 'An object is reachable when its organization is seen org-wide, or when the caller belongs to the organization and sees the row named by {entity}/{entity_id} (avatars, logos and zips: any member).';

revoke execute on all functions in schema app from public;
grant execute on all functions in schema app to authenticated, service_role;

-- Signed-in users may read the bucket's settings (size limit) of the organizations bucket.
create policy "organizations bucket read" on storage.buckets for select to authenticated
  using (id = 'organizations');

-- Reading an object needs access to the row its path names.
create policy "organizations objects read" on storage.objects for select to authenticated
  using (bucket_id = 'organizations' and app.can_access_object(name));
-- Uploading needs the same access, and the organization must stay within its 5 GiB quota.
create policy "organizations objects insert" on storage.objects for insert to authenticated
  with check (
    bucket_id = 'organizations'
    and app.can_access_object(name)
    and app.storage_quota_allows(name, metadata)
  );
-- Overwriting (upsert) needs access to both the old and the new path.
create policy "organizations objects update" on storage.objects for update to authenticated
  using (bucket_id = 'organizations' and app.can_access_object(name))
  with check (bucket_id = 'organizations' and app.can_access_object(name));
-- Deleting needs files.DELETE as well as access; zips may be removed by whoever can reach them.
create policy "organizations objects delete" on storage.objects for delete to authenticated
  using (
    bucket_id = 'organizations'
    and app.can_access_object(name)
    and ((select app.has_permission('files.DELETE')) or split_part(name, '/', 2) = 'zips')
  );

-- ---------------------------------------------------------------------------------------------
-- RPC
-- ---------------------------------------------------------------------------------------------
create or replace function public.get_organization_storage(param_org_id uuid) returns bigint
language sql stable security definer set search_path = '' as $$
  select case
    when param_org_id = any (app.my_organizations()) then app.organization_storage_used(param_org_id)
    else 0
  end
$$;
comment on function public.get_organization_storage(uuid) is 'RPC: bytes stored under the organization''s folder of bucket organizations; 0 for an organization the caller does not belong to.';
