-- Issue 25 §7: the searches gathered their candidates across tenants before filtering them.
--
-- The hole: app.accounts_matching (search_accounts), app.pricing_requests_matching
-- (search_pricing_requests), app.search_ids (global_search) and app.accounts_with_same_keys /
-- app.accounts_with_similar_name (find_duplicate_accounts) found rows with the trigram and expression
-- indexes of the whole table, every organization's rows alike, and only then kept the caller's. The
-- answers were right, but their cost was not the caller's own: a company admin's rare term took 52–75
-- ms when another tenant had 20,000 matches and 15–22 ms when nobody had — a timing channel into the
-- other tenant's data ("does anyone else have an account named …?", "how many?").
--
-- The fix: the index itself is per tenant. Each searched row is indexed (GIN, text[]) under keys made
-- of its organization, the column and one three-character window of the column's text:
-- app.search_keys(organization_id, array[col1, col2, …]) = { tag(organization) || column letter ||
-- window : every window of three letters or digits in lower(column) }. A search for `%term%` asks,
-- for each window of the term (up to 12, spread over it), for the keys of that window under the
-- caller's organizations only (`keys && '{…}'`), then checks the real `ilike` on those rows. A GIN
-- posting list holds the rows of one organization, so the rows read — index and table — are the
-- caller's organizations' rows, however many another tenant has. (Correct because `ilike` compares
-- lower(value) with lower(pattern), and every window of letters or digits of the pattern — `%`, `_`
-- and `\` are neither — is a substring of every matching value.) A term without such a window falls
-- back to the caller's organizations' rows (the organization_id index), never the whole table.
--
-- The organizations searched are app.search_organizations(): those the caller belongs to
-- (app.my_organizations()) and those of the accounts naming the caller as sales rep (a rep who left an
-- organization keeps its accounts until they are reassigned) — every row a select policy lets the
-- caller see lies in one of them (partners, affiliates and sales reps belong to their account's
-- organization, children carry their account's). Within them, the cost may still depend on rows of
-- the caller's own organization that the caller does not see (a partner admin's colleagues'): the
-- boundary protected is the tenant's.
--
-- The old whole-table trigram indexes of the searched columns go, so that no plan can gather across
-- tenants again (under RLS the lists' own `ilike` could never use them); so do the expression indexes
-- of the duplicate finder, replaced by (organization_id, expression) ones. The new GIN indexes have
-- fastupdate off: a pending list is read whole by every search, and would hold every tenant's latest
-- rows. global_search's walk along the list's order reads the caller's organizations' newest rows
-- ((organization_id, sort key) indexes, merged) instead of the whole table's — unless the caller's
-- organizations are all of them (management).
--
-- Tests: tests/security/search-timing.test.ts (another tenant's 20,000 matches change neither the rows
-- nor the blocks a search reads, for every search); tests/backend/list-search.test.ts,
-- global-search.test.ts, search-paths.test.ts and accounts-duplicates.test.ts (the answers are the
-- lists' own, for every demo login).

-- ---------------------------------------------------------------------------------------------------
-- The keys.

create or replace function app.search_tag(organization uuid) returns text
language sql immutable parallel safe set search_path = '' as $$
  select pg_catalog.rtrim(pg_catalog.encode(pg_catalog.uuid_send(organization), 'base64'), '=')
$$;
comment on function app.search_tag(uuid) is 'An organization''s prefix in search keys (its id in base64, 22 characters).';

create or replace function app.search_keys(organization uuid, columns text[]) returns text[]
language plpgsql immutable parallel safe set search_path = '' as $$
declare
  tag text;
  keys text[] := '{}';
  c integer;
  word text;
  i integer;
begin
  -- (plpgsql: a tenth of the cost of the same in SQL, which every insert and update pays.)
  if organization is null then
    return keys;
  end if;
  tag := app.search_tag(organization);
  for c in 1 .. coalesce(pg_catalog.array_length(columns, 1), 0) loop
    continue when columns[c] is null;
    foreach word in array pg_catalog.regexp_split_to_array(pg_catalog.lower(columns[c]), '[^[:alnum:]]+') loop
      for i in 1 .. pg_catalog.length(word) - 2 loop
        keys := keys || (tag || pg_catalog.chr(96 + c) || pg_catalog.substr(word, i, 3));
      end loop;
    end loop;
  end loop;
  return keys; -- (GIN drops the repeated ones)
end
$$;
comment on function app.search_keys(uuid, text[]) is
  'A row''s search keys (indexed with GIN): its organization''s tag (app.search_tag), the column''s letter (a, b, … in the order given) and a window of three letters or digits of lower(the column''s text), for each such window.';

-- Index expressions run as whoever writes the row.
grant execute on function app.search_tag(uuid), app.search_keys(uuid, text[])
  to anon, authenticated, service_role;

create or replace function app.search_keys_of(tbl text, alias text) returns text
language sql immutable parallel safe set search_path = '' as $$
  -- Exactly the expressions of the indexes below (the planner matches them word for word).
  select case tbl
    when 'accounts' then pg_catalog.format('app.search_keys(%1$s.organization_id, array[%1$s.account_name, %1$s.contact_first_name, '
      '%1$s.contact_last_name, %1$s.contact_email, %1$s.contact_phone, %1$s.service_address, %1$s.service_city])', alias)
    when 'pricing_requests' then pg_catalog.format('app.search_keys(%1$s.organization_id, array[%1$s.name, %1$s.account_name])', alias)
    when 'contracts' then pg_catalog.format('app.search_keys(%1$s.organization_id, array[%1$s.number])', alias)
  end
$$;
comment on function app.search_keys_of(text, text) is
  'The search keys expression of accounts (columns a–g: name, first name, last name, e-mail, phone, address, city), pricing_requests (a: name, b: account name) or contracts (a: number) for the table alias.';

create or replace function app.search_match(tbl text, alias text, organizations uuid[], columns text, pattern text)
returns text
language sql immutable parallel safe set search_path = '' as $$
  -- The condition, for the table alias, that only rows of `organizations` whose `columns` (letters)
  -- may match the ilike `pattern` meet, by the search keys index: per window of the pattern (up to 12,
  -- spread over it) an overlap with that window's keys under each organization and column. Without a
  -- window, the organizations' rows (their organization_id index). Values as literals (%L).
  with found as (
    select x.w, row_number() over (order by x.first) as k, count(*) over () as n
    from (
      select pg_catalog.substr(l.p, i, 3) as w, min(i) as first
      from (select pg_catalog.lower(pattern)) l (p)
      cross join pg_catalog.generate_series(1, pg_catalog.length(l.p) - 2) i
      where pg_catalog.substr(l.p, i, 3) ~ '^[[:alnum:]]{3}$'
      group by 1
    ) x
  ),
  chosen as (
    select f.w from found f
    where f.n <= 12 or f.k in (select 1 + ((j - 1) * f.n) / 12 from pg_catalog.generate_series(1, 12) j)
  )
  select coalesce(
    (select pg_catalog.string_agg(pg_catalog.format('%s && %L::text[]', app.search_keys_of(tbl, alias),
              array(select app.search_tag(o) || c || ch.w
                    from unnest(organizations) o cross join pg_catalog.regexp_split_to_table(columns, '') c)), ' and ')
     from chosen ch),
    pg_catalog.format('%s.organization_id = any (%L::uuid[])', alias, organizations))
$$;
comment on function app.search_match(text, text, uuid[], text, text) is
  'SQL condition (literals only) that rows of tbl (alias) in organizations whose given columns could match the ilike pattern meet, answered by the tenant''s own search keys (or its organization_id index when the pattern has no window of three letters or digits).';

create or replace function app.search_organizations() returns uuid[]
language sql stable security definer set search_path = '' as $$
  select coalesce(array_agg(distinct x.id), '{}')
  from (
    select unnest((select app.my_organizations())::uuid[])
    union all
    select a.organization_id from public.accounts a where a.sales_rep = any ((select app.visible_profiles())::uuid[])
  ) x (id)
$$;
comment on function app.search_organizations() is
  'The organizations whose rows the caller may see: theirs (app.my_organizations) and those of the accounts naming them as sales rep. The searches look for candidates there only.';

revoke execute on function app.search_keys_of(text, text), app.search_match(text, text, uuid[], text, text),
  app.search_organizations() from public, anon;
grant execute on function app.search_keys_of(text, text), app.search_match(text, text, uuid[], text, text),
  app.search_organizations() to authenticated, service_role;

-- ---------------------------------------------------------------------------------------------------
-- The indexes.

create index if not exists accounts_search_keys on public.accounts using gin (app.search_keys(organization_id, array[account_name,
  contact_first_name, contact_last_name, contact_email, contact_phone, service_address, service_city])) with (fastupdate = off);
create index if not exists pricing_requests_search_keys on public.pricing_requests
  using gin (app.search_keys(organization_id, array[name, account_name])) with (fastupdate = off);
create index if not exists contracts_search_keys on public.contracts using gin (app.search_keys(organization_id, array[number]))
  with (fastupdate = off);

drop index if exists public.accounts_account_name_trgm;
drop index if exists public.accounts_contact_first_name_trgm;
drop index if exists public.accounts_contact_last_name_trgm;
drop index if exists public.accounts_contact_email_trgm;
drop index if exists public.accounts_contact_phone_trgm;
drop index if exists public.accounts_service_address_trgm;
drop index if exists public.accounts_service_city_trgm;
drop index if exists public.pricing_requests_name_trgm;
drop index if exists public.pricing_requests_account_name_trgm;
drop index if exists public.contracts_number_trgm;

-- The walk of global_search, per organization in the list's order.
create index if not exists accounts_organization_created_at_idx on public.accounts (organization_id, created_at, id);
create index if not exists pricing_requests_organization_created_at_idx on public.pricing_requests (organization_id, created_at, id);
create index if not exists matrix_submissions_organization_created_at_idx on public.matrix_submissions (organization_id, created_at, id);
create index if not exists contracts_organization_end_date_idx on public.contracts (organization_id, end_date, id);

-- The duplicate finder's keys, per organization.
drop index if exists public.accounts_account_name_normalized_idx;
drop index if exists public.accounts_contact_email_normalized_idx;
drop index if exists public.accounts_contact_phone_normalized_idx;
drop index if exists public.accounts_service_address_normalized_idx;
drop index if exists public.accounts_utility_account_number_normalized_idx;
create index if not exists accounts_organization_name_normalized_idx on public.accounts (organization_id, app.normalized_name(account_name));
create index if not exists accounts_organization_email_normalized_idx on public.accounts (organization_id, app.normalized_text(contact_email));
create index if not exists accounts_organization_phone_normalized_idx on public.accounts (organization_id, app.normalized_phone(contact_phone));
create index if not exists accounts_organization_address_normalized_idx on public.accounts (organization_id, app.normalized_text(service_address));
create index if not exists accounts_organization_utility_number_normalized_idx
  on public.accounts (organization_id, app.normalized_text(utility_account_number));

-- ---------------------------------------------------------------------------------------------------
-- search_accounts / search_pricing_requests: their candidates (public functions unchanged).

create or replace function app.accounts_matching(term text) returns uuid[]
language plpgsql stable security definer set search_path = '' set jit = off
  -- Only the search keys (or, without a window, the organization_id) index: never a scan of the table.
  set enable_seqscan = off set enable_indexscan = off set max_parallel_workers_per_gather = 0 as $$
declare
  pattern constant text := '%' || term || '%';
  hits uuid[];
begin
  if term is null then
    return '{}';
  end if;
  execute format('select coalesce(array_agg(t.id), ''{}'') from public.accounts t where %s and (t.account_name ilike $1'
                 ' or t.contact_first_name ilike $1 or t.contact_last_name ilike $1 or t.contact_email ilike $1'
                 ' or t.contact_phone ilike $1 or t.service_address ilike $1 or t.service_city ilike $1)',
                 app.search_match('accounts', 't', app.search_organizations(), 'abcdefg', pattern))
    into hits using pattern;
  return hits;
end
$$;
comment on function app.accounts_matching(text) is
  'Ids of the accounts in the caller''s organizations (app.search_organizations; RLS not applied: internal to search_accounts, which reads them through the caller''s RLS) whose name, contact, e-mail, phone, address or city contains term (ilike), found by the organizations'' own search keys.';

create or replace function app.pricing_requests_matching(
  term text, commodity text, active boolean, account_active boolean, account_id uuid, sales_rep uuid
) returns uuid[]
language plpgsql stable security definer set search_path = '' set jit = off
  set enable_seqscan = off set enable_indexscan = off set max_parallel_workers_per_gather = 0 as $$
declare
  pattern constant text := '%' || term || '%';
  hits uuid[];
begin
  if term is null then
    return '{}';
  end if;
  -- The filters (caller's values, maybe another tenant's ids) only ever judge the candidates found:
  -- materialized, so no index of theirs is read.
  execute format('with found as materialized (select t.id, t.commodity, t.active, t.account_active, t.account_id, t.sales_rep'
                 ' from public.pricing_requests t where %s and (t.name ilike $1 or t.account_name ilike $1))'
                 ' select coalesce(array_agg(f.id), ''{}'') from found f'
                 ' where ($2::text is null or f.commodity = $2) and ($3::boolean is null or f.active = $3)'
                 ' and ($4::boolean is null or f.account_active = $4) and ($5::uuid is null or f.account_id = $5)'
                 ' and ($6::uuid is null or f.sales_rep = $6)',
                 app.search_match('pricing_requests', 't', app.search_organizations(), 'ab', pattern))
    into hits using pattern, commodity, active, account_active, account_id, sales_rep;
  return hits;
end
$$;
comment on function app.pricing_requests_matching(text, text, boolean, boolean, uuid, uuid) is
  'Ids of the pricing requests in the caller''s organizations (app.search_organizations; RLS not applied: internal to search_pricing_requests, which reads them through the caller''s RLS) whose name or account name contains term (ilike), found by the organizations'' own search keys, and that pass the given equality filters (null: any).';

-- ---------------------------------------------------------------------------------------------------
-- global_search's index side: the same ways (probe, walk, all; 20261126180000), within the tenant.

drop function app.search_ids(text, text[], integer, integer, integer);
drop function app.search_probe(text, uuid[], uuid[], uuid[], uuid[], text, integer, integer, uuid[]);
drop function app.search_walk(text, uuid[], uuid[], uuid[], uuid[], text, integer, integer);
drop function app.search_named_accounts(uuid[], uuid[], uuid[], uuid[], text, integer);
drop function app.search_kind(text, boolean);

create function app.search_kind(kind text, by_accounts boolean, t_match text, a_match text)
returns table (tbl text, sort_key text, ord text, probes text[], whole text[], walk text, visible text)
language plpgsql immutable set search_path = '' as $$
declare
  account_matches constant text := 'exists (select 1 from public.accounts a where a.id = t.account_id and a.account_name ilike $5)';
  -- The select policies' rule (accounts_select, pricing_requests_select, … in 20261123100000_lists_through_rls),
  -- over the arrays $1 org-wide organizations, $2 partners, $3 visible profiles, $4 affiliates.
  account_visible constant text := 'a.organization_id = any ($1) or a.partner_id = any ($2) or a.sales_rep = any ($3) or a.affiliate_id = any ($4)';
  child_visible constant text := 't.organization_id = any ($1) or t.account_partner_id = any ($2) or t.account_sales_rep = any ($3)'
                                 ' or t.account_affiliate_id = any ($4)';
  -- Children whose account's name matches: through the accounts' search keys (t_match / a_match: the
  -- caller's organizations' keys only, app.search_match) — or, when the search already holds every
  -- visible account whose name matches ($7, a few hundred at most), all the children of those.
  by_name constant text := 'from public.accounts a join public.%s t on t.account_id = a.id where (' || a_match
                           || ') and a.account_name ilike $5 and (' || account_visible || ')';
  by_named constant text := 'from public.%s t where t.account_id = any ($7)';
begin
  case kind
    when 'accounts' then
      walk := 't.account_name ilike $5 or t.contact_first_name ilike $5 or t.contact_last_name ilike $5 or t.contact_email ilike $5'
              ' or t.contact_phone ilike $5 or t.service_address ilike $5 or t.service_city ilike $5';
      return query select 'public.accounts', 't.created_at', 't.created_at desc, t.id desc',
        array['from public.accounts t where (' || t_match || ') and (' || walk || ')'], '{}'::text[], walk,
        't.organization_id = any ($1) or t.partner_id = any ($2) or t.sales_rep = any ($3) or t.affiliate_id = any ($4)';
    when 'pricing_requests' then
      walk := 't.name ilike $5 or t.account_name ilike $5';
      return query select 'public.pricing_requests', 't.created_at', 't.created_at desc, t.id desc',
        array['from public.pricing_requests t where (' || t_match || ') and (' || walk || ')'], '{}'::text[], walk, child_visible;
    when 'matrix_submissions' then
      return query select 'public.matrix_submissions', 't.created_at', 't.created_at desc, t.id desc',
        case when by_accounts then '{}'::text[] else array[format(by_name, 'matrix_submissions')] end,
        case when by_accounts then array[format(by_named, 'matrix_submissions')] else '{}'::text[] end,
        account_matches, child_visible;
    when 'contracts' then
      return query select 'public.contracts', 't.end_date', 't.end_date asc nulls last, t.id asc',
        array['from public.contracts t where (' || t_match || ') and t.number ilike $5']
          || case when by_accounts then '{}'::text[] else array[format(by_name, 'contracts')] end,
        case when by_accounts then array[format(by_named, 'contracts')] else '{}'::text[] end,
        't.number ilike $5 or ' || account_matches, child_visible;
    else
      return;
  end case;
end
$$;
comment on function app.search_kind(text, boolean, text, text) is
  'The statements'' parts of app.search_probe / app.search_walk for one kind of record: table, list order, index-driven probes (with the tenant''s search keys conditions t_match on the kind''s table t and a_match on accounts a), the match, the select policy''s rule.';

create function app.search_named_accounts(ow uuid[], mp uuid[], vp uuid[], ma uuid[], pattern text, cap integer, a_match text)
returns uuid[]
language plpgsql stable security invoker set search_path = '' set jit = off
  set enable_seqscan = off set enable_indexscan = off set max_parallel_workers_per_gather = 0 as $$
declare
  hits uuid[];
begin
  execute 'select array(select a.id from public.accounts a where (' || a_match || ') and a.account_name ilike $5'
          ' and (a.organization_id = any ($1) or a.partner_id = any ($2) or a.sales_rep = any ($3) or a.affiliate_id = any ($4))'
          ' limit $6)'
    into hits using ow, mp, vp, ma, pattern, cap;
  return hits;
end
$$;
comment on function app.search_named_accounts(uuid[], uuid[], uuid[], uuid[], text, integer, text) is
  'Internal to app.search_ids: up to cap ids of the accounts the arrays (the accounts select policy''s rule) let through whose name matches pattern, by the tenant''s search keys (a_match).';

create function app.search_probe(kind text, ow uuid[], mp uuid[], vp uuid[], ma uuid[], pattern text, lim integer, cap integer,
                                 accounts uuid[], t_match text, a_match text, out n integer, out hits uuid[])
language plpgsql stable security invoker set search_path = '' set jit = off
  -- Only index-driven plans: a sequential scan or an index walk that hopes to meet `cap` matches
  -- early reads the whole table when the caller sees none of them.
  set enable_seqscan = off set enable_indexscan = off set enable_hashjoin = off set enable_mergejoin = off
  set max_parallel_workers_per_gather = 0 as $$
declare
  q record;
  probe_sql text;
begin
  select * into q from app.search_kind(kind, accounts is not null, t_match, a_match);
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
comment on function app.search_probe(text, uuid[], uuid[], uuid[], uuid[], text, integer, integer, uuid[], text, text) is
  'Internal to app.search_ids: up to cap (null: all) matching rows of one kind per capped probe, and every row of the bounded ones, that the arrays (the select policy''s rule) let through, by bitmap scans of the tenant''s search keys only; n = how many came from capped probes, hits = the first lim in the list''s order; accounts (when not null) = every visible account whose name matches.';

create function app.search_walk(kind text, ow uuid[], mp uuid[], vp uuid[], ma uuid[], pattern text, lim integer, window_rows integer,
                                organizations uuid[], everyone boolean)
returns uuid[]
language plpgsql stable security invoker set search_path = '' set jit = off
  -- The list's sort index, read in order: never a bitmap of every match.
  set enable_seqscan = off set enable_bitmapscan = off set enable_hashjoin = off set enable_mergejoin = off
  set max_parallel_workers_per_gather = 0 as $$
declare
  q record;
  rows_sql text;
  hits uuid[];
begin
  select * into q from app.search_kind(kind, false, 'false', 'false');
  if everyone then
    -- The caller's organizations are all of them: the table's first rows.
    rows_sql := format('select t.* from %s t order by %s limit %s', q.tbl, q.ord, window_rows);
  else
    -- The first rows of the caller's organizations: each one's first rows (its (organization_id, sort
    -- key) index), merged.
    rows_sql := format('select t.* from unnest($7::uuid[]) o (id) cross join lateral (select t.* from %s t where t.organization_id = o.id'
                       ' order by %s limit %s) t order by %s limit %s', q.tbl, q.ord, window_rows, q.ord, window_rows);
  end if;
  execute format('select array(select t.id from (%s) t where (%s) and (%s) order by %s limit $6)', rows_sql, q.visible, q.walk, q.ord)
    into hits using ow, mp, vp, ma, pattern, lim, organizations;
  return hits;
end
$$;
comment on function app.search_walk(text, uuid[], uuid[], uuid[], uuid[], text, integer, integer, uuid[], boolean) is
  'Internal to app.search_ids: the matching rows of one kind that the arrays (the select policy''s rule) let through among the first window_rows rows of the caller''s organizations (everyone: of the table) in the list''s order, at most lim — the first lim of all when it finds lim.';

create function app.search_ids(pattern text, kinds text[], lim integer, cap integer default 100, window_rows integer default 5000)
returns table (kind text, id uuid, pos integer)
language plpgsql stable security definer set search_path = '' set jit = off as $$
declare
  -- The caller's arrays, as the select policies compute them.
  ow uuid[] := app.org_wide_organizations();
  mp uuid[] := app.my_partners();
  vp uuid[] := app.visible_profiles();
  ma uuid[] := app.my_affiliates();
  -- Where the caller's rows lie: candidates are looked for there only.
  orgs uuid[] := app.search_organizations();
  everyone boolean;
  a_match text;
  t_match text;
  k text;
  n integer;
  hits uuid[];
  named uuid[];
begin
  cap := greatest(coalesce(cap, 100), 1);
  window_rows := greatest(coalesce(window_rows, 5000), 0);
  everyone := not exists (select 1 from public.organizations o where not o.id = any (orgs));
  a_match := app.search_match('accounts', 'a', orgs, 'a', pattern);
  if kinds && array['matrix_submissions', 'contracts'] then
    -- The visible accounts whose name matches, when they are few (5 × cap): submissions and contracts
    -- start from them.
    named := app.search_named_accounts(ow, mp, vp, ma, pattern, 5 * cap, a_match);
    if cardinality(named) >= 5 * cap then
      named := null;
    end if;
  end if;
  foreach k in array kinds loop
    if not k = any (array['accounts', 'pricing_requests', 'matrix_submissions', 'contracts']) then
      continue; -- the small tables are read through RLS by global_search itself
    end if;
    t_match := case k
      when 'accounts' then app.search_match('accounts', 't', orgs, 'abcdefg', pattern)
      when 'pricing_requests' then app.search_match('pricing_requests', 't', orgs, 'ab', pattern)
      when 'contracts' then app.search_match('contracts', 't', orgs, 'a', pattern)
      else 'false'
    end;
    select p.n, p.hits into n, hits from app.search_probe(k, ow, mp, vp, ma, pattern, lim, cap, named, t_match, a_match) p;
    if n >= cap then
      -- A common term for this caller: the first rows of the caller's organizations in the list's
      -- order hold a page of matches...
      hits := app.search_walk(k, ow, mp, vp, ma, pattern, lim, window_rows, orgs, everyone);
      if coalesce(cardinality(hits), 0) < lim then
        -- ...or they do not (the matches lie further down the list): all of them, sorted.
        select p.hits into hits from app.search_probe(k, ow, mp, vp, ma, pattern, lim, null, named, t_match, a_match) p;
      end if;
    end if;
    return query select k, f.id, f.pos::integer from unnest(hits) with ordinality f (id, pos);
  end loop;
end
$$;
comment on function app.search_ids(text, text[], integer, integer, integer) is
  'Internal to global_search: per kind (accounts, pricing_requests, matrix_submissions, contracts), the ids of the first lim rows the select policy lets the caller see whose searched columns match pattern, in the list''s order, looked for in the caller''s organizations only (app.search_organizations, their own search keys). RLS not applied; global_search reads the ids back through the caller''s RLS. cap and window_rows choose the way (probe, walk, all), never the answer.';
revoke execute on function app.search_ids(text, text[], integer, integer, integer) from public, anon;
grant execute on function app.search_ids(text, text[], integer, integer, integer) to authenticated, service_role;
-- The parts run only inside app.search_ids, as its owner.
revoke execute on function app.search_kind(text, boolean, text, text),
  app.search_walk(text, uuid[], uuid[], uuid[], uuid[], text, integer, integer, uuid[], boolean),
  app.search_probe(text, uuid[], uuid[], uuid[], uuid[], text, integer, integer, uuid[], text, text),
  app.search_named_accounts(uuid[], uuid[], uuid[], uuid[], text, integer, text) from public, anon, authenticated;

-- ---------------------------------------------------------------------------------------------------
-- find_duplicate_accounts: its candidates, within the caller's organizations (public function unchanged).

create or replace function app.accounts_with_same_keys(param_name text, param_email text, param_phone text, param_address text, param_utility_number text)
returns setof uuid
language sql stable security definer set search_path = '' as $$
  -- The (organization_id, key) indexes, one organization of the caller's at a time.
  select a.id from unnest((select app.search_organizations())::uuid[]) o (id)
  cross join lateral (
    select a.id from public.accounts a where a.organization_id = o.id and app.normalized_name(a.account_name) = param_name
    union
    select a.id from public.accounts a where a.organization_id = o.id and app.normalized_text(a.contact_email) = param_email
    union
    select a.id from public.accounts a where a.organization_id = o.id and app.normalized_phone(a.contact_phone) = param_phone
    union
    select a.id from public.accounts a where a.organization_id = o.id and app.normalized_text(a.service_address) = param_address
    union
    select a.id from public.accounts a where a.organization_id = o.id and app.normalized_text(a.utility_account_number) = param_utility_number
  ) a
$$;
comment on function app.accounts_with_same_keys(text, text, text, text, text) is
  'Ids of the accounts of the caller''s organizations (app.search_organizations; RLS not applied: internal to find_duplicate_accounts, which reads them through the caller''s RLS) with this normalized name, contact e-mail, phone, service address or utility account number.';

create or replace function app.accounts_with_similar_name(param_name text, param_patterns text[])
returns setof uuid
language plpgsql stable security definer set search_path = '' set jit = off
  set enable_seqscan = off set enable_indexscan = off set max_parallel_workers_per_gather = 0 as $$
declare
  orgs constant uuid[] := app.search_organizations();
  cond text;
begin
  -- Per pattern, the accounts of the caller's organizations whose name may match it (their search keys).
  select string_agg(format('(%s and a.account_name ilike %L)', app.search_match('accounts', 'a', orgs, 'a', p), p), ' or ')
    into cond
    from unnest(param_patterns) p;
  if cond is null then
    return;
  end if;
  return query execute format('select a.id from public.accounts a where (%s) and extensions.similarity(a.account_name, $1) >= 0.4', cond)
    using param_name;
end
$$;
comment on function app.accounts_with_similar_name(text, text[]) is
  'Ids of the accounts of the caller''s organizations (app.search_organizations; RLS not applied: internal to find_duplicate_accounts, which reads them through the caller''s RLS) whose name matches one of param_patterns (app.name_block_patterns) and has trigram similarity >= 0.4 to param_name.';
