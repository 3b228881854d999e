-- Searching the big lists for a rare term, through RLS.
--
-- The lists search with `ilike '%term%'`, and every text column they search has a trigram index.
-- Under RLS Postgres may not use those indexes: `~~*` is not leakproof, so it must not run before
-- the policy's own conditions, and an index condition would. A caller who sees a whole organization
-- then has the term compared with every visible row: fine for a common word (the list walks newest
-- first and stops after a page), 100–300 ms for a term that matches a handful of rows.
--
-- search_accounts(term) / search_pricing_requests(term): the rows the caller sees (the caller's RLS,
-- security invoker) among those whose searched columns contain the term. The candidates come from
-- the trigram indexes through app.accounts_matching / app.pricing_requests_matching (security
-- definer, ids only, schema app is not exposed — the pattern of find_duplicate_accounts; only rows of
-- the caller's organizations, app.my_organizations(), which hold every row the caller sees), and are
-- read back one by one through RLS until more than 5,000 visible rows are found. Past 5,000 the
-- term is not rare for this caller and the call answers 422 PT422 ("search too broad"): the portal
-- then lists through the table with the `ilike` filter (providers/list-provider.ts), which walks the
-- newest rows first and stops after a page. The answer
-- depends only on rows the caller sees, so it tells nothing about anyone else's.

create or replace function app.accounts_matching(term text) returns uuid[]
language sql stable security definer set search_path = '' as $$
  -- The trigram indexes find the rows (materialized, so the planner cannot start from the
  -- organization instead); then only those of the caller's organizations.
  with found as materialized (
    select a.id, a.organization_id from public.accounts a
    where a.account_name ilike '%' || term || '%' or a.contact_first_name ilike '%' || term || '%'
       or a.contact_last_name ilike '%' || term || '%' or a.contact_email ilike '%' || term || '%'
       or a.contact_phone ilike '%' || term || '%' or a.service_address ilike '%' || term || '%'
       or a.service_city ilike '%' || term || '%'
  )
  select coalesce(array_agg(f.id), '{}') from found f where f.organization_id = any ((select app.my_organizations())::uuid[])
$$;
comment on function app.accounts_matching(text) is
  'Ids of the accounts in the caller''s organizations (RLS not applied: internal to search_accounts, which reads them through the caller''s RLS) whose name, contact, e-mail, phone, address or city contains term (ilike, trigram indexes).';

create or replace function app.pricing_requests_matching(term text) returns uuid[]
language sql stable security definer set search_path = '' as $$
  with found as materialized (
    select pr.id, pr.organization_id from public.pricing_requests pr
    where pr.name ilike '%' || term || '%' or pr.account_name ilike '%' || term || '%'
  )
  select coalesce(array_agg(f.id), '{}') from found f where f.organization_id = any ((select app.my_organizations())::uuid[])
$$;
comment on function app.pricing_requests_matching(text) is
  'Ids of the pricing requests in the caller''s organizations (RLS not applied: internal to search_pricing_requests, which reads them through the caller''s RLS) whose name or account name contains term (ilike, trigram indexes).';

revoke execute on function app.accounts_matching(text), app.pricing_requests_matching(text) from public, anon;
grant execute on function app.accounts_matching(text), app.pricing_requests_matching(text) to authenticated, service_role;

create or replace function public.search_accounts(term text) returns setof public.accounts
language plpgsql stable security invoker set search_path = '' as $$
declare
  -- PostgREST calls the function twice in one statement (the page, then the count): the second call
  -- takes the ids the first one found (a forged memo changes nothing: rows are read through RLS).
  key text := statement_timestamp()::text || '|' || coalesce(current_setting('request.jwt.claims', true), '') || '|' || search_accounts.term || '|';
  memo text := current_setting('app.search_accounts', true);
  candidates uuid[];
  visible uuid[];
begin
  if memo is not null and left(memo, length(key)) = key then
    return query select v.* from unnest(substr(memo, length(key) + 1)::uuid[]) c (id)
                 cross join lateral (select a.* from public.accounts a where a.id = c.id offset 0) v;
    return;
  end if;
  candidates := app.accounts_matching(search_accounts.term);
  -- One primary-key probe per candidate (lateral and `offset 0`, so never a join that scans every visible row), through the
  -- caller's RLS, until 5,001 are visible.
  visible := array(select v.id from unnest(candidates) c (id)
                   cross join lateral (select a.id from public.accounts a where a.id = c.id offset 0) v limit 5001);
  if cardinality(visible) > 5000 then
    raise sqlstate 'PT422' using message = 'Search too broad', hint = 'Filter the list with ilike instead.';
  end if;
  perform set_config('app.search_accounts', key || visible::text, true);
  return query select v.* from unnest(visible) c (id) cross join lateral (select a.* from public.accounts a where a.id = c.id offset 0) v;
end
$$;
comment on function public.search_accounts(text) is
  'RPC: the accounts the caller sees whose name, contact, e-mail, phone, address or city contains term; 422 PT422 when more than 5,000 (then filter the table instead).';

create or replace function public.search_pricing_requests(term text) returns setof public.pricing_requests_list
language plpgsql stable security invoker set search_path = '' as $$
declare
  -- PostgREST calls the function twice in one statement (the page, then the count): the second call
  -- takes the ids the first one found (a forged memo changes nothing: rows are read through RLS).
  key text := statement_timestamp()::text || '|' || coalesce(current_setting('request.jwt.claims', true), '') || '|' || search_pricing_requests.term || '|';
  memo text := current_setting('app.search_pricing_requests', true);
  candidates uuid[];
  visible uuid[];
begin
  if memo is not null and left(memo, length(key)) = key then
    return query select v.* from unnest(substr(memo, length(key) + 1)::uuid[]) c (id)
                 cross join lateral (select l.* from public.pricing_requests_list l where l.id = c.id offset 0) v;
    return;
  end if;
  candidates := app.pricing_requests_matching(search_pricing_requests.term);
  visible := array(select v.id from unnest(candidates) c (id)
                   cross join lateral (select l.id from public.pricing_requests_list l where l.id = c.id offset 0) v limit 5001);
  if cardinality(visible) > 5000 then
    raise sqlstate 'PT422' using message = 'Search too broad', hint = 'Filter the list with ilike instead.';
  end if;
  perform set_config('app.search_pricing_requests', key || visible::text, true);
  return query select v.* from unnest(visible) c (id) cross join lateral (select l.* from public.pricing_requests_list l where l.id = c.id offset 0) v;
end
$$;
comment on function public.search_pricing_requests(text) is
  'RPC: the rows of pricing_requests_list the caller sees whose name or account name contains term; 422 PT422 when more than 5,000 (then filter the view instead).';

revoke execute on function public.search_accounts(text), public.search_pricing_requests(text) from public, anon;
grant execute on function public.search_accounts(text), public.search_pricing_requests(text) to authenticated, service_role;
