-- Who uploaded an account's signature and when (shown beside it on the account page).

alter table public.accounts
  add column signature_signed_at timestamptz,
  add column signature_signed_by uuid references public.profiles (id) on delete set null;
create index accounts_signature_signed_by_idx on public.accounts (signature_signed_by);

create or replace function app.stamp_account_signature() returns trigger
language plpgsql security invoker set search_path = '' as $$
begin
  if new.signature_path is distinct from (case when tg_op = 'UPDATE' then old.signature_path end) then
    if new.signature_path is null then
      new.signature_status := null;
      new.signature_signed_at := null;
      new.signature_signed_by := null;
    else
      new.signature_status := 'signed';
      new.signature_signed_at := now();
      new.signature_signed_by := auth.uid();
    end if;
  elsif tg_op = 'UPDATE' then
    new.signature_signed_at := old.signature_signed_at;
    new.signature_signed_by := old.signature_signed_by;
  end if;
  return new;
end
$$;
comment on function app.stamp_account_signature() is 'A new signature_path marks the account signed, stamped with the uploader and time; the stamp cannot be set by hand.';
create trigger accounts_stamp_signature before insert or update on public.accounts
  for each row execute function app.stamp_account_signature();
