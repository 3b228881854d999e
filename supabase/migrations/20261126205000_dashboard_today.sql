-- "A dashboard that says what needs me today" (issue 18 §5). dashboard_tiles (20261126160000) grows
-- the role's to-do tiles, still in one call (issue 17: the dashboard in ≤ 3 round trips), still as the
-- caller (security invoker: every row counted or listed is one the caller's RLS lets them read):
--
-- - tasks: the caller's open tasks (assigned to them, status open or in progress) due on `today` and
--   due before it — each the total of /tasks filtered the same way; null for an inactive profile;
-- - approvals: contract submissions waiting for a decision (status submitted), for those who may
--   approve (pricing.ADMIN, which the status guard requires) — null for everyone else;
-- - registrations: registrations awaiting approval (pending_registrations(), which RLS already limits
--   to management) — null for everyone but management;
-- - ending_soon: the first five contracts ending within 90 days of `today` (what their Renew needs:
--   account, commodity, volume, end date, number, account name), soonest first;
-- - pricing_per_week: the pricing requests created in each week [week_bounds[i], week_bounds[i + 1]),
--   the instants the browser computes for the weeks of its display time zone (as it computes `today`;
--   PGlite's time zone rules are not reliable enough to compute them in SQL); null without bounds.
--
-- The signature gains `week_bounds`, so the old function is dropped (an overload would make calls
-- ambiguous).

drop function if exists public.dashboard_tiles(date, boolean);

create or replace function public.dashboard_tiles(today date, estimated boolean default false, week_bounds timestamptz[] default null)
returns jsonb
language plpgsql volatile security invoker set search_path = '' as $$
declare
  pricing boolean := app.has_permission('navigation.PRICING');
  contracts boolean := app.has_permission('navigation.CONTRACTS');
  approver boolean := pricing and app.has_permission('pricing.ADMIN');
  active boolean := app.is_active();
  me uuid := auth.uid();
  open_tasks text;
  ending jsonb := '{}';
  submissions jsonb := '{}';
  soon jsonb;
  weeks jsonb;
  status text;
  days int;
begin
  if today is null then
    raise exception 'today is required' using errcode = '22023';
  end if;
  if week_bounds is not null and (
    cardinality(week_bounds) not between 2 and 54
    or array_position(week_bounds, null) is not null
    or exists (select 1 from generate_series(1, cardinality(week_bounds) - 1) as g(i) where week_bounds[g.i] >= week_bounds[g.i + 1])
  ) then
    raise exception 'week_bounds must be 2 to 54 instants in increasing order' using errcode = '22023';
  end if;
  if pricing then
    if dashboard_tiles.estimated then
      foreach status in array array['draft', 'submitted', 'approved', 'rejected'] loop
        submissions := submissions || jsonb_build_object(status,
          app.list_count('public.matrix_submissions', format('status = %L', status), true));
      end loop;
    else
      -- Exact: the four statuses in one pass over the caller's submissions, not one pass each (the
      -- policy's rule repeated with the caller's scope as values: see the weekly counts below).
      execute 'select jsonb_build_object(
                 ''draft'', count(*) filter (where ms.status = ''draft''),
                 ''submitted'', count(*) filter (where ms.status = ''submitted''),
                 ''approved'', count(*) filter (where ms.status = ''approved''),
                 ''rejected'', count(*) filter (where ms.status = ''rejected''))
               from public.matrix_submissions ms
               where ms.status in (''draft'', ''submitted'', ''approved'', ''rejected'')
                 and (ms.organization_id = any ($1) or ms.account_partner_id = any ($2)
                      or ms.account_sales_rep = any ($3) or ms.account_affiliate_id = any ($4))'
        into submissions
        using app.org_wide_organizations(), app.my_partners(), app.visible_profiles(), app.my_affiliates();
    end if;
    if week_bounds is not null then
      if dashboard_tiles.estimated then
        -- Counted as the pricing list counts for the callers who see whole organizations (estimated
        -- above 1,000 rows): exact weeks would read every request of the organizations through RLS.
        select coalesce(jsonb_agg(app.list_count('public.pricing_requests',
                 format('created_at >= %L::timestamptz and created_at < %L::timestamptz', week_bounds[g.i], week_bounds[g.i + 1]),
                 true) order by g.i), '[]')
          into weeks
          from generate_series(1, cardinality(week_bounds) - 1) as g(i);
      else
        -- Exact, in one pass over the caller's requests of the whole period (width_bucket puts each in
        -- its week), not one pass per week. The select policy's own rule is repeated as a filter with
        -- the caller's scope as values (as global_search does): the planner then starts from the
        -- caller's partners, reps and affiliates instead of every request of the period. RLS still
        -- applies; the filter narrows nothing it would let through.
        execute 'select coalesce(jsonb_agg(coalesce(c.n, 0) order by g.i), ''[]'')
                   from generate_series(1, cardinality($1) - 1) as g(i)
                   left join (
                     select width_bucket(pr.created_at, $1) as i, count(*) as n
                     from public.pricing_requests pr
                     where pr.created_at >= $1[1] and pr.created_at < $1[cardinality($1)]
                       and (pr.organization_id = any ($2) or pr.account_partner_id = any ($3)
                            or pr.account_sales_rep = any ($4) or pr.account_affiliate_id = any ($5))
                     group by 1
                   ) c on c.i = g.i'
          into weeks
          using week_bounds, app.org_wide_organizations(), app.my_partners(), app.visible_profiles(), app.my_affiliates();
      end if;
    end if;
  end if;
  if contracts then
    if dashboard_tiles.estimated then
      foreach days in array array[30, 60, 90, 180] loop
        ending := ending || jsonb_build_object(days::text,
          app.list_count('public.contracts', format('end_date >= %L::date and end_date <= %L::date', today, today + days), true));
      end loop;
    else
      -- Exact: the four windows in one pass over the caller's contracts ending within 180 days (the
      -- policy's rule repeated with the caller's scope as values: as the weekly counts above).
      execute 'select jsonb_build_object(
                 ''30'', count(*) filter (where c.end_date <= $1 + 30),
                 ''60'', count(*) filter (where c.end_date <= $1 + 60),
                 ''90'', count(*) filter (where c.end_date <= $1 + 90),
                 ''180'', count(*))
               from public.contracts c
               where c.end_date >= $1 and c.end_date <= $1 + 180
                 and (c.organization_id = any ($2) or c.account_partner_id = any ($3)
                      or c.account_sales_rep = any ($4) or c.account_affiliate_id = any ($5))'
        into ending
        using today, app.org_wide_organizations(), app.my_partners(), app.visible_profiles(), app.my_affiliates();
    end if;
    select coalesce(jsonb_agg(to_jsonb(x) order by x.end_date, x.id), '[]')
      into soon
      from (
        select c.id, c.account_id, c.number, c.commodity, c.volume, c.end_date, a.account_name
        from public.contracts c
        left join public.accounts a on a.id = c.account_id
        where c.end_date >= today and c.end_date <= today + 90
        order by c.end_date, c.id
        limit 5
      ) x;
  end if;
  if active and me is not null then
    open_tasks := format('assigned_to = %L::uuid and status in (''open'', ''in_progress'')', me);
  end if;
  return jsonb_build_object(
    'open_pricing_requests', case when pricing then app.list_count('public.pricing_requests_list', 'active', dashboard_tiles.estimated) end,
    'submissions', case when pricing then submissions end,
    'contracts_ending', case when contracts then ending end,
    'tasks', case when open_tasks is not null then jsonb_build_object(
      'due_today', app.list_count('public.tasks', format('%s and due_date = %L::date', open_tasks, today), false),
      'overdue', app.list_count('public.tasks', format('%s and due_date < %L::date', open_tasks, today), false)) end,
    -- The submitted ones of the submissions by status: the same list, counted once.
    'approvals', case when approver then submissions -> 'submitted' end,
    'registrations', case when active and app.is_management() then (select count(*) from public.pending_registrations()) end,
    'ending_soon', case when contracts then soon end,
    'pricing_per_week', case when pricing then weeks end);
end
$$;
comment on function public.dashboard_tiles(date, boolean, timestamptz[]) is
  'RPC: the dashboard''s tiles through the caller''s RLS, each count as its list counts it (estimated: exact up to 1,000, the planner''s estimate above) — open pricing requests, contract submissions by status, contracts ending within 30/60/90/180 days of today, the caller''s open tasks due today and overdue, submissions waiting for approval (approvers), pending registrations (management), the five contracts ending first within 90 days, pricing requests per week between week_bounds; null for what the caller may not open.';

revoke execute on function public.dashboard_tiles(date, boolean, timestamptz[]) from public, anon;
grant execute on function public.dashboard_tiles(date, boolean, timestamptz[]) to authenticated, service_role;
