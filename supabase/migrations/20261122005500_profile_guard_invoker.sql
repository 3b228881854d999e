-- The profile guard judges the *caller*: it now runs as security invoker, so current_user is the API
-- role for direct edits, and the owner when trusted SQL (the auth.users e-mail sync,
-- cancel_email_change(), edge functions with the service role) writes the profile.

create or replace function app.guard_profile_changes() returns trigger
language plpgsql security invoker set search_path = '' as $$
begin
  if current_user not in ('authenticated', 'anon') then
    return new;
  end if;
  if (new.role, new.active, new.partner_id, new.affiliate_id)
       is distinct from (old.role, old.active, old.partner_id, old.affiliate_id) then
    if not app.has_permission('profiles.EDIT') then
      raise exception 'Only users with profiles.EDIT may change role, status, partner or affiliate'
        using errcode = '42501';
    end if;
    if new.id = auth.uid() and not app.is_management() then
      raise exception 'You cannot change your own role, status, partner or affiliate' using errcode = '42501';
    end if;
  end if;
  if new.role is distinct from old.role and new.role = 4 and not app.is_management() then
    raise exception 'Only management may grant the management role' using errcode = '42501';
  end if;
  if new.email is distinct from old.email or new.new_email is distinct from old.new_email then
    -- e-mail columns mirror auth.users and change only through Auth.
    new.email := old.email;
    new.new_email := old.new_email;
  end if;
  return new;
end
$$;
comment on function app.guard_profile_changes() is 'API callers change role, status, partner and affiliate only with profiles.EDIT (never on themselves; the management role only by management); e-mail columns follow auth.users.';
