-- Scheduled server work (issue 27; issue 24 item 7): every 30 minutes the weather of each
-- organization's city is fetched (edge function refresh-weather), and every night zips older than 30
-- days are removed with their storage objects (edge function sweep-zips). pg_cron starts the jobs and
-- pg_net calls the functions, as Supabase documents for scheduling edge functions; the project's URL
-- and key come from Vault, set once by hand (docs/hosted-supabase.md, "Scheduled jobs").
--
-- Hosted: pg_cron and pg_net are in supautils.privileged_extensions, so postgres may create them (pg_cron
-- always lands in pg_catalog; its after-create script grants postgres the cron schema, SELECT on
-- cron.job and the functions cron.schedule/unschedule). Jobs run as the role that scheduled them:
-- postgres. local-supabase emulates both extensions and their workers (docs/local-supabase-cron.md).
create extension if not exists pg_cron with schema pg_catalog;
create extension if not exists pg_net with schema extensions;

-- ---------------------------------------------------------------------------------------------
-- Calling an edge function from a job
-- ---------------------------------------------------------------------------------------------
create or replace function app.invoke_edge_function(slug text) returns bigint
language plpgsql security invoker set search_path = '' as $$
declare
  base text;
  secret text;
begin
  if slug is null or slug !~ '^[a-z0-9][a-z0-9_-]{0,62}$' then
    raise exception 'invalid edge function name: %', slug using errcode = '22023';
  end if;
  select s.decrypted_secret into base from vault.decrypted_secrets s where s.name = 'project_url';
  select s.decrypted_secret into secret from vault.decrypted_secrets s where s.name = 'service_role_key';
  if base is null or secret is null then
    raise exception 'the Vault secrets project_url and service_role_key are not set'
      using errcode = '55000',
            hint = 'Create them once in the SQL editor: docs/hosted-supabase.md, "Scheduled jobs".';
  end if;
  -- The key goes as apikey and as the bearer token, as supabase-js sends a key: the functions skip
  -- verify_jwt (supabase/config.toml) and ask the Data API with both whether the caller is the service
  -- role, which a legacy service_role JWT is, and which the API gateway makes of a secret key (sb_secret_…).
  return net.http_post(
    url := rtrim(base, '/') || '/functions/v1/' || slug,
    body := jsonb_build_object('scheduled_at', now()),
    headers := jsonb_build_object('Content-Type', 'application/json', 'Authorization', 'Bearer ' || secret, 'apikey', secret),
    timeout_milliseconds := 60000);
end
$$;
comment on function app.invoke_edge_function(text) is 'Queues (pg_net) a POST to edge function `slug` with the service role key, both read from Vault (project_url, service_role_key); returns pg_net''s request id. For pg_cron jobs, which run as the role that scheduled them (the database owner).';
revoke execute on function app.invoke_edge_function(text) from public, anon, authenticated, service_role;

-- ---------------------------------------------------------------------------------------------
-- What the scheduled functions ask the database
-- ---------------------------------------------------------------------------------------------
-- Whoever calls it through the Data API learns whether PostgREST took their token for the service
-- role: the scheduled functions' check of their caller (supabase/functions/_shared/service-role.ts),
-- judged by PostgREST (a legacy JWT or an sb_secret_ key alike), not by the function.
create or replace function public.is_service_role() returns boolean
language sql stable set search_path = '' as $$
  select current_user = 'service_role'
$$;
comment on function public.is_service_role() is 'Whether the caller acts as the service role (the scheduled functions refuse everyone else).';

-- Zips built for downloads ({org}/zips/…) older than 30 days: sweep-zips removes them through the
-- Storage API, which deletes the bytes too (storage.objects refuses plain SQL deletes on hosted).
create or replace function public.expired_zips(param_limit integer default 1000)
returns table (name text, created_at timestamptz)
language sql stable set search_path = '' as $$
  select o.name, o.created_at
    from storage.objects o
   where o.bucket_id = 'organizations'
     and split_part(o.name, '/', 2) = 'zips'
     and o.created_at < now() - interval '30 days'
   order by o.created_at, o.name
   limit least(greatest(coalesce(param_limit, 1000), 1), 1000)
$$;
comment on function public.expired_zips(integer) is 'Zips ({org}/zips/…) created more than 30 days ago, oldest first, at most param_limit (≤ 1000). Service role only (sweep-zips).';
revoke execute on function public.expired_zips(integer) from public, anon, authenticated;
grant execute on function public.expired_zips(integer) to service_role;

-- ---------------------------------------------------------------------------------------------
-- Zips at a path derived from what they hold ({org}/zips/{user id}/{sha-256}.zip, src/lib/zip-plan.ts),
-- so that an identical request finds the zip it built before. A colleague can compute that path too
-- (the file ids, versions and the user's id are no secret to them), so a user's folder is written by
-- that user alone: otherwise a colleague could take the name first, and the user could never get that
-- zip again (their upload: 409; the object: not theirs to read). A zip directly under {org}/zips/ (the
-- earlier layout) stays writable by any member, as before; deeper folders are refused. Reading and
-- removing stay the creator's (app.is_own_zip).
-- ---------------------------------------------------------------------------------------------
create or replace function app.storage_can_write(name text, owner_id text) returns boolean
language sql stable security definer set search_path = '' as $$
  select case
    when split_part(name, '/', 2) = 'zips' then
      app.is_own_zip(name, owner_id)
      and (split_part(name, '/', 4) = '' or (split_part(name, '/', 3) = auth.uid()::text and split_part(name, '/', 5) = ''))
    when split_part(name, '/', 2) in ('profiles', 'partners', 'affiliates', 'organizations') then app.can_edit_picture(name)
    when split_part(name, '/', 2) in ('accounts', 'pricing_requests', 'proposals', 'tasks', 'matrix_submissions', 'contracts')
      then app.can_access_object(name)
    else false
  end
$$;
comment on function app.storage_can_write(text, text) is 'Uploading, overwriting (upsert) and moving: a zip only as its creator, directly under {org}/zips/ or in their own folder {org}/zips/{user id}/ (nobody else''s); an avatar or logo by whoever may edit its row; an entity folder by whoever sees its row; nothing else (other folders: service role only).';

-- ---------------------------------------------------------------------------------------------
-- Weather content: `weather` (the default place, America/Vancouver) and `weather:<organization id>`
-- (an organization with a city). Members of an organization read its row; everyone signed in reads
-- the default. Only the service role (refresh-weather) writes weather rows: what the card shows is
-- what the provider said, nobody's edit.
-- ---------------------------------------------------------------------------------------------
drop policy api_content_select on public.api_content;
create policy api_content_select on public.api_content for select to authenticated
  using (
    id not like 'weather:%'
    or id in (select 'weather:' || o::text from unnest((select app.my_organizations())) o)
  );
drop policy api_content_insert on public.api_content;
create policy api_content_insert on public.api_content for insert to authenticated
  with check ((select app.is_management()) and id <> 'weather' and id not like 'weather:%');
drop policy api_content_update on public.api_content;
create policy api_content_update on public.api_content for update to authenticated
  using ((select app.is_management()) and id <> 'weather' and id not like 'weather:%')
  with check ((select app.is_management()) and id <> 'weather' and id not like 'weather:%');
drop policy api_content_delete on public.api_content;
create policy api_content_delete on public.api_content for delete to authenticated
  using ((select app.is_management()) and id <> 'weather' and id not like 'weather:%');
-- The weather the seed used to make up (it has no fetch time) is nobody's observation: the card shows
-- "no weather yet" until the first refresh instead.
delete from public.api_content where id = 'weather' and not (content ? 'fetched_at');
-- The dashboard's weather card hears of a refresh (each subscriber only of the rows it may read).
alter publication supabase_realtime add table public.api_content;

-- ---------------------------------------------------------------------------------------------
-- The jobs (times in UTC, pg_cron's cron.timezone on hosted)
-- ---------------------------------------------------------------------------------------------
select cron.schedule('refresh-weather', '*/30 * * * *', $$select app.invoke_edge_function('refresh-weather')$$);
select cron.schedule('sweep-zips', '17 3 * * *', $$select app.invoke_edge_function('sweep-zips')$$);
