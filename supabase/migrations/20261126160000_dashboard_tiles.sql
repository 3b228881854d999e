-- The dashboard's numbers in one call (issue 17).
--
-- The dashboard showed nine counts — open pricing requests, contract submissions by status (draft,
-- submitted, approved, rejected), contracts ending within 30, 60, 90 and 180 days — each read with a
-- list request of its own (nine requests, eighteen with the browser's CORS preflights). This returns
-- the same counts in one answer, read through the caller's RLS (security invoker), each counted as
-- the list its tile links to counts it (src/lib/list-strategy.ts): exactly, or with `estimated` (the
-- lists of management, company admins and executives, who see whole organizations) exactly up to
-- max_rows (1,000, supabase/config.toml) and above that the larger of 1,001 and the planner's
-- estimate, as PostgREST's `Prefer: count=estimated` does — an exact count of 233,000 visible
-- requests would cost more than the whole dashboard. The tiles of a menu the caller may not open
-- are null and not counted. `today` is the portal's calendar day (the browser sends it, as the
-- links' filters carry it).

-- Volatile: it runs EXPLAIN, a utility statement, which stable functions may not. It writes nothing
-- (PostgREST calls dashboard_tiles with GET, in a read-only transaction).
create or replace function app.list_count(relation text, condition text, estimated boolean) returns bigint
language plpgsql volatile security invoker set search_path = '' as $$
declare
  exact bigint;
  plan jsonb;
begin
  -- The relation and condition come from dashboard_tiles only (not an RPC: schema app is not exposed).
  if not estimated then
    execute format('select count(*) from %s where %s', relation, condition) into exact;
    return exact;
  end if;
  execute format('select count(*) from (select 1 from %s where %s limit 1001) s', relation, condition) into exact;
  if exact <= 1000 then
    return exact;
  end if;
  execute format('explain (format json) select 1 from %s where %s', relation, condition) into plan;
  return greatest(exact, (plan -> 0 -> 'Plan' ->> 'Plan Rows')::bigint);
end
$$;
comment on function app.list_count(text, text, boolean) is
  'The total a list shows for relation filtered by condition, through the caller''s RLS: exact, or (estimated) exact up to 1,000 and above that the larger of 1,001 and the planner''s estimate — PostgREST''s count=estimated. Internal to dashboard_tiles.';
revoke execute on function app.list_count(text, text, boolean) from public, anon;
grant execute on function app.list_count(text, text, boolean) to authenticated, service_role;

create or replace function public.dashboard_tiles(today date, estimated boolean default false) returns jsonb
language plpgsql volatile security invoker set search_path = '' as $$
declare
  pricing boolean := app.has_permission('navigation.PRICING');
  contracts boolean := app.has_permission('navigation.CONTRACTS');
  ending jsonb := '{}';
  submissions jsonb := '{}';
  status text;
  days int;
begin
  if pricing then
    foreach status in array array['draft', 'submitted', 'approved', 'rejected'] loop
      submissions := submissions || jsonb_build_object(status,
        app.list_count('public.matrix_submissions', format('status = %L', status), dashboard_tiles.estimated));
    end loop;
  end if;
  if contracts then
    foreach days in array array[30, 60, 90, 180] loop
      ending := ending || jsonb_build_object(days::text,
        app.list_count('public.contracts', format('end_date >= %L::date and end_date <= %L::date', today, today + days), dashboard_tiles.estimated));
    end loop;
  end if;
  return jsonb_build_object(
    'open_pricing_requests', case when pricing then app.list_count('public.pricing_requests_list', 'active', dashboard_tiles.estimated) end,
    'submissions', case when pricing then submissions end,
    'contracts_ending', case when contracts then ending end);
end
$$;
comment on function public.dashboard_tiles(date, boolean) is
  'RPC: the dashboard''s counts through the caller''s RLS, each as its list counts it (estimated: exact up to 1,000, the planner''s estimate above) — open pricing requests, contract submissions by status, contracts ending within 30/60/90/180 days of today; null for a menu the caller may not open.';

revoke execute on function public.dashboard_tiles(date, boolean) from public, anon;
grant execute on function public.dashboard_tiles(date, boolean) to authenticated, service_role;
