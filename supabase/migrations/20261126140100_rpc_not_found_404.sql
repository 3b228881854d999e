-- Issue 15 §4: an unknown (or invisible) id given to these RPCs raised P0002 (no_data_found), which
-- PostgREST, hosted included, answers with 500 (class P0 → 500; only P0001 is 400). PT404 is
-- PostgREST's way to choose the status from SQL: 404, body {code: 'PT404', message}. Same bodies
-- as 20261122014200_submission_flow_and_merge.sql otherwise.

create or replace function public.create_contract_from_submission(param_submission_id uuid) returns uuid
language plpgsql security invoker set search_path = '' as $$
declare
  s public.matrix_submissions;
  contract_id uuid;
begin
  select * into s from public.matrix_submissions m where m.id = param_submission_id;
  if not found then
    raise exception 'Contract submission not found' using errcode = 'PT404';
  end if;
  if s.status <> 'approved' then
    raise exception 'Only an approved contract submission can become a contract' using errcode = '23514';
  end if;
  if exists (select 1 from public.contracts c where c.matrix_submission_id = s.id) then
    raise exception 'This contract submission already has a contract' using errcode = '23505';
  end if;
  insert into public.contracts (account_id, retailer_id, product_id, matrix_submission_id, commodity, rate, volume,
                                start_date, end_date, status)
  values (s.account_id, s.retailer_id, s.product_id, s.id, s.commodity, s.rate, s.annual_volume, s.start_date,
          case when s.start_date is not null and s.term_months is not null
               then (s.start_date + make_interval(months => s.term_months) - interval '1 day')::date end,
          'pending')
  returning id into contract_id;
  return contract_id;
end
$$;
comment on function public.create_contract_from_submission(uuid) is 'RPC: turns an approved contract submission the caller sees into a pending contract (terms copied, end = start + term − 1 day); needs contracts.CREATE (caller''s RLS); one contract per submission.';

create or replace function public.merge_accounts(param_keep_id uuid, param_merge_id uuid) returns jsonb
language plpgsql security definer set search_path = '' as $$
declare
  moved jsonb := '{}';
  n integer;
begin
  if not app.has_permission('accounts.EDIT') then
    raise exception 'Merging accounts needs the accounts.EDIT permission' using errcode = '42501';
  end if;
  if param_keep_id is null or param_merge_id is null or param_keep_id = param_merge_id then
    raise exception 'Choose two different accounts to merge' using errcode = '22023';
  end if;
  if not app.account_in_reach(param_keep_id) or not app.account_in_reach(param_merge_id) then
    raise exception 'Account not found' using errcode = 'PT404';
  end if;
  -- Lock both in a fixed order so two merges of the same pair cannot interleave.
  perform 1 from public.accounts a where a.id in (param_keep_id, param_merge_id) order by a.id for update;

  update public.pricing_requests set account_id = param_keep_id where account_id = param_merge_id;
  get diagnostics n = row_count; moved := moved || jsonb_build_object('pricing_requests', n);
  update public.matrix_submissions set account_id = param_keep_id where account_id = param_merge_id;
  get diagnostics n = row_count; moved := moved || jsonb_build_object('matrix_submissions', n);
  update public.tasks set account_id = param_keep_id where account_id = param_merge_id;
  get diagnostics n = row_count; moved := moved || jsonb_build_object('tasks', n);
  update public.photos set account_id = param_keep_id where account_id = param_merge_id;
  get diagnostics n = row_count; moved := moved || jsonb_build_object('photos', n);
  update public.files set account_id = param_keep_id where account_id = param_merge_id;
  get diagnostics n = row_count; moved := moved || jsonb_build_object('files', n);
  update public.contracts set account_id = param_keep_id where account_id = param_merge_id;
  get diagnostics n = row_count; moved := moved || jsonb_build_object('contracts', n);

  update public.accounts set active = false where id = param_merge_id;
  return moved;
end
$$;
comment on function public.merge_accounts(uuid, uuid) is 'RPC: moves pricing requests, submissions, tasks, photos, files and contracts of one visible account to another and deactivates it, all or nothing; needs accounts.EDIT.';
