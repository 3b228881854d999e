-- Ctrl-K search (issue 18 §3): one RPC, `global_search(term, kinds, per_kind)`, that answers the
-- palette with the first rows of each list the term finds — accounts, pricing requests, contract
-- submissions, contracts, sales partners, affiliates and users — strictly through the caller's RLS.
--
-- Why a definer helper: under RLS the lists' `ilike` cannot use the trigram indexes (`~~*` is not
-- leakproof, so it may not run before the policy), and an org-wide caller's rare term would be
-- compared with every visible row. app.search_ids (security definer, schema app is not exposed) finds
-- the rows with the indexes, applying the select policies' own rule itself — the same four scoping
-- arrays the policies compare — so that it can order and cut to a page *after* the rule: a cut before
-- it would let rows the caller cannot see push visible ones out of the page (a leak through counts and
-- ordering). It returns ids only; global_search (security invoker) reads each one back through the
-- caller's RLS, so a helper that drifted from the policies could only drop rows, never show one
-- (tests/backend/global-search.test.ts compares every demo login's answer with the lists').
--
-- How it stays fast for every role on seed:large (docs/benchmarks.md, bench:search), per kind: a probe
-- takes up to `cap` (100) matching visible rows in any order, by bitmap index scans only (the planner,
-- which sees the caller's real arrays, picks the trigram or the scoping indexes); fewer than `cap` is
-- the whole answer, sorted in the list's order. Otherwise the term is common for this caller: the
-- first `window_rows` (5,000) rows of the table in the list's order are walked and the matching visible
-- ones kept — if they make a page, it is the page; if not (the matches lie further down the list),
-- every match is taken by bitmap and sorted. Submissions and contracts are found by their account's
-- name: when the caller sees fewer than 5 × cap accounts of that name, from those accounts (all their
-- children, never capped), else through the account name's trigram index.

-- A contract is found by its number, as the Contracts list's search box finds it.
create index if not exists contracts_number_trgm on public.contracts using gin (number extensions.gin_trgm_ops);

create or replace function app.search_pattern(term text) returns text
language sql immutable set search_path = '' as $$
  -- The term as a literal `ilike` pattern: % _ and \ match themselves.
  select '%' || replace(replace(replace(btrim(term), '\', '\\'), '%', '\%'), '_', '\_') || '%'
$$;
comment on function app.search_pattern(text) is
  'The ilike pattern ''%term%'' of a search term (trimmed), with %, _ and \ escaped so that they match themselves.';

create or replace function app.search_kind(kind text, by_accounts boolean)
returns table (tbl text, sort_key text, ord text, probes text[], whole text[], walk text, visible text)
language plpgsql immutable set search_path = '' as $$
declare
  account_matches constant text := 'exists (select 1 from public.accounts a where a.id = t.account_id and a.account_name ilike $5)';
  -- The select policies' rule (accounts_select, pricing_requests_select, … in 20261123100000_lists_through_rls),
  -- over the arrays $1 org-wide organizations, $2 partners, $3 visible profiles, $4 affiliates.
  account_visible constant text := 'a.organization_id = any ($1) or a.partner_id = any ($2) or a.sales_rep = any ($3) or a.affiliate_id = any ($4)';
  child_visible constant text := 't.organization_id = any ($1) or t.account_partner_id = any ($2) or t.account_sales_rep = any ($3)'
                                 ' or t.account_affiliate_id = any ($4)';
  -- Children whose account's name matches: through the account's trigram index (an account the
  -- caller cannot see has no child the caller sees: the children carry its scope) — or, when the
  -- search already holds every visible account whose name matches ($7, a few hundred at most), all
  -- the children of those (`whole`: never capped).
  by_name constant text := 'from public.accounts a join public.%s t on t.account_id = a.id where a.account_name ilike $5 and ('
                           || account_visible || ')';
  by_named constant text := 'from public.%s t where t.account_id = any ($7)';
begin
  -- Each probe is one index-driven way to the matching rows (a row may come by two), capped by the
  -- caller; `whole` probes are bounded by nature and never capped; walk is the whole match, tested
  -- row by row along the list's order. The term is only ever the parameter $5.
  case kind
    when 'accounts' then
      walk := 't.account_name ilike $5 or t.contact_first_name ilike $5 or t.contact_last_name ilike $5 or t.contact_email ilike $5'
              ' or t.contact_phone ilike $5 or t.service_address ilike $5 or t.service_city ilike $5';
      return query select 'public.accounts', 't.created_at', 't.created_at desc, t.id desc',
        array['from public.accounts t where (' || walk || ')'], '{}'::text[], walk,
        't.organization_id = any ($1) or t.partner_id = any ($2) or t.sales_rep = any ($3) or t.affiliate_id = any ($4)';
    when 'pricing_requests' then
      walk := 't.name ilike $5 or t.account_name ilike $5';
      return query select 'public.pricing_requests', 't.created_at', 't.created_at desc, t.id desc',
        array['from public.pricing_requests t where (' || walk || ')'], '{}'::text[], walk, child_visible;
    when 'matrix_submissions' then
      return query select 'public.matrix_submissions', 't.created_at', 't.created_at desc, t.id desc',
        case when by_accounts then '{}'::text[] else array[format(by_name, 'matrix_submissions')] end,
        case when by_accounts then array[format(by_named, 'matrix_submissions')] else '{}'::text[] end,
        account_matches, child_visible;
    when 'contracts' then
      return query select 'public.contracts', 't.end_date', 't.end_date asc nulls last, t.id asc',
        array['from public.contracts t where t.number ilike $5'] || case when by_accounts then '{}'::text[] else array[format(by_name, 'contracts')] end,
        case when by_accounts then array[format(by_named, 'contracts')] else '{}'::text[] end,
        't.number ilike $5 or ' || account_matches, child_visible;
    else
      return;
  end case;
end
$$;
comment on function app.search_kind(text, boolean) is
  'The statements'' parts of app.search_probe / app.search_walk for one kind of record: constants only (table, list order, index-driven probes, the match, the select policy''s rule).';

create or replace function app.search_named_accounts(ow uuid[], mp uuid[], vp uuid[], ma uuid[], pattern text, cap integer)
returns uuid[]
language plpgsql stable security invoker set search_path = '' set jit = off
  set enable_seqscan = off set enable_indexscan = off set max_parallel_workers_per_gather = 0 as $$
declare
  hits uuid[];
begin
  -- Up to cap accounts the arrays (accounts_select's rule) let through whose name matches: with fewer,
  -- every one of them, from which the submissions and contracts probes start.
  execute 'select array(select a.id from public.accounts a where a.account_name ilike $5'
          ' and (a.organization_id = any ($1) or a.partner_id = any ($2) or a.sales_rep = any ($3) or a.affiliate_id = any ($4))'
          ' limit $6)'
    into hits using ow, mp, vp, ma, pattern, cap;
  return hits;
end
$$;
comment on function app.search_named_accounts(uuid[], uuid[], uuid[], uuid[], text, integer) is
  'Internal to app.search_ids: up to cap ids of the accounts the arrays (the accounts select policy''s rule) let through whose name matches pattern, by bitmap index scans.';

create or replace function app.search_probe(kind text, ow uuid[], mp uuid[], vp uuid[], ma uuid[], pattern text, lim integer, cap integer,
                                            accounts uuid[], out n integer, out hits uuid[])
language plpgsql stable security invoker set search_path = '' set jit = off
  -- Only index-driven plans: a sequential scan or an index walk that hopes to meet `cap` matches
  -- early reads the whole table when the caller sees none of them.
  set enable_seqscan = off set enable_indexscan = off set enable_hashjoin = off set enable_mergejoin = off
  set max_parallel_workers_per_gather = 0 as $$
declare
  q record;
  probe_sql text;
begin
  select * into q from app.search_kind(kind, accounts is not null);
  -- n counts the rows of the capped probes: `cap` or more means one of them may have been cut.
  select string_agg(format('(select t.id, %s as sort_key, %s as capped %s and (%s) limit %s)', q.sort_key, x.capped::text, x.p, q.visible,
                           case when x.capped then coalesce(cap::text, 'all') else 'all' end), ' union all ')
    into probe_sql
    from (select p, true as capped from unnest(q.probes) p union all select p, false from unnest(q.whole) p) x;
  execute format('select count(*) filter (where s.capped), (array_agg(s.id order by %s))[1:$6]'
                 ' from (select u.id, u.sort_key, bool_or(u.capped) as capped from (%s) u group by u.id, u.sort_key) s',
                 replace(replace(q.ord, 't.id', 's.id'), q.sort_key, 's.sort_key'), probe_sql)
    into n, hits using ow, mp, vp, ma, pattern, lim, accounts;
end
$$;
comment on function app.search_probe(text, uuid[], uuid[], uuid[], uuid[], text, integer, integer, uuid[]) is
  'Internal to app.search_ids: up to cap (null: all) matching rows of one kind per capped probe, and every row of the bounded ones, that the arrays (the select policy''s rule) let through, by bitmap index scans only; n = how many came from capped probes, hits = the first lim in the list''s order; accounts (when not null) = every visible account whose name matches.';

create or replace function app.search_walk(kind text, ow uuid[], mp uuid[], vp uuid[], ma uuid[], pattern text, lim integer, window_rows integer)
returns uuid[]
language plpgsql stable security invoker set search_path = '' set jit = off
  -- The list's sort index, read in order: never a bitmap of every match.
  set enable_seqscan = off set enable_bitmapscan = off set enable_hashjoin = off set enable_mergejoin = off
  set max_parallel_workers_per_gather = 0 as $$
declare
  q record;
  hits uuid[];
begin
  select * into q from app.search_kind(kind, false);
  execute format('select array(select t.id from (select t.* from %s t order by %s limit %s) t where (%s) and (%s) order by %s limit $6)',
                 q.tbl, q.ord, window_rows, q.visible, q.walk, q.ord)
    into hits using ow, mp, vp, ma, pattern, lim;
  return hits;
end
$$;
comment on function app.search_walk(text, uuid[], uuid[], uuid[], uuid[], text, integer, integer) is
  'Internal to app.search_ids: the matching rows of one kind that the arrays (the select policy''s rule) let through among the first window_rows rows of the table in the list''s order, at most lim — the first lim of all when it finds lim.';

create or replace function app.search_ids(pattern text, kinds text[], lim integer, cap integer default 100, window_rows integer default 5000)
returns table (kind text, id uuid, pos integer)
language plpgsql stable security definer set search_path = '' set jit = off as $$
declare
  -- The caller's arrays, as the select policies compute them.
  ow uuid[] := app.org_wide_organizations();
  mp uuid[] := app.my_partners();
  vp uuid[] := app.visible_profiles();
  ma uuid[] := app.my_affiliates();
  k text;
  n integer;
  hits uuid[];
  named uuid[];
begin
  cap := greatest(coalesce(cap, 100), 1);
  window_rows := greatest(coalesce(window_rows, 5000), 0);
  if kinds && array['matrix_submissions', 'contracts'] then
    -- The visible accounts whose name matches, when they are few (5 × cap): submissions and contracts
    -- start from them instead of from every matching account, seen or not.
    named := app.search_named_accounts(ow, mp, vp, ma, pattern, 5 * cap);
    if cardinality(named) >= 5 * cap then
      named := null;
    end if;
  end if;
  foreach k in array kinds loop
    if not k = any (array['accounts', 'pricing_requests', 'matrix_submissions', 'contracts']) then
      continue; -- the small tables are read through RLS by global_search itself
    end if;
    select p.n, p.hits into n, hits from app.search_probe(k, ow, mp, vp, ma, pattern, lim, cap, named) p;
    if n >= cap then
      -- A common term for this caller: the newest (first) rows of the list hold a page of matches...
      hits := app.search_walk(k, ow, mp, vp, ma, pattern, lim, window_rows);
      if coalesce(cardinality(hits), 0) < lim then
        -- ...or they do not (the matches lie further down the list): all of them, sorted.
        select p.hits into hits from app.search_probe(k, ow, mp, vp, ma, pattern, lim, null, named) p;
      end if;
    end if;
    return query select k, f.id, f.pos::integer from unnest(hits) with ordinality f (id, pos);
  end loop;
end
$$;
comment on function app.search_ids(text, text[], integer, integer, integer) is
  'Internal to global_search: per kind (accounts, pricing_requests, matrix_submissions, contracts), the ids of the first lim rows the select policy lets the caller see whose searched columns match pattern, in the list''s order. RLS not applied (so the trigram indexes serve); global_search reads the ids back through the caller''s RLS. cap and window_rows choose the way (probe, walk, all), never the answer.';
revoke execute on function app.search_ids(text, text[], integer, integer, integer) from public, anon;
grant execute on function app.search_ids(text, text[], integer, integer, integer) to authenticated, service_role;
-- The parts run only inside app.search_ids, as its owner.
revoke execute on function app.search_kind(text, boolean), app.search_walk(text, uuid[], uuid[], uuid[], uuid[], text, integer, integer),
  app.search_probe(text, uuid[], uuid[], uuid[], uuid[], text, integer, integer, uuid[]),
  app.search_named_accounts(uuid[], uuid[], uuid[], uuid[], text, integer) from public, anon, authenticated;

create or replace function public.global_search(term text, kinds text[] default null, per_kind integer default 5)
returns table (kind text, id uuid, title text, detail text, active boolean, more boolean, pos integer)
language plpgsql stable security invoker set search_path = '' set jit = off as $$
declare
  all_kinds constant text[] := array['accounts', 'pricing_requests', 'matrix_submissions', 'contracts', 'partners', 'affiliates', 'users'];
  wanted text[] := coalesce(kinds, all_kinds);
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
