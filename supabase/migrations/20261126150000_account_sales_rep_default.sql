-- Issue 16, defect 3: a sales rep who creates an account without choosing a sales rep was refused by
-- RLS (they see accounts only as their sales rep) and the page threw. A sales rep's new account is
-- theirs unless they name another rep: the database fills it in, for every client.

create or replace function app.default_account_sales_rep() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  me public.profiles := app.my_profile();
begin
  if new.sales_rep is null and me.id is not null and me.role = 7 then
    new.sales_rep := me.id;
  end if;
  return new;
end
$$;
comment on function app.default_account_sales_rep() is 'A new account created by a sales rep without a sales rep gets the caller as its sales rep (their only way to see it).';
revoke execute on function app.default_account_sales_rep() from public, anon, authenticated;

create trigger accounts_default_sales_rep before insert on public.accounts
  for each row execute function app.default_account_sales_rep();
