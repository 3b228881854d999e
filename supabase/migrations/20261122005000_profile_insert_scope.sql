-- Creating a profile needs profiles.CREATE *and* reach over where the profile goes: management,
-- org-wide access to the partner's/affiliate's organization, or managing that partner/affiliate.

create or replace function app.can_place_profile(partner_id uuid, affiliate_id uuid) returns boolean
language sql stable security definer set search_path = '' as $$
  select app.is_management()
    or (partner_id is not null and (
          partner_id = any (app.my_partners())
          or exists (select 1 from public.partners pa where pa.id = partner_id and pa.organization_id = any (app.org_wide_organizations()))))
    or (affiliate_id is not null and (
          affiliate_id = any (app.my_affiliates())
          or exists (select 1 from public.affiliates af where af.id = affiliate_id and af.organization_id = any (app.org_wide_organizations()))))
    or (partner_id is null and affiliate_id is null and cardinality(app.org_wide_organizations()) > 0)
$$;
comment on function app.can_place_profile(uuid, uuid) is 'The caller may put a profile in this partner/affiliate: management, org-wide over its organization, or its manager; staff profiles (no partner/affiliate) need org-wide access somewhere.';
revoke execute on function app.can_place_profile(uuid, uuid) from public;
grant execute on function app.can_place_profile(uuid, uuid) to authenticated, service_role;

drop policy profiles_insert on public.profiles;
-- Creating profiles needs profiles.CREATE and reach over the new profile's partner or affiliate.
create policy profiles_insert on public.profiles for insert to authenticated
  with check ((select app.has_permission('profiles.CREATE')) and app.can_place_profile(partner_id, affiliate_id));
