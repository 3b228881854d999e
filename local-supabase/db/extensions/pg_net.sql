-- local-supabase's pg_net: the SQL surface of pg_net 0.19 (supabase/pg_net: sql/pg_net.sql and its
-- upgrade scripts) with its C helpers written in plpgsql. Requests wait in net.http_request_queue
-- until local-supabase's worker (local-supabase/cron/net-worker.ts) sends them, as pg_net's
-- background worker does, and their answers land in net._http_response. docs/local-supabase-cron.md.
\echo Use "CREATE EXTENSION pg_net" to load this file. \quit

create schema if not exists net;

create domain net.http_method as text
check (value ilike 'get' or value ilike 'post' or value ilike 'delete');

-- Pending requests; the worker takes them (and deletes them) in id order.
create unlogged table net.http_request_queue (
  id bigserial,
  method net.http_method not null,
  url text not null,
  headers jsonb,
  body bytea,
  timeout_milliseconds int not null
);

-- The answer to each request (or why there is none), kept pg_net.ttl (6 hours).
create unlogged table net._http_response (
  id bigint,
  status_code integer,
  content_type text,
  headers jsonb,
  content text,
  timed_out bool,
  error_msg text,
  created timestamptz not null default now()
);
create index on net._http_response (created);

create type net.request_status as enum ('PENDING', 'SUCCESS', 'ERROR');
create type net.http_response as (status_code integer, headers jsonb, body text);
create type net.http_response_result as (status net.request_status, message text, response net.http_response);

-- Percent-encodes a string as pg_net (curl_easy_escape) does: every byte but A-Z a-z 0-9 - . _ ~.
create function net._urlencode_string(string varchar) returns text
language plpgsql immutable as $$
declare
  bytes bytea := convert_to(string, 'UTF8');
  out text := '';
  b int;
begin
  if string is null then
    return null;
  end if;
  for i in 0 .. length(bytes) - 1 loop
    b := get_byte(bytes, i);
    if (b between 48 and 57) or (b between 65 and 90) or (b between 97 and 122) or b in (45, 46, 95, 126) then
      out := out || chr(b);
    else
      out := out || '%' || upper(lpad(to_hex(b), 2, '0'));
    end if;
  end loop;
  return out;
end
$$;

-- The URL with `key=value` pairs appended ('?' or '&').
create function net._encode_url_with_params_array(url text, params_array text[]) returns text
language sql immutable as $$
  select case
    when url is null then null
    when coalesce(array_length(params_array, 1), 0) = 0 then url
    else url || case when strpos(url, '?') > 0 then '&' else '?' end || array_to_string(params_array, '&')
  end
$$;

-- The worker is local-supabase's: it is up whenever local-supabase is.
create function net.check_worker_is_up() returns void language plpgsql as $$ begin end $$;
comment on function net.check_worker_is_up() is 'raises an exception if the pg_net background worker is not up, otherwise it doesn''t return anything';
create function net.worker_restart() returns bool language sql as $$ select true $$;
create function net.wait_until_running() returns void language plpgsql as $$ begin end $$;
comment on function net.wait_until_running() is 'waits until the worker is running';
-- Wakes the worker (delivered at commit, like every notification).
create function net.wake() returns void language sql as $$ select pg_catalog.pg_notify('local_net', '') $$;

create function net.http_get(
  url text,
  params jsonb default '{}'::jsonb,
  headers jsonb default '{}'::jsonb,
  timeout_milliseconds int default 5000
)
returns bigint
language plpgsql as $$
declare
  request_id bigint;
  params_array text[];
begin
  select coalesce(array_agg(net._urlencode_string(key) || '=' || net._urlencode_string(value)), '{}')
    into params_array from jsonb_each_text(params);
  insert into net.http_request_queue (method, url, headers, timeout_milliseconds)
  values ('GET', net._encode_url_with_params_array(url, params_array), headers, timeout_milliseconds)
  returning id into request_id;
  perform net.wake();
  return request_id;
end
$$;

create function net.http_post(
  url text,
  body jsonb default '{}'::jsonb,
  params jsonb default '{}'::jsonb,
  headers jsonb default '{"Content-Type": "application/json"}'::jsonb,
  timeout_milliseconds int default 5000
)
returns bigint
language plpgsql as $$
declare
  request_id bigint;
  params_array text[];
  content_type text;
begin
  select header_value into content_type
    from jsonb_each_text(coalesce(headers, '{}'::jsonb)) r (header_name, header_value)
   where lower(header_name) = 'content-type'
   limit 1;
  if content_type is null then
    select headers || '{"Content-Type": "application/json"}'::jsonb into headers;
  end if;
  if content_type <> 'application/json' then
    raise exception 'Content-Type header must be "application/json"';
  end if;
  select coalesce(array_agg(net._urlencode_string(key) || '=' || net._urlencode_string(value)), '{}')
    into params_array from jsonb_each_text(params);
  insert into net.http_request_queue (method, url, headers, body, timeout_milliseconds)
  values ('POST', net._encode_url_with_params_array(url, params_array), headers, convert_to(body::text, 'UTF8'), timeout_milliseconds)
  returning id into request_id;
  perform net.wake();
  return request_id;
end
$$;

create function net.http_delete(
  url text,
  params jsonb default '{}'::jsonb,
  headers jsonb default '{}'::jsonb,
  timeout_milliseconds int default 5000,
  body jsonb default null
)
returns bigint
language plpgsql as $$
declare
  request_id bigint;
  params_array text[];
begin
  select coalesce(array_agg(net._urlencode_string(key) || '=' || net._urlencode_string(value)), '{}')
    into params_array from jsonb_each_text(params);
  insert into net.http_request_queue (method, url, headers, body, timeout_milliseconds)
  values ('DELETE', net._encode_url_with_params_array(url, params_array), headers, convert_to(body::text, 'UTF8'), timeout_milliseconds)
  returning id into request_id;
  perform net.wake();
  return request_id;
end
$$;

-- Blocks until request `request_id` has its answer.
create function net._await_response(request_id bigint) returns bool
language plpgsql as $$
declare
  rec net._http_response;
begin
  while rec is null loop
    select * into rec from net._http_response where id = request_id;
    if rec is null then
      perform pg_sleep(0.05);
    end if;
  end loop;
  return true;
end
$$;

create function net._http_collect_response(request_id bigint, async bool default true)
returns net.http_response_result
language plpgsql as $$
declare
  rec net._http_response;
begin
  if not async then
    perform net._await_response(request_id);
  end if;
  select * into rec from net._http_response where id = request_id;
  if rec is null or rec.error_msg is not null then
    return ('ERROR', coalesce(rec.error_msg, 'request matching request_id not found'), null)::net.http_response_result;
  end if;
  return ('SUCCESS', 'ok', (rec.status_code, rec.headers, rec.content)::net.http_response)::net.http_response_result;
end
$$;

create function net.http_collect_response(request_id bigint, async bool default true)
returns net.http_response_result
language plpgsql as $$
begin
  raise notice 'The net.http_collect_response function is deprecated.';
  return net._http_collect_response(request_id, async);
end
$$;

-- pg_net >= 0.12: every role may queue requests and read answers (hosted's issue_pg_net_access
-- trigger grants the schema to postgres and the API roles too; the Data API exposes no `net`).
grant usage on schema net to public;
grant all on all sequences in schema net to public;
grant all on all tables in schema net to public;
