-- Issue 16, defect 8: an account merged into another (merge_accounts deactivates it) was still flagged
-- ("Possible duplicates: 1", "Merge into this account" on the inactive one). Only active accounts are
-- compared: an inactive account is no candidate and has no duplicates of its own.

create or replace function public.find_duplicate_accounts(param_account_id uuid, param_limit integer default 25)
returns setof public.accounts
language sql stable security invoker set search_path = '' as $$
  with src as materialized (
    select a.id, a.account_name,
           app.normalized_name(a.account_name) as name_key,
           app.name_block_patterns(a.account_name) as patterns,
           app.normalized_text(a.contact_email) as email,
           app.normalized_phone(a.contact_phone) as phone,
           app.normalized_text(a.service_address) as address,
           coalesce(app.normalized_text(a.service_city), '') as city,
           app.normalized_text(a.utility_account_number) as utility_number
    from public.accounts a
    where a.id = param_account_id and a.active
  ),
  candidates as (
    select k.id
    from src, app.accounts_with_same_keys(src.name_key, src.email, src.phone, src.address, src.utility_number) as k (id)
    union all
    select s.id
    from src, app.accounts_with_similar_name(src.account_name, src.patterns) as s (id)
  ),
  scored as (
    select a as a, x.sim,
           array_remove(array[
             case when app.normalized_name(a.account_name) = src.name_key
                    or (x.sim >= 0.4 and a.account_name ilike any (src.patterns)) then 'name' end,
             case when app.normalized_text(a.contact_email) = src.email then 'contact_email' end,
             case when app.normalized_phone(a.contact_phone) = src.phone then 'contact_phone' end,
             case when app.normalized_text(a.service_address) = src.address
                   and coalesce(app.normalized_text(a.service_city), '') = src.city then 'service_address' end,
             case when app.normalized_text(a.utility_account_number) = src.utility_number then 'utility_account_number' end
           ], null) as why
    from public.accounts a
    cross join src
    cross join lateral (select extensions.similarity(a.account_name, src.account_name) as sim) x
    where a.id = any (array(select c.id from candidates c))
      and a.id <> src.id
      and a.active
  )
  select (s.a).*
  from scored s
  where cardinality(s.why) > 0
  order by cardinality(s.why) desc, s.sim desc, (s.a).account_name
  limit greatest(1, least(coalesce(param_limit, 25), 100))
$$;
comment on function public.find_duplicate_accounts(uuid, integer) is 'RPC: accounts resembling the given one — same normalized name or a similar one (trigram similarity ≥ 0.4 and sharing its significant words), same contact e-mail or phone, same service address and city, or same utility account number, compared normalized — among the active accounts the caller may see (a merged or deactivated account is never a candidate, and has none) (runs with the caller''s RLS), most reasons first, then most similar name; nothing when the caller cannot see the account itself.';
