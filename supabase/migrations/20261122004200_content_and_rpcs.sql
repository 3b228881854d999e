-- News, app versions (realtime), third-party keys, cached API content; the portal's RPCs and the
-- trigger that mirrors auth.users e-mail state into profiles.

-- ---------------------------------------------------------------------------------------------
-- news
-- ---------------------------------------------------------------------------------------------
create table public.news (
  id uuid primary key default gen_random_uuid(),
  title text not null check (length(trim(title)) > 0),
  body text not null default '',
  organization_id uuid references public.organizations (id) on delete cascade,
  published_at timestamptz not null default now(),
  active boolean not null default true,
  author uuid references public.profiles (id) on delete set null default auth.uid(),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
comment on column public.news.organization_id is 'null = global news, shown to every organization.';
create index news_organization_id_idx on public.news (organization_id);
create index news_author_idx on public.news (author);
create index news_published_at_idx on public.news (published_at desc);
create trigger news_updated_at before update on public.news
  for each row execute function app.set_updated_at();

alter table public.news enable row level security;
-- Signed-in users read published, active news that is global or for one of their organizations;
-- authors (news.EDIT) also see drafts of organizations they manage org-wide.
create policy news_select on public.news for select to authenticated
  using (
    ((select app.is_active()) and active and published_at <= now() and (organization_id is null or organization_id = any ((select app.my_organizations())::uuid[])))
    or ((select app.has_permission('news.EDIT')) and (organization_id is null or organization_id = any ((select app.org_wide_organizations())::uuid[])))
    or (select app.is_management())
  );
-- Publishing needs news.CREATE; global news (no organization) only management.
create policy news_insert on public.news for insert to authenticated
  with check (
    (select app.has_permission('news.CREATE'))
    and (organization_id = any ((select app.org_wide_organizations())::uuid[]) or (organization_id is null and (select app.is_management())))
  );
-- Editing needs news.EDIT on news of an organization managed org-wide; global news only management.
create policy news_update on public.news for update to authenticated
  using (
    (select app.has_permission('news.EDIT'))
    and (organization_id = any ((select app.org_wide_organizations())::uuid[]) or (organization_id is null and (select app.is_management())))
  )
  with check (organization_id = any ((select app.org_wide_organizations())::uuid[]) or (organization_id is null and (select app.is_management())));
-- Deleting needs news.DELETE, same scope.
create policy news_delete on public.news for delete to authenticated
  using (
    (select app.has_permission('news.DELETE'))
    and (organization_id = any ((select app.org_wide_organizations())::uuid[]) or (organization_id is null and (select app.is_management())))
  );

-- ---------------------------------------------------------------------------------------------
-- version_history (realtime inserts drive the "new version" notice)
-- ---------------------------------------------------------------------------------------------
create table public.version_history (
  id bigint generated always as identity primary key,
  version text not null check (length(trim(version)) > 0),
  description text,
  force boolean not null default false,
  created_at timestamptz not null default now()
);
create index version_history_created_at_idx on public.version_history (created_at desc);

alter table public.version_history enable row level security;
-- Everyone, signed in or not, reads app versions (the login page checks for updates too).
create policy version_history_select on public.version_history for select to anon, authenticated using (true);
-- Only management publishes versions (deploys use the service role).
create policy version_history_insert on public.version_history for insert to authenticated
  with check ((select app.is_management()));
alter publication supabase_realtime add table public.version_history;

-- ---------------------------------------------------------------------------------------------
-- keys (third-party keys: service role only) and api_content (cached content, e.g. weather)
-- ---------------------------------------------------------------------------------------------
create table public.keys (
  id text primary key,
  key text not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create trigger keys_updated_at before update on public.keys
  for each row execute function app.set_updated_at();
alter table public.keys enable row level security;
-- Keys are for server code only: no policy for anon/authenticated, and no table privileges either.
create policy keys_service_role on public.keys for all to service_role using (true) with check (true);
revoke all on public.keys from anon, authenticated;

create table public.api_content (
  id text primary key,
  content jsonb not null default '{}'::jsonb,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create trigger api_content_updated_at before update on public.api_content
  for each row execute function app.set_updated_at();
alter table public.api_content enable row level security;
-- Signed-in users read cached content; management (or server code with the service role) writes it.
create policy api_content_select on public.api_content for select to authenticated using (true);
create policy api_content_write on public.api_content for all to authenticated
  using ((select app.is_management())) with check ((select app.is_management()));

-- ---------------------------------------------------------------------------------------------
-- profiles.email / new_email follow auth.users (email / email_change)
-- ---------------------------------------------------------------------------------------------
create or replace function app.sync_profile_email() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  update public.profiles p
     set email = new.email,
         new_email = nullif(new.email_change, '')
   where p.id = new.id
     and (p.email, p.new_email) is distinct from (new.email, nullif(new.email_change, ''));
  return new;
end
$$;
comment on function app.sync_profile_email() is 'When a user''s e-mail or pending e-mail change changes in Auth, their profile shows the same.';
create trigger on_auth_user_email_change after update of email, email_change on auth.users
  for each row execute function app.sync_profile_email();

create or replace function app.fill_profile_email() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  select u.email, nullif(u.email_change, '') into new.email, new.new_email from auth.users u where u.id = new.id;
  return new;
end
$$;
comment on function app.fill_profile_email() is 'A new profile takes its e-mail and pending e-mail from its Auth user.';
create trigger profiles_fill_email before insert on public.profiles
  for each row execute function app.fill_profile_email();

revoke execute on all functions in schema app from public;
grant execute on all functions in schema app to authenticated, service_role;

-- ---------------------------------------------------------------------------------------------
-- RPCs
-- ---------------------------------------------------------------------------------------------
create or replace function public.cancel_email_change() returns void
language plpgsql volatile security definer set search_path = '' as $$
begin
  if auth.uid() is null then
    raise exception 'Not signed in' using errcode = '42501';
  end if;
  update auth.users
     set email_change = '',
         email_change_token_new = '',
         email_change_token_current = '',
         email_change_confirm_status = 0,
         email_change_sent_at = null
   where id = auth.uid();
  update public.profiles set new_email = null where id = auth.uid();
end
$$;
comment on function public.cancel_email_change() is 'RPC: the caller drops their pending e-mail change (Auth state and profiles.new_email).';
revoke execute on function public.cancel_email_change() from public, anon;
grant execute on function public.cancel_email_change() to authenticated, service_role;

create or replace function public.get_assigned_profiles_for_active_pricing_requests(param_type text default 'pricing')
returns setof public.profiles
language sql stable security invoker set search_path = '' as $$
  select p.*
  from public.profiles p
  where p.id in (
    select coalesce(pr.sales_rep, a.sales_rep)
    from public.pricing_requests pr
    join public.accounts a on a.id = pr.account_id
    where param_type = 'pricing' and pr.active and a.active
    union
    select coalesce(m.sales_rep, a.sales_rep)
    from public.matrix_submissions m
    join public.accounts a on a.id = m.account_id
    where param_type in ('matrix', 'matrix_submissions') and m.status in ('draft', 'submitted') and a.active
  )
  order by p.first_name, p.last_name
$$;
comment on function public.get_assigned_profiles_for_active_pricing_requests(text) is 'RPC: the profiles (sales reps) assigned to the active pricing requests (param_type ''pricing'') or open contract submissions (''matrix'') the caller can see; runs with the caller''s RLS.';
