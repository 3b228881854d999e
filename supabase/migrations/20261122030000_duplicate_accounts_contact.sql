-- find_duplicate_accounts also matches the contact's e-mail and phone and the normalized name, and
-- no longer scores every visible row: it unions small index-driven candidate sets, then scores
-- only those.
--   * Same normalized name / e-mail / phone / service address / utility account number: btree
--     expression indexes on the app.normalized_* helpers below.
--   * Similar name: pg_trgm similarity >= 0.4 between names that also share their significant
--     words (app.name_block_patterns: a name of three or more significant words shares two of
--     them, in order; a shorter name one). The shared words let the trigram GIN index behind the
--     accounts search (`ilike`) find the candidates; similarity is computed for those only.
-- Under RLS the planner may not use an index on a non-leakproof expression (`ilike`, the helpers)
-- before the policy quals, and it takes the policies for selective (20261122013000). So the index
-- lookups run in security definer helpers that return ids only, and the accounts are then read
-- through the caller's RLS.
-- Not used, because PGlite (local-supabase's embedded Postgres) breaks: pg_trgm's `%` operator
-- (20261122024000) and k-nearest-neighbour search on a trigram GiST index (`<->` ordering returns
-- nothing and the next query fails).
-- The normalization is the one the Duplicate Accounts page labels matches with
-- (resources/accounts/duplicate-reasons.ts): keep the two in step.

-- Pure helpers for index expressions: not security definer and without `set`, so the planner can
-- inline them (index and query then compare the same expression); pg_catalog is named explicitly.
create or replace function app.normalized_text(value text) returns text
language sql immutable parallel safe as $$
  select nullif(pg_catalog.btrim(pg_catalog.regexp_replace(pg_catalog.lower(value), '\s+', ' ', 'g')), '')
$$;
comment on function app.normalized_text(text) is 'Text as duplicate detection compares it (e-mail, address, city, utility account number): lower case, runs of white space as one space, trimmed; null when empty.';

create or replace function app.normalized_phone(value text) returns text
language sql immutable parallel safe as $$
  select case when pg_catalog.length(pg_catalog.regexp_replace(value, '\D', '', 'g')) >= 7
    then pg_catalog.regexp_replace(pg_catalog.regexp_replace(value, '\D', '', 'g'), '^1(\d{10})$', '\1') end
$$;
comment on function app.normalized_phone(text) is 'A phone number as duplicate detection compares it: digits only, an 11-digit number''s leading 1 (North American country code) dropped; null with fewer than 7 digits.';

create or replace function app.normalized_name(value text) returns text
language sql immutable parallel safe as $$
  select nullif(pg_catalog.btrim(pg_catalog.regexp_replace(pg_catalog.regexp_replace(pg_catalog.regexp_replace(
    pg_catalog.translate(pg_catalog.lower(value),
      'àáâãäåāăąçćĉčďèéêëēĕėęěĝğġģĥìíîïĩīĭįĵķĺļľñńņňòóôõöōŏőŕŗřśŝşšţťùúûüũūŭůűųŵýÿŷźżž',
      'aaaaaaaaaccccdeeeeeeeeegggghiiiiiiiijklllnnnnoooooooorrrssssttuuuuuuuuuuwyyyzzz'),
    '[^a-z0-9 ]+', ' ', 'g'),
    '\m(inc|ltd|llc|corp|co|company|limited|incorporated)\M', ' ', 'g'),
    '\s+', ' ', 'g')), '')
$$;
comment on function app.normalized_name(text) is 'An account name as duplicate detection compares it: lower case, accents and punctuation removed, legal suffixes (inc, ltd, llc, corp, co, company, limited, incorporated) dropped, spaces collapsed; null when nothing is left.';

-- Index expressions run as whoever writes the row.
grant execute on function app.normalized_text(text), app.normalized_phone(text), app.normalized_name(text)
  to anon, authenticated, service_role;

create or replace function app.name_block_patterns(value text) returns text[]
language sql immutable parallel safe set search_path = '' as $$
  with words as (
    select u.word, min(u.ord) as ord
    from unnest(pg_catalog.string_to_array(app.normalized_name(value), ' ')) with ordinality as u (word, ord)
    where pg_catalog.length(u.word) >= 3
      and u.word <> all (array['the', 'and', 'group', 'services', 'service', 'holdings', 'enterprises', 'solutions', 'international', 'industries'])
    group by u.word
    order by 2
    limit 6
  )
  select case when (select count(*) from words) >= 3
    then array(select '%' || a.word || '%' || b.word || '%' from words a join words b on a.ord < b.ord order by a.ord, b.ord)
    else array(select '%' || w.word || '%' from words w order by w.ord)
  end
$$;
comment on function app.name_block_patterns(text) is 'ILIKE patterns a similar name must match: its significant words (3+ letters, not a legal suffix or a generic word such as group or services; the first six) in pairs, in order, when there are three or more, else one by one; empty when there are none.';
grant execute on function app.name_block_patterns(text) to authenticated, service_role;

drop index if exists public.accounts_service_address_idx;
drop index if exists public.accounts_utility_account_number_idx;
create index if not exists accounts_account_name_normalized_idx on public.accounts (app.normalized_name(account_name));
create index if not exists accounts_contact_email_normalized_idx on public.accounts (app.normalized_text(contact_email));
create index if not exists accounts_contact_phone_normalized_idx on public.accounts (app.normalized_phone(contact_phone));
create index if not exists accounts_service_address_normalized_idx on public.accounts (app.normalized_text(service_address));
create index if not exists accounts_utility_account_number_normalized_idx on public.accounts (app.normalized_text(utility_account_number));

-- Security definer so the indexes serve the lookups (see the top). Returns ids only, which
-- find_duplicate_accounts reads back through the caller's RLS; schema app is not exposed by the API.
create or replace function app.accounts_with_same_keys(param_name text, param_email text, param_phone text, param_address text, param_utility_number text)
returns setof uuid
language sql stable security definer set search_path = '' as $$
  select a.id from public.accounts a where app.normalized_name(a.account_name) = param_name
  union
  select a.id from public.accounts a where app.normalized_text(a.contact_email) = param_email
  union
  select a.id from public.accounts a where app.normalized_phone(a.contact_phone) = param_phone
  union
  select a.id from public.accounts a where app.normalized_text(a.service_address) = param_address
  union
  select a.id from public.accounts a where app.normalized_text(a.utility_account_number) = param_utility_number
$$;
comment on function app.accounts_with_same_keys(text, text, text, text, text) is 'Ids of every account (RLS not applied: internal to find_duplicate_accounts, which reads them through the caller''s RLS) with this normalized name, contact e-mail, phone, service address or utility account number.';
revoke execute on function app.accounts_with_same_keys(text, text, text, text, text) from public, anon;
grant execute on function app.accounts_with_same_keys(text, text, text, text, text) to authenticated, service_role;

create or replace function app.accounts_with_similar_name(param_name text, param_patterns text[])
returns setof uuid
language sql stable security definer set search_path = '' as $$
  select a.id
  from public.accounts a
  where a.account_name ilike any (param_patterns)
    and extensions.similarity(a.account_name, param_name) >= 0.4
$$;
comment on function app.accounts_with_similar_name(text, text[]) is 'Ids of every account (RLS not applied: internal to find_duplicate_accounts, which reads them through the caller''s RLS) whose name matches one of param_patterns (app.name_block_patterns) and has trigram similarity >= 0.4 to param_name.';
revoke execute on function app.accounts_with_similar_name(text, text[]) from public, anon;
grant execute on function app.accounts_with_similar_name(text, text[]) to authenticated, service_role;

create or replace function public.find_duplicate_accounts(param_account_id uuid, param_limit integer default 25)
returns setof public.accounts
language sql stable security invoker set search_path = '' as $$
  with src as materialized (
    select a.id, a.account_name,
           app.normalized_name(a.account_name) as name_key,
           app.name_block_patterns(a.account_name) as patterns,
           app.normalized_text(a.contact_email) as email,
           app.normalized_phone(a.contact_phone) as phone,
           app.normalized_text(a.service_address) as address,
           coalesce(app.normalized_text(a.service_city), '') as city,
           app.normalized_text(a.utility_account_number) as utility_number
    from public.accounts a
    where a.id = param_account_id
  ),
  candidates as (
    select k.id
    from src, app.accounts_with_same_keys(src.name_key, src.email, src.phone, src.address, src.utility_number) as k (id)
    union all
    select s.id
    from src, app.accounts_with_similar_name(src.account_name, src.patterns) as s (id)
  ),
  scored as (
    select a as a, x.sim,
           array_remove(array[
             case when app.normalized_name(a.account_name) = src.name_key
                    or (x.sim >= 0.4 and a.account_name ilike any (src.patterns)) then 'name' end,
             case when app.normalized_text(a.contact_email) = src.email then 'contact_email' end,
             case when app.normalized_phone(a.contact_phone) = src.phone then 'contact_phone' end,
             case when app.normalized_text(a.service_address) = src.address
                   and coalesce(app.normalized_text(a.service_city), '') = src.city then 'service_address' end,
             case when app.normalized_text(a.utility_account_number) = src.utility_number then 'utility_account_number' end
           ], null) as why
    from public.accounts a
    cross join src
    cross join lateral (select extensions.similarity(a.account_name, src.account_name) as sim) x
    where a.id = any (array(select c.id from candidates c))
      and a.id <> src.id
  )
  select (s.a).*
  from scored s
  where cardinality(s.why) > 0
  order by cardinality(s.why) desc, s.sim desc, (s.a).account_name
  limit greatest(1, least(coalesce(param_limit, 25), 100))
$$;
comment on function public.find_duplicate_accounts(uuid, integer) is 'RPC: accounts resembling the given one — same normalized name or a similar one (trigram similarity ≥ 0.4 and sharing its significant words), same contact e-mail or phone, same service address and city, or same utility account number, compared normalized — among the accounts the caller may see (runs with the caller''s RLS), most reasons first, then most similar name; nothing when the caller cannot see the account itself.';
