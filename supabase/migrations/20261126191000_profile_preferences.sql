-- Issue 18, item 4: the language and the time zone a user works in are preferences on their profile.
-- Default: English and America/Vancouver (spec §9). Non-privileged: a user changes their own, as
-- their name (the profile guard restricts role, status and memberships only).

alter table public.profiles
  add column if not exists locale text not null default 'en',
  add column if not exists time_zone text not null default 'America/Vancouver';
alter table public.profiles add constraint profiles_locale_check check (locale in ('en', 'fr'));
alter table public.profiles add constraint profiles_time_zone_length check (length(time_zone) between 1 and 64);
comment on column public.profiles.locale is 'The language the portal shows this user: en or fr (English and Canadian French).';
comment on column public.profiles.time_zone is 'The IANA time zone the portal shows times in for this user (default America/Vancouver).';

create or replace function app.check_profile_time_zone() returns trigger
language plpgsql security invoker set search_path = '' as $$
begin
  -- An IANA name (Region/City); `at time zone` refuses one PostgreSQL does not know (22023).
  if new.time_zone !~ '^[A-Za-z]+(/[A-Za-z0-9_+-]+)+$' and new.time_zone <> 'UTC' then
    raise exception using errcode = '22023', message = format('%s is not a time zone', left(new.time_zone, 64));
  end if;
  perform pg_catalog.now() at time zone new.time_zone;
  return new;
end
$$;
comment on function app.check_profile_time_zone() is 'A profile''s time zone is an IANA zone name PostgreSQL knows (22023 otherwise).';
revoke execute on function app.check_profile_time_zone() from public, anon, authenticated;

create trigger profiles_time_zone_check before insert or update of time_zone on public.profiles
  for each row when (new.time_zone <> 'America/Vancouver')
  execute function app.check_profile_time_zone();
