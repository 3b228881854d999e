-- Issue 18, item 2: live screens. Lists and record pages hear of others' changes over Realtime
-- (postgres_changes, filtered by RLS per subscriber), and an open record edited elsewhere says by whom.

-- Who saved a row last: the signed-in user, or null for the service role (functions, imports). Written by
-- the database on every insert and update, whatever the client sends. Not a foreign key: it is a record
-- of who wrote, kept when that profile is deleted, and never joined on (no index needed).
create or replace function app.stamp_updated_by() returns trigger
language plpgsql security invoker set search_path = '' as $$
begin
  new.updated_by := auth.uid();
  return new;
end
$$;
comment on function app.stamp_updated_by() is 'Every insert and update of a row records the signed-in user who made it in updated_by (null for the service role); a client''s own value is overwritten.';
revoke execute on function app.stamp_updated_by() from public, anon, authenticated;

do $$
declare
  t text;
begin
  foreach t in array array['accounts', 'pricing_requests', 'matrix_submissions', 'contracts', 'partners', 'affiliates', 'organizations']
  loop
    execute format('alter table public.%I add column if not exists updated_by uuid', t);
    execute format('comment on column public.%I.updated_by is %L', t, 'The user who saved this row last (null: the service role); set by the database.');
    execute format('create trigger %I before insert or update on public.%I for each row execute function app.stamp_updated_by()', t || '_updated_by', t);
    execute format('alter publication supabase_realtime add table public.%I', t);
  end loop;
end $$;
