-- Issue 16, defect 11: self-registered users could never be approved — the register mail asked
-- management to "activate the profile in the portal", and no screen listed them. A registration is an
-- inactive profile that belongs to no organization yet (the register function creates it so). The Users
-- page lists them first and approves one in a single call; both run as the caller, so row-level
-- security and the profile guard decide exactly as for the caller's own REST writes (only management
-- sees a profile that belongs nowhere, so only management approves).

create or replace function public.pending_registrations()
returns setof public.profiles
language sql stable security invoker set search_path = '' as $$
  select p.*
  from public.profiles p
  where not p.active
    and p.partner_id is null
    and p.affiliate_id is null
    and cardinality(app.profile_organizations(p.id)) = 0
  order by p.created_at
$$;
comment on function public.pending_registrations() is 'RPC: registrations awaiting approval — inactive profiles that belong to no organization — among the profiles the caller sees (RLS: management), oldest first.';
revoke execute on function public.pending_registrations() from public, anon;
grant execute on function public.pending_registrations() to authenticated, service_role;

create or replace function public.approve_registration(
  param_profile uuid,
  param_role integer,
  param_organization uuid,
  param_partner uuid default null,
  param_affiliate uuid default null
) returns public.profiles
language plpgsql security invoker set search_path = '' as $$
declare
  approved public.profiles;
begin
  if param_role is null or param_organization is null then
    raise exception using errcode = '22023', message = 'Choose the organization and the role';
  end if;
  if param_partner is not null and not exists (
    select 1 from public.partners pa where pa.id = param_partner and pa.organization_id = param_organization
  ) then
    raise exception using errcode = '22023', message = 'The sales partner must belong to the chosen organization';
  end if;
  if param_affiliate is not null and not exists (
    select 1 from public.affiliates af where af.id = param_affiliate and af.organization_id = param_organization
  ) then
    raise exception using errcode = '22023', message = 'The affiliate must belong to the chosen organization';
  end if;
  -- Staff become members of the organization first (a partner's or affiliate's people belong through it).
  if param_partner is null and param_affiliate is null then
    insert into public.assigned_organizations (profile, organization) values (param_profile, param_organization)
    on conflict do nothing;
  end if;
  update public.profiles p
     set active = true, role = param_role, partner_id = param_partner, affiliate_id = param_affiliate,
         last_organization = param_organization
   where p.id = param_profile and not p.active
  returning p.* into approved;
  if approved.id is null then
    raise exception using errcode = 'PT404', message = 'This registration does not exist, was already approved, or you may not approve it';
  end if;
  return approved;
end
$$;
comment on function public.approve_registration(uuid, integer, uuid, uuid, uuid) is 'RPC: approves a registration as the caller — makes the profile a member of the organization (staff) or of the partner / affiliate, gives it the role and activates it; RLS and the profile guard decide who may (management), all or nothing.';
revoke execute on function public.approve_registration(uuid, integer, uuid, uuid, uuid) from public, anon;
grant execute on function public.approve_registration(uuid, integer, uuid, uuid, uuid) to authenticated, service_role;
