-- The pricing requests list's search RPC (migration 20261123120000) takes the list's equality
-- filters (issue 17: every list ≤ 100 ms p95 for every role, through RLS).
--
-- search_pricing_requests(term) answered "too broad" (422 PT422) past 5,000 visible matches of the
-- term alone, and the list then compared the term with every open request the caller sees (~135 ms
-- for management: under RLS `ilike` cannot use the trigram indexes). Within the list's filters the
-- same search is often narrow: "Granite" among management's open gas requests of active accounts is
-- 2,667 rows of the term's 15,000. The function now takes the list's equality filters (commodity,
-- active, account_active, account_id, sales_rep) as arguments and applies them to the candidates
-- before counting them; the portal passes them as arguments instead of filtering the result
-- (providers/list-provider.ts). The answer still depends only on rows the caller sees, and equals
-- filtering the view through RLS (tests/backend/list-search.test.ts).

drop function public.search_pricing_requests(text);
drop function app.pricing_requests_matching(text);

create function app.pricing_requests_matching(
  term text, commodity text, active boolean, account_active boolean, account_id uuid, sales_rep uuid
) returns uuid[]
language sql stable security definer set search_path = '' as $$
  -- The trigram indexes find the rows (materialized, so the planner cannot start from the
  -- organization instead); then only those of the caller's organizations that pass the filters.
  with found as materialized (
    select pr.id, pr.organization_id, pr.commodity, pr.active, pr.account_active, pr.account_id, pr.sales_rep
      from public.pricing_requests pr
     where pr.name ilike '%' || term || '%' or pr.account_name ilike '%' || term || '%'
  )
  select coalesce(array_agg(f.id), '{}') from found f
   where f.organization_id = any ((select app.my_organizations())::uuid[])
     and (pricing_requests_matching.commodity is null or f.commodity = pricing_requests_matching.commodity)
     and (pricing_requests_matching.active is null or f.active = pricing_requests_matching.active)
     and (pricing_requests_matching.account_active is null or f.account_active = pricing_requests_matching.account_active)
     and (pricing_requests_matching.account_id is null or f.account_id = pricing_requests_matching.account_id)
     and (pricing_requests_matching.sales_rep is null or f.sales_rep = pricing_requests_matching.sales_rep)
$$;
comment on function app.pricing_requests_matching(text, text, boolean, boolean, uuid, uuid) is
  'Ids of the pricing requests in the caller''s organizations (RLS not applied: internal to search_pricing_requests, which reads them through the caller''s RLS) whose name or account name contains term (ilike, trigram indexes) and that pass the given equality filters (null: any).';
revoke execute on function app.pricing_requests_matching(text, text, boolean, boolean, uuid, uuid) from public, anon;
grant execute on function app.pricing_requests_matching(text, text, boolean, boolean, uuid, uuid) to authenticated, service_role;

create function public.search_pricing_requests(
  term text,
  commodity text default null,
  active boolean default null,
  account_active boolean default null,
  account_id uuid default null,
  sales_rep uuid default null
) returns setof public.pricing_requests_list
language plpgsql stable security invoker set search_path = '' as $$
declare
  -- PostgREST calls the function twice in one statement (the page, then the count): the second call
  -- takes the ids the first one found (a forged memo changes nothing: rows are read through RLS).
  key text := statement_timestamp()::text || '|' || coalesce(current_setting('request.jwt.claims', true), '') || '|'
    || concat_ws('|', search_pricing_requests.term, search_pricing_requests.commodity, search_pricing_requests.active,
                 search_pricing_requests.account_active, search_pricing_requests.account_id, search_pricing_requests.sales_rep) || '|';
  memo text := current_setting('app.search_pricing_requests', true);
  candidates uuid[];
  visible uuid[];
begin
  if memo is not null and left(memo, length(key)) = key then
    return query select v.* from unnest(substr(memo, length(key) + 1)::uuid[]) c (id)
                 cross join lateral (select l.* from public.pricing_requests_list l where l.id = c.id offset 0) v;
    return;
  end if;
  candidates := app.pricing_requests_matching(search_pricing_requests.term, search_pricing_requests.commodity,
    search_pricing_requests.active, search_pricing_requests.account_active, search_pricing_requests.account_id,
    search_pricing_requests.sales_rep);
  -- One primary-key probe per candidate (lateral and `offset 0`, so never a join that scans every visible row), through the
  -- caller's RLS, until 5,001 are visible.
  visible := array(select v.id from unnest(candidates) c (id)
                   cross join lateral (select l.id from public.pricing_requests_list l where l.id = c.id offset 0) v limit 5001);
  if cardinality(visible) > 5000 then
    raise sqlstate 'PT422' using message = 'Search too broad', hint = 'Filter the list with ilike instead.';
  end if;
  perform set_config('app.search_pricing_requests', key || visible::text, true);
  return query select v.* from unnest(visible) c (id) cross join lateral (select l.* from public.pricing_requests_list l where l.id = c.id offset 0) v;
end
$$;
comment on function public.search_pricing_requests(text, text, boolean, boolean, uuid, uuid) is
  'RPC: the rows of pricing_requests_list the caller sees whose name or account name contains term and that pass the given equality filters (commodity, active, account_active, account_id, sales_rep; null: any); 422 PT422 when more than 5,000 (then filter the view instead).';
revoke execute on function public.search_pricing_requests(text, text, boolean, boolean, uuid, uuid) from public, anon;
grant execute on function public.search_pricing_requests(text, text, boolean, boolean, uuid, uuid) to authenticated, service_role;
