-- An account's partner, affiliate and sales rep belong to the account's organization (issue 14,
-- hole 5). Before, RLS only asked that the caller still saw the account: a sales rep could create an
-- account in organization A with a partner of organization B, or move their own account to B's
-- partner, and B's partner admin then saw it and its children. Naming another tenant's sales rep
-- did the same for that rep.
--
--   * accounts_places_rule (constraint trigger, every writer): partner and affiliate are of the
--     account's organization, and its sales rep belongs to it (app.profile_organizations) — checked
--     when the account is created and whenever one of them, or the organization, changes;
--   * partners_accounts_rule / affiliates_accounts_rule: a partner or affiliate does not move to
--     another organization while accounts of its organization name it;
--   * accounts_organization_guard: an account stays in its organization for API callers. Its stored
--     documents live under {organization_id}/… in Storage, where the old organization would keep
--     reading them and the new one could not; moving an account is a data migration for the service
--     role (which may defer these constraint triggers to move partner and accounts together);
--   * accounts_move_children: when the service role moves an account, its rows (tasks, photos,
--     files, pricing requests, contract submissions, contracts) follow it to the new organization.

create or replace function app.check_account_places() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  moved boolean := tg_op = 'UPDATE' and new.organization_id is distinct from old.organization_id;
begin
  if new.partner_id is not null and (tg_op = 'INSERT' or moved or new.partner_id is distinct from old.partner_id)
     and not exists (select 1 from public.partners pa where pa.id = new.partner_id and pa.organization_id = new.organization_id) then
    raise exception 'An account''s partner must belong to the account''s organization' using errcode = '23514';
  end if;
  if new.affiliate_id is not null and (tg_op = 'INSERT' or moved or new.affiliate_id is distinct from old.affiliate_id)
     and not exists (select 1 from public.affiliates af where af.id = new.affiliate_id and af.organization_id = new.organization_id) then
    raise exception 'An account''s affiliate must belong to the account''s organization' using errcode = '23514';
  end if;
  if new.sales_rep is not null and (tg_op = 'INSERT' or moved or new.sales_rep is distinct from old.sales_rep)
     and not (new.organization_id = any (app.profile_organizations(new.sales_rep))) then
    raise exception 'An account''s sales rep must belong to the account''s organization' using errcode = '23514';
  end if;
  return null;
end
$$;
comment on function app.check_account_places() is 'Constraint trigger on accounts: partner and affiliate are of the account''s organization and the sales rep belongs to it, whenever one of them (or the organization) is set.';
revoke execute on function app.check_account_places() from public, anon, authenticated;

-- After RLS has judged the row; deferrable so that trusted SQL can move a partner and its accounts
-- in one transaction (set constraints … deferred).
create constraint trigger accounts_places_rule
  after insert or update of organization_id, partner_id, affiliate_id, sales_rep on public.accounts
  deferrable initially immediate
  for each row execute function app.check_account_places();

create or replace function app.check_owner_accounts_stay() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  if tg_table_name = 'partners' and exists (
       select 1 from public.accounts a where a.partner_id = new.id and a.organization_id <> new.organization_id) then
    raise exception 'A partner with accounts cannot move to another organization' using errcode = '23514';
  end if;
  if tg_table_name = 'affiliates' and exists (
       select 1 from public.accounts a where a.affiliate_id = new.id and a.organization_id <> new.organization_id) then
    raise exception 'An affiliate with accounts cannot move to another organization' using errcode = '23514';
  end if;
  return null;
end
$$;
comment on function app.check_owner_accounts_stay() is 'Constraint trigger on partners and affiliates: one whose accounts are in its organization does not move to another (the accounts would name a partner or affiliate of another tenant).';
revoke execute on function app.check_owner_accounts_stay() from public, anon, authenticated;

create constraint trigger partners_accounts_rule
  after update of organization_id on public.partners
  deferrable initially immediate
  for each row when (old.organization_id is distinct from new.organization_id)
  execute function app.check_owner_accounts_stay();
create constraint trigger affiliates_accounts_rule
  after update of organization_id on public.affiliates
  deferrable initially immediate
  for each row when (old.organization_id is distinct from new.organization_id)
  execute function app.check_owner_accounts_stay();

create or replace function app.guard_account_organization() returns trigger
language plpgsql security invoker set search_path = '' as $$
begin
  if current_user in ('authenticated', 'anon') then
    raise exception 'An account cannot move to another organization' using errcode = '42501';
  end if;
  return new;
end
$$;
comment on function app.guard_account_organization() is 'API callers: an account stays in its organization (its documents are stored under the organization''s folder); the service role may move it.';
revoke execute on function app.guard_account_organization() from public, anon;

create trigger accounts_organization_guard
  before update of organization_id on public.accounts
  for each row when (old.organization_id is distinct from new.organization_id)
  execute function app.guard_account_organization();

create or replace function app.move_account_children() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  -- Each child's own trigger copies the organization from the account (already moved).
  update public.tasks c set organization_id = new.organization_id where c.account_id = new.id and c.organization_id <> new.organization_id;
  update public.photos c set organization_id = new.organization_id where c.account_id = new.id and c.organization_id <> new.organization_id;
  update public.files c set organization_id = new.organization_id where c.account_id = new.id and c.organization_id <> new.organization_id;
  update public.pricing_requests c set organization_id = new.organization_id
   where c.account_id = new.id and c.organization_id <> new.organization_id;
  update public.matrix_submissions c set organization_id = new.organization_id
   where c.account_id = new.id and c.organization_id <> new.organization_id;
  update public.contracts c set organization_id = new.organization_id where c.account_id = new.id and c.organization_id <> new.organization_id;
  return null;
end
$$;
comment on function app.move_account_children() is 'An account moved to another organization (service role) takes its tasks, photos, files, pricing requests, contract submissions and contracts with it.';
revoke execute on function app.move_account_children() from public, anon, authenticated;

create trigger accounts_move_children
  after update of organization_id on public.accounts
  for each row when (old.organization_id is distinct from new.organization_id)
  execute function app.move_account_children();

-- Rows written before the rule (an earlier exploit of the hole): the other tenant's partner or
-- affiliate loses the account, which stays in the organization it was created in.
update public.accounts a set partner_id = null
 where a.partner_id is not null
   and not exists (select 1 from public.partners pa where pa.id = a.partner_id and pa.organization_id = a.organization_id);
update public.accounts a set affiliate_id = null
 where a.affiliate_id is not null
   and not exists (select 1 from public.affiliates af where af.id = a.affiliate_id and af.organization_id = a.organization_id);
