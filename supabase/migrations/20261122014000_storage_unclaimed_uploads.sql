-- A file is uploaded first and its files/photos row written after. When that row cannot be written
-- (refused, connection lost, cancelled) the uploader must be able to take the object back even
-- without files.DELETE, or it would stay as an orphan counted against the quota.

create index if not exists files_thumb_path_idx on public.files (thumb_path);
create index if not exists photos_path_idx on public.photos (path);
create index if not exists photos_thumb_path_idx on public.photos (thumb_path);
create index if not exists accounts_signature_path_idx on public.accounts (signature_path);

create or replace function app.is_unclaimed_upload(name text) returns boolean
language sql stable security definer set search_path = '' as $$
  select split_part(name, '/', 2) in ('accounts', 'pricing_requests', 'proposals', 'tasks', 'matrix_submissions', 'contracts')
     and not exists (select 1 from public.files f where f.path = name)
     and not exists (select 1 from public.files f where f.thumb_path = name)
     and not exists (select 1 from public.photos p where p.path = name)
     and not exists (select 1 from public.photos p where p.thumb_path = name)
     and not exists (select 1 from public.accounts a where a.signature_path = name)
$$;
comment on function app.is_unclaimed_upload(text) is 'An object in an entity folder that no files/photos row (path or thumbnail) and no account signature points at.';
revoke execute on function app.is_unclaimed_upload(text) from public;
grant execute on function app.is_unclaimed_upload(text) to authenticated, service_role;

-- Whoever uploaded an object may remove it again while no row claims it (clean-up after a failed save).
create policy "organizations objects remove own unclaimed upload" on storage.objects for delete to authenticated
  using (
    bucket_id = 'organizations'
    and owner_id = (select auth.uid())::text
    and app.can_access_object(name)
    and app.is_unclaimed_upload(name)
  );
