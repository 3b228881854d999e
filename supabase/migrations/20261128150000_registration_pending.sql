-- Issue 26, item 6: a registrant who signs in before approval was told "Account disabled" (twice: as
-- the notice's title and its text), as if their company had switched them off. A registration awaiting
-- approval is a state of its own: an inactive profile that belongs to no organization, partner or
-- affiliate yet (the register function creates it so; approve_registration makes it a member). The spec's
-- 'Account disabled. Please contact your company to re-activate.' stays for inactive or missing profiles.
--
-- The rule is written once, on the profile's row: pending_registrations (management's list) and
-- my_registration_pending (the sign-in page, after a correct password) both read it. The sign-in page asks
-- only with a session, i.e. after the password was right: to anyone else an e-mail that registered and
-- one that did not fail alike ('Invalid login credentials'), and anon may not call the function.

create or replace function app.is_registration(p public.profiles) returns boolean
language sql stable security invoker set search_path = '' as $$
  select not p.active and p.partner_id is null and p.affiliate_id is null and cardinality(app.profile_organizations(p.id)) = 0
$$;
comment on function app.is_registration(public.profiles) is 'The profile is a registration awaiting approval: inactive, and a member of no organization, partner or affiliate.';
revoke execute on function app.is_registration(public.profiles) from public, anon;
grant execute on function app.is_registration(public.profiles) to authenticated, service_role;

create or replace function public.pending_registrations()
returns setof public.profiles
language sql stable security invoker set search_path = '' as $$
  select p.*
  from public.profiles p
  where app.is_registration(p)
  order by p.created_at
$$;
comment on function public.pending_registrations() is 'RPC: registrations awaiting approval (app.is_registration) among the profiles the caller sees (RLS: management), oldest first.';
revoke execute on function public.pending_registrations() from public, anon;
grant execute on function public.pending_registrations() to authenticated, service_role;

create or replace function public.my_registration_pending() returns boolean
language sql stable security invoker set search_path = '' as $$
  select coalesce((select app.is_registration(p) from public.profiles p where p.id = (select auth.uid())), false)
$$;
comment on function public.my_registration_pending() is 'RPC: whether the signed-in caller''s own profile is a registration awaiting approval (the sign-in page''s notice); false for everyone else.';
revoke execute on function public.my_registration_pending() from public, anon;
grant execute on function public.my_registration_pending() to authenticated, service_role;
