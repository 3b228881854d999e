-- Duplicate-account search for /accounts/duplicate/{id}: accounts that look like the given one
-- (similar name, same utility account number, or same service address), among those the caller sees,
-- best matches first (more reasons, then name similarity).

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
        a.account_name operator(extensions.%) src.account_name
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
comment on function public.find_duplicate_accounts(uuid, integer) is 'RPC: accounts resembling the given one (name similarity ≥ 0.4, same utility account number, or same service address) among the accounts the caller may see (runs with the caller''s RLS); nothing when the caller cannot see the account itself.';
revoke execute on function public.find_duplicate_accounts(uuid, integer) from public, anon;
grant execute on function public.find_duplicate_accounts(uuid, integer) to authenticated, service_role;

create index if not exists accounts_utility_account_number_idx on public.accounts (utility_account_number);
create index if not exists accounts_service_address_idx on public.accounts (lower(trim(service_address)));
