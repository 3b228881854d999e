-- local-supabase's pg_cron: the SQL surface of pg_cron 1.6 (citusdata/pg_cron: pg_cron.sql and its
-- upgrade scripts to 1.6) with the C functions written in plpgsql, plus what hosted Supabase's
-- after-create script grants its `postgres` (supabase/postgres ansible/files/
-- postgresql_extension_custom_scripts/pg_cron/after-create.sql, migrations 20231020085357 and
-- 20260730000000). The jobs themselves are run by local-supabase (local-supabase/cron/scheduler.ts),
-- as pg_cron's background worker runs them. docs/local-supabase-cron.md.
\echo Use "CREATE EXTENSION pg_cron" to load this file. \quit

create schema cron;
create sequence cron.jobid_seq;

create table cron.job (
  jobid bigint primary key default pg_catalog.nextval('cron.jobid_seq'),
  schedule text not null,
  command text not null,
  nodename text not null default 'localhost',
  -- pg_cron: inet_server_port(), which is null over a Unix socket and in PGlite.
  nodeport int not null default coalesce(pg_catalog.inet_server_port(), 5432),
  database text not null default pg_catalog.current_database(),
  username text not null default current_user,
  active boolean not null default true,
  jobname text
);
create unique index jobname_username_idx on cron.job (jobname, username);
alter table cron.job add constraint jobname_username_uniq unique using index jobname_username_idx;
grant select on cron.job to public;
alter table cron.job enable row level security;

-- pg_cron's cron_job_cache_invalidate: any change to cron.job makes the worker read the jobs again.
create function cron.job_cache_invalidate() returns trigger
language plpgsql as $$
begin
  perform pg_catalog.pg_notify('local_cron', 'jobs');
  return null;
end
$$;
comment on function cron.job_cache_invalidate() is 'invalidate job cache';
create trigger cron_job_cache_invalidate after insert or update or delete or truncate on cron.job
  for each statement execute procedure cron.job_cache_invalidate();
create policy cron_job_policy on cron.job using (username operator(pg_catalog.=) current_user);

create sequence cron.runid_seq;
create table cron.job_run_details (
  jobid bigint,
  runid bigint primary key default pg_catalog.nextval('cron.runid_seq'),
  job_pid integer,
  database text,
  username text,
  command text,
  status text,
  return_message text,
  start_time timestamptz,
  end_time timestamptz
);
grant select on cron.job_run_details to public;
grant delete on cron.job_run_details to public;
alter table cron.job_run_details enable row level security;
create policy cron_job_run_details_policy on cron.job_run_details using (username operator(pg_catalog.=) current_user);

-- ScheduleCronJob (job_metadata.c): validate, then insert as the extension owner; a named job is
-- upserted per (jobname, username).
create function cron.schedule_in_database(job_name text, schedule text, command text, database text,
                                          username text default null, active boolean default 'true')
returns bigint
language plpgsql security definer set search_path = '' as $$
declare
  caller text := local_supabase.cron_caller();
  owner text := caller;
  db text := coalesce(database, pg_catalog.current_database());
  id bigint;
begin
  if schedule is null then
    raise exception 'schedule can not be NULL';
  end if;
  if command is null then
    raise exception 'command can not be NULL';
  end if;
  if local_supabase.cron_parse(schedule) is null then
    raise exception 'invalid schedule: %', schedule
      using errcode = '22023', hint = 'Use cron format (e.g. 5 4 * * *), or interval format ''[1-59] seconds''';
  end if;
  if username is not null then
    if not coalesce((select r.rolsuper from pg_catalog.pg_roles r where r.rolname = caller), false) then
      raise exception 'must be superuser to create a job for another role';
    end if;
    owner := username;
  end if;
  if not pg_catalog.has_database_privilege(owner, db, 'CONNECT') then
    raise exception 'User % does not have CONNECT privilege on %', owner, db;
  end if;
  if job_name is null then
    insert into cron.job (schedule, command, database, username, active)
    values (schedule, command, db, owner, coalesce(active, true))
    returning jobid into id;
  else
    insert into cron.job (schedule, command, database, username, active, jobname)
    values (schedule, command, db, owner, coalesce(active, true), job_name)
    on conflict on constraint jobname_username_uniq
    do update set schedule = excluded.schedule, command = excluded.command, database = excluded.database
    returning jobid into id;
  end if;
  return id;
end
$$;
comment on function cron.schedule_in_database(text, text, text, text, text, boolean) is 'schedule a pg_cron job';
-- "admin should decide whether cron.schedule_in_database is safe by explicitly granting execute"
revoke all on function cron.schedule_in_database(text, text, text, text, text, boolean) from public;

create function cron.schedule(schedule text, command text)
returns bigint
language plpgsql strict security definer set search_path = '' as $$
begin
  return cron.schedule_in_database(null, schedule, command, null);
end
$$;
comment on function cron.schedule(text, text) is 'schedule a pg_cron job';

create function cron.schedule(job_name text, schedule text, command text)
returns bigint
language plpgsql security definer set search_path = '' as $$
begin
  if job_name is null then
    raise exception 'job_name can not be NULL';
  end if;
  return cron.schedule_in_database(job_name, schedule, command, null);
end
$$;
comment on function cron.schedule(text, text, text) is 'schedule a pg_cron job';

-- cron_unschedule / cron_unschedule_named: only the job's owner (or a superuser) may remove it.
create function cron.unschedule(job_id bigint)
returns bool
language plpgsql strict security definer set search_path = '' as $$
declare
  caller text := local_supabase.cron_caller();
  found_user text;
begin
  select j.username into found_user from cron.job j where j.jobid = job_id;
  if not found then
    raise exception 'could not find valid entry for job %', job_id;
  end if;
  if found_user <> caller and not coalesce((select r.rolsuper from pg_catalog.pg_roles r where r.rolname = caller), false) then
    raise exception 'must be owner of job %', job_id using errcode = '42501';
  end if;
  delete from cron.job j where j.jobid = job_id;
  return true;
end
$$;
comment on function cron.unschedule(bigint) is 'unschedule a pg_cron job';

create function cron.unschedule(job_name text)
returns bool
language plpgsql strict security definer set search_path = '' as $$
declare
  caller text := local_supabase.cron_caller();
begin
  delete from cron.job j where j.jobname = job_name and j.username = caller;
  if not found then
    raise exception 'could not find valid entry for job ''%''', job_name;
  end if;
  return true;
end
$$;
comment on function cron.unschedule(text) is 'unschedule a pg_cron job';

create function cron.alter_job(job_id bigint, schedule text default null, command text default null,
                               database text default null, username text default null, active boolean default null)
returns void
language plpgsql security definer set search_path = '' as $$
declare
  caller text := local_supabase.cron_caller();
  superuser boolean := coalesce((select r.rolsuper from pg_catalog.pg_roles r where r.rolname = caller), false);
  job cron.job;
begin
  select * into job from cron.job j where j.jobid = job_id;
  if not found then
    raise exception 'Job % does not exist', job_id;
  end if;
  if job.username <> caller and not superuser then
    raise exception 'must be owner of job %', job_id using errcode = '42501';
  end if;
  if schedule is not null and local_supabase.cron_parse(schedule) is null then
    raise exception 'invalid schedule: %', schedule
      using errcode = '22023', hint = 'Use cron format (e.g. 5 4 * * *), or interval format ''[1-59] seconds''';
  end if;
  if username is not null and not superuser then
    raise exception 'must be superuser to alter username';
  end if;
  update cron.job j
     set schedule = coalesce(alter_job.schedule, j.schedule),
         command = coalesce(alter_job.command, j.command),
         database = coalesce(alter_job.database, j.database),
         username = coalesce(alter_job.username, j.username),
         active = coalesce(alter_job.active, j.active)
   where j.jobid = job_id;
end
$$;
comment on function cron.alter_job(bigint, text, text, text, text, boolean) is 'Alter the job identified by job_id. Any option left as NULL will not be modified.';
-- "admin should decide whether alter_job is safe by explicitly granting execute"
revoke all on function cron.alter_job(bigint, text, text, text, text, boolean) from public;

-- Hosted Supabase's after-create script, for the role that created the extension (hosted: postgres).
grant usage on schema cron to @extowner@ with grant option;
grant all on all functions in schema cron to @extowner@ with grant option;
grant all privileges on all tables in schema cron to @extowner@ with grant option;
grant all privileges on all sequences in schema cron to @extowner@ with grant option;
revoke all on table cron.job from @extowner@;
grant select on table cron.job to @extowner@ with grant option;
revoke trigger on cron.job_run_details from @extowner@;

select pg_catalog.pg_extension_config_dump('cron.job', '');
select pg_catalog.pg_extension_config_dump('cron.jobid_seq', '');
select pg_catalog.pg_extension_config_dump('cron.job_run_details', '');
select pg_catalog.pg_extension_config_dump('cron.runid_seq', '');
