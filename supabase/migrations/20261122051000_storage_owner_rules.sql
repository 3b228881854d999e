-- Storage rules by what an object is, not only by which organization it is in (issue 14, item 6):
-- - zips ({org}/zips/…) hold documents from many accounts: only their creator reads, overwrites
--   or removes them (and the service role);
-- - avatars and logos ({org}/profiles|partners|affiliates|organizations/{id}/…) are written and
--   removed only by whoever may edit that row: the same helper the row's update policy calls;
-- - emptying the bucket is refused to every API role (storage-api checks it through RLS as the
--   caller, then deletes everything as superuser);
-- - only types that never run in a browser may be stored (bucket allowed_mime_types).
-- Object paths stay {organization_id}/{entity}/{entity_id}/{file name}.

-- ---------------------------------------------------------------------------------------------
-- Who may edit a profile, partner, affiliate or organization: one helper per table, called by the
-- table's update policy (same rule as before, now named) and by the storage rules for its pictures.
-- ---------------------------------------------------------------------------------------------
create or replace function app.can_edit_profile(profile_id uuid) returns boolean
language sql stable security definer set search_path = '' as $$
  select coalesce(profile_id = auth.uid() or (app.has_permission('profiles.EDIT') and app.can_manage_profile(profile_id)), false)
$$;
comment on function app.can_edit_profile(uuid) is 'The caller may edit this profile: it is their own, or they hold profiles.EDIT and administer it (app.can_manage_profile: never a management profile unless management).';

create or replace function app.can_edit_partner(partner_id uuid, organization uuid) returns boolean
language sql stable security definer set search_path = '' as $$
  select coalesce(
    app.has_permission('partners.EDIT')
    and (organization = any (app.org_wide_organizations()) or partner_id = any (app.my_partners())),
    false)
$$;
comment on function app.can_edit_partner(uuid, uuid) is 'The caller may edit this partner: partners.EDIT, and org-wide over its organization, its regional manager or its admin.';

create or replace function app.can_edit_affiliate(affiliate_id uuid, organization uuid) returns boolean
language sql stable security definer set search_path = '' as $$
  select coalesce(
    app.has_permission('affiliates.EDIT')
    and (organization = any (app.org_wide_organizations()) or affiliate_id = any (app.my_affiliates())),
    false)
$$;
comment on function app.can_edit_affiliate(uuid, uuid) is 'The caller may edit this affiliate: affiliates.EDIT, and org-wide over its organization or its admin.';

create or replace function app.can_edit_organization(organization uuid) returns boolean
language sql stable security definer set search_path = '' as $$
  select coalesce(app.has_permission('companies.EDIT') and organization = any (app.org_wide_organizations()), false)
$$;
comment on function app.can_edit_organization(uuid) is 'The caller may edit this organization: companies.EDIT and org-wide access to it (its company admins, management).';

drop policy profiles_update on public.profiles;
-- A user edits their own profile; profiles.EDIT edits the profiles the caller administers
-- (app.can_edit_profile). Role, status, partner and affiliate are judged by the profile guard.
create policy profiles_update on public.profiles for update to authenticated
  using (app.can_edit_profile(id))
  with check (id = (select auth.uid()) or (select app.has_permission('profiles.EDIT')));

drop policy partners_update on public.partners;
-- Editing needs partners.EDIT on a partner the caller manages (org-wide, regional, or its admin),
-- and the partner must stay in an organization the caller belongs to.
create policy partners_update on public.partners for update to authenticated
  using (app.can_edit_partner(id, organization_id))
  with check (
    organization_id = any ((select app.org_wide_organizations())::uuid[])
    or (id = any ((select app.my_partners())::uuid[]) and organization_id = any ((select app.my_organizations())::uuid[]))
  );

drop policy affiliates_update on public.affiliates;
-- Editing needs affiliates.EDIT, org-wide or as the affiliate's admin, staying in one of the caller's organizations.
create policy affiliates_update on public.affiliates for update to authenticated
  using (app.can_edit_affiliate(id, organization_id))
  with check (
    organization_id = any ((select app.org_wide_organizations())::uuid[])
    or (id = any ((select app.my_affiliates())::uuid[]) and organization_id = any ((select app.my_organizations())::uuid[]))
  );

drop policy organizations_update on public.organizations;
-- Editing needs companies.EDIT and org-wide access to it (company admin of it, or management).
create policy organizations_update on public.organizations for update to authenticated
  using (app.can_edit_organization(id))
  with check (id = any ((select app.org_wide_organizations())::uuid[]));

-- ---------------------------------------------------------------------------------------------
-- Storage: one helper per action on bucket organizations.
-- ---------------------------------------------------------------------------------------------
create or replace function app.storage_entity_id(name text) returns uuid
language sql immutable set search_path = '' as $$
  select case
    when split_part(name, '/', 3) ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'
    then split_part(name, '/', 3)::uuid
  end
$$;
comment on function app.storage_entity_id(text) is 'The row an object belongs to: its third path segment ({org}/{entity}/{id}/…), when that is a uuid.';

create or replace function app.is_own_zip(name text, owner_id text) returns boolean
language sql stable security definer set search_path = '' as $$
  select coalesce(
    split_part(name, '/', 2) = 'zips'
    and owner_id = auth.uid()::text
    and app.storage_path_organization(name) = any (app.my_organizations()),
    false)
$$;
comment on function app.is_own_zip(text, text) is 'A zip under {org}/zips/ that the caller created (objects.owner_id), in an organization the caller belongs to.';

create or replace function app.can_edit_picture(name text) returns boolean
language plpgsql stable security definer set search_path = '' as $$
declare
  org uuid := app.storage_path_organization(name);
  eid uuid := app.storage_entity_id(name);
begin
  if org is null or eid is null or not (org = any (app.my_organizations())) then
    return false;
  end if;
  return coalesce(case split_part(name, '/', 2)
    when 'profiles' then exists (select 1 from public.profiles p where p.id = eid) and app.can_edit_profile(eid)
    when 'partners' then exists (
      select 1 from public.partners p where p.id = eid and p.organization_id = org and app.can_edit_partner(p.id, p.organization_id))
    when 'affiliates' then exists (
      select 1 from public.affiliates a where a.id = eid and a.organization_id = org and app.can_edit_affiliate(a.id, a.organization_id))
    when 'organizations' then eid = org and app.can_edit_organization(org)
  end, false);
end
$$;
comment on function app.can_edit_picture(text) is 'An avatar or logo ({org}/profiles|partners|affiliates|organizations/{id}/…) may be written by a member of {org} who may edit row {id} (the same helper as that table''s update policy).';

create or replace function app.storage_can_read(name text, owner_id text) returns boolean
language sql stable security definer set search_path = '' as $$
  select case split_part(name, '/', 2)
    when 'zips' then app.is_own_zip(name, owner_id)
    else app.can_access_object(name)
  end
$$;
comment on function app.storage_can_read(text, text) is 'Reading (download, sign, list, copy source): zips by their creator; anything else by app.can_access_object (row visibility; avatars and logos: members).';

create or replace function app.storage_can_write(name text, owner_id text) returns boolean
language sql stable security definer set search_path = '' as $$
  select case
    when split_part(name, '/', 2) = 'zips' then app.is_own_zip(name, owner_id)
    when split_part(name, '/', 2) in ('profiles', 'partners', 'affiliates', 'organizations') then app.can_edit_picture(name)
    when split_part(name, '/', 2) in ('accounts', 'pricing_requests', 'proposals', 'tasks', 'matrix_submissions', 'contracts')
      then app.can_access_object(name)
    else false
  end
$$;
comment on function app.storage_can_write(text, text) is 'Uploading, overwriting (upsert) and moving: a zip only as its creator; an avatar or logo by whoever may edit its row; an entity folder by whoever sees its row; nothing else (other folders: service role only).';

create or replace function app.storage_can_remove(name text, owner_id text) returns boolean
language sql stable security definer set search_path = '' as $$
  select case
    when split_part(name, '/', 2) = 'zips' then app.is_own_zip(name, owner_id)
    when split_part(name, '/', 2) in ('profiles', 'partners', 'affiliates', 'organizations') then app.can_edit_picture(name)
    when split_part(name, '/', 2) in ('accounts', 'pricing_requests', 'proposals', 'tasks', 'matrix_submissions', 'contracts')
      then app.can_access_object(name)
       and (app.has_permission('files.DELETE') or (owner_id = auth.uid()::text and app.is_unclaimed_upload(name)))
    else false
  end
$$;
comment on function app.storage_can_remove(text, text) is 'Removing: a zip by its creator; an avatar or logo by whoever may edit its row; an entity-folder object with files.DELETE, or by its uploader while no row claims it (app.is_unclaimed_upload).';

revoke execute on function app.can_edit_profile(uuid), app.can_edit_partner(uuid, uuid),
  app.can_edit_affiliate(uuid, uuid), app.can_edit_organization(uuid), app.storage_entity_id(text),
  app.is_own_zip(text, text), app.can_edit_picture(text), app.storage_can_read(text, text),
  app.storage_can_write(text, text), app.storage_can_remove(text, text) from public, anon;
grant execute on function app.can_edit_profile(uuid), app.can_edit_partner(uuid, uuid),
  app.can_edit_affiliate(uuid, uuid), app.can_edit_organization(uuid), app.storage_entity_id(text),
  app.is_own_zip(text, text), app.can_edit_picture(text), app.storage_can_read(text, text),
  app.storage_can_write(text, text), app.storage_can_remove(text, text) to authenticated, service_role;

drop policy "organizations objects read" on storage.objects;
drop policy "organizations objects insert" on storage.objects;
drop policy "organizations objects update" on storage.objects;
drop policy "organizations objects delete" on storage.objects;
drop policy "organizations objects remove own unclaimed upload" on storage.objects;

-- Reading an object (download, signed URL, list, copy) needs app.storage_can_read.
create policy "organizations objects read" on storage.objects for select to authenticated
  using (bucket_id = 'organizations' and app.storage_can_read(name, owner_id));
-- Uploading needs app.storage_can_write, and the organization must stay within its 5 GiB quota.
create policy "organizations objects insert" on storage.objects for insert to authenticated
  with check (
    bucket_id = 'organizations'
    and app.storage_can_write(name, owner_id)
    and app.storage_quota_allows(name, metadata)
  );
-- Overwriting (upsert) and moving need app.storage_can_write on the old and on the new object.
create policy "organizations objects update" on storage.objects for update to authenticated
  using (bucket_id = 'organizations' and app.storage_can_write(name, owner_id))
  with check (bucket_id = 'organizations' and app.storage_can_write(name, owner_id));
-- Removing needs app.storage_can_remove.
create policy "organizations objects delete" on storage.objects for delete to authenticated
  using (bucket_id = 'organizations' and app.storage_can_remove(name, owner_id));

-- storage-api's POST /bucket/{id}/empty (STOR v1.60.2, src/storage/storage.ts emptyBucket) finds the
-- bucket and test-deletes one object as the caller, then deletes every object as superuser. Both
-- steps are refused here during that operation, so no API role can empty a bucket; the service role
-- bypasses RLS.
create policy "no emptying buckets" on storage.buckets as restrictive for select to anon, authenticated
  using ((select storage.operation()) is distinct from 'storage.bucket.empty');
create policy "no emptying buckets" on storage.objects as restrictive for delete to anon, authenticated
  using ((select storage.operation()) is distinct from 'storage.bucket.empty');

-- Only types a browser never runs or renders as a page may be stored (storage-api refuses the
-- rest with 415 before reading the body). The portal declares anything else as
-- application/octet-stream (src/lib/stored-content-type.ts), which browsers download.
update storage.buckets
   set allowed_mime_types = array[
     'application/octet-stream',
     'application/pdf',
     'image/jpeg', 'image/png', 'image/gif', 'image/webp', 'image/heic', 'image/heif', 'image/avif', 'image/bmp', 'image/tiff',
     'text/plain', 'text/plain;charset=UTF-8', 'text/csv',
     'application/zip', 'application/x-zip-compressed',
     'application/msword', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
     'application/vnd.ms-excel', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
     'application/vnd.ms-powerpoint', 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
     'application/vnd.oasis.opendocument.text', 'application/vnd.oasis.opendocument.spreadsheet',
     'application/vnd.oasis.opendocument.presentation', 'application/rtf', 'application/vnd.ms-outlook', 'message/rfc822',
     'audio/mpeg', 'audio/mp4', 'video/mp4', 'video/quicktime'
   ]
 where id = 'organizations';
