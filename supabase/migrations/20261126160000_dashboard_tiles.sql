-- The dashboard's numbers in one call (issue 17).
--
-- The dashboard showed nine counts — open pricing requests, contract submissions by status (draft,
-- submitted, approved, rejected), contracts ending within 30, 60, 90 and 180 days — each read with a
-- list request of its own (nine requests, eighteen with the browser's CORS preflights). This returns
-- the same counts in one answer, read through the caller's RLS (security invoker), so each is the
-- total of the list it links to. The tiles of a menu the caller may not open are null and not
-- counted (a sales rep without navigation.CONTRACTS sees no contract tile). `today` is the portal's
-- calendar day (the browser sends it, as the links' filters carry it).

create or replace function public.dashboard_tiles(today date) returns jsonb
language sql stable security invoker set search_path = '' as $$
  select jsonb_build_object(
    'open_pricing_requests',
      case when app.has_permission('navigation.PRICING') then
        (select count(*) from public.pricing_requests pr where pr.active)
      end,
    'submissions',
      case when app.has_permission('navigation.PRICING') then
        (select jsonb_build_object(
                  'draft', count(*) filter (where s.status = 'draft'),
                  'submitted', count(*) filter (where s.status = 'submitted'),
                  'approved', count(*) filter (where s.status = 'approved'),
                  'rejected', count(*) filter (where s.status = 'rejected'))
           from public.matrix_submissions s
          where s.status in ('draft', 'submitted', 'approved', 'rejected'))
      end,
    'contracts_ending',
      case when app.has_permission('navigation.CONTRACTS') then
        (select jsonb_build_object(
                  '30', count(*) filter (where c.end_date <= today + 30),
                  '60', count(*) filter (where c.end_date <= today + 60),
                  '90', count(*) filter (where c.end_date <= today + 90),
                  '180', count(*))
           from public.contracts c
          where c.end_date >= today and c.end_date <= today + 180)
      end
  )
$$;
comment on function public.dashboard_tiles(date) is
  'RPC: the dashboard''s counts through the caller''s RLS — open pricing requests, contract submissions by status, contracts ending within 30/60/90/180 days of today; null for a menu the caller may not open.';

revoke execute on function public.dashboard_tiles(date) from public, anon;
grant execute on function public.dashboard_tiles(date) to authenticated, service_role;
