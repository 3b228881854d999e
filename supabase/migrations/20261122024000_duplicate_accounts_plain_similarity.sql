-- find_duplicate_accounts without pg_trgm's `%` operator. The operator reads the
-- pg_trgm.similarity_threshold setting, and in PGlite (local-supabase's embedded Postgres) that
-- read corrupts the backend: every later query returns nothing. `similarity(a, b) >= 0.3` is the
-- same test at the operator's default threshold and behaves identically on PostgreSQL.

create or replace function public.find_duplicate_accounts(param_account_id uuid, param_limit integer default 25)
returns setof public.accounts
language sql stable security invoker set search_path = '' as $$
  with src as (
    select a.* from public.accounts a where a.id = param_account_id
  ),
  candidates as (
    select a as a, extensions.similarity(a.account_name, src.account_name) as sim,
           array_remove(array[
             case when extensions.similarity(a.account_name, src.account_name) >= 0.4 then 'name' end,
             case when nullif(trim(a.utility_account_number), '') = nullif(trim(src.utility_account_number), '') then 'utility_account_number' end,
             case when lower(trim(a.service_address)) = lower(trim(src.service_address))
                   and lower(coalesce(a.service_city, '')) = lower(coalesce(src.service_city, '')) then 'service_address' end
           ], null) as why
    from public.accounts a, src
    where a.id <> src.id
      and (
        extensions.similarity(a.account_name, src.account_name) >= 0.3
        or nullif(trim(a.utility_account_number), '') = nullif(trim(src.utility_account_number), '')
        or lower(trim(a.service_address)) = lower(trim(src.service_address))
      )
  )
  select (c.a).*
  from candidates c
  where cardinality(c.why) > 0
  order by cardinality(c.why) desc, c.sim desc, (c.a).account_name
  limit greatest(1, least(coalesce(param_limit, 25), 100))
$$;
