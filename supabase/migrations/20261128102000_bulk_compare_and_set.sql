-- Issue 25 §6: bulk_update's (and bulk_delete's) version check no longer races.
--
-- The hole: app.bulk_run (20261126181000) read each row's updated_at with a plain SELECT, compared it
-- with the version the list loaded, and then updated (or deleted) the row by its id alone. An edit
-- committed between the two — or one holding the row's lock, which the UPDATE then waited for and
-- updated over, since read committed re-checks only `id = …` on the new row version — was
-- overwritten: a lost update, and the stale-row refusal never came.
--
-- The fix: compare-and-set. The version is part of the UPDATE's (and DELETE's) own WHERE, so the row is
-- touched only if it still has the version the caller saw, judged on the row version the statement
-- finally acts on. A row the statement did not touch is read again (a fresh snapshot) and classified:
-- gone or hidden, changed since the list loaded, or refused by the policy. Any refusal still refuses
-- the whole request (PT422, nothing changed). Everything else is as before.

create or replace function app.bulk_run(verb text, target text, ids uuid[], changes jsonb, versions timestamptz[])
returns integer
language plpgsql volatile security invoker set search_path = '' as $$
declare
  deletable constant text[] := array['accounts', 'pricing_requests', 'partners', 'affiliates'];
  allowed text[];
  cols text[];
  set_list text;
  stmt text;
  i integer;
  current_version timestamptz;
  done uuid;
  reasons jsonb := '[]';
  messages text[] := '{}';
  n_hidden integer := 0;
  n_stale integer := 0;
  n_refused integer := 0;
  n_rule integer := 0;
  summary text[] := '{}';
  bad integer;
  seen integer;
begin
  -- The request: a known table, known columns, 1 to 1,000 distinct ids.
  allowed := case when verb = 'update' then app.bulk_columns(target) when target = any (deletable) then array[]::text[] end;
  if allowed is null or to_regclass(format('public.%I', target)) is null then
    raise sqlstate '22023' using message = format('Bulk %s is not available for %s.', verb, coalesce(target, 'this list'));
  end if;
  if ids is null or cardinality(ids) = 0 or cardinality(ids) > 1000 or array_position(ids, null) is not null then
    raise sqlstate '22023' using message = 'Select between 1 and 1,000 rows.';
  end if;
  if (select count(distinct x) from unnest(ids) x) <> cardinality(ids) then
    raise sqlstate '22023' using message = 'A row was selected twice.';
  end if;
  if versions is not null and cardinality(versions) <> cardinality(ids) then
    raise sqlstate '22023' using message = 'versions must hold one updated_at per id.';
  end if;
  if verb = 'update' then
    if changes is null or jsonb_typeof(changes) <> 'object' or changes = '{}' then
      raise sqlstate '22023' using message = 'Nothing to change.';
    end if;
    select array_agg(k order by k) into cols from jsonb_object_keys(changes) k;
    select count(*) into bad from unnest(cols) c
    where not c = any (allowed)
       or not exists (select 1 from pg_catalog.pg_attribute at
                      where at.attrelid = to_regclass(format('public.%I', target)) and at.attname = c and at.attnum > 0 and not at.attisdropped);
    if bad > 0 then
      raise sqlstate '22023' using message = format('Only %s can be changed in bulk on %s.', array_to_string(allowed, ', '), target);
    end if;
    if exists (select 1 from unnest(cols) c where changes -> c is null or jsonb_typeof(changes -> c) = 'null') then
      raise sqlstate '22023' using message = 'Every change needs a value.';
    end if;
    -- Typed by the table's row type now: a value of the wrong type is one 400 for the request.
    execute format('select 1 from jsonb_populate_record(null::public.%I, $1)', target) using changes;
    select string_agg(format('%I = v.%I', c, c), ', ') into set_list from unnest(cols) c;
    -- Compare-and-set: the version is part of the UPDATE's own condition, so a row that another
    -- transaction changed meanwhile (even while this one waited for its lock) is not updated.
    stmt := format('update public.%I t set %s from jsonb_populate_record(null::public.%I, $1) v
                    where t.id = $2 and ($3::timestamptz is null or t.updated_at = $3) returning t.id',
                   target, set_list, target);
  else
    stmt := format('delete from public.%I t where t.id = $1 and ($2::timestamptz is null or t.updated_at = $2) returning t.id', target);
  end if;

  for i in 1 .. cardinality(ids) loop
    -- Seen by the caller (RLS), and as the list showed it?
    execute format('select t.updated_at from public.%I t where t.id = $1', target) into current_version using ids[i];
    get diagnostics seen = row_count; -- (EXECUTE does not set FOUND)
    if seen = 0 then
      n_hidden := n_hidden + 1;
      reasons := reasons || jsonb_build_object('id', ids[i], 'reason', 'not_visible');
      continue;
    end if;
    if versions is not null and versions[i] is not null and current_version is distinct from versions[i] then
      n_stale := n_stale + 1;
      reasons := reasons || jsonb_build_object('id', ids[i], 'reason', 'stale');
      continue;
    end if;
    begin
      done := null;
      if verb = 'update' then
        execute stmt into done using changes, ids[i], versions[i];
      else
        execute stmt into done using ids[i], versions[i];
      end if;
      if done is null then
        -- Not touched: read it again (a fresh snapshot: what committed meanwhile). Changed or gone since
        -- the check above — a concurrent edit or delete —, or else the policy's USING refused it.
        execute format('select t.updated_at from public.%I t where t.id = $1', target) into current_version using ids[i];
        get diagnostics seen = row_count;
        if seen = 0 then
          n_hidden := n_hidden + 1;
          reasons := reasons || jsonb_build_object('id', ids[i], 'reason', 'not_visible');
        elsif versions is not null and versions[i] is not null and current_version is distinct from versions[i] then
          n_stale := n_stale + 1;
          reasons := reasons || jsonb_build_object('id', ids[i], 'reason', 'stale');
        else
          n_refused := n_refused + 1;
          reasons := reasons || jsonb_build_object('id', ids[i], 'reason', 'not_allowed');
        end if;
      end if;
    exception
      when insufficient_privilege then
        if sqlerrm like 'new row violates row-level security policy%' then
          -- The policy's WITH CHECK: the row would leave the caller's reach.
          n_refused := n_refused + 1;
          reasons := reasons || jsonb_build_object('id', ids[i], 'reason', 'not_allowed');
        else
          -- A guard trigger's refusal, in its own words.
          n_rule := n_rule + 1;
          reasons := reasons || jsonb_build_object('id', ids[i], 'reason', 'rule', 'message', sqlerrm);
          if not sqlerrm = any (messages) then
            messages := messages || sqlerrm;
          end if;
        end if;
      when integrity_constraint_violation or raise_exception then
        -- A rule of the table (check, foreign key, trigger): its own words.
        n_rule := n_rule + 1;
        reasons := reasons || jsonb_build_object('id', ids[i], 'reason', 'rule', 'message', sqlerrm);
        if not sqlerrm = any (messages) then
          messages := messages || sqlerrm;
        end if;
    end;
  end loop;

  if n_hidden + n_stale + n_refused + n_rule > 0 then
    if n_hidden > 0 then summary := summary || (n_hidden || ' not found or not visible to you'); end if;
    if n_stale > 0 then summary := summary || (n_stale || ' changed by someone else since the list loaded — reload it'); end if;
    if n_refused > 0 then
      summary := summary || (n_refused || case when verb = 'update' then ' you may not change that way' else ' you may not delete' end);
    end if;
    if n_rule > 0 then summary := summary || (n_rule || ' refused: ' || array_to_string(messages[1:3], ' ')); end if;
    raise sqlstate 'PT422' using
      message = format('Nothing was %s: %s of %s were refused (%s).', case when verb = 'update' then 'changed' else 'deleted' end,
                       n_hidden + n_stale + n_refused + n_rule, app.bulk_noun(target, cardinality(ids)), array_to_string(summary, '; ')),
      detail = jsonb_build_object('total', cardinality(ids), 'refused', n_hidden + n_stale + n_refused + n_rule,
                                  'not_visible', n_hidden, 'stale', n_stale, 'not_allowed', n_refused, 'rule', n_rule,
                                  'rows', reasons)::text;
  end if;
  return cardinality(ids);
end
$$;
comment on function app.bulk_run(text, text, uuid[], jsonb, timestamptz[]) is
  'Internal to bulk_update / bulk_delete (security invoker: the caller''s RLS and the triggers judge each row): checks the request against the allow-list and the catalog, tries each row in a subtransaction with its version in the statement itself (compare-and-set), and raises PT422 with the count and reasons when any is refused, so nothing changes.';
