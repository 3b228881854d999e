-- Issue 18 §1: the history of every record (audit trail), recorded and guarded by the database.
--
-- What: every insert, update and delete of accounts, tasks, photos, files, pricing requests (with their
-- products and proposals), contract submissions, contracts, organizations, partners, affiliates,
-- profiles, memberships (assigned_organizations), shared profiles (assigned_profiles) and permission
-- grants (assigned_permissions) adds rows to public.record_history: who (auth.uid(), or null = the
-- service — service role, edge functions acting as themselves, imports, SQL), when, which table and
-- record, the operation, and the values (insert: the new row; delete: the old row; update: only the
-- fields that changed, old and new). updated_at (and updated_by) and the copies triggers keep of the account (a child's
-- account_name / account_active / account_partner_id / account_sales_rep / account_affiliate_id) are
-- not changes: an update that touches only those records nothing.
--
-- Why one table in public: the portal reads it with supabase-js like any list (History tabs, the
-- management page), RLS decides the rows, and a table the API sees needs no owner's-rights view (the
-- advisor's ERROR `security_definer_view`) or function (its WARN). It is append-only for every API
-- role: no insert / update / delete / truncate privilege for anon, authenticated or service_role, no
-- write policy, and a guard trigger refuses to change its content or delete it even for its owner
-- (only the visibility keys below may move). Rows are written by statement-level triggers with
-- transition tables (one insert per statement, so bulk writes stay cheap), security definer in schema
-- app (not exposed).
--
-- Who sees a row: whoever may see the record now, by the same app.* helpers and the same comparisons
-- as the table's select policy. Each row carries the record's visibility keys (organization, partner,
-- sales rep / regional manager / the profile itself, affiliate, the one user who always sees it, the
-- account and the pricing request it hangs off), and when a record moves (its sales rep, partner,
-- account… changes) the keys of all its rows move with it — and with an account, those of its
-- children's rows — so the old rep no longer reads its history and the new one reads all of it. A
-- deleted record's rows keep the keys it had when it was deleted: visible to whoever could see it then
-- (and to management always). Details and the reasons: docs/security.md, "History of records".
--
-- No partitioning: every screen reads through an index (a record's rows, a user's, newest first, a
-- date range) and rows are never updated but for their keys; docs/benchmarks.md has the figures on
-- seed:large.

-- ---------------------------------------------------------------------------------------------
-- the table
-- ---------------------------------------------------------------------------------------------
create table public.record_history (
  id bigint generated always as identity primary key,
  changed_at timestamptz not null default now(),
  table_name text not null,
  record_id text not null,
  operation text not null check (operation in ('insert', 'update', 'delete')),
  actor uuid,
  actor_name text,
  old_values jsonb,
  new_values jsonb,
  organization_id uuid,
  partner_id uuid,
  profile_id uuid,
  affiliate_id uuid,
  owner_id uuid,
  account_id uuid,
  parent_id uuid
);
comment on table public.record_history is
  'History of records (append-only, written by triggers): who changed which record of which table when, and the values. Visible to whoever may see the record (RLS).';
comment on column public.record_history.changed_at is 'When the change was made (the start of its transaction).';
comment on column public.record_history.table_name is 'The table of the record: accounts, pricing_requests, profiles, …';
comment on column public.record_history.record_id is 'The record''s id, as text (assigned_* rows have bigint ids).';
comment on column public.record_history.actor is 'The profile that made the change (auth.uid()); null = the service (service role, edge functions, imports, SQL).';
comment on column public.record_history.actor_name is 'The actor''s name when the change was made (first and last name, else e-mail).';
comment on column public.record_history.old_values is 'update: the changed fields'' old values; delete: the row as it was (fields with a value).';
comment on column public.record_history.new_values is 'update: the changed fields'' new values; insert: the new row (fields with a value).';
comment on column public.record_history.organization_id is 'Visibility key: the organization whose org-wide users see the record (the organization itself, an account''s, a partner''s…).';
comment on column public.record_history.partner_id is 'Visibility key: the partner of the record''s account, the partner itself, or a profile''s partner.';
comment on column public.record_history.profile_id is 'Visibility key: the profile who sees it through app.visible_profiles() — an account''s sales rep, a partner''s regional manager, the profile itself, a membership''s profile.';
comment on column public.record_history.affiliate_id is 'Visibility key: the affiliate of the record''s account, the affiliate itself, or a profile''s affiliate.';
comment on column public.record_history.owner_id is 'Visibility key: the one user who always sees it — a file''s uploader, the profile itself, a user grant''s or shared profile''s user.';
comment on column public.record_history.account_id is 'The account the record belongs to (accounts and their children): an account''s move moves these rows'' keys.';
comment on column public.record_history.parent_id is 'The pricing request a row belongs to (the request itself, or a product''s or proposal''s): the request''s History shows them all, its move moves them.';

-- Clients never write it, by any path; the service role only reads it.
revoke all on public.record_history from anon, authenticated, service_role;
grant select on public.record_history to authenticated, service_role;
revoke all on sequence public.record_history_id_seq from anon, authenticated, service_role;

create index record_history_record_idx on public.record_history (table_name, record_id, changed_at, id);
create index record_history_changed_at_idx on public.record_history (changed_at, id);
create index record_history_table_changed_at_idx on public.record_history (table_name, changed_at, id);
create index record_history_actor_idx on public.record_history (actor, changed_at, id);
create index record_history_deleted_idx on public.record_history (changed_at, id) where operation = 'delete';
create index record_history_organization_id_idx on public.record_history (organization_id);
create index record_history_partner_id_idx on public.record_history (partner_id);
create index record_history_profile_id_idx on public.record_history (profile_id);
create index record_history_affiliate_id_idx on public.record_history (affiliate_id);
create index record_history_owner_id_idx on public.record_history (owner_id) where owner_id is not null;
create index record_history_account_id_idx on public.record_history (account_id) where account_id is not null;
create index record_history_parent_id_idx on public.record_history (parent_id) where parent_id is not null;
-- The select policy's rules that apply to a few tables only, each with its own small index, so a caller
-- with a handful of rows gets them from the indexes (the policy's arms are combined as a bitmap).
create index record_history_member_partner_idx on public.record_history (partner_id) where table_name in ('partners', 'profiles');
create index record_history_member_affiliate_idx on public.record_history (affiliate_id) where table_name in ('affiliates', 'profiles');
create index record_history_member_organization_idx on public.record_history (organization_id) where table_name = 'organizations';
-- As for the lists (20261122013000): each key value is rare to the planner, so a caller's few rows come
-- from the key indexes; the org-wide callers' share comes from the policy's planner hint.
alter table public.record_history
  alter column organization_id set (n_distinct = -0.5),
  alter column partner_id set (n_distinct = -0.5),
  alter column profile_id set (n_distinct = -0.5),
  alter column affiliate_id set (n_distinct = -0.5),
  alter column owner_id set (n_distinct = -0.5),
  alter column account_id set (n_distinct = -0.5),
  alter column parent_id set (n_distinct = -0.5);

-- ---------------------------------------------------------------------------------------------
-- append-only
-- ---------------------------------------------------------------------------------------------
create or replace function app.record_history_guard() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  keys constant text[] := array['organization_id', 'partner_id', 'profile_id', 'affiliate_id', 'owner_id', 'account_id', 'parent_id'];
begin
  if tg_op = 'UPDATE' and (to_jsonb(new) - keys) = (to_jsonb(old) - keys) then
    return new;
  end if;
  raise exception 'The history of records cannot be changed or deleted' using errcode = '42501';
end
$$;
comment on function app.record_history_guard() is
  'record_history is append-only: its content never changes and no row is deleted or truncated, whoever asks (only the visibility keys follow a record that moves).';
revoke execute on function app.record_history_guard() from public, anon, authenticated;

create trigger record_history_append_only before update or delete on public.record_history
  for each row execute function app.record_history_guard();
create trigger record_history_no_truncate before truncate on public.record_history
  for each statement execute function app.record_history_guard();

-- ---------------------------------------------------------------------------------------------
-- where a record lives (its visibility keys)
-- ---------------------------------------------------------------------------------------------
create or replace function app.record_history_scope(t text, j jsonb)
returns table (organization_id uuid, partner_id uuid, profile_id uuid, affiliate_id uuid, owner_id uuid, account_id uuid, parent_id uuid)
-- plpgsql, not sql: its query is planned once per session (a security definer sql function is planned
-- at every call, which made a one-row write ~20 ms slower).
language plpgsql stable security definer set search_path = '' rows 1 as $$
#variable_conflict use_column
begin
  return query
  select
    case
      when t = 'organizations' then (j ->> 'id')::uuid
      when t = 'assigned_organizations' then (j ->> 'organization')::uuid
      when t in ('profiles', 'assigned_profiles', 'assigned_permissions') then null
      when t in ('pricing_requests_products', 'proposals') then p.organization_id
      else (j ->> 'organization_id')::uuid
    end,
    case
      when t in ('accounts', 'profiles') then (j ->> 'partner_id')::uuid
      when t in ('pricing_requests', 'matrix_submissions', 'contracts') then (j ->> 'account_partner_id')::uuid
      when t = 'partners' then (j ->> 'id')::uuid
      when t in ('tasks', 'photos', 'files', 'pricing_requests_products', 'proposals') then p.partner_id
    end,
    case
      when t = 'accounts' then (j ->> 'sales_rep')::uuid
      when t in ('pricing_requests', 'matrix_submissions', 'contracts') then (j ->> 'account_sales_rep')::uuid
      when t = 'partners' then (j ->> 'regional_manager')::uuid
      when t = 'profiles' then (j ->> 'id')::uuid
      when t = 'assigned_organizations' then (j ->> 'profile')::uuid
      when t in ('tasks', 'photos', 'files', 'pricing_requests_products', 'proposals') then p.profile_id
    end,
    case
      when t in ('accounts', 'profiles') then (j ->> 'affiliate_id')::uuid
      when t in ('pricing_requests', 'matrix_submissions', 'contracts') then (j ->> 'account_affiliate_id')::uuid
      when t = 'affiliates' then (j ->> 'id')::uuid
      when t in ('tasks', 'photos', 'files', 'pricing_requests_products', 'proposals') then p.affiliate_id
    end,
    case
      when t = 'files' then (j ->> 'created_by')::uuid
      when t = 'profiles' then (j ->> 'id')::uuid
      when t = 'assigned_profiles' then (j ->> 'profile')::uuid
      when t = 'assigned_permissions' then (j ->> 'user')::uuid
    end,
    case
      when t = 'accounts' then (j ->> 'id')::uuid
      when t in ('pricing_requests', 'matrix_submissions', 'contracts', 'tasks', 'photos', 'files') then (j ->> 'account_id')::uuid
      when t in ('pricing_requests_products', 'proposals') then p.account_id
    end,
    case
      when t = 'pricing_requests' then (j ->> 'id')::uuid
      when t in ('pricing_requests_products', 'proposals') then (j ->> 'pricing_request_id')::uuid
    end
  from (select 1) as one
  left join lateral (
    -- The place of the parent whose place the row takes: the account of a task, photo or file, the
    -- pricing request of a product or proposal; when the parent is gone (deleted with the row), its
    -- last recorded place.
    (select a.organization_id, a.partner_id, a.sales_rep as profile_id, a.affiliate_id, a.id as account_id
     from public.accounts a
     where t in ('tasks', 'photos', 'files') and a.id = (j ->> 'account_id')::uuid
     union all
     select pr.organization_id, pr.account_partner_id, pr.account_sales_rep, pr.account_affiliate_id, pr.account_id
     from public.pricing_requests pr
     where t in ('pricing_requests_products', 'proposals') and pr.id = (j ->> 'pricing_request_id')::uuid
     union all
     (select h.organization_id, h.partner_id, h.profile_id, h.affiliate_id, h.account_id
      from public.record_history h
      where t in ('tasks', 'photos', 'files', 'pricing_requests_products', 'proposals')
        and h.table_name = case when t in ('tasks', 'photos', 'files') then 'accounts' else 'pricing_requests' end
        and h.record_id = case when t in ('tasks', 'photos', 'files') then j ->> 'account_id' else j ->> 'pricing_request_id' end
      order by h.changed_at desc, h.id desc
      limit 1))
    limit 1
  ) as p on true;
end
$$;
comment on function app.record_history_scope(text, jsonb) is
  'The visibility keys of a row of table t (as jsonb): the columns the table''s select policy compares, or for a task, photo, file, product or proposal those of its account / pricing request (its last recorded ones when it is gone).';
revoke execute on function app.record_history_scope(text, jsonb) from public, anon, authenticated;

create or replace function app.record_history_place_columns(t text) returns text[]
language sql immutable security definer set search_path = '' as $$
  select case
    when t = 'accounts' then array['organization_id', 'partner_id', 'sales_rep', 'affiliate_id']
    when t in ('pricing_requests', 'matrix_submissions', 'contracts')
      then array['organization_id', 'account_id', 'account_partner_id', 'account_sales_rep', 'account_affiliate_id']
    when t in ('tasks', 'photos') then array['organization_id', 'account_id']
    when t = 'files' then array['organization_id', 'account_id', 'created_by']
    when t in ('pricing_requests_products', 'proposals') then array['pricing_request_id']
    when t = 'partners' then array['organization_id', 'regional_manager']
    when t = 'affiliates' then array['organization_id']
    when t = 'profiles' then array['partner_id', 'affiliate_id']
    when t = 'assigned_organizations' then array['organization', 'profile']
    when t = 'assigned_profiles' then array['profile']
    when t = 'assigned_permissions' then array['user']
    else array[]::text[]
  end
$$;
comment on function app.record_history_place_columns(text) is
  'The columns of table t whose change moves a record (and so the visibility keys of its history).';
revoke execute on function app.record_history_place_columns(text) from public, anon, authenticated;

-- ---------------------------------------------------------------------------------------------
-- recording
-- ---------------------------------------------------------------------------------------------
-- jit off: the statements' costs scale with the rows written, and compiling them (~200 ms) would cost a
-- bulk write more than it saves and a one-row write everything.
create or replace function app.record_history_write() returns trigger
language plpgsql security definer set search_path = '' set jit = off as $$
declare
  t constant text := tg_table_name;
  -- Not changes: the row's id and stamps (updated_by, added by a later migration, names the actor again),
  -- and the copies triggers keep of a child's account.
  noise constant text[] := array['id', 'created_at', 'updated_at', 'updated_by']
    || case when tg_table_name in ('pricing_requests', 'matrix_submissions', 'contracts')
            then array['account_name', 'account_active', 'account_partner_id', 'account_sales_rep', 'account_affiliate_id']
            else array[]::text[] end;
  who uuid := case when auth.role() = 'service_role' then null else auth.uid() end;
  who_name text;
  moved jsonb[];
begin
  if who is not null then
    select coalesce(nullif(trim(concat_ws(' ', p.first_name, p.last_name)), ''), p.email) into who_name
    from public.profiles p where p.id = who;
  end if;

  if tg_op = 'INSERT' then
    insert into public.record_history (table_name, record_id, operation, actor, actor_name, new_values,
      organization_id, partner_id, profile_id, affiliate_id, owner_id, account_id, parent_id)
    select t, r.j ->> 'id', 'insert', who, who_name,
           (select jsonb_object_agg(e.key, e.value) from jsonb_each(r.j) e where e.key <> all (noise) and e.value <> 'null'::jsonb),
           s.*
    from (select to_jsonb(n) as j from new_rows n) r
    cross join lateral app.record_history_scope(t, r.j) s;

  elsif tg_op = 'DELETE' then
    insert into public.record_history (table_name, record_id, operation, actor, actor_name, old_values,
      organization_id, partner_id, profile_id, affiliate_id, owner_id, account_id, parent_id)
    select t, r.j ->> 'id', 'delete', who, who_name,
           (select jsonb_object_agg(e.key, e.value) from jsonb_each(r.j) e where e.key <> all (noise) and e.value <> 'null'::jsonb),
           s.*
    from (select to_jsonb(o) as j from old_rows o) r
    cross join lateral app.record_history_scope(t, r.j) s;

  else
    -- One pass over the statement's rows: the changed fields go to the history, and the rows that
    -- moved (a place column changed) come back in an array for the updates below, which find their
    -- history through the indexes (an update that moves nothing costs one comparison per row).
    with pairs as materialized (
      select n.j as n, o.j as o,
             exists (select 1 from unnest(app.record_history_place_columns(t)) c where n.j -> c is distinct from o.j -> c) as moved
      from (select to_jsonb(x) as j from new_rows x) n
      join (select to_jsonb(x) as j from old_rows x) o on o.j -> 'id' = n.j -> 'id'
    ),
    recorded as (
      insert into public.record_history (table_name, record_id, operation, actor, actor_name, old_values, new_values,
        organization_id, partner_id, profile_id, affiliate_id, owner_id, account_id, parent_id)
      select t, r.n ->> 'id', 'update', who, who_name, d.old_values, d.new_values, s.*
      from pairs r
      cross join lateral (
        select jsonb_object_agg(e.key, r.o -> e.key) as old_values, jsonb_object_agg(e.key, e.value) as new_values
        from jsonb_each(r.n) e
        where e.key <> all (noise) and e.value is distinct from r.o -> e.key
      ) d
      cross join lateral app.record_history_scope(t, r.n) s
      where d.new_values is not null
      returning 1
    )
    select coalesce(array_agg(r.n) filter (where r.moved), '{}') into moved from pairs r;

    -- A record that moved takes its history along (an account also its children's, a pricing request
    -- its products' and proposals').
    if cardinality(moved) > 0 then
      update public.record_history h
         set organization_id = x.organization_id, partner_id = x.partner_id, profile_id = x.profile_id,
             affiliate_id = x.affiliate_id, owner_id = x.owner_id, account_id = x.account_id, parent_id = x.parent_id
        from (select m.j ->> 'id' as record_id, s.* from unnest(moved) m(j) cross join lateral app.record_history_scope(t, m.j) s) x
       where h.table_name = t and h.record_id = x.record_id
         and (h.organization_id, h.partner_id, h.profile_id, h.affiliate_id, h.owner_id, h.account_id, h.parent_id)
             is distinct from (x.organization_id, x.partner_id, x.profile_id, x.affiliate_id, x.owner_id, x.account_id, x.parent_id);
      if t = 'accounts' then
        -- its children's rows (its own are done above): the account's organization, partner, rep, affiliate
        update public.record_history h
           set organization_id = (m.j ->> 'organization_id')::uuid, partner_id = (m.j ->> 'partner_id')::uuid,
               profile_id = (m.j ->> 'sales_rep')::uuid, affiliate_id = (m.j ->> 'affiliate_id')::uuid
          from unnest(moved) m(j)
         where h.account_id = (m.j ->> 'id')::uuid and h.table_name <> 'accounts'
           and (h.organization_id, h.partner_id, h.profile_id, h.affiliate_id)
               is distinct from ((m.j ->> 'organization_id')::uuid, (m.j ->> 'partner_id')::uuid, (m.j ->> 'sales_rep')::uuid, (m.j ->> 'affiliate_id')::uuid);
      elsif t = 'pricing_requests' then
        -- its products' and proposals' rows: the request's place
        update public.record_history h
           set organization_id = (m.j ->> 'organization_id')::uuid, partner_id = (m.j ->> 'account_partner_id')::uuid,
               profile_id = (m.j ->> 'account_sales_rep')::uuid, affiliate_id = (m.j ->> 'account_affiliate_id')::uuid,
               account_id = (m.j ->> 'account_id')::uuid
          from unnest(moved) m(j)
         where h.parent_id = (m.j ->> 'id')::uuid and h.table_name <> 'pricing_requests'
           and (h.organization_id, h.partner_id, h.profile_id, h.affiliate_id, h.account_id)
               is distinct from ((m.j ->> 'organization_id')::uuid, (m.j ->> 'account_partner_id')::uuid,
                                 (m.j ->> 'account_sales_rep')::uuid, (m.j ->> 'account_affiliate_id')::uuid, (m.j ->> 'account_id')::uuid);
      end if;
    end if;
  end if;
  return null;
end
$$;
comment on function app.record_history_write() is
  'Statement-level trigger of every audited table: records its inserts, updates (changed fields only; none when only updated_at or the account copies changed) and deletes in record_history, as auth.uid() (null for the service role), and moves the visibility keys of a record''s history when the record moves.';
revoke execute on function app.record_history_write() from public, anon, authenticated;

do $$
declare
  t text;
begin
  foreach t in array array['accounts', 'tasks', 'photos', 'files', 'pricing_requests', 'pricing_requests_products', 'proposals',
                           'matrix_submissions', 'contracts', 'organizations', 'partners', 'affiliates', 'profiles',
                           'assigned_organizations', 'assigned_profiles', 'assigned_permissions'] loop
    execute format($c$
      create trigger %1$s_history_insert after insert on public.%1$I
        referencing new table as new_rows for each statement execute function app.record_history_write();
      create trigger %1$s_history_update after update on public.%1$I
        referencing old table as old_rows new table as new_rows for each statement execute function app.record_history_write();
      create trigger %1$s_history_delete after delete on public.%1$I
        referencing old table as old_rows for each statement execute function app.record_history_write();
    $c$, t);
  end loop;
end $$;

-- ---------------------------------------------------------------------------------------------
-- who sees a row
-- ---------------------------------------------------------------------------------------------
-- The planner's view of a caller's share of the history (see the policy's hints below). As
-- app.planned_org_wide() (migration 20261123100000): each computed once per statement and caller, for
-- estimates only; a stale or forged memo could only mislead an estimate.
create or replace function app.planned_my_partners() returns uuid[]
language plpgsql stable security invoker set search_path = '' cost 1 as $$
declare
  key text := statement_timestamp()::text || '|' || coalesce(current_setting('request.jwt.claims', true), '') || '|';
  memo text := current_setting('app.planned_my_partners', true);
  partners uuid[];
begin
  if memo is not null and left(memo, length(key)) = key then
    return substr(memo, length(key) + 1)::uuid[];
  end if;
  partners := app.my_partners();
  perform set_config('app.planned_my_partners', key || partners::text, true);
  return partners;
end
$$;
comment on function app.planned_my_partners() is
  'app.my_partners() for the planner''s estimates only: record_history''s select policy calls it behind a gate that is never true; computed once per statement.';
revoke execute on function app.planned_my_partners() from public;
grant execute on function app.planned_my_partners() to authenticated, service_role;

create or replace function app.planned_visible_profiles() returns uuid[]
language plpgsql stable security invoker set search_path = '' cost 1 as $$
declare
  key text := statement_timestamp()::text || '|' || coalesce(current_setting('request.jwt.claims', true), '') || '|';
  memo text := current_setting('app.planned_visible_profiles', true);
  profiles uuid[];
begin
  if memo is not null and left(memo, length(key)) = key then
    return substr(memo, length(key) + 1)::uuid[];
  end if;
  profiles := app.visible_profiles();
  perform set_config('app.planned_visible_profiles', key || profiles::text, true);
  return profiles;
end
$$;
comment on function app.planned_visible_profiles() is
  'app.visible_profiles() for the planner''s estimates only: record_history''s select policy calls it behind a gate that is never true; computed once per statement.';
revoke execute on function app.planned_visible_profiles() from public;
grant execute on function app.planned_visible_profiles() to authenticated, service_role;

create or replace function app.history_organizations() returns uuid[]
language sql stable security definer set search_path = '' as $$
  select app.org_wide_organizations()
    || case when app.is_management() then coalesce(
         (select array_agg(distinct h.record_id::uuid) from public.record_history h
          where h.table_name = 'organizations' and h.operation = 'delete'), '{}'::uuid[])
       else '{}'::uuid[] end
$$;
comment on function app.history_organizations() is
  'app.org_wide_organizations() for history: plus, for management, the organizations that were deleted (management sees every history row).';
revoke execute on function app.history_organizations() from public, anon;
grant execute on function app.history_organizations() to authenticated, service_role;

alter table public.record_history enable row level security;
-- A history row is seen by whoever may see its record, through the same helpers and comparisons as
-- the record's table (keys kept current when the record moves; a deleted record's as they were):
--   org-wide (accounts and their children, files, organizations, partners, affiliates, memberships);
--   the account's partner, sales rep or affiliate (my_partners / visible_profiles / my_affiliates) —
--   also a partner's regional manager, a profile's partner, affiliate or self, a membership's profile;
--   the one user who always sees it (a file's uploader, oneself, one's grants and shared profile);
--   members of a partner / affiliate their partner, affiliate and fellow members; members of an
--   organization the organization; every signed-in user the role grants; profiles assigned to
--   organizations seen org-wide and the regional manager of one's partner; management everything.
create policy record_history_select on public.record_history for select to authenticated
  using (
    organization_id = any ((select app.history_organizations())::uuid[])
    or partner_id = any ((select app.my_partners())::uuid[])
    or profile_id = any ((select app.visible_profiles())::uuid[])
    or affiliate_id = any ((select app.my_affiliates())::uuid[])
    or owner_id = (select auth.uid())
    or (organization_id is null and (select app.is_management()))
    or (table_name in ('partners', 'profiles') and partner_id = any ((select app.member_partners())::uuid[]))
    or (table_name in ('affiliates', 'profiles') and affiliate_id = any ((select app.member_affiliates())::uuid[]))
    or (table_name = 'organizations' and organization_id = any ((select app.my_organizations())::uuid[]))
    or (table_name = 'assigned_permissions' and owner_id is null)
    or (table_name = 'profiles' and record_id = any ((
          select array_agg(ao.profile::text) from public.assigned_organizations ao
          where ao.organization = any ((select app.org_wide_organizations())::uuid[]))::text[]))
    or (table_name = 'profiles' and record_id = any ((
          select array_agg(pa.regional_manager::text) from public.partners pa
          where pa.id = any ((select app.member_partners())::uuid[]))::text[]))
    -- planner hints, never true (migration 20261123100000): the caller's share by the org-wide, partner
    -- and sales-rep rules. Unlike the lists, a regional manager's or a rep's history is large (each
    -- record has many rows): read through the key indexes and sorted, their first page reads all of
    -- it; knowing its size, Postgres walks the history newest first and stops after a page. Every
    -- filter of the History page has an index of its own, so a filter that leaves the caller little
    -- is walked along that index, not the whole history.
    or ((select 0) <> 0 and organization_id = any (app.planned_org_wide()))
    or ((select 0) <> 0 and partner_id = any (app.planned_my_partners()))
    or ((select 0) <> 0 and profile_id = any (app.planned_visible_profiles()))
  );
