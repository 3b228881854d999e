/**
 * One catalog query for the schema cache: relations with columns and keys, FKs, the base-table
 * columns views expose unchanged, functions, and the roles a JWT may switch to. $1 = exposed schemas.
 */
export const CATALOG_SQL = `
with rels as (
  select c.oid, n.nspname as schema, c.relname as name, c.relkind as kind
  from pg_class c join pg_namespace n on n.oid = c.relnamespace
  where n.nspname = any($1::text[]) and c.relkind in ('r','v','m','f','p')
),
cols as (
  select a.attrelid, json_agg(json_build_object(
      'name', a.attname,
      'type', format_type(a.atttypid, a.atttypmod),
      'nullable', not a.attnotnull,
      'default', case when a.attgenerated = '' then pg_get_expr(d.adbin, d.adrelid) end,
      'generated', a.attgenerated <> '' or a.attidentity = 'a'
    ) order by a.attnum) as columns
  from pg_attribute a
  left join pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum
  where a.attrelid in (select oid from rels) and a.attnum > 0 and not a.attisdropped
  group by a.attrelid
),
keys as (
  select i.indrelid,
    (json_agg(cols) filter (where i.indisprimary)) -> 0 as pk,
    json_agg(cols) as uniques
  from (
    select i.indrelid, i.indisprimary,
      (select array_agg(a.attname order by k.ord) from unnest(i.indkey) with ordinality k(attnum, ord)
         join pg_attribute a on a.attrelid = i.indrelid and a.attnum = k.attnum) as cols
    from pg_index i
    where i.indisunique and i.indpred is null and i.indexprs is null and i.indrelid in (select oid from rels)
  ) i
  group by i.indrelid
),
fks as (
  select con.conname as name, n1.nspname as schema, c1.relname as "table",
    (select array_agg(a.attname order by k.ord) from unnest(con.conkey) with ordinality k(attnum, ord)
       join pg_attribute a on a.attrelid = con.conrelid and a.attnum = k.attnum) as columns,
    n2.nspname as "refSchema", c2.relname as "refTable",
    (select array_agg(a.attname order by k.ord) from unnest(con.confkey) with ordinality k(attnum, ord)
       join pg_attribute a on a.attrelid = con.confrelid and a.attnum = k.attnum) as "refColumns"
  from pg_constraint con
  join pg_class c1 on c1.oid = con.conrelid join pg_namespace n1 on n1.oid = c1.relnamespace
  join pg_class c2 on c2.oid = con.confrelid join pg_namespace n2 on n2.oid = c2.relnamespace
  where con.contype = 'f' and n1.nspname = any($1::text[]) and n2.nspname = any($1::text[])
),
view_deps as (
  select distinct v.schema, v.name as view, a.attname as col, bn.nspname as base_schema, b.relname as base_table
  from rels v
  join pg_rewrite r on r.ev_class = v.oid
  join pg_depend d on d.classid = 'pg_rewrite'::regclass and d.objid = r.oid
    and d.refclassid = 'pg_class'::regclass and d.refobjsubid > 0 and d.refobjid <> v.oid
  join pg_class b on b.oid = d.refobjid join pg_namespace bn on bn.oid = b.relnamespace
  join pg_attribute a on a.attrelid = b.oid and a.attnum = d.refobjsubid
  where v.kind in ('v','m')
),
view_cols as (
  select vd.schema, vd.view, vd.col as column, vd.base_schema, vd.base_table, vd.col as base_column
  from view_deps vd
  join rels v on v.schema = vd.schema and v.name = vd.view
  join pg_attribute va on va.attrelid = v.oid and va.attname = vd.col and not va.attisdropped
  where (select count(*) from view_deps o where o.schema = vd.schema and o.view = vd.view and o.col = vd.col) = 1
),
fn_args as (
  select p.oid,
    json_agg(json_build_object(
      'name', coalesce(p.proargnames[k.ord], ''),
      'type', format_type(k.t, null),
      'mode', coalesce(p.proargmodes[k.ord], 'i'),
      'has_default', k.ord > p.pronargs - p.pronargdefaults and coalesce(p.proargmodes[k.ord], 'i') in ('i','b','v')
    ) order by k.ord) as args
  from pg_proc p
  join pg_namespace n on n.oid = p.pronamespace
  cross join lateral unnest(coalesce(p.proallargtypes, p.proargtypes::oid[])) with ordinality k(t, ord)
  where n.nspname = any($1::text[])
  group by p.oid
),
fns as (
  select n.nspname as schema, p.proname as name, coalesce(fa.args, '[]') as args,
    format_type(p.prorettype, null) as return_type, p.proretset as returns_set, t.typtype as return_kind,
    case when rr.oid is not null then rr.schema || '.' || rr.name end as return_rel,
    case when t.typtype = 'c' then (
      select json_agg(json_build_object('name', a.attname, 'type', format_type(a.atttypid, a.atttypmod)) order by a.attnum)
      from pg_attribute a where a.attrelid = t.typrelid and a.attnum > 0 and not a.attisdropped
    ) end as return_cols,
    p.provolatile as volatility
  from pg_proc p
  join pg_namespace n on n.oid = p.pronamespace
  join pg_type t on t.oid = p.prorettype
  left join rels rr on rr.oid = t.typrelid
  left join fn_args fa on fa.oid = p.oid
  where n.nspname = any($1::text[]) and p.prokind in ('f', 'p')
)
select json_build_object(
  'tables', coalesce((select json_agg(json_build_object(
      'schema', r.schema, 'name', r.name, 'kind', r.kind,
      'columns', coalesce(c.columns, '[]'), 'pk', k.pk, 'uniques', k.uniques))
    from rels r left join cols c on c.attrelid = r.oid left join keys k on k.indrelid = r.oid), '[]'),
  'fks', coalesce((select json_agg(f) from fks f), '[]'),
  'view_columns', coalesce((select json_agg(v) from view_cols v), '[]'),
  'functions', coalesce((select json_agg(f) from fns f), '[]'),
  'roles', coalesce((select json_agg(r.rolname) from pg_roles r
     where pg_has_role('authenticator', r.oid, 'member') or r.rolname in ('anon', 'authenticated', 'service_role')), '[]')
)::text as data
`;
