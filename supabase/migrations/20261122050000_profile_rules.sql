-- Who administers whom (issue 14, holes 1 and 2). One set of rules for profiles and memberships,
-- whatever the path: REST insert/update/upsert/delete, and the invites / update-user / delete-user
-- functions, which now write as their caller (RLS and the profile guard apply to them too).
--
--   * app.profile_organizations(p): the organizations a profile belongs to (assigned, or through its
--     partner or affiliate);
--   * app.can_manage_profile(p): the caller administers p — management, or (p is not management and
--     not the caller) every organization p belongs to is one the caller sees org-wide, or p is a member
--     of a partner/affiliate the caller manages and belongs to nothing beyond its organization;
--   * app.may_place_profile(role, partner, affiliate, organizations): the caller may give this role at
--     this place — partner members are partner admins (3) or sales reps (7), affiliate members
--     affiliate admins (2), staff company admins, executives, regionals or sales reps (1, 5, 6, 7) of
--     organizations the caller sees org-wide; the management role (4) only management gives;
--   * app.can_create_profile(...): may_place_profile plus a permission to create profiles
--     (profiles.CREATE or profiles.INVITE; partners.INVITE / affiliates.INVITE for their owners).

create or replace function app.profile_organizations(param_profile uuid) returns uuid[]
language sql stable security definer set search_path = '' as $$
  select coalesce(array_agg(distinct x.org) filter (where x.org is not null), '{}')
  from (
    select ao.organization as org from public.assigned_organizations ao where ao.profile = param_profile
    union all
    select pa.organization_id from public.profiles p join public.partners pa on pa.id = p.partner_id where p.id = param_profile
    union all
    select af.organization_id from public.profiles p join public.affiliates af on af.id = p.affiliate_id where p.id = param_profile
  ) x
$$;
comment on function app.profile_organizations(uuid) is 'The organizations a profile belongs to: assigned to it, or through its partner or affiliate.';

create or replace function app.can_manage_profile(param_profile uuid) returns boolean
language sql stable security definer set search_path = '' as $$
  select app.is_management() or coalesce((
    select p.role <> 4 and p.id <> auth.uid() and cardinality(o.orgs) > 0 and (
      o.orgs <@ app.org_wide_organizations()
      or (p.partner_id = any (app.my_partners())
          and o.orgs <@ array(select pa.organization_id from public.partners pa where pa.id = p.partner_id))
      or (p.affiliate_id = any (app.my_affiliates())
          and o.orgs <@ array(select af.organization_id from public.affiliates af where af.id = p.affiliate_id))
    )
    from public.profiles p
    cross join lateral (select app.profile_organizations(p.id) as orgs) o
    where p.id = param_profile
  ), false)
$$;
comment on function app.can_manage_profile(uuid) is 'The caller administers this profile: management; otherwise never a management profile nor oneself, and every organization the profile belongs to is seen org-wide by the caller, or it is a member of a partner/affiliate the caller manages and belongs to nothing beyond that organization.';

create or replace function app.may_place_profile(param_role integer, param_partner uuid, param_affiliate uuid, param_organizations uuid[])
returns boolean
language sql stable security definer set search_path = '' as $$
  select app.is_management() or coalesce(param_role <> 4 and case
    when param_partner is not null and param_affiliate is not null then false
    when param_partner is not null then param_role in (3, 7) and (
      param_partner = any (app.my_partners())
      or exists (select 1 from public.partners pa
                 where pa.id = param_partner and pa.organization_id = any (app.org_wide_organizations())))
    when param_affiliate is not null then param_role = 2 and (
      param_affiliate = any (app.my_affiliates())
      or exists (select 1 from public.affiliates af
                 where af.id = param_affiliate and af.organization_id = any (app.org_wide_organizations())))
    else param_role in (1, 5, 6, 7)
      and cardinality(param_organizations) > 0 and param_organizations <@ app.org_wide_organizations()
  end, false)
$$;
comment on function app.may_place_profile(integer, uuid, uuid, uuid[]) is 'The caller may give this role at this place: a partner''s members are partner admins or sales reps, an affiliate''s affiliate admins (partner/affiliate managed by the caller or in an organization seen org-wide); staff (no partner or affiliate) are company admins, executives, regionals or sales reps of organizations all seen org-wide by the caller; only management gives the management role or anything else.';

create or replace function app.can_create_profile(param_role integer, param_partner uuid, param_affiliate uuid, param_organization uuid)
returns boolean
language sql stable security definer set search_path = '' as $$
  select app.may_place_profile(param_role, param_partner, param_affiliate, array_remove(array[param_organization], null))
    and (
      app.has_permission('profiles.CREATE')
      or app.has_permission('profiles.INVITE')
      or (param_role = 3 and param_partner is not null and app.has_permission('partners.INVITE'))
      or (param_role = 2 and param_affiliate is not null and app.has_permission('affiliates.INVITE'))
    )
$$;
comment on function app.can_create_profile(integer, uuid, uuid, uuid) is 'The caller may create a profile with this role in this partner / affiliate / (staff) organization: app.may_place_profile, and profiles.CREATE or profiles.INVITE (an owner — partner admin, affiliate admin — also with partners.INVITE / affiliates.INVITE).';

revoke execute on function app.profile_organizations(uuid), app.can_manage_profile(uuid),
  app.may_place_profile(integer, uuid, uuid, uuid[]), app.can_create_profile(integer, uuid, uuid, uuid) from public, anon;
grant execute on function app.profile_organizations(uuid), app.can_manage_profile(uuid),
  app.may_place_profile(integer, uuid, uuid, uuid[]), app.can_create_profile(integer, uuid, uuid, uuid) to authenticated, service_role;

-- ---------------------------------------------------------------------------------------------
-- policies
-- ---------------------------------------------------------------------------------------------
drop policy profiles_select on public.profiles;
-- A profile is seen by its owner (even inactive, so the app can explain why sign-in is refused), its
-- executive viewer, org-wide (assigned to one of the caller's org-wide organizations), by the managers
-- of its partner or affiliate, by fellow members of its partner/affiliate, and by management (also
-- profiles that belong nowhere yet, such as registrations awaiting approval).
create policy profiles_select on public.profiles for select to authenticated
  using (
    id = (select auth.uid())
    or (select app.is_management())
    or id = any ((select app.visible_profiles())::uuid[])
    or partner_id = any ((select app.member_partners())::uuid[])
    or partner_id = any ((select app.my_partners())::uuid[])
    or affiliate_id = any ((select app.member_affiliates())::uuid[])
    or id in (
      select ao.profile from public.assigned_organizations ao
      where ao.organization = any ((select app.org_wide_organizations())::uuid[])
    )
    or id in (
      select pa.regional_manager from public.partners pa where pa.id = any ((select app.member_partners())::uuid[])
    )
  );

drop policy profiles_insert on public.profiles;
-- Creating a profile: app.can_create_profile over its role, partner/affiliate and (staff) organization
-- (last_organization), the same rule the invites function runs under.
create policy profiles_insert on public.profiles for insert to authenticated
  with check (app.can_create_profile(role, partner_id, affiliate_id, last_organization));
drop function app.can_place_profile(uuid, uuid);

drop policy profiles_update on public.profiles;
-- A user edits their own profile; profiles.EDIT edits the profiles the caller administers
-- (app.can_manage_profile). Role, status, partner and affiliate are judged by the profile guard.
create policy profiles_update on public.profiles for update to authenticated
  using (id = (select auth.uid()) or ((select app.has_permission('profiles.EDIT')) and app.can_manage_profile(id)))
  with check (id = (select auth.uid()) or (select app.has_permission('profiles.EDIT')));

drop policy profiles_delete on public.profiles;
-- Deleting a profile needs profiles.DELETE over a profile the caller administers; never oneself, and
-- a management profile only by management.
create policy profiles_delete on public.profiles for delete to authenticated
  using ((select app.has_permission('profiles.DELETE')) and id <> (select auth.uid()) and app.can_manage_profile(id));

drop policy assigned_organizations_insert on public.assigned_organizations;
drop policy assigned_organizations_update on public.assigned_organizations;
drop policy assigned_organizations_delete on public.assigned_organizations;
-- Memberships are changed with profiles.EDIT, in an organization seen org-wide, for a profile the
-- caller administers (never management's nor one's own, unless management).
create policy assigned_organizations_insert on public.assigned_organizations for insert to authenticated
  with check (
    (select app.has_permission('profiles.EDIT'))
    and organization = any ((select app.org_wide_organizations())::uuid[])
    and app.can_manage_profile(profile)
  );
create policy assigned_organizations_update on public.assigned_organizations for update to authenticated
  using (
    (select app.has_permission('profiles.EDIT'))
    and organization = any ((select app.org_wide_organizations())::uuid[])
    and app.can_manage_profile(profile)
  )
  with check (organization = any ((select app.org_wide_organizations())::uuid[]) and app.can_manage_profile(profile));
create policy assigned_organizations_delete on public.assigned_organizations for delete to authenticated
  using (
    (select app.has_permission('profiles.EDIT'))
    and organization = any ((select app.org_wide_organizations())::uuid[])
    and app.can_manage_profile(profile)
  );

-- ---------------------------------------------------------------------------------------------
-- the profile guard (API callers; trusted SQL runs as the owner and is not judged here)
-- ---------------------------------------------------------------------------------------------
create or replace function app.guard_profile_changes() returns trigger
language plpgsql security invoker set search_path = '' as $$
begin
  if current_user not in ('authenticated', 'anon') then
    return new;
  end if;
  if new.id is distinct from old.id then
    raise exception 'A profile cannot be moved to another user' using errcode = '42501';
  end if;
  if old.role = 4 and not app.is_management() then
    raise exception 'Only management may change a management user' using errcode = '42501';
  end if;
  if (new.role, new.active, new.partner_id, new.affiliate_id)
       is distinct from (old.role, old.active, old.partner_id, old.affiliate_id) then
    if not app.has_permission('profiles.EDIT') then
      raise exception 'Only users with profiles.EDIT may change role, status, partner or affiliate'
        using errcode = '42501';
    end if;
    if new.id = auth.uid() and not app.is_management() then
      raise exception 'You cannot change your own role, status, partner or affiliate' using errcode = '42501';
    end if;
    if not app.can_manage_profile(old.id) then
      raise exception 'You cannot change the role, status, partner or affiliate of this user' using errcode = '42501';
    end if;
    if (new.role, new.partner_id, new.affiliate_id) is distinct from (old.role, old.partner_id, old.affiliate_id)
       and not app.may_place_profile(new.role, new.partner_id, new.affiliate_id, app.profile_organizations(old.id)) then
      raise exception using errcode = '42501', message = case
        when new.role = 4 then 'Only management may grant the management role'
        else 'You cannot give this user that role there' end;
    end if;
  end if;
  if new.email is distinct from old.email or new.new_email is distinct from old.new_email then
    -- e-mail columns mirror auth.users and change only through Auth.
    new.email := old.email;
    new.new_email := old.new_email;
  end if;
  return new;
end
$$;
comment on function app.guard_profile_changes() is 'API callers: a profile keeps its id; a management profile is changed only by management; role, status, partner and affiliate change only with profiles.EDIT, never on oneself, on a profile the caller administers and to a role and place the caller may give (app.may_place_profile); e-mail columns follow auth.users.';

-- A profile created through the API is a member of its organization: its partner's, its affiliate's, or
-- for staff the organization it was created in (last_organization, checked by profiles_insert).
create or replace function app.add_home_membership() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  home uuid := coalesce(
    (select pa.organization_id from public.partners pa where pa.id = new.partner_id),
    (select af.organization_id from public.affiliates af where af.id = new.affiliate_id),
    case when new.partner_id is null and new.affiliate_id is null then new.last_organization end);
begin
  if home is not null then
    insert into public.assigned_organizations (profile, organization) values (new.id, home)
    on conflict (profile, organization) do nothing;
  end if;
  return null;
end
$$;
comment on function app.add_home_membership() is 'A profile created through the API becomes a member of its partner''s or affiliate''s organization, or (staff) of the organization it was created in.';
revoke execute on function app.add_home_membership() from public, anon;
create trigger profiles_home_membership after insert on public.profiles
  for each row when (current_user in ('authenticated', 'anon')) execute function app.add_home_membership();

-- Public RPCs over the rules, so the edge functions ask the database (as their caller) instead of
-- deciding in TypeScript. Security invoker: the app helpers do the privileged reads.
create or replace function public.can_manage_profile(param_profile uuid) returns boolean
language sql stable security invoker set search_path = '' as $$
  select app.can_manage_profile(param_profile)
$$;
comment on function public.can_manage_profile(uuid) is 'RPC: does the caller administer this profile (app.can_manage_profile)?';
revoke execute on function public.can_manage_profile(uuid) from public, anon;
grant execute on function public.can_manage_profile(uuid) to authenticated, service_role;

create or replace function public.can_create_profile(param_role integer, param_partner uuid, param_affiliate uuid, param_organization uuid)
returns boolean
language sql stable security invoker set search_path = '' as $$
  select app.can_create_profile(param_role, param_partner, param_affiliate, param_organization)
$$;
comment on function public.can_create_profile(integer, uuid, uuid, uuid) is 'RPC: may the caller create a profile with this role in this partner / affiliate / organization (the rule of profiles_insert)?';
revoke execute on function public.can_create_profile(integer, uuid, uuid, uuid) from public, anon;
grant execute on function public.can_create_profile(integer, uuid, uuid, uuid) to authenticated, service_role;
