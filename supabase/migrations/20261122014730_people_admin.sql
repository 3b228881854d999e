-- People and companies: RPCs the sales-partner, organization and permission screens and the
-- invites / update-user / delete-user functions need.

create or replace function public.can_manage_organization(param_org_id uuid) returns boolean
language sql stable security definer set search_path = '' as $$
  select param_org_id = any (app.org_wide_organizations())
$$;
comment on function public.can_manage_organization(uuid) is 'RPC: the caller sees this organization org-wide (management, or assigned to it as company admin or executive).';
revoke execute on function public.can_manage_organization(uuid) from public, anon;
grant execute on function public.can_manage_organization(uuid) to authenticated, service_role;

create or replace function public.assign_regional_manager(param_manager uuid, param_partners uuid[], param_clear_others boolean default false)
returns integer
language plpgsql security invoker set search_path = '' as $$
declare
  changed integer := 0;
  n integer;
begin
  if not exists (select 1 from public.profiles p where p.id = param_manager and p.role = 6) then
    raise exception 'The regional manager must be a profile with the regional role' using errcode = '22023';
  end if;
  -- Runs as the caller: RLS (partners.EDIT over each partner) decides which rows change.
  update public.partners set regional_manager = param_manager
   where id = any (coalesce(param_partners, '{}')) and regional_manager is distinct from param_manager;
  get diagnostics n = row_count;
  changed := changed + n;
  if param_clear_others then
    update public.partners set regional_manager = null
     where regional_manager = param_manager and not (id = any (coalesce(param_partners, '{}')));
    get diagnostics n = row_count;
    changed := changed + n;
  end if;
  return changed;
end
$$;
comment on function public.assign_regional_manager(uuid, uuid[], boolean) is 'RPC: makes a regional profile the manager of the given partners, optionally clearing them from the partners not given; RLS decides which partners the caller may change.';
revoke execute on function public.assign_regional_manager(uuid, uuid[], boolean) from public, anon;
grant execute on function public.assign_regional_manager(uuid, uuid[], boolean) to authenticated, service_role;

create or replace function public.user_permissions(param_user uuid)
returns table (permission text, source text)
language plpgsql stable security definer set search_path = '' as $$
begin
  if not (app.is_management() or param_user = auth.uid()) then
    raise exception 'Only management may see another user''s permissions' using errcode = '42501';
  end if;
  return query
  select x.permission, string_agg(x.source, ', ' order by x.source)
  from (
    select pm.id as permission, 'management'::text as source
    from public.permissions pm
    join public.profiles p on p.id = param_user and p.active and p.role = 4
    union all
    select ap.permission, case when ap."user" is not null then 'user' else 'role' end
    from public.assigned_permissions ap
    join public.profiles p on p.id = param_user and p.active
    where ap.role = p.role or ap."user" = p.id
  ) x
  group by x.permission
  order by x.permission;
end
$$;
comment on function public.user_permissions(uuid) is 'RPC: what a user can do — their effective permissions and where each comes from (role, user grant, management); management may ask about anyone, others only about themselves.';
revoke execute on function public.user_permissions(uuid) from public, anon;
grant execute on function public.user_permissions(uuid) to authenticated, service_role;

create or replace function public.get_organization_storage_breakdown(param_org_id uuid)
returns table (entity text, bytes bigint, objects bigint)
language sql stable security definer set search_path = '' as $$
  select split_part(so.name, '/', 2), coalesce(sum(app.storage_object_size(so.metadata)), 0)::bigint, count(*)
  from storage.objects so
  where so.bucket_id = 'organizations'
    and param_org_id = any (app.my_organizations())
    and app.storage_path_organization(so.name) = param_org_id
  group by 1
  order by 2 desc
$$;
comment on function public.get_organization_storage_breakdown(uuid) is 'RPC: bytes and object count per entity folder (accounts, zips, …) of an organization the caller belongs to; nothing for others.';
revoke execute on function public.get_organization_storage_breakdown(uuid) from public, anon;
grant execute on function public.get_organization_storage_breakdown(uuid) to authenticated, service_role;
