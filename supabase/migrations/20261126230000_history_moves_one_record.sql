-- Audit of issue 18: a deleted record's history must not follow a new record that takes its id.
--
-- The hole: app.record_history_write (20261126170000) moves a record's history when the record moves,
-- finding it by (table_name, record_id) — and an account's children's by account_id, a pricing
-- request's products' and proposals' by parent_id. A deleted record's rows keep those handles. Ids are
-- chosen by the client on insert (PostgREST passes `id` through), and a deleted record's id is no
-- secret: every Realtime subscriber of the table, any tenant, hears the DELETE with its primary key
-- (hosted postgres_changes does not apply RLS to deletes). So another tenant's user could insert a
-- record with that id in its own organization, move it (assign a sales rep), and the move re-keyed the
-- deleted record's whole history — its values, and its children's (tasks, requests, products, files…)
-- — to the attacker's scope (tests/backend/record-history.test.ts, "a deleted record's id used again").
--
-- The fix (app.record_history_write, replaced below; only its moves change): a move takes along only
-- the rows of records that were not deleted since the row was written. A record's writes are
-- serialized by its row lock, so its delete row has a larger id than every row of the record it ended
-- and a smaller one than every row of a later record with the same id. A child moved into an account
-- keeps moving with it (it was not deleted); a child deleted with the old account does not. Nothing
-- else changes: the rows, the policy, the deleted record's visibility (the keys it had when deleted).
-- Remaining (docs/security.md): a profile's history is also read live through memberships by its id.

create or replace function app.record_history_write() returns trigger
language plpgsql security definer set search_path = '' set jit = off as $$
declare
  t constant text := tg_table_name;
  -- Not changes: the row's id and stamps (updated_by, added by a later migration, names the actor again),
  -- and the copies triggers keep of a child's account.
  noise constant text[] := array['id', 'created_at', 'updated_at', 'updated_by']
    || case when tg_table_name in ('pricing_requests', 'matrix_submissions', 'contracts')
            then array['account_name', 'account_active', 'account_partner_id', 'account_sales_rep', 'account_affiliate_id']
            else array[]::text[] end;
  who uuid := case when auth.role() = 'service_role' then null else auth.uid() end;
  who_name text;
  moved jsonb[];
begin
  if who is not null then
    select coalesce(nullif(trim(concat_ws(' ', p.first_name, p.last_name)), ''), p.email) into who_name
    from public.profiles p where p.id = who;
  end if;

  if tg_op = 'INSERT' then
    insert into public.record_history (table_name, record_id, operation, actor, actor_name, new_values,
      organization_id, partner_id, profile_id, affiliate_id, owner_id, account_id, parent_id)
    select t, r.j ->> 'id', 'insert', who, who_name,
           (select jsonb_object_agg(e.key, e.value) from jsonb_each(r.j) e where e.key <> all (noise) and e.value <> 'null'::jsonb),
           s.*
    from (select to_jsonb(n) as j from new_rows n) r
    cross join lateral app.record_history_scope(t, r.j) s;

  elsif tg_op = 'DELETE' then
    insert into public.record_history (table_name, record_id, operation, actor, actor_name, old_values,
      organization_id, partner_id, profile_id, affiliate_id, owner_id, account_id, parent_id)
    select t, r.j ->> 'id', 'delete', who, who_name,
           (select jsonb_object_agg(e.key, e.value) from jsonb_each(r.j) e where e.key <> all (noise) and e.value <> 'null'::jsonb),
           s.*
    from (select to_jsonb(o) as j from old_rows o) r
    cross join lateral app.record_history_scope(t, r.j) s;

  else
    -- One pass over the statement's rows: the changed fields go to the history, and the rows that
    -- moved (a place column changed) come back in an array for the updates below, which find their
    -- history through the indexes (an update that moves nothing costs one comparison per row).
    with pairs as materialized (
      select n.j as n, o.j as o,
             exists (select 1 from unnest(app.record_history_place_columns(t)) c where n.j -> c is distinct from o.j -> c) as moved
      from (select to_jsonb(x) as j from new_rows x) n
      join (select to_jsonb(x) as j from old_rows x) o on o.j -> 'id' = n.j -> 'id'
    ),
    recorded as (
      insert into public.record_history (table_name, record_id, operation, actor, actor_name, old_values, new_values,
        organization_id, partner_id, profile_id, affiliate_id, owner_id, account_id, parent_id)
      select t, r.n ->> 'id', 'update', who, who_name, d.old_values, d.new_values, s.*
      from pairs r
      cross join lateral (
        select jsonb_object_agg(e.key, r.o -> e.key) as old_values, jsonb_object_agg(e.key, e.value) as new_values
        from jsonb_each(r.n) e
        where e.key <> all (noise) and e.value is distinct from r.o -> e.key
      ) d
      cross join lateral app.record_history_scope(t, r.n) s
      where d.new_values is not null
      returning 1
    )
    select coalesce(array_agg(r.n) filter (where r.moved), '{}') into moved from pairs r;

    -- A record that moved takes its history along (an account also its children's, a pricing request
    -- its products' and proposals') — only rows of records not deleted since they were written: never
    -- the history of a deleted record whose id a new one took (migration 20261126230000).
    if cardinality(moved) > 0 then
      update public.record_history h
         set organization_id = x.organization_id, partner_id = x.partner_id, profile_id = x.profile_id,
             affiliate_id = x.affiliate_id, owner_id = x.owner_id, account_id = x.account_id, parent_id = x.parent_id
        from (select m.j ->> 'id' as record_id, s.* from unnest(moved) m(j) cross join lateral app.record_history_scope(t, m.j) s) x
       where h.table_name = t and h.record_id = x.record_id
         and not exists (select 1 from public.record_history d where d.table_name = h.table_name and d.record_id = h.record_id
                           and d.operation = 'delete' and d.id >= h.id)
         and (h.organization_id, h.partner_id, h.profile_id, h.affiliate_id, h.owner_id, h.account_id, h.parent_id)
             is distinct from (x.organization_id, x.partner_id, x.profile_id, x.affiliate_id, x.owner_id, x.account_id, x.parent_id);
      if t = 'accounts' then
        -- its children's rows (its own are done above): the account's organization, partner, rep, affiliate
        update public.record_history h
           set organization_id = (m.j ->> 'organization_id')::uuid, partner_id = (m.j ->> 'partner_id')::uuid,
               profile_id = (m.j ->> 'sales_rep')::uuid, affiliate_id = (m.j ->> 'affiliate_id')::uuid
          from unnest(moved) m(j)
         where h.account_id = (m.j ->> 'id')::uuid and h.table_name <> 'accounts'
           and not exists (select 1 from public.record_history d where d.table_name = h.table_name and d.record_id = h.record_id
                           and d.operation = 'delete' and d.id >= h.id)
           and (h.organization_id, h.partner_id, h.profile_id, h.affiliate_id)
               is distinct from ((m.j ->> 'organization_id')::uuid, (m.j ->> 'partner_id')::uuid, (m.j ->> 'sales_rep')::uuid, (m.j ->> 'affiliate_id')::uuid);
      elsif t = 'pricing_requests' then
        -- its products' and proposals' rows: the request's place
        update public.record_history h
           set organization_id = (m.j ->> 'organization_id')::uuid, partner_id = (m.j ->> 'account_partner_id')::uuid,
               profile_id = (m.j ->> 'account_sales_rep')::uuid, affiliate_id = (m.j ->> 'account_affiliate_id')::uuid,
               account_id = (m.j ->> 'account_id')::uuid
          from unnest(moved) m(j)
         where h.parent_id = (m.j ->> 'id')::uuid and h.table_name <> 'pricing_requests'
           and not exists (select 1 from public.record_history d where d.table_name = h.table_name and d.record_id = h.record_id
                           and d.operation = 'delete' and d.id >= h.id)
           and (h.organization_id, h.partner_id, h.profile_id, h.affiliate_id, h.account_id)
               is distinct from ((m.j ->> 'organization_id')::uuid, (m.j ->> 'account_partner_id')::uuid,
                                 (m.j ->> 'account_sales_rep')::uuid, (m.j ->> 'account_affiliate_id')::uuid, (m.j ->> 'account_id')::uuid);
      end if;
    end if;
  end if;
  return null;
end
$$;
comment on function app.record_history_write() is
  'Statement-level trigger of every audited table: records its inserts, updates (changed fields only; none when only updated_at or the account copies changed) and deletes in record_history, as auth.uid() (null for the service role), and moves the visibility keys of a record''s history when the record moves.';
revoke execute on function app.record_history_write() from public, anon, authenticated;

