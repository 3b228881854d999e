-- local-supabase's scheduled jobs: what the emulated pg_cron (local-supabase/db/extensions/pg_cron.sql)
-- needs and project SQL never sees (schema local_supabase has no grants). Idempotent: re-applied
-- whenever this file changes.
create schema if not exists local_supabase;
revoke all on schema local_supabase from public;

-- A pg_cron schedule, parsed as pg_cron 1.6 parses it (src/entry.c: Vixie cron's grammar; then
-- job_metadata.c TryParseInterval: '[1-59] seconds'), or null when pg_cron would refuse it:
--   {"seconds": n}                                   an interval job
--   {"reboot": true}                                 @reboot
--   {"minute": [..], "hour": [..], "dom": [..], "month": [..], "dow": [..],
--    "min_star", "hr_star", "dom_star", "dow_star", "dom_last": booleans}
-- Numbers as pg_cron keeps them: minute 0-59, hour 0-23, dom 1-31, month 1-12, dow 0-7 with 0 and
-- 7 both Sunday. `*_star` are pg_cron's flags: a field that begins with '*' (the scheduler's
-- "wildcard" jobs, local-supabase/cron/schedule.ts). `dom_last`: '$' in the day of month.
create or replace function local_supabase.cron_parse(schedule text) returns jsonb
language plpgsql immutable set search_path = '' as $$
declare
  fields text[];
  names text[];
  result jsonb := '{}';
  field text;
  part text;
  lo int;
  hi int;
  first int;
  last int;
  step int;
  m text[];
  i int;
  n int;
  values_ int[];
  bounds int[] := array[0, 59, 0, 23, 1, 31, 1, 12, 0, 7];
  keys text[] := array['minute', 'hour', 'dom', 'month', 'dow'];
  months text[] := array['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
  days text[] := array['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'];
  token text;
begin
  if schedule is null then
    return null;
  end if;
  -- '@yearly' and the other Vixie shorthands.
  case lower(btrim(schedule, E' \t\n'))
    when '@reboot', '@restart' then return '{"reboot": true}';
    when '@yearly', '@annually' then schedule := '0 0 1 1 *';
    when '@monthly' then schedule := '0 0 1 * *';
    when '@weekly' then schedule := '0 0 * * 0';
    when '@daily', '@midnight' then schedule := '0 0 * * *';
    when '@hourly' then schedule := '0 * * * *';
    else null;
  end case;
  if btrim(schedule, E' \t\n') like '@%' then
    return null;
  end if;
  fields := regexp_split_to_array(btrim(schedule, E' \t\n'), E'[ \t]+');
  if array_length(fields, 1) is distinct from 5 then
    -- Not cron: an interval, '<1-59> second' or '<1-59> seconds' (case-insensitive).
    m := regexp_match(lower(schedule), E'^[ \t\n]*([0-9]+)[ \t\n]+seconds?[ \t\n]*$');
    if m is not null and length(m[1]) <= 9 and m[1]::int between 1 and 59 then
      return jsonb_build_object('seconds', m[1]::int);
    end if;
    return null;
  end if;
  for i in 1 .. 5 loop
    field := fields[i];
    lo := bounds[2 * i - 1];
    hi := bounds[2 * i];
    names := case i when 4 then months when 5 then days end;
    values_ := '{}';
    -- '$' (last day of the month) stands alone in the day-of-month field.
    if i = 3 and field = '$' then
      result := result || jsonb_build_object('dom', '[]'::jsonb, 'dom_last', true, 'dom_star', false);
      continue;
    end if;
    result := result || jsonb_build_object(
      case i when 1 then 'min_star' when 2 then 'hr_star' when 3 then 'dom_star' when 4 then 'month_star' else 'dow_star' end,
      left(field, 1) = '*');
    foreach part in array string_to_array(field, ',') loop
      m := regexp_match(part, '^(\*|[A-Za-z0-9]+)(?:-([A-Za-z0-9]+))?(?:/([0-9]+))?$');
      if m is null then
        return null;
      end if;
      -- A step needs a range: '1/20' is refused, as in pg_cron.
      if m[3] is not null and m[1] <> '*' and m[2] is null then
        return null;
      end if;
      if m[1] = '*' then
        if m[2] is not null then
          return null;
        end if;
        first := lo;
        last := hi;
      else
        first := null;
        last := null;
        foreach token in array array_remove(array[m[1], m[2]], null) loop
          n := null;
          if names is not null then
            n := array_position(names, lower(token));
            if n is not null then
              -- Month names count from 1, day names from 0 (Sunday).
              n := n - 1 + lo;
            end if;
          end if;
          if n is null then
            if token !~ '^[0-9]{1,9}$' then
              return null;
            end if;
            n := token::int;
          end if;
          if first is null then
            first := n;
          else
            last := n;
          end if;
        end loop;
        last := coalesce(last, first);
      end if;
      step := coalesce(nullif(m[3], ''), '1')::bigint;
      if step <= 0 or step > hi or first < lo or first > hi or last < lo or last > hi then
        return null;
      end if;
      if first > last then
        return null;
      end if;
      n := first;
      while n <= last loop
        values_ := values_ || n;
        n := n + step;
      end loop;
    end loop;
    -- Sunday is both 0 and 7.
    if i = 5 and (0 = any (values_) or 7 = any (values_)) then
      values_ := values_ || array[0, 7];
    end if;
    result := result || jsonb_build_object(keys[i], (select coalesce(jsonb_agg(distinct v order by v), '[]') from unnest(values_) v));
  end loop;
  return result || jsonb_build_object('dom_last', coalesce((result ->> 'dom_last')::boolean, false));
end
$$;
comment on function local_supabase.cron_parse(text) is 'A pg_cron schedule parsed as pg_cron parses it, or null when pg_cron refuses it (cron.schedule''s "invalid schedule").';

-- The role a pg_cron function was called as. The emulated cron.schedule runs with its owner's rights,
-- as pg_cron's C code switches to the extension owner; pg_cron records GetUserId() taken before the
-- switch. plpgsql has no such call, so this reads the role the session chose (SET ROLE, or
-- set_config('role', …) as PostgREST and local-supabase do), else the session's user. It differs from
-- pg_cron only inside another security definer function (pg_cron: that function's owner).
create or replace function local_supabase.cron_caller() returns text
language sql stable set search_path = '' as $$
  select case when pg_catalog.current_setting('role') = 'none' then session_user::text else pg_catalog.current_setting('role') end
$$;
comment on function local_supabase.cron_caller() is 'The role that called an emulated pg_cron function (see the comment above it).';
