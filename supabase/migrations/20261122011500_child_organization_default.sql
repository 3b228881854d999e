-- organization_id of an account's rows is always copied from the account by a trigger; a default
-- marks it as filled by the database, so clients (and the generated Insert types) may omit it.

create or replace function app.filled_by_trigger() returns uuid
language sql stable security definer set search_path = '' as $$
  select null::uuid
$$;
comment on function app.filled_by_trigger() is 'Placeholder default for columns a BEFORE trigger always fills (organization_id of an account''s rows).';
revoke execute on function app.filled_by_trigger() from public;
grant execute on function app.filled_by_trigger() to anon, authenticated, service_role;

alter table public.tasks alter column organization_id set default app.filled_by_trigger();
alter table public.pricing_requests alter column organization_id set default app.filled_by_trigger();
alter table public.matrix_submissions alter column organization_id set default app.filled_by_trigger();
alter table public.contracts alter column organization_id set default app.filled_by_trigger();
alter table public.photos alter column organization_id set default app.filled_by_trigger();
alter table public.files alter column organization_id set default app.filled_by_trigger();
