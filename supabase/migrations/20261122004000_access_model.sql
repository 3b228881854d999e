-- Access model: catalogues (roles, permissions, partner statuses), organizations, partners,
-- affiliates, profiles and their assignments; the `app` helpers every policy uses; RLS for these tables.
--
-- Conventions used by every migration of this project:
--   * helpers live in schema `app`, are `security definer` with `set search_path = ''`, and return
--     arrays so policies can call them once per statement: `col = any ((select app.f())::uuid[])`;
--   * policies are written `to authenticated` (anon sees nothing unless a policy says so) and sit
--     next to their table; every function and policy carries a comment saying its rule in words.

-- Every extension the migrations and the seed use, created here (hosted enables only uuid-ossp,
-- pgcrypto, pg_stat_statements, pgjwt, pg_graphql and supabase_vault by default; pg_trgm is not one
-- of them). Added to this first migration before any production project existed: docs/hosted-supabase.md.
create extension if not exists pgcrypto with schema extensions;
create extension if not exists pg_trgm with schema extensions;

create schema if not exists app;
grant usage on schema app to anon, authenticated, service_role;
-- Functions in app are only for policies and triggers; callers get execute explicitly below.
alter default privileges in schema app revoke execute on functions from public;

-- ---------------------------------------------------------------------------------------------
-- updated_at (the app compares it to detect conflicting saves)
-- ---------------------------------------------------------------------------------------------
create or replace function app.set_updated_at() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  new.updated_at := now();
  return new;
end
$$;
comment on function app.set_updated_at() is 'Every edit of a row stamps updated_at with the current time.';

-- ---------------------------------------------------------------------------------------------
-- catalogues
-- ---------------------------------------------------------------------------------------------
create table public.roles (
  id int primary key,
  name text not null unique,
  created_at timestamptz not null default now()
);
comment on table public.roles is 'Fixed roles: 1 company admin, 2 affiliate admin, 3 partner admin, 4 management, 5 executive, 6 regional, 7 sales rep.';
insert into public.roles (id, name) values
  (1, 'Company Admin'), (2, 'Affiliate Admin'), (3, 'Partner Admin'), (4, 'Management'),
  (5, 'Executive'), (6, 'Regional'), (7, 'Sales Rep');

create table public.permissions (
  id text primary key check (id = group_name || '.' || action),
  group_name text not null,
  action text not null,
  description text,
  created_at timestamptz not null default now(),
  unique (group_name, action)
);
comment on table public.permissions is 'Catalogue of GROUP.ACTION permission strings.';
insert into public.permissions (id, group_name, action, description)
select g || '.' || a, g, a, d
from (values
  ('files', 'DELETE', 'Delete files and photos'),
  ('tables', 'ACTIONS', 'Use table actions (export, bulk actions)'),
  ('pricing', 'CREATE', 'Create pricing requests and contract submissions'),
  ('pricing', 'EDIT', 'Edit and delete pricing requests, products, proposals and contract submissions'),
  ('pricing', 'PROFILES', 'See and pick the profiles assigned to pricing requests'),
  ('pricing', 'ADMIN', 'Administer pricing: approve submissions, manage retailers and products'),
  ('navigation', 'ADMIN', 'Admin menu'),
  ('navigation', 'AFFILIATES', 'Affiliates menu'),
  ('navigation', 'CONTRACTS', 'Contracts menu'),
  ('navigation', 'COMPANY_LINKS', 'Company links menu'),
  ('navigation', 'SALES_PARTNERS', 'Sales partners menu'),
  ('navigation', 'TECHNICIANS', 'Technicians menu'),
  ('navigation', 'HOME', 'Home menu'),
  ('navigation', 'COMPANY_ADMIN', 'Company administration menu'),
  ('navigation', 'PARTNER_ADMIN', 'Partner administration menu'),
  ('navigation', 'TECH_ADMIN', 'Technician administration menu'),
  ('navigation', 'STUDENTS', 'Students menu'),
  ('navigation', 'PRICING', 'Pricing menu')
) as v(g, a, d)
union all
select g || '.' || a, g, a, initcap(lower(a)) || ' ' || g
from unnest(array['partners', 'affiliates', 'contracts', 'accounts', 'tasks', 'companies', 'news', 'profiles']) as g,
     unnest(array['CREATE', 'EDIT', 'DELETE', 'INVITE']) as a
where a <> 'INVITE' or g in ('partners', 'affiliates', 'profiles');

create table public.partner_statuses (
  id int primary key,
  name text not null unique,
  sort_order int not null default 0,
  created_at timestamptz not null default now()
);
comment on table public.partner_statuses is 'Sales-partner pipeline statuses; 11 = Active (saving a partner as Active may invite its owner).';
insert into public.partner_statuses (id, name, sort_order) values
  (1, 'Lead', 1), (2, 'Contacted', 2), (3, 'Interested', 3), (4, 'Application Received', 4),
  (5, 'Application Approved', 5), (6, 'Agreement Sent', 6), (7, 'Agreement Signed', 7),
  (8, 'Onboarding', 8), (9, 'Training', 9), (10, 'Pending Activation', 10), (11, 'Active', 11),
  (12, 'On Hold', 12), (13, 'Inactive', 13), (14, 'Terminated', 14);

-- ---------------------------------------------------------------------------------------------
-- organizations, profiles, partners, affiliates
-- ---------------------------------------------------------------------------------------------
create table public.organizations (
  id uuid primary key default gen_random_uuid(),
  name text not null check (length(trim(name)) > 0),
  active boolean not null default true,
  logo text,
  phone text,
  email text,
  website text,
  address text,
  address_2 text,
  city text,
  state text,
  zip text,
  country text not null default 'CA',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index organizations_name_trgm on public.organizations using gin (name extensions.gin_trgm_ops);
create trigger organizations_updated_at before update on public.organizations
  for each row execute function app.set_updated_at();

create table public.profiles (
  id uuid primary key references auth.users (id) on delete cascade,
  role int not null default 7 references public.roles (id),
  active boolean not null default true,
  partner_id uuid,
  affiliate_id uuid,
  last_organization uuid references public.organizations (id) on delete set null,
  avatar text,
  email text,
  new_email text,
  first_name text,
  last_name text,
  phone text,
  alt_phone text,
  job_description text,
  first_login boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index profiles_role_idx on public.profiles (role);
create index profiles_partner_id_idx on public.profiles (partner_id);
create index profiles_affiliate_id_idx on public.profiles (affiliate_id);
create index profiles_last_organization_idx on public.profiles (last_organization);
create index profiles_email_idx on public.profiles (lower(email));
create index profiles_name_trgm on public.profiles
  using gin ((coalesce(first_name, '') || ' ' || coalesce(last_name, '') || ' ' || coalesce(email, '')) extensions.gin_trgm_ops);
create trigger profiles_updated_at before update on public.profiles
  for each row execute function app.set_updated_at();

create table public.partners (
  id uuid primary key default gen_random_uuid(),
  name text not null check (length(trim(name)) > 0),
  active boolean not null default true,
  organization_id uuid not null references public.organizations (id) on delete cascade,
  regional_manager uuid references public.profiles (id) on delete set null,
  avatar text,
  status int not null default 1 references public.partner_statuses (id),
  primary_email text,
  first_name text,
  last_name text,
  phone text,
  owner uuid references public.profiles (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index partners_organization_id_idx on public.partners (organization_id);
create index partners_regional_manager_idx on public.partners (regional_manager);
create index partners_status_idx on public.partners (status);
create index partners_owner_idx on public.partners (owner);
create index partners_name_idx on public.partners (name);
create index partners_name_trgm on public.partners using gin (name extensions.gin_trgm_ops);
create trigger partners_updated_at before update on public.partners
  for each row execute function app.set_updated_at();

create table public.affiliates (
  id uuid primary key default gen_random_uuid(),
  name text not null check (length(trim(name)) > 0),
  active boolean not null default true,
  organization_id uuid not null references public.organizations (id) on delete cascade,
  avatar text,
  primary_email text,
  first_name text,
  last_name text,
  phone text,
  owner uuid references public.profiles (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index affiliates_organization_id_idx on public.affiliates (organization_id);
create index affiliates_owner_idx on public.affiliates (owner);
create index affiliates_name_idx on public.affiliates (name);
create index affiliates_name_trgm on public.affiliates using gin (name extensions.gin_trgm_ops);
create trigger affiliates_updated_at before update on public.affiliates
  for each row execute function app.set_updated_at();

alter table public.profiles
  add constraint profiles_partner_id_fkey foreign key (partner_id) references public.partners (id) on delete set null,
  add constraint profiles_affiliate_id_fkey foreign key (affiliate_id) references public.affiliates (id) on delete set null;

create table public.assigned_organizations (
  id bigint generated always as identity primary key,
  profile uuid not null references public.profiles (id) on delete cascade,
  organization uuid not null references public.organizations (id) on delete cascade,
  created_at timestamptz not null default now(),
  unique (profile, organization)
);
create index assigned_organizations_organization_idx on public.assigned_organizations (organization);

create table public.assigned_profiles (
  id bigint generated always as identity primary key,
  profile uuid not null references public.profiles (id) on delete cascade,
  shared_profile uuid references public.profiles (id) on delete cascade,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (profile),
  check (shared_profile is distinct from profile)
);
comment on table public.assigned_profiles is 'An executive''s shared profile: the executive also sees what that profile sees ("Viewing as ...").';
create index assigned_profiles_shared_profile_idx on public.assigned_profiles (shared_profile);
create trigger assigned_profiles_updated_at before update on public.assigned_profiles
  for each row execute function app.set_updated_at();

create table public.assigned_permissions (
  id bigint generated always as identity primary key,
  role int references public.roles (id) on delete cascade,
  "user" uuid references public.profiles (id) on delete cascade,
  permission text not null references public.permissions (id) on delete cascade on update cascade,
  created_at timestamptz not null default now(),
  check ((role is null) <> ("user" is null))
);
comment on table public.assigned_permissions is 'Grants a permission either to a role or to one user (exactly one of role / user).';
create unique index assigned_permissions_role_key on public.assigned_permissions (role, permission) where role is not null;
create unique index assigned_permissions_user_key on public.assigned_permissions ("user", permission) where "user" is not null;
create index assigned_permissions_permission_idx on public.assigned_permissions (permission);

-- Default role → permission mapping (editable on /permissions). Management (4) needs no rows.
insert into public.assigned_permissions (role, permission)
select r, p
from (values
  (1, array['files.DELETE', 'tables.ACTIONS', 'pricing.CREATE', 'pricing.EDIT', 'pricing.PROFILES', 'pricing.ADMIN',
            'navigation.HOME', 'navigation.PRICING', 'navigation.AFFILIATES', 'navigation.CONTRACTS',
            'navigation.COMPANY_LINKS', 'navigation.SALES_PARTNERS', 'navigation.COMPANY_ADMIN', 'navigation.PARTNER_ADMIN',
            'partners.CREATE', 'partners.EDIT', 'partners.DELETE', 'partners.INVITE',
            'affiliates.CREATE', 'affiliates.EDIT', 'affiliates.DELETE', 'affiliates.INVITE',
            'contracts.CREATE', 'contracts.EDIT', 'contracts.DELETE',
            'accounts.CREATE', 'accounts.EDIT', 'accounts.DELETE',
            'tasks.CREATE', 'tasks.EDIT', 'tasks.DELETE', 'companies.EDIT',
            'news.CREATE', 'news.EDIT', 'news.DELETE',
            'profiles.CREATE', 'profiles.EDIT', 'profiles.DELETE', 'profiles.INVITE']),
  (2, array['navigation.HOME', 'navigation.AFFILIATES', 'accounts.CREATE', 'accounts.EDIT',
            'tasks.CREATE', 'tasks.EDIT', 'affiliates.EDIT']),
  (3, array['files.DELETE', 'tables.ACTIONS', 'pricing.CREATE', 'pricing.EDIT', 'pricing.PROFILES',
            'navigation.HOME', 'navigation.PRICING', 'navigation.CONTRACTS', 'navigation.PARTNER_ADMIN',
            'accounts.CREATE', 'accounts.EDIT', 'accounts.DELETE', 'tasks.CREATE', 'tasks.EDIT', 'tasks.DELETE',
            'partners.EDIT', 'profiles.CREATE', 'profiles.EDIT', 'profiles.INVITE']),
  (5, array['files.DELETE', 'tables.ACTIONS', 'pricing.CREATE', 'pricing.EDIT', 'pricing.PROFILES',
            'navigation.HOME', 'navigation.PRICING', 'navigation.AFFILIATES', 'navigation.CONTRACTS',
            'navigation.COMPANY_LINKS', 'navigation.SALES_PARTNERS',
            'accounts.CREATE', 'accounts.EDIT', 'tasks.CREATE', 'tasks.EDIT', 'tasks.DELETE', 'partners.EDIT']),
  (6, array['tables.ACTIONS', 'pricing.CREATE', 'pricing.EDIT', 'pricing.PROFILES',
            'navigation.HOME', 'navigation.PRICING', 'navigation.CONTRACTS', 'navigation.SALES_PARTNERS',
            'accounts.CREATE', 'accounts.EDIT', 'tasks.CREATE', 'tasks.EDIT', 'tasks.DELETE',
            'partners.EDIT', 'partners.INVITE']),
  (7, array['navigation.HOME', 'navigation.PRICING', 'pricing.CREATE', 'pricing.EDIT',
            'accounts.CREATE', 'accounts.EDIT', 'tasks.CREATE', 'tasks.EDIT', 'tasks.DELETE'])
) as v(r, ps), unnest(ps) as p;

-- ---------------------------------------------------------------------------------------------
-- helpers (one place for each rule)
-- ---------------------------------------------------------------------------------------------
create or replace function app.my_profile() returns public.profiles
language sql stable security definer set search_path = '' as $$
  select p.* from public.profiles p where p.id = (select auth.uid()) and p.active
$$;
comment on function app.my_profile() is 'The caller''s profile, or null when it is missing or inactive (an inactive profile grants nothing).';

create or replace function app.is_active() returns boolean
language sql stable security definer set search_path = '' as $$
  select exists (select 1 from public.profiles p where p.id = (select auth.uid()) and p.active)
$$;
comment on function app.is_active() is 'True when the caller has an active profile (a missing or inactive profile sees nothing).';

create or replace function app.is_management() returns boolean
language sql stable security definer set search_path = '' as $$
  select coalesce((select p.role = 4 from public.profiles p where p.id = (select auth.uid()) and p.active), false)
$$;
comment on function app.is_management() is 'True when the caller has an active management (role 4) profile.';

create or replace function app.visible_profiles() returns uuid[]
language sql stable security definer set search_path = '' as $$
  select coalesce(array_agg(x.id), '{}')
  from (
    select p.id from public.profiles p where p.id = (select auth.uid()) and p.active
    union
    select ap.shared_profile
    from public.assigned_profiles ap
    join public.profiles me on me.id = ap.profile and me.active
    where ap.profile = (select auth.uid()) and ap.shared_profile is not null
  ) x
$$;
comment on function app.visible_profiles() is 'Whose eyes the caller sees through: their own active profile plus their assigned shared profile.';

create or replace function app.has_permission(permission text) returns boolean
language sql stable security definer set search_path = '' as $$
  select exists (
    select 1
    from public.profiles p
    where p.id = (select auth.uid()) and p.active
      and (
        p.role = 4
        or exists (
          select 1 from public.assigned_permissions ap
          where ap.permission = has_permission.permission and (ap.role = p.role or ap."user" = p.id)
        )
      )
  )
$$;
comment on function app.has_permission(text) is 'True when the caller is management, or the permission is granted to their role or to them; inactive profiles have none.';

create or replace function app.my_permissions() returns text[]
language sql stable security definer set search_path = '' as $$
  select coalesce(array_agg(distinct x.id order by x.id), '{}')
  from (
    select pm.id
    from public.permissions pm
    join public.profiles p on p.id = (select auth.uid()) and p.active and p.role = 4
    union
    select ap.permission
    from public.assigned_permissions ap
    join public.profiles p on p.id = (select auth.uid()) and p.active
    where ap.role = p.role or ap."user" = p.id
  ) x
$$;
comment on function app.my_permissions() is 'The caller''s effective permissions: their role''s grants plus their own; management gets every catalogued permission.';

create or replace function app.my_organizations() returns uuid[]
language sql stable security definer set search_path = '' as $$
  select coalesce(array_agg(distinct x.id), '{}')
  from (
    select o.id from public.organizations o where (select app.is_management())
    union all
    select ao.organization from public.assigned_organizations ao where ao.profile = any ((select app.visible_profiles())::uuid[])
    union all
    select pa.organization_id from public.profiles p join public.partners pa on pa.id = p.partner_id
    where p.id = any ((select app.visible_profiles())::uuid[])
    union all
    select af.organization_id from public.profiles p join public.affiliates af on af.id = p.affiliate_id
    where p.id = any ((select app.visible_profiles())::uuid[])
    union all
    select pa.organization_id from public.partners pa where pa.regional_manager = any ((select app.visible_profiles())::uuid[])
  ) x
$$;
comment on function app.my_organizations() is 'Organizations the caller belongs to (assigned, or through their partner, affiliate or regional partners); management: all.';

create or replace function app.org_wide_organizations() returns uuid[]
language sql stable security definer set search_path = '' as $$
  select coalesce(array_agg(distinct x.id), '{}')
  from (
    select o.id from public.organizations o where (select app.is_management())
    union all
    select ao.organization
    from public.assigned_organizations ao
    join public.profiles p on p.id = ao.profile and p.role in (1, 5)
    where ao.profile = any ((select app.visible_profiles())::uuid[])
  ) x
$$;
comment on function app.org_wide_organizations() is 'Organizations whose every row the caller sees: assigned to them as company admin or executive (or via their shared profile); management: all.';

create or replace function app.my_partners() returns uuid[]
language sql stable security definer set search_path = '' as $$
  select coalesce(array_agg(distinct x.id), '{}')
  from (
    select pa.id from public.partners pa where pa.regional_manager = any ((select app.visible_profiles())::uuid[])
    union all
    select p.partner_id from public.profiles p
    where p.id = any ((select app.visible_profiles())::uuid[]) and p.role = 3 and p.partner_id is not null
  ) x
$$;
comment on function app.my_partners() is 'Partners whose accounts the caller sees in full: those they are regional manager of, and the partner they administer.';

create or replace function app.my_affiliates() returns uuid[]
language sql stable security definer set search_path = '' as $$
  select coalesce(array_agg(distinct p.affiliate_id), '{}')
  from public.profiles p
  where p.id = any ((select app.visible_profiles())::uuid[]) and p.role = 2 and p.affiliate_id is not null
$$;
comment on function app.my_affiliates() is 'Affiliates whose referred accounts the caller sees: the affiliate they administer.';

create or replace function app.member_partners() returns uuid[]
language sql stable security definer set search_path = '' as $$
  select coalesce(array_agg(distinct p.partner_id), '{}')
  from public.profiles p
  where p.id = any ((select app.visible_profiles())::uuid[]) and p.partner_id is not null
$$;
comment on function app.member_partners() is 'Partners the caller (or their shared profile) belongs to, whatever their role.';

create or replace function app.member_affiliates() returns uuid[]
language sql stable security definer set search_path = '' as $$
  select coalesce(array_agg(distinct p.affiliate_id), '{}')
  from public.profiles p
  where p.id = any ((select app.visible_profiles())::uuid[]) and p.affiliate_id is not null
$$;
comment on function app.member_affiliates() is 'Affiliates the caller (or their shared profile) belongs to, whatever their role.';

revoke execute on all functions in schema app from public;
grant execute on all functions in schema app to authenticated, service_role;

-- Public RPCs over the helpers (the frontend builds its CASL ability from my_permissions()).
create or replace function public.has_permission(permission text) returns boolean
language sql stable security definer set search_path = '' as $$
  select app.has_permission(permission)
$$;
comment on function public.has_permission(text) is 'RPC: does the caller hold this permission (management: always)?';

create or replace function public.my_permissions() returns text[]
language sql stable security definer set search_path = '' as $$
  select app.my_permissions()
$$;
comment on function public.my_permissions() is 'RPC: the caller''s effective permissions (role grants + user grants; management: all).';

-- ---------------------------------------------------------------------------------------------
-- row-level security
-- ---------------------------------------------------------------------------------------------
alter table public.roles enable row level security;
-- Signed-in users read the role catalogue; only management changes it.
create policy roles_select on public.roles for select to authenticated using (true);
create policy roles_write on public.roles for all to authenticated
  using ((select app.is_management())) with check ((select app.is_management()));

alter table public.permissions enable row level security;
-- Signed-in users read the permission catalogue; only management changes it.
create policy permissions_select on public.permissions for select to authenticated using (true);
create policy permissions_write on public.permissions for all to authenticated
  using ((select app.is_management())) with check ((select app.is_management()));

alter table public.partner_statuses enable row level security;
-- Signed-in users read partner statuses; only management changes them.
create policy partner_statuses_select on public.partner_statuses for select to authenticated using (true);
create policy partner_statuses_write on public.partner_statuses for all to authenticated
  using ((select app.is_management())) with check ((select app.is_management()));

alter table public.assigned_permissions enable row level security;
-- Everyone signed in reads role grants and their own user grants; management reads all and edits them.
create policy assigned_permissions_select on public.assigned_permissions for select to authenticated
  using (role is not null or "user" = (select auth.uid()) or (select app.is_management()));
create policy assigned_permissions_insert on public.assigned_permissions for insert to authenticated
  with check ((select app.is_management()));
create policy assigned_permissions_update on public.assigned_permissions for update to authenticated
  using ((select app.is_management())) with check ((select app.is_management()));
create policy assigned_permissions_delete on public.assigned_permissions for delete to authenticated
  using ((select app.is_management()));

alter table public.organizations enable row level security;
-- Members see their organizations (management: all).
create policy organizations_select on public.organizations for select to authenticated
  using (id = any ((select app.my_organizations())::uuid[]));
-- Creating an organization needs companies.CREATE.
create policy organizations_insert on public.organizations for insert to authenticated
  with check ((select app.has_permission('companies.CREATE')));
-- Editing needs companies.EDIT and org-wide access to it (company admin of it, or management).
create policy organizations_update on public.organizations for update to authenticated
  using ((select app.has_permission('companies.EDIT')) and id = any ((select app.org_wide_organizations())::uuid[]))
  with check (id = any ((select app.org_wide_organizations())::uuid[]));
-- Deleting needs companies.DELETE and org-wide access to it.
create policy organizations_delete on public.organizations for delete to authenticated
  using ((select app.has_permission('companies.DELETE')) and id = any ((select app.org_wide_organizations())::uuid[]));

alter table public.partners enable row level security;
-- Partners are seen org-wide (company admin, executive, management), by their regional manager,
-- and by their own members (partner admin, sales reps).
create policy partners_select on public.partners for select to authenticated
  using (
    organization_id = any ((select app.org_wide_organizations())::uuid[])
    or regional_manager = any ((select app.visible_profiles())::uuid[])
    or id = any ((select app.member_partners())::uuid[])
  );
-- Creating a partner needs partners.CREATE, inside an organization the caller sees org-wide.
create policy partners_insert on public.partners for insert to authenticated
  with check (
    (select app.has_permission('partners.CREATE'))
    and organization_id = any ((select app.org_wide_organizations())::uuid[])
  );
-- Editing needs partners.EDIT on a partner the caller manages (org-wide, regional, or its admin).
create policy partners_update on public.partners for update to authenticated
  using (
    (select app.has_permission('partners.EDIT'))
    and (organization_id = any ((select app.org_wide_organizations())::uuid[]) or id = any ((select app.my_partners())::uuid[]))
  )
  with check (
    organization_id = any ((select app.org_wide_organizations())::uuid[])
    or (id = any ((select app.my_partners())::uuid[]) and organization_id = any ((select app.my_organizations())::uuid[]))
  );
-- Deleting needs partners.DELETE and org-wide access.
create policy partners_delete on public.partners for delete to authenticated
  using (
    (select app.has_permission('partners.DELETE'))
    and organization_id = any ((select app.org_wide_organizations())::uuid[])
  );

alter table public.affiliates enable row level security;
-- Affiliates are seen org-wide and by their own members.
create policy affiliates_select on public.affiliates for select to authenticated
  using (
    organization_id = any ((select app.org_wide_organizations())::uuid[])
    or id = any ((select app.member_affiliates())::uuid[])
  );
-- Creating an affiliate needs affiliates.CREATE inside an organization seen org-wide.
create policy affiliates_insert on public.affiliates for insert to authenticated
  with check (
    (select app.has_permission('affiliates.CREATE'))
    and organization_id = any ((select app.org_wide_organizations())::uuid[])
  );
-- Editing needs affiliates.EDIT, org-wide or as the affiliate's admin.
create policy affiliates_update on public.affiliates for update to authenticated
  using (
    (select app.has_permission('affiliates.EDIT'))
    and (organization_id = any ((select app.org_wide_organizations())::uuid[]) or id = any ((select app.my_affiliates())::uuid[]))
  )
  with check (
    organization_id = any ((select app.org_wide_organizations())::uuid[])
    or (id = any ((select app.my_affiliates())::uuid[]) and organization_id = any ((select app.my_organizations())::uuid[]))
  );
-- Deleting needs affiliates.DELETE and org-wide access.
create policy affiliates_delete on public.affiliates for delete to authenticated
  using (
    (select app.has_permission('affiliates.DELETE'))
    and organization_id = any ((select app.org_wide_organizations())::uuid[])
  );

alter table public.profiles enable row level security;
-- A profile is seen by its owner (even inactive, so the app can explain why sign-in is refused), its executive viewer, org-wide (assigned to one of the caller's
-- org-wide organizations, or member of a partner/affiliate there), by the managers of its partner
-- or affiliate, and by fellow members of its partner/affiliate.
create policy profiles_select on public.profiles for select to authenticated
  using (
    id = (select auth.uid())
    or id = any ((select app.visible_profiles())::uuid[])
    or partner_id = any ((select app.member_partners())::uuid[])
    or partner_id = any ((select app.my_partners())::uuid[])
    or affiliate_id = any ((select app.member_affiliates())::uuid[])
    or id in (
      select ao.profile from public.assigned_organizations ao
      where ao.organization = any ((select app.org_wide_organizations())::uuid[])
    )
    or id in (
      select pa.regional_manager from public.partners pa where pa.id = any ((select app.member_partners())::uuid[])
    )
  );
-- Creating profiles needs profiles.CREATE (the invites function normally does it as service role).
create policy profiles_insert on public.profiles for insert to authenticated
  with check ((select app.has_permission('profiles.CREATE')));
-- A user edits their own profile; profiles.EDIT edits the profiles the caller manages
-- (org-wide, or members of their partner/affiliate). Privileged columns are guarded by a trigger.
create policy profiles_update on public.profiles for update to authenticated
  using (
    id = (select auth.uid())
    or (
      (select app.has_permission('profiles.EDIT'))
      and (
        partner_id = any ((select app.my_partners())::uuid[])
        or affiliate_id = any ((select app.my_affiliates())::uuid[])
        or id in (
          select ao.profile from public.assigned_organizations ao
          where ao.organization = any ((select app.org_wide_organizations())::uuid[])
        )
      )
    )
  )
  with check (
    id = (select auth.uid())
    or (
      (select app.has_permission('profiles.EDIT'))
      and (
        partner_id = any ((select app.my_partners())::uuid[])
        or affiliate_id = any ((select app.my_affiliates())::uuid[])
        or id in (
          select ao.profile from public.assigned_organizations ao
          where ao.organization = any ((select app.org_wide_organizations())::uuid[])
        )
      )
    )
  );
-- Deleting a profile needs profiles.DELETE, org-wide, and never oneself.
create policy profiles_delete on public.profiles for delete to authenticated
  using (
    (select app.has_permission('profiles.DELETE'))
    and id <> (select auth.uid())
    and id in (
      select ao.profile from public.assigned_organizations ao
      where ao.organization = any ((select app.org_wide_organizations())::uuid[])
    )
  );

create or replace function app.guard_profile_changes() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  -- Service role, migrations and seeds (no JWT) are trusted.
  if auth.uid() is null then
    return new;
  end if;
  if (new.role, new.active, new.partner_id, new.affiliate_id)
       is distinct from (old.role, old.active, old.partner_id, old.affiliate_id) then
    if not app.has_permission('profiles.EDIT') then
      raise exception 'Only users with profiles.EDIT may change role, status, partner or affiliate'
        using errcode = '42501';
    end if;
    if new.id = auth.uid() and not app.is_management() then
      raise exception 'You cannot change your own role, status, partner or affiliate' using errcode = '42501';
    end if;
  end if;
  if new.role is distinct from old.role and new.role = 4 and not app.is_management() then
    raise exception 'Only management may grant the management role' using errcode = '42501';
  end if;
  if new.email is distinct from old.email or new.new_email is distinct from old.new_email then
    -- e-mail columns mirror auth.users and change only through Auth.
    new.email := old.email;
    new.new_email := old.new_email;
  end if;
  return new;
end
$$;
comment on function app.guard_profile_changes() is 'Role, status, partner and affiliate change only with profiles.EDIT (never on oneself, management role only by management); e-mail columns follow auth.users.';
create trigger profiles_guard before update on public.profiles
  for each row execute function app.guard_profile_changes();

alter table public.assigned_organizations enable row level security;
-- A user sees their own (and shared profile's) assignments; org-wide users see their organizations'.
create policy assigned_organizations_select on public.assigned_organizations for select to authenticated
  using (
    profile = any ((select app.visible_profiles())::uuid[])
    or organization = any ((select app.org_wide_organizations())::uuid[])
  );
-- Assigning users to organizations needs profiles.EDIT and org-wide access to the organization.
create policy assigned_organizations_insert on public.assigned_organizations for insert to authenticated
  with check (
    (select app.has_permission('profiles.EDIT')) and organization = any ((select app.org_wide_organizations())::uuid[])
  );
create policy assigned_organizations_update on public.assigned_organizations for update to authenticated
  using ((select app.has_permission('profiles.EDIT')) and organization = any ((select app.org_wide_organizations())::uuid[]))
  with check (organization = any ((select app.org_wide_organizations())::uuid[]));
create policy assigned_organizations_delete on public.assigned_organizations for delete to authenticated
  using ((select app.has_permission('profiles.EDIT')) and organization = any ((select app.org_wide_organizations())::uuid[]));

alter table public.assigned_profiles enable row level security;
-- A user sees their own shared-profile assignment; management sees all.
create policy assigned_profiles_select on public.assigned_profiles for select to authenticated
  using (profile = (select auth.uid()) or (select app.is_management()));
-- Only management assigns shared profiles (company admins go through the update-user function).
create policy assigned_profiles_insert on public.assigned_profiles for insert to authenticated
  with check ((select app.is_management()));
create policy assigned_profiles_update on public.assigned_profiles for update to authenticated
  using ((select app.is_management())) with check ((select app.is_management()));
create policy assigned_profiles_delete on public.assigned_profiles for delete to authenticated
  using ((select app.is_management()));
