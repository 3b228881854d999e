-- One mail budget per address (issue 25 §4). register and forgot-password each counted their own 3
-- requests per address and hour, and the invites, approve-registration and welcome-email functions
-- none: one address could be sent 6 mails an hour by the two public functions alone, and any number by
-- the others. Now every mail a function sends to an address takes a slot of that address's one budget
-- (action 'mail', scope 'address' in app.request_throttle_limits), whichever function sends it; the
-- functions obey this rule and decide nothing themselves (supabase/functions/_shared/mail.ts).
-- Auth's own mails (recovery, magic link, e-mail change…) are bounded by hosted Auth itself
-- ([auth.email] max_frequency); docs/security.md ("Mail to an address").
--
-- Notices to staff (a manager hearing of a new registration) go to addresses nobody chose in the request;
-- they have a budget of their own (action 'notice'), so a burst of registrations can neither bomb a
-- manager nor spend the budget their own password-reset or invite mails need.
--
-- register and forgot-password keep their per-client limit (10 an hour, keyed by the address the
-- platform puts in cf-connecting-ip); their per-address limit is now the mail budget: a request for an
-- address takes one of its mail slots whether or not it has an account, so a refusal tells nothing.

delete from app.request_throttle_limits where action in ('register', 'forgot-password') and scope = 'address';
insert into app.request_throttle_limits (action, scope, max_requests, per) values
  ('mail', 'address', 5, interval '1 hour'),
  ('notice', 'address', 100, interval '1 hour');

-- The engine: takes one slot for each (action, scope, value) that has a limit, all or none. Returns 0,
-- or the seconds to wait when any of them is over its limit (nothing is counted then). Values are
-- compared trimmed and in lower case, an address without its `+label` (victim+1@… and victim+2@… reach
-- one mailbox at most providers, so they share its budget), and stored as SHA-256 digests. Keys are locked in one order
-- (action, scope, digest), so two callers sharing keys take turns and never deadlock.
create or replace function app.take_throttle_slots(param_actions text[], param_scopes text[], param_values text[]) returns integer
language plpgsql volatile security invoker set search_path = '' as $$
declare
  slot record;
  wait integer := 0;
  n integer;
  oldest timestamptz;
  actions text[] := '{}';
  scopes text[] := '{}';
  keys text[] := '{}';
begin
  if coalesce(array_length(param_actions, 1), 0) <> coalesce(array_length(param_scopes, 1), 0)
     or coalesce(array_length(param_actions, 1), 0) <> coalesce(array_length(param_values, 1), 0) then
    raise exception 'take_throttle_slots: the three arrays must have the same length' using errcode = '22023';
  end if;
  delete from app.request_throttle_hits h
   where h.at < clock_timestamp() - (select coalesce(max(l.per), interval '1 day') from app.request_throttle_limits l);
  for slot in
    select distinct u.action, u.scope,
           encode(sha256(convert_to(case when u.scope = 'address'
                                         then regexp_replace(lower(trim(coalesce(u.value, ''))), '[+][^@]*@', '@')
                                         else lower(trim(coalesce(u.value, ''))) end, 'UTF8')), 'hex') as key,
           l.max_requests, l.per
      from unnest(param_actions, param_scopes, param_values) as u(action, scope, value)
      join app.request_throttle_limits l on l.action = u.action and l.scope = u.scope
     order by 1, 2, 3
  loop
    perform pg_advisory_xact_lock(hashtextextended(slot.action || '|' || slot.scope || '|' || slot.key, 0));
    select count(*), min(h.at) into n, oldest from app.request_throttle_hits h
     where h.action = slot.action and h.scope = slot.scope and h.key = slot.key and h.at > clock_timestamp() - slot.per;
    if n >= slot.max_requests then
      wait := greatest(wait, ceil(extract(epoch from oldest + slot.per - clock_timestamp()))::integer, 1);
    end if;
    actions := actions || slot.action;
    scopes := scopes || slot.scope;
    keys := keys || slot.key;
  end loop;
  if wait > 0 then
    return wait;
  end if;
  insert into app.request_throttle_hits (action, scope, key) select * from unnest(actions, scopes, keys);
  return 0;
end
$$;
comment on function app.take_throttle_slots(text[], text[], text[]) is 'The throttle engine behind public.take_request_slot and public.take_mail_slot: one slot per (action, scope, value) with a limit, all or none; 0, or the seconds to wait.';
revoke execute on function app.take_throttle_slots(text[], text[], text[]) from public, anon, authenticated;
grant execute on function app.take_throttle_slots(text[], text[], text[]) to service_role;

-- register / forgot-password: the action's own limits (per client) and, for the address, a slot of its
-- mail budget. Same signature and answer as before.
create or replace function public.take_request_slot(param_action text, param_address text, param_client text) returns integer
language sql volatile security invoker set search_path = '' as $$
  select app.take_throttle_slots(
    array[param_action, param_action, 'mail'],
    array['address', 'client', 'address'],
    array[param_address, param_client, param_address]
  );
$$;
comment on function public.take_request_slot(text, text, text) is 'Service role only (the register and forgot-password functions): takes a slot of this action per client and one of the address''s mail budget, and returns 0, or returns the seconds to wait when either is over its limit (nothing is counted then).';
revoke execute on function public.take_request_slot(text, text, text) from public, anon, authenticated;
grant execute on function public.take_request_slot(text, text, text) to service_role;

-- Every other mail a function sends: one slot of each recipient's budget ('mail', or 'notice' for
-- notices to staff), all recipients or none.
create or replace function public.take_mail_slot(param_addresses text[], param_budget text default 'mail') returns integer
language plpgsql volatile security invoker set search_path = '' as $$
begin
  if param_budget not in ('mail', 'notice') then
    raise exception 'take_mail_slot: unknown budget %', param_budget using errcode = '22023';
  end if;
  return app.take_throttle_slots(
    array(select param_budget from unnest(param_addresses)),
    array(select 'address' from unnest(param_addresses)),
    param_addresses
  );
end
$$;
comment on function public.take_mail_slot(text[], text) is 'Service role only (supabase/functions/_shared/mail.ts): takes one slot of each address''s mail budget (app.request_throttle_limits: mail/address, or notice/address for notices to staff) and returns 0, or the seconds to wait when any is spent (nothing is counted then).';
revoke execute on function public.take_mail_slot(text[], text) from public, anon, authenticated;
grant execute on function public.take_mail_slot(text[], text) to service_role;
