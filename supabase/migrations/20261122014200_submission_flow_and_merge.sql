-- Contract submissions: the status flow draft → submitted → approved | rejected enforced in the
-- database; an approved submission becomes a contract (create_contract_from_submission); duplicate
-- accounts merge atomically (merge_accounts).

-- ---------------------------------------------------------------------------------------------
-- status flow
-- ---------------------------------------------------------------------------------------------
create or replace function app.guard_submission_status() returns trigger
language plpgsql security invoker set search_path = '' as $$
declare
  from_status text := case when tg_op = 'UPDATE' then old.status end;
begin
  -- Trusted SQL (seed, service role, merge_accounts) runs as the owner and is not judged here.
  if current_user not in ('authenticated', 'anon') then
    return new;
  end if;
  if tg_op = 'INSERT' then
    if new.status not in ('draft', 'submitted') then
      raise exception 'A new contract submission starts as draft or submitted' using errcode = '23514';
    end if;
    return new;
  end if;
  if from_status = 'approved'
     and (new.account_id, new.retailer_id, new.product_id, new.commodity, new.rate, new.term_months, new.start_date, new.annual_volume)
         is distinct from (old.account_id, old.retailer_id, old.product_id, old.commodity, old.rate, old.term_months, old.start_date, old.annual_volume) then
    raise exception 'An approved contract submission can no longer be changed' using errcode = '23514';
  end if;
  if new.status is not distinct from from_status then
    return new;
  end if;
  if (from_status, new.status) in (('submitted', 'approved'), ('submitted', 'rejected')) then
    if not app.has_permission('pricing.ADMIN') then
      raise exception 'Only pricing administrators may approve or reject a contract submission' using errcode = '42501';
    end if;
    return new;
  end if;
  if (from_status, new.status) in (('draft', 'submitted'), ('submitted', 'draft'), ('rejected', 'draft')) then
    return new;
  end if;
  raise exception 'A contract submission cannot move from % to %', from_status, new.status using errcode = '23514';
end
$$;
comment on function app.guard_submission_status() is 'Submission flow: new rows are draft or submitted; draft ↔ submitted and rejected → draft with pricing.EDIT; submitted → approved | rejected only with pricing.ADMIN; approved terms are frozen.';

drop trigger if exists matrix_submissions_guard_status on public.matrix_submissions;
create trigger matrix_submissions_guard_status before insert or update on public.matrix_submissions
  for each row execute function app.guard_submission_status();

-- ---------------------------------------------------------------------------------------------
-- approved submission → contract
-- ---------------------------------------------------------------------------------------------
create unique index if not exists contracts_matrix_submission_key on public.contracts (matrix_submission_id)
  where matrix_submission_id is not null;

create or replace function public.create_contract_from_submission(param_submission_id uuid) returns uuid
language plpgsql security invoker set search_path = '' as $$
declare
  s public.matrix_submissions;
  contract_id uuid;
begin
  select * into s from public.matrix_submissions m where m.id = param_submission_id;
  if not found then
    raise exception 'Contract submission not found' using errcode = 'P0002';
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
revoke execute on function public.create_contract_from_submission(uuid) from public, anon;
grant execute on function public.create_contract_from_submission(uuid) to authenticated, service_role;

-- ---------------------------------------------------------------------------------------------
-- merge duplicate accounts
-- ---------------------------------------------------------------------------------------------
create or replace function app.account_in_reach(param_account_id uuid) returns boolean
language sql stable security definer set search_path = '' as $$
  select exists (
    select 1 from public.accounts a
    where a.id = param_account_id
      and (a.organization_id = any (app.org_wide_organizations()) or a.id = any (app.visible_account_ids()))
  )
$$;
comment on function app.account_in_reach(uuid) is 'True when the caller sees the account (org-wide, or through partner, sales rep or affiliate).';
revoke execute on function app.account_in_reach(uuid) from public;
grant execute on function app.account_in_reach(uuid) to authenticated, service_role;

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
    raise exception 'Account not found' using errcode = 'P0002';
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
revoke execute on function public.merge_accounts(uuid, uuid) from public, anon;
grant execute on function public.merge_accounts(uuid, uuid) to authenticated, service_role;
