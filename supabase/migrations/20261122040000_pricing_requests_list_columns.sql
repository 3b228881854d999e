-- Pricing requests list without a join. The list shows each request with its account's name and
-- filters on the account being active; reading those through a join made every list call join
-- (and count) the caller's visible requests against their accounts: ~600 ms for management over
-- 230k requests. The account's name and active flag now live on the request as well, kept equal
-- to the account's by triggers (the client cannot set them), and the list view reads one table.

alter table public.pricing_requests
  add column account_name text,
  add column account_active boolean;

comment on column public.pricing_requests.account_name is 'The account''s account_name, copied by trigger (list search and display); never written by clients.';
comment on column public.pricing_requests.account_active is 'The account''s active flag, copied by trigger (the list''s default filter); never written by clients.';

-- Back-fill without stamping updated_at: the rows' own data does not change.
alter table public.pricing_requests disable trigger pricing_requests_updated_at;
update public.pricing_requests pr
set account_name = a.account_name, account_active = a.active
from public.accounts a
where a.id = pr.account_id;
alter table public.pricing_requests enable trigger pricing_requests_updated_at;

-- Defaults only so that clients need not send them: the trigger below always overwrites them.
alter table public.pricing_requests
  alter column account_name set default '',
  alter column account_name set not null,
  alter column account_active set default true,
  alter column account_active set not null;

-- A request always carries its account's current name and state, whatever the client sent.
create or replace function app.fill_pricing_request_account() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  select a.account_name, a.active into new.account_name, new.account_active
  from public.accounts a where a.id = new.account_id;
  return new;
end
$$;
comment on function app.fill_pricing_request_account() is 'Copies the account''s name and active flag onto a pricing request being written (never the caller''s say-so).';

create trigger pricing_requests_account_fields before insert or update on public.pricing_requests
  for each row execute function app.fill_pricing_request_account();

-- Renaming or (de)activating an account updates its requests' copies. Security definer: the copies
-- follow the account even when the editor may not edit pricing requests.
create or replace function app.sync_account_to_pricing_requests() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  update public.pricing_requests pr
  set account_name = new.account_name, account_active = new.active
  where pr.account_id = new.id
    and (pr.account_name is distinct from new.account_name or pr.account_active is distinct from new.active);
  return null;
end
$$;
comment on function app.sync_account_to_pricing_requests() is 'Keeps pricing_requests.account_name / account_active equal to their account''s.';

create trigger accounts_sync_pricing_requests after update of account_name, active on public.accounts
  for each row when (old.account_name is distinct from new.account_name or old.active is distinct from new.active)
  execute function app.sync_account_to_pricing_requests();

-- A copy following its account is not an edit of the request: updated_at (the conflict check of
-- the edit form) moves only when the request's own fields change, as before.
drop trigger pricing_requests_updated_at on public.pricing_requests;
create trigger pricing_requests_updated_at before update on public.pricing_requests
  for each row when (
    (old.account_name is not distinct from new.account_name and old.account_active is not distinct from new.account_active)
    or (to_jsonb(old) - array['account_name', 'account_active', 'updated_at'])
       is distinct from (to_jsonb(new) - array['account_name', 'account_active', 'updated_at'])
  )
  execute function app.set_updated_at();

-- The list view: same columns as before, one table. A request the caller sees always has an account
-- the caller sees (the request policy is the account's visibility), so dropping the join changes no row.
create or replace view public.pricing_requests_list with (security_invoker = true) as
select pr.id, pr.account_id, pr.organization_id, pr.name, pr.active, pr.commodity, pr.total_volume,
       pr.requested_start_date, pr.sales_rep, pr.created_at, pr.account_name, pr.account_active
from public.pricing_requests pr;
comment on view public.pricing_requests_list is 'Pricing requests with their account''s name and active flag (copied onto the request), for the list screen (caller''s RLS applies).';

-- Management's list. Management sees every request (DESIGN.md §3; the policy says the same through
-- org_wide_organizations()), but under RLS the planner cannot know that: it plans every list as if
-- the caller saw a handful of rows, which for management means reading and sorting all ~230k rows for
-- each page of 25. This view returns every row to management and no row to anyone else, and the
-- planner plans it as the table itself: a page is 25 index entries, a count reads one index.
-- Owner's rights (no RLS) is what makes that possible; the gate is the whole of its access rule.
create view public.pricing_requests_list_management as
select pr.id, pr.account_id, pr.organization_id, pr.name, pr.active, pr.commodity, pr.total_volume,
       pr.requested_start_date, pr.sales_rep, pr.created_at, pr.account_name, pr.account_active
from public.pricing_requests pr
where (select app.is_management());
comment on view public.pricing_requests_list_management is 'The pricing_requests_list of a management caller (every row), planned without per-row RLS; no row for anyone else.';
revoke all on public.pricing_requests_list_management from public, anon;
grant select on public.pricing_requests_list_management to authenticated, service_role;

-- The default list (active requests of active accounts): the policy's scoping columns, restricted
-- to those rows, so counting them reads the index and the rows, nothing else.
create index pricing_requests_open_organization_idx on public.pricing_requests (organization_id)
  where active and account_active;
create index pricing_requests_open_account_idx on public.pricing_requests (account_id)
  where active and account_active;
create index pricing_requests_open_sales_rep_idx on public.pricing_requests (sales_rep)
  where active and account_active;
-- Active requests whatever their account's state (the list's "account state: all"): newest first,
-- and counted from the index alone.
create index pricing_requests_active_created_at_idx on public.pricing_requests (created_at) where active;
-- Search by account name.
create index pricing_requests_account_name_trgm on public.pricing_requests using gin (account_name extensions.gin_trgm_ops);

-- The sales-rep filter of the list: the same question without the join, asked per visible profile
-- (an index probe each, instead of collecting the sales rep of every visible request), and for
-- management through its view. PL/pgSQL so that each caller's statement is planned for that caller
-- only (and anon never touches management's view). No JIT: management's estimate (every row) could
-- make Postgres spend a second compiling the query to save milliseconds.
create or replace function public.get_assigned_profiles_for_active_pricing_requests(param_type text default 'pricing')
returns setof public.profiles
language plpgsql stable security invoker set search_path = '' set jit = off as $$
declare
  management boolean := false;
begin
  -- Only a signed-in user can be management (anon may not even ask app.is_management()).
  if (select auth.uid()) is not null then
    management := app.is_management();
  end if;
  if param_type = 'pricing' and management then
    return query
      select p.* from public.profiles p
      where exists (select 1 from public.pricing_requests_list_management pr
                    where pr.sales_rep = p.id and pr.active and pr.account_active)
         -- a request without a sales rep counts for its account's
         or p.id in (select a.sales_rep from public.pricing_requests_list_management pr
                     join public.accounts a on a.id = pr.account_id
                     where pr.sales_rep is null and pr.active and pr.account_active)
      order by p.first_name, p.last_name;
  elsif param_type = 'pricing' then
    return query
      select p.* from public.profiles p
      where exists (select 1 from public.pricing_requests pr
                    where pr.sales_rep = p.id and pr.active and pr.account_active)
         or p.id in (select a.sales_rep from public.pricing_requests pr
                     join public.accounts a on a.id = pr.account_id
                     where pr.sales_rep is null and pr.active and pr.account_active)
      order by p.first_name, p.last_name;
  elsif param_type in ('matrix', 'matrix_submissions') then
    return query
      select p.* from public.profiles p
      where p.id in (select coalesce(m.sales_rep, a.sales_rep)
                     from public.matrix_submissions m
                     join public.accounts a on a.id = m.account_id
                     where m.status in ('draft', 'submitted') and a.active)
      order by p.first_name, p.last_name;
  end if;
end
$$;

analyze public.pricing_requests;
