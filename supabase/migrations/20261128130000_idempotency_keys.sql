-- Idempotency keys of the edge functions that create or mail (issue 24, item 1): a request sent twice —
-- a double click, a retry after a timeout, a replayed request — runs once. The caller sends a key
-- (header `Idempotency-Key`); the first request with it claims the key, runs, and stores its answer;
-- the same key again replays that answer and sends no second e-mail; the same key with a different body
-- is refused (422). Two identical requests at the same moment are serialised by the primary key: one
-- claims it, the other waits for its answer (supabase/functions/_shared/idempotency.ts, docs/security.md
-- "Idempotency keys").
--
-- Keys are the caller's own: the row is keyed by function, caller (the user's id; 'anon' for the public
-- register) and key, so one user's key never replays another's answer. The request is remembered as a
-- keyed digest (HMAC-SHA-256 with the service role key, computed by the function: a body with a password
-- in it is never stored, nor an unsalted hash of it). Only successes are stored; a failure releases the
-- key so that a retry runs again. A claim that is never finished (the function died) can be taken over
-- after 60 seconds. Rows expire after 24 hours and are removed by the next claim.
--
-- Nobody reads or writes this table through the API: RLS on and no policy, privileges for the service
-- role only, and the three functions below are the service role's alone.

create table app.idempotency_keys (
  function_name text not null check (function_name ~ '^[a-z][a-z0-9-]{0,62}$'),
  caller text not null check (length(caller) between 1 and 64),
  key text not null check (length(key) between 1 and 255),
  fingerprint text not null check (fingerprint ~ '^[0-9a-f]{64}$'),
  state text not null default 'pending' check (state in ('pending', 'done')),
  status integer check (status between 100 and 599),
  body text check (length(body) <= 65536),
  claimed_at timestamptz not null default clock_timestamp(),
  expires_at timestamptz not null default clock_timestamp() + interval '24 hours',
  primary key (function_name, caller, key),
  check ((state = 'done') = (status is not null))
);
comment on table app.idempotency_keys is
  'Idempotency keys of the edge functions (issue 24): per function, caller and key, the request''s keyed digest and, once done, the answer to replay. Service role only.';
create index idempotency_keys_expires_idx on app.idempotency_keys (expires_at);

alter table app.idempotency_keys enable row level security;
revoke all on app.idempotency_keys from public, anon, authenticated;
grant select, insert, update, delete on app.idempotency_keys to service_role;

-- Claims a key: 'new' (this request runs: the key is now pending for it), 'pending' (an identical
-- request is running: wait and ask again), 'done' with the stored status and body (replay them), or
-- 'mismatch' (the key was used with another request: 422).
create or replace function public.claim_idempotency_key(param_function text, param_caller text, param_key text, param_fingerprint text)
returns jsonb
language plpgsql volatile security invoker set search_path = '' as $$
declare
  found_row app.idempotency_keys;
begin
  delete from app.idempotency_keys k where k.expires_at < clock_timestamp();
  -- Two claims at once: the unique index makes the second wait for the first's commit, then conflict.
  insert into app.idempotency_keys (function_name, caller, key, fingerprint)
  values (param_function, param_caller, param_key, param_fingerprint)
  on conflict (function_name, caller, key) do nothing;
  if found then
    return jsonb_build_object('state', 'new');
  end if;
  select * into found_row from app.idempotency_keys k
   where k.function_name = param_function and k.caller = param_caller and k.key = param_key
   for update;
  if not found then
    -- Released (or expired) between the insert and the read: claim it now.
    insert into app.idempotency_keys (function_name, caller, key, fingerprint)
    values (param_function, param_caller, param_key, param_fingerprint)
    on conflict (function_name, caller, key) do nothing;
    return jsonb_build_object('state', case when found then 'new' else 'pending' end);
  end if;
  if found_row.fingerprint <> param_fingerprint then
    return jsonb_build_object('state', 'mismatch');
  end if;
  if found_row.state = 'done' then
    return jsonb_build_object('state', 'done', 'status', found_row.status, 'body', found_row.body);
  end if;
  if found_row.claimed_at < clock_timestamp() - interval '60 seconds' then
    -- Abandoned (the function that claimed it never finished): this request takes it over.
    update app.idempotency_keys k set claimed_at = clock_timestamp()
     where k.function_name = param_function and k.caller = param_caller and k.key = param_key;
    return jsonb_build_object('state', 'new');
  end if;
  return jsonb_build_object('state', 'pending');
end
$$;
comment on function public.claim_idempotency_key(text, text, text, text) is
  'Service role only (supabase/functions/_shared/idempotency.ts): claims an idempotency key — new, pending, done (with the answer to replay) or mismatch.';

-- Stores the answer of the request that claimed the key (a success): later requests replay it.
create or replace function public.finish_idempotency_key(param_function text, param_caller text, param_key text, param_fingerprint text,
                                                         param_status integer, param_body text)
returns void
language sql volatile security invoker set search_path = '' as $$
  update app.idempotency_keys k
     set state = 'done', status = param_status, body = param_body, expires_at = clock_timestamp() + interval '24 hours'
   where k.function_name = param_function and k.caller = param_caller and k.key = param_key
     and k.fingerprint = param_fingerprint and k.state = 'pending';
$$;
comment on function public.finish_idempotency_key(text, text, text, text, integer, text) is
  'Service role only: stores the answer of the request that claimed an idempotency key, for replays.';

-- Frees a pending key (the request failed): a retry runs again.
create or replace function public.release_idempotency_key(param_function text, param_caller text, param_key text, param_fingerprint text)
returns void
language sql volatile security invoker set search_path = '' as $$
  delete from app.idempotency_keys k
   where k.function_name = param_function and k.caller = param_caller and k.key = param_key
     and k.fingerprint = param_fingerprint and k.state = 'pending';
$$;
comment on function public.release_idempotency_key(text, text, text, text) is
  'Service role only: frees a pending idempotency key after a failed request, so that a retry runs again.';

revoke execute on function public.claim_idempotency_key(text, text, text, text) from public, anon, authenticated;
revoke execute on function public.finish_idempotency_key(text, text, text, text, integer, text) from public, anon, authenticated;
revoke execute on function public.release_idempotency_key(text, text, text, text) from public, anon, authenticated;
grant execute on function public.claim_idempotency_key(text, text, text, text) to service_role;
grant execute on function public.finish_idempotency_key(text, text, text, text, integer, text) to service_role;
grant execute on function public.release_idempotency_key(text, text, text, text) to service_role;
