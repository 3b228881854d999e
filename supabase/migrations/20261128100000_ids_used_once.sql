-- Issue 25 §1: a record's id is used once; history stays with the record that wrote it.
--
-- The hole: the history of a deleted record keeps the visibility keys it had (20261126170000), and
-- keys are ids — its organization, partner, affiliate, sales rep, the profile itself. Clients choose
-- ids on insert (PostgREST passes `id` through; the portal's creates carry ids made in the browser, so
-- that a retried create meets its own row), and a deleted record's id is no secret (every Realtime
-- subscriber hears the DELETE with its primary key). So another tenant could insert a partner with a
-- deleted partner's id, make its own partner admin a member, and read the deleted partner's history
-- — its accounts' contacts and notes, tasks, pricing requests (`partner_id = any (app.my_partners())`);
-- the same with an affiliate and its referred accounts, and with a profile (whose history the members
-- of its organization read by its id). 20261126230000 stopped a new record's *moves* from re-keying
-- the old history; it could not stop the new record from *being* the key.
--
-- The rule, once, for every writer (REST insert, upsert, bulk insert, RPCs, the edge functions' service
-- role, the owner; only a superuser with triggers disabled is beyond it), on every table with history:
--   1. an id that a deleted record of the table had is never stored again — the history's delete row is
--      the tombstone (refused with 23514 "…belonged to a deleted record and cannot be used again");
--   2. a record keeps its id (an update that changes it is refused with 42501), so no record can take a
--      used id by an update either (PATCH, or an upsert that meets another unique key and rewrites id);
--      and an id never leaves its history without a tombstone.
-- A fresh id works as before, and an id of a live record conflicts as before (23505): the unique index
-- answers first, so the client-made-id retry keeps meeting its own row. Rule 1 runs after the insert
-- (statement trigger, transition table): for an upsert that updates, nothing is inserted and nothing
-- is checked; and a delete of the same id in flight is seen — the insert waits on the unique index for
-- the deleting transaction, and the check, which takes a fresh snapshot (read committed, a volatile
-- function), then sees its committed tombstone. Ids of records deleted before the history existed
-- (20261126170000) are not remembered; no history row can hold them as a key, since the history began
-- after they were gone.
--
-- Pruning the history (never done; docs/security.md) would have to keep the delete rows of ids that
-- kept rows still hold as keys.

create or replace function app.refuse_used_ids() returns trigger
language plpgsql security definer set search_path = '' set jit = off as $$
declare
  used text;
begin
  select n.id::text into used
  from new_rows n
  where exists (select 1 from public.record_history h
                where h.table_name = tg_table_name and h.record_id = n.id::text and h.operation = 'delete')
  limit 1;
  if used is not null then
    raise exception 'This id belonged to a deleted record and cannot be used again. Create the record with a new id.'
      using errcode = '23514',
            detail = format('%s %s was deleted; its history keeps the id.', tg_table_name, used),
            hint = 'Let the database choose the id, or choose a new random one.';
  end if;
  return null;
end
$$;
comment on function app.refuse_used_ids() is
  'Statement-level trigger after insert of every table with history: an id that a deleted record of the table had (its delete row in record_history) is never stored again, whoever inserts (23514).';
revoke execute on function app.refuse_used_ids() from public, anon, authenticated;

create or replace function app.keep_record_id() returns trigger
language plpgsql security invoker set search_path = '' as $$
begin
  raise exception 'A record keeps its id: it cannot be changed.'
    using errcode = '42501', detail = format('%s %s', tg_table_name, old.id);
end
$$;
comment on function app.keep_record_id() is
  'Row trigger before an update of id on every table with history: a record keeps its id, whoever updates (42501), so a used id can never be taken by an update and the history never loses its record.';
revoke execute on function app.keep_record_id() from public, anon, authenticated;

do $$
declare
  t text;
begin
  foreach t in array array['accounts', 'tasks', 'photos', 'files', 'pricing_requests', 'pricing_requests_products', 'proposals',
                           'matrix_submissions', 'contracts', 'organizations', 'partners', 'affiliates', 'profiles',
                           'assigned_organizations', 'assigned_profiles', 'assigned_permissions'] loop
    execute format($c$
      create trigger %1$s_ids_used_once after insert on public.%1$I
        referencing new table as new_rows for each statement execute function app.refuse_used_ids();
      create trigger %1$s_keeps_its_id before update of id on public.%1$I
        for each row when (old.id is distinct from new.id) execute function app.keep_record_id();
    $c$, t);
  end loop;
end $$;
