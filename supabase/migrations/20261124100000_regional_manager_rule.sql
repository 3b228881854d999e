-- A partner's regional manager holds the regional role and belongs to the partner's organization
-- (issue 14, hole 4). Before, only assign_regional_manager checked the role, and nothing checked the
-- organization: a partner admin could name anyone through REST — another tenant's sales rep, who then
-- saw the partner's accounts (app.my_partners()).
--
-- One rule, app.may_manage_region(profile, organization), enforced by a constraint trigger on partners
-- for every writer (REST insert / update / upsert, RPCs, edge functions, the service role, the seed).
-- The rule keeps holding afterwards: a profile that stops being a regional of an organization (role
-- changed, membership removed, moved to a partner or affiliate) stops managing that organization's
-- partners, whoever made the change.

create or replace function app.may_manage_region(param_profile uuid, param_organization uuid) returns boolean
language sql stable security definer set search_path = '' as $$
  select coalesce(
    (select p.role = 6 from public.profiles p where p.id = param_profile)
    and param_organization = any (app.profile_organizations(param_profile)),
    false)
$$;
comment on function app.may_manage_region(uuid, uuid) is 'The profile may be regional manager of partners of this organization: it holds the regional role (6) and belongs to the organization (app.profile_organizations).';
revoke execute on function app.may_manage_region(uuid, uuid) from public, anon;
grant execute on function app.may_manage_region(uuid, uuid) to authenticated, service_role;

create or replace function app.check_partner_regional_manager() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  if new.regional_manager is not null and not app.may_manage_region(new.regional_manager, new.organization_id) then
    raise exception 'The regional manager must be a profile with the regional role who belongs to the partner''s organization'
      using errcode = '23514';
  end if;
  return null;
end
$$;
comment on function app.check_partner_regional_manager() is 'Constraint trigger on partners: regional_manager satisfies app.may_manage_region for the partner''s organization.';
revoke execute on function app.check_partner_regional_manager() from public, anon, authenticated;

-- After the row is written (and after RLS has judged it), for every writer.
create constraint trigger partners_regional_manager_rule
  after insert or update of regional_manager, organization_id on public.partners
  for each row execute function app.check_partner_regional_manager();

create or replace function app.release_regional_partners() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  -- The profile's id is column tg_argv[0] of the changed row (profiles.id, assigned_organizations.profile).
  who uuid := (to_jsonb(old) ->> tg_argv[0])::uuid;
begin
  update public.partners pa set regional_manager = null
   where pa.regional_manager = who and not app.may_manage_region(who, pa.organization_id);
  return null;
end
$$;
comment on function app.release_regional_partners() is 'A profile that no longer satisfies app.may_manage_region for a partner''s organization (role, membership, partner or affiliate changed) stops being that partner''s regional manager.';
revoke execute on function app.release_regional_partners() from public, anon, authenticated;

create trigger profiles_release_regional_partners
  after update of role, partner_id, affiliate_id on public.profiles
  for each row when (old.role = 6 and (new.role, new.partner_id, new.affiliate_id) is distinct from (old.role, old.partner_id, old.affiliate_id))
  execute function app.release_regional_partners('id');
create trigger assigned_organizations_release_regional_partners
  after update or delete on public.assigned_organizations
  for each row execute function app.release_regional_partners('profile');

-- The RPC asks nothing itself any more: RLS decides which partners the caller may change, the
-- constraint trigger whether the manager may manage them (one rule, whatever the path).
create or replace function public.assign_regional_manager(param_manager uuid, param_partners uuid[], param_clear_others boolean default false)
returns integer
language plpgsql security invoker set search_path = '' as $$
declare
  changed integer := 0;
  n integer;
begin
  -- Runs as the caller: RLS (partners.EDIT over each row) decides which rows change, and
  -- partners_regional_manager_rule refuses a manager who is not a regional of the partner's organization.
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
comment on function public.assign_regional_manager(uuid, uuid[], boolean) is 'RPC: makes a regional profile the manager of the given partners, optionally clearing them from the partners not given; RLS decides which partners the caller may change, the partners_regional_manager_rule trigger who may manage them.';

-- Rows written before the rule (an earlier exploit of the hole, or a since-demoted regional) follow it now.
update public.partners pa set regional_manager = null
 where pa.regional_manager is not null and not app.may_manage_region(pa.regional_manager, pa.organization_id);
