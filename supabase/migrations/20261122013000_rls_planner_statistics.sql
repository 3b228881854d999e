-- RLS planner statistics. Policies compare scoping columns with arrays computed once per statement
-- (`organization_id = any ((select app.org_wide_organizations())::uuid[])`). The planner cannot see
-- those arrays, so it guesses from the column's distinct values: with two organizations it expects
-- `organization_id = any (…)` to match every row and scans whole tables even for a sales rep whose
-- rows an index would find in a millisecond. Declaring these columns high-cardinality makes it
-- choose BitmapOr over the scoping indexes; equality with literals still uses the real MCV stats.

alter table public.accounts
  alter column organization_id set (n_distinct = -0.5),
  alter column partner_id set (n_distinct = -0.5),
  alter column sales_rep set (n_distinct = -0.5),
  alter column affiliate_id set (n_distinct = -0.5);
alter table public.tasks alter column organization_id set (n_distinct = -0.5);
alter table public.pricing_requests alter column organization_id set (n_distinct = -0.5);
alter table public.matrix_submissions alter column organization_id set (n_distinct = -0.5);
alter table public.contracts alter column organization_id set (n_distinct = -0.5);
alter table public.photos alter column organization_id set (n_distinct = -0.5);
alter table public.files
  alter column organization_id set (n_distinct = -0.5),
  alter column created_by set (n_distinct = -0.5);

analyze public.accounts, public.tasks, public.pricing_requests, public.matrix_submissions, public.contracts, public.photos, public.files;
