-- Every list reads through RLS, fast for every caller; management's owner's-rights views go.
--
-- Why org-wide callers' lists were slow: policies compare scoping columns with arrays computed once
-- per statement (`organization_id = any ((select app.org_wide_organizations())::uuid[])`). Postgres
-- plans before it runs those initplans, so it cannot know how many rows a caller sees; with the
-- scoping columns declared high-cardinality (20261122013000) it always expects a handful. That is
-- right for sales reps, partners and regional managers, whose lists then use the scoping indexes,
-- and wrong for management, company admins and executives, who see whole organizations: their pages
-- read and sorted every visible row. Management had its own views with owner's rights for that
-- (Supabase's advisor: ERROR security_definer_view); they go.
--
-- Planner hint: the select policy of each big list's table gets, after its rules, the org-wide rule
-- once more as a plain call, `organization_id = any (app.planned_org_wide())`, which Postgres
-- evaluates while it plans (a stable function is folded for estimates), so it sees the caller's
-- share of the table: half of it for a company admin, all of it for management, nothing for a
-- sales rep. That comparison stands behind a gate that is never true, `(select 0) <> 0`, which
-- Postgres cannot see through and estimates as almost always true. What a caller sees is decided by
-- the first four comparisons only: the gate is false for every row, so the hint never lets a row
-- through, and its function is not called per row. Org-wide callers' pages then walk the
-- created_at index newest first and stop after a page; everyone else keeps the scoping-index
-- lookups (the hint is only on the org-wide rule: a hinted partner or sales-rep rule would make a
-- rep whose requests are all filtered out walk the whole index).
--
-- Children of accounts in the big lists (pricing requests, contract submissions, contracts) carry
-- their account's partner, sales rep and affiliate, copied by triggers as organization_id already
-- is, so their policies compare small arrays, as the accounts policy does, instead of
-- `account_id = any (<every visible account id>)` (11,000 ids for a regional manager: 11,000 index
-- probes per statement, and a linear search per row wherever it is a filter).

-- ---------------------------------------------------------------------------------------------
-- the org-wide rule, for estimates
-- ---------------------------------------------------------------------------------------------
create or replace function app.planned_org_wide() returns uuid[]
language plpgsql stable security invoker set search_path = '' cost 1 as $$
declare
  -- Postgres calls this a few times while planning one statement (and once more when it uses the
  -- hint for an index lookup): computed once per statement and caller. A stale or forged memo could
  -- only mislead estimates: the policies never let a row through this function.
  key text := statement_timestamp()::text || '|' || coalesce(current_setting('request.jwt.claims', true), '') || '|';
  memo text := current_setting('app.planned_org_wide', true);
  orgs uuid[];
begin
  if memo is not null and left(memo, length(key)) = key then
    return substr(memo, length(key) + 1)::uuid[];
  end if;
  orgs := app.org_wide_organizations();
  perform set_config('app.planned_org_wide', key || orgs::text, true);
  return orgs;
end
$$;
comment on function app.planned_org_wide() is
  'app.org_wide_organizations() for the planner''s estimates only: the list tables'' select policies call it behind a gate that is never true (migration 20261123100000); computed once per statement.';
revoke execute on function app.planned_org_wide() from public;
grant execute on function app.planned_org_wide() to authenticated, service_role;

-- ---------------------------------------------------------------------------------------------
-- children of accounts carry the account's scope
-- ---------------------------------------------------------------------------------------------
alter table public.pricing_requests
  add column account_partner_id uuid, add column account_sales_rep uuid, add column account_affiliate_id uuid;
alter table public.matrix_submissions
  add column account_partner_id uuid, add column account_sales_rep uuid, add column account_affiliate_id uuid;
alter table public.contracts
  add column account_partner_id uuid, add column account_sales_rep uuid, add column account_affiliate_id uuid;

do $$
declare
  t text;
begin
  foreach t in array array['pricing_requests', 'matrix_submissions', 'contracts'] loop
    execute format($c$
      comment on column public.%1$I.account_partner_id is 'The account''s partner_id, copied by trigger (row-level security); never written by clients.';
      comment on column public.%1$I.account_sales_rep is 'The account''s sales_rep, copied by trigger (row-level security); never written by clients.';
      comment on column public.%1$I.account_affiliate_id is 'The account''s affiliate_id, copied by trigger (row-level security); never written by clients.';
    $c$, t);
  end loop;
end $$;

create or replace function app.fill_account_scope() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  select a.partner_id, a.sales_rep, a.affiliate_id into new.account_partner_id, new.account_sales_rep, new.account_affiliate_id
  from public.accounts a where a.id = new.account_id;
  return new;
end
$$;
comment on function app.fill_account_scope() is 'Copies the account''s partner, sales rep and affiliate onto a row of the account being written (never the caller''s say-so).';

create or replace function app.sync_account_scope() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  update public.pricing_requests c
  set account_partner_id = new.partner_id, account_sales_rep = new.sales_rep, account_affiliate_id = new.affiliate_id
  where c.account_id = new.id
    and (c.account_partner_id, c.account_sales_rep, c.account_affiliate_id) is distinct from (new.partner_id, new.sales_rep, new.affiliate_id);
  update public.matrix_submissions c
  set account_partner_id = new.partner_id, account_sales_rep = new.sales_rep, account_affiliate_id = new.affiliate_id
  where c.account_id = new.id
    and (c.account_partner_id, c.account_sales_rep, c.account_affiliate_id) is distinct from (new.partner_id, new.sales_rep, new.affiliate_id);
  update public.contracts c
  set account_partner_id = new.partner_id, account_sales_rep = new.sales_rep, account_affiliate_id = new.affiliate_id
  where c.account_id = new.id
    and (c.account_partner_id, c.account_sales_rep, c.account_affiliate_id) is distinct from (new.partner_id, new.sales_rep, new.affiliate_id);
  return null;
end
$$;
comment on function app.sync_account_scope() is 'Keeps the account_partner_id / account_sales_rep / account_affiliate_id copies of an account''s pricing requests, submissions and contracts equal to the account''s.';

-- Trigger functions only: nobody calls them.
revoke execute on function app.fill_account_scope(), app.sync_account_scope() from public, anon, authenticated;

create trigger accounts_sync_scope after update of partner_id, sales_rep, affiliate_id on public.accounts
  for each row when ((old.partner_id, old.sales_rep, old.affiliate_id) is distinct from (new.partner_id, new.sales_rep, new.affiliate_id))
  execute function app.sync_account_scope();

-- Back-fill without stamping updated_at (the rows' own data does not change).
alter table public.pricing_requests disable trigger pricing_requests_updated_at;
alter table public.pricing_requests disable trigger pricing_requests_account_fields;
update public.pricing_requests c set account_partner_id = a.partner_id, account_sales_rep = a.sales_rep, account_affiliate_id = a.affiliate_id
from public.accounts a where a.id = c.account_id;
alter table public.pricing_requests enable trigger pricing_requests_account_fields;
alter table public.pricing_requests enable trigger pricing_requests_updated_at;
alter table public.matrix_submissions disable trigger matrix_submissions_updated_at;
update public.matrix_submissions c set account_partner_id = a.partner_id, account_sales_rep = a.sales_rep, account_affiliate_id = a.affiliate_id
from public.accounts a where a.id = c.account_id;
alter table public.matrix_submissions enable trigger matrix_submissions_updated_at;
alter table public.contracts disable trigger contracts_updated_at;
update public.contracts c set account_partner_id = a.partner_id, account_sales_rep = a.sales_rep, account_affiliate_id = a.affiliate_id
from public.accounts a where a.id = c.account_id;
alter table public.contracts enable trigger contracts_updated_at;

do $$
declare
  t text;
begin
  foreach t in array array['pricing_requests', 'matrix_submissions', 'contracts'] loop
    execute format($c$
      create trigger %1$s_account_scope
        before insert or update of account_id, account_partner_id, account_sales_rep, account_affiliate_id on public.%1$I
        for each row execute function app.fill_account_scope();
      create index %1$s_account_partner_id_idx on public.%1$I (account_partner_id);
      create index %1$s_account_sales_rep_idx on public.%1$I (account_sales_rep);
      create index %1$s_account_affiliate_id_idx on public.%1$I (account_affiliate_id);
      -- Same reason as 20261122013000: the copies are high-cardinality to the planner.
      alter table public.%1$I
        alter column account_partner_id set (n_distinct = -0.5),
        alter column account_sales_rep set (n_distinct = -0.5),
        alter column account_affiliate_id set (n_distinct = -0.5);
    $c$, t);
  end loop;
end $$;

-- A copy following its account is not an edit of the row: updated_at (the edit forms' conflict
-- check) moves only when the row's own fields change.
drop trigger pricing_requests_updated_at on public.pricing_requests;
create trigger pricing_requests_updated_at before update on public.pricing_requests
  for each row when (
    (to_jsonb(old) - array['account_name', 'account_active', 'account_partner_id', 'account_sales_rep', 'account_affiliate_id', 'updated_at'])
    is distinct from (to_jsonb(new) - array['account_name', 'account_active', 'account_partner_id', 'account_sales_rep', 'account_affiliate_id', 'updated_at'])
    or (old.account_name, old.account_active, old.account_partner_id, old.account_sales_rep, old.account_affiliate_id)
       is not distinct from (new.account_name, new.account_active, new.account_partner_id, new.account_sales_rep, new.account_affiliate_id)
  )
  execute function app.set_updated_at();
do $$
declare
  t text;
begin
  foreach t in array array['matrix_submissions', 'contracts'] loop
    execute format($c$
      drop trigger %1$s_updated_at on public.%1$I;
      create trigger %1$s_updated_at before update on public.%1$I
        for each row when (
          (to_jsonb(old) - array['account_partner_id', 'account_sales_rep', 'account_affiliate_id', 'updated_at'])
          is distinct from (to_jsonb(new) - array['account_partner_id', 'account_sales_rep', 'account_affiliate_id', 'updated_at'])
          or (old.account_partner_id, old.account_sales_rep, old.account_affiliate_id)
             is not distinct from (new.account_partner_id, new.account_sales_rep, new.account_affiliate_id)
        )
        execute function app.set_updated_at();
    $c$, t);
  end loop;
end $$;

-- ---------------------------------------------------------------------------------------------
-- select policies: the rules, then the same rules as planner hints
-- ---------------------------------------------------------------------------------------------
drop policy accounts_select on public.accounts;
create policy accounts_select on public.accounts for select to authenticated
  using (
    organization_id = any ((select app.org_wide_organizations())::uuid[])
    or partner_id = any ((select app.my_partners())::uuid[])
    or sales_rep = any ((select app.visible_profiles())::uuid[])
    or affiliate_id = any ((select app.my_affiliates())::uuid[])
    -- planner hint, never true (see the top of this migration)
    or ((select 0) <> 0 and organization_id = any (app.planned_org_wide()))
  );

do $$
declare
  t text;
begin
  foreach t in array array['pricing_requests', 'matrix_submissions', 'contracts'] loop
    execute format($c$
      drop policy %1$s_select on public.%1$I;
      create policy %1$s_select on public.%1$I for select to authenticated
        using (
          organization_id = any ((select app.org_wide_organizations())::uuid[])
          or account_partner_id = any ((select app.my_partners())::uuid[])
          or account_sales_rep = any ((select app.visible_profiles())::uuid[])
          or account_affiliate_id = any ((select app.my_affiliates())::uuid[])
          or ((select 0) <> 0 and organization_id = any (app.planned_org_wide()))
        );
    $c$, t);
  end loop;
end $$;


-- The pricing requests list's default filter (open requests of active accounts) counted from an
-- index alone for org-wide callers: the scoping columns the policy compares (it replaces the
-- open-requests index on organization_id).
drop index public.pricing_requests_open_organization_idx;
create index pricing_requests_open_scope_idx on public.pricing_requests (organization_id)
  include (account_partner_id, account_sales_rep, account_affiliate_id) where active and account_active;
-- The default filter for partners and sales reps: their open requests from the index alone.
create index pricing_requests_open_account_partner_id_idx on public.pricing_requests (account_partner_id) where active and account_active;
create index pricing_requests_open_account_sales_rep_idx on public.pricing_requests (account_sales_rep) where active and account_active;

-- ---------------------------------------------------------------------------------------------
-- management's owner's-rights views go; the sales-rep filter asks through RLS for everyone
-- ---------------------------------------------------------------------------------------------
create or replace function public.get_assigned_profiles_for_active_pricing_requests(param_type text default 'pricing')
returns setof public.profiles
language plpgsql stable security invoker set search_path = '' set jit = off as $$
begin
  if param_type = 'pricing' then
    -- Per visible profile, an index probe into the caller's open requests (a request without a
    -- sales rep counts for its account's).
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

drop view public.pricing_requests_list_management;
drop view public.accounts_list_management;

analyze public.accounts, public.pricing_requests, public.matrix_submissions, public.contracts;
