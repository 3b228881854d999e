-- Pricing requests screen: a list view with the account's name and state (search and filter across
-- both in one request), and the account's sales rep as the default sales rep of a new request.

create or replace function app.pricing_request_sales_rep_default()
returns trigger language plpgsql security invoker set search_path = '' as $$
begin
  if new.sales_rep is null then
    select a.sales_rep into new.sales_rep from public.accounts a where a.id = new.account_id;
  end if;
  return new;
end $$;
comment on function app.pricing_request_sales_rep_default() is 'A new pricing request without a sales rep takes its account''s sales rep (as seen by the caller).';

create trigger pricing_requests_sales_rep_default before insert on public.pricing_requests
  for each row execute function app.pricing_request_sales_rep_default();

-- The list reads through the caller's RLS on both tables (security_invoker): it shows nothing more
-- than pricing_requests and accounts show separately.
create view public.pricing_requests_list with (security_invoker = true) as
select pr.id, pr.account_id, pr.organization_id, pr.name, pr.active, pr.commodity, pr.total_volume,
       pr.requested_start_date, pr.sales_rep, pr.created_at,
       a.account_name, a.active as account_active
from public.pricing_requests pr
join public.accounts a on a.id = pr.account_id;
comment on view public.pricing_requests_list is 'Pricing requests with their account''s name and active flag, for the list screen (caller''s RLS applies).';

grant select on public.pricing_requests_list to authenticated;
revoke all on public.pricing_requests_list from anon;
