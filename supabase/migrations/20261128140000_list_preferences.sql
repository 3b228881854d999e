-- Issue 26, item 1: a list's column chooser is kept per user on the server, so a user's choice follows
-- them from the desk to a laptop (docs/frontend.md, "Lists"). One row per user and list: the columns the
-- user hid. A user reads and writes their own rows only; nobody else — management included — sees them.

create or replace function app.valid_list_keys(keys text[]) returns boolean
language sql immutable set search_path = '' as $$
  select keys is not null
    and pg_catalog.cardinality(keys) <= 40
    and pg_catalog.array_position(keys, null) is null
    and (pg_catalog.cardinality(keys) = 0
      or pg_catalog.array_to_string(keys, ' ') ~ '^[a-z][a-z0-9_.-]{0,39}( [a-z][a-z0-9_.-]{0,39})*$')
$$;
comment on function app.valid_list_keys(text[]) is
  'A list preference''s column keys: at most 40, each 1–40 characters of a-z, 0-9, _ . - starting with a letter.';

create table public.list_preferences (
  user_id uuid not null default auth.uid() references public.profiles (id) on delete cascade,
  list text not null,
  hidden_columns text[] not null default '{}',
  updated_at timestamptz not null default now(),
  primary key (user_id, list),
  constraint list_preferences_list_check check (list ~ '^[a-z][a-z0-9-]{0,39}$'),
  constraint list_preferences_hidden_columns_check check (app.valid_list_keys(hidden_columns))
);
comment on table public.list_preferences is 'Per user and list: the columns the user hid with the list''s column chooser.';
comment on column public.list_preferences.list is 'The list''s key as the portal names it (accounts, contracts, sales-partners…).';
comment on column public.list_preferences.hidden_columns is 'Keys of the columns the user hid; the others show when there is room.';

create trigger list_preferences_updated_at before update on public.list_preferences
  for each row execute function app.set_updated_at();

alter table public.list_preferences enable row level security;

create policy list_preferences_select on public.list_preferences for select to authenticated
  using (user_id = (select auth.uid()) and (select app.is_active()));
create policy list_preferences_insert on public.list_preferences for insert to authenticated
  with check (user_id = (select auth.uid()) and (select app.is_active()));
create policy list_preferences_update on public.list_preferences for update to authenticated
  using (user_id = (select auth.uid()) and (select app.is_active()))
  with check (user_id = (select auth.uid()) and (select app.is_active()));
create policy list_preferences_delete on public.list_preferences for delete to authenticated
  using (user_id = (select auth.uid()) and (select app.is_active()));

revoke all on public.list_preferences from anon, authenticated;
grant select, insert, update, delete on public.list_preferences to authenticated;
