-- Supabase's advisor (its splinter lints) on the migrated database (issue 14, "Supabase's database
-- linter"): 0 ERROR, and WARN only for the three RPCs that must run with their owner's rights, each
-- justified in docs/security.md § Lints. tests/backend/advisor-lints.test.ts asks the same questions
-- of the catalogue and fails the build when a finding appears that the allow-list there does not name.
-- Nothing here changes who may do what: the RLS matrix and the security suite are unchanged.

-- ---------------------------------------------------------------------------------------------
-- anon_security_definer_function_executable / authenticated_security_definer_function_executable
-- ---------------------------------------------------------------------------------------------
-- These RPCs only wrap helpers of schema app, which are security definer themselves (and executable by
-- authenticated): as the caller they answer exactly what they answered with the owner's rights.
alter function public.has_permission(text) security invoker;
alter function public.my_permissions() security invoker;
alter function public.can_manage_organization(uuid) security invoker;
alter function public.get_organization_storage(uuid) security invoker;
-- user_permissions reads the asked-about profile, its grants and the catalogue; the caller may ask
-- only about themselves (whose profile and grants RLS shows them) or is management (who sees all).
alter function public.user_permissions(uuid) security invoker;

-- Signed-out callers need none of them (Postgres grants EXECUTE to PUBLIC by default; Supabase's
-- default privileges add anon).
revoke execute on function public.has_permission(text), public.my_permissions(), public.get_organization_storage(uuid)
  from public, anon;
grant execute on function public.has_permission(text), public.my_permissions(), public.get_organization_storage(uuid)
  to authenticated, service_role;

-- Security definer stays on three RPCs (the three WARN of the advisor, docs/security.md § Lints):
--   cancel_email_change                  writes the caller's own row of auth.users;
--   merge_accounts                       moves every child of the merged account, also those the caller could not update;
--   get_organization_storage_breakdown   sums every object of the caller's organization, also those the caller could not read.
comment on function public.cancel_email_change() is
  'RPC: the caller drops their pending e-mail change (Auth state and profiles.new_email). Security definer: it writes the caller''s own row of auth.users, which no API role may write.';
comment on function public.merge_accounts(uuid, uuid) is
  'RPC: moves pricing requests, submissions, tasks, photos, files and contracts of one visible account to another and deactivates it, all or nothing; needs accounts.EDIT. Security definer: every child moves, also those the caller could not update.';
comment on function public.get_organization_storage_breakdown(uuid) is
  'RPC: bytes and object count per entity folder (accounts, zips, …) of an organization the caller belongs to; nothing for others. Security definer: it counts every object of the organization, also those the caller could not read.';

-- ---------------------------------------------------------------------------------------------
-- function_search_path_mutable
-- ---------------------------------------------------------------------------------------------
-- The duplicate-detection normalizers name every function with its schema (pg_catalog.*), so a fixed
-- empty search_path changes no result; they stay immutable, and the expression indexes on accounts
-- (accounts_*_normalized_idx) keep matching the calls of app.accounts_with_same_keys.
alter function app.normalized_text(text) set search_path = '';
alter function app.normalized_phone(text) set search_path = '';
alter function app.normalized_name(text) set search_path = '';

-- ---------------------------------------------------------------------------------------------
-- multiple_permissive_policies: one permissive policy per table, action and role
-- ---------------------------------------------------------------------------------------------
-- The catalogues had a select policy for everyone signed in and a "for all" policy for their
-- maintainers, which applies to select too. The "for all" policies become one per write action, with
-- the same condition; select keeps its one policy.

drop policy roles_write on public.roles;
-- Only management changes the role catalogue.
create policy roles_insert on public.roles for insert to authenticated with check ((select app.is_management()));
create policy roles_update on public.roles for update to authenticated
  using ((select app.is_management())) with check ((select app.is_management()));
create policy roles_delete on public.roles for delete to authenticated using ((select app.is_management()));

drop policy permissions_write on public.permissions;
-- Only management changes the permission catalogue.
create policy permissions_insert on public.permissions for insert to authenticated with check ((select app.is_management()));
create policy permissions_update on public.permissions for update to authenticated
  using ((select app.is_management())) with check ((select app.is_management()));
create policy permissions_delete on public.permissions for delete to authenticated using ((select app.is_management()));

drop policy partner_statuses_write on public.partner_statuses;
-- Only management changes partner statuses.
create policy partner_statuses_insert on public.partner_statuses for insert to authenticated
  with check ((select app.is_management()));
create policy partner_statuses_update on public.partner_statuses for update to authenticated
  using ((select app.is_management())) with check ((select app.is_management()));
create policy partner_statuses_delete on public.partner_statuses for delete to authenticated using ((select app.is_management()));

drop policy file_types_write on public.file_types;
-- Only management changes file types.
create policy file_types_insert on public.file_types for insert to authenticated with check ((select app.is_management()));
create policy file_types_update on public.file_types for update to authenticated
  using ((select app.is_management())) with check ((select app.is_management()));
create policy file_types_delete on public.file_types for delete to authenticated using ((select app.is_management()));

drop policy api_content_write on public.api_content;
-- Only management (or server code with the service role) writes cached content.
create policy api_content_insert on public.api_content for insert to authenticated with check ((select app.is_management()));
create policy api_content_update on public.api_content for update to authenticated
  using ((select app.is_management())) with check ((select app.is_management()));
create policy api_content_delete on public.api_content for delete to authenticated using ((select app.is_management()));

drop policy retailers_write on public.retailers;
-- Management and pricing admins maintain retailers.
create policy retailers_insert on public.retailers for insert to authenticated
  with check ((select app.has_permission('pricing.ADMIN')));
create policy retailers_update on public.retailers for update to authenticated
  using ((select app.has_permission('pricing.ADMIN'))) with check ((select app.has_permission('pricing.ADMIN')));
create policy retailers_delete on public.retailers for delete to authenticated using ((select app.has_permission('pricing.ADMIN')));

drop policy products_write on public.products;
-- Management and pricing admins maintain products.
create policy products_insert on public.products for insert to authenticated
  with check ((select app.has_permission('pricing.ADMIN')));
create policy products_update on public.products for update to authenticated
  using ((select app.has_permission('pricing.ADMIN'))) with check ((select app.has_permission('pricing.ADMIN')));
create policy products_delete on public.products for delete to authenticated using ((select app.has_permission('pricing.ADMIN')));
