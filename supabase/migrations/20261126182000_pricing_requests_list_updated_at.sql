-- The pricing requests list's bulk actions (issue 18 §6) send each selected row's updated_at as it
-- loaded (bulk_update / bulk_delete refuse a row changed since): the list's view gains the column, at
-- the end so that `create or replace` keeps every other column (and search_pricing_requests, which
-- returns the view's rows, follows). Still security_invoker: the caller's RLS on pricing_requests.
create or replace view public.pricing_requests_list with (security_invoker = true) as
select pr.id, pr.account_id, pr.organization_id, pr.name, pr.active, pr.commodity, pr.total_volume,
       pr.requested_start_date, pr.sales_rep, pr.created_at, pr.account_name, pr.account_active, pr.updated_at
from public.pricing_requests pr;
comment on view public.pricing_requests_list is 'Pricing requests with their account''s name and active flag (copied onto the request) and updated_at, for the list screen (caller''s RLS applies).';
