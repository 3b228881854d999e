/**
 * Supabase's advisor — the splinter lints its dashboard runs on a project's database — as tests, on
 * the catalogue of a freshly migrated and seeded database of its own (PGlite in memory, or a new
 * database on DATABASE_URL's server). Each class below asks what splinter's query of the same name
 * asks (supabase/splinter, lints/00xx_*.sql), in SQL of our own: ERROR classes must find nothing,
 * WARN classes exactly the allow-list, each entry of which docs/security.md § Lints justifies.
 *
 * A lint that silently stopped matching would pass forever, so every class is also run against
 * offenders made inside a transaction that is rolled back (a view with its owner's rights, a security
 * definer function anon may call, a function without a fixed search_path, a second permissive
 * policy, …) and must report them.
 *
 * Not encoded: the INFO classes (unindexed foreign keys are a schema lint; unused indexes mean nothing
 * on a fresh database; the throttle tables of schema app have RLS and, on purpose, no policy),
 * insecure_queue_exposed_in_api (no pgmq), sensitive_columns_exposed (only tables without RLS, which
 * rls_disabled_in_public already refuses), table_bloat / extension_versions_outdated / the replication
 * and autovacuum checks (operations, not schema), public_bucket_allows_listing (the one bucket is
 * private: tests/security/storage-buckets.test.ts).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDb } from '../../local-supabase/db/index.ts';
import { migrate } from '../../local-supabase/db/migrate.ts';
import { Rollback, type Db, type Sql } from '../../local-supabase/db/types.ts';
import { loadProjectConfig } from '../../local-supabase/project-config.ts';
import { freshDatabase, type FreshDatabase } from './fresh-database.ts';

const projectDir = path.resolve(process.env.LOCAL_SUPABASE_PROJECT ?? '.');

/** The schemas the Data API serves (supabase/config.toml [api] schemas): what "exposed" means to the advisor. */
const EXPOSED = loadProjectConfig(projectDir).api.schemas;
/**
 * Schemas that are the platform's, not the project's: Supabase's own (the advisor skips them) and
 * local-supabase's bookkeeping schema, which hosted projects do not have.
 */
const PLATFORM = [
  'pg_catalog',
  'information_schema',
  'pg_toast',
  'auth',
  'storage',
  'realtime',
  'extensions',
  'graphql',
  'graphql_public',
  'vault',
  'pgsodium',
  'pgsodium_masks',
  'pgbouncer',
  'pgtle',
  'cron',
  'net',
  'pgmq',
  'supabase_functions',
  'supabase_migrations',
  'local_supabase',
];

/** Every query opens with these: $1 the exposed schemas, $2 the platform's. */
const SCHEMAS = `with exposed (nspname) as (select unnest($1::text[])), platform (nspname) as (select unnest($2::text[]))`;
/** reloptions that make a view run as its caller. */
const INVOKER = `exists (select 1 from unnest(coalesce(c.reloptions, '{}'::text[])) o
  where lower(o) in ('security_invoker=1', 'security_invoker=true', 'security_invoker=yes', 'security_invoker=on'))`;
const API_CAN_SELECT = `(pg_catalog.has_table_privilege('anon', c.oid, 'select') or pg_catalog.has_table_privilege('authenticated', c.oid, 'select'))`;
const NOT_EXTENSION_OWNED = (oid: string) => `not exists (select 1 from pg_catalog.pg_depend e where e.objid = ${oid} and e.deptype = 'e')`;
/** The policies of the project's schemas, with their expressions as pg_policies prints them. */
const POLICIES = `policies as (
  select p.schemaname, p.tablename, p.policyname, p.permissive, p.roles, p.cmd, p.qual, p.with_check, c.relrowsecurity
  from pg_catalog.pg_policies p
  join pg_catalog.pg_class c on c.relname = p.tablename
  join pg_catalog.pg_namespace n on n.oid = c.relnamespace and n.nspname = p.schemaname
  where p.schemaname not in (select nspname from platform))`;

interface LintClass {
  /** splinter's name for the class (and its lint file number). */
  name: string;
  file: string;
  level: 'ERROR' | 'WARN';
  /** Returns one row per finding, `object` naming what is wrong. */
  sql: string;
}

const exposedRelations = (relkinds: string) => `${SCHEMAS}
  select n.nspname || '.' || c.relname as object
  from pg_catalog.pg_class c join pg_catalog.pg_namespace n on n.oid = c.relnamespace
  where c.relkind in (${relkinds}) and n.nspname in (select nspname from exposed) and n.nspname not in (select nspname from platform)
    and ${API_CAN_SELECT} and ${NOT_EXTENSION_OWNED('c.oid')}`;

const definerExecutableBy = (role: 'anon' | 'authenticated') => `${SCHEMAS}
  select n.nspname || '.' || p.proname || '(' || pg_catalog.pg_get_function_identity_arguments(p.oid) || ')' as object
  from pg_catalog.pg_proc p join pg_catalog.pg_namespace n on n.oid = p.pronamespace
  where p.prosecdef and pg_catalog.has_function_privilege('${role}', p.oid, 'execute')
    and n.nspname in (select nspname from exposed) and n.nspname not in (select nspname from platform)`;

const CLASSES: LintClass[] = [
  {
    // A view anon or authenticated may read that runs with its owner's rights ignores the caller's RLS.
    name: 'security_definer_view',
    file: '0010',
    level: 'ERROR',
    sql: `${exposedRelations(`'v'`)} and not ${INVOKER}`,
  },
  {
    // A view or materialized view over auth.users the API roles may read: a materialized view has no
    // RLS, an owner's-rights view skips it, and an invoker view is open when auth.users has none.
    name: 'auth_users_exposed',
    file: '0002',
    level: 'ERROR',
    sql: `${SCHEMAS}
      select distinct n.nspname || '.' || c.relname as object
      from pg_catalog.pg_depend d
      join pg_catalog.pg_rewrite r on r.oid = d.objid
      join pg_catalog.pg_class c on c.oid = r.ev_class
      join pg_catalog.pg_namespace n on n.oid = c.relnamespace
      join pg_catalog.pg_class u on u.oid = d.refobjid
      join pg_catalog.pg_namespace un on un.oid = u.relnamespace and un.nspname = 'auth' and u.relname = 'users'
      where d.deptype = 'n' and c.relkind in ('v', 'm') and n.nspname in (select nspname from exposed) and ${API_CAN_SELECT}
        and (c.relkind = 'm' or not ${INVOKER} or not u.relrowsecurity)`,
  },
  {
    // A table the API roles may read without row-level security: every row is public.
    name: 'rls_disabled_in_public',
    file: '0013',
    level: 'ERROR',
    sql: `${exposedRelations(`'r', 'p'`)} and not c.relrowsecurity`,
  },
  {
    // Policies written for a table whose RLS is off do nothing.
    name: 'policy_exists_rls_disabled',
    file: '0007',
    level: 'ERROR',
    sql: `${SCHEMAS}, ${POLICIES}
      select distinct schemaname || '.' || tablename as object from policies where not relrowsecurity`,
  },
  {
    // user_metadata is the user's own to edit: a rule that reads it is the user's to pass.
    name: 'rls_references_user_metadata',
    file: '0015',
    level: 'ERROR',
    sql: `${SCHEMAS}, ${POLICIES}
      select schemaname || '.' || tablename || ' ' || policyname as object from policies
      where coalesce(qual, '') || ' ' || coalesce(with_check, '') ~* '(user_metadata|raw_user_meta_data)'`,
  },
  {
    // A foreign key onto a unique key of Auth's tables other than their primary key blocks Auth's upgrades.
    name: 'fkey_to_auth_unique',
    file: '0021',
    level: 'ERROR',
    sql: `${SCHEMAS}
      select source.relnamespace::regnamespace::text || '.' || source.relname || ' ' || c.conname as object
      from pg_catalog.pg_constraint c
      join pg_catalog.pg_class source on source.oid = c.conrelid
      join pg_catalog.pg_class target on target.oid = c.confrelid
      join pg_catalog.pg_index i on i.indexrelid = c.conindid
      where c.contype = 'f' and target.relnamespace = 'auth'::regnamespace and i.indisunique and not i.indisprimary`,
  },
  {
    name: 'anon_security_definer_function_executable',
    file: '0028',
    level: 'WARN',
    sql: definerExecutableBy('anon'),
  },
  {
    name: 'authenticated_security_definer_function_executable',
    file: '0029',
    level: 'WARN',
    sql: definerExecutableBy('authenticated'),
  },
  {
    // Any function of the project's schemas without a search_path of its own resolves names through
    // the caller's: a caller who can create objects earlier on that path can stand in for them.
    name: 'function_search_path_mutable',
    file: '0011',
    level: 'WARN',
    sql: `${SCHEMAS}
      select n.nspname || '.' || p.proname || '(' || pg_catalog.pg_get_function_identity_arguments(p.oid) || ')' as object
      from pg_catalog.pg_proc p join pg_catalog.pg_namespace n on n.oid = p.pronamespace
      where n.nspname not in (select nspname from platform) and n.nspname not like 'pg\\_%' and ${NOT_EXTENSION_OWNED('p.oid')}
        and not exists (select 1 from unnest(coalesce(p.proconfig, '{}'::text[])) setting where setting like 'search\\_path=%')`,
  },
  {
    // Permissive policies of one table, command and role are OR-ed: each is evaluated, and together they
    // grant more than either says. "for all" counts for each command; "to public" for every role that
    // RLS applies to (not the superuser, not roles that bypass RLS, not Postgres' or Supabase's own).
    name: 'multiple_permissive_policies',
    file: '0006',
    level: 'WARN',
    sql: `${SCHEMAS}
      select n.nspname || '.' || c.relname || ' ' || r.rolname || ' ' || cmd.name as object
      from pg_catalog.pg_policy pol
      join pg_catalog.pg_class c on c.oid = pol.polrelid
      join pg_catalog.pg_namespace n on n.oid = c.relnamespace
      join pg_catalog.pg_roles r on r.oid = any (pol.polroles) or pol.polroles = array[0::oid]
      cross join lateral unnest(case pol.polcmd when 'r' then array['SELECT'] when 'a' then array['INSERT'] when 'w' then array['UPDATE']
                                                when 'd' then array['DELETE'] else array['SELECT', 'INSERT', 'UPDATE', 'DELETE'] end) cmd (name)
      where pol.polpermissive and c.relkind = 'r' and n.nspname not in (select nspname from platform) and ${NOT_EXTENSION_OWNED('c.oid')}
        and not r.rolbypassrls and r.rolname not like 'pg\\_%' and r.rolname not like 'supabase%admin'
      group by n.nspname, c.relname, r.rolname, cmd.name
      having count(*) > 1`,
  },
  {
    // auth.uid() (and auth.jwt(), auth.role(), auth.email(), current_setting()) called bare in a policy is
    // evaluated for every row; wrapped in (select …) it is evaluated once per statement.
    name: 'auth_rls_initplan',
    file: '0003',
    level: 'WARN',
    sql: `${SCHEMAS}, ${POLICIES}
      select distinct schemaname || '.' || tablename || ' ' || policyname as object
      from policies
      cross join unnest(array['auth.uid()', 'auth.jwt()', 'auth.role()', 'auth.email()', 'current_setting(']) call (name)
      where relrowsecurity and pg_catalog.strpos(
        pg_catalog.replace(lower(coalesce(qual, '') || ' ' || coalesce(with_check, '')), 'select ' || call.name, ''), call.name) > 0`,
  },
  {
    // A write policy that lets any row through: USING true on update / delete, WITH CHECK true (or none) on insert.
    name: 'rls_policy_always_true',
    file: '0024',
    level: 'WARN',
    sql: `${SCHEMAS}, ${POLICIES}, normalized as (
        select p.*,
               pg_catalog.regexp_replace(lower(coalesce(qual, '')), '\\s', '', 'g') as q,
               pg_catalog.regexp_replace(lower(coalesce(with_check, '')), '\\s', '', 'g') as w
        from policies p
        where relrowsecurity and permissive = 'PERMISSIVE' and roles && array['public', 'anon', 'authenticated']::name[])
      select schemaname || '.' || tablename || ' ' || policyname as object from normalized
      where (cmd in ('UPDATE', 'DELETE', 'ALL') and (q in ('true', '(true)', '1=1', '(1=1)') or qual is null))
         or w in ('true', '(true)', '1=1', '(1=1)')
         or (cmd = 'INSERT' and with_check is null)
         or (cmd in ('UPDATE', 'ALL') and with_check is null and q in ('true', '(true)', '1=1', '(1=1)'))`,
  },
  {
    // Two indexes of one table that index the same thing the same way: every write maintains both.
    name: 'duplicate_index',
    file: '0009',
    level: 'WARN',
    sql: `${SCHEMAS}
      select c.relnamespace::regnamespace::text || '.' || c.relname || ' ' || string_agg(ic.relname, ', ' order by ic.relname) as object
      from pg_catalog.pg_index i
      join pg_catalog.pg_class c on c.oid = i.indrelid
      join pg_catalog.pg_class ic on ic.oid = i.indexrelid
      where c.relkind in ('r', 'm') and c.relnamespace::regnamespace::text not in (select nspname from platform) and ${NOT_EXTENSION_OWNED('c.oid')}
      group by c.oid, c.relnamespace, c.relname, ic.relam, i.indisunique, i.indkey::text, i.indclass::text, i.indcollation::text, i.indoption::text,
               coalesce(pg_catalog.pg_get_expr(i.indexprs, i.indrelid), ''), coalesce(pg_catalog.pg_get_expr(i.indpred, i.indrelid), '')
      having count(*) > 1`,
  },
  {
    name: 'extension_in_public',
    file: '0014',
    level: 'WARN',
    sql: `${SCHEMAS}
      select e.extname::text as object from pg_catalog.pg_extension e
      where e.extnamespace = 'public'::regnamespace and e.extname <> 'plpgsql'`,
  },
  {
    // Materialized views have no RLS: what the API roles may select, they read in full.
    name: 'materialized_view_in_api',
    file: '0016',
    level: 'WARN',
    sql: exposedRelations(`'m'`),
  },
  {
    // Foreign tables have no RLS either.
    name: 'foreign_table_in_api',
    file: '0017',
    level: 'WARN',
    sql: exposedRelations(`'f'`),
  },
  {
    // Columns of reg* types that name objects by oid make pg_upgrade (Supabase's version upgrades) refuse the database.
    name: 'unsupported_reg_types',
    file: '0018',
    level: 'WARN',
    sql: `${SCHEMAS}
      select c.relnamespace::regnamespace::text || '.' || c.relname || '.' || a.attname as object
      from pg_catalog.pg_attribute a
      join pg_catalog.pg_class c on c.oid = a.attrelid
      join pg_catalog.pg_type t on t.oid = a.atttypid and t.typnamespace = 'pg_catalog'::regnamespace
      where a.attnum > 0 and not a.attisdropped
        and t.typname in ('regcollation', 'regconfig', 'regdictionary', 'regnamespace', 'regoper', 'regoperator', 'regproc', 'regprocedure')
        and c.relnamespace::regnamespace::text not in ('pg_catalog', 'information_schema', 'pgsodium')`,
  },
  {
    // Where pg_graphql is installed, every relation a role may select from is described to it at
    // /graphql/v1. Local databases have no pg_graphql; hosted projects do until it is disabled
    // (docs/security.md § Lints).
    name: 'pg_graphql_anon_table_exposed / pg_graphql_authenticated_table_exposed',
    file: '0026, 0027',
    level: 'WARN',
    sql: `${SCHEMAS}
      select r.role || ' ' || n.nspname || '.' || c.relname as object
      from pg_catalog.pg_class c
      join pg_catalog.pg_namespace n on n.oid = c.relnamespace
      cross join (values ('anon'), ('authenticated')) r (role)
      where exists (select 1 from pg_catalog.pg_extension where extname = 'pg_graphql')
        and c.relkind in ('r', 'v', 'm', 'f') and n.nspname not in (select nspname from platform)
        and exists (select 1 from pg_catalog.pg_attribute a where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
                    and pg_catalog.has_column_privilege(r.role, c.oid, a.attnum, 'select'))`,
  },
];

/**
 * WARN findings that are decisions, not mistakes — each justified in docs/security.md § Lints. At most
 * three (issue 14). A new finding fails the test: fix it, or decide and document it here and there.
 */
const ALLOWED_WARN: Record<string, string[]> = {
  authenticated_security_definer_function_executable: [
    'public.cancel_email_change()',
    'public.get_organization_storage_breakdown(param_org_id uuid)',
    'public.merge_accounts(param_keep_id uuid, param_merge_id uuid)',
  ],
};

/** Offenders, one or more per class, made in a transaction that is rolled back. */
const PROBES = `
  create view public.zz_probe_owner_view as select 1 as one;
  create view public.zz_probe_users_view as select id from auth.users;
  create materialized view public.zz_probe_matview as select 1 as one;
  create table public.zz_probe_open (id integer primary key, fn regproc);
  create policy zz_probe_orphan on public.zz_probe_open for select to authenticated using (true);
  grant select on public.zz_probe_owner_view, public.zz_probe_users_view, public.zz_probe_matview, public.zz_probe_open
    to anon, authenticated;
  create function public.zz_probe_definer() returns integer language sql security definer as 'select 1';
  grant execute on function public.zz_probe_definer() to anon, authenticated;
  create policy zz_probe_second on public.roles for select to authenticated using (true);
  create policy zz_probe_bare_uid on public.permissions for update to authenticated using (auth.uid() is not null);
  create policy zz_probe_metadata on public.file_types for delete to authenticated
    using (((select auth.jwt()) -> 'user_metadata' ->> 'admin') = 'yes');
  create policy zz_probe_true on public.products as restrictive for delete to authenticated using (true);
  create policy zz_probe_open_delete on public.api_content for delete to public using (true);
  create index zz_probe_name_a on public.roles (name);
  create index zz_probe_name_b on public.roles (name);
  create unique index zz_probe_auth_key on auth.users (id, email);
  create table public.zz_probe_fk (id integer primary key, uid uuid, mail text,
    constraint zz_probe_fk_auth foreign key (uid, mail) references auth.users (id, email));
  alter table public.zz_probe_fk enable row level security;
`;
/** What each class must report among the probes. */
const PROBED: Record<string, string[]> = {
  security_definer_view: ['public.zz_probe_owner_view', 'public.zz_probe_users_view'],
  auth_users_exposed: ['public.zz_probe_users_view'],
  rls_disabled_in_public: ['public.zz_probe_open'],
  policy_exists_rls_disabled: ['public.zz_probe_open'],
  rls_references_user_metadata: ['public.file_types zz_probe_metadata'],
  fkey_to_auth_unique: ['public.zz_probe_fk zz_probe_fk_auth'],
  anon_security_definer_function_executable: ['public.zz_probe_definer()'],
  authenticated_security_definer_function_executable: ['public.zz_probe_definer()'],
  function_search_path_mutable: ['public.zz_probe_definer()'],
  multiple_permissive_policies: [
    'public.roles authenticated SELECT',
    'public.permissions authenticated UPDATE',
    'public.file_types authenticated DELETE',
    'public.api_content authenticated DELETE',
  ],
  auth_rls_initplan: ['public.permissions zz_probe_bare_uid'],
  rls_policy_always_true: ['public.api_content zz_probe_open_delete'],
  duplicate_index: ['public.roles zz_probe_name_a, zz_probe_name_b'],
  materialized_view_in_api: ['public.zz_probe_matview'],
  unsupported_reg_types: ['public.zz_probe_open.fn'],
};

let db: Db;
let fresh: FreshDatabase | undefined;

beforeAll(async () => {
  fresh = await freshDatabase('advisor_lints');
  db = await openDb({ dataDir: 'memory', databaseUrl: fresh.url });
  await migrate(db, { projectDir, seed: true });
});

afterAll(async () => {
  await db?.close();
  await fresh?.drop();
});

async function findings(sql: Sql): Promise<Record<string, string[]>> {
  const out: Record<string, string[]> = {};
  for (const lint of CLASSES) {
    const { rows } = await sql.query<{ object: string }>(lint.sql, [EXPOSED, PLATFORM]);
    out[lint.name] = rows.map((r) => r.object).sort();
  }
  return out;
}

describe("Supabase's advisor on the migrated database", () => {
  it('exposes the schemas the hosted project does (supabase/config.toml)', () => {
    expect(EXPOSED).toEqual(['public', 'graphql_public']);
  });

  it('reports no ERROR', async () => {
    const found = await findings(db);
    const errors = Object.fromEntries(CLASSES.filter((c) => c.level === 'ERROR').map((c) => [c.name, found[c.name]]));
    expect(errors).toEqual(Object.fromEntries(CLASSES.filter((c) => c.level === 'ERROR').map((c) => [c.name, []])));
  });

  it('reports exactly the allowed WARN findings, at most three', async () => {
    const found = await findings(db);
    const warnings = Object.fromEntries(
      CLASSES.filter((c) => c.level === 'WARN' && found[c.name].length > 0).map((c) => [c.name, found[c.name]]),
    );
    expect(warnings).toEqual(ALLOWED_WARN);
    expect(Object.values(ALLOWED_WARN).flat().length).toBeLessThanOrEqual(3);
  });

  it('docs/security.md § Lints justifies each allowed WARN', () => {
    const doc = readFileSync(path.join(projectDir, 'docs', 'security.md'), 'utf8');
    const lints = doc.slice(doc.indexOf('\n## Lints'));
    expect(lints.length).toBeGreaterThan(100);
    for (const [name, objects] of Object.entries(ALLOWED_WARN)) {
      expect(lints).toContain(`\`${name}\``);
      for (const object of objects) expect(lints).toContain(`\`${object.replace(/\(.*$/, '').replace(/^.*\./, '')}\``);
    }
  });

  it('each class reports offenders: a view with its owner’s rights, a definer function anon may call, a second permissive policy, …', async () => {
    const probed = await db.transaction<Record<string, string[]>>(async (tx) => {
      await tx.exec(PROBES);
      throw new Rollback(await findings(tx));
    });
    for (const [name, objects] of Object.entries(PROBED))
      expect({ name, found: probed[name] }).toEqual({ name, found: expect.arrayContaining(objects) });
    // The allowed findings are still the only others: the probes added nothing but themselves.
    expect(probed.authenticated_security_definer_function_executable).toEqual(
      [...ALLOWED_WARN.authenticated_security_definer_function_executable, 'public.zz_probe_definer()'].sort(),
    );
    // Restrictive policies are not OR-ed with the others, nor do they open anything.
    expect(probed.multiple_permissive_policies.filter((f) => f.startsWith('public.products'))).toEqual([]);
    expect(probed.rls_policy_always_true).not.toContain('public.products zz_probe_true');
    // Gone with the transaction.
    expect((await db.query(`select to_regclass('public.zz_probe_open') as t`)).rows[0]).toEqual({ t: null });
  });
});
