-- Audit of issue 18: global_search asked each kind as often as `kinds` named it.
--
-- `kinds` => ['accounts', 'accounts'] listed every account twice (the ids and positions repeated), and
-- an array of thousands of 'accounts' ran thousands of searches in one request (5,000 took ~25 s on the
-- demo data: one cheap call held a connection until the statement timeout). Unknown kinds are already
-- refused, so asking each distinct kind once bounds a call at seven searches. Only that line changes.
-- Test: tests/backend/global-search.test.ts ("asks each kind once").

create or replace function public.global_search(term text, kinds text[] default null, per_kind integer default 5)
returns table (kind text, id uuid, title text, detail text, active boolean, more boolean, pos integer)
language plpgsql stable security invoker set search_path = '' set jit = off as $$
declare
  all_kinds constant text[] := array['accounts', 'pricing_requests', 'matrix_submissions', 'contracts', 'partners', 'affiliates', 'users'];
  -- Each kind once: a kind named twice would be searched, and listed, twice (and thousands of
  -- repetitions would cost thousands of searches).
  wanted text[] := case when kinds is null then all_kinds else array(select distinct k from unnest(kinds) k) end;
  pattern text;
  lim integer;
begin
  if char_length(term) > 200 then
    raise sqlstate '22023' using message = 'The search term is too long (at most 200 characters).';
  end if;
  if per_kind is null or per_kind < 1 or per_kind > 20 then
    raise sqlstate '22023' using message = 'per_kind must be between 1 and 20.';
  end if;
  if exists (select 1 from unnest(wanted) w (k) where w.k is null or not w.k = any (all_kinds)) then
    raise sqlstate '22023' using message = 'Unknown kind of record.',
      hint = 'Kinds: ' || array_to_string(all_kinds, ', ') || '.';
  end if;
  -- pg_trgm needs a word of three letters or digits to narrow a search: shorter terms find nothing.
  if term is null or btrim(term) !~ '[[:alnum:]]{3}' then
    return;
  end if;
  pattern := app.search_pattern(term);
  lim := per_kind + 1; -- one more than asked: it tells whether there are more

  return query
  with found as (select f.kind, f.id, f.pos from app.search_ids(pattern, wanted, lim) f),
  rows_of as (
    -- The big lists' rows, read back one by one (a primary-key probe each) through the caller's RLS.
    select f.kind, v.id, v.title, v.detail, v.active, f.pos::bigint as pos
    from found f
    cross join lateral (
      select a.id, a.account_name as title,
             nullif(concat_ws(' · ', nullif(concat_ws(' ', a.contact_first_name, a.contact_last_name), ''), a.contact_email, a.service_city), '') as detail,
             a.active
      from public.accounts a where f.kind = 'accounts' and a.id = f.id
      union all
      select r.id, r.name, r.account_name, r.active
      from public.pricing_requests r where f.kind = 'pricing_requests' and r.id = f.id
      union all
      select m.id, coalesce(acc.account_name, 'Contract submission'),
             concat_ws(' · ', initcap(m.status), pr.name), m.status in ('draft', 'submitted')
      from public.matrix_submissions m
      left join public.accounts acc on acc.id = m.account_id
      left join public.products pr on pr.id = m.product_id
      where f.kind = 'matrix_submissions' and m.id = f.id
      union all
      select c.id, coalesce(c.number, acc.account_name, 'Contract'),
             concat_ws(' · ', case when c.number is not null then acc.account_name end, initcap(c.status),
                       'ends ' || to_char(c.end_date, 'YYYY-MM-DD')),
             c.status in ('pending', 'active')
      from public.contracts c
      left join public.accounts acc on acc.id = c.account_id
      where f.kind = 'contracts' and c.id = f.id
      offset 0
    ) v
    union all
    -- Partners, affiliates and users are few (hundreds): their lists' own search, through RLS.
    select 'partners', p.id, p.name, ps.name, p.active, row_number() over (order by p.name, p.id)
    from (select * from public.partners p where 'partners' = any (wanted) and p.name ilike pattern order by p.name, p.id limit lim) p
    left join public.partner_statuses ps on ps.id = p.status
    union all
    select 'affiliates', af.id, af.name, af.primary_email, af.active, row_number() over (order by af.name, af.id)
    from (select * from public.affiliates af where 'affiliates' = any (wanted) and af.name ilike pattern order by af.name, af.id limit lim) af
    union all
    select 'users', u.id, coalesce(nullif(concat_ws(' ', u.first_name, u.last_name), ''), u.email, 'User'),
           concat_ws(' · ', u.email, ro.name), u.active, row_number() over (order by u.created_at desc, u.id desc)
    from (select * from public.profiles u
          where 'users' = any (wanted) and (u.first_name ilike pattern or u.last_name ilike pattern or u.email ilike pattern)
          order by u.created_at desc, u.id desc limit lim) u
    left join public.roles ro on ro.id = u.role
  ),
  ranked as (
    select r.*, row_number() over (partition by r.kind order by r.pos) as n, count(*) over (partition by r.kind) as total
    from rows_of r
  )
  select r.kind, r.id, r.title, r.detail, r.active, r.total > per_kind, r.n::integer
  from ranked r
  where r.n <= per_kind
  order by array_position(all_kinds, r.kind), r.n;
end
$$;
comment on function public.global_search(text, text[], integer) is
  'RPC (Ctrl-K search): per kind (accounts, pricing_requests, matrix_submissions, contracts, partners, affiliates, users; kinds null = all), the first per_kind (1-20) rows the caller sees whose searched columns contain term, in the list''s order, with more = there are further ones. Terms without three letters or digits in a row find nothing.';
revoke execute on function public.global_search(text, text[], integer) from public, anon;
grant execute on function public.global_search(text, text[], integer) to authenticated, service_role;
