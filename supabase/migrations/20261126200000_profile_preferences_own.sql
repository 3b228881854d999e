-- Issue 18, item 4: the language and the time zone are the user's own choice. profiles.EDIT lets an
-- administrator edit the profiles they administer (names, phones, role), not these two: an API caller
-- changes them on their own profile only. Trusted SQL (the service role, migrations) is not judged.

create or replace function app.guard_profile_preferences() returns trigger
language plpgsql security invoker set search_path = '' as $$
begin
  if current_user not in ('authenticated', 'anon') then
    return new;
  end if;
  if (new.locale, new.time_zone) is distinct from (old.locale, old.time_zone)
     and new.id is distinct from (select auth.uid()) then
    raise exception 'Only the user may change their own language and time zone' using errcode = '42501';
  end if;
  return new;
end
$$;
comment on function app.guard_profile_preferences() is 'API callers change locale and time_zone on their own profile only (42501 otherwise).';
revoke execute on function app.guard_profile_preferences() from public, anon, authenticated;

create trigger profiles_preferences_own before update of locale, time_zone on public.profiles
  for each row execute function app.guard_profile_preferences();
