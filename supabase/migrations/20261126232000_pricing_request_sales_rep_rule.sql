-- Audit of issue 18 (bulk "assign sales rep"): a pricing request's sales rep belongs to its organization.
--
-- The hole: an account's sales rep must belong to the account's organization (accounts_places_rule,
-- 20261124110000), but a pricing request's own `sales_rep` had no rule. Any caller who may edit a
-- request — a sales rep, a partner admin — could name the other tenant's users (or anyone's id) as its
-- sales rep, one by one with PATCH or a whole selection with bulk_update('pricing_requests', …,
-- {sales_rep}), which offers exactly that action. Nobody gained sight of the request (its visibility
-- follows its account), but the request was assigned to a stranger, whom the sales-rep filter and
-- pickers of its own organization cannot even name (tests/backend/bulk-actions.test.ts, "a pricing
-- request's sales rep belongs to its organization").
--
-- The rule, for every writer as the account's: a request's sales rep, when set or changed to someone
-- other than its account's sales rep, belongs to the request's organization (app.profile_organizations:
-- memberships, or the organization of the profile's partner or affiliate), else 23514. The account's
-- own rep is always accepted (and checked by the account's rule) — it is the default (pricing_requests_sales_rep_default) and a rep who left
-- the organization keeps their accounts until they are reassigned. Existing rows are not judged.

create or replace function app.check_pricing_request_sales_rep() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  if (tg_op = 'INSERT' or new.sales_rep is distinct from old.sales_rep)
     and not (new.organization_id = any (app.profile_organizations(new.sales_rep))) then
    raise exception 'A pricing request''s sales rep must belong to the request''s organization' using errcode = '23514';
  end if;
  return null;
end
$$;
comment on function app.check_pricing_request_sales_rep() is
  'Constraint trigger on pricing_requests: a sales rep other than the account''s belongs to the request''s organization (23514).';
revoke execute on function app.check_pricing_request_sales_rep() from public, anon, authenticated;

-- After RLS has judged the row; deferrable as the account's rule. Only a write naming a sales rep is
-- judged: the service role moving an account (and its requests) to another organization is not.
create constraint trigger pricing_requests_sales_rep_rule
  after insert or update of sales_rep on public.pricing_requests
  deferrable initially immediate
  for each row when (new.sales_rep is not null and new.sales_rep is distinct from new.account_sales_rep)
  execute function app.check_pricing_request_sales_rep();
