-- Accounts and everything hanging off them: retailers/products catalogue, tasks, photos, pricing
-- requests (+ products, proposals), contract submissions (matrix_submissions), contracts and files.
--
-- Every direct child of an account carries organization_id, copied from its account by a trigger,
-- so org-wide visibility is one indexed comparison; other visibility goes through the account.

-- ---------------------------------------------------------------------------------------------
-- catalogue: retailers, products, file types
-- ---------------------------------------------------------------------------------------------
create table public.retailers (
  id uuid primary key default gen_random_uuid(),
  name text not null unique check (length(trim(name)) > 0),
  active boolean not null default true,
  website text,
  logo text,
  phone text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create trigger retailers_updated_at before update on public.retailers
  for each row execute function app.set_updated_at();

create table public.products (
  id uuid primary key default gen_random_uuid(),
  retailer_id uuid not null references public.retailers (id) on delete cascade,
  name text not null check (length(trim(name)) > 0),
  commodity text not null check (commodity in ('electricity', 'gas')),
  term_months int not null check (term_months between 1 and 120),
  active boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (retailer_id, name, commodity, term_months)
);
create index products_commodity_term_idx on public.products (commodity, term_months);
create trigger products_updated_at before update on public.products
  for each row execute function app.set_updated_at();

create table public.file_types (
  id text primary key,
  name text not null,
  created_at timestamptz not null default now()
);
insert into public.file_types (id, name) values
  ('INVOICES', 'Invoices'), ('LOA', 'Letter of Authorization'), ('MATRIX', 'Matrix Pricing'),
  ('CONTRACT', 'Contract'), ('SITES', 'Sites List'), ('LOE', 'Letter of Engagement'),
  ('PAD', 'Pre-Authorized Debit'), ('PHOTO', 'Photo'), ('OTHER', 'Other');

-- ---------------------------------------------------------------------------------------------
-- accounts
-- ---------------------------------------------------------------------------------------------
create table public.accounts (
  id uuid primary key default gen_random_uuid(),
  organization_id uuid not null references public.organizations (id) on delete cascade,
  partner_id uuid references public.partners (id) on delete set null,
  affiliate_id uuid references public.affiliates (id) on delete set null,
  sales_rep uuid references public.profiles (id) on delete set null,
  account_name text not null check (length(trim(account_name)) > 0),
  business_type text,
  contact_first_name text,
  contact_last_name text,
  contact_title text,
  contact_email text,
  contact_phone text,
  service_address text,
  service_address_2 text,
  service_city text,
  service_state text,
  service_zip text,
  utility text,
  utility_account_number text,
  active boolean not null default true,
  signature_name text,
  signature_path text,
  signature_status text check (signature_status in ('pending', 'signed')),
  notes text,
  created_by uuid references public.profiles (id) on delete set null default auth.uid(),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index accounts_organization_id_idx on public.accounts (organization_id);
create index accounts_partner_id_idx on public.accounts (partner_id);
create index accounts_affiliate_id_idx on public.accounts (affiliate_id);
create index accounts_sales_rep_idx on public.accounts (sales_rep);
create index accounts_created_by_idx on public.accounts (created_by);
create index accounts_account_name_idx on public.accounts (account_name);
create index accounts_created_at_idx on public.accounts (created_at);
create index accounts_account_name_trgm on public.accounts using gin (account_name extensions.gin_trgm_ops);
create trigger accounts_updated_at before update on public.accounts
  for each row execute function app.set_updated_at();

create or replace function app.fill_account_organization() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  -- An account belongs to its partner's (or affiliate's) organization unless one is given.
  if new.organization_id is null and new.partner_id is not null then
    select pa.organization_id into new.organization_id from public.partners pa where pa.id = new.partner_id;
  end if;
  if new.organization_id is null and new.affiliate_id is not null then
    select af.organization_id into new.organization_id from public.affiliates af where af.id = new.affiliate_id;
  end if;
  return new;
end
$$;
comment on function app.fill_account_organization() is 'An account without organization_id takes its partner''s, else its affiliate''s organization.';
create trigger accounts_fill_organization before insert on public.accounts
  for each row execute function app.fill_account_organization();

create or replace function app.visible_account_ids() returns uuid[]
language sql stable security definer set search_path = '' as $$
  select coalesce(array_agg(a.id), '{}')
  from public.accounts a
  where a.partner_id = any ((select app.my_partners())::uuid[])
     or a.sales_rep = any ((select app.visible_profiles())::uuid[])
     or a.affiliate_id = any ((select app.my_affiliates())::uuid[])
$$;
comment on function app.visible_account_ids() is 'Accounts the caller sees without org-wide access: their partners'' accounts, accounts they (or their shared profile) are sales rep of, and their affiliate''s referrals.';
grant execute on function app.visible_account_ids() to authenticated, service_role;

alter table public.accounts enable row level security;
-- Accounts: org-wide (company admin, executive, management), their partner's (regional manager,
-- partner admin), their own as sales rep, their affiliate's referrals (affiliate admin).
create policy accounts_select on public.accounts for select to authenticated
  using (
    organization_id = any ((select app.org_wide_organizations())::uuid[])
    or partner_id = any ((select app.my_partners())::uuid[])
    or sales_rep = any ((select app.visible_profiles())::uuid[])
    or affiliate_id = any ((select app.my_affiliates())::uuid[])
  );
-- Creating needs accounts.CREATE and the new account must be one the caller can see, in one of their organizations.
create policy accounts_insert on public.accounts for insert to authenticated
  with check (
    (select app.has_permission('accounts.CREATE'))
    and organization_id = any ((select app.my_organizations())::uuid[])
    and (
      organization_id = any ((select app.org_wide_organizations())::uuid[])
      or partner_id = any ((select app.my_partners())::uuid[])
      or sales_rep = any ((select app.visible_profiles())::uuid[])
      or affiliate_id = any ((select app.my_affiliates())::uuid[])
    )
  );
-- Editing needs accounts.EDIT on a visible account, and it must stay visible.
create policy accounts_update on public.accounts for update to authenticated
  using (
    (select app.has_permission('accounts.EDIT'))
    and (
      organization_id = any ((select app.org_wide_organizations())::uuid[])
      or partner_id = any ((select app.my_partners())::uuid[])
      or sales_rep = any ((select app.visible_profiles())::uuid[])
      or affiliate_id = any ((select app.my_affiliates())::uuid[])
    )
  )
  with check (
    organization_id = any ((select app.my_organizations())::uuid[])
    and (
      organization_id = any ((select app.org_wide_organizations())::uuid[])
      or partner_id = any ((select app.my_partners())::uuid[])
      or sales_rep = any ((select app.visible_profiles())::uuid[])
      or affiliate_id = any ((select app.my_affiliates())::uuid[])
    )
  );
-- Deleting needs accounts.DELETE on a visible account.
create policy accounts_delete on public.accounts for delete to authenticated
  using (
    (select app.has_permission('accounts.DELETE'))
    and (
      organization_id = any ((select app.org_wide_organizations())::uuid[])
      or partner_id = any ((select app.my_partners())::uuid[])
      or sales_rep = any ((select app.visible_profiles())::uuid[])
      or affiliate_id = any ((select app.my_affiliates())::uuid[])
    )
  );

-- ---------------------------------------------------------------------------------------------
-- children of an account
-- ---------------------------------------------------------------------------------------------
create or replace function app.fill_child_organization() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  if new.account_id is not null then
    select a.organization_id into new.organization_id from public.accounts a where a.id = new.account_id;
  end if;
  return new;
end
$$;
comment on function app.fill_child_organization() is 'A row of an account always carries its account''s organization (never the caller''s say-so).';

create table public.tasks (
  id uuid primary key default gen_random_uuid(),
  account_id uuid not null references public.accounts (id) on delete cascade,
  organization_id uuid not null references public.organizations (id) on delete cascade,
  title text not null check (length(trim(title)) > 0),
  description text,
  status text not null default 'open' check (status in ('open', 'in_progress', 'done', 'cancelled')),
  assigned_to uuid references public.profiles (id) on delete set null,
  due_date date,
  created_by uuid references public.profiles (id) on delete set null default auth.uid(),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index tasks_account_id_idx on public.tasks (account_id);
create index tasks_organization_id_idx on public.tasks (organization_id);
create index tasks_assigned_to_idx on public.tasks (assigned_to);
create index tasks_created_by_idx on public.tasks (created_by);
create index tasks_due_date_idx on public.tasks (due_date);

create table public.pricing_requests (
  id uuid primary key default gen_random_uuid(),
  account_id uuid not null references public.accounts (id) on delete cascade,
  organization_id uuid not null references public.organizations (id) on delete cascade,
  name text not null check (length(trim(name)) > 0),
  active boolean not null default true,
  commodity text not null default 'electricity' check (commodity in ('electricity', 'gas')),
  total_volume numeric check (total_volume > 0),
  requested_start_date date,
  notes text,
  sales_rep uuid references public.profiles (id) on delete set null,
  created_by uuid references public.profiles (id) on delete set null default auth.uid(),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index pricing_requests_account_id_idx on public.pricing_requests (account_id);
create index pricing_requests_organization_id_idx on public.pricing_requests (organization_id);
create index pricing_requests_sales_rep_idx on public.pricing_requests (sales_rep);
create index pricing_requests_created_by_idx on public.pricing_requests (created_by);
create index pricing_requests_created_at_idx on public.pricing_requests (created_at);
create index pricing_requests_name_trgm on public.pricing_requests using gin (name extensions.gin_trgm_ops);

create table public.pricing_requests_products (
  id uuid primary key default gen_random_uuid(),
  pricing_request_id uuid not null references public.pricing_requests (id) on delete cascade,
  product_id uuid not null references public.products (id) on delete restrict,
  retailer_id uuid not null references public.retailers (id) on delete restrict,
  active boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index pricing_requests_products_pricing_request_id_idx on public.pricing_requests_products (pricing_request_id);
create index pricing_requests_products_product_id_idx on public.pricing_requests_products (product_id);
create index pricing_requests_products_retailer_id_idx on public.pricing_requests_products (retailer_id);

create table public.proposals (
  id uuid primary key default gen_random_uuid(),
  pricing_request_id uuid not null references public.pricing_requests (id) on delete cascade,
  title text,
  active boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index proposals_pricing_request_id_idx on public.proposals (pricing_request_id);

create table public.matrix_submissions (
  id uuid primary key default gen_random_uuid(),
  account_id uuid not null references public.accounts (id) on delete cascade,
  organization_id uuid not null references public.organizations (id) on delete cascade,
  retailer_id uuid references public.retailers (id) on delete restrict,
  product_id uuid references public.products (id) on delete restrict,
  commodity text not null default 'electricity' check (commodity in ('electricity', 'gas')),
  rate numeric check (rate >= 0),
  term_months int check (term_months between 1 and 120),
  start_date date,
  annual_volume numeric check (annual_volume >= 0),
  status text not null default 'draft' check (status in ('draft', 'submitted', 'approved', 'rejected')),
  notes text,
  sales_rep uuid references public.profiles (id) on delete set null,
  created_by uuid references public.profiles (id) on delete set null default auth.uid(),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index matrix_submissions_account_id_idx on public.matrix_submissions (account_id);
create index matrix_submissions_organization_id_idx on public.matrix_submissions (organization_id);
create index matrix_submissions_retailer_id_idx on public.matrix_submissions (retailer_id);
create index matrix_submissions_product_id_idx on public.matrix_submissions (product_id);
create index matrix_submissions_sales_rep_idx on public.matrix_submissions (sales_rep);
create index matrix_submissions_created_by_idx on public.matrix_submissions (created_by);
create index matrix_submissions_status_idx on public.matrix_submissions (status);
create index matrix_submissions_created_at_idx on public.matrix_submissions (created_at);

create table public.contracts (
  id uuid primary key default gen_random_uuid(),
  account_id uuid not null references public.accounts (id) on delete cascade,
  organization_id uuid not null references public.organizations (id) on delete cascade,
  retailer_id uuid references public.retailers (id) on delete restrict,
  product_id uuid references public.products (id) on delete restrict,
  pricing_request_id uuid references public.pricing_requests (id) on delete set null,
  matrix_submission_id uuid references public.matrix_submissions (id) on delete set null,
  number text,
  commodity text not null default 'electricity' check (commodity in ('electricity', 'gas')),
  rate numeric check (rate >= 0),
  volume numeric check (volume >= 0),
  start_date date,
  end_date date,
  status text not null default 'pending' check (status in ('pending', 'active', 'expired', 'cancelled')),
  created_by uuid references public.profiles (id) on delete set null default auth.uid(),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check (end_date is null or start_date is null or end_date >= start_date)
);
create index contracts_account_id_idx on public.contracts (account_id);
create index contracts_organization_id_idx on public.contracts (organization_id);
create index contracts_retailer_id_idx on public.contracts (retailer_id);
create index contracts_product_id_idx on public.contracts (product_id);
create index contracts_pricing_request_id_idx on public.contracts (pricing_request_id);
create index contracts_matrix_submission_id_idx on public.contracts (matrix_submission_id);
create index contracts_created_by_idx on public.contracts (created_by);
create index contracts_end_date_idx on public.contracts (end_date);
create unique index contracts_number_key on public.contracts (organization_id, number) where number is not null;

create table public.photos (
  id uuid primary key default gen_random_uuid(),
  account_id uuid not null references public.accounts (id) on delete cascade,
  task_id uuid references public.tasks (id) on delete cascade,
  organization_id uuid not null references public.organizations (id) on delete cascade,
  profile_id uuid references public.profiles (id) on delete set null default auth.uid(),
  file_name text not null,
  path text not null,
  file_size bigint check (file_size >= 0),
  thumb_path text,
  thumb_file_size bigint check (thumb_file_size >= 0),
  url text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index photos_account_id_idx on public.photos (account_id);
create index photos_task_id_idx on public.photos (task_id);
create index photos_organization_id_idx on public.photos (organization_id);
create index photos_profile_id_idx on public.photos (profile_id);

create table public.files (
  id uuid primary key default gen_random_uuid(),
  organization_id uuid not null references public.organizations (id) on delete cascade,
  account_id uuid references public.accounts (id) on delete cascade,
  task_id uuid references public.tasks (id) on delete cascade,
  proposal_id uuid references public.proposals (id) on delete cascade,
  pricing_request_id uuid references public.pricing_requests (id) on delete cascade,
  matrix_submission_id uuid references public.matrix_submissions (id) on delete cascade,
  contract_id uuid references public.contracts (id) on delete cascade,
  type text not null default 'OTHER' references public.file_types (id),
  file_name text not null,
  file_size bigint check (file_size >= 0),
  path text not null,
  url text,
  thumb_path text,
  thumb_file_size bigint check (thumb_file_size >= 0),
  profile_id uuid references public.profiles (id) on delete set null,
  created_by uuid references public.profiles (id) on delete set null default auth.uid(),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index files_organization_id_idx on public.files (organization_id);
create index files_account_id_idx on public.files (account_id);
create index files_task_id_idx on public.files (task_id);
create index files_proposal_id_idx on public.files (proposal_id);
create index files_pricing_request_id_type_idx on public.files (pricing_request_id, type);
create index files_matrix_submission_id_idx on public.files (matrix_submission_id);
create index files_contract_id_idx on public.files (contract_id);
create index files_profile_id_idx on public.files (profile_id);
create index files_created_by_idx on public.files (created_by);
create index files_type_idx on public.files (type);
create index files_url_idx on public.files (url);
create index files_path_idx on public.files (path);

create or replace function app.fill_file_context() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  -- A file attached to a deal inherits the deal's account; a file with an account, its organization.
  if new.account_id is null and new.pricing_request_id is not null then
    select pr.account_id into new.account_id from public.pricing_requests pr where pr.id = new.pricing_request_id;
  end if;
  if new.account_id is null and new.proposal_id is not null then
    select pr.account_id into new.account_id
    from public.proposals p join public.pricing_requests pr on pr.id = p.pricing_request_id
    where p.id = new.proposal_id;
  end if;
  if new.account_id is null and new.task_id is not null then
    select t.account_id into new.account_id from public.tasks t where t.id = new.task_id;
  end if;
  if new.account_id is null and new.matrix_submission_id is not null then
    select m.account_id into new.account_id from public.matrix_submissions m where m.id = new.matrix_submission_id;
  end if;
  if new.account_id is null and new.contract_id is not null then
    select c.account_id into new.account_id from public.contracts c where c.id = new.contract_id;
  end if;
  if new.account_id is not null then
    select a.organization_id into new.organization_id from public.accounts a where a.id = new.account_id;
  end if;
  return new;
end
$$;
comment on function app.fill_file_context() is 'A file takes its account from the deal, task or contract it is attached to, and its organization from that account.';

do $$
declare
  t text;
begin
  foreach t in array array['tasks', 'pricing_requests', 'matrix_submissions', 'contracts', 'photos'] loop
    execute format('create trigger %1$s_fill_organization before insert or update of account_id, organization_id on public.%1$I
                    for each row execute function app.fill_child_organization()', t);
  end loop;
  foreach t in array array['tasks', 'pricing_requests', 'pricing_requests_products', 'proposals', 'matrix_submissions',
                           'contracts', 'photos', 'files'] loop
    execute format('create trigger %1$s_updated_at before update on public.%1$I
                    for each row execute function app.set_updated_at()', t);
  end loop;
end $$;
create trigger files_fill_context before insert or update of account_id, organization_id, pricing_request_id,
  proposal_id, task_id, matrix_submission_id, contract_id on public.files
  for each row execute function app.fill_file_context();

create or replace function app.guard_submission_status() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  if auth.uid() is not null
     and new.status in ('approved', 'rejected')
     and new.status is distinct from (case when tg_op = 'UPDATE' then old.status end)
     and not app.has_permission('pricing.ADMIN') then
    raise exception 'Only pricing administrators may approve or reject a contract submission' using errcode = '42501';
  end if;
  return new;
end
$$;
comment on function app.guard_submission_status() is 'Approving or rejecting a contract submission needs pricing.ADMIN.';
create trigger matrix_submissions_guard_status before insert or update of status on public.matrix_submissions
  for each row execute function app.guard_submission_status();

revoke execute on all functions in schema app from public;
grant execute on all functions in schema app to authenticated, service_role;

-- ---------------------------------------------------------------------------------------------
-- row-level security
-- ---------------------------------------------------------------------------------------------
alter table public.retailers enable row level security;
-- Signed-in users read retailers; management and pricing admins maintain them.
create policy retailers_select on public.retailers for select to authenticated using (true);
create policy retailers_write on public.retailers for all to authenticated
  using ((select app.has_permission('pricing.ADMIN'))) with check ((select app.has_permission('pricing.ADMIN')));

alter table public.products enable row level security;
-- Signed-in users read products; management and pricing admins maintain them.
create policy products_select on public.products for select to authenticated using (true);
create policy products_write on public.products for all to authenticated
  using ((select app.has_permission('pricing.ADMIN'))) with check ((select app.has_permission('pricing.ADMIN')));

alter table public.file_types enable row level security;
-- Signed-in users read file types; only management changes them.
create policy file_types_select on public.file_types for select to authenticated using (true);
create policy file_types_write on public.file_types for all to authenticated
  using ((select app.is_management())) with check ((select app.is_management()));

-- Children of accounts: visible when the account is (org-wide by organization_id, otherwise by account_id);
-- writing needs the group's permission. One block per table, same shape.
alter table public.tasks enable row level security;
-- Tasks are seen with their account.
create policy tasks_select on public.tasks for select to authenticated
  using (organization_id = any ((select app.org_wide_organizations())::uuid[]) or account_id = any ((select app.visible_account_ids())::uuid[]));
-- Creating needs tasks.CREATE on a visible account.
create policy tasks_insert on public.tasks for insert to authenticated
  with check ((select app.has_permission('tasks.CREATE'))
    and (organization_id = any ((select app.org_wide_organizations())::uuid[]) or account_id = any ((select app.visible_account_ids())::uuid[])));
-- Editing needs tasks.EDIT on a visible task.
create policy tasks_update on public.tasks for update to authenticated
  using ((select app.has_permission('tasks.EDIT'))
    and (organization_id = any ((select app.org_wide_organizations())::uuid[]) or account_id = any ((select app.visible_account_ids())::uuid[])))
  with check (organization_id = any ((select app.org_wide_organizations())::uuid[]) or account_id = any ((select app.visible_account_ids())::uuid[]));
-- Deleting needs tasks.DELETE on a visible task.
create policy tasks_delete on public.tasks for delete to authenticated
  using ((select app.has_permission('tasks.DELETE'))
    and (organization_id = any ((select app.org_wide_organizations())::uuid[]) or account_id = any ((select app.visible_account_ids())::uuid[])));

alter table public.pricing_requests enable row level security;
-- Pricing requests are seen with their account.
create policy pricing_requests_select on public.pricing_requests for select to authenticated
  using (organization_id = any ((select app.org_wide_organizations())::uuid[]) or account_id = any ((select app.visible_account_ids())::uuid[]));
-- Creating needs pricing.CREATE on a visible account.
create policy pricing_requests_insert on public.pricing_requests for insert to authenticated
  with check ((select app.has_permission('pricing.CREATE'))
    and (organization_id = any ((select app.org_wide_organizations())::uuid[]) or account_id = any ((select app.visible_account_ids())::uuid[])));
-- Editing needs pricing.EDIT on a visible request.
create policy pricing_requests_update on public.pricing_requests for update to authenticated
  using ((select app.has_permission('pricing.EDIT'))
    and (organization_id = any ((select app.org_wide_organizations())::uuid[]) or account_id = any ((select app.visible_account_ids())::uuid[])))
  with check (organization_id = any ((select app.org_wide_organizations())::uuid[]) or account_id = any ((select app.visible_account_ids())::uuid[]));
-- Deleting needs pricing.EDIT on a visible request (the pricing group has no DELETE action).
create policy pricing_requests_delete on public.pricing_requests for delete to authenticated
  using ((select app.has_permission('pricing.EDIT'))
    and (organization_id = any ((select app.org_wide_organizations())::uuid[]) or account_id = any ((select app.visible_account_ids())::uuid[])));

alter table public.pricing_requests_products enable row level security;
-- Products of a pricing request are seen with the request.
create policy pricing_requests_products_select on public.pricing_requests_products for select to authenticated
  using (exists (select 1 from public.pricing_requests pr where pr.id = pricing_request_id));
-- Adding needs pricing.CREATE or pricing.EDIT on a visible request.
create policy pricing_requests_products_insert on public.pricing_requests_products for insert to authenticated
  with check (((select app.has_permission('pricing.CREATE')) or (select app.has_permission('pricing.EDIT')))
    and exists (select 1 from public.pricing_requests pr where pr.id = pricing_request_id));
-- Editing and removing need pricing.EDIT on a visible request.
create policy pricing_requests_products_update on public.pricing_requests_products for update to authenticated
  using ((select app.has_permission('pricing.EDIT')) and exists (select 1 from public.pricing_requests pr where pr.id = pricing_request_id))
  with check (exists (select 1 from public.pricing_requests pr where pr.id = pricing_request_id));
create policy pricing_requests_products_delete on public.pricing_requests_products for delete to authenticated
  using ((select app.has_permission('pricing.EDIT')) and exists (select 1 from public.pricing_requests pr where pr.id = pricing_request_id));

alter table public.proposals enable row level security;
-- Proposals are seen with their pricing request.
create policy proposals_select on public.proposals for select to authenticated
  using (exists (select 1 from public.pricing_requests pr where pr.id = pricing_request_id));
-- Adding, editing and removing proposals need pricing.EDIT on a visible request.
create policy proposals_insert on public.proposals for insert to authenticated
  with check ((select app.has_permission('pricing.EDIT')) and exists (select 1 from public.pricing_requests pr where pr.id = pricing_request_id));
create policy proposals_update on public.proposals for update to authenticated
  using ((select app.has_permission('pricing.EDIT')) and exists (select 1 from public.pricing_requests pr where pr.id = pricing_request_id))
  with check (exists (select 1 from public.pricing_requests pr where pr.id = pricing_request_id));
create policy proposals_delete on public.proposals for delete to authenticated
  using ((select app.has_permission('pricing.EDIT')) and exists (select 1 from public.pricing_requests pr where pr.id = pricing_request_id));

alter table public.matrix_submissions enable row level security;
-- Contract submissions are seen with their account.
create policy matrix_submissions_select on public.matrix_submissions for select to authenticated
  using (organization_id = any ((select app.org_wide_organizations())::uuid[]) or account_id = any ((select app.visible_account_ids())::uuid[]));
-- Creating needs pricing.CREATE on a visible account.
create policy matrix_submissions_insert on public.matrix_submissions for insert to authenticated
  with check ((select app.has_permission('pricing.CREATE'))
    and (organization_id = any ((select app.org_wide_organizations())::uuid[]) or account_id = any ((select app.visible_account_ids())::uuid[])));
-- Editing needs pricing.EDIT on a visible submission (approve/reject additionally pricing.ADMIN, by trigger).
create policy matrix_submissions_update on public.matrix_submissions for update to authenticated
  using ((select app.has_permission('pricing.EDIT'))
    and (organization_id = any ((select app.org_wide_organizations())::uuid[]) or account_id = any ((select app.visible_account_ids())::uuid[])))
  with check (organization_id = any ((select app.org_wide_organizations())::uuid[]) or account_id = any ((select app.visible_account_ids())::uuid[]));
-- Deleting needs pricing.EDIT on a visible submission.
create policy matrix_submissions_delete on public.matrix_submissions for delete to authenticated
  using ((select app.has_permission('pricing.EDIT'))
    and (organization_id = any ((select app.org_wide_organizations())::uuid[]) or account_id = any ((select app.visible_account_ids())::uuid[])));

alter table public.contracts enable row level security;
-- Contracts are seen with their account.
create policy contracts_select on public.contracts for select to authenticated
  using (organization_id = any ((select app.org_wide_organizations())::uuid[]) or account_id = any ((select app.visible_account_ids())::uuid[]));
-- Creating needs contracts.CREATE on a visible account.
create policy contracts_insert on public.contracts for insert to authenticated
  with check ((select app.has_permission('contracts.CREATE'))
    and (organization_id = any ((select app.org_wide_organizations())::uuid[]) or account_id = any ((select app.visible_account_ids())::uuid[])));
-- Editing needs contracts.EDIT on a visible contract.
create policy contracts_update on public.contracts for update to authenticated
  using ((select app.has_permission('contracts.EDIT'))
    and (organization_id = any ((select app.org_wide_organizations())::uuid[]) or account_id = any ((select app.visible_account_ids())::uuid[])))
  with check (organization_id = any ((select app.org_wide_organizations())::uuid[]) or account_id = any ((select app.visible_account_ids())::uuid[]));
-- Deleting needs contracts.DELETE on a visible contract.
create policy contracts_delete on public.contracts for delete to authenticated
  using ((select app.has_permission('contracts.DELETE'))
    and (organization_id = any ((select app.org_wide_organizations())::uuid[]) or account_id = any ((select app.visible_account_ids())::uuid[])));

alter table public.photos enable row level security;
-- Photos are seen with their account.
create policy photos_select on public.photos for select to authenticated
  using (organization_id = any ((select app.org_wide_organizations())::uuid[]) or account_id = any ((select app.visible_account_ids())::uuid[]));
-- Anyone who sees the account may add photos to it (field work); they are recorded as the uploader.
create policy photos_insert on public.photos for insert to authenticated
  with check (organization_id = any ((select app.org_wide_organizations())::uuid[]) or account_id = any ((select app.visible_account_ids())::uuid[]));
-- Editing a photo's details is allowed to whoever sees it.
create policy photos_update on public.photos for update to authenticated
  using (organization_id = any ((select app.org_wide_organizations())::uuid[]) or account_id = any ((select app.visible_account_ids())::uuid[]))
  with check (organization_id = any ((select app.org_wide_organizations())::uuid[]) or account_id = any ((select app.visible_account_ids())::uuid[]));
-- Deleting needs files.DELETE on a visible photo.
create policy photos_delete on public.photos for delete to authenticated
  using ((select app.has_permission('files.DELETE'))
    and (organization_id = any ((select app.org_wide_organizations())::uuid[]) or account_id = any ((select app.visible_account_ids())::uuid[])));

alter table public.files enable row level security;
-- Files are seen with their account; files without an account only org-wide and by their uploader.
create policy files_select on public.files for select to authenticated
  using (
    organization_id = any ((select app.org_wide_organizations())::uuid[])
    or account_id = any ((select app.visible_account_ids())::uuid[])
    or created_by = (select auth.uid())
  );
-- Anyone who sees the account may upload files to it, within one of their organizations.
create policy files_insert on public.files for insert to authenticated
  with check (
    organization_id = any ((select app.org_wide_organizations())::uuid[])
    or account_id = any ((select app.visible_account_ids())::uuid[])
    or (account_id is null and organization_id = any ((select app.my_organizations())::uuid[]) and created_by = (select auth.uid()))
  );
-- Editing a file's details is allowed to whoever sees it.
create policy files_update on public.files for update to authenticated
  using (
    organization_id = any ((select app.org_wide_organizations())::uuid[])
    or account_id = any ((select app.visible_account_ids())::uuid[])
    or created_by = (select auth.uid())
  )
  with check (
    organization_id = any ((select app.org_wide_organizations())::uuid[])
    or account_id = any ((select app.visible_account_ids())::uuid[])
    or (account_id is null and organization_id = any ((select app.my_organizations())::uuid[]) and created_by = (select auth.uid()))
  );
-- Deleting needs files.DELETE on a visible file.
create policy files_delete on public.files for delete to authenticated
  using (
    (select app.has_permission('files.DELETE'))
    and (
      organization_id = any ((select app.org_wide_organizations())::uuid[])
      or account_id = any ((select app.visible_account_ids())::uuid[])
      or created_by = (select auth.uid())
    )
  );
