-- Throttling of the public edge functions register and forgot-password (issue 14, hole 7): each mails
-- the address it is given, so without a limit anyone could bomb a mailbox with reset links or
-- registration notices, or spray addresses from one client. The count lives in the database, so it
-- holds across function instances (hosted Supabase runs many), restarts and deploys.
--
-- Limits per action and scope: 'address' (the e-mail address asked about, counted whether or not an
-- account has it, so a refusal tells nothing) and 'client' (the caller's network address, as the
-- platform forwards it). Keys are stored as SHA-256 digests; hits older than the longest window go.
-- Only the service role (the functions) takes slots: a signed-in user or anon cannot lock an address out.

create table app.request_throttle_limits (
  action text not null,
  scope text not null check (scope in ('address', 'client')),
  max_requests integer not null check (max_requests > 0),
  per interval not null check (per > interval '0'),
  primary key (action, scope)
);
comment on table app.request_throttle_limits is 'How many requests an action (edge function) takes per address / per client within a sliding window.';
insert into app.request_throttle_limits (action, scope, max_requests, per) values
  ('register', 'address', 3, interval '1 hour'),
  ('register', 'client', 10, interval '1 hour'),
  ('forgot-password', 'address', 3, interval '1 hour'),
  ('forgot-password', 'client', 10, interval '1 hour');

create table app.request_throttle_hits (
  id uuid primary key default gen_random_uuid(),
  action text not null,
  scope text not null,
  key text not null,
  at timestamptz not null default clock_timestamp()
);
comment on table app.request_throttle_hits is 'One row per accepted request and scope (key: SHA-256 of the address or client); read by public.take_request_slot.';
create index request_throttle_hits_key_idx on app.request_throttle_hits (action, scope, key, at);
create index request_throttle_hits_at_idx on app.request_throttle_hits (at);

-- Nobody reads these through an API: no policy, and only the service role holds privileges.
alter table app.request_throttle_limits enable row level security;
alter table app.request_throttle_hits enable row level security;
revoke all on app.request_throttle_limits, app.request_throttle_hits from public, anon, authenticated;
grant select on app.request_throttle_limits to service_role;
grant select, insert, delete on app.request_throttle_hits to service_role;

create or replace function public.take_request_slot(param_action text, param_address text, param_client text) returns integer
language plpgsql volatile security invoker set search_path = '' as $$
declare
  lim record;
  keys text[] := '{}';
  scopes text[] := '{}';
  wait integer := 0;
  n integer;
  oldest timestamptz;
  k text;
begin
  delete from app.request_throttle_hits h
   where h.at < clock_timestamp() - (select coalesce(max(l.per), interval '1 day') from app.request_throttle_limits l);
  for lim in select l.scope, l.max_requests, l.per from app.request_throttle_limits l where l.action = param_action order by l.scope loop
    k := encode(sha256(convert_to(lower(trim(coalesce(case lim.scope when 'address' then param_address else param_client end, ''))), 'UTF8')), 'hex');
    -- Two instances counting the same key at once take turns (keys locked in a fixed order: scope).
    perform pg_advisory_xact_lock(hashtextextended(param_action || '|' || lim.scope || '|' || k, 0));
    select count(*), min(h.at) into n, oldest from app.request_throttle_hits h
     where h.action = param_action and h.scope = lim.scope and h.key = k and h.at > clock_timestamp() - lim.per;
    if n >= lim.max_requests then
      wait := greatest(wait, ceil(extract(epoch from oldest + lim.per - clock_timestamp()))::integer, 1);
    end if;
    keys := keys || k;
    scopes := scopes || lim.scope::text;
  end loop;
  if wait > 0 then
    return wait;
  end if;
  insert into app.request_throttle_hits (action, scope, key)
  select param_action, s.scope, s.key from unnest(scopes, keys) as s(scope, key);
  return 0;
end
$$;
comment on function public.take_request_slot(text, text, text) is 'Service role only (the register and forgot-password functions): takes a slot for this action, address and client and returns 0, or returns the seconds to wait when either is over its limit (nothing is counted then).';
revoke execute on function public.take_request_slot(text, text, text) from public, anon, authenticated;
grant execute on function public.take_request_slot(text, text, text) to service_role;
