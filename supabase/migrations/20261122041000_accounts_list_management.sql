-- Management's accounts list, and search indexes for the accounts list.
--
-- Management sees every account (DESIGN.md §3; the policy says the same through
-- org_wide_organizations()), but under RLS the planner cannot know that: it plans every list as if the
-- caller saw a handful of rows (right for everyone else), which for management means reading and
-- sorting all ~100k accounts for each page of 25. This view returns every account to management and
-- none to anyone else, and the planner plans it as the table itself (a page is 25 index entries).
-- Owner's rights (no RLS) is what makes that possible; the gate is the whole of its access rule.
-- Same pattern and reasons as pricing_requests_list_management (20261122040000).
create view public.accounts_list_management as
select a.* from public.accounts a
where (select app.is_management());
comment on view public.accounts_list_management is 'The accounts list of a management caller (every account), planned without per-row RLS; no row for anyone else.';
revoke all on public.accounts_list_management from public, anon;
grant select on public.accounts_list_management to authenticated, service_role;

-- The list's search looks for the text in name, contact names, e-mail, phone, address and city; with a
-- trigram index on each, a search is one bitmap per column instead of reading every visible account.
create index accounts_contact_first_name_trgm on public.accounts using gin (contact_first_name extensions.gin_trgm_ops);
create index accounts_contact_last_name_trgm on public.accounts using gin (contact_last_name extensions.gin_trgm_ops);
create index accounts_contact_email_trgm on public.accounts using gin (contact_email extensions.gin_trgm_ops);
create index accounts_contact_phone_trgm on public.accounts using gin (contact_phone extensions.gin_trgm_ops);
create index accounts_service_address_trgm on public.accounts using gin (service_address extensions.gin_trgm_ops);
create index accounts_service_city_trgm on public.accounts using gin (service_city extensions.gin_trgm_ops);
