-- Bulk actions on the lists (issue 18 §6): one request per action, all or nothing.
--
-- bulk_update(target, ids, changes, versions) sets the same columns on every selected row;
-- bulk_delete(target, ids, versions) deletes them. Both run as the caller (security invoker): the
-- caller's RLS and the tables' triggers judge each row exactly as they judge a single edit or delete
-- from the form. Each row is tried in its own subtransaction so that every refusal is counted with
-- its reason; when any row is refused, the call raises 422 PT422 and the whole request rolls back —
-- nothing changes, and the message says how many rows were refused and why (details: JSON with the
-- counts and each refused id's reason).
--
-- Which table and which columns: an allow-list in this file (`app.bulk_columns`), and each name is
-- also checked against the catalog; the statements are built with format('%I') from those checked
-- names only. Values travel as a jsonb parameter and are typed by the table's own row type
-- (jsonb_populate_record), never spliced into SQL.
--
-- Conflicts: `versions` holds the `updated_at` each row had when the list loaded (same order as
-- `ids`); a row that changed since is refused as "changed by someone else since the list loaded", and
-- with it the whole request (the portal always sends them; a null version skips the check for that row).

create or replace function app.bulk_columns(target text) returns text[]
language sql immutable set search_path = '' as $$
  select case target
    when 'accounts' then array['active', 'sales_rep']
    when 'pricing_requests' then array['active', 'sales_rep']
    when 'partners' then array['active']
    when 'affiliates' then array['active']
  end
$$;
comment on function app.bulk_columns(text) is
  'The allow-list of bulk_update: the columns a bulk action may set on a table (null: the table takes no bulk update).';

create or replace function app.bulk_noun(target text, n integer) returns text
language sql immutable set search_path = '' as $$
  select n || ' ' || case target
    when 'accounts' then 'account'
    when 'pricing_requests' then 'pricing request'
    when 'partners' then 'sales partner'
    when 'affiliates' then 'affiliate'
    else 'row'
  end || case when n = 1 then '' else 's' end
$$;
comment on function app.bulk_noun(text, integer) is 'Wording of the bulk actions'' messages: "3 accounts", "1 sales partner".';

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
    stmt := format('update public.%I t set %s from jsonb_populate_record(null::public.%I, $1) v where t.id = $2 returning t.id',
                   target, set_list, target);
  else
    stmt := format('delete from public.%I t where t.id = $1 returning t.id', target);
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
        execute stmt into done using changes, ids[i];
      else
        execute stmt into done using ids[i];
      end if;
      if done is null then
        -- The policy's USING refused the row: no permission for this action on it.
        n_refused := n_refused + 1;
        reasons := reasons || jsonb_build_object('id', ids[i], 'reason', 'not_allowed');
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
  'Internal to bulk_update / bulk_delete (security invoker: the caller''s RLS and the triggers judge each row): checks the request against the allow-list and the catalog, tries each row in a subtransaction, and raises PT422 with the count and reasons when any is refused, so nothing changes.';
revoke execute on function app.bulk_run(text, text, uuid[], jsonb, timestamptz[]) from public, anon;
grant execute on function app.bulk_run(text, text, uuid[], jsonb, timestamptz[]) to authenticated, service_role;

create or replace function public.bulk_update(target text, ids uuid[], changes jsonb, versions timestamptz[] default null)
returns integer
language sql volatile security invoker set search_path = '' as $$
  select app.bulk_run('update', target, ids, changes, versions)
$$;
comment on function public.bulk_update(text, uuid[], jsonb, timestamptz[]) is
  'RPC (bulk actions): sets changes (accounts, pricing_requests: active, sales_rep; partners, affiliates: active) on every row of ids as the caller, all or nothing; versions = the rows'' updated_at as loaded. Returns the number changed; 422 PT422 (nothing changed) with the refusals counted by reason.';

create or replace function public.bulk_delete(target text, ids uuid[], versions timestamptz[] default null)
returns integer
language sql volatile security invoker set search_path = '' as $$
  select app.bulk_run('delete', target, ids, null, versions)
$$;
comment on function public.bulk_delete(text, uuid[], timestamptz[]) is
  'RPC (bulk actions): deletes every row of ids (accounts, pricing_requests, partners, affiliates) as the caller, all or nothing; versions = the rows'' updated_at as loaded. Returns the number deleted; 422 PT422 (nothing deleted) with the refusals counted by reason.';

revoke execute on function public.bulk_update(text, uuid[], jsonb, timestamptz[]), public.bulk_delete(text, uuid[], timestamptz[]) from public, anon;
grant execute on function public.bulk_update(text, uuid[], jsonb, timestamptz[]), public.bulk_delete(text, uuid[], timestamptz[]) to authenticated, service_role;
